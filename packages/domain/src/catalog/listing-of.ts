/** The shape of listing items (api.md §7 "Listing"), from the catalog's `listing` positions. */
import type { DocumentType } from '../documents/document-types.ts';
import type { FieldDef, TypeCatalog } from './field.ts';
import { CATALOG } from './catalog.ts';
import { hasAreas } from './filters-of.ts';

export interface ListingShape {
  /** Document-level fields in wire order (`quality` first when items carry it). */
  fields: readonly FieldDef[];
  /** Locale fields besides lang and version, in wire order. */
  localeFields: readonly FieldDef[];
  /** Whether items carry `areas` (types with a derived `areas` list). */
  areas: boolean;
}

const byPosition = (fields: readonly FieldDef[]) =>
  fields
    .filter((f) => f.listing !== undefined)
    .map((f, i) => ({ f, i }))
    .sort((a, b) => a.f.listing! - b.f.listing! || a.i - b.i)
    .map(({ f }) => f);

/** What a listing item of `type` carries. `catalog` defaults to the type's catalog. */
export function listingOf(type: DocumentType, catalog: TypeCatalog = CATALOG[type]): ListingShape {
  let shape = computed.get(catalog);
  if (!shape) {
    shape = {
      fields: byPosition(catalog.fields.filter((f) => f.level === 'document')),
      localeFields: byPosition(catalog.fields.filter((f) => f.level === 'locale')),
      areas: hasAreas(catalog),
    };
    computed.set(catalog, shape);
  }
  return shape;
}

// A catalog never changes at run time: each one's shape is computed once.
const computed = new WeakMap<TypeCatalog, ListingShape>();

/** Names of the document fields of listing items, in wire order. */
export const listingFieldsOf = (type: DocumentType, catalog?: TypeCatalog): string[] =>
  listingOf(type, catalog).fields.map((f) => f.name);

/** Names of the locale fields of listing items (besides lang and version), in wire order. */
export const listingLocaleFieldsOf = (type: DocumentType, catalog?: TypeCatalog): string[] =>
  listingOf(type, catalog).localeFields.map((f) => f.name);
