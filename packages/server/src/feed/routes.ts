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
  LETTER_TYPES,
  type DocumentType,
} from '@cairn/domain';
import { sendCachedJson } from '../documents/cache/read-cache.ts';
import { parseLangParam } from '../plugins/query-schema.ts';
import { fieldError, forbidden, notFound } from '../errors.ts';
import { requireUser } from '../plugins/auth.ts';
import { schemaOf } from '../plugins/endpoint-schema.ts';
import { listingsJson } from '../documents/read/listing-json.ts';
import { RawJson } from '../plugins/strict-serializer.ts';
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

  /**
   * One page of a feed. Its listings are written by PostgreSQL (`listingsJson`, one statement
   * for every type), and the page as a text around them, with its keys in the schema's order.
   */
  async function page(conditions: FeedCondition[], query: Query): Promise<RawJson> {
    const { pl, limit, after } = commonParams(query);
    const rows = await feed.page(conditions, { limit, after });
    if (!rows.length) return new RawJson('{"feed":[]}');
    const ids = new Map<DocumentType, Set<number>>();
    const add = (type: DocumentType, id: number | string | null) => {
      if (!id) return;
      let set = ids.get(type);
      if (!set) ids.set(type, (set = new Set()));
      set.add(Number(id));
    };
    for (const r of rows) {
      add(LETTER_TYPES[r.letter], r.document_id);
      add('profile', r.user_id);
      for (const id of r.user_ids) add('profile', id);
      for (const id of [r.image1_id, r.image2_id, r.image3_id]) add('image', id);
    }
    const texts = await listingsJson(db, app.deps.caches.areas, ids, pl);
    const listing = (id: number | string | null) => (id ? texts.get(Number(id)) : undefined) ?? 'null';
    const isoTime = (time: Date) => new Date(time).toISOString().replace('Z', '+00:00');
    const entries = rows
      .filter((r) => texts.has(Number(r.document_id)))
      .map((r) => {
        const participants = r.user_ids.map((u) => texts.get(Number(u))).filter((t) => t !== undefined);
        return `{"id":${Number(r.change_id)},"time":"${isoTime(r.time)}","change_type":${JSON.stringify(r.change_type)},"user":${listing(r.user_id)},"participants":[${participants.join(',')}],"document":${listing(r.document_id)},"image1":${listing(r.image1_id)},"image2":${listing(r.image2_id)},"image3":${listing(r.image3_id)},"more_images":${r.more_images === true}}`;
      });
    const last = rows.at(-1)!;
    const token = `${last.change_id},${encodeURIComponent(isoTime(last.time))}`;
    return new RawJson(`{"feed":[${entries.join(',')}],"pagination_token":${JSON.stringify(token)}}`);
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
