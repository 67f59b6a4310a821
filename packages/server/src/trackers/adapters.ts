/**
 * What each tracker vendor's activity API answers, read into one shape (issue 19): the list
 * since a date, one activity (Strava's webhook names one), its track as a GPS file for the
 * domain's import (Strava's JSON streams as GeoJSON, the others' FIT files), the vendor's id of
 * the user, and the revocation call. Answers are checked with zod: an unexpected one is an error
 * of that poll, never a stored half-activity.
 */
import { z } from 'zod';
import type { GpsFile, TrackerVendor } from '@cairn/domain';

/** Authorised calls to the vendor's API (bearer token or OAuth 1.0a signature). */
export interface ApiClient {
  json(url: string): Promise<unknown>;
  bytes(url: string): Promise<Uint8Array>;
  /** A call whose answer does not matter (revocation); throws on a non-2xx answer. */
  send(url: string, method: 'POST' | 'DELETE' | 'GET'): Promise<void>;
}

export interface VendorActivity {
  vendorId: string;
  name: string;
  date: Date;
  type: string;
  duration: number | null;
  length: number | null;
  heightDiffUp: number | null;
  track(): Promise<GpsFile | undefined>;
}

export interface AdapterContext {
  api: string;
  accessToken: string;
  vendorUserId: string | null;
  clientId: string;
}

export interface VendorAdapter {
  /** Activities started since `since`, as the vendor lists them. */
  list(client: ApiClient, ctx: AdapterContext, since: Date): Promise<VendorActivity[]>;
  /** One activity by the vendor's id (Strava's, Polar's and Suunto's notifications name one). */
  one?(client: ApiClient, ctx: AdapterContext, vendorId: string): Promise<VendorActivity>;
  /** The vendor's id of the user once connected, from the token answer or its API. */
  userId(
    client: ApiClient,
    ctx: AdapterContext,
    tokenAnswer: Record<string, unknown>,
  ): Promise<string | null>;
  /** Revokes the tokens at the vendor. */
  revoke(client: ApiClient, ctx: AdapterContext): Promise<void>;
}

const num = z
  .number()
  .nullish()
  .transform((v) => (typeof v === 'number' && Number.isFinite(v) ? v : null));
const id = z.union([z.string(), z.number()]).transform(String);
const fit = (data: Uint8Array): GpsFile => ({ name: 'activity.fit', data });

/** The vendor's JSON answer at `url` read with `schema`: an API that changed fails here, not later. */
async function read<S extends z.ZodType>(client: ApiClient, url: string, schema: S): Promise<z.output<S>> {
  return schema.parse(await client.json(url));
}

/** ISO 8601 duration of Polar (`PT1H2M3.5S`) in seconds. */
export function isoDurationSeconds(text: string | null | undefined): number | null {
  const m = text ? /^PT(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?$/.exec(text) : null;
  if (!m) return null;
  return Number(m[1] ?? 0) * 3600 + Number(m[2] ?? 0) * 60 + Number(m[3] ?? 0);
}

// Strava: https://developers.strava.com/docs/reference/ — activities, streams, deauthorize.
const StravaActivity = z.object({
  id,
  name: z.string(),
  sport_type: z.string().optional(),
  type: z.string().optional(),
  start_date: z.string(),
  elapsed_time: num,
  distance: num,
  total_elevation_gain: num,
});
const StravaStreams = z.object({
  latlng: z.object({ data: z.array(z.tuple([z.number(), z.number()])) }).optional(),
  altitude: z.object({ data: z.array(z.number()) }).optional(),
  time: z.object({ data: z.array(z.number()) }).optional(),
});

function stravaActivity(
  client: ApiClient,
  ctx: AdapterContext,
  a: z.infer<typeof StravaActivity>,
): VendorActivity {
  const start = new Date(a.start_date);
  return {
    vendorId: a.id,
    name: a.name,
    date: start,
    type: a.sport_type ?? a.type ?? 'Workout',
    duration: a.elapsed_time,
    length: a.distance,
    heightDiffUp: a.total_elevation_gain,
    async track() {
      const streams = await read(
        client,
        `${ctx.api}/activities/${a.id}/streams?keys=latlng,altitude,time&key_by_type=true`,
        StravaStreams,
      );
      const points = streams.latlng?.data ?? [];
      if (points.length < 2) return undefined;
      const coordinates = points.map(([lat, lon], i) => [lon, lat, streams.altitude?.data[i] ?? 0]);
      const times = streams.time?.data.map((s) => new Date(start.getTime() + s * 1000).toISOString());
      const feature = {
        type: 'Feature',
        properties: times ? { coordinateProperties: { times } } : {},
        geometry: { type: 'LineString', coordinates },
      };
      return { name: 'activity.geojson', data: JSON.stringify(feature) };
    },
  };
}

const strava: VendorAdapter = {
  async list(client, ctx, since) {
    const after = Math.floor(since.getTime() / 1000);
    const list = await read(
      client,
      `${ctx.api}/athlete/activities?after=${after}&per_page=50`,
      z.array(StravaActivity),
    );
    return list.map((a) => stravaActivity(client, ctx, a));
  },
  async one(client, ctx, vendorId) {
    return stravaActivity(
      client,
      ctx,
      await read(client, `${ctx.api}/activities/${vendorId}`, StravaActivity),
    );
  },
  async userId(_client, _ctx, answer) {
    const athlete = z.object({ athlete: z.object({ id }) }).safeParse(answer);
    return athlete.success ? athlete.data.athlete.id : null;
  },
  async revoke(client, ctx) {
    // Strava's deauthorize sits beside its token endpoint, outside /api/v3.
    await client.send(`${ctx.api.replace(/\/api\/v3$/, '')}/oauth/deauthorize`, 'POST');
  },
};

// Suunto cloud API v2: workouts since a time in ms, one workout by key, FIT export, OAuth deauthorize.
const SuuntoWorkout = z.object({
  workoutKey: z.string(),
  activityId: z.number().optional(),
  workoutName: z.string().optional(),
  startTime: z.number(),
  totalTime: num,
  totalDistance: num,
  totalAscent: num,
});
const SuuntoWorkouts = z.object({ payload: z.array(SuuntoWorkout) });

function suuntoActivity(
  client: ApiClient,
  ctx: AdapterContext,
  w: z.infer<typeof SuuntoWorkout>,
): VendorActivity {
  return {
    vendorId: w.workoutKey,
    name: w.workoutName ?? `Suunto ${new Date(w.startTime).toISOString().slice(0, 10)}`,
    date: new Date(w.startTime),
    // Suunto's activity id, named by the domain's `trackerActivityType`.
    type: String(w.activityId ?? ''),
    duration: w.totalTime,
    length: w.totalDistance,
    heightDiffUp: w.totalAscent,
    track: async () => fit(await client.bytes(`${ctx.api}/workout/exportFit/${w.workoutKey}`)),
  };
}

const suunto: VendorAdapter = {
  async list(client, ctx, since) {
    const { payload } = await read(client, `${ctx.api}/workouts?since=${since.getTime()}`, SuuntoWorkouts);
    return payload.map((w) => suuntoActivity(client, ctx, w));
  },
  async one(client, ctx, vendorId) {
    const { payload } = await read(
      client,
      `${ctx.api}/workouts/${encodeURIComponent(vendorId)}`,
      z.object({ payload: SuuntoWorkout }),
    );
    return suuntoActivity(client, ctx, payload);
  },
  async userId(_client, _ctx, answer) {
    return typeof answer.user === 'string' ? answer.user : null;
  },
  async revoke(client, ctx) {
    const base = ctx.api.replace(/\/v2$/, '');
    await client.send(`${base}/oauth/deauthorize?client_id=${encodeURIComponent(ctx.clientId)}`, 'GET');
  },
};

// Polar AccessLink v3: exercises with ISO durations, one exercise by id (its webhook names it),
// FIT per exercise, user deletion revokes.
const PolarExercise = z.object({
  id,
  start_time: z.string(),
  duration: z.string().nullish(),
  distance: num,
  ascent: num,
  sport: z.string().nullish(),
  detailed_sport_info: z.string().nullish(),
});

function polarActivity(
  client: ApiClient,
  ctx: AdapterContext,
  e: z.infer<typeof PolarExercise>,
): VendorActivity {
  return {
    vendorId: e.id,
    name: e.detailed_sport_info ?? e.sport ?? 'Polar',
    date: new Date(e.start_time),
    type: e.detailed_sport_info ?? e.sport ?? 'exercise',
    duration: isoDurationSeconds(e.duration),
    length: e.distance,
    heightDiffUp: e.ascent,
    track: async () => fit(await client.bytes(`${ctx.api}/exercises/${e.id}/fit`)),
  };
}

const polar: VendorAdapter = {
  async list(client, ctx, since) {
    const list = await read(client, `${ctx.api}/exercises`, z.array(PolarExercise));
    return list.filter((e) => new Date(e.start_time) >= since).map((e) => polarActivity(client, ctx, e));
  },
  async one(client, ctx, vendorId) {
    const e = await read(client, `${ctx.api}/exercises/${encodeURIComponent(vendorId)}`, PolarExercise);
    return polarActivity(client, ctx, e);
  },
  async userId(_client, _ctx, answer) {
    return answer.x_user_id === undefined ? null : String(answer.x_user_id);
  },
  async revoke(client, ctx) {
    if (ctx.vendorUserId) await client.send(`${ctx.api}/users/${ctx.vendorUserId}`, 'DELETE');
  },
};

// Coros open API: sport list by day range with a FIT address per activity; its workout push
// (`corosActivities`) carries the same items.
export const CorosSport = z.object({
  labelId: id,
  mode: z.number().optional(),
  subMode: z.number().optional(),
  startTime: z.number(),
  totalTime: num,
  distance: num,
  ascent: num.optional(),
  fitUrl: z.string().optional(),
});
const CorosList = z.object({ result: z.string(), data: z.array(CorosSport).optional() });
const yyyymmdd = (d: Date) => d.toISOString().slice(0, 10).replaceAll('-', '');

/** Coros's sport items (its list's or its push's) as activities. */
export function corosActivities(client: ApiClient, items: z.infer<typeof CorosSport>[]): VendorActivity[] {
  return items.map((a) => ({
    vendorId: a.labelId,
    name: `Coros ${new Date(a.startTime * 1000).toISOString().slice(0, 10)}`,
    date: new Date(a.startTime * 1000),
    // Coros's mode and sub-mode, named by the domain's `trackerActivityType`.
    type: `${a.mode ?? 0}${a.subMode === undefined ? '' : `.${a.subMode}`}`,
    duration: a.totalTime,
    length: a.distance,
    heightDiffUp: a.ascent ?? null,
    track: async () => (a.fitUrl ? fit(await client.bytes(a.fitUrl)) : undefined),
  }));
}

const coros: VendorAdapter = {
  async list(client, ctx, since) {
    const q = new URLSearchParams({
      token: ctx.accessToken,
      openId: ctx.vendorUserId ?? '',
      startDate: yyyymmdd(since),
      endDate: yyyymmdd(new Date()),
    });
    const answer = await read(client, `${ctx.api}/v2/coros/sport/list?${q}`, CorosList);
    if (answer.result !== '0000') throw new Error(`coros answered result ${answer.result}`);
    return corosActivities(client, answer.data ?? []);
  },
  async userId(_client, _ctx, answer) {
    return typeof answer.openId === 'string' ? answer.openId : null;
  },
  async revoke(client, ctx) {
    await client.send(`${ctx.api}/oauth2/deauthorize?token=${encodeURIComponent(ctx.accessToken)}`, 'POST');
  },
};

// Decathlon sports tracking data v2: JSON-LD list, locations keyed by elapsed seconds.
const DecathlonActivity = z.object({
  id,
  name: z.string().nullish(),
  sport: z.string().nullish(),
  startdate: z.string(),
  duration: num,
  locations: z
    .record(
      z.string(),
      z.object({ latitude: z.number(), longitude: z.number(), elevation: z.number().optional() }),
    )
    .optional(),
});
const DecathlonList = z.object({ 'hydra:member': z.array(DecathlonActivity) });

const decathlon: VendorAdapter = {
  async list(client, ctx, since) {
    const q = new URLSearchParams({ 'startdate[after]': since.toISOString() });
    const list = (await read(client, `${ctx.api}/activities?${q}`, DecathlonList))['hydra:member'];
    return list.map((a) => {
      const start = new Date(a.startdate);
      return {
        vendorId: a.id,
        name: a.name ?? 'Decathlon',
        date: start,
        type: a.sport ?? 'activity',
        duration: a.duration,
        // Length and climb come from the track (the store fills them with `trackFacts`).
        length: null,
        heightDiffUp: null,
        async track() {
          const entries = Object.entries(a.locations ?? {})
            .map(([s, p]) => [Number(s), p] as const)
            .sort((x, y) => x[0] - y[0]);
          if (entries.length < 2) return undefined;
          const feature = {
            type: 'Feature',
            properties: {
              coordinateProperties: {
                times: entries.map(([s]) => new Date(start.getTime() + s * 1000).toISOString()),
              },
            },
            geometry: {
              type: 'LineString',
              coordinates: entries.map(([, p]) => [p.longitude, p.latitude, p.elevation ?? 0]),
            },
          };
          return { name: 'activity.geojson', data: JSON.stringify(feature) };
        },
      };
    });
  },
  async userId() {
    return null;
  },
  async revoke() {
    // Decathlon has no revocation call: forgetting the tokens is all there is.
  },
};

// Garmin Health API (OAuth 1.0a): activity summaries by upload time (24 hours at most a call);
// its push notifications carry the same summaries (`garminActivities`).
export const GarminSummary = z.object({
  summaryId: id,
  activityId: id.optional(),
  activityName: z.string().optional(),
  activityType: z.string().optional(),
  startTimeInSeconds: z.number(),
  durationInSeconds: num,
  distanceInMeters: num,
  totalElevationGainInMeters: num,
});
const DAY_SECONDS = 86_400;

/** Garmin's activity summaries (its list's, a ping's callback's or a push's) as activities. */
export function garminActivities(
  client: ApiClient,
  ctx: AdapterContext,
  summaries: unknown,
): VendorActivity[] {
  return z
    .array(GarminSummary)
    .parse(summaries)
    .map((a) => ({
      vendorId: a.summaryId,
      name: a.activityName ?? a.activityType ?? 'Garmin',
      date: new Date(a.startTimeInSeconds * 1000),
      type: a.activityType ?? 'activity',
      duration: a.durationInSeconds,
      length: a.distanceInMeters,
      heightDiffUp: a.totalElevationGainInMeters,
      track: async () => fit(await client.bytes(`${ctx.api}/activityFile?id=${a.activityId ?? a.summaryId}`)),
    }));
}

const garmin: VendorAdapter = {
  async list(client, ctx, since) {
    const now = Math.floor(Date.now() / 1000);
    const start = Math.max(Math.floor(since.getTime() / 1000), now - DAY_SECONDS);
    return garminActivities(
      client,
      ctx,
      await client.json(
        `${ctx.api}/activities?uploadStartTimeInSeconds=${start}&uploadEndTimeInSeconds=${now}`,
      ),
    );
  },
  async userId(client, ctx) {
    const answer = await read(client, `${ctx.api}/user/id`, z.object({ userId: id }));
    return answer.userId;
  },
  async revoke(client, ctx) {
    await client.send(`${ctx.api}/user/registration`, 'DELETE');
  },
};

export const ADAPTERS: Record<TrackerVendor, VendorAdapter> = {
  strava,
  coros,
  decathlon,
  garmin,
  polar,
  suunto,
};
