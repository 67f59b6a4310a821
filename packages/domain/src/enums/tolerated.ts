/**
 * Legacy values tolerated on read (fields.md §16 items 1, 2, 19): never offered nor accepted
 * on write, but stored data may hold them, so readers must not fail on them.
 */
import { PUBLIC_TRANSPORTATION_RATINGS } from './waypoint-properties.ts';
import { PREVIOUS_INJURIES } from './xreport-properties.ts';
import { PARAGLIDING_RATINGS } from './ratings.ts';

/** Extra values per enum name, each list in the backend's rank order (api.md §15). */
export const TOLERATED_ON_READ = {
  /** fields.md §16 item 1: the backend adds `unknown service` between `nearby service` and `no service`. */
  public_transportation_ratings: ['unknown service'],
  /** fields.md §16 item 2: the backend adds `previous_injuries_3`. */
  previous_injuries: ['previous_injuries_3'],
  /** fields.md §16 item 19: the backend rank table maps a paragliding rating `5`. */
  paragliding_ratings: ['5'],
} as const satisfies Record<string, readonly string[]>;

/** public_transportation_ratings as read from stored data, best first (api.md §15). */
export const PUBLIC_TRANSPORTATION_RATINGS_ON_READ = [
  ...PUBLIC_TRANSPORTATION_RATINGS.slice(0, 4),
  'unknown service',
  ...PUBLIC_TRANSPORTATION_RATINGS.slice(4),
] as const;

export const PREVIOUS_INJURIES_ON_READ = [...PREVIOUS_INJURIES, 'previous_injuries_3'] as const;

export const PARAGLIDING_RATINGS_ON_READ = [...PARAGLIDING_RATINGS, '5'] as const;
