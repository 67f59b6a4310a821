import type { Position } from '@cairn/domain';

/** Spec 3 §9 "Map": elevation-zero cleanup distance threshold, in map units. */
export const ZERO_ELEVATION_THRESHOLD = 100;

const planar = (a: Position, b: Position) => Math.hypot((a[0] ?? 0) - (b[0] ?? 0), (a[1] ?? 0) - (b[1] ?? 0));

/**
 * Spec 3 §5: a zero elevation (a GPS that lost its fix) takes the elevation of the nearest
 * point along the track with a non-zero one, unless both nearest such points are more than
 * 100 map units away: then the zero may be true (a sea-level track) and stays.
 */
export function repairZeroElevations(line: Position[]): Position[] {
  const isSet = (p: Position | undefined) => typeof p?.[2] === 'number' && p[2] !== 0;
  return line.map((position, index) => {
    if (position.length < 3 || position[2] !== 0) return position;
    let before: Position | undefined;
    for (let i = index - 1; i >= 0 && !before; i--) if (isSet(line[i])) before = line[i];
    let after: Position | undefined;
    for (let i = index + 1; i < line.length && !after; i++) if (isSet(line[i])) after = line[i];
    const candidates = [before, after]
      .filter((p): p is Position => !!p)
      .map((p) => ({ p, distance: planar(position, p) }))
      .filter(({ distance }) => distance <= ZERO_ELEVATION_THRESHOLD)
      .sort((a, b) => a.distance - b.distance);
    const nearest = candidates[0];
    if (!nearest) return position;
    const repaired = [...position];
    repaired[2] = nearest.p[2]!;
    return repaired;
  });
}
