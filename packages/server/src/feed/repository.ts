/** The queries of the activity feeds (`routes.ts`): pages of `feed_changes` and who sees what. */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DocumentLetter } from '@cairn/domain';
import type { DB } from '../db/schema.ts';
import { idArray, literalTextArray } from '../db/sql-arrays.ts';

/** A condition on `feed_changes f` (joined with `documents d`). */
export type FeedCondition = RawBuilder<unknown>;

export interface FeedRow {
  change_id: number;
  time: Date;
  user_id: number;
  change_type: string;
  document_id: number;
  /** The document's type. */
  letter: DocumentLetter;
  user_ids: number[];
  image1_id: number | null;
  image2_id: number | null;
  image3_id: number | null;
  more_images: boolean;
}

export function createFeedRepository(db: Kysely<DB>) {
  return {
    /** Changes matching every condition, newest first, strictly older than `after`. */
    async page(
      conditions: FeedCondition[],
      { limit, after }: { limit: number; after: { id: number; time: string } | undefined },
    ) {
      const where = [sql`d.redirects_to IS NULL`, ...conditions];
      if (after) where.push(sql`(f.time, f.change_id) < (${after.time}::timestamptz, ${after.id})`);
      return (
        await sql<FeedRow>`SELECT f.*, d.type AS letter FROM feed_changes f JOIN documents d ON d.document_id = f.document_id
          WHERE ${sql.join(where, sql` AND `)} ORDER BY f.time DESC, f.change_id DESC LIMIT ${limit}`.execute(
          db,
        )
      ).rows;
    },

    /** The changes a user took part in (the profile feed). */
    byUser(userId: number): FeedCondition {
      return sql`f.user_ids && ${idArray([userId])}`;
    },

    /**
     * The conditions of a user's personal feed (api.md §12.1): changes of followed users, or
     * matching the preferences' activities, languages and areas; none without any preference.
     */
    async personalConditions(userId: number): Promise<FeedCondition[]> {
      const prefs = await db
        .selectFrom('user_preferences')
        .selectAll()
        .where('user_id', '=', userId)
        .executeTakeFirst();
      const followed = (
        await db.selectFrom('follows').select('followed_id').where('follower_id', '=', userId).execute()
      ).map((f) => Number(f.followed_id));
      const byFollowed = sql`f.user_ids && ${idArray(followed)}`;
      if (prefs?.followed_only) return [followed.length ? byFollowed : sql`false`];
      const filters: FeedCondition[] = [];
      if (prefs?.activities.length) filters.push(sql`f.activities && ${literalTextArray(prefs.activities)}`);
      if (prefs?.langs.length) filters.push(sql`f.langs && ${literalTextArray(prefs.langs)}`);
      if (prefs?.area_ids.length) filters.push(sql`f.area_ids && ${idArray(prefs.area_ids.map(Number))}`);
      if (!filters.length) return [];
      const matching = sql`(${sql.join(filters, sql` AND `)})`;
      return [followed.length ? sql`(${matching} OR ${byFollowed})` : matching];
    },

    /** What the profile feed needs to know of its user. */
    async profileOwner(userId: number) {
      return db
        .selectFrom('users')
        .select(['is_profile_public', 'email_validated'])
        .where('id', '=', userId)
        .executeTakeFirst();
    },
  };
}
