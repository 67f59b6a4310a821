/** Fields every type repeats (fields.md §1 "Common document envelope" and common locale fields). */
import { DEFAULT_QUALITY } from '../enums/quality.ts';
import type { FieldDef } from './field.ts';
import { documentField, localeField } from './define-field.ts';

/** Locale title: min 3 characters (1 with CJK), max 150 (fields.md §1, §16 item 21). */
export const titleField = (card?: string): FieldDef =>
  localeField('title', 'string', { filter: 'q text', min: 3, minCjk: 1, max: 150, requirement: 'R', card });

export const summaryField = (card?: string): FieldDef => localeField('summary', 'md', { card });

export const descriptionField = (): FieldDef => localeField('description', 'md');

/** quality: R, default draft (spec 2 §3). */
export const qualityField = (card?: string): FieldDef =>
  documentField('quality', 'enum', {
    enum: 'quality_types',
    filter: 'qa erange',
    requirement: 'R',
    default: DEFAULT_QUALITY,
    card,
  });

/** activities of articles, books, images (Rf; fields.md §16 item 7: required everywhere but profiles). */
export const activitiesField = (requirement: 'R' | 'Rf', card?: string): FieldDef =>
  documentField('activities', 'enum[]', { enum: 'activities', filter: 'act act', requirement, card });

/** disable_comments: bool, default false (outings, waypoints… spec 2 §3). */
export const disableCommentsField = (): FieldDef =>
  documentField('disable_comments', 'bool', { default: false });
