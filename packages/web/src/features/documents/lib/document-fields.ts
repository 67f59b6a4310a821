import {
  isFieldVisible,
  RATING_SCALES,
  visibleFields,
  type DocumentType,
  type FieldDef,
} from '@cairn/domain';
import { localeValue, type FullDocument } from '../../../lib/documents.ts';
import { isEmptyValue } from '../../../lib/field-format.tsx';

/**
 * Fields a detail page lists, in catalog order, with their values: every visible catalog
 * field of the document except the texts (sections), what the header shows (title, quality,
 * activities) and technical values (main waypoint id, comment switch, anonymity).
 */
const SHOWN_ELSEWHERE = new Set([
  'title',
  'title_prefix',
  'quality',
  'activities',
  'main_waypoint_id',
  'disable_comments',
  'anonymous',
  'date_start',
  'date_end',
]);

export type ShownField = { field: FieldDef; value: unknown; isRating: boolean };

const isRatingField = (field: FieldDef) => !!field.enum && field.enum in RATING_SCALES;

export function shownFields(type: DocumentType, doc: FullDocument): ShownField[] {
  const context = {
    activities: (doc.activities as string[] | undefined) ?? null,
    waypoint_type: (doc.waypoint_type as string | undefined) ?? null,
    climbing_outdoor_type: (doc.climbing_outdoor_type as string | undefined) ?? null,
  };
  return (
    visibleFields(type, context)
      .filter((f) => !SHOWN_ELSEWHERE.has(f.name) && f.kind !== 'md' && f.kind !== 'json')
      .filter((f) => !(type === 'xreport' && f.name === 'date'))
      .map((field) => ({
        field,
        value: field.level === 'locale' ? localeValue(doc.cooked, field.name) : doc[field.name],
        isRating: isRatingField(field),
      }))
      .filter(
        ({ field, value }) => !isEmptyValue(value) && !(field.name === 'glacier_gear' && value === 'no'),
      )
      // A plain switch (default false) says something only when on; bool3 false is information.
      .filter(({ field, value }) => !(field.kind === 'bool' && value === false))
  );
}

/** Whether the outing shows its snow levels table (fields.md §7.1: ST SS IC SIM). */
export const showsConditionsLevels = (doc: FullDocument): boolean =>
  isFieldVisible('outing', 'conditions_levels', { activities: (doc.activities as string[]) ?? [] });

export type ConditionsLevel = {
  level_place?: string;
  level_snow_height_soft?: string | number;
  level_snow_height_total?: string | number;
  level_comment?: string;
};

/** conditions_levels: a JSON array held in a string (api.md §7.3); bad JSON reads as none. */
export function parseConditionsLevels(raw: unknown): ConditionsLevel[] {
  if (typeof raw !== 'string' || !raw.trim()) return [];
  try {
    const rows: unknown = JSON.parse(raw);
    return Array.isArray(rows)
      ? rows.filter((row): row is ConditionsLevel => typeof row === 'object' && row !== null)
      : [];
  } catch {
    return [];
  }
}
