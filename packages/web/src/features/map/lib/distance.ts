import { toLonLat } from '@cairn/domain';

/** Spec 3 §9 "Elevation chart": distances are great-circle on a sphere of radius 6371 km. */
export const EARTH_RADIUS_KM = 6371;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance in kilometres between two WGS84 [lon, lat] points. */
export function greatCircleKm([lon1, lat1]: [number, number], [lon2, lat2]: [number, number]): number {
  const dLat = radians(lat2 - lat1);
  const dLon = radians(lon2 - lon1);
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(lat1)) * Math.cos(radians(lat2)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * Great-circle distance in kilometres between two EPSG:3857 points: map units are not metres
 * away from the equator (a Mercator metre at 45° N is about 0.7 m on the ground).
 */
export function mercatorDistanceKm(a: readonly number[], b: readonly number[]): number {
  return greatCircleKm(toLonLat(a[0] ?? 0, a[1] ?? 0), toLonLat(b[0] ?? 0, b[1] ?? 0));
}
