/** Test data builders. */
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { hashPassword } from '../users/password.ts';

let next = 100000;

export interface UserOptions {
  id?: number;
  username?: string;
  password?: string;
  moderator?: boolean;
  blocked?: boolean;
  email_validated?: boolean;
  tos_validated?: boolean;
  lang?: string;
  is_profile_public?: boolean;
}

/** Inserts a user (password `secret-password` unless given); returns its id and credentials. */
export async function createUser(db: Kysely<DB>, options: UserOptions = {}) {
  const id = options.id ?? next++;
  const username = options.username ?? `user${id}`;
  const password = options.password ?? 'secret-password';
  await db
    .insertInto('users')
    .values({
      id,
      username,
      name: `Name ${username}`,
      forum_username: `forum_${username}`,
      email: `${username}@example.org`,
      email_validated: options.email_validated ?? true,
      password_hash: await hashPassword(password),
      moderator: options.moderator ?? false,
      blocked: options.blocked ?? false,
      lang: options.lang ?? 'fr',
      is_profile_public: options.is_profile_public ?? false,
      tos_validated: options.tos_validated === false ? null : new Date(),
    })
    .execute();
  return { id, username, password };
}
