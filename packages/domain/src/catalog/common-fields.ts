/** Fields every type repeats (fields.md §1 "Common document envelope" and common locale fields). */
import { DEFAULT_QUALITY } from '../enums/quality.ts';
import type { FieldDef } from './field.ts';
import { documentField, localeField, type FieldOptions } from './define-field.ts';

/** Locale title: min 3 characters (1 with CJK), max 150 (fields.md §1, §16 item 21); first locale key of listings. */
export const titleField = (card?: string): FieldDef<'title'> =>
  localeField('title', 'string', {
    filter: 'q text general',
    min: 3,
    minCjk: 1,
    max: 150,
    requirement: 'R',
    card,
    listing: 1,
  });

export const summaryField = (card?: string, options: FieldOptions = {}): FieldDef<'summary'> =>
  localeField('summary', 'md', { card, ...options });

export const descriptionField = (): FieldDef<'description'> => localeField('description', 'md');

/** quality: R, default draft (spec 2 §3). */
export const qualityField = (card?: string, options: FieldOptions = {}): FieldDef<'quality'> =>
  documentField('quality', 'enum', {
    enum: 'quality_types',
    filter: 'qa erange general',
    requirement: 'R',
    default: DEFAULT_QUALITY,
    card,
    ...options,
  });

/** activities of articles, books, images (Rf; fields.md §16 item 7: required everywhere but profiles). */
export const activitiesField = (
  requirement: 'R' | 'Rf',
  card?: string,
  options: FieldOptions = {},
): FieldDef<'activities'> =>
  documentField('activities', 'enum[]', {
    enum: 'activities',
    filter: 'act act general',
    requirement,
    card,
    ...options,
  });

/** disable_comments: bool, default false (outings, waypoints… spec 2 §3). */
export const disableCommentsField = (): FieldDef<'disable_comments'> =>
  documentField('disable_comments', 'bool', { default: false });
