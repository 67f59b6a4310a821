/**
 * Stops near access points (issue 18): the 5 km walking range and how it is measured. The
 * walking distance is the great-circle distance times a detour factor: paths bend, so a stop
 * 5 km away on foot is about 4 km away in a straight line.
 */

/** Stops are kept within this walking distance of an access point (spec 3 §9). */
export const STOP_WALK_RANGE_KM = 5;
/** Walking distance over straight-line distance assumed for mountain access paths. */
export const WALK_DETOUR_FACTOR = 1.25;
/** Mean earth radius of the great-circle distance, km. */
export const EARTH_RADIUS_KM = 6371;

/** Great-circle distance in km between two WGS84 points (longitude, latitude in degrees). */
export function greatCircleKm(a: readonly [number, number], b: readonly [number, number]): number {
  const rad = Math.PI / 180;
  const dLat = (b[1] - a[1]) * rad;
  const dLon = (b[0] - a[0]) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a[1] * rad) * Math.cos(b[1] * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The estimated walking distance in km (straight line × detour factor). */
export const walkingKm = (a: readonly [number, number], b: readonly [number, number]) =>
  greatCircleKm(a, b) * WALK_DETOUR_FACTOR;

/** Whether a stop is within the walking range. */
export const withinWalkRange = (km: number) => km <= STOP_WALK_RANGE_KM;

/** Whether a pair of numbers is a usable WGS84 position (stops without one are skipped). */
export function isLonLat(lon: unknown, lat: unknown): boolean {
  return (
    typeof lon === 'number' &&
    typeof lat === 'number' &&
    Number.isFinite(lon) &&
    Number.isFinite(lat) &&
    Math.abs(lon) <= 180 &&
    Math.abs(lat) <= 90 &&
    !(lon === 0 && lat === 0)
  );
}
