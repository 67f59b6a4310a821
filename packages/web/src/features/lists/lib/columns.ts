import { CATALOG, RATING_SCALES, ratingSummary, type DocumentType, type FieldDef } from '@cairn/domain';

/**
 * Columns of the list table and values of the cards, read from the catalog's card flags
 * (fields.md: T = list-table column, C = card): the title first, then the region, the rating
 * fields collapsed into the rating summary (§9.5), the others in catalog order.
 */
export type Column =
  | { kind: 'title' }
  | { kind: 'areas' }
  | { kind: 'author' }
  | { kind: 'img_count' }
  | { kind: 'ratings' }
  | { kind: 'trace' }
  | { kind: 'field'; field: FieldDef };

const isRating = (field: FieldDef) =>
  !!field.enum && field.enum in RATING_SCALES && field.enum !== 'paragliding_ratings';
/** Shown elsewhere on a card or a row: the title, the prefix with it. */
const SKIPPED = new Set(['title', 'title_prefix', 'summary']);

export function columnsOf(type: DocumentType, flag: 'T' | 'C'): Column[] {
  const catalog = CATALOG[type];
  const columns: Column[] = [{ kind: 'title' }];
  const derived = catalog.derived.filter((d) => d.card?.includes(flag)).map((d) => d.name);
  if (derived.includes('areas')) columns.push({ kind: 'areas' });
  if (derived.includes('author')) columns.push({ kind: 'author' });
  let hasRatingsColumn = false;
  for (const field of catalog.fields) {
    if (!field.card?.includes(flag) || SKIPPED.has(field.name)) continue;
    if (isRating(field)) {
      if (!hasRatingsColumn) columns.push({ kind: 'ratings' });
      hasRatingsColumn = true;
      continue;
    }
    columns.push({ kind: 'field', field });
  }
  // Routes and outings: GPS-trace marker (fields.md §7.3, §9.4).
  if (type === 'route' || type === 'outing') columns.push({ kind: 'trace' });
  if (derived.includes('img_count')) columns.push({ kind: 'img_count' });
  return columns;
}

/** Whether a type has a rating summary column (routes, outings). */
export const hasRatingFields = (type: DocumentType): boolean => CATALOG[type].fields.some(isRating);

/** Whether a card has something to show for the column (cards skip empty lines). */
export function hasCellValue(doc: Record<string, unknown>, column: Column): boolean {
  const empty = (v: unknown) =>
    v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);
  switch (column.kind) {
    case 'title':
    case 'areas':
      return true;
    case 'author':
      return !!(doc.author as { name?: string } | undefined)?.name;
    case 'img_count':
      return typeof doc.img_count === 'number' && doc.img_count > 0;
    case 'ratings':
      return ratingSummary(doc) !== '';
    case 'trace':
      return !!(doc.geometry as { has_geom_detail?: boolean } | undefined)?.has_geom_detail;
    case 'field':
      return (
        !empty(doc[column.field.name]) && !(column.field.name === 'public_transport' && !doc.public_transport)
      );
  }
}
