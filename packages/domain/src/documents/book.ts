/** Book (letter b): guidebooks and other books (fields.md §4). */
import type { TypeCatalog } from '../catalog/field.ts';
import { ACTIVITIES } from '../enums/activities.ts';
import { documentField } from '../catalog/define-field.ts';
import {
  activitiesField,
  descriptionField,
  qualityField,
  summaryField,
  titleField,
} from '../catalog/common-fields.ts';

export const BOOK = {
  type: 'book',
  title: 'required',
  activities: ACTIVITIES,
  fields: [
    titleField('C T'),
    summaryField(undefined, { listing: 2 }),
    descriptionField(),
    activitiesField('Rf', 'C T', { listing: 1 }),
    documentField('book_types', 'enum[]', {
      enum: 'book_types',
      filter: 'btyp multi general',
      requirement: 'R',
      card: 'C T',
      listing: 3,
    }),
    // spec 2 §5: author and editor minimum 2 characters (1 with CJK).
    documentField('author', 'string', { min: 2, minCjk: 1, max: 100, card: 'C T', listing: 2 }),
    documentField('editor', 'string', { min: 2, minCjk: 1, max: 100 }),
    documentField('url', 'string', { min: 6, max: 255 }),
    // spec 2 §5: isbn 9–17 characters and a valid ISBN (validate-book.ts).
    documentField('isbn', 'string', { min: 9, max: 17 }),
    // Free text, not a date.
    documentField('publication_date', 'string', { max: 100 }),
    documentField('langs', 'string[]', { enum: 'langs' }),
    documentField('nb_pages', 'int', { min: 0, max: 9000 }),
    qualityField('C T', { listing: 0 }),
  ],
  sections: ['summary', 'description'],
  associationFilters: [],
  // No geometry; the detail page shows a map only when waypoints are associated.
  geometry: null,
  derived: [],
  extraFilters: [],
} satisfies TypeCatalog;
