/**
 * DiscourseConnect single sign-on (issue 19, spec 1 §2.1 auth-sso, §2.7, api.md §3) against a
 * local Discourse that signs its requests and checks every signature (`test/fake-discourse.ts`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/build-app.ts';
import { authHeaders, createUser } from '../test/factories.ts';
import { startFakeDiscourse, type FakeDiscourse } from '../test/fake-discourse.ts';
import {
  readPayload,
  SESSION_FORUM_TIMEOUT_MS,
  signedQuery,
  signPayload,
  SsoPayloadError,
} from './discourse-connect.ts';

const SECRET = 'a-shared-discourse-connect-secret';
const PROVIDER = 'https://guide.example.org/auth-sso';

describe('DiscourseConnect payloads', () => {
  it('signs base64 payloads with HMAC-SHA256 in hex and reads back only those signed with the secret', () => {
    const query = new URLSearchParams(signedQuery({ nonce: 'abc', name: 'Anne Ä' }, SECRET));
    const sso = query.get('sso')!;
    expect(query.get('sig')).toMatch(/^[0-9a-f]{64}$/);
    expect(query.get('sig')).toBe(signPayload(sso, SECRET));
    expect(Object.fromEntries(readPayload(sso, query.get('sig')!, SECRET))).toEqual({
      nonce: 'abc',
      name: 'Anne Ä',
    });
    expect(() => readPayload(sso, signPayload(sso, 'another-secret'), SECRET)).toThrow(SsoPayloadError);
    expect(() => readPayload(sso, 'not-hex', SECRET)).toThrow(SsoPayloadError);
  });
});

describe('forum single sign-on with a Discourse (FORUM_SSO_URL, FORUM_SSO_SECRET)', () => {
  let ctx: TestContext;
  let discourse: FakeDiscourse;
  let user: { id: number; username: string; password: string };

  /** What a browser does with an address of the forum: follows it, once. */
  const visit = (address: string) => fetch(address, { redirect: 'manual' });

  /** The forum's sign-on request, as it sends a browser to `auth-sso`. */
  const forumRequest = async () => {
    const location = (await visit(`${discourse.url}/session/sso?return_path=%2Ft%2F12`)).headers.get(
      'location',
    )!;
    expect(location.startsWith(`${PROVIDER}?`)).toBe(true);
    const query = new URL(location).searchParams;
    return { sso: query.get('sso')!, sig: query.get('sig')! };
  };

  beforeAll(async () => {
    discourse = await startFakeDiscourse({ secret: SECRET, providerUrl: PROVIDER, apiKey: 'forum-key' });
    ctx = await buildTestApp({
      FORUM_SSO_URL: discourse.url,
      FORUM_SSO_SECRET: SECRET,
      FORUM_API_KEY: 'forum-key',
      FORUM_API_USERNAME: 'system',
    });
    user = await createUser(ctx.database.db, { username: 'camille' });
  });
  afterAll(async () => {
    await ctx.close();
    await discourse.close();
  });

  const login = (body: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { username: user.username, password: user.password, ...body },
    });

  it('login with discourse: true answers redirect_internal, which signs the user into the forum', async () => {
    const res = await login({ discourse: true });
    expect(res.statusCode).toBe(200);
    const internal = res.json().redirect_internal as string;
    expect(internal.startsWith(`${discourse.url}/session/sso_login?sso=`)).toBe(true);
    const answer = await visit(internal);
    expect(answer.status).toBe(302);
    expect(answer.headers.get('set-cookie')).toMatch(/^_t=/);
    expect(discourse.logins.at(-1)?.fields).toMatchObject({
      external_id: String(user.id),
      email: 'camille@example.org',
      // The forum knows the user by their forum name.
      username: 'forum_camille',
      require_activation: 'false',
    });
    // A payload is good once: its nonce is spent.
    expect((await visit(internal)).status).toBe(403);
  });

  it('without discourse: true the login answer has no forum address', async () => {
    const res = await login({});
    expect(res.statusCode).toBe(200);
    expect(res.json()).not.toHaveProperty('redirect_internal');
    expect(res.json()).not.toHaveProperty('redirect');
  });

  it('auth-sso for a signed-in user: POST /forum/sso answers the forum’s return address with the signed payload', async () => {
    const request = await forumRequest();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/forum/sso',
      headers: await authHeaders(ctx.database.db, user),
      payload: request,
    });
    expect(res.statusCode).toBe(200);
    const redirect = res.json().redirect as string;
    expect(redirect.startsWith(`${discourse.url}/session/sso_login?sso=`)).toBe(true);
    const before = discourse.logins.length;
    const answer = await visit(redirect);
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/t/12');
    expect(discourse.logins).toHaveLength(before + 1);
  });

  it('auth-sso for a user who signs in there: the login with sso and sig answers redirect', async () => {
    const res = await login(await forumRequest());
    expect(res.statusCode).toBe(200);
    expect(res.json().token).toBeTruthy();
    expect((await visit(res.json().redirect as string)).status).toBe(302);
  });

  it('refuses a request not signed with the secret, or one returning elsewhere than the forum', async () => {
    const headers = await authHeaders(ctx.database.db, user);
    const request = await forumRequest();
    const tampered = await ctx.app.inject({
      method: 'POST',
      url: '/api/forum/sso',
      headers,
      payload: { sso: request.sso, sig: signPayload(request.sso, 'not-the-secret') },
    });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json()).toEqual({
      status: 'error',
      errors: [{ location: 'body', name: 'sig', description: 'Invalid sign-on request: invalid signature' }],
    });
    const elsewhere = new URLSearchParams(
      signedQuery({ nonce: 'n1', return_sso_url: 'https://evil.example.com/session/sso_login' }, SECRET),
    );
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/forum/sso',
      headers,
      payload: { sso: elsewhere.get('sso'), sig: elsewhere.get('sig') },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].description).toBe('Invalid sign-on request: return_sso_url is not the forum');
    const anonymous = await ctx.app.inject({ method: 'POST', url: '/api/forum/sso', payload: request });
    expect(anonymous.statusCode).toBe(403);
  });

  it('logout with discourse: true ends the forum session through its admin API', async () => {
    const headers = await authHeaders(ctx.database.db, user);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/logout',
      headers,
      payload: { discourse: true },
    });
    expect(res.statusCode).toBe(200);
    const forumUser = discourse.logins.find((l) => l.fields.external_id === String(user.id))!.forumUserId;
    expect(res.json()).toEqual({ user: user.id, logged_out_discourse_user: forumUser });
    expect(discourse.logouts).toContain(forumUser);
  });

  it('a forum that is stopped (never answering) holds neither login nor logout', async () => {
    discourse.stop();
    try {
      let started = Date.now();
      const res = await login({ discourse: true });
      const loginMs = Date.now() - started;
      expect(res.statusCode).toBe(200);
      expect(res.json().token).toEqual(expect.any(String));
      // The user is signed into the guidebook; the forum's step is left out.
      expect(res.json()).not.toHaveProperty('redirect_internal');
      expect(loginMs).toBeLessThan(SESSION_FORUM_TIMEOUT_MS + 2500);

      started = Date.now();
      const out = await ctx.app.inject({
        method: 'POST',
        url: '/api/users/logout',
        headers: await authHeaders(ctx.database.db, user),
        payload: { discourse: true },
      });
      expect(out.statusCode).toBe(200);
      expect(out.json()).toEqual({ user: user.id });
      expect(Date.now() - started).toBeLessThan(SESSION_FORUM_TIMEOUT_MS + 2500);
    } finally {
      discourse.resume();
    }
    // Once it answers again, logins sign into it again.
    expect((await login({ discourse: true })).json().redirect_internal).toEqual(expect.any(String));
  });

  it('a forum whose address nobody answers at (closed) costs the login nothing either', async () => {
    const closed = await startFakeDiscourse({ secret: SECRET, providerUrl: PROVIDER });
    await closed.close();
    const other = await buildTestApp({ FORUM_SSO_URL: closed.url, FORUM_SSO_SECRET: SECRET });
    try {
      const someone = await createUser(other.database.db, { username: 'sasha' });
      const started = Date.now();
      const res = await other.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { username: someone.username, password: someone.password, discourse: true },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).not.toHaveProperty('redirect_internal');
      expect(Date.now() - started).toBeLessThan(SESSION_FORUM_TIMEOUT_MS + 2500);
    } finally {
      await other.close();
    }
  });

  it('the app’s Content-Security-Policy lets the hidden frame load the forum', async () => {
    const { appCsp } = await import('../plugins/security-headers.ts');
    const csp = appCsp({ script: [], img: [], connect: [], frame: [] }, ctx.config);
    expect(csp).toMatch(new RegExp(`frame-src [^;]*${discourse.url.replace(/[.]/g, '\\.')}`));
  });
});

describe('forum single sign-on without a Discourse (the built-in forum)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('nothing changes: no forum address at login, POST /forum/sso is refused', async () => {
    const user = await createUser(ctx.database.db, { username: 'dominique' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { username: user.username, password: user.password, discourse: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).not.toHaveProperty('redirect_internal');
    const sso = await ctx.app.inject({
      method: 'POST',
      url: '/api/forum/sso',
      headers: await authHeaders(ctx.database.db, user),
      payload: { sso: 'bm9uY2U9MQ==', sig: 'a'.repeat(64) },
    });
    expect(sso.statusCode).toBe(400);
    expect(sso.json().errors[0].description).toBe('Forum single sign-on is not configured');
  });
});
