/**
 * Issue 13: bad requests that answered 500 (or Fastify's own error shape) now answer a 4xx in
 * the API's error shape, one test each. `test/bad-requests.fuzz.test.ts` looks for more.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, getJson, type TestContext } from '../test/build-app.ts';
import { authHeaders, createDocument, createUser, point } from '../test/factories.ts';

const HUGE_ID = '99999999999999999999';

describe('bad input answers 4xx in the API error shape (issue 13)', () => {
  let ctx: TestContext;
  let auth: Record<string, string>;
  let routeId: number;

  const get = (url: string) => getJson<any>(ctx.app, url);
  const send = async (method: 'POST' | 'PUT' | 'DELETE', url: string, payload: unknown) => {
    const res = await ctx.app.inject({ method, url, payload: payload as object, headers: auth });
    return { status: res.statusCode, body: res.json() };
  };
  const error = (location: string, name: string, description: string) => ({
    status: 'error',
    errors: [{ location, name, description }],
  });

  beforeAll(async () => {
    ctx = await buildTestApp();
    const user = await createUser(ctx.database.db, { username: 'tester' });
    auth = await authHeaders(ctx.database.db, user);
    routeId = await createDocument(ctx.database.db, { type: 'route', title: 'Arête des Cosmiques' });
  });
  afterAll(() => ctx.close());

  describe('ids beyond the 64-bit range', () => {
    it('in the path of one document: 400 invalid id', async () => {
      expect(await get(`/api/routes/${HUGE_ID}`)).toEqual({
        status: 400,
        body: error('querystring', 'id', 'invalid id'),
      });
      expect((await get('/api/routes/9007199254740992')).status).toBe(400);
    });

    it('in the path of a write, a version, a deletion and a numeric id', async () => {
      const put = await send('PUT', `/api/routes/${HUGE_ID}`, { document: { version: 1 } });
      expect(put).toEqual({ status: 400, body: error('url', 'id', 'invalid id') });
      expect((await get(`/api/routes/${routeId}/fr/${HUGE_ID}`)).body).toEqual(
        error('url', 'version_id', 'invalid id'),
      );
      expect((await send('DELETE', `/api/documents/delete/${HUGE_ID}`, {})).status).toBe(400);
      // `1e3` and ` 1` are no ids either (they were read as numbers).
      expect((await get('/api/images/proxy/1e3')).body).toEqual(error('url', 'id', 'invalid id'));
    });

    it('in the list filters a= and u=: no document has such an id (an empty list)', async () => {
      expect(await get(`/api/routes?a=${HUGE_ID}`)).toEqual({
        status: 200,
        body: { documents: [], total: 0 },
      });
      expect(await get(`/api/outings?u=${HUGE_ID}`)).toEqual({
        status: 200,
        body: { documents: [], total: 0 },
      });
    });

    it('in d=, u= and the pagination tokens: 400 on that parameter', async () => {
      expect((await get(`/api/associations-history?d=${HUGE_ID}`)).body).toEqual(
        error('querystring', 'd', `"${HUGE_ID}" is not a number`),
      );
      expect((await get(`/api/documents/changes?u=${HUGE_ID}`)).body).toEqual(
        error('querystring', 'u', `"${HUGE_ID}" is not a number`),
      );
      expect((await get(`/api/documents/changes?token=${HUGE_ID}`)).status).toBe(400);
      expect((await get(`/api/profile-feed?u=${HUGE_ID}`)).body).toEqual(
        error('querystring', 'u', 'invalid user id'),
      );
      for (const token of [
        HUGE_ID,
        `${HUGE_ID},2024-01-01T00:00:00Z`,
        '1,2024-99-99T00:00:00Z',
        '1,%E0%A4%A',
      ])
        expect((await get(`/api/feed?token=${encodeURIComponent(token)}`)).body).toEqual(
          error('querystring', 'token', 'invalid token'),
        );
    });
  });

  describe('NUL characters and lone surrogates are refused wherever they come', () => {
    it('in the query', async () => {
      expect(await get('/api/routes?q=ab%00c')).toEqual({
        status: 400,
        body: error('querystring', 'q', 'Invalid value: contains a NUL character'),
      });
    });

    it('in a path parameter', async () => {
      expect((await get(`/api/routes/${routeId}/fr%00/info`)).body).toEqual(
        error('url', 'lang', 'Invalid value: contains a NUL character'),
      );
    });

    it('in a title, a NUL or a lone surrogate', async () => {
      const route = (title: string) => ({
        activities: ['hiking'],
        locales: [{ lang: 'fr', title }],
      });
      expect(await send('POST', '/api/routes', route('Mont\u0000Blanc'))).toEqual({
        status: 400,
        body: error('body', 'locales.0.title', 'Invalid value: contains a NUL character'),
      });
      expect(await send('POST', '/api/routes', route('Mont \ud83d Blanc'))).toEqual({
        status: 400,
        body: error('body', 'locales.0.title', 'Invalid value: contains a lone UTF-16 surrogate'),
      });
      // A whole surrogate pair is a character like any other.
      const pair = await send('POST', '/api/routes', route('Mont Blanc 🏔'));
      expect(pair.body.errors.map((e: { name: string }) => e.name)).not.toContain('locales.0.title');
    });

    it('in a username at registration', async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/users/register',
        payload: {
          username: 'a\u0000b',
          name: 'A B',
          forum_username: 'ab_c',
          email: 'ab@example.org',
          password: 'secret-password',
        },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(error('body', 'username', 'Invalid value: contains a NUL character'));
    });
  });

  it('impossible dates in date filters are ignored like any unusable value (api.md §6.3)', async () => {
    const outing = await createDocument(ctx.database.db, { type: 'outing' });
    const xreport = await createDocument(ctx.database.db, {
      type: 'xreport',
      attributes: { date: '2024-05-01' },
    });
    for (const url of ['/api/outings?date=2024-99-99', '/api/outings?date=2024-05-01,9999-99-99']) {
      const res = await get(url);
      expect(res.status).toBe(200);
      expect(res.body.documents.map((d: { document_id: number }) => d.document_id)).toEqual([outing]);
    }
    const res = await get('/api/xreports?xdate=9999-99-99');
    expect(res.status).toBe(200);
    expect(res.body.documents.map((d: { document_id: number }) => d.document_id)).toEqual([xreport]);
    expect((await get('/api/outings?date=0000-01-01')).status).toBe(200);
  });

  it('an impossible date in a body: 400 on the field', async () => {
    const res = await send('POST', '/api/outings', {
      activities: ['hiking'],
      date_start: '0000-01-01',
      date_end: '2024-99-99',
      locales: [{ lang: 'fr', title: 'Une sortie' }],
      associations: { routes: [{ document_id: routeId }] },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { location: 'body', name: 'date_start', description: 'Invalid date' },
        { location: 'body', name: 'date_end', description: 'Invalid date' },
      ]),
    );
  });

  it('coordinates outside the EPSG:3857 world: 400 on the geometry', async () => {
    const res = await send('POST', '/api/waypoints', {
      waypoint_type: 'summit',
      elevation: 2000,
      locales: [{ lang: 'fr', title: 'Un sommet' }],
      geometry: { geom: JSON.stringify({ type: 'Point', coordinates: [1e300, -1e300] }) },
    });
    expect(res).toEqual({
      status: 400,
      body: error(
        'body',
        'geometry.geom',
        'Invalid geometry: x and y must lie within ±20037508.34 (EPSG:3857 metres)',
      ),
    });
    const far = await send('POST', '/api/waypoints', {
      waypoint_type: 'summit',
      elevation: 2000,
      locales: [{ lang: 'fr', title: 'Un sommet' }],
      geometry: { geom: point(700000, 30000000) },
    });
    expect(far.status).toBe(400);
  });

  it('wrong JSON types: activities: 5 → 400 on activities', async () => {
    const res = await send('POST', '/api/routes', {
      activities: 5,
      locales: [{ lang: 'fr', title: 'Une voie' }],
    });
    expect(res).toEqual({ status: 400, body: error('body', 'activities', 'Invalid value') });
    const waypoint = await send('POST', '/api/waypoints', {
      waypoint_type: ['summit'],
      locales: [{ lang: 'fr', title: 'Un sommet' }],
    });
    expect(waypoint).toEqual({ status: 400, body: error('body', 'waypoint_type', 'Invalid value') });
  });

  it('numbers beyond their SQL column: a version, an int field without bounds of its own', async () => {
    const put = await send('PUT', `/api/routes/${routeId}`, { document: { version: 99999999999 } });
    expect(put.status).toBe(400);
    expect(put.body.errors[0]).toMatchObject({ location: 'body', name: 'document.version' });
    const image = await send('POST', '/api/images', {
      activities: ['hiking'],
      image_type: 'collaborative',
      filename: 'x.jpg',
      iso_speed: 3e9,
      locales: [{ lang: 'fr', title: 'Une image' }],
    });
    expect(image.status).toBe(400);
    expect(image.body.errors).toContainEqual({
      location: 'body',
      name: 'iso_speed',
      description: 'This field is too big',
    });
  });

  it('a 1 MB email at registration: 400 on email', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: {
        username: 'someone',
        name: 'Some One',
        forum_username: 'someone',
        email: `${'a'.repeat(1_000_000)}@example.org`,
        password: 'secret-password',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(error('body', 'email', 'Longer than maximum length 254'));
  });

  describe("Fastify's own errors", () => {
    it('bad JSON: 400', async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/routes',
        headers: { ...auth, 'content-type': 'application/json' },
        payload: '{"activities": [',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(error('body', 'Bad Request', 'Body is not valid JSON'));
    });

    it('a text body: 415 on Content-Type (api.md §1.1)', async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/users/renew',
        headers: { ...auth, 'content-type': 'text/plain' },
        payload: 'hello',
      });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual(
        error('header', 'Content-Type', 'Unsupported media type: use application/json'),
      );
    });

    it('a malformed percent-encoding in the path: 400', async () => {
      const res = await get('/api/routes/1%ED%A0%80');
      expect(res).toEqual({
        status: 400,
        body: error('url', 'Bad Request', 'Malformed URL: invalid percent-encoding'),
      });
    });

    it('a path parameter past the router limit: 414', async () => {
      const res = await get(`/api/routes/${'1'.repeat(200)}`);
      expect(res).toEqual({
        status: 414,
        body: error('url', 'URI Too Long', 'A path parameter is too long'),
      });
    });

    it('a body past the limit: 413', async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/cooker',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ description: 'x'.repeat(11 * 1024 * 1024) }),
      });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual(error('body', 'Payload Too Large', 'Request body is too large'));
    });

    it('a multipart body without a boundary: 400', async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/images/upload',
        headers: { ...auth, 'content-type': 'multipart/form-data' },
        payload: 'garbage',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(error('body', 'Bad Request', 'Malformed multipart body'));
    });

    it('an over-long query string on a real socket: 431 in the API shape', async () => {
      await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = ctx.app.server.address() as net.AddressInfo;
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1', () => {
          socket.write(`GET /api/routes?q=${'a'.repeat(70_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
        });
        let data = '';
        socket.on('data', (chunk) => (data += chunk.toString()));
        socket.on('end', () => resolve(data));
        socket.on('error', reject);
      });
      const [head, body] = answer.split('\r\n\r\n');
      expect(head).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
      expect(head).toMatch(/\r\nContent-Type: application\/json; charset=utf-8\r\n/);
      expect(JSON.parse(body!)).toEqual(
        error('header', 'Request Header Fields Too Large', 'The URL or the headers are too long'),
      );
    });
  });
});
