/** Map (letter m): topographic map sheets (fields.md §6). */
import type { TypeCatalog } from '../catalog/field.ts';
import { documentField } from '../catalog/define-field.ts';
import { descriptionField, qualityField, summaryField, titleField } from '../catalog/common-fields.ts';

export const MAP = {
  type: 'map',
  title: 'required',
  activities: [],
  fields: [
    titleField('C T'),
    summaryField(),
    descriptionField(),
    documentField('code', 'string', { card: 'C T', listing: 1 }),
    // fields.md §16 item 3: plain strings; stored data holds only enums/maps.ts values.
    documentField('editor', 'string', { min: 2, minCjk: 1, card: 'C T', listing: 2 }),
    documentField('scale', 'string'),
    qualityField('T'),
  ],
  sections: ['summary', 'description'],
  associationFilters: ['a'],
  geometry: { point: 'none', detail: ['Polygon', 'MultiPolygon'], detailRequired: true },
  derived: [{ name: 'areas', kind: 'areas', card: ['C', 'T'] }],
  extraFilters: [],
} satisfies TypeCatalog;
