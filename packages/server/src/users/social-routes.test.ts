import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/build-app.ts';
import { createUser } from '../test/factories.ts';
import { insertDocuments } from '../documents/write/insert.ts';

describe('preferences, following and blocking (api.md §3.2, spec 1 §2.9–§2.10)', () => {
  let ctx: TestContext;
  let token: string;
  let modToken: string;
  let areaId: number;
  const call = (method: 'GET' | 'POST', url: string, payload?: unknown, auth = token) =>
    ctx.app.inject({
      method,
      url,
      payload: payload as Record<string, unknown>,
      headers: { authorization: `JWT token="${auth}"` },
    });
  const login = async (username: string, password: string) =>
    (
      await ctx.app.inject({ method: 'POST', url: '/api/users/login', payload: { username, password } })
    ).json().token as string;

  beforeAll(async () => {
    ctx = await buildTestApp();
    await createUser(ctx.database.db, { id: 1, username: 'me', password: 'pw-me' });
    await createUser(ctx.database.db, { id: 2, username: 'friend', password: 'pw-friend' });
    await createUser(ctx.database.db, { id: 3, username: 'modo', password: 'pw-modo', moderator: true });
    [areaId] = (await insertDocuments(ctx.database.db, [
      {
        type: 'area',
        attributes: { area_type: 'range' },
        locales: [{ lang: 'fr', title: 'Écrins' }],
        creator_id: 3,
      },
    ])) as [number];
    token = await login('me', 'pw-me');
    modToken = await login('modo', 'pw-modo');
  });
  afterAll(() => ctx.close());

  it('saves and reads preferences with area listings', async () => {
    const prefs = {
      activities: ['skitouring'],
      langs: ['fr', 'en'],
      areas: [{ document_id: areaId }],
      followed_only: false,
    };
    expect((await call('POST', '/api/users/preferences', prefs)).json()).toEqual({});
    const read = (await call('GET', '/api/users/preferences?pl=fr')).json();
    expect(read).toMatchObject({ activities: ['skitouring'], langs: ['fr', 'en'], followed_only: false });
    expect(read.areas[0]).toMatchObject({ document_id: areaId, type: 'a', area_type: 'range' });
  });

  it('refuses incomplete or invalid preferences with field names', async () => {
    const res = await call('POST', '/api/users/preferences', {
      activities: ['flying'],
      langs: [],
      areas: [],
    });
    expect(res.statusCode).toBe(400);
    const names = res.json().errors.map((e: { name: string }) => e.name);
    expect(names).toContain('followed_only');
    expect(names.some((n: string) => n.startsWith('activities'))).toBe(true);
  });

  it('follows and unfollows, idempotently; never oneself', async () => {
    expect((await call('POST', '/api/users/follow', { user_id: 2 })).statusCode).toBe(200);
    expect((await call('POST', '/api/users/follow', { user_id: 2 })).statusCode).toBe(200);
    expect((await call('GET', '/api/users/following-user/2')).json()).toEqual({ is_following: true });
    const list = (await call('GET', '/api/users/following')).json();
    expect(list.following.map((p: { document_id: number }) => p.document_id)).toEqual([2]);
    expect(list.following[0]).toMatchObject({
      type: 'u',
      name: 'Name friend',
      forum_username: 'forum_friend',
    });
    expect((await call('POST', '/api/users/follow', { user_id: 1 })).statusCode).toBe(400);
    expect((await call('POST', '/api/users/follow', { user_id: 999 })).json().errors[0].description).toBe(
      'user 999 does not exist',
    );
    await call('POST', '/api/users/unfollow', { user_id: 2 });
    expect((await call('GET', '/api/users/following-user/2')).json()).toEqual({ is_following: false });
  });

  it('lets only moderators block; a blocked user is refused (403 account blocked)', async () => {
    expect((await call('POST', '/api/users/block', { user_id: 2 })).statusCode).toBe(403);
    const friendToken = await login('friend', 'pw-friend');
    expect((await call('POST', '/api/users/block', { user_id: 2 }, modToken)).statusCode).toBe(200);
    expect((await call('GET', '/api/users/blocked/2', undefined, modToken)).json()).toEqual({
      blocked: true,
    });
    const refused = await call('GET', '/api/users/account', undefined, friendToken);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0].description).toBe('account blocked');
    expect((await call('GET', '/api/users/blocked', undefined, modToken)).json().blocked).toHaveLength(1);
    await call('POST', '/api/users/unblock', { user_id: 2 }, modToken);
    expect((await call('GET', '/api/users/account', undefined, friendToken)).statusCode).toBe(200);
  });
});
