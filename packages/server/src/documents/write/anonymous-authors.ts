/**
 * Anonymous xreports (api.md §7.9, §8.5): created with `anonymous: true`, an xreport is
 * attributed to the configured anonymous account — its `author`, versions, feed entry and
 * association history name that account — while a private link keeps the real author's
 * rights: they edit it, delete it (spec 2 §6) and read its personal fields, as its author.
 * Their own later writes on it are recorded under the anonymous account too, so that nobody
 * else learns who wrote it.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { PermissionDocument } from '@cairn/domain';
import type { CurrentUser } from '../../plugins/auth.ts';

/** Keeps `userId` as the hidden author of `documentId`. */
export async function recordAnonymousAuthor(
  db: Kysely<DB>,
  documentId: number,
  userId: number,
): Promise<void> {
  await db.insertInto('anonymous_authors').values({ document_id: documentId, user_id: userId }).execute();
}

/** The hidden authors of these documents (only anonymous xreports have one), by document id. */
export async function anonymousAuthors(db: Kysely<DB>, ids: readonly number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom('anonymous_authors')
    .select(['document_id', 'user_id'])
    .where('document_id', 'in', [...ids])
    .execute();
  return new Map(rows.map((r) => [Number(r.document_id), Number(r.user_id)]));
}

/**
 * Who a write by `user` on a document is recorded under: the account the document is
 * attributed to (its stored `creatorId`) when `user` is its hidden author (`rights`, from
 * permissionDoc, names them as creator), else `user`.
 */
export function recordedAs(
  user: CurrentUser,
  rights: PermissionDocument,
  creatorId: number | null,
): CurrentUser {
  const hidden = rights.creator_id != null && creatorId != null && rights.creator_id !== Number(creatorId);
  return hidden && rights.creator_id === user.id ? { ...user, id: Number(creatorId) } : user;
}
