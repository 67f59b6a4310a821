import { CATALOG, type DocumentType, type FieldDef } from '@cairn/domain';
import { localeValue, type FullDocument } from '../../../lib/documents.ts';
import { isEmptyValue } from '../../../lib/field-format.tsx';

/**
 * What changed between two archived versions of a document (spec 2 §2 diff page): the
 * catalog's fields (figures and locale fields) and its markdown sections, compared raw.
 */

export type FieldChange = { field: FieldDef; before: unknown; after: unknown };
export type SectionChange = { name: string; before: string; after: string };

const valueOf = (doc: FullDocument, field: FieldDef): unknown =>
  field.level === 'locale' ? localeValue(doc.locales?.[0], field.name) : doc[field.name];

/** Empty values are alike, and lists of values are sets (orientations, activities…). */
const comparable = (field: FieldDef, value: unknown): string => {
  if (isEmptyValue(value)) return '';
  if (Array.isArray(value)) {
    const items = value.map(String);
    return JSON.stringify(field.kind === 'enum[]' || field.kind === 'string[]' ? items.sort() : items);
  }
  return JSON.stringify(value);
};

/**
 * Changed fields in catalog order. Markdown sections are compared apart (sectionChanges);
 * values the server computes (readOnly) follow from other changes and are left out.
 */
export function fieldChanges(type: DocumentType, from: FullDocument, to: FullDocument): FieldChange[] {
  return CATALOG[type].fields
    .filter((field) => field.kind !== 'md' && !field.readOnly)
    .map((field) => ({ field, before: valueOf(from, field), after: valueOf(to, field) }))
    .filter(({ field, before, after }) => comparable(field, before) !== comparable(field, after));
}

/** Changed markdown sections in the catalog's display order (fields.md §12). */
export function sectionChanges(type: DocumentType, from: FullDocument, to: FullDocument): SectionChange[] {
  const text = (doc: FullDocument, name: string) => {
    const value = localeValue(doc.locales?.[0], name);
    return typeof value === 'string' ? value : '';
  };
  return CATALOG[type].sections
    .map((name) => ({ name, before: text(from, name), after: text(to, name) }))
    .filter(({ before, after }) => before !== after);
}

/** Whether the point or the detailed geometry moved. */
export const isGeometryChanged = (from: FullDocument, to: FullDocument): boolean =>
  (from.geometry?.geom ?? null) !== (to.geometry?.geom ?? null) ||
  (from.geometry?.geom_detail ?? null) !== (to.geometry?.geom_detail ?? null);
