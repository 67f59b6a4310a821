/**
 * The notifications of the vendors that have them besides Strava (issue 19), at
 * `/api/trackers/{vendor}/webhook` for the vendors of `TRACKER_WEBHOOKS` (another vendor's is a
 * 404), each checked the way its vendor's protocol says:
 *
 * - Garmin Health API, push or ping (`activities`: the summaries themselves, or a
 *   `callbackURL` to fetch, signed with the user's token, which must be on Garmin's API): each
 *   entry names `userId` and `userAccessToken`, and only entries whose token is the connection's
 *   are read; a notification with none such but a wrong token is refused, so is one with a
 *   `garmin-client-id` header other than the consumer key. `deregistrations` forget users. The
 *   track is the activity's FIT file, read as when polling.
 * - Polar AccessLink: `Polar-Webhook-Signature`, the hex HMAC-SHA256 of the body with the webhook's
 *   secret key; `PING` (sent when the webhook is made, before its key is known) is answered,
 *   `EXERCISE` (`user_id`, `entity_id`, `url`) reads that exercise by its id from the configured
 *   AccessLink address (the event's `url` itself is not fetched).
 * - Suunto: `X-HMAC-SHA256-Signature`, the hex HMAC-SHA256 of the body with the notification
 *   key; `WORKOUT_CREATED` (`username`, `workoutid`) reads that workout.
 * - Coros: its workout push with the `client` and `secret` headers (the application's client id
 *   and secret) and `sportDataList`, whose items carry the activity and its FIT address; it
 *   expects `{"message": "ok", "result": "0000"}`.
 *
 * A refused notification is a 401 or 403 in the API's error shape and stores nothing; a user
 * nobody here is connected as is answered 200 (vendors retry otherwise) and ignored. The work
 * runs after the answer (`TrackerService.later`): vendors want one within seconds.
 */
import { createHmac } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { TrackerVendor } from '@cairn/domain';
import { badRequest, forbidden, notFound, unauthorized } from '../errors.ts';
import { CorosSport, corosActivities, garminActivities } from './adapters.ts';
import { sameText } from './service.ts';
import { endpointsOf } from './vendors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body as sent, for the signatures of the notifications (this plugin only). */
    rawBody?: string;
  }
}

const hmacHex = (body: string, secret: string) => createHmac('sha256', secret).update(body).digest('hex');

/** Whether `signature` is the hex HMAC-SHA256 of the raw body with `secret`. */
function signedWith(request: FastifyRequest, header: string, secret: string): boolean {
  const given = request.headers[header];
  return (
    typeof given === 'string' &&
    !!secret &&
    sameText(given.trim().toLowerCase(), hmacHex(request.rawBody ?? '', secret))
  );
}

const idText = z.union([z.string(), z.number()]).transform(String);

const GarminEntry = z
  .object({ userId: idText, userAccessToken: z.string(), callbackURL: z.string().optional() })
  .passthrough();
const GarminNotification = z
  .object({
    activities: z.array(GarminEntry).optional(),
    deregistrations: z.array(z.object({ userId: idText, userAccessToken: z.string() })).optional(),
  })
  .passthrough();

const PolarEvent = z.object({
  event: z.string(),
  user_id: idText.optional(),
  entity_id: z.string().optional(),
  url: z.string().optional(),
});

const SuuntoNotification = z.object({
  type: z.string(),
  username: z.string(),
  workoutid: z.string().optional(),
});

const CorosPush = z.object({
  sportDataList: z.array(CorosSport.extend({ openId: z.string() }).passthrough()).default([]),
});

const COROS_OK = { message: 'ok', result: '0000' };

export async function trackerWebhookRoutes(app: FastifyInstance): Promise<void> {
  const trackers = () => app.deps.trackers;
  const config = app.deps.config.trackers;

  // The signatures are over the bytes sent: the body is kept as text beside its JSON.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    request.rawBody = text;
    try {
      done(null, text ? JSON.parse(text) : {});
    } catch {
      done(badRequest('the body is not JSON'), undefined);
    }
  });

  const subscribed = (vendor: TrackerVendor) => {
    if (!trackers().webhookEnabled(vendor)) throw notFound(`${vendor} notifications are not configured`);
  };
  const parse = <T>(schema: z.ZodType<T>, body: unknown, what: string): T => {
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw badRequest(`not a ${what}`);
    return parsed.data;
  };

  app.post('/trackers/garmin/webhook', { schema: { hide: true } }, async (request) => {
    subscribed('garmin');
    const clientId = request.headers['garmin-client-id'];
    if (clientId !== undefined && !sameText(String(clientId), config.vendors.garmin.clientId))
      throw unauthorized('not this application’s Garmin notification');
    const notification = parse(GarminNotification, request.body, 'Garmin notification');
    const api = endpointsOf('garmin', config.vendors).api;
    const entries = notification.activities ?? [];
    // A callback off Garmin's API is forged; a token that is not the user's is refused when no
    // entry holds a good one (an old token of a user who connected again is only skipped).
    if (entries.some((e) => e.callbackURL !== undefined && !e.callbackURL.startsWith(`${api}/`)))
      throw forbidden('the callback is not on Garmin’s API');
    const checks = await Promise.all(
      entries.map((e) => trackers().tokenOfVendorUser('garmin', e.userId, e.userAccessToken)),
    );
    if (checks.includes('mismatch') && !checks.includes('match'))
      throw forbidden('the access token is not the user’s');
    for (const d of notification.deregistrations ?? [])
      if ((await trackers().tokenOfVendorUser('garmin', d.userId, d.userAccessToken)) === 'match')
        await trackers().forgetVendorUser('garmin', d.userId);
    for (const [i, entry] of entries.entries()) {
      if (checks[i] !== 'match') continue;
      const { userId, userAccessToken, callbackURL } = entry;
      trackers().later(() =>
        trackers().importForVendorUser(
          'garmin',
          userId,
          // Ping: the summaries are at the callback; push: the entry is the summary.
          async (client, ctx) =>
            garminActivities(client, ctx, callbackURL ? await client.json(callbackURL) : [entry]),
          { accessToken: userAccessToken },
        ),
      );
    }
    return {};
  });

  app.post('/trackers/polar/webhook', { schema: { hide: true } }, async (request) => {
    subscribed('polar');
    const event = parse(PolarEvent, request.body, 'Polar event');
    // Polar pings the address when the webhook is made, before its secret key is known.
    if (event.event === 'PING') return {};
    if (!signedWith(request, 'polar-webhook-signature', config.webhookSecrets.polar))
      throw unauthorized('invalid Polar-Webhook-Signature');
    if (event.event === 'EXERCISE' && event.user_id && event.entity_id) {
      const { user_id: userId, entity_id: exerciseId } = event;
      trackers().later(() => trackers().importByVendorUser('polar', userId, exerciseId));
    }
    return {};
  });

  app.post('/trackers/suunto/webhook', { schema: { hide: true } }, async (request) => {
    subscribed('suunto');
    if (!signedWith(request, 'x-hmac-sha256-signature', config.webhookSecrets.suunto))
      throw unauthorized('invalid X-HMAC-SHA256-Signature');
    const notification = parse(SuuntoNotification, request.body, 'Suunto notification');
    const { username, workoutid } = notification;
    if (notification.type === 'WORKOUT_CREATED' && workoutid)
      trackers().later(() => trackers().importByVendorUser('suunto', username, workoutid));
    return {};
  });

  // Coros checks the address answers before it pushes.
  app.get('/trackers/coros/webhook', { schema: { hide: true } }, async () => {
    subscribed('coros');
    return COROS_OK;
  });

  app.post('/trackers/coros/webhook', { schema: { hide: true } }, async (request) => {
    subscribed('coros');
    const { clientId, clientSecret } = config.vendors.coros;
    const client = request.headers.client;
    const secret = request.headers.secret;
    if (
      typeof client !== 'string' ||
      typeof secret !== 'string' ||
      !sameText(client, clientId) ||
      !sameText(secret, clientSecret)
    )
      throw unauthorized('invalid Coros client or secret');
    const push = parse(CorosPush, request.body, 'Coros workout push');
    for (const item of push.sportDataList)
      trackers().later(() =>
        trackers().importForVendorUser('coros', item.openId, async (c) => corosActivities(c, [item])),
      );
    return COROS_OK;
  });
}
