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
export type FilterKind = 'multi' | 'erange' | 'nrange' | 'num_min' | 'tri' | 'check' | 'act' | 'orient' | 'date' | 'text' | 'ids';

export type FilterGroup = 'general' | 'ratings' | 'terrain' | 'misc';

export interface FieldFilter {
  /** Query key in list URLs and on the API (`grat`, `hdif`…). */
  key: string;
  kind: FilterKind;
  /** Group in the filter panel (fields.md §13.2); absent for URL-only filters. */
  group?: FilterGroup;
}

export interface FieldDef {
  /** Wire name (`global_rating`). */
  name: string;
  level: FieldLevel;
  kind: FieldKind;
  /** Name of the enumeration or rating scale in ../enums (`global_ratings`). */
  enum?: string;
  /** Activities the field applies to; absent = all activities of the type. */
  activities?: readonly string[];
  /** Waypoint types the field applies to; absent = all waypoint types. */
  waypointTypes?: readonly string[];
  /** Inclusive numeric bounds (values) or length bounds (strings). */
  min?: number;
  max?: number;
  /** Minimum length when the text holds CJK characters (title: 1). */
  minCjk?: number;
  /** Required (R/Rf/Rs are all treated as required in the shared model). */
  required?: boolean;
  /** Default value on creation. */
  default?: unknown;
  /** Read-only: filled by the server, never sent by the client. */
  readOnly?: boolean;
  filter?: FieldFilter;
  sortable?: boolean;
  /** Unit for display (`m`, `km`, `days`, `deg`, `mm`, `s`, `ko`). */
  unit?: string;
  /** Shown on cards (C), feed cards (F), list-table columns (T). */
  card?: readonly ('C' | 'F' | 'T')[];
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
}
