/** Area (letter a): polygons of ranges, administrative limits and countries (fields.md §2). */
import type { TypeCatalog } from '../catalog/field.ts';
import { documentField } from '../catalog/define-field.ts';
import { descriptionField, qualityField, summaryField, titleField } from '../catalog/common-fields.ts';

export const AREA = {
  type: 'area',
  title: 'required',
  activities: [],
  fields: [
    titleField('C T'),
    summaryField(),
    descriptionField(),
    documentField('area_type', 'enum', {
      enum: 'area_types',
      filter: 'atyp multi general',
      requirement: 'R',
      card: 'C T',
      listing: 1,
    }),
    qualityField(),
  ],
  sections: ['summary', 'description'],
  // Areas are not geolocalised in lists and carry no `areas` themselves (fields.md §13.1).
  associationFilters: [],
  // fields.md §2: polygon required by the server; only moderators change it.
  geometry: {
    point: 'none',
    detail: ['Polygon', 'MultiPolygon'],
    detailRequired: true,
    detailModeratorOnly: true,
  },
  derived: [],
  extraFilters: [],
} satisfies TypeCatalog;
