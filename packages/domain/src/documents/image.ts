/** Image (letter i): photos and drawings (fields.md §5). */
import type { TypeCatalog } from '../catalog/field.ts';
import { ACTIVITIES } from '../enums/activities.ts';
import { documentField, localeField } from '../catalog/define-field.ts';
import { activitiesField, descriptionField, qualityField, summaryField } from '../catalog/common-fields.ts';

export const IMAGE = {
  type: 'image',
  title: 'optional',
  activities: ACTIVITIES,
  fields: [
    // spec 2 §5, §9: the image title is optional, max 150.
    localeField('title', 'string', { filter: 'q text general', max: 150, card: 'T', listing: 1 }),
    summaryField(),
    descriptionField(),
    activitiesField('Rf'),
    documentField('categories', 'enum[]', { enum: 'image_categories', filter: 'cat multi general' }),
    // Type changes are guarded by permissions/can-set-image-type.ts (spec 2 §5, api.md §8.5).
    documentField('image_type', 'enum', { enum: 'image_types', filter: 'ityp multi misc', requirement: 'R' }),
    // Photographer name.
    documentField('author', 'string', { max: 100, card: 'T', listing: 2 }),
    documentField('date_time', 'datetime', { filter: 'idate date server' }),
    documentField('elevation', 'int', {
      min: 0,
      max: 9000,
      unit: 'm',
      filter: 'ialt nrange terrain',
      sortable: true,
    }),
    // The camera settings come from the file's EXIF at upload: read-only in the form.
    documentField('camera_name', 'string', { max: 100, formReadOnly: true }),
    // fields.md §16 item 20: min 0, no max.
    documentField('exposure_time', 'float', { min: 0, unit: 's', formReadOnly: true }),
    documentField('focal_length', 'float', { min: 1, unit: 'mm', formReadOnly: true }),
    documentField('fnumber', 'float', { formReadOnly: true }),
    documentField('iso_speed', 'int', { min: 1, formReadOnly: true }),
    // Set by the upload, unique; required by the server on creation.
    documentField('filename', 'string', {
      max: 30,
      readOnly: true,
      creationOnly: true,
      requirement: 'Rs',
      card: 'T',
      listing: 1,
    }),
    // Displayed in ko (bytes / 1024).
    documentField('file_size', 'int', { readOnly: true, creationOnly: true, unit: 'bytes' }),
    documentField('height', 'int', { readOnly: true, creationOnly: true, unit: 'px' }),
    documentField('width', 'int', { readOnly: true, creationOnly: true, unit: 'px' }),
    qualityField(),
  ],
  sections: ['summary', 'description'],
  associationFilters: ['a'],
  // Point optional, filled from EXIF GPS on upload.
  geometry: { point: 'optional', detail: [], detailRequired: false },
  // The uploader, shown as "contributor".
  derived: [
    { name: 'creator', kind: 'user' },
    { name: 'areas', kind: 'areas', card: ['T'] },
  ],
  extraFilters: [],
} satisfies TypeCatalog;
