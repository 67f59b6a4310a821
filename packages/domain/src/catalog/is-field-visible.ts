/** Which fields a document shows and validates (fields.md §7.2, §9.2, §9.3, §10.2, §12). */
import type { DocumentType } from '../documents/document-types.ts';
import type { FieldDef } from './field.ts';
import { CATALOG, fieldOf } from './catalog.ts';

/** The document values visibility depends on. */
export interface VisibilityContext {
  activities?: readonly string[] | null;
  waypoint_type?: string | null;
  climbing_outdoor_type?: string | null;
}

const intersects = (a: readonly string[], b: readonly string[]) => a.some((x) => b.includes(x));

/** fields.md §9.3: the sub-rules apply only when activities is exactly [rock_climbing]. */
export const isOnlyRockClimbing = (doc: VisibilityContext): boolean =>
  doc.activities?.length === 1 && doc.activities[0] === 'rock_climbing';

/**
 * Whether `field` shows (and is validated) for `doc`: the union over the document's
 * activities (an activity-restricted field is hidden when there is none), the waypoint type,
 * then the rock-climbing sub-rule. Unknown field names are not visible.
 */
export function isFieldVisible(
  type: DocumentType,
  field: string | FieldDef,
  doc: VisibilityContext,
): boolean {
  const def = typeof field === 'string' ? fieldOf(type, field) : field;
  if (!def) return false;
  if (def.activities && !intersects(def.activities, doc.activities ?? [])) return false;
  if (def.waypointTypes && !(doc.waypoint_type && def.waypointTypes.includes(doc.waypoint_type)))
    return false;
  if (def.climbingOutdoorTypes && type === 'route' && isOnlyRockClimbing(doc)) {
    return !!doc.climbing_outdoor_type && def.climbingOutdoorTypes.includes(doc.climbing_outdoor_type);
  }
  return true;
}

/** The fields of a type visible for `doc`, in catalog order. */
export function visibleFields(type: DocumentType, doc: VisibilityContext): FieldDef[] {
  return CATALOG[type].fields.filter((f) => isFieldVisible(type, f, doc));
}
