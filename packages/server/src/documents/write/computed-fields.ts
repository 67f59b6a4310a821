/**
 * Server-computed values of a write (api.md §8.6) and the association side effects of
 * spec 2 §4 / spec 3 §4: default main waypoint, default point, route title prefixes, and the
 * outing fields copied from its first route.
 */
import { sql, type Kysely } from 'kysely';
import {
  calculatedDuration,
  catalogOf,
  fieldByName,
  type DocumentType,
  type DurationInput,
  type Position,
} from '@cairn/domain';
import type { DB } from '../../db/schema.ts';
import { normalizeForSearch } from '../../search/normalize.ts';
import { bestLocale } from '../read/locales.ts';
import { readDocuments, type DocumentRecord } from '../read/read.ts';
import type { AssociationLists, Target } from '../../associations/targets.ts';
import { centroidText, midpointText, pointOf } from './geometry.ts';
import type { WriteLocale } from '../write-input.ts';
import { publicTransportationRating, type AccessPoint } from './transport-rating.ts';

/** The document being written, after whitelisting: final figures, written locales, final geometry. */
export interface WorkingDocument {
  type: DocumentType;
  attributes: Record<string, unknown>;
  locales: WriteLocale[];
  geom: string | null;
  geom_detail: string | null;
}

/** spec 3 §4: route figures an outing takes when its own are empty (elevations, height differences, ratings). */
const ROUTE_TO_OUTING = catalogOf('outing')
  .fields.filter(
    (f) => f.level === 'document' && /^(elevation_(min|max)|height_diff_|.*_rating$)/.test(f.name),
  )
  .map((f) => f.name)
  .filter((name) => fieldByName('route', name, 'document'));

const isBlank = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && !v.length);

const targetsOf = (ids: number[] | undefined, targets: Map<number, Target>) =>
  (ids ?? []).map((id) => targets.get(id)).filter((t): t is Target => !!t);

const pointsOf = (list: Target[]) =>
  list.map((t) => pointOf(t.record.row.geom)).filter((p): p is Position => !!p);

/** A route's title as shown: `prefix : title` (the UI's composed title). */
const fullTitle = (l: { title: string; title_prefix: string | null }) =>
  l.title_prefix ? `${l.title_prefix} : ${l.title}` : l.title;

/**
 * spec 3 §4: an outing linked to a route takes its point, elevations, height differences,
 * ratings and title where its own are empty; `routes` are the newly linked routes.
 */
export function fillOutingFromRoute(doc: WorkingDocument, routes: Target[]): void {
  const route = routes[0];
  if (doc.type !== 'outing' || !route) return;
  for (const name of ROUTE_TO_OUTING) {
    const value = route.record.attributes[name];
    if (isBlank(doc.attributes[name]) && !isBlank(value)) doc.attributes[name] = value;
  }
  if (!doc.geom && !doc.geom_detail && route.record.row.geom) doc.geom = route.record.row.geom;
  for (const locale of doc.locales) {
    if (!isBlank(locale.title)) continue;
    const source = bestLocale(route.record.locales, locale.lang);
    if (source) locale.title = fullTitle(source);
  }
}

/** api.md §8.6: a route's main waypoint defaults to its first associated waypoint. */
export function defaultMainWaypoint(doc: WorkingDocument, lists: AssociationLists): void {
  if (doc.type !== 'route') return;
  const waypoints = lists.waypoints ?? [];
  if (doc.attributes.main_waypoint_id == null && waypoints.length)
    doc.attributes.main_waypoint_id = waypoints[0];
}

/**
 * api.md §8.6 default point. Route: track midpoint, else main waypoint, else centre of the
 * waypoints. Outing: a new track gives the midpoint; else the centre of its routes. spec 3 §4:
 * an xreport without point takes the one of its routes or outings.
 */
export function defaultGeom(
  doc: WorkingDocument,
  lists: AssociationLists,
  targets: Map<number, Target>,
  trackChanged: boolean,
): void {
  if (doc.type === 'outing' && doc.geom_detail && trackChanged) {
    doc.geom = midpointText(doc.geom_detail) ?? doc.geom;
    return;
  }
  if (doc.geom) return;
  if (doc.type === 'route') {
    const main = targets.get(Number(doc.attributes.main_waypoint_id));
    doc.geom =
      midpointText(doc.geom_detail) ??
      (main?.record.row.geom || null) ??
      centroidText(pointsOf(targetsOf(lists.waypoints, targets)));
  } else if (doc.type === 'outing') {
    doc.geom = midpointText(doc.geom_detail) ?? centroidText(pointsOf(targetsOf(lists.routes, targets)));
  } else if (doc.type === 'xreport') {
    const [point] = pointsOf([...targetsOf(lists.routes, targets), ...targetsOf(lists.outings, targets)]);
    if (point) doc.geom = centroidText([point]);
  }
}

/** A linked waypoint as the rating reads it, or undefined when it is not an access point. */
export function accessPointOf(
  attributes: Record<string, unknown>,
  geom: string | null | undefined,
  served?: boolean,
): AccessPoint | undefined {
  if (attributes.waypoint_type !== 'access') return undefined;
  return {
    rating: (attributes.public_transportation_rating as string | null | undefined) ?? null,
    point: pointOf(geom),
    ...(served === undefined ? {} : { served }),
  };
}

const accessPoint = (record: DocumentRecord, served: Map<number, boolean>): AccessPoint | undefined =>
  accessPointOf(record.attributes, record.row.geom, served.get(record.row.document_id));

/**
 * Whether each of these waypoints has stops within 5 km walking (issue 18), for those whose
 * stops were computed (`transport/store.ts`); the others are absent.
 */
export async function servedWaypoints(db: Kysely<DB>, ids: number[]): Promise<Map<number, boolean>> {
  if (!ids.length) return new Map();
  const rows = await sql<{ waypoint_id: number; served: boolean }>`
    SELECT s.waypoint_id, EXISTS (SELECT 1 FROM waypoint_stopareas a WHERE a.waypoint_id = s.waypoint_id) AS served
    FROM waypoint_stopareas_state s WHERE s.waypoint_id = ANY(${ids}::bigint[])`.execute(db);
  return new Map(rows.rows.map((r) => [Number(r.waypoint_id), r.served]));
}

/**
 * api.md §8.6 route fields: `calculated_duration` from its figures (DIN 33466, @cairn/domain)
 * and `public_transportation_rating` from its access waypoints. Also used by the demo loader.
 */
export function routeFields(attributes: Record<string, unknown>, access: AccessPoint[]) {
  return {
    calculated_duration: calculatedDuration(attributes as DurationInput),
    public_transportation_rating: publicTransportationRating(
      attributes.route_types as string[] | null,
      access,
    ),
  };
}

/** api.md §8.6: the route fields computed on every write. */
export function routeComputedFields(
  doc: WorkingDocument,
  lists: AssociationLists,
  targets: Map<number, Target>,
  served: Map<number, boolean> = new Map(),
): void {
  if (doc.type !== 'route') return;
  const access = targetsOf(lists.waypoints, targets)
    .map((t) => accessPoint(t.record, served))
    .filter((p): p is AccessPoint => !!p);
  Object.assign(doc.attributes, routeFields(doc.attributes, access));
}

/**
 * After an access waypoint changed: recomputes the public transportation rating of these
 * routes in place (a derived value: no version) and bumps the cache version of those that changed.
 */
export async function refreshTransportRatings(db: Kysely<DB>, routeIds: number[]): Promise<void> {
  if (!routeIds.length) return;
  const routes = await readDocuments(db, routeIds, { withDetail: false, type: 'route' });
  const links = await db
    .selectFrom('associations')
    .select(['parent_document_id', 'child_document_id'])
    .where('child_document_id', 'in', [...routes.keys()])
    .where('parent_type', '=', 'w')
    .execute();
  const waypoints = await readDocuments(
    db,
    links.map((l) => Number(l.parent_document_id)),
    { withDetail: false, type: 'waypoint' },
  );
  const served = await servedWaypoints(db, [...waypoints.keys()]);
  for (const route of routes.values()) {
    const access = links
      .filter((l) => Number(l.child_document_id) === route.row.document_id)
      .map((l) => waypoints.get(Number(l.parent_document_id)))
      .map((w) => w && accessPoint(w, served))
      .filter((p): p is AccessPoint => !!p);
    const rating = publicTransportationRating(route.attributes.route_types as string[] | null, access);
    if (rating === (route.attributes.public_transportation_rating ?? null)) continue;
    await sql`UPDATE routes SET public_transportation_rating = ${rating} WHERE document_id = ${route.row.document_id}`.execute(
      db,
    );
    await sql`UPDATE documents SET cache_version = cache_version + 1 WHERE document_id = ${route.row.document_id}`.execute(
      db,
    );
  }
}

/** Routes linked to a waypoint (its children). */
export async function routesOfWaypoint(db: Kysely<DB>, waypointId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('associations')
    .select('child_document_id')
    .where('parent_document_id', '=', waypointId)
    .where('child_type', '=', 'r')
    .execute();
  return rows.map((r) => Number(r.child_document_id));
}

/**
 * api.md §8.6: route locales' `title_prefix` = the main waypoint's title in the best matching
 * language (`""` without main waypoint). Not a content change: no version is written.
 */
export async function refreshTitlePrefixes(db: Kysely<DB>, routeIds: number[]): Promise<void> {
  if (!routeIds.length) return;
  const routes = await readDocuments(db, routeIds, { withDetail: false });
  const mainIds = [...routes.values()]
    .map((r) => Number(r.attributes.main_waypoint_id))
    .filter((id) => id > 0);
  const waypoints = await readDocuments(db, mainIds, { withDetail: false });
  const changed = new Set<number>();
  for (const route of routes.values()) {
    const main = waypoints.get(Number(route.attributes.main_waypoint_id));
    for (const locale of route.locales) {
      const prefix = (main && bestLocale(main.locales, locale.lang)?.title) ?? '';
      if (prefix === (locale.title_prefix ?? '')) continue;
      changed.add(route.row.document_id);
      await db
        .updateTable('document_locales')
        .set({
          title_prefix: prefix,
          search_title: normalizeForSearch(prefix ? `${prefix} : ${locale.title}` : locale.title),
        })
        .where('document_id', '=', route.row.document_id)
        .where('lang', '=', locale.lang)
        .execute();
    }
  }
  // The route's presented title changed (api.md §1.6 weak ETags follow cache versions).
  if (changed.size) {
    await db
      .updateTable('documents')
      .set((eb) => ({ cache_version: eb('cache_version', '+', 1) }))
      .where('document_id', 'in', [...changed])
      .execute();
  }
}

/** Routes whose main waypoint is `waypointId` (their prefixes follow its titles). */
export async function routesWithMainWaypoint(db: Kysely<DB>, waypointId: number): Promise<number[]> {
  const rows = await sql<{
    id: number;
  }>`SELECT document_id AS id FROM routes WHERE main_waypoint_id = ${waypointId}`.execute(db);
  return rows.rows.map((r) => Number(r.id));
}
