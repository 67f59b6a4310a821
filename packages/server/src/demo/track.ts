/**
 * Plausible GPS tracks between waypoints: a wandering line through the
 * given stops with interpolated elevation, and timestamps from a simple
 * walking-speed model. Positions are lon/lat(+z)(+t); geo.ts projects them.
 */
import { distanceMetres, offsetLonLat, type LonLat } from './geo.ts';
import type { Random } from './random.ts';

export interface Stop {
  lon: number;
  lat: number;
  elevation: number;
}

/** [lon, lat, elevation] points through the stops, about `step` metres apart (at most ~maxPoints). */
export function pathThrough(rng: Random, stops: readonly Stop[], step = 120, maxPoints = 400): number[][] {
  let total = 0;
  for (let i = 1; i < stops.length; i++) {
    const a = stops[i - 1] as Stop;
    const b = stops[i] as Stop;
    total += distanceMetres([a.lon, a.lat], [b.lon, b.lat]);
  }
  const spacing = Math.max(step, total / maxPoints);
  const out: number[][] = [];
  for (let i = 1; i < stops.length; i++) {
    const a = stops[i - 1] as Stop;
    const b = stops[i] as Stop;
    const d = distanceMetres([a.lon, a.lat], [b.lon, b.lat]);
    const n = Math.max(3, Math.round(d / spacing));
    const bends = rng.int(1, 3);
    const amplitude = Math.min(600, d * rng.float(0.03, 0.09));
    const phase = rng.float(0, Math.PI);
    // unit vector perpendicular to the segment, in ground metres
    const east = (b.lon - a.lon) * Math.cos((a.lat * Math.PI) / 180);
    const north = b.lat - a.lat;
    const norm = Math.hypot(east, north) || 1;
    const perp: [number, number] = [-north / norm, east / norm];
    for (let k = i === 1 ? 0 : 1; k <= n; k++) {
      const u = k / n;
      const lon = a.lon + (b.lon - a.lon) * u;
      const lat = a.lat + (b.lat - a.lat) * u;
      const wobble = Math.sin(u * Math.PI) * Math.sin(u * Math.PI * bends + phase) * amplitude;
      const noise = k === 0 || k === n ? 0 : rng.float(-6, 6);
      const [plon, plat] = offsetLonLat(
        [lon, lat] as LonLat,
        perp[0] * (wobble + noise),
        perp[1] * (wobble + noise),
      );
      // ease-in-out climb, slightly steeper at the end
      const eased = u < 0.5 ? 2 * u * u : 1 - (-2 * u + 2) ** 2 / 2;
      const z =
        a.elevation +
        (b.elevation - a.elevation) * (0.35 * u + 0.65 * eased) +
        (k === 0 || k === n ? 0 : rng.float(-3, 3));
      out.push([plon, plat, Math.round(z * 10) / 10]);
    }
  }
  return out;
}

/** Ground length of a lon/lat path in metres. */
export function pathLength(points: readonly number[][]): number {
  let total = 0;
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1] as number[];
    const b = points[i] as number[];
    total += distanceMetres([a[0] ?? 0, a[1] ?? 0], [b[0] ?? 0, b[1] ?? 0]);
  }
  return total;
}

export interface Pace {
  /** Horizontal speed, metres per hour. */
  flat: number;
  /** Climbing rate, metres of ascent per hour. */
  up: number;
  /** Descent rate, metres of descent per hour. */
  down: number;
}

/** Adds epoch seconds to each [lon, lat, z] point, starting at `startEpoch`, with short random pauses. */
export function timed(rng: Random, points: readonly number[][], startEpoch: number, pace: Pace): number[][] {
  let t = startEpoch;
  const out: number[][] = [];
  for (let i = 0; i < points.length; i++) {
    const p = points[i] as number[];
    if (i > 0) {
      const prev = points[i - 1] as number[];
      const flat = distanceMetres([prev[0] ?? 0, prev[1] ?? 0], [p[0] ?? 0, p[1] ?? 0]);
      const dz = (p[2] ?? 0) - (prev[2] ?? 0);
      const hoursSpent = flat / pace.flat + (dz > 0 ? dz / pace.up : -dz / pace.down);
      t += Math.max(2, hoursSpent * 3600 * rng.float(0.85, 1.15));
      if (rng.chance(0.01)) t += rng.int(300, 1500); // a break
    }
    out.push([p[0] ?? 0, p[1] ?? 0, p[2] ?? 0, Math.round(t)]);
  }
  return out;
}
