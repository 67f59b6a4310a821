import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/build-app.ts';
import { authHeaders, createUser } from '../test/factories.ts';
import { WriteLimiter } from './write-rate-limit.ts';

const settings = { windowSeconds: 900, writes: 2, moderatorWrites: 3, robotWrites: 4, maxWindows: 3 };

describe('WriteLimiter (api.md §1.7)', () => {
  const user = { id: 1, moderator: false, robot: false };

  it('counts writes per user in a window; limits by role', () => {
    const limiter = new WriteLimiter(settings);
    expect([0, 1, 2].map(() => limiter.hit(user, 1000))).toEqual(['ok', 'ok', 'limited']);
    expect(limiter.hit({ ...user, id: 2 }, 1000)).toBe('ok');
    const moderator = { id: 3, moderator: true, robot: false };
    expect([0, 1, 2, 3].map(() => limiter.hit(moderator, 0))).toEqual(['ok', 'ok', 'ok', 'limited']);
    const robot = { id: 4, moderator: false, robot: true };
    expect([0, 1, 2, 3, 4].map(() => limiter.hit(robot, 0))).toEqual(['ok', 'ok', 'ok', 'ok', 'limited']);
  });

  it('a new window starts after windowSeconds', () => {
    const limiter = new WriteLimiter(settings);
    limiter.hit(user, 0);
    limiter.hit(user, 0);
    expect(limiter.hit(user, 899_999)).toBe('limited');
    expect(limiter.hit(user, 900_000)).toBe('ok');
  });

  it('blocks when the limit is reached in more than 3 windows (not moderators); reset forgets', () => {
    const limiter = new WriteLimiter(settings);
    const over = (t: number) => [0, 1, 2].map(() => limiter.hit(user, t)).at(-1);
    expect(over(0)).toBe('limited');
    expect(over(900_000)).toBe('limited');
    expect(over(1_800_000)).toBe('limited');
    expect(over(2_700_000)).toBe('block');
    limiter.reset(user.id);
    expect(over(3_600_000)).toBe('limited');
    const moderator = { id: 9, moderator: true, robot: false };
    for (let w = 0; w < 6; w++)
      expect([0, 1, 2, 3].map(() => limiter.hit(moderator, w * 900_000)).at(-1)).toBe('limited');
  });
});

describe('write rate limiting on the API', () => {
  let ctx: TestContext;
  const db = () => ctx.database.db;
  const prefs = { activities: [], langs: [], areas: [], followed_only: false };
  const write = (headers: Record<string, string>) =>
    ctx.app.inject({ method: 'POST', url: '/api/users/preferences', headers, payload: prefs });

  beforeAll(async () => {
    ctx = await buildTestApp({
      RATE_LIMIT_WRITES: '2',
      RATE_LIMIT_WRITES_MODERATOR: '3',
      RATE_LIMIT_WINDOW_SECONDS: '900',
      RATE_LIMIT_MAX_WINDOWS: '0',
    });
  });
  afterAll(() => ctx.close());

  it('429 Rate limit reached over the limit; reads, previews and anonymous calls are not counted', async () => {
    const u = await createUser(db(), { username: 'writer' });
    const headers = await authHeaders(db(), u);
    for (let i = 0; i < 3; i++)
      expect((await ctx.app.inject({ url: '/api/users/preferences', headers })).statusCode).toBe(200);
    for (let i = 0; i < 3; i++)
      expect(
        (await ctx.app.inject({ method: 'POST', url: '/api/cooker', headers, payload: { description: 'x' } }))
          .statusCode,
      ).toBe(200);
    expect((await write(headers)).statusCode).toBe(200);
    expect((await write(headers)).statusCode).toBe(200);
    const res = await write(headers);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      status: 'error',
      errors: [{ location: 'body', name: 'Too Many Requests', description: 'Rate limit reached' }],
    });
  });

  it('blocks a user over the limit in more windows than allowed; unblocking resets the counters', async () => {
    const u = await createUser(db(), { username: 'spammer' });
    const m = await createUser(db(), { username: 'boss', moderator: true });
    const headers = await authHeaders(db(), u);
    const modo = await authHeaders(db(), { ...m, moderator: true });
    await write(headers);
    await write(headers);
    expect((await write(headers)).statusCode).toBe(429); // RATE_LIMIT_MAX_WINDOWS=0: blocked at once
    const row = await db()
      .selectFrom('users')
      .select('blocked')
      .where('id', '=', u.id)
      .executeTakeFirstOrThrow();
    expect(row.blocked).toBe(true);
    expect((await write(headers)).statusCode).toBe(403);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/users/unblock',
          headers: modo,
          payload: { user_id: u.id },
        })
      ).statusCode,
    ).toBe(200);
    expect((await write(headers)).statusCode).toBe(200);
  });

  it("counts posts to the built-in forum with the API writes, answering Discourse's rate_limit error", async () => {
    await db()
      .insertInto('forum_categories')
      .values({ id: 4, name: 'Conditions', slug: 'conditions' })
      .execute();
    const u = await createUser(db(), { username: 'chatty' });
    const headers = await authHeaders(db(), u);
    const forumPost = (title: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/forum/posts.json',
        headers,
        payload: { title, raw: 'Un message', category: 4 },
      });
    expect((await write(headers)).statusCode).toBe(200);
    expect((await forumPost('Neige au col')).statusCode).toBe(200);
    const res = await forumPost('Encore un sujet');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      errors: ['You’ve performed this action too many times. Please wait before trying again.'],
      error_type: 'rate_limit',
    });
  });
});
