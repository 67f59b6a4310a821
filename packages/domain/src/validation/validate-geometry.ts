/** Geometry requirements per type (fields.md §1–§11, §16 item 9; api.md §4.1, §8.3, §8.5; issue 14). */
import type { DocumentType } from '../documents/document-types.ts';
import { CATALOG } from '../catalog/catalog.ts';
import { geometryShapeError } from '../geo/geometry-shape.ts';
import type { DocumentInput, ValidateOptions } from './document-input.ts';
import { MESSAGES, type ValidationError } from './messages.ts';

function parse(text: string): { type: string; coordinates: unknown } | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && 'type' in parsed
      ? { type: String(parsed.type), coordinates: 'coordinates' in parsed ? parsed.coordinates : undefined }
      : undefined;
  } catch {
    return undefined;
  }
}

/** The type first (Colander's message, api.md §8.3), then the shape of the coordinates. */
function checkGeometry(field: string, text: unknown, expected: readonly string[]): ValidationError[] {
  if (typeof text !== 'string') return [{ field, message: MESSAGES.invalidGeometry }];
  const geometry = parse(text);
  if (geometry === undefined) return [{ field, message: MESSAGES.invalidGeometry }];
  if (!expected.includes(geometry.type))
    return [{ field, message: MESSAGES.invalidGeometryType(expected, geometry.type) }];
  const shape = geometryShapeError(geometry.type, geometry.coordinates);
  return shape ? [{ field, message: shape }] : [];
}

/** Errors of `doc.geometry` for its type; an omitted geometry on update keeps the stored one. */
export function validateGeometry(
  type: DocumentType,
  doc: DocumentInput,
  options: ValidateOptions,
): ValidationError[] {
  const spec = CATALOG[type].geometry;
  const geometry = doc.geometry;
  if (!spec || (geometry == null && !options.creating)) return [];
  // fields.md §2: only moderators change an area's polygon; a non-moderator save omits it.
  if (spec.detailModeratorOnly && !options.isModerator && !options.creating && geometry != null) {
    return [{ field: 'geometry', message: MESSAGES.geometryForbidden }];
  }
  const errors: ValidationError[] = [];
  const geom = geometry?.geom;
  const detail = geometry?.geom_detail;
  if (geom == null || geom === '') {
    if (spec.point === 'required') errors.push({ field: 'geometry.geom', message: MESSAGES.required });
  } else if (spec.point === 'none') {
    errors.push({ field: 'geometry.geom', message: MESSAGES.geometryNotAllowed(type, 'point') });
  } else {
    errors.push(...checkGeometry('geometry.geom', geom, ['Point']));
  }
  if (detail == null || detail === '') {
    if (spec.detailRequired) errors.push({ field: 'geometry.geom_detail', message: MESSAGES.required });
  } else if (spec.detail.length === 0) {
    errors.push({ field: 'geometry.geom_detail', message: MESSAGES.geometryNotAllowed(type, 'detail') });
  } else {
    errors.push(...checkGeometry('geometry.geom_detail', detail, spec.detail));
  }
  return errors;
}
