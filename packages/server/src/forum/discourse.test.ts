/**
 * The bridge against a Discourse (FORUM_URL set): a small local HTTP server speaking
 * Discourse's JSON stands in for it (DESIGN.md: no mock inside the code).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/build-app.ts';
import { authHeaders, createDocument, createUser } from '../test/factories.ts';

interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown> | undefined;
}

/** Discourse's create-post and unread private messages endpoints, keeping what it was sent. */
function startFakeDiscourse() {
  const received: Received[] = [];
  const titles = new Set<string>();
  let nextTopic = 500;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : undefined;
      received.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      if (req.headers['api-key'] !== 'secret-key')
        return send(403, {
          errors: ['You are not permitted to view the requested resource.'],
          error_type: 'invalid_access',
        });
      if (req.method === 'POST' && req.url === '/posts.json') {
        const title = String(body?.title);
        if (titles.has(title))
          return send(422, { action: 'create_post', errors: ['Title has already been used'] });
        titles.add(title);
        const topicId = nextTopic++;
        return send(200, {
          id: topicId * 10,
          name: 'System',
          username: 'system',
          avatar_template: '/images/discourse-logo-sketch-small.png',
          created_at: '2026-01-02T10:00:00.000Z',
          cooked: '<p>link</p>',
          post_number: 1,
          post_type: 1,
          topic_id: topicId,
          topic_slug: title.replace('_', '-'),
        });
      }
      if (req.method === 'GET' && req.url === '/topics/private-messages-unread/forum_camille.json') {
        return send(200, { users: [], topic_list: { topics: [{ id: 1 }, { id: 2 }] } });
      }
      send(404, { errors: ['The requested URL or resource could not be found.'], error_type: 'not_found' });
    });
  });
  return new Promise<{ url: string; received: Received[]; close(): Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        received,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

describe('the forum bridge with a Discourse forum (FORUM_URL)', () => {
  let ctx: TestContext;
  let discourse: Awaited<ReturnType<typeof startFakeDiscourse>>;
  let headers: Record<string, string>;

  beforeAll(async () => {
    discourse = await startFakeDiscourse();
    ctx = await buildTestApp({
      FORUM_URL: `${discourse.url}/`,
      FORUM_API_KEY: 'secret-key',
      FORUM_API_USERNAME: 'cairn-bot',
      FORUM_COMMENTS_CATEGORY: '42',
    });
    headers = await authHeaders(ctx.database.db, await createUser(ctx.database.db, { username: 'camille' }));
  });
  beforeEach(() => void discourse.received.splice(0));
  afterAll(async () => {
    await ctx.close();
    await discourse.close();
  });

  it('creates the post on Discourse with the API key and stores the topic_id it answers', async () => {
    const id = await createDocument(ctx.database.db, { type: 'waypoint', title: 'Refuge du Goûter' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/forum/topics',
      headers,
      payload: { document_id: id, lang: 'fr' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ topic_id: 500, topic_slug: `${id}-fr`, post_number: 1 });

    expect(discourse.received).toHaveLength(1);
    const [call] = discourse.received;
    expect(call).toMatchObject({ method: 'POST', url: '/posts.json' });
    expect(call!.headers['api-key']).toBe('secret-key');
    expect(call!.headers['api-username']).toBe('cairn-bot');
    expect(call!.body).toEqual({
      title: `${id}_fr`,
      raw: `[Refuge du Goûter](http://localhost:8080/waypoints/${id}/fr/refuge-du-gouter)`,
      category: 42,
    });
    const doc = (await ctx.app.inject(`/api/waypoints/${id}`)).json();
    expect(doc.locales[0].topic_id).toBe(500);

    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/forum/topics',
      headers,
      payload: { document_id: id, lang: 'fr' },
    });
    expect(again.json().errors[0]).toMatchObject({ description: 'Topic already exists', topic_id: 500 });
    expect(discourse.received).toHaveLength(1);
  });

  it('tells what Discourse refused, and stores nothing', async () => {
    const id = await createDocument(ctx.database.db, { type: 'waypoint', title: 'Col du Lautaret' });
    await ctx.database.db
      .updateTable('document_locales')
      .set({ topic_id: null })
      .where('document_id', '=', id)
      .execute();
    await ctx.app.inject({
      method: 'POST',
      url: '/api/forum/topics',
      headers,
      payload: { document_id: id, lang: 'fr' },
    });
    await ctx.database.db
      .updateTable('document_locales')
      .set({ topic_id: null })
      .where('document_id', '=', id)
      .execute();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/forum/topics',
      headers,
      payload: { document_id: id, lang: 'fr' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json().errors[0].description).toBe('Error with the forum: Title has already been used');
    const doc = (await ctx.app.inject(`/api/waypoints/${id}`)).json();
    expect(doc.locales[0].topic_id).toBeNull();
  });

  it('counts unread private messages of the caller’s forum username on Discourse', async () => {
    const res = await ctx.app.inject({ url: '/api/forum/private-messages/unread-count', headers });
    expect(res.statusCode).toBe(200);
    const link = `${discourse.url}/users/forum_camille/messages`;
    expect(res.json()).toEqual({ [link]: link, '2': 2 });
    expect(discourse.received[0]).toMatchObject({
      method: 'GET',
      url: '/topics/private-messages-unread/forum_camille.json',
    });
  });
});
