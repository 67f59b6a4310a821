import type { FieldDef } from '../catalog/field.ts';
import type { VisibilityContext } from '../catalog/is-field-visible.ts';

/** Whether a visible field is required for `doc`: always, or by its `requiredIf` rule (fields.md §16 item 9). */
export function isFieldRequired(def: FieldDef, doc: VisibilityContext): boolean {
  if (def.required) return true;
  const rule = def.requiredIf;
  if (!rule) return false;
  if (rule.waypointTypes) return !!doc.waypoint_type && rule.waypointTypes.includes(doc.waypoint_type);
  if (rule.firstActivity) return doc.activities?.[0] === rule.firstActivity;
  return false;
}
