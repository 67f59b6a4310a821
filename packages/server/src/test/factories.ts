/** Test data builders. */
import { sql, type Kysely } from 'kysely';
import { insertDocuments } from '../documents/insert.ts';
import type { DB } from '../db/schema.ts';
import { hashPassword } from '../users/password.ts';


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

/**
 * Inserts a user with its profile document (password `secret-password` unless given);
 * returns its id and credentials. The id comes from the document sequence unless given.
 */
export async function createUser(db: Kysely<DB>, options: UserOptions = {}) {
  const [id] = await insertDocuments(db, [
    {
      ...(options.id ? { document_id: options.id } : {}),
      type: 'profile',
      attributes: { categories: ['amateur'], activities: [] },
      locales: [{ lang: options.lang ?? 'fr', title: '' }],
      creator_id: options.id ?? 0,
    },
  ]);
  if (options.id) await sql`SELECT setval('document_ids', GREATEST(${options.id}::bigint, (SELECT last_value FROM document_ids)))`.execute(db);
  const username = options.username ?? `user${id}`;
  const password = options.password ?? 'secret-password';
  await db
    .insertInto('users')
    .values({
      id: id!,
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
  return { id: id!, username, password };
}
