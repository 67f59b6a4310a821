/**
 * Compact builders for the per-type catalogs in ../documents/: they read like the rows of
 * fields.md (activity codes `ST SIM`, filters `walt nrange`, cards `C F T`).
 */
import { ACTIVITY_CODES, type ActivityCode } from '../enums/activities.ts';
import {
  FILTER_GROUPS,
  type FieldDef,
  type FieldKind,
  type FieldLevel,
  type FilterGroup,
  type FilterKind,
} from './field.ts';

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
  /**
   * `'<key> <kind> <panel group>'` (`'walt nrange terrain'`), `'<key> <kind> server'` for
   * backend-only keys (`'pglexp erange server'`), or `'<key> <kind>'` for a URL-only key that
   * is in no panel group (xreport `act`).
   */
  filter?: `${string} ${FilterKind}` | `${string} ${FilterKind} ${FilterGroup | 'server'}`;
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

function define<N extends string>(
  level: FieldLevel,
  name: N,
  kind: FieldKind,
  options: FieldOptions,
): FieldDef<N> {
  const { activities, filter, card, ...rest } = options;
  const def: FieldDef<N> = { name, level, kind, ...rest };
  if (activities !== undefined) def.activities = activitiesOf(activities);
  if (card !== undefined) def.card = card.split(/\s+/) as ('C' | 'F' | 'T')[];
  if (rest.requirement && !rest.requiredIf) def.required = true;
  if (filter !== undefined) {
    const [key, filterKind, flag, ...extra] = filter.split(/\s+/);
    const isGroup = (FILTER_GROUPS as readonly string[]).includes(flag ?? '');
    if (
      !key ||
      !FILTER_KINDS.includes(filterKind as FilterKind) ||
      (flag && !isGroup && flag !== 'server') ||
      extra.length
    )
      throw new Error(`bad filter ${filter}`);
    def.filter = { key, kind: filterKind as FilterKind };
    if (isGroup) def.filter.group = flag as FilterGroup;
    if (flag === 'server') def.filter.serverOnly = true;
  }
  return def;
}

/** A document attribute (fields.md W = D); its name keeps its literal type. */
export const documentField = <N extends string>(
  name: N,
  kind: FieldKind,
  options: FieldOptions = {},
): FieldDef<N> => define('document', name, kind, options);

/** A locale attribute (fields.md W = L); its name keeps its literal type. */
export const localeField = <N extends string>(
  name: N,
  kind: FieldKind,
  options: FieldOptions = {},
): FieldDef<N> => define('locale', name, kind, options);
