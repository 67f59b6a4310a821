/**
 * Preferences, following, blocking (api.md §3.2; spec 1 §2.9, §2.10).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ENUMS, isLang } from '@cairn/domain';
import { fieldError, notFound } from '../errors.ts';
import { requireModerator, requireUser } from '../plugins/auth.ts';
import { readDocuments } from '../documents/read/read.ts';
import { presentContext, presentListing, type Json } from '../documents/read/present.ts';
import { plParam } from '../plugins/query-schema.ts';

const PreferencesBody = z.object({
  activities: z.array(z.enum(ENUMS.activities)),
  langs: z.array(z.string().refine(isLang, 'invalid lang')),
  areas: z.array(z.object({ document_id: z.number().int().positive() })),
  followed_only: z.boolean(),
});
const UserIdBody = z.object({ user_id: z.number().int().positive() });
const IdParams = z.object({ id: z.coerce.number().int().positive() });
const PlQuery = z.object({ pl: plParam() });
const signedIn = [{ jwt: [] }];

export async function socialRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;

  const listings = async (ids: number[], lang?: string): Promise<Json[]> => {
    const records = await readDocuments(db, ids, { withDetail: false });
    const ctx = await presentContext(db, app.deps.caches.areas, records.values(), lang);
    return ids.map((id) => records.get(id)).filter((r) => !!r && !r.row.redirects_to).map((r) => presentListing(r!, ctx));
  };
  const existingUser = async (id: number) => {
    const user = await db.selectFrom('users').select(['id', 'email_validated']).where('id', '=', id).executeTakeFirst();
    if (!user) throw fieldError('user_id', `user ${id} does not exist`);
    return user;
  };

  app.get('/users/preferences', { schema: { querystring: PlQuery, security: signedIn } }, async (request) => {
    const user = requireUser(request);
    const prefs = await db.selectFrom('user_preferences').selectAll().where('user_id', '=', user.id).executeTakeFirst();
    const lang = request.query.pl && isLang(request.query.pl) ? request.query.pl : user.lang;
    return {
      followed_only: prefs?.followed_only ?? false,
      activities: prefs?.activities ?? [],
      langs: prefs?.langs ?? [],
      areas: await listings((prefs?.area_ids ?? []).map(Number), lang),
    };
  });

  app.post('/users/preferences', { schema: { body: PreferencesBody } }, async (request) => {
    const user = requireUser(request);
    const { activities, langs, areas, followed_only } = request.body;
    const areaIds = areas.map((a) => a.document_id);
    if (areaIds.length) {
      const found = await db.selectFrom('documents').select('document_id').where('document_id', 'in', areaIds).where('type', '=', 'a').execute();
      if (found.length !== new Set(areaIds).size) throw fieldError('areas', 'unknown area');
    }
    const values = { activities, langs, area_ids: areaIds, followed_only };
    await db
      .insertInto('user_preferences')
      .values({ user_id: user.id, ...values })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
      .execute();
    return {};
  });

  app.get('/users/following', { schema: { querystring: PlQuery, security: signedIn } }, async (request) => {
    const user = requireUser(request);
    const rows = await db.selectFrom('follows').select('followed_id').where('follower_id', '=', user.id).execute();
    return { following: await listings(rows.map((r) => Number(r.followed_id)), request.query.pl || user.lang) };
  });

  app.post('/users/follow', { schema: { body: UserIdBody } }, async (request) => {
    const user = requireUser(request);
    await existingUser(request.body.user_id);
    // Spec 1 §2.9: a user cannot follow themselves.
    if (request.body.user_id === user.id) throw fieldError('user_id', 'You cannot follow yourself');
    await db
      .insertInto('follows')
      .values({ follower_id: user.id, followed_id: request.body.user_id })
      .onConflict((oc) => oc.doNothing())
      .execute();
    return {};
  });

  app.post('/users/unfollow', { schema: { body: UserIdBody } }, async (request) => {
    const user = requireUser(request);
    await existingUser(request.body.user_id);
    await db.deleteFrom('follows').where('follower_id', '=', user.id).where('followed_id', '=', request.body.user_id).execute();
    return {};
  });

  app.get('/users/following-user/:id', { schema: { params: IdParams } }, async (request) => {
    const user = requireUser(request);
    const row = await db
      .selectFrom('follows')
      .select('followed_id')
      .where('follower_id', '=', user.id)
      .where('followed_id', '=', request.params.id)
      .executeTakeFirst();
    return { is_following: row !== undefined };
  });

  app.post('/users/block', { schema: { body: UserIdBody } }, async (request) => {
    requireModerator(request);
    await existingUser(request.body.user_id);
    await db.updateTable('users').set({ blocked: true }).where('id', '=', request.body.user_id).execute();
    return {};
  });

  app.post('/users/unblock', { schema: { body: UserIdBody } }, async (request) => {
    requireModerator(request);
    await existingUser(request.body.user_id);
    await db.updateTable('users').set({ blocked: false }).where('id', '=', request.body.user_id).execute();
    // api.md §1.7: unblocking also resets the write rate counters.
    app.writeLimiter.reset(request.body.user_id);
    return {};
  });

  app.get('/users/blocked/:id', { schema: { params: IdParams } }, async (request) => {
    requireModerator(request);
    const row = await db.selectFrom('users').select('blocked').where('id', '=', request.params.id).executeTakeFirst();
    if (!row) throw notFound('user not found');
    return { blocked: row.blocked };
  });

  app.get('/users/blocked', { schema: { querystring: PlQuery, security: signedIn } }, async (request) => {
    const moderator = requireModerator(request);
    const rows = await db.selectFrom('users').select('id').where('blocked', '=', true).execute();
    return { blocked: await listings(rows.map((r) => Number(r.id)), request.query.pl || moderator.lang) };
  });
}
