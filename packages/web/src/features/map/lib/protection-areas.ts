/**
 * Spec 3 §3 "Sensitive-area data" and "Swiss protection-area result", §7, §9: the requests of
 * the two protection-area services (a biodiversity sports service and the Swiss geodata
 * service's identify) and the reading of their answers, as plain functions.
 */
import { MONTHS, type Month } from '@cairn/domain';

/** Spec 3 §9: a sensitive area's label wraps at 30 characters. */
export const LABEL_WRAP = 30;
/** Spec 3 §7: the identify tolerance in pixels; 0 only asks whether a zone exists at all. */
export const IDENTIFY_TOLERANCE = 3;
export const EXISTENCE_TOLERANCE = 0;
/** The Swiss layers asked for: wildlife rest zones and federal hunting bans. */
export const SWISS_LAYERS = ['ch.bafu.wrz-wildruhezonen_portal', 'ch.bafu.bundesinventare-jagdbanngebiete'];
/** Month keys of the `enums.months` messages, January first (the domain's list). */
export { MONTHS };
export type MonthKey = Month;

/** Practices asked for anyone: land, vertical and equipment sports; 3 (aerial) adds paragliding. */
const BASE_PRACTICES = [1, 2, 4];
const AERIAL_PRACTICE = 3;

const primary = (language: string) => language.toLowerCase().split(/[-_]/)[0] ?? '';

/** The biodiversity service speaks French, English and Italian; anything else asks in English. */
export function biodivLanguage(language: string): 'fr' | 'en' | 'it' {
  const lang = primary(language);
  return lang === 'fr' || lang === 'it' ? lang : 'en';
}

/** The Swiss service speaks French, German and Italian; anything else asks in English. */
export function swissLanguage(language: string): 'fr' | 'de' | 'it' | 'en' {
  const lang = primary(language);
  return lang === 'fr' || lang === 'de' || lang === 'it' ? lang : 'en';
}

/** Practices of the sensitive areas to show: 1, 2 and 4, plus 3 when paragliding is among the activities. */
export function practicesOf(activities: readonly string[]): number[] {
  return activities.includes('paragliding')
    ? [...BASE_PRACTICES, AERIAL_PRACTICE].sort((a, b) => a - b)
    : [...BASE_PRACTICES];
}

const withSlash = (base: string) => (base.endsWith('/') ? base : `${base}/`);

/**
 * The sensitive areas in a WGS84 bbox [minLon, minLat, maxLon, maxLat]:
 * `{base}/api/v2/sensitivearea/?in_bbox=…&language=…&fields=…&practices=…`.
 */
export function sensitiveAreasUrl(
  base: string,
  bbox: readonly [number, number, number, number],
  language: string,
  activities: readonly string[],
): string {
  const url = new URL('api/v2/sensitivearea/', withSlash(base));
  url.searchParams.set('in_bbox', bbox.map((value) => value.toFixed(6)).join(','));
  url.searchParams.set('language', biodivLanguage(language));
  url.searchParams.set('fields', 'id,geometry,name,description,info_url,period,kml_url');
  url.searchParams.set('practices', practicesOf(activities).join(','));
  return url.toString();
}

export type IdentifyGeometry =
  | { type: 'point'; x: number; y: number }
  | { type: 'envelope'; extent: readonly [number, number, number, number] };

/**
 * The Swiss zones at a point or in an envelope (EPSG:3857 coordinates, as the map's), with the
 * map's extent and size in pixels for the tolerance: `{base}/rest/services/api/MapServer/identify?…`.
 */
export function swissIdentifyUrl(
  base: string,
  geometry: IdentifyGeometry,
  view: { extent: readonly number[]; size: readonly number[] },
  language: string,
  tolerance: number = IDENTIFY_TOLERANCE,
): string {
  const url = new URL('rest/services/api/MapServer/identify', withSlash(base));
  const round = (values: readonly number[]) => values.map((value) => Math.round(value)).join(',');
  const point = geometry.type === 'point';
  url.searchParams.set('geometry', point ? round([geometry.x, geometry.y]) : round(geometry.extent));
  url.searchParams.set('geometryType', point ? 'esriGeometryPoint' : 'esriGeometryEnvelope');
  url.searchParams.set('geometryFormat', 'geojson');
  url.searchParams.set('layers', `all:${SWISS_LAYERS.join(',')}`);
  url.searchParams.set('tolerance', String(tolerance));
  url.searchParams.set('mapExtent', round(view.extent));
  url.searchParams.set('imageDisplay', `${round(view.size)},96`);
  url.searchParams.set('sr', '3857');
  url.searchParams.set('lang', swissLanguage(language));
  url.searchParams.set('returnGeometry', 'false');
  return url.toString();
}

/** A sensitive area as the information dialog shows it (geometry as GeoJSON in WGS84). */
export type SensitiveArea = {
  id: string;
  title: string;
  description: string;
  /** 12 booleans, January first: the months when the area is sensitive. */
  period: boolean[];
  infoUrl?: string;
  kmlUrl?: string;
  geometry: { type: string; coordinates: unknown };
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const link = (value: unknown) =>
  typeof value === 'string' && /^https?:\/\//i.test(value) ? value : undefined;

/** A name in one language, or a translated object `{fr: …, en: …}` when asked without `language`. */
function localized(value: unknown, language: string): string {
  if (isRecord(value)) return text(value[language]) || text(Object.values(value).find((v) => text(v)));
  return text(value);
}

/**
 * The areas of a sensitive-area answer (a list, or a page `{results: […]}`); entries without a
 * geometry are left out, and a period that is not 12 booleans counts as no month.
 */
export function parseSensitiveAreas(body: unknown, language = 'en'): SensitiveArea[] {
  const entries = Array.isArray(body)
    ? body
    : isRecord(body) && Array.isArray(body.results)
      ? body.results
      : [];
  const lang = biodivLanguage(language);
  return entries.flatMap((entry: unknown): SensitiveArea[] => {
    if (!isRecord(entry) || !isRecord(entry.geometry) || typeof entry.geometry.type !== 'string') return [];
    const period = Array.isArray(entry.period) && entry.period.length === 12 ? entry.period : [];
    return [
      {
        id: String(entry.id ?? ''),
        title: localized(entry.name, lang),
        description: localized(entry.description, lang),
        period: period.length ? period.map((month) => month === true) : MONTHS.map(() => false),
        infoUrl: link(entry.info_url),
        kmlUrl: link(entry.kml_url),
        geometry: { type: entry.geometry.type, coordinates: entry.geometry.coordinates },
      },
    ];
  });
}

/** The month keys (`enums.months`) of a period, in calendar order. */
export function periodMonths(period: readonly boolean[]): MonthKey[] {
  return MONTHS.filter((_, index) => period[index] === true);
}

/**
 * The area's label on the map: words wrapped into lines of at most `width` characters; a word
 * longer than a line is cut.
 */
export function wrapLabel(label: string, width: number = LABEL_WRAP): string {
  const lines: string[] = [];
  let line = '';
  for (const word of label.trim().split(/\s+/).filter(Boolean)) {
    let rest = word;
    if (line && line.length + 1 + rest.length <= width) {
      line = `${line} ${rest}`;
      continue;
    }
    if (line) lines.push(line);
    while (rest.length > width) {
      lines.push(rest.slice(0, width));
      rest = rest.slice(width);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines.join('\n');
}

/** A Swiss zone as the information dialog shows it. */
export type SwissZone = {
  id: string;
  layer: string;
  label: string;
  /** The protection time as the service writes it (`schutzzeit`), empty when none. */
  protectionTime: string;
  /** The rules (`best_*`) and protection status (`schutzs_*`) in the user's language. */
  rules: string;
  status: string;
  /** Extra information (`zusatzinformation`): often a link. */
  extraInfo: string;
};

/** The language of the zones' own texts: French, German or Italian, else German. */
const zoneLanguage = (language: string) => {
  const lang = swissLanguage(language);
  return lang === 'en' ? 'de' : lang;
};

/** The zones of an identify answer `{results: [{layerBodId, featureId, attributes: {…}}]}`. */
export function parseSwissZones(body: unknown, language = 'en'): SwissZone[] {
  const results = isRecord(body) && Array.isArray(body.results) ? body.results : [];
  const lang = zoneLanguage(language);
  return results.flatMap((result: unknown): SwissZone[] => {
    if (!isRecord(result) || !isRecord(result.attributes)) return [];
    const attributes = result.attributes;
    return [
      {
        id: String(result.featureId ?? result.id ?? ''),
        layer: text(result.layerBodId),
        label: text(attributes.label) || text(attributes.name),
        protectionTime: text(attributes.schutzzeit),
        rules: text(attributes[`best_${lang}`]) || text(attributes.best_de),
        status: text(attributes[`schutzs_${lang}`]) || text(attributes.schutzs_de),
        extraInfo: text(attributes.zusatzinformation),
      },
    ];
  });
}

export type ProtectionTime =
  | { kind: 'none' }
  | { kind: 'range'; from: { day: number; month: MonthKey }; to: { day: number; month: MonthKey } }
  | { kind: 'text'; text: string };

/**
 * The protection time read from `schutzzeit`: "01.12.-30.04." (day.month, any dash) becomes a
 * range of days and month keys; any other text is shown as it is, none when empty.
 */
export function protectionTimeOf(raw: string): ProtectionTime {
  const value = raw.trim();
  if (!value) return { kind: 'none' };
  const match = /^(\d{1,2})\.(\d{1,2})\.?\s*[-–—]\s*(\d{1,2})\.(\d{1,2})\.?$/.exec(value);
  const date = (day?: string, month?: string) => {
    const d = Number(day);
    const m = Number(month);
    return d >= 1 && d <= 31 && m >= 1 && m <= 12 ? { day: d, month: MONTHS[m - 1]! } : null;
  };
  const from = match && date(match[1], match[2]);
  const to = match && date(match[3], match[4]);
  return from && to ? { kind: 'range', from, to } : { kind: 'text', text: value };
}
