/**
 * The server's copy of the avalanche bulletins (issue 17; tables of migration 0010): a refresher
 * fetches every configured source at start and on a schedule, one API node at a time, and
 * replaces that source's rows; a page view reads only these rows. A source that fails is logged
 * and keeps its last good rows.
 */
import type { Kysely } from 'kysely';
import { TYPE_LETTERS, parseGeometry, type AvalancheBulletin, type Geometry } from '@cairn/domain';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { DB } from '../db/schema.ts';
import type { AvalancheData, AvalancheSource, AvalancheZone, ZoneBulletin, ZoneGeometry } from './adapter.ts';
import { braSource } from './bra.ts';
import { eawsSource } from './eaws.ts';
import { meetsZone, routeShapeOf, shapeBox } from './match.ts';

/** The advisory lock of a refresh (`migrate.ts` and `server.ts` hold the ones before it). */
const AVALANCHE_LOCK = 0x636169726e + 17;
/** Longest wait on one service before the refresh counts it as failed. */
const FETCH_TIMEOUT_MS = 30_000;
const INSERT_BATCH = 200;

/** The sources the configuration names: none means the avalanche box is off. */
export function sourcesOf(config: Config['avalanche']): AvalancheSource[] {
  const sources: AvalancheSource[] = [];
  if (config.braUrl) sources.push(braSource(config.braUrl));
  if (config.eawsBulletinsUrls.length && config.eawsRegionsUrls.length)
    sources.push(
      eawsSource({ bulletinsUrls: config.eawsBulletinsUrls, regionsUrls: config.eawsRegionsUrls }),
    );
  return sources;
}

interface Log {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

export interface AvalancheRefresher {
  /** Whether any source is configured (else the API answers `enabled: false`). */
  readonly enabled: boolean;
  /**
   * Fetches the sources whose copy is older than half the refresh interval (all with `force`)
   * and stores them; resolves once done, failures logged and recorded, never thrown.
   */
  refresh(options?: { force?: boolean }): Promise<void>;
  /** Ends the schedule and waits for a refresh on its way (its fetches are aborted). */
  stop(): Promise<void>;
}

/** Starts refreshing the configured sources now and every `refreshMinutes`. */
export function startAvalancheRefresher(
  database: Database,
  config: Config['avalanche'],
  log: Log,
  sources: AvalancheSource[] = sourcesOf(config),
): AvalancheRefresher {
  if (!sources.length) return { enabled: false, refresh: async () => undefined, stop: async () => undefined };
  const abort = new AbortController();
  const intervalMs = config.refreshMinutes * 60_000;
  let chain: Promise<void> = Promise.resolve();
  const refresh = (options: { force?: boolean } = {}) => {
    chain = chain
      .then(() =>
        database.withLock(AVALANCHE_LOCK, () =>
          refreshSources(database.db, sources, { ...options, intervalMs, log, signal: abort.signal }),
        ),
      )
      .catch((error: unknown) => log.warn({ err: error }, 'avalanche bulletin refresh failed'));
    return chain;
  };
  const timer = setInterval(() => void refresh(), intervalMs);
  timer.unref();
  void refresh();
  return {
    enabled: true,
    refresh,
    async stop() {
      clearInterval(timer);
      abort.abort();
      await chain;
    },
  };
}

async function refreshSources(
  db: Kysely<DB>,
  sources: AvalancheSource[],
  options: { force?: boolean; intervalMs: number; log: Log; signal: AbortSignal },
): Promise<void> {
  for (const source of sources) {
    if (options.signal.aborted) return;
    if (!options.force) {
      // Another node refreshed it a moment ago: its rows are fresh.
      const row = await db
        .selectFrom('avalanche_sources')
        .select('refreshed_at')
        .where('source', '=', source.name)
        .executeTakeFirst();
      if (row?.refreshed_at && Date.now() - new Date(row.refreshed_at).getTime() < options.intervalMs / 2)
        continue;
    }
    let data: AvalancheData;
    try {
      data = await source.fetch(AbortSignal.any([options.signal, AbortSignal.timeout(FETCH_TIMEOUT_MS)]));
    } catch (error) {
      if (options.signal.aborted) return;
      const message = (error as Error).message;
      options.log.warn({ source: source.name, error: message }, 'avalanche service failed; last data kept');
      await db
        .insertInto('avalanche_sources')
        .values({ source: source.name, failed_at: new Date(), last_error: message })
        .onConflict((oc) => oc.column('source').doUpdateSet({ failed_at: new Date(), last_error: message }))
        .execute();
      continue;
    }
    await store(db, source.name, data);
    options.log.info(
      { source: source.name, zones: data.zones.length, bulletins: data.bulletins.length },
      'avalanche bulletins refreshed',
    );
  }
}

/** Replaces the rows of a source in one transaction. */
async function store(db: Kysely<DB>, source: string, data: AvalancheData): Promise<void> {
  const zones = mergeZones(data.zones);
  const bulletins = new Map<string, ZoneBulletin>();
  for (const b of data.bulletins) {
    const key = `${b.zone}\n${b.validUntil}`;
    const seen = bulletins.get(key);
    if (!seen || seen.danger.max < b.danger.max) bulletins.set(key, b);
  }
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('avalanche_zones').where('source', '=', source).execute();
    await trx.deleteFrom('avalanche_bulletins').where('source', '=', source).execute();
    const zoneRows = zones.map((z) => {
      const box = shapeBox(z.geometry);
      return {
        source,
        zone: z.zone,
        geometry: JSON.stringify(z.geometry),
        min_lon: box.minX,
        min_lat: box.minY,
        max_lon: box.maxX,
        max_lat: box.maxY,
      };
    });
    for (let i = 0; i < zoneRows.length; i += INSERT_BATCH)
      await trx
        .insertInto('avalanche_zones')
        .values(zoneRows.slice(i, i + INSERT_BATCH))
        .execute();
    const bulletinRows = [...bulletins.values()].map((b) => ({
      source,
      zone: b.zone,
      country: b.country,
      name: b.name,
      fullname: b.fullname,
      urls: JSON.stringify(b.urls),
      danger_max: b.danger.max,
      valid_from: b.validFrom ? new Date(b.validFrom) : null,
      valid_until: new Date(b.validUntil),
    }));
    for (let i = 0; i < bulletinRows.length; i += INSERT_BATCH)
      await trx
        .insertInto('avalanche_bulletins')
        .values(bulletinRows.slice(i, i + INSERT_BATCH))
        .execute();
    const now = new Date();
    await trx
      .insertInto('avalanche_sources')
      .values({ source, refreshed_at: now })
      .onConflict((oc) => oc.column('source').doUpdateSet({ refreshed_at: now }))
      .execute();
  });
}

/** One outline per zone: a zone given in several features becomes one MultiPolygon. */
function mergeZones(zones: AvalancheZone[]): AvalancheZone[] {
  const byId = new Map<string, AvalancheZone>();
  const polygons = (g: ZoneGeometry) => (g.type === 'Polygon' ? [g.coordinates] : g.coordinates);
  for (const z of zones) {
    const seen = byId.get(z.zone);
    byId.set(
      z.zone,
      seen
        ? {
            zone: z.zone,
            geometry: {
              type: 'MultiPolygon',
              coordinates: [...polygons(seen.geometry), ...polygons(z.geometry)],
            },
          }
        : z,
    );
  }
  return [...byId.values()];
}

/**
 * The bulletins now valid in the zones a route meets; undefined when the document is not a
 * route that exists. A route without geometry meets no zone.
 */
export async function bulletinsOfRoute(
  db: Kysely<DB>,
  routeId: number,
  now = new Date(),
): Promise<AvalancheBulletin[] | undefined> {
  const doc = await db
    .selectFrom('documents')
    .select(['geom', 'geom_detail'])
    .where('document_id', '=', routeId)
    .where('type', '=', TYPE_LETTERS.route)
    .where('redirects_to', 'is', null)
    .executeTakeFirst();
  if (!doc) return undefined;
  const geometry = parseGeometry(doc.geom_detail) ?? parseGeometry(doc.geom);
  if (!geometry) return [];
  return bulletinsOfShape(db, routeShapeOf(geometry), now);
}

/** The bulletins now valid in the zones a WGS84 point lies in (the risk tool's clicked point). */
export function bulletinsAt(db: Kysely<DB>, lon: number, lat: number, now = new Date()) {
  return bulletinsOfShape(db, { type: 'Point', coordinates: [lon, lat] }, now);
}

/** The bulletins now valid in the zones a WGS84 shape meets. */
async function bulletinsOfShape(db: Kysely<DB>, shape: Geometry, now: Date): Promise<AvalancheBulletin[]> {
  const box = shapeBox(shape);
  const candidates = await db
    .selectFrom('avalanche_zones')
    .select(['source', 'zone', 'geometry'])
    .where('min_lon', '<=', box.maxX)
    .where('max_lon', '>=', box.minX)
    .where('min_lat', '<=', box.maxY)
    .where('max_lat', '>=', box.minY)
    .execute();
  const zones = candidates.filter((z) => meetsZone(shape, z.geometry as ZoneGeometry));
  if (!zones.length) return [];
  const rows = await db
    .selectFrom('avalanche_bulletins')
    .selectAll()
    .where(({ eb, or, and, refTuple, tuple }) =>
      and([
        eb(
          refTuple('source', 'zone'),
          'in',
          zones.map((z) => tuple(z.source, z.zone)),
        ),
        eb('valid_until', '>', now),
        or([eb('valid_from', 'is', null), eb('valid_from', '<=', now)]),
      ]),
    )
    .orderBy('name')
    .orderBy('valid_until')
    .execute();
  // A zone with bulletins for several periods: the one valid now that ends first.
  const seen = new Set<string>();
  return rows
    .filter((r) => {
      const key = `${r.source}\n${r.zone}`;
      return seen.has(key) ? false : (seen.add(key), true);
    })
    .map((r) => ({
      zone: r.zone,
      country: r.country,
      name: r.name,
      fullname: r.fullname,
      urls: r.urls,
      danger: { max: r.danger_max },
      validUntil: new Date(r.valid_until).toISOString(),
    }));
}
