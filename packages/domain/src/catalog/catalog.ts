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

export const CATALOG: Record<DocumentType, TypeCatalog> = {
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
};

/** The catalog of one document type. */
export const catalogOf = (type: DocumentType): TypeCatalog => CATALOG[type];

/** One field of a type by wire name (document fields first, then locale fields), or undefined. */
export function fieldOf(type: DocumentType, name: string, level?: FieldDef['level']): FieldDef | undefined {
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
