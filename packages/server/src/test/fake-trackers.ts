/**
 * A local fake of the six tracker vendors (issue 19; DESIGN.md: outside services are tested
 * against a fake speaking their protocol), each under `/{vendor}` so that
 * `TRACKER_<VENDOR>_URL=<fake>/<vendor>` points the server at it: an OAuth 2 provider
 * (authorisation page that approves at once, token endpoint with the authorization code and
 * refresh grants, client secret in the body or HTTP Basic as the vendor takes it) for strava,
 * coros, decathlon, polar and suunto; an OAuth 1.0a provider checking every HMAC-SHA1 signature
 * (oauth-1.0a) for garmin; each vendor's activity list in its own format, Strava's JSON streams
 * and the others' FIT files (written by Garmin's FIT SDK). The server tests and the e2e run
 * (`e2e/global-setup.ts`) start it.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHmac, randomBytes } from 'node:crypto';
import { Encoder, Profile } from '@garmin/fitsdk';
import type { TrackerVendor } from '@cairn/domain';
import { oauth1Signer } from '../trackers/oauth.ts';

export interface FakePoint {
  lon: number;
  lat: number;
  ele: number;
  /** Seconds after the start. */
  t: number;
}

export interface FakeActivity {
  id: string;
  name: string;
  /** The vendor's type ("BackcountrySki", "HIKING"…). */
  type: string;
  start: Date;
  duration: number;
  distance: number;
  ascent: number;
  points: FakePoint[];
}

export interface FakeTrackers {
  url: string;
  /** Activities each vendor's user has, newest last. */
  activities: Record<TrackerVendor, FakeActivity[]>;
  /** The vendor's id of the (single) user who connects. */
  userId: string;
  clientId: string;
  clientSecret: string;
  /** Access tokens given and not revoked, by vendor. */
  tokens: Map<string, TrackerVendor>;
  /** Tokens revoked, by vendor. */
  revoked: TrackerVendor[];
  /** Next authorisations are denied by the user (`error=access_denied`). */
  deny: boolean;
  /** When set, Suunto's API calls without it in `Ocp-Apim-Subscription-Key` are refused (401). */
  suuntoSubscriptionKey: string;
  /** Every call but the OAuth ones answers 503 (a vendor outage). */
  down: boolean;
  /** Access tokens expire this many seconds after they are given. */
  expiresIn: number;
  /** Requests served, as `METHOD /path`. */
  hits: string[];
  /**
   * Sends the vendor's notification of `activity` (one of `activities`) to `url` the way the
   * vendor does (issue 19): Garmin's push (the summary) or ping (a callback to fetch) with the
   * user's access token and `garmin-client-id`; Polar's `EXERCISE` event (or `PING`) signed in
   * `Polar-Webhook-Signature`; Suunto's `WORKOUT_CREATED` signed in `X-HMAC-SHA256-Signature`;
   * Coros's workout push with its `client` and `secret` headers. `secret` signs (Polar, Suunto);
   * `userId` and `token` stand in for the user's.
   */
  notify(
    vendor: Exclude<TrackerVendor, 'strava' | 'decathlon'>,
    url: string,
    activity: FakeActivity | null,
    options?: {
      secret?: string;
      userId?: string;
      token?: string;
      ping?: boolean;
      clientSecret?: string;
    },
  ): Promise<Response>;
  close(): Promise<void>;
}

const OAUTH2: Record<
  Exclude<TrackerVendor, 'garmin'>,
  { authorize: string; token: string; basic: boolean }
> = {
  strava: { authorize: '/oauth/authorize', token: '/oauth/token', basic: false },
  coros: { authorize: '/oauth2/authorize', token: '/oauth2/accesstoken', basic: false },
  decathlon: { authorize: '/connect/oauth/authorize', token: '/connect/oauth/token', basic: false },
  polar: { authorize: '/oauth2/authorization', token: '/v2/oauth2/token', basic: true },
  suunto: { authorize: '/oauth/authorize', token: '/oauth/token', basic: true },
};

/** A FIT activity file of the points, written by the FIT SDK (file id, then one record a point). */
export function fitOf(activity: FakeActivity): Uint8Array {
  const encoder = new Encoder();
  encoder.writeMesg({
    mesgNum: Profile.MesgNum.FILE_ID!,
    type: 'activity',
    manufacturer: 'garmin',
    product: 1,
    serialNumber: 1,
    timeCreated: activity.start,
  } as never);
  const semicircles = 2 ** 31 / 180;
  for (const p of activity.points)
    encoder.writeMesg({
      mesgNum: Profile.MesgNum.RECORD!,
      timestamp: new Date(activity.start.getTime() + p.t * 1000),
      positionLat: Math.round(p.lat * semicircles),
      positionLong: Math.round(p.lon * semicircles),
      altitude: p.ele,
    } as never);
  return encoder.close();
}

/** A climb of about 300 m over 1.5 km above Chamonix, one point a minute. */
export function sampleActivity(id: string, name: string, type: string, start: Date): FakeActivity {
  const points = Array.from({ length: 31 }, (_, i) => ({
    lon: 6.87 + i * 0.0005,
    lat: 45.92 + i * 0.0003,
    ele: 1100 + i * 10,
    t: i * 60,
  }));
  return { id, name, type, start, duration: 1800, distance: 1500, ascent: 300, points };
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeTrackers(port = 0): Promise<FakeTrackers> {
  const fake: FakeTrackers = {
    url: '',
    activities: { strava: [], coros: [], decathlon: [], garmin: [], polar: [], suunto: [] },
    userId: '4242',
    clientId: 'cairn-client',
    clientSecret: 'cairn-secret',
    tokens: new Map(),
    revoked: [],
    deny: false,
    suuntoSubscriptionKey: '',
    down: false,
    expiresIn: 6 * 3600,
    hits: [],
    notify: async () => new Response(),
    close: async () => undefined,
  };
  const codes = new Map<string, TrackerVendor>();
  const refreshTokens = new Map<string, TrackerVendor>();
  const requestTokens = new Map<string, { secret: string; verifier?: string }>();
  const accessSecrets = new Map<string, string>();
  const signer = () => oauth1Signer({ clientId: fake.clientId, clientSecret: fake.clientSecret });
  const selfUrl = (request: IncomingMessage) => `${fake.url}${request.url}`;

  const json = (res: ServerResponse, status: number, value: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(value));
  };
  const redirect = (res: ServerResponse, to: string) => {
    res.writeHead(302, { location: to });
    res.end();
  };

  /** Checks a Garmin request's OAuth 1.0a signature; returns its parameters or undefined. */
  function oauth1Check(request: IncomingMessage) {
    const header = request.headers.authorization ?? '';
    if (!header.startsWith('OAuth ')) return undefined;
    const params = Object.fromEntries(
      header
        .slice(6)
        .split(/,\s*/)
        .map((pair) => {
          const [k, v] = pair.split('=');
          return [decodeURIComponent(k!), decodeURIComponent((v ?? '').replace(/^"|"$/g, ''))];
        }),
    );
    if (params.oauth_consumer_key !== fake.clientId) return undefined;
    const token = params.oauth_token as string | undefined;
    const tokenSecret = token ? (accessSecrets.get(token) ?? requestTokens.get(token)?.secret) : undefined;
    if (token && tokenSecret === undefined) return undefined;
    const { oauth_signature: signature, ...data } = params;
    const expected = signer().getSignature(
      // The library reads the query parameters from the address itself.
      { url: selfUrl(request), method: request.method!, data: {} },
      tokenSecret,
      data as never,
    );
    return expected === signature ? params : undefined;
  }

  function bearer(request: IncomingMessage, vendor: TrackerVendor, url: URL): boolean {
    const token =
      request.headers.authorization?.replace(/^Bearer /, '') ?? url.searchParams.get('token') ?? '';
    return fake.tokens.get(token) === vendor;
  }

  const activityList = (vendor: TrackerVendor): FakeActivity[] => fake.activities[vendor];
  const find = (vendor: TrackerVendor, id: string) => activityList(vendor).find((a) => a.id === id);

  function stravaJson(a: FakeActivity) {
    return {
      id: Number(a.id),
      name: a.name,
      sport_type: a.type,
      type: a.type,
      start_date: a.start.toISOString(),
      elapsed_time: a.duration,
      distance: a.distance,
      total_elevation_gain: a.ascent,
    };
  }

  // Suunto's activity id 11 is hiking.
  const suuntoJson = (a: FakeActivity) => ({
    workoutKey: a.id,
    workoutName: a.name,
    activityId: 11,
    startTime: a.start.getTime(),
    totalTime: a.duration,
    totalDistance: a.distance,
    totalAscent: a.ascent,
  });
  const polarJson = (a: FakeActivity) => ({
    id: a.id,
    start_time: a.start.toISOString().slice(0, 19),
    duration: `PT${a.duration}S`,
    distance: a.distance,
    ascent: a.ascent,
    sport: a.type,
    detailed_sport_info: a.type,
  });
  const corosJson = (a: FakeActivity) => ({
    labelId: a.id,
    // Hike (Coros's sport types: mode 16).
    mode: 16,
    subMode: 1,
    startTime: Math.floor(a.start.getTime() / 1000),
    endTime: Math.floor(a.start.getTime() / 1000) + a.duration,
    totalTime: a.duration,
    distance: a.distance,
    // On another origin than the API (as on Coros's file storage): the same fake by its name.
    fitUrl: `${fake.url.replace('127.0.0.1', 'localhost')}/coros/fit/${a.id}.fit`,
  });
  const garminJson = (a: FakeActivity) => ({
    summaryId: a.id,
    activityId: Number(a.id),
    activityName: a.name,
    activityType: a.type,
    startTimeInSeconds: Math.floor(a.start.getTime() / 1000),
    durationInSeconds: a.duration,
    distanceInMeters: a.distance,
    totalElevationGainInMeters: a.ascent,
  });

  async function api(
    vendor: TrackerVendor,
    path: string,
    url: URL,
    request: IncomingMessage,
    res: ServerResponse,
  ) {
    const binary = (data: Uint8Array) => {
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      res.end(Buffer.from(data));
    };
    const m = (re: RegExp) => re.exec(path);
    switch (vendor) {
      case 'strava': {
        if (path === '/api/v3/athlete/activities') {
          const after = Number(url.searchParams.get('after') ?? 0) * 1000;
          return json(
            res,
            200,
            activityList(vendor)
              .filter((a) => a.start.getTime() > after)
              .map(stravaJson),
          );
        }
        let hit = m(/^\/api\/v3\/activities\/(\w+)\/streams$/);
        if (hit) {
          const a = find(vendor, hit[1]!);
          if (!a) return json(res, 404, { message: 'Record Not Found' });
          return json(res, 200, {
            latlng: { data: a.points.map((p) => [p.lat, p.lon]) },
            altitude: { data: a.points.map((p) => p.ele) },
            time: { data: a.points.map((p) => p.t) },
          });
        }
        hit = m(/^\/api\/v3\/activities\/(\w+)$/);
        if (hit) {
          const a = find(vendor, hit[1]!);
          return a ? json(res, 200, stravaJson(a)) : json(res, 404, { message: 'Record Not Found' });
        }
        break;
      }
      case 'suunto': {
        if (path === '/v2/workouts') {
          const since = Number(url.searchParams.get('since') ?? 0);
          return json(res, 200, {
            error: null,
            payload: activityList(vendor)
              .filter((a) => a.start.getTime() >= since)
              .map(suuntoJson),
          });
        }
        const one = m(/^\/v2\/workouts\/(\w+)$/);
        if (one) {
          const a = find(vendor, one[1]!);
          return a
            ? json(res, 200, { error: null, payload: suuntoJson(a) })
            : json(res, 404, { error: 'not found' });
        }
        const hit = m(/^\/v2\/workout\/exportFit\/(\w+)$/);
        if (hit && find(vendor, hit[1]!)) return binary(fitOf(find(vendor, hit[1]!)!));
        break;
      }
      case 'polar': {
        if (path === '/v3/exercises') return json(res, 200, activityList(vendor).map(polarJson));
        const one = m(/^\/v3\/exercises\/(\w+)$/);
        if (one) {
          const a = find(vendor, one[1]!);
          return a ? json(res, 200, polarJson(a)) : json(res, 404, { message: 'Not Found' });
        }
        const hit = m(/^\/v3\/exercises\/(\w+)\/fit$/);
        if (hit && find(vendor, hit[1]!)) return binary(fitOf(find(vendor, hit[1]!)!));
        break;
      }
      case 'coros': {
        if (path === '/v2/coros/sport/list')
          return json(res, 200, {
            result: '0000',
            message: 'OK',
            data: activityList(vendor).map(corosJson),
          });
        break;
      }
      case 'decathlon': {
        if (path === '/sports-tracking-data/v2/activities')
          return json(res, 200, {
            'hydra:member': activityList(vendor).map((a) => ({
              id: a.id,
              name: a.name,
              sport: a.type,
              startdate: a.start.toISOString(),
              duration: a.duration,
              locations: Object.fromEntries(
                a.points.map((p) => [String(p.t), { latitude: p.lat, longitude: p.lon, elevation: p.ele }]),
              ),
            })),
          });
        break;
      }
      case 'garmin':
        break;
    }
    return json(res, 404, { message: `no ${vendor} route ${path}` });
  }

  async function handle(request: IncomingMessage, res: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake');
    fake.hits.push(`${request.method} ${url.pathname}`);
    const [, vendorText, ...rest] = url.pathname.split('/');
    const vendor = vendorText as TrackerVendor;
    const path = `/${rest.join('/')}`;
    if (!(vendor in fake.activities)) return json(res, 404, { message: 'no such vendor' });

    // Coros's FIT addresses are plain downloads, signed by their address: a token sent there
    // would be a user's token handed to a file host.
    const fitHit = vendor === 'coros' ? /^\/fit\/(\w+)\.fit$/.exec(path) : null;
    if (fitHit) {
      if (request.headers.authorization) return json(res, 400, { message: 'no token on file downloads' });
      const a = find('coros', fitHit[1]!);
      if (!a) return json(res, 404, {});
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      return res.end(Buffer.from(fitOf(a)));
    }

    if (vendor === 'garmin') return garmin(path, url, request, res);
    const oauth = OAUTH2[vendor];

    if (path === oauth.authorize && request.method === 'GET') {
      const back = new URL(url.searchParams.get('redirect_uri') ?? '');
      const state = url.searchParams.get('state');
      if (url.searchParams.get('client_id') !== fake.clientId)
        return json(res, 400, { message: 'bad client' });
      if (fake.deny) back.searchParams.set('error', 'access_denied');
      else {
        const code = randomBytes(8).toString('hex');
        codes.set(code, vendor);
        back.searchParams.set('code', code);
        if (vendor === 'strava') back.searchParams.set('scope', 'read,activity:read_all');
      }
      if (state) back.searchParams.set('state', state);
      return redirect(res, back.toString());
    }

    if (path === oauth.token && request.method === 'POST') {
      const form = new URLSearchParams(await bodyOf(request));
      let id = form.get('client_id');
      let secret = form.get('client_secret');
      if (oauth.basic) {
        const basic = Buffer.from(
          (request.headers.authorization ?? '').replace(/^Basic /, ''),
          'base64',
        ).toString();
        [id, secret] = basic.split(':').map(decodeURIComponent) as [string, string];
      }
      if (id !== fake.clientId || secret !== fake.clientSecret)
        return json(res, 401, { error: 'invalid_client' });
      const grant = form.get('grant_type');
      const known =
        grant === 'authorization_code'
          ? codes.get(form.get('code') ?? '')
          : grant === 'refresh_token'
            ? refreshTokens.get(form.get('refresh_token') ?? '')
            : undefined;
      if (known !== vendor) return json(res, 400, { error: 'invalid_grant' });
      if (grant === 'authorization_code') codes.delete(form.get('code')!);
      else refreshTokens.delete(form.get('refresh_token')!);
      const access = `${vendor}-access-${randomBytes(6).toString('hex')}`;
      const refresh = `${vendor}-refresh-${randomBytes(6).toString('hex')}`;
      fake.tokens.set(access, vendor);
      refreshTokens.set(refresh, vendor);
      const answer: Record<string, unknown> = {
        token_type: 'Bearer',
        access_token: access,
        refresh_token: refresh,
        expires_in: fake.expiresIn,
      };
      if (vendor === 'strava') {
        answer.expires_at = Math.floor(Date.now() / 1000) + fake.expiresIn;
        answer.athlete = { id: Number(fake.userId), username: 'fake' };
      }
      if (vendor === 'polar') answer.x_user_id = Number(fake.userId);
      if (vendor === 'coros') answer.openId = fake.userId;
      if (vendor === 'suunto') answer.user = fake.userId;
      return json(res, 200, answer);
    }

    if (fake.down) return json(res, 503, { message: 'Service Unavailable' });
    // Revocation calls, each in its vendor's form.
    const revoke = () => {
      const token =
        request.headers.authorization?.replace(/^Bearer /, '') ?? url.searchParams.get('token') ?? '';
      if (fake.tokens.get(token) !== vendor) return json(res, 401, { message: 'Authorization Error' });
      fake.tokens.delete(token);
      fake.revoked.push(vendor);
      return json(res, 200, {});
    };
    if (vendor === 'strava' && path === '/oauth/deauthorize' && request.method === 'POST') return revoke();
    if (vendor === 'suunto' && path === '/oauth/deauthorize') return revoke();
    if (vendor === 'coros' && path === '/oauth2/deauthorize') return revoke();
    if (vendor === 'polar' && path === `/v3/users/${fake.userId}` && request.method === 'DELETE')
      return revoke();

    if (!bearer(request, vendor, url)) return json(res, 401, { message: 'Authorization Error' });
    if (
      vendor === 'suunto' &&
      fake.suuntoSubscriptionKey &&
      request.headers['ocp-apim-subscription-key'] !== fake.suuntoSubscriptionKey
    )
      return json(res, 401, { statusCode: 401, message: 'Access denied due to missing subscription key.' });
    return api(vendor, path, url, request, res);
  }

  async function garmin(path: string, url: URL, request: IncomingMessage, res: ServerResponse) {
    const form = (value: Record<string, string>) => {
      res.writeHead(200, { 'content-type': 'application/x-www-form-urlencoded' });
      res.end(new URLSearchParams(value).toString());
    };
    if (path === '/oauth-service/oauth/request_token' && request.method === 'POST') {
      const params = oauth1Check(request);
      if (!params?.oauth_callback) return json(res, 401, { message: 'bad signature' });
      const key = randomBytes(8).toString('hex');
      const secret = randomBytes(8).toString('hex');
      requestTokens.set(key, { secret });
      return form({ oauth_token: key, oauth_token_secret: secret });
    }
    if (path === '/oauthConfirm' && request.method === 'GET') {
      const key = url.searchParams.get('oauth_token') ?? '';
      const request1 = requestTokens.get(key);
      const back = new URL(url.searchParams.get('oauth_callback') ?? '');
      if (!request1) return json(res, 400, { message: 'unknown request token' });
      back.searchParams.set('oauth_token', key);
      if (!fake.deny) {
        request1.verifier = randomBytes(6).toString('hex');
        back.searchParams.set('oauth_verifier', request1.verifier);
      }
      return redirect(res, back.toString());
    }
    if (path === '/oauth-service/oauth/access_token' && request.method === 'POST') {
      const params = oauth1Check(request);
      const pending = params && requestTokens.get(params.oauth_token ?? '');
      if (!pending || !pending.verifier || params.oauth_verifier !== pending.verifier)
        return json(res, 401, { message: 'bad signature or verifier' });
      requestTokens.delete(params.oauth_token!);
      const key = `garmin-access-${randomBytes(6).toString('hex')}`;
      const secret = randomBytes(8).toString('hex');
      accessSecrets.set(key, secret);
      fake.tokens.set(key, 'garmin');
      return form({ oauth_token: key, oauth_token_secret: secret });
    }
    const params = oauth1Check(request);
    if (!params || !fake.tokens.has(params.oauth_token ?? ''))
      return json(res, 401, { message: 'bad signature or token' });
    if (path === '/wellness-api/rest/user/id') return json(res, 200, { userId: fake.userId });
    if (path === '/wellness-api/rest/user/registration' && request.method === 'DELETE') {
      fake.tokens.delete(params.oauth_token!);
      accessSecrets.delete(params.oauth_token!);
      fake.revoked.push('garmin');
      res.writeHead(204);
      return res.end();
    }
    if (path === '/wellness-api/rest/activities')
      return json(res, 200, fake.activities.garmin.map(garminJson));
    if (path === '/wellness-api/rest/activityFile') {
      const a = find('garmin', url.searchParams.get('id') ?? '');
      if (!a) return json(res, 404, {});
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      return res.end(Buffer.from(fitOf(a)));
    }
    return json(res, 404, { message: `no garmin route ${path}` });
  }

  const hmac = (body: string, secret: string) => createHmac('sha256', secret).update(body).digest('hex');
  fake.notify = async (vendor, url, activity, options = {}) => {
    const userId = options.userId ?? fake.userId;
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    let body: unknown;
    switch (vendor) {
      case 'garmin': {
        const token =
          options.token ?? [...fake.tokens].findLast(([, v]) => v === 'garmin')?.[0] ?? 'no-token';
        headers['garmin-client-id'] = fake.clientId;
        headers['content-type'] = 'application/json; charset=utf-8';
        const now = Math.floor(Date.now() / 1000);
        const entry = options.ping
          ? {
              userId,
              userAccessToken: token,
              uploadStartTimeInSeconds: now - 60,
              uploadEndTimeInSeconds: now,
              callbackURL: `${fake.url}/garmin/wellness-api/rest/activities?uploadStartTimeInSeconds=${now - 60}&uploadEndTimeInSeconds=${now}&token=${randomBytes(4).toString('hex')}`,
            }
          : { userId, userAccessToken: token, ...garminJson(activity!) };
        body = { activities: [entry] };
        break;
      }
      case 'polar':
        body = activity
          ? {
              event: 'EXERCISE',
              user_id: Number(userId),
              entity_id: activity.id,
              timestamp: new Date().toISOString(),
              url: `${fake.url}/polar/v3/exercises/${activity.id}`,
            }
          : { event: 'PING', timestamp: new Date().toISOString() };
        headers['polar-webhook-event'] = activity ? 'EXERCISE' : 'PING';
        break;
      case 'suunto':
        body = { type: 'WORKOUT_CREATED', username: userId, workoutid: activity!.id };
        break;
      case 'coros':
        headers.client = fake.clientId;
        headers.secret = options.clientSecret ?? fake.clientSecret;
        body = { sportDataList: [{ openId: userId, ...corosJson(activity!) }] };
        break;
    }
    const text = JSON.stringify(body);
    if (options.secret && vendor === 'polar') headers['polar-webhook-signature'] = hmac(text, options.secret);
    if (options.secret && vendor === 'suunto')
      headers['x-hmac-sha256-signature'] = hmac(text, options.secret);
    return fetch(url, { method: 'POST', headers, body: text });
  };

  const server = createServer((request, res) => {
    handle(request, res).catch((error: unknown) => json(res, 500, { message: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fake;
}
