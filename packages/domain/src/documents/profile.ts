/** Profile (letter u): a user's public page, created with the account (fields.md §8). */
import type { TypeCatalog } from '../catalog/field.ts';
import { ACTIVITIES } from '../enums/activities.ts';
import { DEFAULT_QUALITY } from '../enums/quality.ts';
import { documentField } from '../catalog/define-field.ts';
import { descriptionField, summaryField } from '../catalog/common-fields.ts';

export const PROFILE = {
  type: 'profile',
  // No title: the display name comes from the account (api.md §8.5: locale titles forced to "").
  title: 'none',
  activities: ACTIVITIES,
  fields: [
    summaryField(),
    descriptionField(),
    // fields.md §16 item 7: activities required everywhere except profiles.
    documentField('activities', 'enum[]', { enum: 'activities', card: 'C', listing: 1 }),
    documentField('categories', 'enum[]', { enum: 'user_categories', card: 'C', listing: 2 }),
    // fields.md §7.4: profiles have no quality field in the form.
    documentField('quality', 'enum', { enum: 'quality_types', default: DEFAULT_QUALITY, formHidden: true }),
  ],
  sections: ['summary', 'description'],
  // Profiles: no filter panel, but the generic keys and `a` are honoured (fields.md §13.1).
  associationFilters: ['a'],
  geometry: { point: 'optional', detail: [], detailRequired: false },
  derived: [
    { name: 'name', kind: 'string' },
    { name: 'forum_username', kind: 'string', card: ['C'] },
    { name: 'not_authorized', kind: 'bool' },
    { name: 'areas', kind: 'areas', card: ['C'] },
  ],
  extraFilters: [],
} satisfies TypeCatalog;
