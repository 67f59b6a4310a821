import { enumValues, parseGeometry, toLonLat, type DocumentType } from '@cairn/domain';
import { env } from '../../../config/env.ts';
import type { GearArticle } from '../../../config/links.ts';
import type { FullDocument } from '../../../lib/documents.ts';

/** The representative point of a document in EPSG:3857, when it has one. */
export function pointOf(doc: FullDocument): [number, number] | undefined {
  const geometry = parseGeometry(doc.geometry?.geom ?? null);
  if (geometry?.type !== 'Point') return undefined;
  const [x, y] = geometry.coordinates as number[];
  return typeof x === 'number' && typeof y === 'number' ? [x, y] : undefined;
}

/** Spec 2 "Tool box": the forecast path depends on the language: fr, it, de, es (es/eu/ca), else en. */
export function weatherLang(lang: string): string {
  if (lang === 'fr' || lang === 'it' || lang === 'de') return lang;
  if (lang === 'es' || lang === 'eu' || lang === 'ca') return 'es';
  return 'en';
}

const degrees = (value: number) => value.toFixed(3);

/** Weather forecast for waypoints and routes with a point. */
export function weatherUrl(point: [number, number], lang: string): string {
  const [lon, lat] = toLonLat(point[0], point[1]);
  const ns = `${degrees(Math.abs(lat))}${lat >= 0 ? 'N' : 'S'}`;
  const ew = `${degrees(Math.abs(lon))}${lon >= 0 ? 'E' : 'W'}`;
  return `${env.weatherUrl}/${weatherLang(lang)}/weather/week/${ns}${ew}`;
}

/** Spec 2 "Tool box": directions for waypoint types access, gite, camp_site. */
export const DIRECTIONS_WAYPOINT_TYPES = ['access', 'gite', 'camp_site'];

export function directionsUrl(point: [number, number]): string {
  const [lon, lat] = toLonLat(point[0], point[1]);
  return `${env.directionsUrl}${lat.toFixed(5)},${lon.toFixed(5)}`;
}

/** Spec 2 §9: nearby documents, the point buffered by 10000 m (a list bbox). */
export const NEARBY_BUFFER = 10_000;

export function nearbyBbox([x, y]: [number, number]): string {
  return [x - NEARBY_BUFFER, y - NEARBY_BUFFER, x + NEARBY_BUFFER, y + NEARBY_BUFFER]
    .map(Math.round)
    .join(',');
}

/** Spec 2 §9: the description for sharing is limited to 200 characters. */
export const SHARE_LENGTH = 200;

export function shareDescription(html: string | null | undefined): string {
  const text = (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const decoded = text
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
  return decoded.length > SHARE_LENGTH ? `${decoded.slice(0, SHARE_LENGTH - 1)}…` : decoded;
}

/** Spec 2 §2: activities for which a route's history is expected. */
const HISTORY_ACTIVITIES = [
  'snow_ice_mixed',
  'mountain_climbing',
  'rock_climbing',
  'ice_climbing',
  'via_ferrata',
  'slacklining',
];

/**
 * Spec 2 §2 history-missing banner (shown to editors): routes of those activities, or
 * skitouring with a ski rating starting with 5, whose route_history is empty.
 */
export function isHistoryMissing(doc: FullDocument): boolean {
  if (doc.type !== 'r') return false;
  const activities = (doc.activities as string[] | undefined) ?? [];
  const applies =
    activities.some((a) => HISTORY_ACTIVITIES.includes(a)) ||
    (activities.includes('skitouring') && String(doc.ski_rating ?? '').startsWith('5'));
  const history = doc.cooked?.route_history;
  return applies && (typeof history !== 'string' || history.trim() === '');
}

const rank = (scale: string, value: unknown) => enumValues(scale).indexOf(String(value));
const between = (scale: string, value: unknown, from: string, to: string) => {
  const r = rank(scale, value);
  return r >= 0 && r >= rank(scale, from) && r <= rank(scale, to);
};

/**
 * Spec 2 / fields.md §9.3 gear-article suggestions: easy grades F to AD for mountain climbing,
 * F to PD+ for snow-ice-mixed; rock climbing: bloc or psicobloc → bouldering, single → crag,
 * otherwise P1/P1+ → bolted, P2 to P4 → traditional gear.
 */
export function gearArticles(doc: FullDocument): GearArticle[] {
  if (doc.type !== 'r') return [];
  const activities = (doc.activities as string[] | undefined) ?? [];
  const out: GearArticle[] = [];
  if (activities.includes('mountain_climbing') && between('global_ratings', doc.global_rating, 'F', 'AD'))
    out.push('mountainClimbingEasy');
  if (activities.includes('snow_ice_mixed') && between('global_ratings', doc.global_rating, 'F', 'PD+'))
    out.push('snowIceMixedEasy');
  if (activities.includes('rock_climbing')) {
    const outdoor = doc.climbing_outdoor_type;
    if (outdoor === 'bloc' || outdoor === 'psicobloc') out.push('bouldering');
    else if (outdoor === 'single') out.push('crag');
    else if (between('equipment_ratings', doc.equipment_rating, 'P1', 'P1+')) out.push('bolted');
    // "P2 to P4": P4+ is not among them (spec 2 §2, spec 3 "Gear article suggestions").
    else if (between('equipment_ratings', doc.equipment_rating, 'P2', 'P4')) out.push('trad');
  }
  return out;
}

/** Geolocalised types that get the nearby link (not areas, spec 2 "Tool box"). */
export const hasNearby = (type: DocumentType) => type !== 'area';
