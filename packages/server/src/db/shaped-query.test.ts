import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openTestDatabase } from '../test/build-app.ts';
import type { Database } from './client.ts';
import { shapedQuery } from './shaped-query.ts';

describe('queries built once per shape', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
  });
  afterAll(() => drop());

  it('builds a shape once and binds each call its own values', async () => {
    let built = 0;
    const query = shapedQuery<{ twice: boolean }, { word: string; n: number }, { out: string }>(
      (v, shape) => {
        built++;
        return shape.twice
          ? sql`SELECT repeat(${v.word}, 2) || ${v.n}::text AS out`
          : sql`SELECT ${v.word} || ${v.n}::text AS out`;
      },
    );
    const run = (twice: boolean, word: string, n: number) =>
      query(database.db, String(twice), { twice }, { word, n }).then((rows) => rows[0]!.out);
    expect(await run(false, 'col', 1)).toBe('col1');
    expect(await run(false, "l'aiguille", 2)).toBe("l'aiguille2");
    expect(await run(true, 'lac', 3)).toBe('laclac3');
    expect(await run(true, 'pic', 4)).toBe('picpic4');
    expect(built).toBe(2);
  });
});
