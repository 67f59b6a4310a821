/**
 * Activity trackers (issue 19, spec 1 §2.11, §7): the status of each vendor's connection for a
 * user, the start of an authorisation (the vendor's page to send the user to; Garmin's request
 * token), the exchange of the code the vendor sends back, the last activities, one activity
 * with its track, and deauthorisation.
 */
import { z } from 'zod';
import { ACTIVITIES } from '../enums/activities.ts';
import { defineEndpoint } from './endpoint.ts';
import { idParam, queryParam } from './query-params.ts';

/** The vendors of spec 1 §2.11, in the order of their cards. */
export const TRACKER_VENDORS = ['strava', 'coros', 'decathlon', 'garmin', 'polar', 'suunto'] as const;
export type TrackerVendor = (typeof TRACKER_VENDORS)[number];

/**
 * A connection's status: `not-configured` (Connect offered), `configured` or `token-lost` (the
 * vendor refused the stored tokens: Refresh and Revoke offered), `disabled` (the server has no
 * client credentials for the vendor: hidden).
 */
export const TRACKER_STATUSES = ['not-configured', 'configured', 'token-lost', 'disabled'] as const;
export type TrackerStatus = (typeof TRACKER_STATUSES)[number];

const vendorParam = z.enum(TRACKER_VENDORS);
const userParams = z.object({ id: idParam().describe('id of the signed-in user') });

export const TrackerStatusMapSchema = z.record(vendorParam, z.enum(TRACKER_STATUSES));

/** One activity as a list shows it (spec 1 §2.11). */
export const TrackerActivitySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** ISO 8601 instant of its start. */
  date: z.string(),
  /**
   * The activity's type named in the call's `lang` (English without it: "Randonnée", "Ski
   * touring"…) when the vendor's type is known (`tracker-types.ts`), else the vendor's own word.
   */
  type: z.string(),
  /** The guidebook's activity that type stands for, if any (named in the user's language by the app). */
  activity: z.enum(ACTIVITIES).nullable(),
  vendor: vendorParam,
  /** Seconds. */
  duration: z.number().nullable(),
  /** Metres. */
  length: z.number().nullable(),
  /** Metres climbed. */
  heightDiffUp: z.number().nullable(),
});
export type TrackerActivity = z.infer<typeof TrackerActivitySchema>;

export const getTrackerStatus = defineEndpoint({
  method: 'GET',
  path: '/trackers/users/:id/status',
  summary: "Status of each tracker vendor's connection of the signed-in user",
  params: userParams,
  response: TrackerStatusMapSchema,
});

export const requestTrackerToken = defineEndpoint({
  method: 'GET',
  path: '/trackers/:vendor/request-token/:id',
  summary: "Starts connecting a tracker: the vendor's authorisation page (Garmin: after its request token)",
  params: z.object({ vendor: vendorParam, id: idParam().describe('id of the signed-in user') }),
  response: z.object({ redirect_url: z.string() }),
});

export const exchangeTrackerToken = defineEndpoint({
  method: 'GET',
  path: '/trackers/:vendor/exchange-token',
  summary: 'Ends connecting a tracker: exchanges the code the vendor sent back for tokens',
  params: z.object({ vendor: vendorParam }),
  query: z.object({
    code: queryParam('OAuth 2 authorisation code'),
    state: queryParam('OAuth 2 state given by request-token'),
    scope: queryParam('scopes the user granted (Strava)'),
    oauth_token: queryParam('OAuth 1.0a request token (Garmin)'),
    oauth_verifier: queryParam('OAuth 1.0a verifier (Garmin)'),
  }),
  response: z.object({ status: z.enum(TRACKER_STATUSES) }),
});

export const getTrackerActivities = defineEndpoint({
  method: 'GET',
  path: '/trackers/users/:id/activities',
  summary: "The signed-in user's last tracker activities, newest first",
  params: userParams,
  query: z.object({
    lang: queryParam("interface language of the types' names (English without it)"),
    limit: z.coerce.number().int().min(1).max(100).optional().describe('how many (default 30)'),
  }),
  response: z.array(TrackerActivitySchema),
});

export const getTrackerActivity = defineEndpoint({
  method: 'GET',
  path: '/trackers/activities/:id',
  summary: 'One activity of the signed-in user with its track (EPSG:3857), to make an outing of it',
  params: z.object({ id: idParam().describe('activity id') }),
  response: TrackerActivitySchema.extend({
    /** GeoJSON text of the track: a LineString or MultiLineString, [x, y, z, t] positions. */
    geom_detail: z.string().nullable(),
    /** GeoJSON text of its first point. */
    geom: z.string().nullable(),
  }),
});

export const deauthorizeTracker = defineEndpoint({
  method: 'POST',
  path: '/trackers/:vendor/deauthorize/:id',
  summary: "Revokes the vendor's tokens and forgets the connection and its activities",
  params: z.object({ vendor: vendorParam, id: idParam().describe('id of the signed-in user') }),
  response: z.object({}),
});
