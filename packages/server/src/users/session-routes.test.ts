import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/build-app.ts';
import { createUser } from '../test/factories.ts';

describe('sessions (api.md §2, §3)', () => {
  let ctx: TestContext;
  const login = (body: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: '/api/users/login', payload: body });

  beforeAll(async () => {
    ctx = await buildTestApp();
    await createUser(ctx.database.db, { id: 1, username: 'jdoe', password: 'good-password' });
    await createUser(ctx.database.db, {
      id: 2,
      username: 'newbie',
      password: 'pw-newbie',
      tos_validated: false,
    });
    await createUser(ctx.database.db, { id: 3, username: 'blocked', password: 'pw-blocked', blocked: true });
    await createUser(ctx.database.db, { id: 4, username: 'modo', password: 'pw-modo', moderator: true });
  });
  afterAll(() => ctx.close());

  it('logs in and answers the login response', async () => {
    const res = await login({ username: 'jdoe', password: 'good-password' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: 1,
      username: 'jdoe',
      name: 'Name jdoe',
      forum_username: 'forum_jdoe',
      lang: 'fr',
      roles: [],
    });
    expect(typeof body.token).toBe('string');
    expect(body.expire).toBeGreaterThan(Date.now() / 1000 + 13 * 86400);
  });

  it('gives moderators the moderator role', async () => {
    expect((await login({ username: 'modo', password: 'pw-modo' })).json().roles).toEqual(['moderator']);
  });

  it('login is case-sensitive (spec 1 §5) and fails with 401 Login failed', async () => {
    const res = await login({ username: 'JDOE', password: 'good-password' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      status: 'error',
      errors: [{ location: 'body', name: 'user', description: 'Login failed' }],
    });
    expect((await login({ username: 'jdoe', password: 'wrong' })).statusCode).toBe(401);
  });

  it('asks for the terms of service until accept_tos is sent', async () => {
    const first = await login({ username: 'newbie', password: 'pw-newbie' });
    expect(first.statusCode).toBe(403);
    expect(first.json().errors[0].description).toBe('Terms of Service need to be accepted');
    expect((await login({ username: 'newbie', password: 'pw-newbie', accept_tos: true })).statusCode).toBe(
      200,
    );
    expect((await login({ username: 'newbie', password: 'pw-newbie' })).statusCode).toBe(200);
  });

  it('refuses blocked accounts', async () => {
    const res = await login({ username: 'blocked', password: 'pw-blocked' });
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0].description).toBe('account blocked');
  });

  it('validates the body with field-named errors', async () => {
    const res = await login({ username: 'jdoe' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ location: 'body', name: 'password' });
  });

  it('reads the account with the token, then logout revokes it', async () => {
    const { token } = (await login({ username: 'jdoe', password: 'good-password' })).json();
    const headers = { authorization: `JWT token="${token}"` };
    const account = await ctx.app.inject({ method: 'GET', url: '/api/users/account', headers });
    expect(account.json()).toEqual({
      email: 'jdoe@example.org',
      name: 'Name jdoe',
      forum_username: 'forum_jdoe',
      is_profile_public: false,
    });
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/users/logout', headers, payload: {} })).json(),
    ).toEqual({ user: 1 });
    const after = await ctx.app.inject({ method: 'GET', url: '/api/health', headers });
    expect(after.statusCode).toBe(401);
    expect(after.json().errors[0].description).toBe('Invalid token');
  });

  it('answers 403 without a token on restricted calls', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/users/account' })).statusCode).toBe(403);
  });

  it('renews a token into a fresh one and revokes the old', async () => {
    const { token } = (await login({ username: 'jdoe', password: 'good-password' })).json();
    const renewed = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/renew',
      headers: { authorization: `JWT ${token}` },
    });
    expect(renewed.json()).toMatchObject({ username: 'jdoe' });
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().token).not.toBe(token);
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/users/account',
          headers: { authorization: `JWT ${token}` },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('rate-limits login attempts: the 11th within a minute gets 429', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i++)
      codes.push((await login({ username: 'guesser', password: `try-${i}` })).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 401)).toBe(true);
    expect(codes[10]).toBe(429);
  });

  it('counts attempts per account: its email, in any case, gets no more tries once its name is locked (issue 13)', async () => {
    await createUser(ctx.database.db, { username: 'victim', password: 'pw-victim' });
    const from = (remoteAddress: string, username: string, password = 'wrong') =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { username, password },
        remoteAddress,
      });
    // Ten failures from as many addresses, under the name.
    for (let i = 0; i < 10; i++) expect((await from(`10.0.1.${i}`, 'victim')).statusCode).toBe(401);
    for (const username of ['victim', 'victim@example.org', 'VICTIM@example.org', 'Victim@Example.Org']) {
      const res = await from('10.0.2.1', username, 'pw-victim');
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({
        status: 'error',
        errors: [
          {
            location: 'body',
            name: 'Too Many Requests',
            description: 'Too many login attempts, please retry in a minute',
          },
        ],
      });
    }
    // Other accounts are not locked by it.
    expect((await from('10.0.2.1', 'modo', 'pw-modo')).statusCode).toBe(200);
  });

  it('counts attempts per client address, whatever the accounts; behind TRUST_PROXY, the forwarded one', async () => {
    const limited = await buildTestApp({ LOGIN_ADDRESS_ATTEMPTS_PER_MINUTE: '5', TRUST_PROXY: '127.0.0.1' });
    try {
      // Through the trusted proxy at 127.0.0.1, which forwards the client's address.
      const from = (client: string, username: string, remoteAddress = '127.0.0.1') =>
        limited.app.inject({
          method: 'POST',
          url: '/api/users/login',
          payload: { username, password: 'x' },
          headers: { 'x-forwarded-for': client },
          remoteAddress,
        });
      for (let i = 0; i < 5; i++) expect((await from('10.0.3.1', `name${i}`)).statusCode).toBe(401);
      expect((await from('10.0.3.1', 'name9')).statusCode).toBe(429);
      expect((await from('10.0.3.2', 'name9')).statusCode).toBe(401);
      // An untrusted peer's X-Forwarded-For is ignored: it counts as itself.
      expect((await from('10.0.3.3', 'name9', '10.0.3.1')).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
