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
import { badRequest, fieldError, forbidden, tooManyRequests } from '../errors.ts';
import { requireUser } from '../plugins/auth.ts';
import { fastifyRateLimitStore } from '../plugins/rate-limit-store.ts';
import { schemaOf } from '../plugins/endpoint-schema.ts';
import { verifyPassword } from './password.ts';
import { closeSession, openSession } from './session.ts';
import { createUsersRepository } from './repository.ts';
import {
  forumLogout,
  internalRedirect,
  ssoRedirect,
  ssoUserOf,
  SsoPayloadError,
  type SsoUser,
} from '../forum/discourse-connect.ts';

export async function sessionRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { database, config } = app.deps;
  const db = database.db;
  const users = createUsersRepository(db);
  const secret = () => config.jwtSecret ?? '';
  const tooManyAttempts = () => tooManyRequests('Too many login attempts, please retry in a minute');
  const sso = config.forum.sso;

  /**
   * The forum's sign-on request answered for the user (api.md §3.2 `sso`, `sig`): the forum's
   * address with the user's signed payload. 400 on a payload not signed with the secret.
   */
  const answerSso = (body: { sso?: string; sig?: string }, user: SsoUser): string | undefined => {
    if (body.sso === undefined && body.sig === undefined) return undefined;
    if (!sso) throw badRequest('Forum single sign-on is not configured');
    if (!body.sso || !body.sig) throw fieldError(body.sso ? 'sig' : 'sso', 'Required');
    try {
      return ssoRedirect(sso, body.sso, body.sig, user);
    } catch (error) {
      if (error instanceof SsoPayloadError)
        throw fieldError('sig', `Invalid sign-on request: ${error.message}`);
      throw error;
    }
  };

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
      const ssoUser = ssoUserOf(user);
      const redirect = answerSso(request.body, ssoUser);
      const response = await openSession(
        db,
        { ...user, id: Number(user.id) },
        secret(),
        config.tokenLifetimeDays,
      );
      if (redirect) return { ...response, redirect };
      // Spec 1 §2.7: the forum's own session, opened by the web app's hidden frame. A forum that
      // does not answer within `FORUM_SSO_TIMEOUT_MS` costs the user that only: they sign in
      // there by its login button.
      if (sso && request.body.discourse) {
        try {
          return {
            ...response,
            redirect_internal: await internalRedirect(sso, ssoUser, { timeoutMs: config.forum.ssoTimeoutMs }),
          };
        } catch (error) {
          request.log.warn({ err: error }, 'forum single sign-on at login failed');
        }
      }
      return response;
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
    // api.md §3.2: `{discourse: true}` ends the forum's session too, where its admin API is reachable.
    if (sso && request.body?.discourse && config.forum.apiKey) {
      try {
        const forumUser = await forumLogout(sso, config.forum, current.id, {
          timeoutMs: config.forum.ssoTimeoutMs,
        });
        return { user: current.id, logged_out_discourse_user: forumUser };
      } catch (error) {
        request.log.warn({ err: error }, 'forum logout failed');
      }
    }
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
