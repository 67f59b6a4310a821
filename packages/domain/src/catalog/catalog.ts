/** The field catalog of the ten document types (DESIGN.md "The field catalog drives everything"). */
import type { DocumentType } from '../documents/document-types.ts';
import type { FieldDef, TypeCatalog } from './field.ts';
import { AREA } from '../documents/area.ts';
import { ARTICLE } from '../documents/article.ts';
import { BOOK } from '../documents/book.ts';
import { IMAGE } from '../documents/image.ts';
import { MAP } from '../documents/map.ts';
import { OUTING } from '../documents/outing.ts';
import { PROFILE } from '../documents/profile.ts';
import { ROUTE } from '../documents/route.ts';
import { WAYPOINT } from '../documents/waypoint.ts';
import { XREPORT } from '../documents/xreport.ts';

const CATALOGS = {
  area: AREA,
  article: ARTICLE,
  book: BOOK,
  image: IMAGE,
  map: MAP,
  outing: OUTING,
  profile: PROFILE,
  route: ROUTE,
  waypoint: WAYPOINT,
  xreport: XREPORT,
} satisfies Record<DocumentType, TypeCatalog>;

/**
 * The wire names of the fields of a type (document and locale level) as a union of literal
 * types, so that a misspelt field name is a compile error: `FieldName<'route'>` holds
 * `'elevation_max'`, not `'elevation_maximum'`. With the union `DocumentType`, any type's names.
 */
/** The literal catalogs (types only: code reads `CATALOG`). */
export type LiteralCatalogs = typeof CATALOGS;

export type FieldName<T extends DocumentType = DocumentType> = (typeof CATALOGS)[T]['fields'][number]['name'];

export const CATALOG: Record<DocumentType, TypeCatalog> = CATALOGS;

/** The catalog of one document type. */
export const catalogOf = (type: DocumentType): TypeCatalog => CATALOG[type];

/**
 * One field of a type by wire name (document fields first, then locale fields), or undefined
 * when `level` is given and the field is at the other level. The name is checked at compile
 * time; for a name known only at run time (query keys, stored data), use `fieldByName`.
 */
export const fieldOf = <T extends DocumentType>(
  type: T,
  name: FieldName<T>,
  level?: FieldDef['level'],
): FieldDef | undefined => fieldByName(type, name, level);

/** `fieldOf` for a name known only at run time: undefined when the type has no such field. */
export function fieldByName(
  type: DocumentType,
  name: string,
  level?: FieldDef['level'],
): FieldDef | undefined {
  const fields = CATALOG[type].fields;
  return (
    fields.find((f) => f.name === name && (level ?? 'document') === f.level) ??
    (level ? undefined : fields.find((f) => f.name === name))
  );
}

/** Default values on creation (fields.md "def X"), keyed by field name; locale fields excluded. */
export function defaultsOf(type: DocumentType): Record<string, unknown> {
  return Object.fromEntries(
    CATALOG[type].fields
      .filter((f) => f.level === 'document' && f.default !== undefined)
      .map((f) => [f.name, f.default]),
  );
}

/** Read-only fields a client sends only on creation (the image file data of the upload). */
export const creationOnlyFieldsOf = (type: DocumentType, catalog: TypeCatalog = CATALOG[type]): string[] =>
  catalog.fields.filter((f) => f.creationOnly).map((f) => f.name);

/**
 * Names of the values the server computes when answering (author, areas…, the catalog's
 * `derived` entries): never a column of the type table, never written by clients.
 */
export const computedFieldsOf = (type: DocumentType, catalog: TypeCatalog = CATALOG[type]): string[] =>
  catalog.derived.map((d) => d.name);
