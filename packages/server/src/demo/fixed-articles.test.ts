import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXED_ARTICLE_IDS, SERAC_ARTICLE_ID } from '@cairn/domain';
import { buildDemoApp, getJson, type TestContext } from '../test/build-app.ts';
import { fixedArticles } from './fixed-articles.ts';
import { DEMO_REFERENCE_DATE, generateDemoData } from './guidebook.ts';
import { DEMO_CONTEST_EDITIONS } from './contest.ts';

type Doc = Record<string, any>;

describe('fixed articles of the demo guidebook (links of the interface, spec 1 §2.2–2.3, spec 3 serac)', () => {
  let ctx: TestContext;
  const get = (url: string) => getJson<Doc>(ctx.app, url);

  beforeAll(async () => {
    ctx = await buildDemoApp();
  }, 120_000);
  afterAll(() => ctx.close());

  it.each(Object.entries(FIXED_ARTICLE_IDS))(
    '%s (%i) loads as an article in French and English',
    async (_, id) => {
      const { status, body } = await get(`/api/articles/${id}`);
      expect(status).toBe(200);
      expect(body.document_id).toBe(id);
      expect(body.article_type).toBe('collab');
      expect(body.locales.map((l: Doc) => l.lang).sort()).toEqual(['en', 'fr']);
      for (const locale of body.locales) {
        expect(locale.title.length).toBeGreaterThanOrEqual(3);
        expect(locale.description.split('\n\n').length).toBeGreaterThanOrEqual(3);
      }
    },
  );

  it('holds the incident database article under 697210 (spec 3)', async () => {
    expect(SERAC_ARTICLE_ID).toBe(697210);
    const { body } = await get(`/api/articles/${SERAC_ARTICLE_ID}?cook=en`);
    expect(body.cooked.title).toMatch(/SERAC/);
  });

  it('explains CC-by-sa for collaborative documents and CC-by-nc-nd for personal ones (spec 2 "Licences")', async () => {
    const { body } = await get(`/api/articles/${FIXED_ARTICLE_IDS.licenses}?cook=en`);
    expect(body.cooked.description).toMatch(/Collaborative documents: CC-by-sa 3\.0/);
    expect(body.cooked.description).toMatch(/Personal documents: CC-by-nc-nd 3\.0/);
  });

  it('keeps the id sequence above the fixed ids: a new document never takes one', async () => {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { username: 'contributor', password: 'cairn-demo' },
    });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/articles',
      headers: { authorization: `JWT ${login.json().token}` },
      payload: {
        activities: ['hiking'],
        categories: ['stories'],
        article_type: 'personal',
        locales: [{ lang: 'fr', title: 'Nouveau récit' }],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().document_id).toBeGreaterThan(Math.max(...Object.values(FIXED_ARTICLE_IDS)));
  });
});

describe('fixed articles in the generated data', () => {
  it('are generated once each, after every other document, and link only to each other', () => {
    const data = generateDemoData();
    const ids = new Set(data.documents.map((d) => d.document_id));
    // The photo contest's editions, which its fixed article lists, come with the fixed articles.
    const fixed: number[] = [
      ...Object.values(FIXED_ARTICLE_IDS),
      ...DEMO_CONTEST_EDITIONS.map((edition) => edition.articleId),
    ];
    expect(new Set(fixed).size).toBe(fixed.length);
    for (const id of fixed) expect(data.documents.filter((d) => d.document_id === id)).toHaveLength(1);
    expect(
      data.documents
        .filter((d) => !fixed.includes(d.document_id))
        .every((d) => d.document_id < Math.min(...fixed)),
    ).toBe(true);
    for (const doc of fixedArticles(DEMO_REFERENCE_DATE, 2))
      for (const locale of doc.locales)
        for (const [, type, id] of String(locale.description).matchAll(/\[\[(\w+)\/(\d+)\//g)) {
          expect(type).toBe('articles');
          expect(ids.has(Number(id))).toBe(true);
        }
  });
});
