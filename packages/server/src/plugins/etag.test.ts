import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/build-app.ts';
import { authHeaders, createDocument, createUser } from '../test/factories.ts';
import { etagMatches } from './etag.ts';

// With the read caches off, and on as deployed: a node then keeps the documents' keys until the
// next write, which must still change them at once.
describe.each(['0', '15'])('weak ETags (api.md §1.6), READ_CACHE_SECONDS=%s', (seconds) => {
  let ctx: TestContext;
  let alice: Record<string, string>;
  let aliceId: number;
  let modo: Record<string, string>;
  const db = () => ctx.database.db;
  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ url: `/api${url}`, headers });
  const etag = async (url: string, headers: Record<string, string> = {}) => {
    const res = await get(url, headers);
    expect(res.statusCode).toBe(200);
    return String(res.headers.etag);
  };
  const put = async (
    type: string,
    id: number,
    change: (d: Record<string, unknown>) => void,
    headers = modo,
  ) => {
    const doc = (await get(`/${type}s/${id}?e=1`)).json();
    change(doc);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/${type}s/${id}`,
      headers,
      payload: { message: 'edit', document: doc },
    });
    expect(res.statusCode).toBe(200);
  };
  /** A document written straight into the database (a factory), then the caches emptied as a write's answer does. */
  const created = async (spec: Parameters<typeof createDocument>[1]): Promise<number> => {
    const id = await createDocument(db(), spec);
    ctx.app.deps.caches.invalidateAfterWrite();
    return id;
  };
  const link = async (parent: number, child: number) =>
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/associations',
          headers: modo,
          payload: { parent_document_id: parent, child_document_id: child },
        })
      ).statusCode,
    ).toBe(200);

  beforeAll(async () => {
    ctx = await buildTestApp({ READ_CACHE_SECONDS: seconds });
    const a = await createUser(db(), { username: 'alice' });
    const m = await createUser(db(), { username: 'modo', moderator: true });
    aliceId = a.id;
    alice = await authHeaders(db(), a);
    modo = await authHeaders(db(), { ...m, moderator: true });
  });
  afterAll(() => ctx.close());

  it('weak comparison of If-None-Match', () => {
    expect(etagMatches('W/"1-a-"', 'W/"1-a-"')).toBe(true);
    expect(etagMatches('"1-a-"', 'W/"1-a-"')).toBe(true);
    expect(etagMatches('W/"x", W/"1-a-"', 'W/"1-a-"')).toBe(true);
    expect(etagMatches('*', 'W/"1-a-"')).toBe(true);
    expect(etagMatches('W/"2-a-"', 'W/"1-a-"')).toBe(false);
    expect(etagMatches(undefined, 'W/"1-a-"')).toBe(false);
  });

  it('GET /{type}s/{id}: W/"<key>", 304 with no body on a match, none in edit mode', async () => {
    const wp = await created({ type: 'waypoint' });
    const tag = await etag(`/waypoints/${wp}`);
    expect(tag).toMatch(/^W\/".+"$/);
    const again = await get(`/waypoints/${wp}`, { 'if-none-match': tag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get(`/waypoints/${wp}`, { 'if-none-match': 'W/"other"' })).statusCode).toBe(200);
    expect((await get(`/waypoints/${wp}?e=1`)).headers.etag).toBeUndefined();
    // the query languages are part of the key
    expect(await etag(`/waypoints/${wp}?l=en`)).not.toBe(tag);
    expect(await etag(`/waypoints/${wp}?cook=en`)).not.toBe(await etag(`/waypoints/${wp}?l=en`));
    // unknown document: 404, no ETag
    const missing = await get('/waypoints/987654', { 'if-none-match': tag });
    expect(missing.statusCode).toBe(404);
  });

  it('changes when the document, an associated document, or a route/outing shown by a waypoint changes', async () => {
    const wp = await created({ type: 'waypoint', title: 'Summit' });
    const route = await created({
      type: 'route',
      title: 'Ridge',
      attributes: { activities: ['hiking'], main_waypoint_id: wp },
      associations: [{ document_id: wp, type: 'waypoint' }],
    });
    const outing = await created({
      type: 'outing',
      creator_id: aliceId,
      associations: [
        { document_id: route, type: 'route' },
        { document_id: aliceId, type: 'profile' },
      ],
    });
    let wpTag = await etag(`/waypoints/${wp}`);
    let routeTag = await etag(`/routes/${route}`);
    let outingTag = await etag(`/outings/${outing}`);

    // the route's title: shown by the waypoint and the outing
    await put('route', route, (d) => ((d.locales as { title: string }[])[0]!.title = 'Ridge 2'));
    expect(await etag(`/waypoints/${wp}`)).not.toBe(wpTag);
    expect(await etag(`/outings/${outing}`)).not.toBe(outingTag);
    wpTag = await etag(`/waypoints/${wp}`);
    outingTag = await etag(`/outings/${outing}`);
    routeTag = await etag(`/routes/${route}`);

    // the waypoint's title: the route's title prefix, shown by the outing too
    await put('waypoint', wp, (d) => ((d.locales as { title: string }[])[0]!.title = 'Big summit'));
    expect(await etag(`/routes/${route}`)).not.toBe(routeTag);
    expect(await etag(`/outings/${outing}`)).not.toBe(outingTag);
    expect((await get(`/outings/${outing}`)).json().associations.routes[0].locales[0].title_prefix).toBe(
      'Big summit',
    );
    wpTag = await etag(`/waypoints/${wp}`);

    // a new outing on the route: among the waypoint's recent outings
    const second = await created({
      type: 'outing',
      creator_id: aliceId,
      associations: [{ document_id: aliceId, type: 'profile' }],
    });
    await link(route, second);
    expect(await etag(`/waypoints/${wp}`)).not.toBe(wpTag);
    wpTag = await etag(`/waypoints/${wp}`);

    // a route of a child waypoint: among the waypoint's routes
    const child = await created({ type: 'waypoint' });
    await link(wp, child);
    wpTag = await etag(`/waypoints/${wp}`);
    const childRoute = await created({
      type: 'route',
      attributes: { activities: ['hiking'] },
      associations: [{ document_id: child, type: 'waypoint' }],
    });
    expect(await etag(`/waypoints/${wp}`)).not.toBe(wpTag);
    wpTag = await etag(`/waypoints/${wp}`);
    await put('route', childRoute, (d) => ((d.locales as { title: string }[])[0]!.title = 'Renamed'));
    expect(await etag(`/waypoints/${wp}`)).not.toBe(wpTag);
  });

  it('moderation writes change it (protect)', async () => {
    const wp = await created({ type: 'waypoint' });
    const tag = await etag(`/waypoints/${wp}`);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/documents/protect',
      headers: modo,
      payload: { document_id: wp },
    });
    expect(await etag(`/waypoints/${wp}`)).not.toBe(tag);
  });

  it('depends on the caller where the body does: xreport personal fields, private profiles', async () => {
    const report = await created({ type: 'xreport', creator_id: aliceId });
    const anonymous = await etag(`/xreports/${report}`);
    expect(await etag(`/xreports/${report}`, alice)).not.toBe(anonymous);
    expect((await get(`/xreports/${report}`, { ...alice, 'if-none-match': anonymous })).statusCode).toBe(200);
    const notModified = await get(`/xreports/${report}`, { 'if-none-match': anonymous });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.headers['cache-control']).toBe('private');
    expect(await etag(`/profiles/${aliceId}`)).not.toBe(await etag(`/profiles/${aliceId}`, alice));
  });

  it('a name change shows on the author of documents', async () => {
    const bob = await createUser(db(), { username: 'bob', password: 'secret-password' });
    const headers = await authHeaders(db(), bob);
    const article = await created({ type: 'article', creator_id: bob.id });
    const tag = await etag(`/articles/${article}`);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/account',
      headers,
      payload: { currentpassword: 'secret-password', name: 'Robert' },
    });
    expect(res.statusCode).toBe(200);
    expect(await etag(`/articles/${article}`)).not.toBe(tag);
  });

  it('version, history and info responses carry one too', async () => {
    const wp = await created({ type: 'waypoint', title: 'Old' });
    const versionId = Number(
      (
        await db()
          .selectFrom('document_versions')
          .select('version_id')
          .where('document_id', '=', wp)
          .executeTakeFirstOrThrow()
      ).version_id,
    );
    const urls = [
      `/waypoints/${wp}/fr/${versionId}`,
      `/document/${wp}/history/fr`,
      `/waypoints/${wp}/fr/info`,
    ];
    const tags = [];
    for (const url of urls) {
      const tag = await etag(url);
      tags.push(tag);
      expect((await get(url, { 'if-none-match': tag })).statusCode).toBe(304);
    }
    await put('waypoint', wp, (d) => ((d.locales as { title: string }[])[0]!.title = 'New'));
    for (const [i, url] of urls.entries()) expect(await etag(url)).not.toBe(tags[i]);
  });
});
