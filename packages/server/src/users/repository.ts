/** The queries of accounts, sessions, preferences, following and blocking (`*-routes.ts`). */
import { sql, type Kysely, type Updateable } from 'kysely';
import type { DB } from '../db/schema.ts';
import { insertDocuments } from '../documents/write/insert.ts';

export interface NewUser {
  username: string;
  name: string;
  forum_username: string;
  email: string;
  password_hash: string;
  lang: string;
}

export interface PreferencesValues {
  activities: string[];
  langs: string[];
  area_ids: number[];
  followed_only: boolean;
}

export function createUsersRepository(db: Kysely<DB>) {
  return {
    /** The account of this username (case-sensitive) or email (not). */
    byLogin(username: string) {
      return db
        .selectFrom('users')
        .selectAll()
        .where((eb) =>
          eb.or([eb('username', '=', username), eb(sql`lower(email)`, '=', username.toLowerCase())]),
        )
        .executeTakeFirst();
    },
    byId(id: number) {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },
    byEmail(email: string) {
      return db
        .selectFrom('users')
        .selectAll()
        .where(sql`lower(email)`, '=', email.toLowerCase())
        .executeTakeFirst();
    },
    /** The fields of `GET /users/account`. */
    account(id: number) {
      return db
        .selectFrom('users')
        .select(['email', 'name', 'forum_username', 'is_profile_public'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    },
    existence(id: number) {
      return db.selectFrom('users').select(['id', 'email_validated']).where('id', '=', id).executeTakeFirst();
    },
    /** Whether another account already uses this value (case-insensitive). */
    async isTaken(column: 'username' | 'email' | 'forum_username', value: string, exceptId?: number) {
      let q = db
        .selectFrom('users')
        .select('id')
        .where(sql`lower(${sql.ref(column)})`, '=', value.toLowerCase());
      if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
      return (await q.executeTakeFirst()) !== undefined;
    },

    /** A new account with its profile document (whose id is the user id, api.md §3.2) and empty preferences. */
    async create(user: NewUser): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const [profileId] = await insertDocuments(trx, [
          {
            type: 'profile',
            quality: 'draft',
            attributes: { categories: ['amateur'], activities: [] },
            locales: [{ lang: user.lang, title: '' }],
            creator_id: 0,
          },
        ]);
        await trx
          .insertInto('users')
          .values({ id: profileId!, ...user })
          .execute();
        await trx
          .updateTable('documents')
          .set({ creator_id: profileId! })
          .where('document_id', '=', profileId!)
          .execute();
        await trx.insertInto('user_preferences').values({ user_id: profileId! }).execute();
        return profileId!;
      });
    },
    /** Changes the account and answers it whole. */
    updateReturning(id: number, changes: Updateable<DB['users']>) {
      return db
        .updateTable('users')
        .set(changes)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },
    async update(id: number, changes: Updateable<DB['users']>) {
      await db.updateTable('users').set(changes).where('id', '=', id).execute();
    },
    /** Makes the email waiting for validation the account's email. */
    async confirmEmailChange(id: number) {
      const user = await db
        .selectFrom('users')
        .select('email_to_validate')
        .where('id', '=', id)
        .executeTakeFirst();
      if (user?.email_to_validate) {
        await db
          .updateTable('users')
          .set({ email: user.email_to_validate, email_to_validate: null })
          .where('id', '=', id)
          .execute();
      }
    },
    /** New weak ETags (api.md §1.6) for the profile and the documents showing the user as author. */
    async touchAuthoredDocuments(id: number) {
      await db
        .updateTable('documents')
        .set((eb) => ({ cache_version: eb('cache_version', '+', 1) }))
        .where((eb) => eb.or([eb('document_id', '=', id), eb('creator_id', '=', id)]))
        .execute();
    },

    preferences(userId: number) {
      return db.selectFrom('user_preferences').selectAll().where('user_id', '=', userId).executeTakeFirst();
    },
    async savePreferences(userId: number, values: PreferencesValues) {
      await db
        .insertInto('user_preferences')
        .values({ user_id: userId, ...values })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
        .execute();
    },
    /** How many of these ids are areas. */
    async areaCount(ids: number[]) {
      const found = await db
        .selectFrom('documents')
        .select('document_id')
        .where('document_id', 'in', ids)
        .where('type', '=', 'a')
        .execute();
      return found.length;
    },

    async followedIds(userId: number) {
      const rows = await db
        .selectFrom('follows')
        .select('followed_id')
        .where('follower_id', '=', userId)
        .execute();
      return rows.map((r) => Number(r.followed_id));
    },
    async follow(followerId: number, followedId: number) {
      await db
        .insertInto('follows')
        .values({ follower_id: followerId, followed_id: followedId })
        .onConflict((oc) => oc.doNothing())
        .execute();
    },
    async unfollow(followerId: number, followedId: number) {
      await db
        .deleteFrom('follows')
        .where('follower_id', '=', followerId)
        .where('followed_id', '=', followedId)
        .execute();
    },
    async isFollowing(followerId: number, followedId: number) {
      const row = await db
        .selectFrom('follows')
        .select('followed_id')
        .where('follower_id', '=', followerId)
        .where('followed_id', '=', followedId)
        .executeTakeFirst();
      return row !== undefined;
    },

    async setBlocked(id: number, blocked: boolean) {
      await db.updateTable('users').set({ blocked }).where('id', '=', id).execute();
    },
    blockedState(id: number) {
      return db.selectFrom('users').select('blocked').where('id', '=', id).executeTakeFirst();
    },
    async blockedIds() {
      const rows = await db.selectFrom('users').select('id').where('blocked', '=', true).execute();
      return rows.map((r) => Number(r.id));
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
