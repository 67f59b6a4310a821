/** A place found by the place search (spec 3 §2 "Recenter on..."). */
export type Place = {
  label: string;
  /** WGS84 [lon, lat]. */
  lonLat: [number, number];
  /** WGS84 [minLon, minLat, maxLon, maxLat], when the service gives one. */
  extent?: [number, number, number, number];
};

/** Spec 3 §2: the search starts at 3 characters. */
export const PLACE_SEARCH_MIN_LENGTH = 3;
/** Spec 3 §2: suggestions hide 200 ms after the box loses focus (so a click on one still lands). */
export const SUGGESTIONS_HIDE_DELAY = 200;

/** Spec 3 §7: the place search speaks en, de or fr only; other languages ask in English. */
export const geocoderLang = (lang: string): string => (['en', 'de', 'fr'].includes(lang) ? lang : 'en');

type GeoJsonFeature = {
  geometry?: { type?: string; coordinates?: unknown };
  bbox?: unknown;
  properties?: Record<string, unknown>;
};

const isNumbers = (value: unknown, length: number): value is number[] =>
  Array.isArray(value) &&
  value.length === length &&
  value.every((n) => typeof n === 'number' && Number.isFinite(n));

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** Photon labels: the name, then the street, city, state and country that are not the name. */
function photonLabel(properties: Record<string, unknown>): string | undefined {
  const street = [text(properties.street), text(properties.housenumber)].filter(Boolean).join(' ');
  const parts = [
    text(properties.name),
    street,
    text(properties.city),
    text(properties.state),
    text(properties.country),
  ];
  const unique = parts.filter((part, index): part is string => !!part && parts.indexOf(part) === index);
  return unique.length ? unique.join(', ') : undefined;
}

/**
 * Places of a GeoJSON answer of the Photon or Nominatim (`format=geojson`) kind: point
 * features, labelled by Nominatim's display_name or Photon's name parts; the extent is
 * Photon's `properties.extent` ([minLon, maxLat, maxLon, minLat]) or Nominatim's `bbox`.
 */
export function placesOf(answer: unknown): Place[] {
  const features = (answer as { features?: unknown } | null)?.features;
  if (!Array.isArray(features)) return [];
  return (features as GeoJsonFeature[]).flatMap((feature) => {
    const coordinates = feature.geometry?.coordinates;
    if (feature.geometry?.type !== 'Point' || !isNumbers(coordinates, 2)) return [];
    const properties = feature.properties ?? {};
    const label = text(properties.display_name) ?? photonLabel(properties);
    if (!label) return [];
    const place: Place = { label, lonLat: [coordinates[0]!, coordinates[1]!] };
    const raw = isNumbers(properties.extent, 4)
      ? properties.extent
      : isNumbers(feature.bbox, 4)
        ? feature.bbox
        : undefined;
    if (raw) {
      const [a, b, c, d] = raw as [number, number, number, number];
      place.extent = [Math.min(a, c), Math.min(b, d), Math.max(a, c), Math.max(b, d)];
    }
    return [place];
  });
}
