/**
 * The trackers' calls under `/api/trackers` (issue 19, spec 1 §7): a signed-in user's own
 * status, authorisation start and end, activities and deauthorisation (another user's id is a
 * 403), and the vendors' webhooks (Strava's subscription challenge and events here, the others'
 * in `webhooks.ts`).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  deauthorizeTracker,
  exchangeTrackerToken,
  getTrackerActivities,
  getTrackerActivity,
  getTrackerStatus,
  requestTrackerToken,
  TRACKER_TYPE_ACTIVITY,
  trackerActivityType,
  trackerTypeName,
  type TrackerActivity,
  type TrackerVendor,
} from '@cairn/domain';
import { z } from 'zod';
import { badRequest, forbidden, httpError, notFound, validationErrors } from '../errors.ts';
import { requireUser } from '../plugins/auth.ts';
import { schemaOf } from '../plugins/endpoint-schema.ts';
import type { DB } from '../db/schema.ts';
import type { Selectable } from 'kysely';
import { TrackerError } from './service.ts';
import { trackerWebhookRoutes } from './webhooks.ts';

function ownId(request: Parameters<typeof requireUser>[0], id: number): number {
  const user = requireUser(request);
  if (user.id !== id) throw forbidden('This is the tracker connection of another user');
  return user.id;
}

/**
 * One stored activity; its type named in `lang` (spec 1 §2.11 "type by language", English without
 * it) when the vendor's type is one the domain knows, else the vendor's own word.
 */
function present(a: Selectable<DB['tracker_activities']>, lang?: string): TrackerActivity {
  const vendor = a.vendor as TrackerVendor;
  const known = trackerActivityType(vendor, a.type);
  return {
    id: a.id,
    name: a.name,
    date: a.date.toISOString(),
    type: known ? trackerTypeName(known, lang) : a.type,
    activity: (known && TRACKER_TYPE_ACTIVITY[known]) ?? null,
    vendor,
    duration: a.duration,
    length: a.length,
    heightDiffUp: a.height_diff_up,
  };
}

const StravaEvent = z.object({
  object_type: z.enum(['activity', 'athlete']),
  object_id: z.union([z.number(), z.string()]).transform(String),
  aspect_type: z.enum(['create', 'update', 'delete']),
  owner_id: z.union([z.number(), z.string()]).transform(String),
  updates: z.record(z.string(), z.unknown()).optional(),
});

export async function trackerRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const trackers = () => app.deps.trackers;

  app.get(getTrackerStatus.path, { schema: schemaOf(getTrackerStatus) }, async (request) =>
    trackers().status(ownId(request, request.params.id)),
  );

  app.get(requestTrackerToken.path, { schema: schemaOf(requestTrackerToken) }, async (request) => {
    const userId = ownId(request, request.params.id);
    const { vendor } = request.params;
    if (!trackers().enabled(vendor)) throw notFound(`${vendor} is not configured on this server`);
    try {
      return { redirect_url: await trackers().start(vendor, userId) };
    } catch (error) {
      if (error instanceof TrackerError)
        throw validationErrors([{ location: 'url', name: 'vendor', description: error.failure }], 503);
      throw error;
    }
  });

  app.get(exchangeTrackerToken.path, { schema: schemaOf(exchangeTrackerToken) }, async (request) => {
    const user = requireUser(request);
    const { vendor } = request.params;
    if (!trackers().enabled(vendor)) throw notFound(`${vendor} is not configured on this server`);
    try {
      await trackers().exchange(vendor, user.id, request.query);
    } catch (error) {
      // The app sends the user to trackers?error=<failure> (spec 1 §8).
      if (error instanceof TrackerError)
        throw validationErrors([{ location: 'querystring', name: 'code', description: error.failure }]);
      // The vendor could not be reached or answered nonsense.
      request.log.warn({ err: error, vendor }, 'tracker exchange failed');
      throw validationErrors([{ location: 'querystring', name: 'code', description: 'unknown' }], 503);
    }
    return { status: 'configured' as const };
  });

  app.get(getTrackerActivities.path, { schema: schemaOf(getTrackerActivities) }, async (request) => {
    const userId = ownId(request, request.params.id);
    const rows = await app.deps.database.db
      .selectFrom('tracker_activities')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('date', 'desc')
      .orderBy('id', 'desc')
      .limit(request.query.limit ?? 30)
      .execute();
    return rows.map((row) => present(row, request.query.lang));
  });

  app.get(getTrackerActivity.path, { schema: schemaOf(getTrackerActivity) }, async (request) => {
    const user = requireUser(request);
    const row = await app.deps.database.db
      .selectFrom('tracker_activities')
      .selectAll()
      .where('id', '=', request.params.id)
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (!row) throw notFound(`activity ${request.params.id} does not exist`);
    return { ...present(row), geom: row.geom, geom_detail: row.geom_detail };
  });

  app.post(deauthorizeTracker.path, { schema: schemaOf(deauthorizeTracker) }, async (request) => {
    const userId = ownId(request, request.params.id);
    try {
      await trackers().deauthorize(request.params.vendor, userId);
    } catch (error) {
      if (!(error instanceof TrackerError)) throw error;
      request.log.warn({ err: error }, 'tracker revocation failed');
      throw httpError(503, 'The vendor could not be reached to revoke the subscription; try again later');
    }
    return {};
  });

  // The other vendors' notifications, in a context of their own that keeps the raw body.
  await app.register(trackerWebhookRoutes);

  // Strava's webhook subscription: the challenge when subscribing, then one event per change.
  app.get(
    '/trackers/strava/webhook',
    {
      schema: {
        hide: true,
        querystring: z.object({
          'hub.mode': z.string(),
          'hub.verify_token': z.string(),
          'hub.challenge': z.string(),
        }),
      },
    },
    async (request) => {
      const token = app.deps.config.trackers.stravaVerifyToken;
      if (!token || request.query['hub.verify_token'] !== token) throw forbidden('wrong verify token');
      return { 'hub.challenge': request.query['hub.challenge'] };
    },
  );

  app.post('/trackers/strava/webhook', { schema: { hide: true } }, async (request) => {
    const parsed = StravaEvent.safeParse(request.body);
    if (!parsed.success) throw badRequest('not a Strava event');
    const event = parsed.data;
    if (event.object_type === 'athlete') {
      if (event.updates?.authorized === 'false') await trackers().forgetVendorUser('strava', event.owner_id);
      return {};
    }
    if (event.aspect_type === 'delete') await trackers().forgetActivity('strava', event.object_id);
    // Strava wants an answer within 2 seconds: the activity and its streams are read after it.
    else trackers().later(() => trackers().importByVendorUser('strava', event.owner_id, event.object_id));
    return {};
  });
}
