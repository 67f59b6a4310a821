/**
 * Activity feed entries of document writes (api.md §12.1): one `created` entry per new
 * document (not images, profiles, areas) storing actor, involved users, activities, langs and
 * area ids; plain edits refresh those values; an outing whose participants change is bumped
 * as `updated`.
 */
import { sql, type Kysely } from 'kysely';
import { TYPE_LETTERS, type DocumentType } from '@cairn/domain';
import type { DB } from '../../db/schema.ts';

const NO_FEED: readonly DocumentType[] = ['image', 'profile', 'area'];

export interface FeedValues {
  activities: string[];
  langs: string[];
  area_ids: number[];
  /** Users involved: the actor and, for outings, the participants. */
  user_ids: number[];
}

/** Activities a feed filter matches: the document's, or an xreport's event activity. */
export function feedActivities(type: DocumentType, attributes: Record<string, unknown>): string[] {
  if (Array.isArray(attributes.activities)) return attributes.activities as string[];
  if (type === 'xreport' && typeof attributes.event_activity === 'string') return [attributes.event_activity];
  return [];
}

export async function insertCreatedEntry(
  db: Kysely<DB>,
  type: DocumentType,
  documentId: number,
  actor: number,
  values: FeedValues,
): Promise<void> {
  if (NO_FEED.includes(type)) return;
  await db
    .insertInto('feed_changes')
    .values({
      user_id: actor,
      change_type: 'created',
      document_id: documentId,
      document_type: TYPE_LETTERS[type],
      time: new Date(),
      ...values,
      user_ids: [...new Set([actor, ...values.user_ids])],
    })
    .execute();
}

/** Refreshes the stored values of the document's entries; `bumpedBy` re-dates them as `updated`. */
export async function refreshEntries(
  db: Kysely<DB>,
  documentId: number,
  values: FeedValues,
  bumpedBy?: number,
): Promise<void> {
  const entries = await db
    .selectFrom('feed_changes')
    .select(['change_id', 'user_id'])
    .where('document_id', '=', documentId)
    .execute();
  for (const entry of entries) {
    const bump = bumpedBy !== undefined && entry === entries[0];
    const actor = bump ? bumpedBy : Number(entry.user_id);
    let update = db
      .updateTable('feed_changes')
      .set({
        activities: values.activities,
        langs: values.langs,
        area_ids: values.area_ids,
        user_ids: [...new Set([actor, ...values.user_ids])],
      })
      .where('change_id', '=', entry.change_id);
    if (bump) update = update.set({ change_type: 'updated', time: sql`now()`, user_id: actor });
    await update.execute();
  }
}
