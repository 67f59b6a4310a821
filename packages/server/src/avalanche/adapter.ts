/**
 * What the avalanche box needs from a bulletin service (issue 17), behind one interface: the
 * zones with their polygons and the bulletins per zone. Two adapters: the guidebook's bulletin
 * service (`bra.ts`: `zonesbra` and `bra`) and the European avalanche warning services'
 * CAAML v6 JSON bulletins with the EAWS micro-regions (`eaws.ts`).
 */
import type { AvalancheBulletin } from '@cairn/domain';

/** A GeoJSON polygon in WGS84 (longitude, latitude). */
export type ZoneGeometry =
  { type: 'Polygon'; coordinates: number[][][] } | { type: 'MultiPolygon'; coordinates: number[][][][] };

export interface AvalancheZone {
  zone: string;
  geometry: ZoneGeometry;
}

/** A zone's bulletin (spec 3 §3) and the instant it starts being valid, when the service says. */
export interface ZoneBulletin extends AvalancheBulletin {
  validFrom?: string;
}

export interface AvalancheData {
  zones: AvalancheZone[];
  bulletins: ZoneBulletin[];
}

export interface AvalancheSource {
  /** Stored with its rows: 'bra' or 'eaws'. */
  readonly name: string;
  /** Fetches every zone and bulletin; throws `AvalancheServiceError` when the service fails. */
  fetch(signal: AbortSignal): Promise<AvalancheData>;
}

/** The service did not answer, refused, or answered something that is not its format. */
export class AvalancheServiceError extends Error {
  override readonly name = 'AvalancheServiceError';
}

/** GETs JSON from a service, naming the address in any failure. */
export async function getJson(url: string, signal: AbortSignal): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { accept: 'application/json' }, signal });
  } catch (error) {
    throw new AvalancheServiceError(`${url}: ${(error as Error).message}`);
  }
  if (!response.ok) throw new AvalancheServiceError(`${url}: HTTP ${response.status}`);
  try {
    return await response.json();
  } catch {
    throw new AvalancheServiceError(`${url}: the answer is not JSON`);
  }
}

const isRing = (ring: unknown): boolean =>
  Array.isArray(ring) &&
  ring.length >= 4 &&
  ring.every((p) => Array.isArray(p) && p.length >= 2 && p.every((n) => Number.isFinite(n)));

/** The polygon of a GeoJSON geometry, or undefined when it is none. */
export function zoneGeometryOf(value: unknown): ZoneGeometry | undefined {
  const g = value as { type?: unknown; coordinates?: unknown } | null;
  if (g?.type === 'Polygon' && Array.isArray(g.coordinates) && g.coordinates.every(isRing))
    return { type: 'Polygon', coordinates: g.coordinates as number[][][] };
  if (
    g?.type === 'MultiPolygon' &&
    Array.isArray(g.coordinates) &&
    g.coordinates.every((poly) => Array.isArray(poly) && poly.every(isRing))
  )
    return { type: 'MultiPolygon', coordinates: g.coordinates as number[][][][] };
  return undefined;
}

/** The features of a GeoJSON FeatureCollection; throws when the value is not one. */
export function featuresOf(url: string, value: unknown): { properties?: unknown; geometry?: unknown }[] {
  const fc = value as { type?: unknown; features?: unknown } | null;
  if (fc?.type !== 'FeatureCollection' || !Array.isArray(fc.features))
    throw new AvalancheServiceError(`${url}: not a GeoJSON FeatureCollection`);
  return fc.features as { properties?: unknown; geometry?: unknown }[];
}

/** An ISO 8601 instant, normalised; undefined when the text is not one. */
export function instantOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const t = Date.parse(value);
  return Number.isNaN(t) ? undefined : new Date(t).toISOString();
}

/** The http(s) addresses of a list (the web app makes links of them). */
export function httpUrls(values: unknown[]): string[] {
  return values.filter((u): u is string => typeof u === 'string' && /^https?:\/\/\S+$/i.test(u));
}
