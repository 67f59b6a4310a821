import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openTestDatabase } from '../test/build-app.ts';
import type { Database } from './client.ts';
import { PREPARED, PREPARED_GENERIC } from './prepared.ts';
import { idArray } from './sql-arrays.ts';

const onPostgres = !!process.env.TEST_DATABASE_URL;

describe('prepared statements of the hot read queries', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
  });
  afterAll(() => drop());

  it('runs a marked query with an id array the same on both engines', async () => {
    for (const ids of [[1, 2, 3], [], [42]]) {
      const rows = await sql<{ id: number }>`${PREPARED}
        SELECT unnest(${idArray(ids)}) AS id ORDER BY id`.execute(database.db);
      expect(rows.rows.map((r) => Number(r.id))).toEqual(ids);
    }
  });

  it.runIf(onPostgres)(
    'keeps one named statement per marked query text on a PostgreSQL session',
    async () => {
      // A transaction holds one connection, so both queries and the check run on the same session.
      const names = await database.db.transaction().execute(async (trx) => {
        await sql`${PREPARED} SELECT count(*) FROM documents WHERE document_id = ANY(${idArray([1])})`.execute(
          trx,
        );
        await sql`${PREPARED} SELECT count(*) FROM documents WHERE document_id = ANY(${idArray([1, 2, 3])})`.execute(
          trx,
        );
        await sql`SELECT count(*) FROM documents WHERE document_id = ${7}`.execute(trx);
        return (
          await sql<{
            name: string;
            statement: string;
          }>`SELECT name, statement FROM pg_prepared_statements`.execute(trx)
        ).rows;
      });
      const marked = names.filter((n) => n.statement.includes('document_id = ANY'));
      expect(marked).toHaveLength(1);
      expect(marked[0]!.name).toMatch(/^c_[0-9a-f]{20}$/);
      expect(names.some((n) => n.statement.includes('document_id = $1'))).toBe(false);
    },
  );

  it.runIf(onPostgres)(
    'runs generic-marked statements in their generic plan and other queries with parameters as before',
    async () => {
      const modes = await database.db.transaction().execute(async (trx) => {
        const mode = async (query: ReturnType<typeof sql<{ mode: string }>>) =>
          (await query.execute(trx)).rows[0]!.mode;
        return [
          await mode(
            sql`${PREPARED_GENERIC} SELECT current_setting('plan_cache_mode') AS mode WHERE ${1} = 1`,
          ),
          // Without parameters, the mode does not matter: the session stays as it is.
          await mode(sql`SELECT current_setting('plan_cache_mode') AS mode`),
          await mode(sql`${PREPARED} SELECT current_setting('plan_cache_mode') AS mode WHERE ${2} = 2`),
          // An unprepared query with parameters is planned for its values again.
          await mode(sql`SELECT current_setting('plan_cache_mode') AS mode WHERE ${3} = 3`),
          await mode(sql`${PREPARED} SELECT current_setting('plan_cache_mode') AS mode WHERE ${4} = 4`),
        ];
      });
      expect(modes).toEqual([
        'force_generic_plan',
        'force_generic_plan',
        'force_generic_plan',
        'auto',
        'auto',
      ]);
    },
  );
});
