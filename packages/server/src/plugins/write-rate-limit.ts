/**
 * Write rate limiting (api.md §1.7): authenticated POST, PUT and DELETE calls are counted per
 * user in fixed windows (default 900 s; 50 writes, 100 for moderators, 1000 for robots). Over
 * the limit → 429 `Rate limit reached`; a user who reaches the limit in more than 3 windows is
 * blocked (moderators excepted). `POST /users/unblock` resets the user's counters. Posts to the
 * built-in forum count as writes too (`countWrite`).
 *
 * The counters live in the database (`rate-limit-store.ts`): every API node of one PostgreSQL
 * counts a user's writes together.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { tooManyRequests } from '../errors.ts';
import type { CurrentUser } from './auth.ts';
import type { CounterStore } from './rate-limit-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    writeLimiter: WriteLimiter;
  }
}

export type Verdict = 'ok' | 'limited' | 'block';

export class WriteLimiter {
  constructor(
    private readonly settings: Config['rateLimit'],
    private readonly counters: CounterStore,
  ) {}

  limitOf(user: Pick<CurrentUser, 'moderator' | 'robot'>): number {
    return user.robot
      ? this.settings.robotWrites
      : user.moderator
        ? this.settings.moderatorWrites
        : this.settings.writes;
  }

  /** Counts one write; `block` when this hit makes the user exceed the windows allowed over the limit. */
  async hit(user: Pick<CurrentUser, 'id' | 'moderator' | 'robot'>, now = Date.now()): Promise<Verdict> {
    const limit = this.limitOf(user);
    const { count } = await this.counters.hit(`writes:${user.id}`, this.settings.windowSeconds * 1000, now);
    if (count <= limit) return 'ok';
    // The first hit over the limit in a window (one node gets exactly this count) adds one to the
    // windows over the limit, kept until unblocking.
    if (count === limit + 1) {
      const over = await this.counters.hit(`writes-over:${user.id}`, Infinity, now);
      if (over.count > this.settings.maxWindows && !user.moderator) return 'block';
    }
    return 'limited';
  }

  /** Forgets a user's counters (unblocking). */
  async reset(userId: number): Promise<void> {
    await this.counters.reset([`writes:${userId}`, `writes-over:${userId}`]);
  }
}

/** Calls that write nothing of the user's (previews, sessions) are not counted. */
const NOT_COUNTED = new Set(['/api/cooker', '/api/users/login', '/api/users/renew', '/api/users/logout']);

/**
 * Counts one write of `user`; false when over the limit (after blocking a user who reached it
 * too often). The API's hook and the built-in forum's posting share the user's counter.
 */
export async function countWrite(
  app: FastifyInstance,
  request: FastifyRequest,
  user: CurrentUser,
): Promise<boolean> {
  const verdict = await app.writeLimiter.hit(user);
  if (verdict === 'ok') return true;
  if (verdict === 'block') {
    await app.deps.database.db
      .updateTable('users')
      .set({ blocked: true })
      .where('id', '=', user.id)
      .execute();
    request.log.warn({ user_id: user.id }, 'user blocked: write rate limit reached too often');
  }
  return false;
}

async function writeRateLimitPlugin(app: FastifyInstance): Promise<void> {
  // One limiter for the whole server (buildApp decorates the root with it); on its own, its own.
  if (!app.hasDecorator('writeLimiter'))
    app.decorate('writeLimiter', new WriteLimiter(app.deps.config.rateLimit, app.deps.counters));
  // Runs after the auth hook (registered after it in the same scope): request.user is known.
  app.addHook('onRequest', async (request) => {
    const user = request.user;
    if (!user || !['POST', 'PUT', 'DELETE'].includes(request.method)) return;
    if (NOT_COUNTED.has(request.url.split('?')[0]!)) return;
    if (!(await countWrite(app, request, user))) throw tooManyRequests('Rate limit reached');
  });
}
// Not encapsulated: the hook covers every route of the /api scope.
(writeRateLimitPlugin as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
export { writeRateLimitPlugin };
