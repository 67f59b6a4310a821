import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/build-app.ts';
import { createDocument } from '../test/factories.ts';
import { insertDocuments } from '../documents/write/insert.ts';
import { after } from './repository.ts';

interface Found {
  documents: { document_id: number; locales: { lang: string; title: string }[] }[];
  total: number;
}

/** Issue 16 §3: the quick search's ranking and matching, read from bounded index ranges. */
// From the titles in each node's memory, and from PostgreSQL's indexes while those load.
describe.each(['on', 'off'])('ranking and matching of the quick search (title index %s)', (index) => {
  let ctx: TestContext;
  let vallot = 0;
  const search = async (query: string) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/search?${query}` });
    expect(res.statusCode).toBe(200);
    return res.json() as { waypoints: Found; routes: Found };
  };
  const titles = (found: Found) => found.documents.map((d) => d.locales[0]!.title);

  beforeAll(async () => {
    ctx = await buildTestApp({ SEARCH_TITLE_INDEX: index });
    const db = ctx.database.db;
    for (const title of ['Grand Lac', 'Lac Noir', 'Les Lacs', 'Lacs Jumeaux'])
      await createDocument(db, { type: 'waypoint', title, lang: 'fr' });
    // Many titles holding "refuge", one holding "vallot" too.
    await insertDocuments(
      db,
      Array.from({ length: 60 }, (_, i) => ({
        type: 'route' as const,
        attributes: { activities: ['hiking'] },
        locales: [{ lang: 'fr', title: `Refuge du pic ${i + 1}` }],
        creator_id: 0,
      })),
    );
    vallot = await createDocument(db, {
      type: 'route',
      locales: [
        { lang: 'fr', title: 'Refuge Vallot par les Bosses' },
        { lang: 'en', title: 'Vallot hut by the Bosses ridge' },
      ],
    });
  }, 60_000);
  afterAll(() => ctx.close());

  it('ranks titles starting with the text first, then containing it, then typo matches', async () => {
    const body = await search('q=lacs&t=w&pl=fr');
    expect(titles(body.waypoints)).toEqual(['Lacs Jumeaux', 'Les Lacs', 'Lac Noir', 'Grand Lac']);
    expect(body.waypoints.total).toBe(4);
  });

  it('ignores accents and case, typed or written', async () => {
    const body = await search(`q=${encodeURIComponent('LÂCS J')}&t=w&pl=fr`);
    expect(titles(body.waypoints)).toEqual(['Lacs Jumeaux']);
  });

  it('finds the titles holding every typed word, the last one unfinished, in any order', async () => {
    for (const q of ['refuge vallo', 'vallot refu', 'bosses refuge val']) {
      const body = await search(`q=${encodeURIComponent(q)}&t=r&pl=fr`);
      expect(body.routes.documents.map((d) => d.document_id)).toEqual([vallot]);
      expect(body.routes.total).toBe(1);
    }
    const many = await search('q=refuge%20pic&t=r&pl=fr&limit=3');
    expect(many.routes.total).toBe(60);
    expect(titles(many.routes)).toHaveLength(3);
    for (const title of titles(many.routes)) expect(title).toMatch(/^Refuge du pic \d+$/);
  });

  it('looks only in the titles of the language pl names, and in all without it', async () => {
    expect((await search('q=vallot%20hut&t=r&pl=fr')).routes.total).toBe(0);
    const en = await search('q=vallot%20hut&t=r&pl=en');
    expect(en.routes.documents.map((d) => d.locales.map((l) => l.lang))).toEqual([['en']]);
    expect((await search('q=vallot&t=r')).routes.total).toBe(1);
  });

  it('keeps every title word in search_title_words, following the titles', async () => {
    const words = async () =>
      (
        await sql<{ lang: string; word: string }>`
          SELECT lang, word FROM search_title_words WHERE document_id = ${vallot} ORDER BY lang, word`.execute(
          ctx.database.db,
        )
      ).rows.map((r) => `${r.lang}:${r.word}`);
    expect(await words()).toEqual([
      'en:bosses',
      'en:by',
      'en:hut',
      'en:ridge',
      'en:the',
      'en:vallot',
      'fr:bosses',
      'fr:les',
      'fr:par',
      'fr:refuge',
      'fr:vallot',
    ]);
    await sql`UPDATE document_locales SET title = 'Abri Vallot', search_title = 'abri vallot'
      WHERE document_id = ${vallot} AND lang = 'fr'`.execute(ctx.database.db);
    await sql`DELETE FROM document_locales WHERE document_id = ${vallot} AND lang = 'en'`.execute(
      ctx.database.db,
    );
    expect(await words()).toEqual(['fr:abri', 'fr:vallot']);
    expect((await search('q=abri%20val&t=r&pl=fr')).routes.total).toBe(1);
    expect((await search('q=refuge%20vallo&t=r&pl=fr')).routes.total).toBe(0);
  });

  it('reads the texts starting with a text as one range of the index', () => {
    expect(after('col')).toBe('com');
    expect(after('arê')).toBe('arë');
    expect(after('a\u{d7ff}')).toBe('a\u{e000}');
    expect(after('😀')).toBe('😁');
  });
});
