/**
 * Activity feeds (api.md §12.1, spec 1 §2.4): `/feed`, `/personal-feed` (the user's
 * preferences) and `/profile-feed?u=` (changes involving a user), paged by an opaque token
 * `"<change id>,<url-encoded ISO time>"`: the next page holds strictly older entries.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  canSeeProfile,
  getFeed,
  getPersonalFeed,
  getProfileFeed,
  isIdText,
  isValidDateTime,
} from '@cairn/domain';
import { sendCachedJson } from '../documents/cache/read-cache.ts';
import { parseLangParam } from '../plugins/query-schema.ts';
import { fieldError, forbidden, notFound } from '../errors.ts';
import { requireUser } from '../plugins/auth.ts';
import { schemaOf } from '../plugins/endpoint-schema.ts';
import { readDocuments } from '../documents/read/read.ts';
import { presentContext, presentListing, type Json } from '../documents/read/present.ts';
import { createFeedRepository, type FeedCondition } from './repository.ts';

type Query = { pl?: string; limit?: string; token?: string; u?: string };

function parseToken(token: string | undefined): { id: number; time: string } | undefined {
  if (!token) return undefined;
  const [id, time] = token.split(',');
  let when = '';
  try {
    when = time ? decodeURIComponent(time) : '';
  } catch {
    // A malformed escape: an invalid token like any other.
  }
  if (!id || !isIdText(id) || !isValidDateTime(when))
    throw fieldError('token', 'invalid token', 'querystring');
  return { id: Number(id), time: when };
}

export async function feedRoutes(app: FastifyInstance): Promise<void> {
  const db = app.deps.database.db;
  const feed = createFeedRepository(db);

  function commonParams(query: Query) {
    const pl = parseLangParam(query.pl);
    const limit = query.limit ? Number(query.limit) : 10;
    if (!Number.isInteger(limit) || limit < 1)
      throw fieldError('limit', `"${query.limit}" is not a number`, 'querystring');
    return { pl, limit: Math.min(limit, 50), after: parseToken(query.token) };
  }

  async function page(conditions: FeedCondition[], query: Query): Promise<Json> {
    const { pl, limit, after } = commonParams(query);
    const rows = await feed.page(conditions, { limit, after });
    if (!rows.length) return { feed: [] };
    const ids = new Set<number>();
    for (const r of rows) {
      [r.document_id, r.user_id, ...r.user_ids, r.image1_id, r.image2_id, r.image3_id].forEach((id) => {
        if (id) ids.add(Number(id));
      });
    }
    const records = await readDocuments(db, [...ids], { listing: true });
    const ctx = await presentContext(db, app.deps.caches.areas, records.values(), pl);
    const listing = (id: number | null) => {
      const r = id ? records.get(Number(id)) : undefined;
      return r ? presentListing(r, ctx) : null;
    };
    const last = rows.at(-1)!;
    const lastTime = new Date(last.time).toISOString().replace('Z', '+00:00');
    return {
      feed: rows
        .filter((r) => records.has(Number(r.document_id)))
        .map((r) => ({
          id: Number(r.change_id),
          time: new Date(r.time).toISOString().replace('Z', '+00:00'),
          change_type: r.change_type,
          user: listing(r.user_id),
          participants: r.user_ids.map((u) => listing(u)).filter(Boolean),
          document: listing(r.document_id),
          image1: listing(r.image1_id),
          image2: listing(r.image2_id),
          image3: listing(r.image3_id),
          more_images: r.more_images,
        })),
      pagination_token: `${last.change_id},${encodeURIComponent(lastTime)}`,
    };
  }

  app.get(
    getFeed.path,
    { schema: schemaOf(getFeed) },
    async (request: FastifyRequest<{ Querystring: Query }>, reply) =>
      sendCachedJson(app.deps.caches.reads, request, reply, () => page([], request.query)),
  );

  app.get(
    getPersonalFeed.path,
    { schema: schemaOf(getPersonalFeed, { security: [{ jwt: [] }] }) },
    async (request: FastifyRequest<{ Querystring: Query }>, reply) =>
      sendCachedJson(app.deps.caches.reads, request, reply, async () => {
        const user = requireUser(request);
        return page(await feed.personalConditions(user.id), request.query);
      }),
  );

  app.get(
    getProfileFeed.path,
    { schema: schemaOf(getProfileFeed) },
    async (request: FastifyRequest<{ Querystring: Query }>, reply) =>
      sendCachedJson(app.deps.caches.reads, request, reply, async () => {
        const raw = request.query.u;
        if (!raw) throw fieldError('u', 'Required', 'querystring');
        if (!isIdText(raw)) throw fieldError('u', 'invalid user id', 'querystring');
        const userId = Number(raw);
        const user = await feed.profileOwner(userId);
        if (!user || !user.email_validated) throw notFound('user not found');
        if (!canSeeProfile(request.user, user)) throw forbidden('no permission to see the feed');
        return page([feed.byUser(userId)], request.query);
      }),
  );
}
