/**
 * Preferences, following, blocking (api.md §3.2; spec 1 §2.9, §2.10).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  type Activity,
  type DocumentListingRef,
  type Lang,
  canBlock,
  canFollow,
  getBlockedUser,
  getBlockedUsers,
  getFollowing,
  getFollowingUser,
  getPreferences,
  isLang,
  postBlock,
  postFollow,
  postPreferences,
  postUnblock,
  postUnfollow,
} from '@cairn/domain';
import { fieldError, forbidden, notFound } from '../errors.ts';
import { requireUser } from '../plugins/auth.ts';
import { readDocuments } from '../documents/read/read.ts';
import { presentContext, presentListing } from '../documents/read/present.ts';
import { schemaOf } from '../plugins/endpoint-schema.ts';
import { recordModeration } from '../moderation/log.ts';
import { createUsersRepository } from './repository.ts';

const signedIn = [{ jwt: [] }];

/** The caller if the domain's canBlock lets them block, see and unblock accounts (spec 2 §6), else 403. */
function requireBlocker(request: FastifyRequest) {
  const user = requireUser(request);
  if (!canBlock(user)) throw forbidden('No permission: moderators only');
  return user;
}

export async function socialRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;
  const users = createUsersRepository(db);

  const listings = async (ids: number[], lang?: string): Promise<DocumentListingRef[]> => {
    const records = await readDocuments(db, ids, { listing: true });
    const ctx = await presentContext(db, app.deps.caches.areas, records.values(), lang);
    return ids
      .map((id) => records.get(id))
      .filter((r) => !!r && !r.row.redirects_to)
      .map((r) => presentListing(r!, ctx) as DocumentListingRef);
  };
  const existingUser = async (id: number) => {
    const user = await users.existence(id);
    if (!user) throw fieldError('user_id', `user ${id} does not exist`);
    return user;
  };

  /** Blocks or unblocks with its moderation log entry, in one transaction. */
  const setBlocked = (moderatorId: number, userId: number, blocked: boolean) =>
    db.transaction().execute(async (trx) => {
      await createUsersRepository(trx).setBlocked(userId, blocked);
      await recordModeration(trx, {
        userId: moderatorId,
        action: blocked ? 'block' : 'unblock',
        targetUserId: userId,
      });
    });

  app.get(
    getPreferences.path,
    { schema: schemaOf(getPreferences, { security: signedIn }) },
    async (request) => {
      const user = requireUser(request);
      const prefs = await users.preferences(user.id);
      const lang = request.query.pl && isLang(request.query.pl) ? request.query.pl : user.lang;
      return {
        followed_only: prefs?.followed_only ?? false,
        // Written through the validated body of POST /users/preferences.
        activities: (prefs?.activities ?? []) as Activity[],
        langs: (prefs?.langs ?? []) as Lang[],
        areas: await listings((prefs?.area_ids ?? []).map(Number), lang),
      };
    },
  );

  app.post(postPreferences.path, { schema: schemaOf(postPreferences) }, async (request) => {
    const user = requireUser(request);
    const { activities, langs, areas, followed_only } = request.body;
    const areaIds = areas.map((a) => a.document_id);
    if (areaIds.length) {
      if ((await users.areaCount(areaIds)) !== new Set(areaIds).size)
        throw fieldError('areas', 'unknown area');
    }
    await users.savePreferences(user.id, { activities, langs, area_ids: areaIds, followed_only });
    return {};
  });

  app.get(getFollowing.path, { schema: schemaOf(getFollowing, { security: signedIn }) }, async (request) => {
    const user = requireUser(request);
    return { following: await listings(await users.followedIds(user.id), request.query.pl || user.lang) };
  });

  app.post(postFollow.path, { schema: schemaOf(postFollow) }, async (request) => {
    const user = requireUser(request);
    await existingUser(request.body.user_id);
    // Spec 1 §2.9 via the domain's canFollow: a user cannot follow themselves.
    if (!canFollow(user, request.body.user_id)) throw fieldError('user_id', 'You cannot follow yourself');
    await users.follow(user.id, request.body.user_id);
    return {};
  });

  app.post(postUnfollow.path, { schema: schemaOf(postUnfollow) }, async (request) => {
    const user = requireUser(request);
    await existingUser(request.body.user_id);
    await users.unfollow(user.id, request.body.user_id);
    return {};
  });

  app.get(getFollowingUser.path, { schema: schemaOf(getFollowingUser) }, async (request) => {
    const user = requireUser(request);
    return { is_following: await users.isFollowing(user.id, request.params.id) };
  });

  app.post(postBlock.path, { schema: schemaOf(postBlock) }, async (request) => {
    const moderator = requireBlocker(request);
    await existingUser(request.body.user_id);
    await setBlocked(moderator.id, request.body.user_id, true);
    return {};
  });

  app.post(postUnblock.path, { schema: schemaOf(postUnblock) }, async (request) => {
    const moderator = requireBlocker(request);
    await existingUser(request.body.user_id);
    await setBlocked(moderator.id, request.body.user_id, false);
    // api.md §1.7: unblocking also resets the write rate counters.
    await app.writeLimiter.reset(request.body.user_id);
    return {};
  });

  app.get(getBlockedUser.path, { schema: schemaOf(getBlockedUser) }, async (request) => {
    requireBlocker(request);
    const row = await users.blockedState(request.params.id);
    if (!row) throw notFound('user not found');
    return { blocked: row.blocked };
  });

  app.get(
    getBlockedUsers.path,
    { schema: schemaOf(getBlockedUsers, { security: signedIn }) },
    async (request) => {
      const moderator = requireBlocker(request);
      return { blocked: await listings(await users.blockedIds(), request.query.pl || moderator.lang) };
    },
  );
}
