import type { DocumentType } from '@cairn/domain';

/** Spec 3 §9: outing markers by condition, from excellent (green) to awful (dark red). */
export const CONDITION_COLORS = {
  excellent: '#008000',
  good: '#9acd32',
  average: '#f5c400',
  poor: '#ff7f00',
  awful: '#8b0000',
} as const;

export const DEFAULT_COLOR = '#495057';

/** One colour per document type; lines and polygons take their type's colour. */
export const TYPE_COLORS: Record<DocumentType, string> = {
  area: '#1c7ed6',
  article: DEFAULT_COLOR,
  book: DEFAULT_COLOR,
  image: '#0c8599',
  map: '#5c940d',
  outing: '#7048e8',
  profile: '#495057',
  route: '#e03131',
  waypoint: '#1864ab',
  xreport: '#c2255c',
};

/** Waypoint markers by family of waypoint type, so summits, huts and parkings read apart. */
const WAYPOINT_FAMILIES: [string, string[]][] = [
  ['#7f4a1e', ['summit', 'pass', 'cave', 'virtual', 'locality']],
  ['#e8590c', ['hut', 'gite', 'shelter', 'bivouac', 'camp_site', 'base_camp', 'local_product']],
  ['#2b8a3e', ['access']],
  ['#c2255c', ['climbing_outdoor', 'climbing_indoor', 'slackline_spot']],
  ['#1971c2', ['lake', 'waterfall', 'bisse', 'canyon', 'waterpoint']],
  ['#7048e8', ['paragliding_takeoff', 'paragliding_landing']],
  ['#495057', ['weather_station', 'webcam', 'misc']],
];

export function waypointColorOf(waypointType: unknown): string {
  const family = WAYPOINT_FAMILIES.find(([, types]) => types.includes(String(waypointType)));
  return family?.[0] ?? TYPE_COLORS.waypoint;
}

/** The colour of a document on the map: outings by condition, waypoints by family, else by type. */
export function colorOf(type: DocumentType, doc: Record<string, unknown>): string {
  if (type === 'outing') {
    const condition = doc.condition_rating as keyof typeof CONDITION_COLORS;
    return CONDITION_COLORS[condition] ?? TYPE_COLORS.outing;
  }
  if (type === 'waypoint') return waypointColorOf(doc.waypoint_type);
  return TYPE_COLORS[type];
}
