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

export const ARTICLE: TypeCatalog = {
  type: 'article',
  title: 'required',
  activities: ACTIVITIES,
  fields: [
    titleField('C T'),
    summaryField(),
    descriptionField(),
    activitiesField('Rf', 'C T'),
    // fields.md §16 item 8: required by spec and form, not by the backend.
    documentField('categories', 'enum[]', {
      enum: 'article_categories',
      filter: 'acat multi',
      requirement: 'Rf',
      card: 'C T',
    }),
    // collab → by-sa, anyone edits; personal → by-nc-nd, only its author edits (licence.ts, can-edit.ts).
    documentField('article_type', 'enum', {
      enum: 'article_types',
      filter: 'atyp multi',
      requirement: 'R',
      card: 'C T',
    }),
    qualityField('C T'),
  ],
  sections: ['summary', 'description'],
  associationFilters: [],
  geometry: null,
  // Shown as "contributor" only for personal articles.
  derived: [{ name: 'author', kind: 'user' }],
  extraFilters: [],
};
