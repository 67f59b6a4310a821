/** Which fields a document shows and validates (fields.md §7.2, §9.2, §9.3, §10.2, §12). */
import type { DocumentType } from '../documents/document-types.ts';
import type { FieldDef, TypeCatalog } from './field.ts';
import { CATALOG, fieldByName, type FieldName } from './catalog.ts';

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
 * then the rock-climbing sub-rule. A field is named by its definition or, checked at compile
 * time, by its name (`isFieldVisibleByName` for a name known only at run time).
 */
export function isFieldVisible<T extends DocumentType>(
  type: T,
  field: FieldName<T> | FieldDef,
  doc: VisibilityContext,
): boolean {
  const def = typeof field === 'string' ? fieldByName(type, field) : field;
  if (!def) return false;
  if (def.activities && !intersects(def.activities, doc.activities ?? [])) return false;
  if (def.waypointTypes && !(doc.waypoint_type && def.waypointTypes.includes(doc.waypoint_type)))
    return false;
  if (def.climbingOutdoorTypes && type === 'route' && isOnlyRockClimbing(doc)) {
    return !!doc.climbing_outdoor_type && def.climbingOutdoorTypes.includes(doc.climbing_outdoor_type);
  }
  return true;
}

/** `isFieldVisible` for a name known only at run time: unknown names are not visible. */
export function isFieldVisibleByName(type: DocumentType, name: string, doc: VisibilityContext): boolean {
  const def = fieldByName(type, name);
  return !!def && isFieldVisible(type, def, doc);
}

/** The fields of a type visible for `doc`, in catalog order (detail pages). */
export function visibleFields(
  type: DocumentType,
  doc: VisibilityContext,
  catalog: TypeCatalog = CATALOG[type],
): FieldDef[] {
  return catalog.fields.filter((f) => isFieldVisible(type, f, doc));
}

/** The fields the edit form offers for `doc`, in catalog order: visible, neither read-only nor form-hidden. */
export const formFieldsOf = (
  type: DocumentType,
  doc: VisibilityContext,
  catalog: TypeCatalog = CATALOG[type],
): FieldDef[] => visibleFields(type, doc, catalog).filter((f) => !f.readOnly && !f.formHidden);
