/** List filters per type (fields.md §13.1, api.md §6.4–6.5) and when the panel offers them. */
import { isGeolocalised, type DocumentType } from '../documents/document-types.ts';
import {
  FILTER_GROUPS,
  type FieldDef,
  type FieldFilter,
  type FilterGroup,
  type FilterKind,
  type TypeCatalog,
} from './field.ts';
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

/** Whether a type carries a read-only `areas` list, hence the `a` filter (fields.md §13.1). */
export const hasAreas = (catalog: TypeCatalog): boolean => catalog.derived.some((d) => d.kind === 'areas');

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
 * association letters. Each key appears once. `catalog` defaults to the type's catalog.
 */
export function filtersOf(type: DocumentType, catalog: TypeCatalog = CATALOG[type]): ListFilter[] {
  let filters = computed.get(catalog);
  if (!filters) {
    filters = computeFilters(type, catalog);
    computed.set(catalog, filters);
  }
  return filters;
}

// A catalog never changes at run time: each one's filters are computed once.
const computed = new WeakMap<TypeCatalog, ListFilter[]>();

function computeFilters(type: DocumentType, catalog: TypeCatalog): ListFilter[] {
  const out: ListFilter[] = [
    { key: 'q', kind: 'text', group: 'general', fields: ['title'] },
    { key: 'l', kind: 'multi', group: 'misc', fields: ['available_langs'], enum: 'langs' },
    { key: 'qa', kind: 'erange', group: 'general', fields: ['quality'], enum: 'quality_types' },
  ];
  if (hasAreas(catalog)) out.push({ key: 'a', kind: 'ids', fields: [], association: true });
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
export const panelFiltersOf = (
  type: DocumentType,
  ctx: ListContext = {},
  catalog: TypeCatalog = CATALOG[type],
): ListFilter[] =>
  type === 'profile'
    ? []
    : filtersOf(type, catalog).filter((f) => f.group && !f.serverOnly && isFilterShown(f, ctx));

/** One group of the filter panel and its filters. */
export interface FilterPanelGroup {
  group: FilterGroup;
  filters: ListFilter[];
}

/**
 * The filter panel (fields.md §13.2): the groups holding a filter shown for `ctx`, in
 * `FILTER_GROUPS` order, each with its filters in catalog order (`panelFiltersOf`).
 */
export function filterGroupsOf(
  type: DocumentType,
  ctx: ListContext = {},
  catalog: TypeCatalog = CATALOG[type],
): FilterPanelGroup[] {
  const filters = panelFiltersOf(type, ctx, catalog);
  return FILTER_GROUPS.map((group) => ({ group, filters: filters.filter((f) => f.group === group) })).filter(
    (g) => g.filters.length > 0,
  );
}

/** Slider step for a numeric range (fields.md §13.2): < 300 → 1, < 1000 → 5, < 3000 → 10, else 25. */
export function sliderStep(min: number, max: number): number {
  const range = max - min;
  if (range < 300) return 1;
  if (range < 1000) return 5;
  if (range < 3000) return 10;
  return 25;
}
