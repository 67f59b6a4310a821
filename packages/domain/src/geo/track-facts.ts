/**
 * What an outing's track tells of the outing (spec 3 §4 "Geometry editing": an outing with no
 * start date takes it from the first track timestamp; the form also offers the elevations,
 * height differences and length): each fact only when the track has the data, in the outing
 * fields' names and bounds (documents/outing.ts).
 */
import { toLonLat, type Position } from './geojson.ts';

/** A track as stored in `geom_detail`: [x, y, z, t?] positions in EPSG:3857, t in Unix seconds. */
export type TrackGeometry =
  { type: 'LineString'; coordinates: Position[] } | { type: 'MultiLineString'; coordinates: Position[][] };

export interface TrackFacts {
  /** Day of the first and last timestamps, `YYYY-MM-DD` in the time zone asked for. */
  date_start?: string;
  date_end?: string;
  /** Metres, rounded. */
  elevation_min?: number;
  elevation_max?: number;
  height_diff_up?: number;
  height_diff_down?: number;
  /** Metres along the track, rounded. */
  length_total?: number;
}

export interface TrackFactsOptions {
  /**
   * IANA time zone of the dates (`Europe/Paris`, `UTC`): a day is the calendar day there, not in
   * UTC (a walk started at 00:30 in Paris began the day before in UTC). The web form gives the
   * browser's zone: the one its user most likely walked in.
   */
  timeZone: string;
}

/** Elevation bounds of the outing fields (elevation_*, height_diff_*: 0 to 9000 m). */
const MAX_ELEVATION = 9000;

/**
 * Height changes smaller than this (metres) are not counted: GPS elevations jitter by a few
 * metres, and adding up every wiggle would inflate the height differences. The climb counts
 * once the elevation has moved this far from the last counted one (a hysteresis); the last
 * point of a line counts whatever its difference.
 */
export const HEIGHT_DIFF_HYSTERESIS = 5;

/** Mean Earth radius (IUGG), in metres. */
const EARTH_RADIUS = 6371008.8;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * Great-circle distance in metres between two WGS 84 [lon, lat] points (haversine on the mean
 * sphere: within 0.5 % of the ellipsoidal distance, far less than a GPS track's own noise).
 */
function groundDistance([lon1, lat1]: [number, number], [lon2, lat2]: [number, number]): number {
  const a =
    Math.sin(radians(lat2 - lat1) / 2) ** 2 +
    Math.cos(radians(lat1)) * Math.cos(radians(lat2)) * Math.sin(radians(lon2 - lon1) / 2) ** 2;
  return 2 * EARTH_RADIUS * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** The calendar day of a Unix time (seconds) in a time zone, as `YYYY-MM-DD`. */
function dayOf(seconds: number, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(seconds * 1000));
}

const linesOf = (track: TrackGeometry): Position[][] =>
  track.type === 'LineString' ? [track.coordinates] : track.coordinates;

/** A stored elevation: the import writes 0 where the file had none, so 0 means unknown. */
const elevationOf = (position: Position): number | undefined => {
  const z = position[2];
  return typeof z === 'number' && Number.isFinite(z) && z !== 0 ? z : undefined;
};

const timeOf = (position: Position): number | undefined => {
  const t = position[3];
  return typeof t === 'number' && Number.isFinite(t) ? t : undefined;
};

/** Smallest and largest of the known values (a loop: a long track is too many arguments for Math.min). */
function rangeOf(values: (number | undefined)[]): { min: number; max: number; count: number } | undefined {
  let min = Infinity;
  let max = -Infinity;
  let count = 0;
  for (const value of values) {
    if (value === undefined) continue;
    if (value < min) min = value;
    if (value > max) max = value;
    count += 1;
  }
  return count > 0 ? { min, max, count } : undefined;
}

const inBounds = (value: number): number | undefined =>
  value >= 0 && value <= MAX_ELEVATION ? value : undefined;

/** Climb and descent of one line, with the hysteresis against GPS noise. */
function heightDiffsOf(line: Position[]): { up: number; down: number } {
  let up = 0;
  let down = 0;
  let reference: number | undefined;
  let last: number | undefined;
  for (const position of line) {
    const z = elevationOf(position);
    if (z === undefined) continue;
    last = z;
    if (reference === undefined) reference = z;
    else if (z - reference >= HEIGHT_DIFF_HYSTERESIS) {
      up += z - reference;
      reference = z;
    } else if (reference - z >= HEIGHT_DIFF_HYSTERESIS) {
      down += reference - z;
      reference = z;
    }
  }
  // The end of the line is where the walk ended, not noise: what is left since the last
  // counted elevation counts too.
  if (reference !== undefined && last !== undefined) {
    if (last > reference) up += last - reference;
    else down += reference - last;
  }
  return { up, down };
}

/**
 * The facts of a track, each only when the track has the data: dates from the first and last
 * timestamps, elevations and height differences from the elevations (each line on its own: the
 * gap between the lines of a multi-line is not walked), the length along the lines. A value out
 * of its field's bounds is left out.
 */
export function trackFacts(track: TrackGeometry, { timeZone }: TrackFactsOptions): TrackFacts {
  const facts: TrackFacts = {};
  const lines = linesOf(track);
  const positions = lines.flat();

  const times = rangeOf(positions.map(timeOf));
  if (times) {
    facts.date_start = dayOf(times.min, timeZone);
    facts.date_end = dayOf(times.max, timeZone);
  }

  const elevations = rangeOf(positions.map(elevationOf));
  if (elevations) {
    const min = inBounds(Math.round(elevations.min));
    const max = inBounds(Math.round(elevations.max));
    if (min !== undefined) facts.elevation_min = min;
    if (max !== undefined) facts.elevation_max = max;
  }
  if (elevations && elevations.count > 1) {
    let up = 0;
    let down = 0;
    for (const line of lines) {
      const diffs = heightDiffsOf(line);
      up += diffs.up;
      down += diffs.down;
    }
    const shownUp = inBounds(Math.round(up));
    const shownDown = inBounds(Math.round(down));
    if (shownUp !== undefined) facts.height_diff_up = shownUp;
    if (shownDown !== undefined) facts.height_diff_down = shownDown;
  }

  let length = 0;
  let hasSegment = false;
  for (const line of lines) {
    for (let i = 1; i < line.length; i++) {
      const [ax = 0, ay = 0] = line[i - 1]!;
      const [bx = 0, by = 0] = line[i]!;
      length += groundDistance(toLonLat(ax, ay), toLonLat(bx, by));
      hasSegment = true;
    }
  }
  if (hasSegment) facts.length_total = Math.round(length);
  return facts;
}
