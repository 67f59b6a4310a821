/** What associating a document copies into the other (spec 2 §4, spec 3 §4 "Association side effects"). */
import type { DocumentType } from '../documents/document-types.ts';
import type { FieldName } from '../catalog/catalog.ts';

/**
 * spec 3 §4, fields.md §7.1: the outing fields a newly associated route fills where the
 * outing's are empty — elevations, height differences and every rating both types share
 * by name (the outing's own condition and glacier ratings have no route counterpart).
 */
export const OUTING_FIELDS_FROM_ROUTE = [
  'elevation_min',
  'elevation_max',
  'height_diff_up',
  'height_diff_down',
  'height_diff_difficulties',
  'global_rating',
  'engagement_rating',
  'equipment_rating',
  'rock_free_rating',
  'ice_rating',
  'ski_rating',
  'labande_global_rating',
  'snowshoe_rating',
  'hiking_rating',
  'via_ferrata_rating',
  'mtb_up_rating',
  'mtb_down_rating',
] as const satisfies readonly (FieldName<'outing'> & FieldName<'route'>)[];

/**
 * spec 3 §4: the types whose newly associated document gives its point to a document of the
 * key's type when that one has none: a route to an outing, a waypoint to a route, a route or
 * an outing to an xreport.
 */
export const POINT_SOURCES: Partial<Record<DocumentType, readonly DocumentType[]>> = {
  outing: ['route'],
  route: ['waypoint'],
  xreport: ['route', 'outing'],
};
