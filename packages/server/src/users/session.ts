/**
 * Issuing and revoking session tokens, and the login response shared by login, renew and
 * the email-validation calls (api.md §3.1).
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { signToken, tokenHash } from './token.ts';

export interface LoginResponse {
  token: string;
  id: number;
  username: string;
  name: string;
  forum_username: string;
  lang: string;
  roles: string[];
  /** Expiry in epoch seconds. */
  expire: number;
}

export interface SessionUser {
  id: number;
  username: string;
  name: string;
  forum_username: string;
  lang: string;
  moderator: boolean;
}

/** Stores a new token for the user and returns the login response. */
export async function openSession(
  db: Kysely<DB>,
  user: SessionUser,
  secret: string,
  lifetimeDays: number,
  now = Date.now(),
): Promise<LoginResponse> {
  const expire = Math.floor(now / 1000 + lifetimeDays * 86400);
  const token = signToken(
    {
      sub: String(user.id),
      username: user.username,
      exp: expire,
      iat: Math.floor(now / 1000),
      jti: randomBytes(9).toString('base64url'),
    },
    secret,
  );
  await db
    .insertInto('tokens')
    .values({ token_hash: tokenHash(token), user_id: user.id, expire: new Date(expire * 1000) })
    .execute();
  // Expired tokens of this user are no longer of any use.
  await db.deleteFrom('tokens').where('user_id', '=', user.id).where('expire', '<', new Date(now)).execute();
  return {
    token,
    id: user.id,
    username: user.username,
    name: user.name,
    forum_username: user.forum_username,
    lang: user.lang,
    roles: user.moderator ? ['moderator'] : [],
    expire,
  };
}

/** Revokes one token. */
export async function closeSession(db: Kysely<DB>, token: string): Promise<void> {
  await db.deleteFrom('tokens').where('token_hash', '=', tokenHash(token)).execute();
}
