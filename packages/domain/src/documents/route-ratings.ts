/** Route rating fields, with the §9.2 activity matrix and §9.3 rock-climbing sub-rules (fields.md §9.1). */
import type { FieldDef } from '../catalog/field.ts';
import { documentField as d, type FieldOptions } from '../catalog/define-field.ts';

/** §9.3: shown when RC is the only activity only for these climbing_outdoor_type values. */
const MULTI = ['multi'];
const SINGLE_OR_MULTI = ['single', 'multi'];

/** A route rating; listing items carry every route rating, after the other fields, in catalog order. */
const rating = <N extends string>(
  name: N,
  scale: string,
  activities: string,
  filter: string,
  extra: FieldOptions = {},
) =>
  d(name, 'enum', {
    enum: scale,
    activities,
    filter: `${filter} erange ratings`,
    sortable: true,
    listing: 20,
    ...extra,
  });

export const ROUTE_RATINGS = [
  rating('global_rating', 'global_ratings', 'SIM MC RC IC', 'grat', {
    climbingOutdoorTypes: MULTI,
    card: 'C F T',
  }),
  rating('engagement_rating', 'engagement_ratings', 'SIM MC RC IC VF', 'erat', {
    climbingOutdoorTypes: MULTI,
    card: 'C F T',
  }),
  rating('risk_rating', 'risk_ratings', 'SIM MC RC IC', 'orrat', { card: 'C F T' }),
  rating('equipment_rating', 'equipment_ratings', 'SIM MC RC IC VF', 'prat', {
    climbingOutdoorTypes: SINGLE_OR_MULTI,
    card: 'C F T',
  }),
  rating('exposition_rock_rating', 'exposition_rock_ratings', 'MC RC', 'rexpo', { card: 'C F T' }),
  // Displayed upper case when climbing_outdoor_type is bloc (format/rating-summary.ts).
  rating('rock_free_rating', 'climbing_ratings', 'MC RC', 'frat', { card: 'C F T' }),
  rating('rock_required_rating', 'climbing_ratings', 'MC RC', 'rrat', {
    climbingOutdoorTypes: SINGLE_OR_MULTI,
    card: 'C F T',
  }),
  rating('aid_rating', 'aid_ratings', 'MC RC', 'arat', {
    climbingOutdoorTypes: SINGLE_OR_MULTI,
    card: 'C F T',
  }),
  rating('ice_rating', 'ice_ratings', 'SIM IC', 'irat', { card: 'C F' }),
  rating('mixed_rating', 'mixed_ratings', 'SIM IC', 'mrat', { card: 'C F' }),
  rating('ski_rating', 'ski_ratings', 'ST', 'trat', { card: 'C F' }),
  rating('ski_exposition', 'exposition_ratings', 'ST', 'sexpo', { card: 'C F' }),
  rating('labande_ski_rating', 'labande_ski_ratings', 'ST', 'srat', { card: 'C F' }),
  rating('labande_global_rating', 'global_ratings', 'ST', 'lrat', { card: 'C F' }),
  rating('snowshoe_rating', 'snowshoe_ratings', 'SS', 'wrat', { card: 'C F' }),
  rating('hiking_rating', 'hiking_ratings', 'HK', 'hrat', { card: 'C F' }),
  // Not sortable (fields.md §9.1).
  d('hiking_mtb_exposition', 'enum', {
    enum: 'exposition_ratings',
    activities: 'HK MB',
    filter: 'hexpo erange ratings',
    card: 'C F',
    listing: 20,
  }),
  rating('via_ferrata_rating', 'via_ferrata_ratings', 'VF', 'krat', { card: 'C F' }),
  rating('mtb_up_rating', 'mtb_up_ratings', 'MB', 'mbur', { card: 'C F' }),
  rating('mtb_down_rating', 'mtb_down_ratings', 'MB', 'mbdr', { card: 'C F' }),
] satisfies readonly FieldDef[];
