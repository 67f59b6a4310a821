/** List filters per type (fields.md §13.1, api.md §6.4–6.5) and when the panel offers them. */
import { isGeolocalised, type DocumentType } from '../documents/document-types.ts';
import type { FieldDef, FieldFilter, FilterKind } from './field.ts';
import { CATALOG } from './catalog.ts';

/** One list filter: its query key, kind, panel group and the fields it reads. */
export interface ListFilter extends Omit<FieldFilter, 'kind'> {
  kind: FilterKind | 'bbox';
  /** Fields read ([] for bbox and association ids; two for interval-overlap filters). */
  fields: readonly string[];
  /** Activities / waypoint types the field applies to: the panel shows it only once `act` / `wtyp` holds one. */
  activities?: readonly string[];
  waypointTypes?: readonly string[];
  enum?: string;
  overlap?: boolean;
  ignoreYear?: boolean;
  /** Association filter: the letter of the associated type (`a`, `r`, `w`, `u`). */
  association?: boolean;
}

/** Types with a read-only `areas` list, hence the `a` filter (fields.md §13.1). */
const hasAreas = (type: DocumentType) => !['area', 'article', 'book'].includes(type);

function fromField(f: FieldDef, filter: FieldFilter): ListFilter {
  const out: ListFilter = { ...filter, fields: [f.name] };
  if (f.activities) out.activities = f.activities;
  if (f.waypointTypes) out.waypointTypes = f.waypointTypes;
  if (f.enum) out.enum = f.enum;
  return out;
}

/**
 * Every list-filter key of a type: the generic q, l, qa, a (types with areas), bbox
 * (geolocalised types), then the field filters in catalog order, the extra filters and the
 * association letters. Each key appears once.
 */
export function filtersOf(type: DocumentType): ListFilter[] {
  let filters = computed.get(type);
  if (!filters) {
    filters = computeFilters(type);
    computed.set(type, filters);
  }
  return filters;
}

// The catalog never changes at run time: each type's filters are computed once.
const computed = new Map<DocumentType, ListFilter[]>();

function computeFilters(type: DocumentType): ListFilter[] {
  const catalog = CATALOG[type];
  const out: ListFilter[] = [
    { key: 'q', kind: 'text', group: 'general', fields: ['title'] },
    { key: 'l', kind: 'multi', group: 'misc', fields: ['available_langs'], enum: 'langs' },
    { key: 'qa', kind: 'erange', group: 'general', fields: ['quality'], enum: 'quality_types' },
  ];
  if (hasAreas(type)) out.push({ key: 'a', kind: 'ids', fields: [], association: true });
  if (isGeolocalised(type)) out.push({ key: 'bbox', kind: 'bbox', fields: [] });
  for (const f of catalog.fields) if (f.filter) out.push(fromField(f, f.filter));
  out.push(...catalog.extraFilters);
  for (const letter of catalog.associationFilters) {
    const serverOnly = catalog.serverOnlyAssociationFilters?.includes(letter);
    out.push({
      key: letter,
      kind: 'ids',
      fields: [],
      association: true,
      ...(serverOnly ? { serverOnly } : {}),
    });
  }
  const seen = new Set<string>();
  return out.filter((f) => !seen.has(f.key) && !!seen.add(f.key));
}

/** The filter of a type with query key `key`, or undefined (unknown keys are ignored, api.md §6.3). */
export const filterOf = (type: DocumentType, key: string): ListFilter | undefined =>
  filtersOf(type).find((f) => f.key === key);

/** The current `act` and `wtyp` of a list query. */
export interface ListContext {
  act?: readonly string[];
  wtyp?: readonly string[];
}

const overlaps = (a: readonly string[] | undefined, b: readonly string[] | undefined) =>
  !a || (!!b && a.some((x) => b.includes(x)));

/** fields.md "How to read": a restricted filter shows once `act` / `wtyp` holds one of its activities / types. */
export const isFilterShown = (
  filter: Pick<ListFilter, 'activities' | 'waypointTypes'>,
  ctx: ListContext,
): boolean => overlaps(filter.activities, ctx.act) && overlaps(filter.waypointTypes, ctx.wtyp);

/** Filters of the panel: grouped, not server-only, shown for the current `act` / `wtyp`. */
export const panelFiltersOf = (type: DocumentType, ctx: ListContext = {}): ListFilter[] =>
  type === 'profile' ? [] : filtersOf(type).filter((f) => f.group && !f.serverOnly && isFilterShown(f, ctx));
