/**
 * The listing items PostgreSQL writes (`listing-json.ts`, issue 16 §4) are, byte for byte, the
 * serialised `presentListing` of the same documents: for every demo document of every type, with
 * all its locales and with the best locale of each language, including documents whose activities
 * or waypoint type hide fields, routes without activities and rock-climbing routes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { DOCUMENT_TYPES, LANGS, LETTER_TYPES, TYPE_LETTERS, type DocumentLetter } from '@cairn/domain';
import { buildDemoApp, type TestContext } from '../../test/build-app.ts';
import { listingJson, listingsJson } from './listing-json.ts';
import { presentContext, presentListing } from './present.ts';
import { readDocuments } from './read.ts';

describe('listing items written by PostgreSQL', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await buildDemoApp();
    const db = ctx.database.db;
    // Cases the demo may not hold: a route without activities, an only-rock-climbing route of
    // another outdoor type, an indoor-climbing waypoint (no elevation).
    const routes = (
      await sql<{ id: number }>`SELECT document_id AS id FROM routes ORDER BY document_id LIMIT 2`.execute(db)
    ).rows.map((r) => Number(r.id));
    await sql`UPDATE routes SET activities = '{}' WHERE document_id = ${routes[0]}`.execute(db);
    await sql`UPDATE routes SET activities = '{rock_climbing}', climbing_outdoor_type = 'bloc'
      WHERE document_id = ${routes[1]}`.execute(db);
    await sql`UPDATE waypoints SET waypoint_type = 'climbing_indoor'
      WHERE document_id = (SELECT min(document_id) FROM waypoints)`.execute(db);
  }, 120_000);
  afterAll(() => ctx.close());

  for (const type of DOCUMENT_TYPES) {
    it(`${type}s: every document, all locales and each language's best one`, async () => {
      const db = ctx.database.db;
      const ids = (
        await sql<{ id: number }>`SELECT document_id AS id FROM documents
          WHERE type = ${TYPE_LETTERS[type]} AND redirects_to IS NULL ORDER BY document_id`.execute(db)
      ).rows.map((r) => Number(r.id));
      expect(ids.length).toBeGreaterThan(0);
      const records = await readDocuments(db, ids, { listing: true, type });
      for (const lang of [undefined, ...LANGS]) {
        const written = await listingJson(db, ctx.app.deps.caches.areas, type, ids, lang);
        const presented = await presentContext(db, ctx.app.deps.caches.areas, records.values(), lang);
        expect([...written.keys()].sort()).toEqual([...records.keys()].sort());
        for (const [id, record] of records) {
          const expected = JSON.stringify(presentListing(record, presented));
          expect(JSON.parse(written.get(id)!), `${type} ${id} ${lang}`).toEqual(JSON.parse(expected));
          expect(written.get(id), `${type} ${id} ${lang}`).toBe(expected);
        }
      }
    }, 120_000);
  }

  it("writes the items of several types in one statement, as each type's own statement does", async () => {
    const db = ctx.database.db;
    const some = (
      await sql<{ id: number; type: DocumentLetter }>`SELECT DISTINCT ON (type) document_id AS id, type
        FROM documents WHERE redirects_to IS NULL ORDER BY type, document_id DESC`.execute(db)
    ).rows;
    expect(some.length).toBe(DOCUMENT_TYPES.length);
    const byType = new Map(some.map((r) => [LETTER_TYPES[r.type], [Number(r.id)]]));
    // An id given under another type than its own is left out.
    byType.get('map')!.push(Number(some.find((r) => r.type === 'r')!.id));
    for (const lang of [undefined, 'fr', 'de']) {
      const written = await listingsJson(db, ctx.app.deps.caches.areas, byType, lang);
      expect(written.size).toBe(some.length);
      for (const r of some) {
        const own = await listingJson(
          db,
          ctx.app.deps.caches.areas,
          LETTER_TYPES[r.type],
          [Number(r.id)],
          lang,
        );
        expect(written.get(Number(r.id)), `${r.type} ${r.id} ${lang}`).toBe(own.get(Number(r.id)));
      }
    }
    expect((await listingsJson(db, ctx.app.deps.caches.areas, new Map([['route', []]]))).size).toBe(0);
  });

  it('leaves out ids of other types and of no document', async () => {
    const db = ctx.database.db;
    const route = Number(
      (await sql<{ id: number }>`SELECT min(document_id) AS id FROM routes`.execute(db)).rows[0]!.id,
    );
    const written = await listingJson(db, ctx.app.deps.caches.areas, 'waypoint', [route, 999_999_999]);
    expect(written.size).toBe(0);
  });
});
