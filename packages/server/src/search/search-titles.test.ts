import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/build-app.ts';
import { createDocument } from '../test/factories.ts';

/** Migration 0012: the quick search reads its own copy of the titles, kept by triggers. */
describe('the compact titles of the quick search', () => {
  let ctx: TestContext;
  const db = () => ctx.database.db;
  const rows = async (id: number) =>
    (
      await sql<{ type: string; lang: string; search_title: string }>`
        SELECT type, lang, search_title FROM search_titles WHERE document_id = ${id} ORDER BY lang`.execute(
        db(),
      )
    ).rows;
  const found = async (q: string) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}&t=w,r` });
    expect(res.statusCode).toBe(200);
    const body = res.json() as Record<string, { documents: { document_id: number }[]; total: number }>;
    return [...body.waypoints!.documents, ...body.routes!.documents].map((d) => d.document_id);
  };

  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('holds every locale of a new document, with its type', async () => {
    const id = await createDocument(db(), {
      type: 'route',
      locales: [
        { lang: 'fr', title: 'Arête des Cosmiques' },
        { lang: 'en', title: 'Cosmiques Ridge' },
      ],
    });
    expect(await rows(id)).toEqual([
      { type: 'r', lang: 'en', search_title: 'cosmiques ridge' },
      { type: 'r', lang: 'fr', search_title: 'arete des cosmiques' },
    ]);
    expect(await found('cosmiq')).toEqual([id]);
  });

  it('follows a changed title and a removed locale', async () => {
    const id = await createDocument(db(), { type: 'waypoint', title: 'Pointe Helbronner' });
    await sql`UPDATE document_locales SET title = 'Pointe Hellbronner', search_title = 'pointe hellbronner'
      WHERE document_id = ${id}`.execute(db());
    expect(await rows(id)).toEqual([{ type: 'w', lang: 'fr', search_title: 'pointe hellbronner' }]);
    await sql`DELETE FROM document_locales WHERE document_id = ${id}`.execute(db());
    expect(await rows(id)).toEqual([]);
  });

  it('leaves out a document merged into another, and takes it back if it is one again', async () => {
    const target = await createDocument(db(), { type: 'waypoint', title: 'Refuge Torino' });
    const source = await createDocument(db(), { type: 'waypoint', title: 'Rifugio Torino' });
    await sql`UPDATE documents SET redirects_to = ${target} WHERE document_id = ${source}`.execute(db());
    expect(await rows(source)).toEqual([]);
    // Migration 0015's words of the titles follow them.
    const words = await sql`SELECT word FROM search_title_words WHERE document_id = ${source}`.execute(db());
    expect(words.rows).toEqual([]);
    expect(await found('torino')).toEqual([target]);
    await sql`UPDATE documents SET redirects_to = NULL WHERE document_id = ${source}`.execute(db());
    expect(await rows(source)).toEqual([{ type: 'w', lang: 'fr', search_title: 'rifugio torino' }]);
    const back = await sql<{ word: string }>`
      SELECT word FROM search_title_words WHERE document_id = ${source} ORDER BY word`.execute(db());
    expect(back.rows.map((r) => r.word)).toEqual(['rifugio', 'torino']);
  });

  it('forgets a deleted document', async () => {
    const id = await createDocument(db(), { type: 'route', title: 'Voie des Dalles' });
    await sql`DELETE FROM documents WHERE document_id = ${id}`.execute(db());
    expect(await rows(id)).toEqual([]);
  });
});
