import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/build-app.ts';
import { createDocument } from '../test/factories.ts';
import { insertDocuments } from '../documents/write/insert.ts';
import { searchLimits } from './repository.ts';
import { startTitleSearch, type TitleSearch } from './title-sync.ts';

/** Issue 16 §3: a node's titles in memory follow every write, whoever makes it. */
describe('the titles in memory, kept in step with the database', () => {
  let ctx: TestContext;
  let titles: TitleSearch;
  let gaube = 0;
  const ids = async (q: string) =>
    (await titles.match(['w'], q, 30, searchLimits, 'fr'))?.get('w')?.ids ?? 'not loaded';

  beforeAll(async () => {
    ctx = await buildTestApp({ SEARCH_TITLE_INDEX: 'off' });
    gaube = await createDocument(ctx.database.db, { type: 'waypoint', title: 'Lac de Gaube', lang: 'fr' });
    titles = await startTitleSearch(ctx.database.db, ctx.app.log);
    await titles.loaded();
  }, 60_000);
  afterAll(async () => {
    titles.stop();
    await ctx.close();
  });

  it('sees a title written, renamed and removed on another connection at the next search', async () => {
    expect(await ids('lac de g')).toHaveLength(1);
    const id = await createDocument(ctx.database.db, {
      type: 'waypoint',
      title: 'Lac de Gavarnie',
      lang: 'fr',
    });
    expect(await ids('lac de gav')).toEqual([id]);
    await sql`UPDATE document_locales SET title = 'Lac Glacé', search_title = 'lac glace' WHERE document_id = ${id}`.execute(
      ctx.database.db,
    );
    expect(await ids('lac de gav')).toEqual([]);
    expect(await ids('lac glac')).toEqual([id]);
    // Merged into another document: a redirect is no longer found.
    await sql`UPDATE documents SET redirects_to = ${gaube} WHERE document_id = ${id}`.execute(
      ctx.database.db,
    );
    expect(await ids('lac glac')).toEqual([]);
  });

  it('loads everything again after thousands of titles written at once, and finds them', async () => {
    await insertDocuments(
      ctx.database.db,
      Array.from({ length: 2100 }, (_, i) => ({
        type: 'waypoint' as const,
        attributes: { waypoint_type: 'summit', elevation: 2000 + i },
        locales: [{ lang: 'fr', title: `Pic importé ${i}` }],
        creator_id: 0,
      })),
    );
    // The search that finds them so many goes to PostgreSQL while the titles load again.
    expect(await ids('pic importe 7')).toBe('not loaded');
    await titles.loaded();
    expect((await titles.match(['w'], 'pic importe', 30, searchLimits, 'fr'))!.get('w')!.total).toBe(100);
    expect(titles.size()).toBe(2101);
  }, 60_000);
});
