/** Article (letter c): collaborative or personal texts (fields.md §3). */
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

export const ARTICLE = {
  type: 'article',
  title: 'required',
  activities: ACTIVITIES,
  fields: [
    titleField('C T'),
    summaryField(undefined, { listing: 2 }),
    descriptionField(),
    activitiesField('Rf', 'C T', { listing: 2 }),
    // fields.md §16 item 8: required by spec and form, not by the backend.
    documentField('categories', 'enum[]', {
      enum: 'article_categories',
      filter: 'acat multi general',
      requirement: 'Rf',
      card: 'C T',
      listing: 1,
    }),
    // collab → by-sa, anyone edits; personal → by-nc-nd, only its author edits (licence.ts, can-edit.ts).
    documentField('article_type', 'enum', {
      enum: 'article_types',
      filter: 'atyp multi general',
      requirement: 'R',
      card: 'C T',
      listing: 3,
    }),
    qualityField('C T', { listing: 0 }),
  ],
  sections: ['summary', 'description'],
  associationFilters: [],
  geometry: null,
  // Shown as "contributor" only for personal articles.
  derived: [{ name: 'author', kind: 'user' }],
  extraFilters: [],
} satisfies TypeCatalog;
