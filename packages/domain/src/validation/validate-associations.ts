/** Association requirements on create/update (spec 2 §3, §5; api.md §8.3). */
import type { DocumentType } from '../documents/document-types.ts';
import type { DocumentInput, ValidateOptions } from './document-input.ts';
import { MESSAGES, type ValidationError } from './messages.ts';

/** Lists a type must not leave empty, with their server message. */
const REQUIRED_LISTS: Partial<Record<DocumentType, [string, string][]>> = {
  // spec 2 §3: outing associations routes and users required.
  outing: [
    ['routes', MESSAGES.routeRequired],
    ['users', MESSAGES.userRequired],
  ],
  // api.md §8.3: a route needs at least one waypoint.
  route: [['waypoints', MESSAGES.waypointRequired]],
};

/**
 * Checked when `associations` is given: a required list that is present must not be empty;
 * on creation a missing list counts as empty (on update an absent key leaves the list untouched).
 */
export function validateAssociations(
  type: DocumentType,
  doc: DocumentInput,
  options: ValidateOptions,
): ValidationError[] {
  const associations = doc.associations;
  if (associations == null) return [];
  const errors: ValidationError[] = [];
  for (const [key, message] of REQUIRED_LISTS[type] ?? []) {
    const list = associations[key];
    if (list === undefined ? options.creating : list.length === 0) {
      errors.push({ field: `associations.${key}`, message });
    }
  }
  // api.md §8.3: main_waypoint_id must be one of the associated waypoints.
  const main = doc.main_waypoint_id;
  const waypoints = associations.waypoints;
  if (
    type === 'route' &&
    typeof main === 'number' &&
    waypoints &&
    !waypoints.some((w) => w.document_id === main)
  ) {
    errors.push({ field: 'main_waypoint_id', message: MESSAGES.noMainWaypointAssociation });
  }
  return errors;
}
