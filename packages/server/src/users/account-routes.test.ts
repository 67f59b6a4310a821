import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/build-app.ts';
import { createUser } from '../test/factories.ts';

const linkNonce = (text: string, key: string) => new RegExp(`#${key}=([\\w-]+)`).exec(text)?.[1] ?? '';

describe('accounts (api.md §3.2, spec 1 §5)', () => {
  let ctx: TestContext;
  const post = (url: string, payload: unknown, token?: string) =>
    ctx.app.inject({
      method: 'POST',
      url,
      payload: payload as Record<string, unknown>,
      headers: token ? { authorization: `JWT token="${token}"` } : {},
    });
  const registration = {
    username: 'alpine_anna',
    name: 'Anna',
    forum_username: 'anna.alpine',
    email: 'anna@example.org',
    password: 'long-enough',
    lang: 'de',
  };

  beforeAll(async () => {
    ctx = await buildTestApp();
    await createUser(ctx.database.db, { id: 1, username: 'taken', password: 'pw-taken' });
  });
  afterAll(() => ctx.close());

  it('registers, mails a validation link in the user language, and logs in after validation', async () => {
    const res = await post('/api/users/register', registration);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ username: 'alpine_anna', email_validated: false, moderator: false });
    // Before validation the account cannot log in.
    expect(
      (await post('/api/users/login', { username: 'alpine_anna', password: 'long-enough', accept_tos: true }))
        .statusCode,
    ).toBe(401);
    const mail = ctx.mails.at(-1)!;
    expect(mail.to).toBe('anna@example.org');
    expect(mail.subject).toBe('Cairn: Bestätige deine Anmeldung');
    const nonce = linkNonce(mail.text, 'validate_register_email');
    expect(nonce).toMatch(/^regemail_/);
    const validated = await post(`/api/users/validate_register_email/${nonce}`, {});
    expect(validated.statusCode).toBe(200);
    expect(validated.json()).toMatchObject({ id: body.id, username: 'alpine_anna', lang: 'de', roles: [] });
    // The nonce is single-use.
    expect((await post(`/api/users/validate_register_email/${nonce}`, {})).json().errors[0].description).toBe(
      'invalid nonce',
    );
    // The user id is the id of a profile document.
    const profile = await ctx.database.db
      .selectFrom('documents')
      .selectAll()
      .where('document_id', '=', body.id)
      .executeTakeFirst();
    expect(profile?.type).toBe('u');
  });

  it('reports every registration problem on its field', async () => {
    const res = await post('/api/users/register', {
      username: 'Taken',
      name: 'X',
      forum_username: 'bad name',
      email: 'not-an-email',
      password: 'ab',
    });
    expect(res.statusCode).toBe(400);
    const byName = Object.fromEntries(
      res.json().errors.map((e: { name: string; description: string }) => [e.name, e.description]),
    );
    expect(byName.username).toBe('already used username');
    expect(byName.email).toBe('Invalid email address');
    expect(byName.password).toBe('Password too short');
    expect(byName.forum_username).toBeTruthy();
  });

  it('applies the username rules of spec 1 §5', async () => {
    for (const username of ['ab', 'a b c', '-abc', 'abc-', 'ab__cd', 'report.png', 'x'.repeat(26)]) {
      const res = await post('/api/users/register', {
        ...registration,
        username,
        email: `${username.length}@x.org`,
        forum_username: 'fine_forum',
      });
      expect(res.statusCode, username).toBe(400);
      expect(
        res.json().errors.map((e: { name: string }) => e.name),
        username,
      ).toContain('username');
    }
  });

  it('resets a password through the mailed link', async () => {
    expect(
      (await post('/api/users/request_password_change', { email: 'nobody@example.org' })).json().errors[0]
        .description,
    ).toBe('No user with this email');
    expect(
      (await post('/api/users/request_password_change', { email: 'TAKEN@example.org' })).statusCode,
    ).toBe(200);
    const nonce = linkNonce(ctx.mails.at(-1)!.text, 'change_password');
    const res = await post(`/api/users/validate_new_password/${nonce}`, { password: 'brand-new' });
    expect(res.statusCode).toBe(200);
    expect((await post('/api/users/login', { username: 'taken', password: 'brand-new' })).statusCode).toBe(
      200,
    );
  });

  it('updates the account with the current password; an email change waits for its link', async () => {
    const { token } = (await post('/api/users/login', { username: 'taken', password: 'brand-new' })).json();
    expect(
      (await post('/api/users/account', { currentpassword: 'wrong', name: 'New name' }, token)).json()
        .errors[0],
    ).toEqual({
      location: 'body',
      name: 'currentpassword',
      description: 'Invalid password',
    });
    const res = await post(
      '/api/users/account',
      { currentpassword: 'brand-new', name: 'New name', email: 'new@example.org' },
      token,
    );
    expect(res.json()).toEqual({ name: 'New name', email: 'new@example.org', sent_email: true });
    const before = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/account',
      headers: { authorization: `JWT ${token}` },
    });
    expect(before.json().email).toBe('taken@example.org');
    const nonce = linkNonce(ctx.mails.at(-1)!.text, 'validate_change_email');
    expect((await post(`/api/users/validate_change_email/${nonce}`, {})).statusCode).toBe(200);
    const after = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/account',
      headers: { authorization: `JWT ${token}` },
    });
    expect(after.json()).toMatchObject({ email: 'new@example.org', name: 'New name' });
  });

  it('saves the preferred language', async () => {
    const { token } = (await post('/api/users/login', { username: 'taken', password: 'brand-new' })).json();
    expect((await post('/api/users/update_preferred_language', { lang: 'xx' }, token)).statusCode).toBe(400);
    expect((await post('/api/users/update_preferred_language', { lang: 'it' }, token)).statusCode).toBe(200);
    expect((await post('/api/users/login', { username: 'taken', password: 'brand-new' })).json().lang).toBe(
      'it',
    );
  });
});
