/**
 * The audit log of moderation actions (issue 13; migration 0009): `recordModeration` writes one
 * entry inside the action's transaction, `readModerationLog` reads a page, newest first.
 */
import type { Kysely } from 'kysely';
import type { ModerationAction, ModerationLogEntry } from '@cairn/domain';
import type { DB } from '../db/schema.ts';

export interface ModerationRecord {
  userId: number;
  action: ModerationAction;
  documentId?: number;
  lang?: string;
  versionId?: number;
  targetUserId?: number;
  details?: Record<string, unknown>;
}

/** Writes one entry; `trx` is the transaction of the action, so both stand or fall together. */
export async function recordModeration(trx: Kysely<DB>, entry: ModerationRecord): Promise<void> {
  await trx
    .insertInto('moderation_log')
    .values({
      user_id: entry.userId,
      action: entry.action,
      document_id: entry.documentId ?? null,
      lang: entry.lang ?? null,
      version_id: entry.versionId ?? null,
      target_user_id: entry.targetUserId ?? null,
      details: JSON.stringify(entry.details ?? {}),
    })
    .execute();
}

const iso = (d: Date | string) => new Date(d).toISOString();

/** A page of the log, newest first, with the number of entries. */
export async function readModerationLog(
  db: Kysely<DB>,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ total: number; entries: ModerationLogEntry[] }> {
  const [count, rows] = await Promise.all([
    db
      .selectFrom('moderation_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('moderation_log as l')
      .innerJoin('users as u', 'u.id', 'l.user_id')
      .leftJoin('users as t', 't.id', 'l.target_user_id')
      .leftJoin('documents as d', 'd.document_id', 'l.document_id')
      .select([
        'l.entry_id',
        'l.written_at',
        'l.action',
        'l.document_id',
        'l.lang',
        'l.version_id',
        'l.details',
        'd.type as document_type',
        'u.id as user_id',
        'u.name as user_name',
        'u.username as user_username',
        't.id as target_id',
        't.name as target_name',
        't.username as target_username',
      ])
      .orderBy('l.written_at', 'desc')
      .orderBy('l.entry_id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
  ]);
  return {
    total: Number(count.n),
    entries: rows.map((r) => ({
      entry_id: Number(r.entry_id),
      written_at: iso(r.written_at),
      action: r.action as ModerationAction,
      user: { user_id: Number(r.user_id), name: r.user_name, username: r.user_username },
      document_id: r.document_id === null ? null : Number(r.document_id),
      document_type: r.document_type,
      lang: r.lang,
      version_id: r.version_id === null ? null : Number(r.version_id),
      target_user:
        r.target_id === null
          ? null
          : { user_id: Number(r.target_id), name: r.target_name!, username: r.target_username! },
      details: r.details,
    })),
  };
}
