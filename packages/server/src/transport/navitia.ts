/**
 * The Navitia-compatible service (issue 18, spec 3 §7): `coord/{lon};{lat}/places_nearby` for
 * the stop areas near a waypoint when no GTFS feed is configured, and `journeys` for the trip
 * planner. The token, when configured, goes in the `Authorization` header as Navitia expects.
 */
import { JOURNEY_DEFAULTS, SECTION_TYPES, isLonLat, type Journey, type JourneySection } from '@cairn/domain';
import { TRANSPORT_TIMEOUT_MS, TransportServiceError, type StopLine } from './stop-source.ts';

export interface NavitiaService {
  url: string;
  token: string;
}

/** Navitia's answer when there is simply no journey (not a failure of the service). */
const NO_JOURNEY_ERRORS = new Set([
  'no_solution',
  'no_origin',
  'no_destination',
  'no_origin_nor_destination',
]);

async function getJson(
  service: NavitiaService,
  path: string,
  signal?: AbortSignal,
): Promise<{ status: number; body: unknown }> {
  const url = `${service.url}/${path}`;
  const timeout = AbortSignal.timeout(TRANSPORT_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json', ...(service.token ? { authorization: service.token } : {}) },
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (error) {
    throw new TransportServiceError(`${service.url}: ${(error as Error).message}`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new TransportServiceError(`${service.url}: HTTP ${response.status}, the answer is not JSON`);
  }
  return { status: response.status, body };
}

/** The stop areas and their lines within `radiusMetres` of a point. */
export async function placesNearby(
  service: NavitiaService,
  [lon, lat]: [number, number],
  radiusMetres: number,
  signal?: AbortSignal,
): Promise<{ stops: StopLine[]; skipped: number }> {
  const round = (n: number) => Number(n.toFixed(6));
  const { status, body } = await getJson(
    service,
    `coord/${round(lon)};${round(lat)}/places_nearby?type[]=stop_area&distance=${Math.round(radiusMetres)}&count=100&depth=2`,
    signal,
  );
  const places = (body as { places_nearby?: unknown })?.places_nearby;
  // An empty neighbourhood is a 200 without places, or a 404 with an error, as versions differ.
  if (status === 404 || (status === 200 && places === undefined)) return { stops: [], skipped: 0 };
  if (status !== 200 || !Array.isArray(places))
    throw new TransportServiceError(`${service.url}: places_nearby HTTP ${status}`);
  const stops: StopLine[] = [];
  let skipped = 0;
  for (const place of places as { stop_area?: Record<string, unknown> }[]) {
    const area = place?.stop_area;
    if (!area || typeof area.id !== 'string') continue;
    const coord = area.coord as { lon?: unknown; lat?: unknown } | undefined;
    const pLon = Number(coord?.lon);
    const pLat = Number(coord?.lat);
    if (!isLonLat(pLon, pLat)) {
      skipped++;
      continue;
    }
    const name = typeof area.name === 'string' ? area.name : area.id;
    const lines = Array.isArray(area.lines) ? (area.lines as Record<string, unknown>[]) : [];
    const rows = lines.length
      ? lines.map((l) => ({
          line: String(l.code || l.name || ''),
          operator: String((l.network as { name?: unknown } | undefined)?.name ?? ''),
        }))
      : [{ line: '', operator: '' }];
    for (const r of rows) stops.push({ stop_id: area.id, stoparea_name: name, ...r, lon: pLon, lat: pLat });
  }
  return { stops, skipped };
}

export interface JourneyQuery {
  from: string;
  to: string;
  datetime: string;
  datetime_represents: string;
  walking_speed?: number;
  max_walking_duration_to_pt?: number;
  min_nb_journeys?: number;
  max_nb_transfers?: number;
  timeframe_duration?: number;
}

/** The journeys of a query, with the spec's defaults; none when the service finds no solution. */
export async function journeys(service: NavitiaService, q: JourneyQuery): Promise<Journey[]> {
  const params = new URLSearchParams({
    from: q.from,
    to: q.to,
    datetime: q.datetime,
    datetime_represents: q.datetime_represents,
    walking_speed: String(q.walking_speed ?? JOURNEY_DEFAULTS.walking_speed),
    max_walking_duration_to_pt: String(
      q.max_walking_duration_to_pt ?? JOURNEY_DEFAULTS.max_walking_duration_to_pt,
    ),
    min_nb_journeys: String(q.min_nb_journeys ?? JOURNEY_DEFAULTS.min_nb_journeys),
  });
  // Navitia has no "unlimited": the parameter is left out.
  if (q.max_nb_transfers !== undefined && q.max_nb_transfers >= 0)
    params.set('max_nb_transfers', String(q.max_nb_transfers));
  if (q.timeframe_duration !== undefined) params.set('timeframe_duration', String(q.timeframe_duration));
  const { status, body } = await getJson(service, `journeys?${params}`);
  const error = (body as { error?: { id?: unknown } })?.error;
  if (error && typeof error.id === 'string' && NO_JOURNEY_ERRORS.has(error.id)) return [];
  const list = (body as { journeys?: unknown })?.journeys;
  if (status !== 200) throw new TransportServiceError(`${service.url}: journeys HTTP ${status}`);
  if (list === undefined) return [];
  if (!Array.isArray(list)) throw new TransportServiceError(`${service.url}: journeys is not a list`);
  return list.map(journeyOf).filter((j): j is Journey => !!j);
}

const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

function journeyOf(value: unknown): Journey | undefined {
  const j = value as Record<string, unknown>;
  const departure = text(j?.departure_date_time);
  const arrival = text(j?.arrival_date_time);
  if (!departure || !arrival) return undefined;
  const sections = Array.isArray(j.sections) ? j.sections.map(sectionOf).filter((s) => !!s) : [];
  return {
    departure_date_time: departure,
    arrival_date_time: arrival,
    duration: num(j.duration) ?? 0,
    nb_transfers: num(j.nb_transfers),
    sections: sections as JourneySection[],
  };
}

function sectionOf(value: unknown): JourneySection | undefined {
  const s = value as Record<string, unknown>;
  const type = text(s?.type);
  if (!type || !(SECTION_TYPES as readonly string[]).includes(type)) return undefined;
  const place = (p: unknown) => {
    const name = text((p as { name?: unknown } | undefined)?.name);
    return name === undefined ? undefined : { name };
  };
  const geo = s.geojson as
    { type?: unknown; coordinates?: unknown; properties?: { length?: unknown }[] } | undefined;
  const coordinates =
    geo?.type === 'LineString' && Array.isArray(geo.coordinates)
      ? (geo.coordinates as unknown[]).filter(
          (p): p is number[] => Array.isArray(p) && p.length >= 2 && isLonLat(p[0], p[1]),
        )
      : undefined;
  const info = s.display_informations as Record<string, unknown> | undefined;
  return {
    type: type as JourneySection['type'],
    mode: text(s.mode) ?? text(s.transfer_type),
    from: place(s.from),
    to: place(s.to),
    departure_date_time: text(s.departure_date_time),
    arrival_date_time: text(s.arrival_date_time),
    duration: num(s.duration),
    geojson: coordinates && coordinates.length >= 2 ? { type: 'LineString', coordinates } : undefined,
    distance: num(geo?.properties?.[0]?.length),
    display_informations: info
      ? {
          code: text(info.code),
          direction: text(info.direction),
          color: text(info.color)?.replace(/^#/, ''),
          commercial_mode: text(info.commercial_mode),
          network: text(info.network),
          equipments: Array.isArray(info.equipments)
            ? info.equipments.filter((e) => typeof e === 'string')
            : undefined,
        }
      : undefined,
  };
}
