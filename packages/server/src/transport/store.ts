/**
 * The stops kept near access waypoints (issue 18; tables of migration 0013). A refresher loads
 * the GTFS feeds at start and every `refreshHours`, one API node at a time (an advisory lock and
 * the sources' `refreshed_at`), then recomputes the access waypoints whose point moved, that
 * are new, or whose stops are older than the feeds; a write of an access waypoint asks for its
 * own recomputation at once. Without a feed the stops come from the Navitia-compatible service's
 * places nearby. The routes of a recomputed waypoint get their `public_transportation_rating`
 * computed again. Failures are logged and keep the last good rows.
 */
import { sql, type Kysely } from 'kysely';
import {
  STOP_WALK_RANGE_KM,
  WALK_DETOUR_FACTOR,
  parseGeometry,
  toLonLat,
  toMercator,
  walkingKm,
  withinWalkRange,
  type Stoparea,
} from '@cairn/domain';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { DB } from '../db/schema.ts';
import { refreshTransportRatings, routesOfWaypoint } from '../documents/write/computed-fields.ts';
import { gtfsStops, readGtfsBytes } from './gtfs.ts';
import { placesNearby, type NavitiaService } from './navitia.ts';
import { TRANSPORT_TIMEOUT_MS, type StopLine } from './stop-source.ts';

/** The advisory lock of a refresh (after the avalanche one). */
const TRANSPORT_LOCK = 0x636169726e + 18;
const INSERT_BATCH = 500;
/** Degrees of latitude per km, for the bounding box of the stop query. */
const KM_PER_DEGREE = 111.2;

interface Log {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

export interface TransportStops {
  /** Whether stops are loaded at all (a feed or a Navitia service is configured). */
  readonly enabled: boolean;
  /** Reloads stale feeds (all with `force`) and recomputes the waypoints that need it. */
  refresh(options?: { force?: boolean }): Promise<RefreshSummary>;
  /** An access waypoint was created or moved: its stops are computed again (in the background). */
  waypointChanged(id: number): Promise<void>;
  stop(): Promise<void>;
}

export interface RefreshSummary {
  feeds: number;
  stops: number;
  skipped: number;
  waypoints: number;
}

const EMPTY: RefreshSummary = { feeds: 0, stops: 0, skipped: 0, waypoints: 0 };

/** Starts the stops' refresher: now, then every `refreshHours` (unless `schedule` is false). */
export function startTransportStops(
  database: Database,
  config: Config['transport'],
  log: Log,
  options: { schedule?: boolean } = {},
): TransportStops {
  const navitia: NavitiaService | undefined =
    !config.gtfs.length && config.navitiaUrl
      ? { url: config.navitiaUrl, token: config.navitiaToken }
      : undefined;
  if (!config.gtfs.length && !navitia)
    return {
      enabled: false,
      refresh: async () => EMPTY,
      waypointChanged: async () => undefined,
      stop: async () => undefined,
    };
  const abort = new AbortController();
  const intervalMs = config.refreshHours * 3_600_000;
  let chain: Promise<unknown> = Promise.resolve();
  const run = <T>(fn: () => Promise<T>, fallback: T): Promise<T> => {
    const next = chain
      .then(() => database.withLock(TRANSPORT_LOCK, fn))
      .catch((error: unknown) => {
        log.warn({ err: error }, 'transport stops refresh failed');
        return fallback;
      });
    chain = next;
    return next;
  };
  const ctx = { db: database.db, gtfs: config.gtfs, navitia, intervalMs, log, signal: abort.signal };
  const refresh = (o: { force?: boolean } = {}) => run(() => refreshAll(ctx, o.force ?? false), EMPTY);
  let timer: NodeJS.Timeout | undefined;
  if (options.schedule !== false) {
    timer = setInterval(() => void refresh(), Math.min(intervalMs, 2 ** 31 - 1));
    timer.unref();
    void refresh();
  }
  return {
    enabled: true,
    refresh,
    waypointChanged: (id) =>
      run(async () => {
        const [row] = await accessWaypoints(database.db, [id]);
        if (!row) {
          // No longer an access waypoint: its stops go.
          await database.db.deleteFrom('waypoint_stopareas').where('waypoint_id', '=', id).execute();
          await database.db.deleteFrom('waypoint_stopareas_state').where('waypoint_id', '=', id).execute();
        } else if (row.state_geom !== row.geom || !row.computed_at) await computeWaypoint(ctx, row);
      }, undefined),
    async stop() {
      if (timer) clearInterval(timer);
      abort.abort();
      await chain;
    },
  };
}

interface Ctx {
  db: Kysely<DB>;
  gtfs: string[];
  navitia: NavitiaService | undefined;
  intervalMs: number;
  log: Log;
  signal: AbortSignal;
}

async function refreshAll(ctx: Ctx, force: boolean): Promise<RefreshSummary> {
  const summary = { ...EMPTY };
  for (const feed of ctx.gtfs) {
    if (ctx.signal.aborted) return summary;
    if (!force) {
      const row = await ctx.db
        .selectFrom('transport_sources')
        .select('refreshed_at')
        .where('source', '=', feed)
        .executeTakeFirst();
      if (row?.refreshed_at && Date.now() - new Date(row.refreshed_at).getTime() < ctx.intervalMs / 2)
        continue;
    }
    try {
      const bytes = await readGtfsBytes(
        feed,
        AbortSignal.any([ctx.signal, AbortSignal.timeout(TRANSPORT_TIMEOUT_MS * 6)]),
      );
      const { stops, skipped } = gtfsStops(bytes);
      if (skipped) ctx.log.warn({ feed, skipped }, 'GTFS stops without valid coordinates skipped');
      await storeFeed(ctx.db, feed, stops);
      summary.feeds++;
      summary.stops += stops.length;
      summary.skipped += skipped;
      ctx.log.info({ feed, stops: stops.length }, 'GTFS stops loaded');
    } catch (error) {
      if (ctx.signal.aborted) return summary;
      const message = (error as Error).message;
      ctx.log.warn({ feed, error: message }, 'GTFS feed failed; last stops kept');
      await ctx.db
        .insertInto('transport_sources')
        .values({ source: feed, failed_at: new Date(), last_error: message })
        .onConflict((oc) => oc.column('source').doUpdateSet({ failed_at: new Date(), last_error: message }))
        .execute();
    }
  }
  // Feeds no longer configured leave with their stops.
  await ctx.db
    .deleteFrom('transport_stops')
    .where('source', 'not in', ['', ...ctx.gtfs])
    .execute();

  const newest = ctx.gtfs.length
    ? (
        await ctx.db
          .selectFrom('transport_sources')
          .select(sql<Date | null>`max(refreshed_at)`.as('t'))
          .executeTakeFirst()
      )?.t
    : new Date(Date.now() - ctx.intervalMs);
  for (const row of await accessWaypoints(ctx.db)) {
    if (ctx.signal.aborted) break;
    const fresh =
      row.state_geom === row.geom &&
      row.computed_at &&
      (!newest || new Date(row.computed_at).getTime() >= new Date(newest).getTime());
    if (fresh) continue;
    try {
      await computeWaypoint(ctx, row);
      summary.waypoints++;
    } catch (error) {
      ctx.log.warn(
        { waypoint: row.document_id, error: (error as Error).message },
        'stops of a waypoint not computed',
      );
    }
  }
  return summary;
}

async function storeFeed(db: Kysely<DB>, source: string, stops: StopLine[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('transport_stops').where('source', '=', source).execute();
    const rows = stops.map((s) => ({ source, ...s }));
    for (let i = 0; i < rows.length; i += INSERT_BATCH)
      await trx
        .insertInto('transport_stops')
        .values(rows.slice(i, i + INSERT_BATCH))
        .onConflict((oc) => oc.doNothing())
        .execute();
    const now = new Date();
    await trx
      .insertInto('transport_sources')
      .values({ source, refreshed_at: now })
      .onConflict((oc) => oc.column('source').doUpdateSet({ refreshed_at: now }))
      .execute();
  });
}

interface AccessRow {
  document_id: number;
  geom: string | null;
  state_geom: string | null;
  computed_at: Date | null;
}

/** The access waypoints (some of them, by id) with the point their stops were computed for. */
async function accessWaypoints(db: Kysely<DB>, ids?: number[]): Promise<AccessRow[]> {
  const rows = await sql<AccessRow>`
    SELECT d.document_id, d.geom, s.geom AS state_geom, s.computed_at
    FROM documents d
    JOIN waypoints w ON w.document_id = d.document_id
    LEFT JOIN waypoint_stopareas_state s ON s.waypoint_id = d.document_id
    WHERE d.type = 'w' AND d.redirects_to IS NULL AND w.waypoint_type = 'access'
      ${ids ? sql`AND d.document_id = ANY(${ids}::bigint[])` : sql``}
    ORDER BY d.document_id`.execute(db);
  return rows.rows.map((r) => ({ ...r, document_id: Number(r.document_id) }));
}

/** The stops within range of one waypoint, nearest first. */
async function stopsNear(ctx: Ctx, point: [number, number]): Promise<(StopLine & { distance: number })[]> {
  let candidates: StopLine[];
  if (ctx.navitia) {
    const { stops, skipped } = await placesNearby(
      ctx.navitia,
      point,
      (STOP_WALK_RANGE_KM * 1000) / WALK_DETOUR_FACTOR + 1,
      ctx.signal,
    );
    if (skipped) ctx.log.warn({ skipped }, 'stops without valid coordinates skipped');
    candidates = stops;
  } else {
    const dLat = STOP_WALK_RANGE_KM / KM_PER_DEGREE;
    const dLon = dLat / Math.max(0.01, Math.cos((point[1] * Math.PI) / 180));
    candidates = await ctx.db
      .selectFrom('transport_stops')
      .select(['stop_id', 'stoparea_name', 'line', 'operator', 'lon', 'lat'])
      .where('lat', '>=', point[1] - dLat)
      .where('lat', '<=', point[1] + dLat)
      .where('lon', '>=', point[0] - dLon)
      .where('lon', '<=', point[0] + dLon)
      .execute();
  }
  return candidates
    .map((s) => ({ ...s, distance: Math.round(walkingKm(point, [s.lon, s.lat]) * 100) / 100 }))
    .filter((s) => withinWalkRange(s.distance))
    .sort((a, b) => a.distance - b.distance || a.stoparea_name.localeCompare(b.stoparea_name));
}

async function computeWaypoint(ctx: Ctx, row: AccessRow): Promise<void> {
  const g = parseGeometry(row.geom);
  const point = g?.type === 'Point' ? toLonLat(g.coordinates[0]!, g.coordinates[1]!) : undefined;
  const stops = point ? await stopsNear(ctx, point) : [];
  await ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('waypoint_stopareas').where('waypoint_id', '=', row.document_id).execute();
    if (stops.length)
      await trx
        .insertInto('waypoint_stopareas')
        .values(stops.map((s) => ({ waypoint_id: row.document_id, ...s })))
        .execute();
    const now = new Date();
    await trx
      .insertInto('waypoint_stopareas_state')
      .values({ waypoint_id: row.document_id, geom: row.geom, computed_at: now })
      .onConflict((oc) => oc.column('waypoint_id').doUpdateSet({ geom: row.geom, computed_at: now }))
      .execute();
    await refreshTransportRatings(trx, await routesOfWaypoint(trx, row.document_id));
  });
}

/** The stop areas of a waypoint as `GET /waypoints/{id}/stopareas` answers them. */
export async function stopareasOf(db: Kysely<DB>, waypointId: number): Promise<Stoparea[]> {
  const rows = await db
    .selectFrom('waypoint_stopareas')
    .selectAll()
    .where('waypoint_id', '=', waypointId)
    .orderBy('distance')
    .orderBy('id')
    .execute();
  return rows.map((r) => {
    const [x, y] = toMercator(r.lon, r.lat);
    return {
      id: Number(r.id),
      navitia_id: r.stop_id,
      stoparea_name: r.stoparea_name,
      line: r.line,
      operator: r.operator,
      coordinates: { x: Math.round(x * 100) / 100, y: Math.round(y * 100) / 100 },
      distance: r.distance,
    };
  });
}
