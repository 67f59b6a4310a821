/**
 * Resolves the caller from the `Authorization: JWT token="…"` header (api.md §2). A token
 * that is sent but unknown, revoked or expired gives 401 `Invalid token` even on public
 * endpoints; a blocked account gives 403 `account blocked`. Routes read `request.user`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../errors.ts';
import { tokenFromHeader, tokenHash, verifyToken } from '../users/token.ts';

export interface CurrentUser {
  id: number;
  username: string;
  name: string;
  forum_username: string;
  lang: string;
  moderator: boolean;
  robot: boolean;
  /** The raw token of this request (logout revokes it). */
  token: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: CurrentUser | null;
  }
}

export async function authPlugin(app: FastifyInstance): Promise<void> {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const token = tokenFromHeader(request.headers.authorization);
    if (!token) return;
    const secret = app.deps.config.jwtSecret;
    const claims = secret ? verifyToken(token, secret) : undefined;
    if (!claims) throw unauthorized('Invalid token');
    const row = await app.deps.database.db
      .selectFrom('tokens')
      .innerJoin('users', 'users.id', 'tokens.user_id')
      .select([
        'users.id',
        'username',
        'name',
        'forum_username',
        'lang',
        'moderator',
        'robot',
        'blocked',
        'expire',
      ])
      .where('token_hash', '=', tokenHash(token))
      .executeTakeFirst();
    if (!row || new Date(row.expire).getTime() <= Date.now() || String(row.id) !== claims.sub) {
      throw unauthorized('Invalid token');
    }
    if (row.blocked) throw forbidden('account blocked');
    request.user = {
      id: Number(row.id),
      username: row.username,
      name: row.name,
      forum_username: row.forum_username,
      lang: row.lang,
      moderator: row.moderator,
      robot: row.robot,
      token,
    };
  });
}

/** The signed-in caller, or 403 (api.md §1.5: no token on a restricted endpoint → 403). */
export function requireUser(request: FastifyRequest): CurrentUser {
  if (!request.user) throw forbidden('Authentication required');
  return request.user;
}
