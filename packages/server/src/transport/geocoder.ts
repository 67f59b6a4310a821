/**
 * The Photon-style geocoder of the trip planner's departure (issue 18, spec 3 §3 "Address
 * proposition", §7): `api?q=` for address search, `reverse?lon=&lat=` for the current
 * position; both answer GeoJSON features with name, housenumber, street, city, postcode, country.
 */
import { ADDRESS_PROPOSITIONS, isLonLat, type AddressProposition } from '@cairn/domain';
import { TRANSPORT_TIMEOUT_MS, TransportServiceError } from './stop-source.ts';

/** Languages Photon knows; others get its default. */
const PHOTON_LANGS = new Set(['en', 'de', 'fr', 'it']);
const PROPERTIES = ['name', 'housenumber', 'street', 'city', 'postcode', 'country'] as const;

async function features(url: string): Promise<AddressProposition[]> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(TRANSPORT_TIMEOUT_MS),
    });
  } catch (error) {
    throw new TransportServiceError(`geocoder: ${(error as Error).message}`);
  }
  if (!response.ok) throw new TransportServiceError(`geocoder: HTTP ${response.status}`);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new TransportServiceError('geocoder: the answer is not JSON');
  }
  const list = (body as { features?: unknown })?.features;
  if (!Array.isArray(list)) throw new TransportServiceError('geocoder: no features');
  const result: AddressProposition[] = [];
  for (const f of list as { geometry?: { coordinates?: unknown }; properties?: Record<string, unknown> }[]) {
    const c = f?.geometry?.coordinates;
    if (!Array.isArray(c) || !isLonLat(c[0], c[1])) continue;
    const properties: AddressProposition['properties'] = {};
    for (const key of PROPERTIES) {
      const v = f.properties?.[key];
      if (typeof v === 'string' || typeof v === 'number') properties[key] = String(v);
    }
    result.push({ geometry: { type: 'Point', coordinates: [c[0] as number, c[1] as number] }, properties });
  }
  return result;
}

const langOf = (lang: string | undefined) => (lang && PHOTON_LANGS.has(lang) ? `&lang=${lang}` : '');

/** Up to six addresses matching a text, nearer the given point first when there is one. */
export function searchAddresses(
  base: string,
  q: { q: string; lang?: string; lon?: number; lat?: number },
): Promise<AddressProposition[]> {
  const near = q.lon !== undefined && q.lat !== undefined ? `&lon=${q.lon}&lat=${q.lat}` : '';
  return features(
    `${base}/api?q=${encodeURIComponent(q.q)}&limit=${ADDRESS_PROPOSITIONS}${langOf(q.lang)}${near}`,
  ).then((f) => f.slice(0, ADDRESS_PROPOSITIONS));
}

/** The addresses at a point, nearest first. */
export function reverseGeocode(
  base: string,
  q: { lon: number; lat: number; lang?: string },
): Promise<AddressProposition[]> {
  return features(`${base}/reverse?lon=${q.lon}&lat=${q.lat}&limit=1${langOf(q.lang)}`);
}
