/**
 * Compact builders for the per-type catalogs in ../documents/: they read like the rows of
 * fields.md (activity codes `ST SIM`, filters `walt nrange`, cards `C F T`).
 */
import { ACTIVITY_CODES, type ActivityCode } from '../enums/activities.ts';
import type { FieldDef, FieldKind, FieldLevel, FilterKind } from './field.ts';
import { filterGroupOf } from './filter-groups.ts';

// prettier-ignore
const FILTER_KINDS: readonly FilterKind[] = [
  'multi', 'erange', 'nrange', 'num_min', 'tri', 'check', 'act', 'orient', 'date', 'text', 'ids',
];

export interface FieldOptions extends Omit<
  FieldDef,
  'name' | 'level' | 'kind' | 'filter' | 'activities' | 'card'
> {
  /** Activity codes as fields.md writes them (`'ST SIM MC'`). */
  activities?: string;
  /** `'<key> <kind>'`, plus ` server` for backend-only keys (`'pglexp erange server'`). */
  filter?: string;
  /** Card flags as fields.md writes them (`'C F T'`). */
  card?: string;
}

/** Activities named by their fields.md codes (`'ST SIM'` → skitouring, snow_ice_mixed). */
export function activitiesOf(codes: string): readonly string[] {
  return codes.split(/\s+/).map((code) => {
    if (!Object.hasOwn(ACTIVITY_CODES, code)) throw new Error(`unknown activity code ${code}`);
    return ACTIVITY_CODES[code as ActivityCode];
  });
}

function define(level: FieldLevel, name: string, kind: FieldKind, options: FieldOptions): FieldDef {
  const { activities, filter, card, ...rest } = options;
  const def: FieldDef = { name, level, kind, ...rest };
  if (activities !== undefined) def.activities = activitiesOf(activities);
  if (card !== undefined) def.card = card.split(/\s+/) as ('C' | 'F' | 'T')[];
  if (rest.requirement && !rest.requiredIf) def.required = true;
  if (filter !== undefined) {
    const [key, filterKind, flag] = filter.split(/\s+/);
    if (!key || !FILTER_KINDS.includes(filterKind as FilterKind)) throw new Error(`bad filter ${filter}`);
    def.filter = { key, kind: filterKind as FilterKind };
    const group = flag === 'server' ? undefined : filterGroupOf(name);
    if (group) def.filter.group = group;
    if (flag === 'server') def.filter.serverOnly = true;
  }
  return def;
}

/** A document attribute (fields.md W = D). */
export const documentField = (name: string, kind: FieldKind, options: FieldOptions = {}): FieldDef =>
  define('document', name, kind, options);

/** A locale attribute (fields.md W = L). */
export const localeField = (name: string, kind: FieldKind, options: FieldOptions = {}): FieldDef =>
  define('locale', name, kind, options);
