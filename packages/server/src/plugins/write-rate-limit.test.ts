import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, openTestDatabase, type TestContext } from '../test/build-app.ts';
import { createCounterStore, type CounterStore } from './rate-limit-store.ts';
import { authHeaders, createUser } from '../test/factories.ts';
import { WriteLimiter } from './write-rate-limit.ts';

const settings = { windowSeconds: 900, writes: 2, moderatorWrites: 3, robotWrites: 4, maxWindows: 3 };

describe('WriteLimiter (api.md §1.7), counting in the rate_limits table', () => {
  const user = { id: 1, moderator: false, robot: false };
  let opened: Awaited<ReturnType<typeof openTestDatabase>>;
  let counters: CounterStore;
  // Each test its own user ids: the table is shared by the file.
  let base = 0;
  const fresh = () => new WriteLimiter(settings, counters);
  const as = (id: number, role: Partial<typeof user> = {}) => ({ ...user, ...role, id: base + id });

  beforeAll(async () => {
    opened = await openTestDatabase();
    counters = createCounterStore(opened.database.db);
  });
  afterAll(() => opened.drop());
  beforeEach(() => void (base += 100));

  const hits = (limiter: WriteLimiter, u: typeof user, n: number, at: number) =>
    Promise.all(Array.from({ length: n }, () => limiter.hit(u, at)));

  it('counts writes per user in a window; limits by role', async () => {
    const limiter = fresh();
    expect(await hits(limiter, as(1), 2, 1000)).toEqual(['ok', 'ok']);
    expect(await limiter.hit(as(1), 1000)).toBe('limited');
    expect(await limiter.hit(as(2), 1000)).toBe('ok');
    const moderator = as(3, { moderator: true });
    expect((await hits(limiter, moderator, 4, 0)).sort()).toEqual(['limited', 'ok', 'ok', 'ok']);
    const robot = as(4, { robot: true });
    expect((await hits(limiter, robot, 5, 0)).sort()).toEqual(['limited', 'ok', 'ok', 'ok', 'ok']);
  });

  it('a new window starts after windowSeconds', async () => {
    const limiter = fresh();
    await limiter.hit(as(1), 0);
    await limiter.hit(as(1), 0);
    expect(await limiter.hit(as(1), 899_999)).toBe('limited');
    expect(await limiter.hit(as(1), 900_000)).toBe('ok');
  });

  it('blocks when the limit is reached in more than 3 windows (not moderators); reset forgets', async () => {
    const limiter = fresh();
    const over = async (u: typeof user, t: number, n = 3) => {
      const verdicts = [];
      for (let i = 0; i < n; i++) verdicts.push(await limiter.hit(u, t));
      return verdicts.at(-1);
    };
    expect(await over(as(1), 0)).toBe('limited');
    expect(await over(as(1), 900_000)).toBe('limited');
    expect(await over(as(1), 1_800_000)).toBe('limited');
    expect(await over(as(1), 2_700_000)).toBe('block');
    await limiter.reset(as(1).id);
    expect(await over(as(1), 3_600_000)).toBe('limited');
    const moderator = as(9, { moderator: true });
    for (let w = 0; w < 6; w++) expect(await over(moderator, w * 900_000, 4)).toBe('limited');
  });

  it('several limiters on one table (several nodes) count together', async () => {
    const [a, b, c] = [fresh(), fresh(), fresh()];
    const verdicts = await Promise.all([a, b, c, a, b, c].map((l) => l.hit(as(1), 0)));
    expect(verdicts.filter((v) => v === 'ok')).toHaveLength(2);
  });

  it('ended windows are deleted', async () => {
    await counters.hit(`old-${base}`, 1000, 0);
    await counters.hit(`kept-${base}`, Infinity, 0);
    await counters.deleteEnded(5000);
    expect((await counters.read(`old-${base}`, 0)).count).toBe(0);
    expect((await counters.read(`kept-${base}`, 5000)).count).toBe(1);
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
