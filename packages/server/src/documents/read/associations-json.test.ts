/**
 * The `associations` and `maps` PostgreSQL writes for a full document (`associations-json.ts`,
 * issue 16 §4) hold, for every demo document of every type, the documents api.md §5.3 names,
 * under their keys, in their order, each item the listing `presentListing` makes of it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { DOCUMENT_TYPES, TYPE_LETTERS, type DocumentLetter } from '@cairn/domain';
import { buildDemoApp, type TestContext } from '../../test/build-app.ts';
import { associationTexts, keyOf } from './associations-json.ts';
import { presentContext, presentListing } from './present.ts';
import { readDocuments } from './read.ts';

describe('associations of a full document written by PostgreSQL', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await buildDemoApp();
  }, 120_000);
  afterAll(() => ctx.close());

  it('keys of api.md §5.3: images only where the document is the parent, waypoints both ways', () => {
    expect(keyOf('route', 'i', true)).toBeUndefined();
    expect(keyOf('route', 'i', false)).toBe('images');
    expect(keyOf('image', 'i', true)).toBe('images');
    expect(keyOf('waypoint', 'w', true)).toBe('waypoints');
    expect(keyOf('waypoint', 'w', false)).toBe('waypoint_children');
    expect(keyOf('route', 'w', true)).toBe('waypoints');
    expect(keyOf('outing', 'u', false)).toBe('users');
    // A route's outings are its `recent_outings`, not a key of their own.
    expect(keyOf('route', 'o', false)).toBeUndefined();
    expect(keyOf('map', 'r', true)).toBeUndefined();
  });

  /** The ids and totals the answer should show, found with plain queries. */
  async function expected(type: (typeof DOCUMENT_TYPES)[number], id: number) {
    const db = ctx.database.db;
    const links = (
      await sql<{ id: number; letter: DocumentLetter; is_parent: boolean }>`
        SELECT a.parent_document_id AS id, a.parent_type AS letter, true AS is_parent FROM associations a
          JOIN documents o ON o.document_id = a.parent_document_id AND o.redirects_to IS NULL
          WHERE a.child_document_id = ${id}
        UNION ALL
        SELECT a.child_document_id, a.child_type, false FROM associations a
          JOIN documents o ON o.document_id = a.child_document_id AND o.redirects_to IS NULL
          WHERE a.parent_document_id = ${id}
        ORDER BY is_parent DESC, id`.execute(db)
    ).rows;
    const keys = new Map<string, number[]>();
    for (const link of links) {
      const key = keyOf(type, link.letter, link.is_parent);
      if (key) keys.set(key, [...(keys.get(key) ?? []), Number(link.id)]);
    }
    let routes: number[] = [];
    if (type === 'waypoint') {
      const family = [id];
      for (let depth = 0; depth < 2; depth++) {
        const children = await sql<{ id: number }>`SELECT child_document_id AS id FROM associations
          WHERE parent_document_id = ANY(${`{${family.join(',')}}`}::bigint[]) AND child_type = 'w'`.execute(
          db,
        );
        family.push(...children.rows.map((r) => Number(r.id)));
      }
      routes = (
        await sql<{ id: number }>`SELECT DISTINCT a.child_document_id AS id FROM associations a
          JOIN documents d ON d.document_id = a.child_document_id AND d.redirects_to IS NULL
          WHERE a.parent_document_id = ANY(${`{${[...new Set(family)].join(',')}}`}::bigint[]) AND a.child_type = 'r'
          ORDER BY id DESC`.execute(db)
      ).rows.map((r) => Number(r.id));
    }
    const outingsOf = type === 'waypoint' ? routes.slice(0, 400) : [id];
    const outings = (
      await sql<{ id: number }>`SELECT o.document_id AS id FROM outings o
        JOIN documents d ON d.document_id = o.document_id AND d.redirects_to IS NULL
        WHERE o.document_id IN (SELECT child_document_id FROM associations
          WHERE parent_document_id = ANY(${`{${outingsOf.join(',')}}`}::bigint[]) AND child_type = 'o')
        ORDER BY o.date_end DESC NULLS LAST, o.document_id DESC`.execute(db)
    ).rows.map((r) => Number(r.id));
    return { keys, routes, outings };
  }

  for (const type of DOCUMENT_TYPES) {
    it(`${type}s: every key, item and order, in all locales and in one language`, async () => {
      const db = ctx.database.db;
      const areas = ctx.app.deps.caches.areas;
      const ids = (
        await sql<{ id: number }>`SELECT document_id AS id FROM documents
          WHERE type = ${TYPE_LETTERS[type]} AND redirects_to IS NULL ORDER BY document_id LIMIT 60`.execute(
          db,
        )
      ).rows.map((r) => Number(r.id));
      expect(ids.length).toBeGreaterThan(0);
      let seen = 0;
      for (const id of ids) {
        const want = await expected(type, id);
        const record = (await readDocuments(db, [id], { type })).get(id)!;
        const mapIds = record.row.map_ids.map(Number);
        const shownIds = [...[...want.keys.values()].flat(), ...want.routes, ...want.outings, ...mapIds];
        const records = await readDocuments(db, shownIds, { listing: true });
        for (const lang of [undefined, 'en']) {
          const texts = await associationTexts(db, areas, type, id, lang);
          const got = JSON.parse(texts.associations) as Record<string, unknown>;
          const present = await presentContext(db, areas, records.values(), lang);
          const listing = (i: number) => JSON.parse(JSON.stringify(presentListing(records.get(i)!, present)));
          const wantKeys = Object.keys(got).filter((k) => k !== 'all_routes' && k !== 'recent_outings');
          for (const key of wantKeys) {
            let keyIds = want.keys.get(key) ?? [];
            if (key === 'images') {
              const time = (i: number) => {
                const t = records.get(i)?.attributes.date_time;
                return t ? new Date(t as string).getTime() : Infinity;
              };
              keyIds = [...keyIds].sort((a, b) => time(a) - time(b));
            }
            expect(got[key], `${type} ${id} ${key} ${lang}`).toEqual(keyIds.map(listing));
            seen += keyIds.length;
          }
          // Every shown link is under one of the type's keys.
          for (const key of want.keys.keys()) expect(wantKeys, `${type} ${id}`).toContain(key);
          if (type === 'waypoint')
            expect(got.all_routes).toEqual({
              documents: want.routes.slice(0, 400).map(listing),
              total: want.routes.length,
            });
          else expect(got.all_routes).toBeUndefined();
          if (type === 'waypoint' || type === 'route') {
            expect(got.recent_outings).toEqual({
              documents: want.outings.slice(0, 10).map(listing),
              total: want.outings.length,
            });
            // Maps in the order of the document's map_ids, without their languages.
            expect(JSON.parse(texts.maps!(mapIds))).toEqual(
              mapIds.map((i) => ({ ...listing(i), available_langs: null })),
            );
            seen += want.outings.length + mapIds.length;
          } else {
            expect(got.recent_outings).toBeUndefined();
            expect(texts.maps).toBeUndefined();
          }
        }
      }
      // The demo links documents of this type to others (its profiles have no images, its maps no keys).
      if (type !== 'map' && type !== 'profile') expect(seen).toBeGreaterThan(0);
    }, 300_000);
  }
});
