import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/build-app.ts';
import { createDocument } from '../test/factories.ts';
import { insertDocuments } from '../documents/write/insert.ts';
import { searchLimits } from './repository.ts';

interface Found {
  documents: { document_id: number; locales: { title: string }[] }[];
  total: number;
}

// More matches of a word than the search ranks at once, fewer than it counts.
const LIMITS = { total: 200, candidates: 10, checked: 200 };
const MANY = 150;

// From the titles in each node's memory, and from PostgreSQL's indexes while those load.
describe.each(['on', 'off'])('search of a word found in many titles (title index %s)', (index) => {
  let ctx: TestContext;

  beforeAll(async () => {
    Object.assign(searchLimits, LIMITS);
    ctx = await buildTestApp({ SEARCH_TITLE_INDEX: index });
    await insertDocuments(
      ctx.database.db,
      Array.from({ length: MANY }, (_, i) => ({
        type: 'waypoint' as const,
        attributes: { waypoint_type: 'lake', elevation: 1000 + i },
        locales: [{ lang: 'fr', title: `Refuge du lac ${i + 1}` }],
        creator_id: 0,
      })),
    );
    await createDocument(ctx.database.db, { type: 'waypoint', title: 'Lac Noir', lang: 'fr' });
    // Written after the many waypoints: not among the first candidates found.
    await createDocument(ctx.database.db, { type: 'book', title: 'Guide des lacs', lang: 'fr' });
    await createDocument(ctx.database.db, { type: 'book', title: 'Le tour du lac', lang: 'fr' });
  }, 60_000);
  const defaults = { ...searchLimits };
  afterAll(async () => {
    Object.assign(searchLimits, defaults);
    await ctx.close();
  });

  const search = async (url: string) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    return res.json() as { waypoints: Found; books: Found };
  };

  it('counts every match and shows the best ones, titles starting with the text first', async () => {
    const body = await search('/api/search?q=lac&t=w,b&limit=5');
    expect(body.waypoints.total).toBe(MANY + 1);
    expect(body.waypoints.documents).toHaveLength(5);
    expect(body.waypoints.documents[0]!.locales[0]!.title).toBe('Lac Noir');
  });

  it('still shows a type with few matches when a common word fills the candidates', async () => {
    const body = await search('/api/search?q=lac&t=w,b&limit=5');
    expect(body.books.total).toBe(2);
    expect(body.books.documents.map((d) => d.locales[0]!.title)).toEqual([
      'Le tour du lac',
      'Guide des lacs',
    ]);
  });

  it('counts at most searchLimits.total matches: a total is exact below it', async () => {
    searchLimits.total = 100;
    try {
      const body = await search('/api/search?q=lac&t=w,b&limit=5');
      expect(body.waypoints.total).toBe(100);
      expect(body.waypoints.documents[0]!.locales[0]!.title).toBe('Lac Noir');
      expect(body.books.total).toBe(2);
    } finally {
      searchLimits.total = LIMITS.total;
    }
  });

  it('counts the totals without showing any document (limit 0)', async () => {
    const body = await search('/api/search?q=lac&t=w,b&limit=0');
    expect(body.waypoints).toEqual({ documents: [], total: MANY + 1 });
    expect(body.books).toEqual({ documents: [], total: 2 });
  });
});
