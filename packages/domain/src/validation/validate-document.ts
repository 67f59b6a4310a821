/** Document validation shared by the edit forms and the server (spec 2 §5, fields.md, api.md §8.3). */
import type { DocumentType } from '../documents/document-types.ts';
import { CATALOG } from '../catalog/catalog.ts';
import { isFieldVisible, type VisibilityContext } from '../catalog/is-field-visible.ts';
import { checkField } from './check-field.ts';
import { isFieldRequired } from './is-field-required.ts';
import { isValidIsbn } from './is-valid-isbn.ts';
import type { DocumentInput, ValidateOptions } from './document-input.ts';
import { validateAssociations } from './validate-associations.ts';
import { validateGeometry } from './validate-geometry.ts';
import { validateLocales } from './validate-locales.ts';
import { validateOutingDates } from './validate-outing-dates.ts';
import { MESSAGES, type ValidationError } from './messages.ts';

function validateFigures(
  type: DocumentType,
  doc: DocumentInput,
  options: ValidateOptions,
): ValidationError[] {
  const context = doc as VisibilityContext;
  const errors: ValidationError[] = [];
  for (const def of CATALOG[type].fields) {
    // spec 2 §5: a field is checked only when visible for the activities and waypoint type.
    if (def.level !== 'document' || !isFieldVisible(type, def, context)) continue;
    const required = isFieldRequired(def, context);
    // Read-only values are the server's; only a required one (image filename) is checked, on creation.
    if (def.readOnly && !(required && options.creating)) continue;
    const message = checkField(def, doc[def.name], required);
    if (message) errors.push({ field: def.name, message });
  }
  return errors;
}

/**
 * All problems of a document about to be saved, as `{field, message}` (empty when valid):
 * required visible fields, kinds, enums, bounds and lengths (title min 3, 1 with CJK, max 150),
 * locales, geometry, association lists, outing dates and the book ISBN. Hidden fields are
 * neither checked nor cleared (fields.md §9.3).
 */
export function validateDocument(
  type: DocumentType,
  doc: DocumentInput,
  options: ValidateOptions = {},
): ValidationError[] {
  const errors = [
    ...validateFigures(type, doc, options),
    ...validateLocales(type, doc, options),
    ...validateGeometry(type, doc, options),
    ...validateAssociations(type, doc, options),
  ];
  const failed = new Set(errors.map((e) => e.field));
  if (type === 'outing') errors.push(...validateOutingDates(doc, options.now ?? new Date()));
  // spec 2 §5: ISBN must be valid (server), once its length is right.
  if (type === 'book' && typeof doc.isbn === 'string' && doc.isbn.trim() && !failed.has('isbn')) {
    if (!isValidIsbn(doc.isbn)) errors.push({ field: 'isbn', message: MESSAGES.invalidIsbn });
  }
  return errors;
}
