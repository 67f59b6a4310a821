/**
 * Login, logout, renew and account reading (api.md §2, §3.2). Login is case-sensitive
 * (spec 1 §5) and rate-limited per account — the user the name or email resolves to, so that
 * neither its email nor any case variant of it gives more attempts — and per client address.
 * Both counters live in the database, shared by every API node (`plugins/rate-limit-store.ts`).
 */
import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getAccount, postLogin, postLogout, postRenew } from '@cairn/domain';
import { fieldError, forbidden, tooManyRequests } from '../errors.ts';
import { requireUser } from '../plugins/auth.ts';
import { fastifyRateLimitStore } from '../plugins/rate-limit-store.ts';
import { schemaOf } from '../plugins/endpoint-schema.ts';
import { verifyPassword } from './password.ts';
import { closeSession, openSession } from './session.ts';
import { createUsersRepository } from './repository.ts';

export async function sessionRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { database, config } = app.deps;
  const db = database.db;
  const users = createUsersRepository(db);
  const secret = () => config.jwtSecret ?? '';
  const tooManyAttempts = () => tooManyRequests('Too many login attempts, please retry in a minute');

  await app.register(rateLimit, {
    global: false,
    store: fastifyRateLimitStore(app.deps.counters),
    errorResponseBuilder: tooManyAttempts,
  });

  /** Counts one attempt on the account (or the unknown name, lower-cased); false over the limit. */
  const accountAttempt = async (account: string): Promise<boolean> => {
    const { count } = await app.deps.counters.hit(`login:${account}`, 60_000);
    return count <= config.loginAttemptsPerMinute;
  };

  app.post(
    postLogin.path,
    {
      schema: schemaOf(postLogin),
      config: {
        // Per client address, whatever the accounts tried.
        rateLimit: {
          max: config.loginAddressAttemptsPerMinute,
          timeWindow: 60_000,
          keyGenerator: (req) => req.ip,
        },
      },
    },
    async (request) => {
      const { username, password, accept_tos } = request.body;
      // Case-sensitive on the username; the account email is accepted too (api.md §3.2).
      const user = await users.byLogin(username);
      if (!(await accountAttempt(user ? `user:${user.id}` : `name:${username.toLowerCase()}`)))
        throw tooManyAttempts();
      const ok = user && user.email_validated && (await verifyPassword(user.password_hash, password));
      if (!user || !ok) throw fieldError('user', 'Login failed', 'body', 401);
      if (user.blocked) throw forbidden('account blocked');
      if (!user.tos_validated) {
        if (accept_tos !== true) throw forbidden('Terms of Service need to be accepted');
        await users.update(user.id, { tos_validated: new Date() });
      }
      return openSession(db, { ...user, id: Number(user.id) }, secret(), config.tokenLifetimeDays);
    },
  );

  app.post(postRenew.path, { schema: schemaOf(postRenew) }, async (request) => {
    const current = requireUser(request);
    const response = await openSession(db, current, secret(), config.tokenLifetimeDays);
    await closeSession(db, current.token);
    return response;
  });

  app.post(postLogout.path, { schema: schemaOf(postLogout) }, async (request) => {
    const current = requireUser(request);
    await closeSession(db, current.token);
    return { user: current.id };
  });

  app.get(
    getAccount.path,
    { schema: schemaOf(getAccount, { security: [{ jwt: [] }] }) },
    async (request, reply) => {
      const current = requireUser(request);
      const row = await users.account(current.id);
      reply.header('cache-control', 'no-store');
      return row;
    },
  );
}
