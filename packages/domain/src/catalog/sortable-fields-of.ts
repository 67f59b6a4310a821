/** Sorting of lists (fields.md §13.3). */
import type { DocumentType } from '../documents/document-types.ts';
import type { TypeCatalog } from './field.ts';
import { CATALOG } from './catalog.ts';
import { isFilterShown, type ListContext } from './filters-of.ts';

/** fields.md §13.3: the sort dropdown exists only for these list types. */
export const SORTABLE_TYPES = [
  'waypoint',
  'route',
  'image',
  'outing',
] as const satisfies readonly DocumentType[];

export const hasSortDropdown = (type: DocumentType): boolean =>
  (SORTABLE_TYPES as readonly string[]).includes(type);

/**
 * Fields marked sortable for a type, limited to those visible for the current `act` / `wtyp`
 * when a context is given (slackline lengths are never sortable: the server answers 500).
 */
export function sortableFieldsOf(
  type: DocumentType,
  ctx?: ListContext,
  catalog: TypeCatalog = CATALOG[type],
): string[] {
  return catalog.fields.filter((f) => f.sortable && (!ctx || isFilterShown(f, ctx))).map((f) => f.name);
}
