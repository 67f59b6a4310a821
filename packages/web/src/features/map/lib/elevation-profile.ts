import type { Geometry, Position } from '@cairn/domain';
import { mercatorDistanceKm } from './distance.ts';

/** One point of the elevation profile of a track. */
export type ProfilePoint = {
  /** EPSG:3857 position, for the hover marker on the map. */
  coordinate: [number, number];
  /** Kilometres from the start, along the track. */
  distance: number;
  /** Metres. */
  elevation: number;
  /** Unix seconds when the track has a time here. */
  time?: number;
};

export type ProfileMode = 'distance' | 'time';

/** The lines of a track geometry; points and polygons have no profile. */
function linesOf(geometry: Geometry | undefined): Position[][] {
  if (geometry?.type === 'LineString') return [geometry.coordinates];
  if (geometry?.type === 'MultiLineString') return geometry.coordinates;
  return [];
}

/**
 * The profile of a track: cumulated great-circle distance, elevation and time per point.
 * The parts of a multi-line follow each other; the gap between them is not counted, since
 * nobody walked it with the recorder on.
 */
export function profileOf(geometry: Geometry | undefined): ProfilePoint[] {
  const points: ProfilePoint[] = [];
  let distance = 0;
  for (const line of linesOf(geometry)) {
    let previous: Position | undefined;
    for (const position of line) {
      if (previous) distance += mercatorDistanceKm(previous, position);
      const [x = 0, y = 0, z, t] = position;
      points.push({
        coordinate: [x, y],
        distance,
        elevation: typeof z === 'number' ? z : 0,
        ...(typeof t === 'number' && Number.isFinite(t) ? { time: t } : {}),
      });
      previous = position;
    }
  }
  return points;
}

/** Spec 3 §2 "Elevation profile": shown only if the detail geometry has a non-zero elevation. */
export const hasElevation = (points: ProfilePoint[]): boolean =>
  points.length > 1 && points.some((point) => point.elevation !== 0);

/** Spec 3 §2: the time mode is offered only if every point has a time. */
export const hasTimes = (points: ProfilePoint[]): boolean =>
  points.length > 1 && points.every((point) => point.time !== undefined);

export type SeriesPoint = { x: number; y: number; point: ProfilePoint };

/**
 * The chart series of a mode: x is the distance in km, or the time in milliseconds (a JS
 * date value, for a time scale); y the elevation in metres.
 */
export function seriesOf(points: ProfilePoint[], mode: ProfileMode): SeriesPoint[] {
  if (mode === 'time')
    return points
      .filter((point) => point.time !== undefined)
      .map((point) => ({ x: point.time! * 1000, y: point.elevation, point }));
  return points.map((point) => ({ x: point.distance, y: point.elevation, point }));
}

/** The series point closest to an x value (the hovered abscissa); series sorted by x. */
export function nearestOf(series: SeriesPoint[], x: number): SeriesPoint | undefined {
  if (series.length === 0) return undefined;
  let low = 0;
  let high = series.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (series[middle]!.x < x) low = middle + 1;
    else high = middle;
  }
  const after = series[low]!;
  const before = series[low - 1];
  return before && x - before.x < after.x - x ? before : after;
}

/** "1:05" from seconds: the time since the start of the track. */
export function formatDuration(seconds: number): string {
  const minutes = Math.max(0, Math.round(seconds / 60));
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}
