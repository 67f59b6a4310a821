/**
 * The tracking module (issue 19): connections per user and vendor with their tokens encrypted,
 * the OAuth dances, activities read from the vendors (Strava's webhook, a polling job for the
 * others) and stored with their track through the domain's GPS import.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import {
  GpsImportError,
  TRACKER_VENDORS,
  importGeometry,
  trackFacts,
  type TrackerStatus,
  type TrackerVendor,
  type TrackGeometry,
} from '@cairn/domain';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { DB } from '../db/schema.ts';
import { ADAPTERS, type ApiClient, type AdapterContext, type VendorActivity } from './adapters.ts';
import {
  TokenRefusedError,
  authorizeUrl,
  exchangeCode,
  oauth1AccessToken,
  oauth1Headers,
  oauth1RequestToken,
  oauth1Signer,
  refreshTokens,
  type TokenSet,
} from './oauth.ts';
import { tokenCipher, type TokenCipher } from './token-cipher.ts';
import { endpointsOf } from './vendors.ts';

/** Two secrets compared in constant time. */
export const sameText = (a: string, b: string): boolean => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** Tokens are refreshed when they expire within this time. */
const REFRESH_MARGIN_MS = 5 * 60_000;
/** An authorisation not completed within this time is forgotten. */
const REQUEST_LIFETIME_MS = 30 * 60_000;
/** A first poll reads this far back. */
const FIRST_POLL_DAYS = 30;
/** The advisory lock of a polling round (see avalanche/store.ts for the one before it). */
const POLL_LOCK = 0x636169726e + 19;
/** Vendors whose notifications are subscribed are still polled this often, should one be lost. */
const WEBHOOK_FALLBACK_POLL_MS = 24 * 3600_000;

/** What a failed connection is called in the web app's error query (spec 1 §8). */
export type ExchangeFailure = 'access-denied' | 'setup-failed' | 'insufficient-authorizations' | 'unknown';

export class TrackerError extends Error {
  constructor(
    readonly failure: ExchangeFailure,
    message: string,
  ) {
    super(message);
  }
}

interface Log {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

type Connection = Selectable<DB['tracker_connections']>;

export interface TrackerService {
  /** Vendors with client credentials and a token key. */
  enabled(vendor: TrackerVendor): boolean;
  status(userId: number): Promise<Record<TrackerVendor, TrackerStatus>>;
  /** The vendor's authorisation page for the user (Garmin: after getting a request token). */
  start(vendor: TrackerVendor, userId: number): Promise<string>;
  /** Ends an authorisation with the query the vendor sent the user back with. */
  exchange(vendor: TrackerVendor, userId: number, query: Record<string, string | undefined>): Promise<void>;
  deauthorize(vendor: TrackerVendor, userId: number): Promise<void>;
  /** Whether the vendor is enabled and its notifications subscribed (`TRACKER_WEBHOOKS`). */
  webhookEnabled(vendor: TrackerVendor): boolean;
  /** Reads one activity a webhook named (the vendor's user id and activity id). */
  importByVendorUser(vendor: TrackerVendor, vendorUserId: string, vendorId: string): Promise<void>;
  /**
   * Stores the activities `read` gives for each connection of a vendor user (two guidebook
   * accounts may share one), with only the connections holding `accessToken` when it is given
   * (Garmin's notifications name the user's token). Nobody connected: nothing is stored.
   */
  importForVendorUser(
    vendor: TrackerVendor,
    vendorUserId: string,
    read: (client: ApiClient, ctx: AdapterContext) => Promise<VendorActivity[]>,
    options?: { accessToken?: string },
  ): Promise<void>;
  /**
   * Whether a notification's access token is that of a connection of this vendor user:
   * `unknown` when nobody is connected as them.
   */
  tokenOfVendorUser(
    vendor: TrackerVendor,
    vendorUserId: string,
    accessToken: string,
  ): Promise<'match' | 'mismatch' | 'unknown'>;
  /** Forgets an activity a webhook says was deleted. */
  forgetActivity(vendor: TrackerVendor, vendorId: string): Promise<void>;
  /** Forgets the connection of a vendor user who revoked access at the vendor. */
  forgetVendorUser(vendor: TrackerVendor, vendorUserId: string): Promise<void>;
  /**
   * Runs `work` after the answer (Strava wants its webhook answered within 2 seconds); failures
   * are logged. `stop()` waits for it.
   */
  later(work: () => Promise<void>): void;
  /** Resolves once the work given to `later` so far is done (tests). */
  settled(): Promise<void>;
  /** One polling round over the connections due (one API node at a time). */
  poll(options?: { force?: boolean }): Promise<void>;
  stop(): Promise<void>;
}

export function createTrackerService(
  database: Database,
  config: Config,
  log: Log,
  options: { schedule?: boolean } = {},
): TrackerService {
  const db: Kysely<DB> = database.db;
  const tc = config.trackers;
  const cipher: TokenCipher | undefined = tc.tokenKey && tokenCipher(tc.tokenKey);
  const redirectUri = (vendor: TrackerVendor) => `${config.publicUrl}/trackers/${vendor}/exchange-token`;
  const credentials = (vendor: TrackerVendor) => tc.vendors[vendor];
  const enabled = (vendor: TrackerVendor) =>
    !!cipher && !!credentials(vendor).clientId && !!credentials(vendor).clientSecret;
  const seal = (text: string) => cipher!.seal(text);
  const open = (text: string) => cipher!.open(text);

  /** An API client of one connection: bearer token, or Garmin's signature. */
  /** Forgets a user's connection to a vendor and the activities read through it, together. */
  async function disconnect(userId: number, vendor: TrackerVendor): Promise<void> {
    await db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('tracker_activities')
        .where('user_id', '=', userId)
        .where('vendor', '=', vendor)
        .execute();
      await trx
        .deleteFrom('tracker_connections')
        .where('user_id', '=', userId)
        .where('vendor', '=', vendor)
        .execute();
    });
  }

  function clientOf(vendor: TrackerVendor, accessToken: string, tokenSecret: string | null): ApiClient {
    const e = endpointsOf(vendor, tc.vendors);
    const headers = (url: string, method: string): Record<string, string> =>
      e.kind === 'oauth1'
        ? oauth1Headers(
            oauth1Signer(credentials(vendor)),
            { url, method },
            { key: accessToken, secret: tokenSecret ?? '' },
          )
        : {
            authorization: `Bearer ${accessToken}`,
            // Suunto's API also wants the application's subscription key on every call.
            ...(vendor === 'suunto' && tc.suuntoSubscriptionKey
              ? { 'ocp-apim-subscription-key': tc.suuntoSubscriptionKey }
              : {}),
          };
    const apiOrigin = new URL(e.api).origin;
    const call = async (url: string, method = 'GET') => {
      const response = await fetch(url, {
        method,
        // The user's token goes to the vendor's API only: a file link elsewhere (Coros's
        // `fitUrl` on its storage) is fetched as it is, already signed by the vendor.
        headers: new URL(url).origin === apiOrigin ? headers(url, method) : {},
        signal: AbortSignal.timeout(30_000),
      });
      if (response.status === 401) throw new TokenRefusedError(`${vendor} refused the token`);
      if (!response.ok)
        throw new Error(`${vendor}: ${method} ${new URL(url).pathname} answered ${response.status}`);
      return response;
    };
    return {
      json: async (url) => (await call(url)).json(),
      bytes: async (url) => new Uint8Array(await (await call(url)).arrayBuffer()),
      send: async (url, method) => void (await call(url, method)),
    };
  }

  const contextOf = (
    vendor: TrackerVendor,
    accessToken: string,
    vendorUserId: string | null,
  ): AdapterContext => ({
    api: endpointsOf(vendor, tc.vendors).api,
    accessToken,
    vendorUserId,
    clientId: credentials(vendor).clientId,
  });

  /** The connection's access token, refreshed first when it expires soon (then stored). */
  async function accessOf(conn: Connection): Promise<string> {
    const vendor = conn.vendor as TrackerVendor;
    const e = endpointsOf(vendor, tc.vendors);
    const expiresSoon = conn.expires_at && conn.expires_at.getTime() - Date.now() < REFRESH_MARGIN_MS;
    if (e.kind === 'oauth1' || !expiresSoon || !conn.refresh_token) return open(conn.access_token);
    try {
      const set = await refreshTokens(e, credentials(vendor), open(conn.refresh_token));
      await db
        .updateTable('tracker_connections')
        .set({
          access_token: seal(set.accessToken),
          refresh_token: set.refreshToken ? seal(set.refreshToken) : null,
          expires_at: set.expiresAt ?? null,
          status: 'configured',
        })
        .where('user_id', '=', conn.user_id)
        .where('vendor', '=', vendor)
        .execute();
      return set.accessToken;
    } catch (error) {
      if (error instanceof TokenRefusedError) await markLost(conn);
      throw error;
    }
  }

  const markLost = (conn: Connection) =>
    db
      .updateTable('tracker_connections')
      .set({ status: 'token-lost' })
      .where('user_id', '=', conn.user_id)
      .where('vendor', '=', conn.vendor)
      .execute();

  /** Stores (or updates) one activity with its track; a track the import refuses is left out. */
  async function store(conn: Connection, activity: VendorActivity): Promise<void> {
    let geom: string | null = null;
    let geomDetail: string | null = null;
    let length = activity.length;
    let heightDiffUp = activity.heightDiffUp;
    const file = await activity.track();
    if (file) {
      try {
        const imported = importGeometry(file);
        geom = JSON.stringify(imported.geom);
        const detail = imported.geomDetail;
        if (detail && (detail.type === 'LineString' || detail.type === 'MultiLineString')) {
          geomDetail = JSON.stringify(detail);
          const facts = trackFacts(detail as TrackGeometry, { timeZone: 'UTC' });
          length ??= facts.length_total ?? null;
          heightDiffUp ??= facts.height_diff_up ?? null;
        }
      } catch (error) {
        if (!(error instanceof GpsImportError)) throw error;
      }
    }
    const row = {
      user_id: conn.user_id,
      vendor: conn.vendor,
      vendor_id: activity.vendorId,
      name: activity.name.slice(0, 500),
      date: activity.date,
      type: activity.type.slice(0, 100),
      duration: activity.duration,
      length,
      height_diff_up: heightDiffUp,
      geom,
      geom_detail: geomDetail,
    };
    await db
      .insertInto('tracker_activities')
      .values(row)
      .onConflict((oc) => oc.columns(['user_id', 'vendor', 'vendor_id']).doUpdateSet(row))
      .execute();
  }

  async function pollOne(conn: Connection): Promise<void> {
    const vendor = conn.vendor as TrackerVendor;
    const startedAt = new Date();
    const since = conn.polled_at ?? new Date(Date.now() - FIRST_POLL_DAYS * 86_400_000);
    const accessToken = await accessOf(conn);
    const client = clientOf(vendor, accessToken, conn.token_secret && open(conn.token_secret));
    const activities = await ADAPTERS[vendor].list(
      client,
      contextOf(vendor, accessToken, conn.vendor_user_id),
      since,
    );
    for (const activity of activities) await store(conn, activity);
    await db
      .updateTable('tracker_connections')
      .set({ polled_at: startedAt })
      .where('user_id', '=', conn.user_id)
      .where('vendor', '=', vendor)
      .execute();
  }

  const webhookEnabled = (vendor: TrackerVendor) => enabled(vendor) && tc.webhooks.includes(vendor);

  async function pollRound(force: boolean): Promise<void> {
    const due = new Date(Date.now() - tc.pollMinutes * 60_000 * (force ? 0 : 0.9));
    // Vendors whose notifications bring new activities: once a day, should one be lost.
    const fallbackDue = new Date(Date.now() - (force ? 0 : WEBHOOK_FALLBACK_POLL_MS));
    const pushed = tc.webhooks.length ? tc.webhooks : ['-'];
    const connections = await db
      .selectFrom('tracker_connections')
      .selectAll()
      .where('status', '=', 'configured')
      .where((eb) =>
        eb.or([
          eb('polled_at', 'is', null),
          eb.and([eb('vendor', 'not in', pushed), eb('polled_at', '<=', due)]),
          eb.and([eb('vendor', 'in', pushed), eb('polled_at', '<=', fallbackDue)]),
        ]),
      )
      .orderBy('polled_at', 'asc')
      .limit(500)
      .execute();
    for (const conn of connections) {
      if (!enabled(conn.vendor as TrackerVendor)) continue;
      try {
        await pollOne(conn as Connection);
      } catch (error) {
        log.warn({ err: error, vendor: conn.vendor, user: conn.user_id }, 'tracker poll failed');
      }
    }
  }

  let chain: Promise<void> = Promise.resolve();
  const pending = new Set<Promise<void>>();
  const poll = (o: { force?: boolean } = {}) => {
    chain = chain
      .then(() => database.withLock(POLL_LOCK, () => pollRound(!!o.force)))
      .catch((error: unknown) => log.warn({ err: error }, 'tracker polling failed'));
    return chain;
  };
  const anyEnabled = TRACKER_VENDORS.some(enabled);
  const timer =
    options.schedule !== false && anyEnabled
      ? setInterval(() => void poll(), tc.pollMinutes * 60_000)
      : undefined;
  timer?.unref();

  async function connect(vendor: TrackerVendor, userId: number, set: TokenSet, tokenSecret: string | null) {
    const client = clientOf(vendor, set.accessToken, tokenSecret);
    const vendorUserId = await ADAPTERS[vendor].userId(
      client,
      contextOf(vendor, set.accessToken, null),
      set.raw,
    );
    const row = {
      status: 'configured',
      vendor_user_id: vendorUserId,
      access_token: seal(set.accessToken),
      refresh_token: set.refreshToken ? seal(set.refreshToken) : null,
      token_secret: tokenSecret ? seal(tokenSecret) : null,
      expires_at: set.expiresAt ?? null,
      polled_at: null,
    };
    await db
      .insertInto('tracker_connections')
      .values({ user_id: userId, vendor, ...row })
      .onConflict((oc) => oc.columns(['user_id', 'vendor']).doUpdateSet(row))
      .execute();
    const conn = await db
      .selectFrom('tracker_connections')
      .selectAll()
      .where('user_id', '=', userId)
      .where('vendor', '=', vendor)
      .executeTakeFirstOrThrow();
    // The last weeks' activities at once, so that the screen shows some right away.
    try {
      await pollOne(conn as Connection);
    } catch (error) {
      log.warn({ err: error, vendor, user: userId }, 'first tracker read failed');
    }
  }

  async function takeRequest(vendor: TrackerVendor, userId: number, state: string | undefined) {
    if (!state) throw new TrackerError('setup-failed', 'no state in the answer');
    const row = await db
      .deleteFrom('tracker_requests')
      .where('state', '=', state)
      .where('vendor', '=', vendor)
      .where('user_id', '=', userId)
      .where('created_at', '>', new Date(Date.now() - REQUEST_LIFETIME_MS))
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new TrackerError('setup-failed', 'unknown or expired authorisation request');
    return row;
  }

  const connectionOf = (userId: number, vendor: TrackerVendor) =>
    db
      .selectFrom('tracker_connections')
      .selectAll()
      .where('user_id', '=', userId)
      .where('vendor', '=', vendor)
      .executeTakeFirst() as Promise<Connection | undefined>;

  const connectionsOfVendorUser = (vendor: TrackerVendor, vendorUserId: string) =>
    db
      .selectFrom('tracker_connections')
      .selectAll()
      .where('vendor', '=', vendor)
      .where('vendor_user_id', '=', vendorUserId)
      .where('status', '=', 'configured')
      .execute() as Promise<Connection[]>;

  async function importForVendorUser(
    vendor: TrackerVendor,
    vendorUserId: string,
    read: (client: ApiClient, ctx: AdapterContext) => Promise<VendorActivity[]>,
    options: { accessToken?: string } = {},
  ): Promise<void> {
    if (!enabled(vendor)) return;
    for (const conn of await connectionsOfVendorUser(vendor, vendorUserId)) {
      if (options.accessToken !== undefined && !sameText(open(conn.access_token), options.accessToken))
        continue;
      const accessToken = await accessOf(conn);
      const client = clientOf(vendor, accessToken, conn.token_secret && open(conn.token_secret));
      for (const activity of await read(client, contextOf(vendor, accessToken, vendorUserId)))
        await store(conn, activity);
    }
  }

  return {
    enabled,
    async status(userId) {
      const rows = await db
        .selectFrom('tracker_connections')
        .select(['vendor', 'status'])
        .where('user_id', '=', userId)
        .execute();
      const byVendor = new Map(rows.map((r) => [r.vendor, r.status as TrackerStatus]));
      return Object.fromEntries(
        TRACKER_VENDORS.map((v) => [v, enabled(v) ? (byVendor.get(v) ?? 'not-configured') : 'disabled']),
      ) as Record<TrackerVendor, TrackerStatus>;
    },

    async start(vendor, userId) {
      const e = endpointsOf(vendor, tc.vendors);
      await db
        .deleteFrom('tracker_requests')
        .where('created_at', '<', new Date(Date.now() - REQUEST_LIFETIME_MS))
        .execute();
      if (e.kind === 'oauth2') {
        const state = randomBytes(24).toString('base64url');
        await db
          .insertInto('tracker_requests')
          .values({ state, user_id: userId, vendor, token_secret: null })
          .execute();
        return authorizeUrl(e, credentials(vendor), redirectUri(vendor), state);
      }
      let token;
      try {
        token = await oauth1RequestToken(e, oauth1Signer(credentials(vendor)), redirectUri(vendor));
      } catch (error) {
        throw new TrackerError('setup-failed', `no request token: ${(error as Error).message}`);
      }
      await db
        .insertInto('tracker_requests')
        .values({ state: token.key, user_id: userId, vendor, token_secret: seal(token.secret) })
        .execute();
      const url = new URL(e.authorize);
      url.searchParams.set('oauth_token', token.key);
      url.searchParams.set('oauth_callback', redirectUri(vendor));
      return url.toString();
    },

    async exchange(vendor, userId, query) {
      const e = endpointsOf(vendor, tc.vendors);
      if (e.kind === 'oauth1') {
        const request = await takeRequest(vendor, userId, query.oauth_token);
        if (!query.oauth_verifier) throw new TrackerError('access-denied', 'no verifier: access denied');
        try {
          const token = await oauth1AccessToken(
            e,
            oauth1Signer(credentials(vendor)),
            { key: request.state, secret: open(request.token_secret ?? '') },
            query.oauth_verifier,
          );
          await connect(vendor, userId, { accessToken: token.key, raw: {} }, token.secret);
        } catch (error) {
          if (error instanceof TokenRefusedError) throw new TrackerError('setup-failed', error.message);
          throw error;
        }
        return;
      }
      await takeRequest(vendor, userId, query.state);
      if (!query.code) throw new TrackerError('access-denied', 'no code: access denied');
      // Strava says which scopes the user kept: reading activities is needed.
      if (vendor === 'strava' && query.scope !== undefined && !/activity:read/.test(query.scope))
        throw new TrackerError('insufficient-authorizations', 'activities may not be read');
      const callback = new URLSearchParams({ code: query.code });
      let set: TokenSet;
      try {
        set = await exchangeCode(e, credentials(vendor), redirectUri(vendor), callback);
      } catch (error) {
        if (error instanceof TokenRefusedError) throw new TrackerError('setup-failed', error.message);
        throw error;
      }
      await connect(vendor, userId, set, null);
    },

    async deauthorize(vendor, userId) {
      const conn = await connectionOf(userId, vendor);
      if (!conn) return;
      if (enabled(vendor)) {
        try {
          const accessToken = await accessOf(conn);
          const client = clientOf(vendor, accessToken, conn.token_secret && open(conn.token_secret));
          await ADAPTERS[vendor].revoke(client, contextOf(vendor, accessToken, conn.vendor_user_id));
        } catch (error) {
          // A token the vendor no longer takes is revoked already; otherwise the connection
          // stays, so that revoking can be tried again.
          if (!(error instanceof TokenRefusedError))
            throw new TrackerError('unknown', `${vendor} could not revoke: ${(error as Error).message}`);
        }
      }
      await disconnect(userId, vendor);
    },

    webhookEnabled,

    async importByVendorUser(vendor, vendorUserId, vendorId) {
      const one = ADAPTERS[vendor].one;
      if (!one) return;
      await importForVendorUser(vendor, vendorUserId, async (client, ctx) => [
        await one(client, ctx, vendorId),
      ]);
    },

    importForVendorUser,

    async tokenOfVendorUser(vendor, vendorUserId, accessToken) {
      const connections = await connectionsOfVendorUser(vendor, vendorUserId);
      if (connections.length === 0) return 'unknown';
      return connections.some((c) => sameText(open(c.access_token), accessToken)) ? 'match' : 'mismatch';
    },

    async forgetActivity(vendor, vendorId) {
      await db
        .deleteFrom('tracker_activities')
        .where('vendor', '=', vendor)
        .where('vendor_id', '=', vendorId)
        .execute();
    },

    async forgetVendorUser(vendor, vendorUserId) {
      const rows = await db
        .selectFrom('tracker_connections')
        .select('user_id')
        .where('vendor', '=', vendor)
        .where('vendor_user_id', '=', vendorUserId)
        .execute();
      for (const { user_id } of rows) await disconnect(user_id, vendor);
    },

    later(work) {
      const run = work()
        .catch((error: unknown) => log.warn({ err: error }, 'tracker webhook work failed'))
        .finally(() => pending.delete(run));
      pending.add(run);
    },
    async settled() {
      while (pending.size) await Promise.all(pending);
    },
    poll,
    async stop() {
      if (timer) clearInterval(timer);
      await chain;
      while (pending.size) await Promise.all(pending);
    },
  };
}
