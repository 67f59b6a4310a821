/**
 * Shape of one entry of the field catalog (DESIGN.md "The field catalog drives everything").
 * The catalog (one file per type in ../documents/) is the single source of truth read by the
 * server (columns, list filters, validation), the list filters, the edit forms and the detail pages.
 */
import type { DocumentType } from '../documents/document-types.ts';

/** Value kinds of fields.md "How to read this catalog". */
export type FieldKind =
  | 'enum' // one value of `enum` or null
  | 'enum[]' // array of values of `enum`
  | 'int'
  | 'float'
  | 'bool' // true/false with a default
  | 'bool3' // true/false/null ("no info")
  | 'date' // YYYY-MM-DD
  | 'datetime' // ISO 8601 with offset
  | 'string' // short single-line text
  | 'string[]'
  | 'text' // plain multi-line text, not markdown
  | 'md' // markdown, cooked by the server
  | 'json' // JSON stored as a string (outing conditions_levels)
  | 'id'; // a document id (route main_waypoint_id)

/** Where the value lives on the wire: D document attribute, L locale attribute. */
export type FieldLevel = 'document' | 'locale';

/** List-filter kinds of fields.md §13 and api.md §6.3. */
export type FilterKind =
  'multi' | 'erange' | 'nrange' | 'num_min' | 'tri' | 'check' | 'act' | 'orient' | 'date' | 'text' | 'ids';

/** Groups of the filter panel in panel order (fields.md §13.2). */
export const FILTER_GROUPS = ['general', 'ratings', 'terrain', 'misc'] as const;
export type FilterGroup = (typeof FILTER_GROUPS)[number];

export interface FieldFilter {
  /** Query key in list URLs and on the API (`grat`, `hdif`…). */
  key: string;
  kind: FilterKind;
  /**
   * Group in the filter panel (fields.md §13.2); absent for URL-only filters. Inside a group
   * the panel lists its filters in catalog order.
   */
  group?: FilterGroup;
  /** Backend-only key (fields.md §16 items 4, 15): honoured by the server, no widget in the panel. */
  serverOnly?: boolean;
}

/**
 * A requirement that holds only in some cases (fields.md §16 item 9): the field is required
 * when the waypoint type is one of `waypointTypes`, or when `firstActivity` is the document's
 * first activity (the backend checks only the first activity's list).
 */
export interface RequiredIf {
  waypointTypes?: readonly string[];
  firstActivity?: string;
}

/** One field; `N` is its wire name as a literal type in the per-type catalogs (`FieldName`). */
export interface FieldDef<N extends string = string> {
  /** Wire name (`global_rating`). */
  name: N;
  level: FieldLevel;
  kind: FieldKind;
  /** Name of the enumeration or rating scale in ../enums (`global_ratings`). */
  enum?: string;
  /** Activities the field applies to; absent = all activities of the type. */
  activities?: readonly string[];
  /** Waypoint types the field applies to; absent = all waypoint types. */
  waypointTypes?: readonly string[];
  /**
   * fields.md §9.3 rock-climbing sub-rule: when a route's activities are exactly
   * [rock_climbing], the field shows only for these climbing_outdoor_type values.
   */
  climbingOutdoorTypes?: readonly string[];
  /** Inclusive numeric bounds (values) or length bounds (strings). */
  min?: number;
  max?: number;
  /** Minimum length when the text holds CJK characters (title: 1). */
  minCjk?: number;
  /** Required (R/Rf/Rs are all treated as required in the shared model). */
  required?: boolean;
  /** Required only in some cases (server requirements of fields.md §16 item 9). */
  requiredIf?: RequiredIf;
  /** Who states the requirement in fields.md: R both, Rf form/spec only, Rs server only. */
  requirement?: 'R' | 'Rf' | 'Rs';
  /** Default value on creation. */
  default?: unknown;
  /** Read-only: filled by the server (or the image upload), never edited in forms. */
  readOnly?: boolean;
  /** Read-only, yet taken from the client on creation (the image file data of the upload). */
  creationOnly?: true;
  /** Sent and stored but not offered in the edit form (outing summary, waypoint exposition_rating). */
  formHidden?: boolean;
  /**
   * Shown in the edit form but not edited there: read from the file (an image's camera settings,
   * issue 15 §7). The API still takes it, as the reference API does.
   */
  formReadOnly?: boolean;
  /** xreport personal data: returned only to moderators and the report's author, never in versions (fields.md §11). */
  personal?: boolean;
  filter?: FieldFilter;
  sortable?: boolean;
  /** Unit of the stored value (`m`, `days`, `deg`, `mm`, `s`, `bytes`, `px`, `years`). */
  unit?: string;
  /** Shown on cards (C), feed cards (F), list-table columns (T). */
  card?: readonly ('C' | 'F' | 'T')[];
  /**
   * Carried by listing items (api.md §7 "Listing": lists, associations, feeds, search), at this
   * position: an item holds its document fields, then its locales' fields, each by ascending
   * position (ties in catalog order). `quality` at 0 comes right after the envelope.
   */
  listing?: number;
}

/** GeoJSON geometry types a document's `geom_detail` accepts (api.md §4.1). */
export type DetailGeometryType = 'LineString' | 'MultiLineString' | 'Polygon' | 'MultiPolygon';

/** Geometry rules of a type (fields.md §1–§11, §16 item 9; api.md §4.1, §8.3). */
export interface GeometrySpec {
  /** The representative point `geometry.geom`. */
  point: 'required' | 'optional' | 'none';
  /** Allowed types of `geometry.geom_detail` ([] = none). */
  detail: readonly DetailGeometryType[];
  detailRequired: boolean;
  /** Only moderators change the detail geometry (areas, fields.md §2). */
  detailModeratorOnly?: boolean;
}

/**
 * A read-only value the server computes when answering (author, img_count, areas…): part of
 * the wire shape, never a stored column (no column in the type table) and never sent by clients.
 * A type with an `areas` entry carries `areas` in listings and full documents and has the `a`
 * list filter.
 */
export interface DerivedField {
  name: string;
  kind: 'user' | 'areas' | 'int' | 'string' | 'bool';
  card?: readonly ('C' | 'F' | 'T')[];
}

/** A list filter not tied to one field (outing `period`, backend interval filters `ele`, `crat`…). */
export interface ExtraFilter extends FieldFilter {
  /** Fields read: one field, or [min field, max field] of an interval-overlap filter. */
  fields: readonly string[];
  /** Interval overlap of the document's [fields[0], fields[1]] with the query range (api.md §6.3). */
  overlap?: boolean;
  /** Day-of-year comparison, year ignored (outing `period`). */
  ignoreYear?: boolean;
  /** Enumeration of the compared values, for enum interval filters. */
  enum?: string;
}

export interface TypeCatalog {
  type: DocumentType;
  /** Document- and locale-level fields, in display order. */
  fields: readonly FieldDef[];
  /** Markdown locale sections in detail-page display order (fields.md §12). */
  sections: readonly string[];
  /** Whether a locale title is required, optional, or absent (profiles). */
  title: 'required' | 'optional' | 'none';
  /** Activities allowed for the type ([] when the type has none). */
  activities: readonly string[];
  /** Query keys of association filters honoured on lists (`a`, `r`, `w`, `u`). */
  associationFilters: readonly string[];
  /** Association filter keys honoured by the server but not offered in the panel (route `u`). */
  serverOnlyAssociationFilters?: readonly string[];
  /** Geometry rules; null when the type has no geometry (articles, books). */
  geometry: GeometrySpec | null;
  /** Read-only values computed by the server (fields.md "RO" objects and counters). */
  derived: readonly DerivedField[];
  /** List filters not tied to a single field. */
  extraFilters: readonly ExtraFilter[];
}
