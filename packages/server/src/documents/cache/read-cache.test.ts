import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/build-app.ts';
import { authHeaders, createDocument, createUser } from '../../test/factories.ts';
import { createReadCache } from './read-cache.ts';

describe('read cache of lists, search and feeds', () => {
  it('computes a key once for callers arriving together', async () => {
    const cache = createReadCache();
    let calls = 0;
    const compute = async () => {
      calls++;
      await new Promise((r) => setTimeout(r, 20));
      return '{"n":1}';
    };
    const bodies = await Promise.all([
      cache.get('k', compute),
      cache.get('k', compute),
      cache.get('k', compute),
    ]);
    expect(bodies).toEqual(['{"n":1}', '{"n":1}', '{"n":1}']);
    expect(calls).toBe(1);
    expect(await cache.get('k', compute)).toBe('{"n":1}');
    expect(calls).toBe(1);
  });

  it('does not keep an answer computed while a write happened', async () => {
    const cache = createReadCache();
    let release!: () => void;
    const slow = cache.get('k', () => new Promise<string>((r) => (release = () => r('old'))));
    cache.invalidate();
    release();
    expect(await slow).toBe('old');
    expect(await cache.get('k', async () => 'new')).toBe('new');
  });

  it('forgets answers after their lifetime, and computes every time when turned off', async () => {
    const short = createReadCache({ lifetimeMs: 10 });
    await short.get('k', async () => 'a');
    await new Promise((r) => setTimeout(r, 25));
    expect(await short.get('k', async () => 'b')).toBe('b');
    const off = createReadCache({ enabled: false });
    await off.get('k', async () => 'a');
    expect(await off.get('k', async () => 'b')).toBe('b');
    expect(off.size).toBe(0);
  });

  it('a failed computation is not kept', async () => {
    const cache = createReadCache();
    await expect(cache.get('k', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await cache.get('k', async () => 'ok')).toBe('ok');
  });

  describe('through the API', () => {
    let ctx: TestContext;
    let alice: Record<string, string>;
    const db = () => ctx.database.db;
    const titles = async (url: string, headers: Record<string, string> = {}) => {
      const res = await ctx.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      return (res.json() as { documents: { locales: { title: string }[] }[] }).documents
        .map((d) => d.locales[0]!.title)
        .sort();
    };

    beforeAll(async () => {
      ctx = await buildTestApp({ READ_CACHE_SECONDS: '60' });
      const user = await createUser(db(), { username: 'alice' });
      alice = await authHeaders(db(), user);
      await createDocument(db(), {
        type: 'article',
        title: 'Knots',
        lang: 'en',
        attributes: { article_type: 'collab', categories: ['technical'], activities: ['hiking'] },
      });
    });
    afterAll(() => ctx.close());

    it('a list answer is reused, and the writer sees their own new document at once', async () => {
      expect(await titles('/api/articles')).toEqual(['Knots']);
      // Written past the API (as another node would): this node keeps its answer for a while.
      await createDocument(db(), {
        type: 'article',
        title: 'Belay',
        lang: 'en',
        attributes: { article_type: 'collab', categories: ['technical'], activities: ['hiking'] },
      });
      expect(await titles('/api/articles')).toEqual(['Knots']);
      const created = await ctx.app.inject({
        method: 'POST',
        url: '/api/articles',
        headers: alice,
        payload: {
          article_type: 'collab',
          categories: ['technical'],
          activities: ['hiking'],
          locales: [{ lang: 'en', title: 'Ropes' }],
        },
      });
      expect(created.statusCode).toBe(200);
      expect(await titles('/api/articles')).toEqual(['Belay', 'Knots', 'Ropes']);
    });

    it('search answers depend on who asks: profiles only for signed-in callers', async () => {
      const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/search?q=alice' });
      const signedIn = await ctx.app.inject({ method: 'GET', url: '/api/search?q=alice', headers: alice });
      expect(anonymous.json()).not.toHaveProperty('users');
      expect(signedIn.json()).toHaveProperty('users');
    });
  });
});
