import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/build-app.ts';
import { authHeaders, createDocument, createUser } from '../test/factories.ts';

describe('the forum bridge with the built-in forum (api.md §14.4)', () => {
  let ctx: TestContext;
  let headers: Record<string, string>;
  let routeId: number;

  beforeAll(async () => {
    ctx = await buildTestApp();
    const db = ctx.database.db;
    headers = await authHeaders(db, await createUser(db, { username: 'camille' }));
    routeId = await createDocument(db, {
      type: 'route',
      locales: [
        { lang: 'fr', title: 'Arête des Cosmiques' },
        { lang: 'en', title: 'Cosmiques ridge' },
      ],
    });
  });
  afterAll(() => ctx.close());

  const openTopic = (payload: object, h = headers) =>
    ctx.app.inject({ method: 'POST', url: '/api/forum/topics', headers: h, payload });

  it('needs a session', async () => {
    const res = await openTopic({ document_id: routeId, lang: 'fr' }, {});
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0].description).toBe('Authentication required');
    const count = await ctx.app.inject('/api/forum/private-messages/unread-count');
    expect(count.statusCode).toBe(403);
  });

  it('opens the topic "{document_id}_{lang}" and stores its topic_id on the locale', async () => {
    const res = await openTopic({ document_id: routeId, lang: 'fr' });
    expect(res.statusCode).toBe(200);
    const created = res.json();
    expect(typeof created.topic_id).toBe('number');
    expect(created).toMatchObject({ post_number: 1, username: 'system', topic_slug: `${routeId}-fr` });
    expect(created.cooked).toContain(`href="http://localhost:8080/routes/${routeId}/fr/arete-des-cosmiques"`);
    expect(created.cooked).toContain('Arête des Cosmiques');

    const doc = (await ctx.app.inject(`/api/routes/${routeId}`)).json();
    const locales = Object.fromEntries(
      doc.locales.map((l: { lang: string; topic_id: number | null }) => [l.lang, l.topic_id]),
    );
    expect(locales).toEqual({ fr: created.topic_id, en: null });
    expect((await ctx.app.inject(`/api/routes/${routeId}?cook=fr`)).json().cooked.topic_id).toBe(
      created.topic_id,
    );

    const topic = (await ctx.app.inject(`/forum/t/${created.topic_id}.json`)).json();
    expect(topic).toMatchObject({ title: `${routeId}_fr`, category_id: 29, posts_count: 1 });
  });

  it('answers 400 "Topic already exists" with the topic_id the second time', async () => {
    const first = (await ctx.app.inject(`/api/routes/${routeId}`))
      .json()
      .locales.find((l: { lang: string }) => l.lang === 'fr').topic_id;
    const res = await openTopic({ document_id: routeId, lang: 'fr' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 'error',
      errors: [
        { location: 'body', name: 'Bad Request', description: 'Topic already exists', topic_id: first },
      ],
    });
  });

  it('answers 400 "Document not found" for an unknown document or a missing language', async () => {
    for (const payload of [
      { document_id: 987654, lang: 'fr' },
      { document_id: routeId, lang: 'de' },
    ]) {
      const res = await openTopic(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].description).toBe('Document not found');
    }
    expect((await openTopic({ document_id: routeId, lang: 'xx' })).statusCode).toBe(400);
  });

  it('opens no topic on a document whose comments are disabled', async () => {
    const outing = await createDocument(ctx.database.db, {
      type: 'outing',
      attributes: { disable_comments: true },
    });
    const res = await openTopic({ document_id: outing, lang: 'fr' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].description).toBe('Comments are disabled for this document');
    const open = await createDocument(ctx.database.db, { type: 'outing' });
    expect((await openTopic({ document_id: open, lang: 'fr' })).statusCode).toBe(200);
  });

  it('is described in the OpenAPI document; the forum itself is not part of the API', async () => {
    const paths = (await ctx.app.inject('/api/openapi.json')).json().paths as Record<
      string,
      Record<string, { security?: unknown }>
    >;
    expect(paths['/api/forum/topics']!.post!.security).toEqual([{ jwt: [] }]);
    expect(paths['/api/forum/private-messages/unread-count']!.get).toBeDefined();
    expect(Object.keys(paths).filter((path) => path.startsWith('/forum'))).toEqual([]);
  });

  it('unread-count answers the link and the count as keys (the quirk)', async () => {
    const res = await ctx.app.inject({ url: '/api/forum/private-messages/unread-count', headers });
    expect(res.statusCode).toBe(200);
    const link = 'http://localhost:8080/forum/users/forum_camille/messages';
    expect(res.json()).toEqual({ [link]: link, '0': 0 });
  });
});
