/**
 * Route `public_transportation_rating` (api.md §8.6), derived from the route's linked `access`
 * waypoints: the best rating among its starting points; for a traverse, raid or expedition
 * the worse of the best rating at the start and the best at the end, start and end being the
 * two access points farthest apart (each access point counts for the nearer of the two);
 * loops and return-the-same-way routes use all access points. Ratings rank as read from
 * stored data (api.md §15): `good service` best … `unknown service`, `no service`.
 * An access point without a rating of its own reads from its stops (issue 18,
 * `transport/store.ts`): a stop within 5 km walking is `nearby service`, none is `no service`.
 */
import { PUBLIC_TRANSPORTATION_RATINGS_ON_READ, type Position } from '@cairn/domain';

export const UNKNOWN_SERVICE = 'unknown service';
export const NEARBY_SERVICE = 'nearby service';
export const NO_SERVICE = 'no service';
const ONE_WAY = ['traverse', 'raid', 'expedition'];

export interface AccessPoint {
  /** The waypoint's rating; null counts as `unknown service`. */
  rating: string | null;
  point: Position | undefined;
  /** Whether stops were found within 5 km walking; undefined when not computed. */
  served?: boolean;
}

/** The rating an access point counts with: its own, else what its stops say. */
export function effectiveRating(p: Pick<AccessPoint, 'rating' | 'served'>): string | null {
  if (p.rating && p.rating !== UNKNOWN_SERVICE) return p.rating;
  if (p.served === undefined) return p.rating;
  return p.served ? NEARBY_SERVICE : NO_SERVICE;
}

const rank = (r: string | null) => {
  const i = (PUBLIC_TRANSPORTATION_RATINGS_ON_READ as readonly string[]).indexOf(r ?? UNKNOWN_SERVICE);
  return i < 0 ? PUBLIC_TRANSPORTATION_RATINGS_ON_READ.indexOf(UNKNOWN_SERVICE) : i;
};
const best = (points: AccessPoint[]) =>
  points
    .map((p) => effectiveRating(p) ?? UNKNOWN_SERVICE)
    .reduce((a, b) => (rank(b) < rank(a) ? b : a), 'no service');
const worse = (a: string, b: string) => (rank(a) >= rank(b) ? a : b);
const distance = (a: Position, b: Position) => Math.hypot(a[0]! - b[0]!, a[1]! - b[1]!);

/** The two access points farthest apart, or undefined with fewer than two located points. */
function farthestPair(points: AccessPoint[]): [AccessPoint, AccessPoint] | undefined {
  let pair: [AccessPoint, AccessPoint] | undefined;
  let max = -1;
  const located = points.filter((p) => p.point);
  for (let i = 0; i < located.length; i++) {
    for (let j = i + 1; j < located.length; j++) {
      const d = distance(located[i]!.point!, located[j]!.point!);
      if (d > max) [max, pair] = [d, [located[i]!, located[j]!]];
    }
  }
  return pair;
}

/** The route's rating, or null when it has no access waypoint (nothing to derive from). */
export function publicTransportationRating(
  routeTypes: readonly string[] | null | undefined,
  access: AccessPoint[],
): string | null {
  if (!access.length) return null;
  const pair = (routeTypes ?? []).some((t) => ONE_WAY.includes(t)) ? farthestPair(access) : undefined;
  if (!pair) return best(access);
  const [start, end] = pair;
  const nearStart = access.filter(
    (p) =>
      !p.point ||
      p === start ||
      (p !== end && distance(p.point, start.point!) <= distance(p.point, end.point!)),
  );
  const nearEnd = access.filter((p) => !nearStart.includes(p));
  return worse(best(nearStart), best(nearEnd));
}
