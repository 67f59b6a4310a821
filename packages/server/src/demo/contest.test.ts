import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_ARTICLE_IDS, parseContestEditions, parseContestWinners } from '@cairn/domain';
import { buildDemoApp, getJson, type TestContext } from '../test/build-app.ts';
import { DEMO_CONTEST_EDITIONS } from './contest.ts';

type Doc = Record<string, any>;

describe('the demo photo contest (spec 3 "Photo contest"): results as article content', () => {
  let ctx: TestContext;
  const get = (url: string) => getJson<Doc>(ctx.app, url);

  beforeAll(async () => {
    ctx = await buildDemoApp();
  }, 120_000);
  afterAll(() => ctx.close());

  it('the contest article lists the editions in every language', async () => {
    for (const lang of ['fr', 'en']) {
      const { body } = await get(`/api/articles/${DASHBOARD_ARTICLE_IDS.contest}?cook=${lang}`);
      expect(parseContestEditions(body.locales[0].description)).toEqual(
        [...DEMO_CONTEST_EDITIONS].sort((a, b) => a.year - b.year),
      );
      // The cooked page shows them as links to the years' articles.
      expect(body.cooked.description).toContain(`c2c:document-id="${DEMO_CONTEST_EDITIONS[0]!.articleId}"`);
    }
  });

  it.each(DEMO_CONTEST_EDITIONS.map((e) => [e.year, e] as const))(
    '%i: winners that are images of the guidebook, twelve candidates linked to the article',
    async (_, edition) => {
      const { status, body } = await get(`/api/articles/${edition.articleId}?cook=en`);
      expect(status).toBe(200);
      const winners = parseContestWinners(body.locales[0].description);
      expect(winners.length).toBeGreaterThanOrEqual(3);
      const candidates = (body.associations.images as Doc[]).map((i) => i.document_id);
      expect(candidates).toHaveLength(12);
      for (const winner of winners) {
        expect(candidates).toContain(winner.documentId);
        expect((await get(`/api/images/${winner.documentId}`)).status).toBe(200);
        expect(winner.author).not.toBe('');
      }
      const history = await get(`/api/associations-history?d=${edition.articleId}&limit=50&offset=0`);
      const created = (history.body.associations as Doc[]).filter(
        (a) => a.is_creation && a.child_document.type === 'i',
      );
      expect(created.map((a) => a.child_document.document_id).sort()).toEqual([...candidates].sort());
    },
  );
});
