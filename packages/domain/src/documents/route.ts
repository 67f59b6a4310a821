/** Route (letter r): by-sa; activities exclude paragliding (fields.md §9; matrix §9.2; sub-rules §9.3). */
import type { FieldDef, TypeCatalog } from '../catalog/field.ts';
import { ROUTE_ACTIVITIES } from '../enums/activities.ts';
import { documentField as d, localeField as l, type FieldOptions } from '../catalog/define-field.ts';
import { descriptionField, qualityField, summaryField, titleField } from '../catalog/common-fields.ts';

const ALL_BUT_SL = 'ST SIM MC RC IC HK SS MB VF';
const metres = (max: number) => ({ min: 0, max, unit: 'm' }) as const;
/** §9.3: shown when RC is the only activity only for these climbing_outdoor_type values. */
const MULTI = ['multi'];
const SINGLE_OR_MULTI = ['single', 'multi'];

const rating = (name: string, scale: string, activities: string, filter: string, extra: FieldOptions = {}) =>
  d(name, 'enum', { enum: scale, activities, filter: `${filter} erange`, sortable: true, ...extra });

const RATINGS: FieldDef[] = [
  rating('global_rating', 'global_ratings', 'SIM MC RC IC', 'grat', { climbingOutdoorTypes: MULTI, card: 'C F T' }),
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
  rating('aid_rating', 'aid_ratings', 'MC RC', 'arat', { climbingOutdoorTypes: SINGLE_OR_MULTI, card: 'C F T' }),
  rating('ice_rating', 'ice_ratings', 'SIM IC', 'irat', { card: 'C F' }),
  rating('mixed_rating', 'mixed_ratings', 'SIM IC', 'mrat', { card: 'C F' }),
  rating('ski_rating', 'ski_ratings', 'ST', 'trat', { card: 'C F' }),
  rating('ski_exposition', 'exposition_ratings', 'ST', 'sexpo', { card: 'C F' }),
  rating('labande_ski_rating', 'labande_ski_ratings', 'ST', 'srat', { card: 'C F' }),
  rating('labande_global_rating', 'global_ratings', 'ST', 'lrat', { card: 'C F' }),
  rating('snowshoe_rating', 'snowshoe_ratings', 'SS', 'wrat', { card: 'C F' }),
  rating('hiking_rating', 'hiking_ratings', 'HK', 'hrat', { card: 'C F' }),
  // Not sortable (fields.md §9.1).
  d('hiking_mtb_exposition', 'enum', { enum: 'exposition_ratings', activities: 'HK MB', filter: 'hexpo erange', card: 'C F' }),
  rating('via_ferrata_rating', 'via_ferrata_ratings', 'VF', 'krat', { card: 'C F' }),
  rating('mtb_up_rating', 'mtb_up_ratings', 'MB', 'mbur', { card: 'C F' }),
  rating('mtb_down_rating', 'mtb_down_ratings', 'MB', 'mbdr', { card: 'C F' }),
];

export const ROUTE: TypeCatalog = {
  type: 'route',
  title: 'required',
  activities: ROUTE_ACTIVITIES,
  fields: [
    titleField('C F T'),
    // Title of the main waypoint, displayed "prefix : title" (api.md §8.6).
    l('title_prefix', 'string', { readOnly: true, card: 'C F T' }),
    d('activities', 'enum[]', { enum: 'activities', filter: 'act act', requirement: 'R', card: 'C F T' }),
    // Must be one of the associated waypoints (validate-route.ts).
    d('main_waypoint_id', 'id'),
    d('climbing_outdoor_type', 'enum', { enum: 'climbing_outdoor_types', activities: 'RC', filter: 'crtyp multi' }),
    // §9.3: hidden when the route has no activity (hence the full activity list).
    d('route_types', 'enum[]', {
      enum: 'route_types',
      activities: ALL_BUT_SL + ' SL',
      climbingOutdoorTypes: SINGLE_OR_MULTI,
      filter: 'rtyp multi',
    }),
    d('configuration', 'enum[]', {
      enum: 'route_configuration_types',
      activities: 'ST SIM MC RC SS VF',
      climbingOutdoorTypes: MULTI,
      filter: 'conf multi',
    }),
    d('rock_types', 'enum[]', { enum: 'rock_types', activities: 'SIM MC RC VF', filter: 'rock multi' }),
    d('orientations', 'enum[]', { enum: 'orientation_types', filter: 'fac orient', card: 'C T' }),
    d('elevation_min', 'int', { ...metres(9000), activities: ALL_BUT_SL, filter: 'rmina nrange', card: 'T' }),
    d('elevation_max', 'int', {
      ...metres(9000),
      activities: ALL_BUT_SL,
      filter: 'rmaxa nrange',
      sortable: true,
      card: 'C F T',
    }),
    d('height_diff_up', 'int', {
      ...metres(9000),
      activities: ALL_BUT_SL,
      filter: 'hdif nrange',
      sortable: true,
      card: 'C F T',
    }),
    d('height_diff_down', 'int', { ...metres(9000), activities: ALL_BUT_SL, filter: 'ddif nrange', card: 'T' }),
    d('height_diff_access', 'int', { ...metres(3000), activities: ALL_BUT_SL, filter: 'rappr nrange' }),
    // fields.md §16 item 5: hidden for hiking per the §9.2 matrix (the backend accepts it).
    d('height_diff_difficulties', 'int', {
      ...metres(3000),
      activities: 'ST SIM MC RC IC SS MB VF',
      filter: 'dhei nrange',
      sortable: true,
      card: 'C F T',
    }),
    // Elevation where the difficulties start.
    d('difficulties_height', 'int', { ...metres(9000), activities: 'SIM MC RC IC VF', filter: 'ralt nrange' }),
    // fields.md §16 item 9: required by the server when slacklining is the first activity.
    d('route_length', 'int', {
      ...metres(500000),
      activities: 'ST SIM HK SS MB VF SL',
      filter: 'rlen nrange',
      sortable: true,
      requiredIf: { firstActivity: 'slacklining' },
      requirement: 'Rs',
    }),
    d('durations', 'enum[]', { enum: 'route_duration_types', activities: ALL_BUT_SL, filter: 'time erange', unit: 'days' }),
    d('calculated_duration', 'float', { activities: ALL_BUT_SL, readOnly: true, unit: 'days' }),
    d('lift_access', 'bool3'),
    // The detail page hides the value `no`.
    d('glacier_gear', 'enum', {
      enum: 'glacier_gear_types',
      activities: 'ST SIM MC RC IC HK SS',
      filter: 'glac multi',
      requirement: 'R',
      default: 'no',
    }),
    // Derived by the server from access waypoints (api.md §8.6).
    d('public_transportation_rating', 'enum', {
      enum: 'public_transportation_ratings',
      activities: ALL_BUT_SL,
      readOnly: true,
    }),
    d('mtb_length_asphalt', 'int', { ...metres(500000), activities: 'MB', filter: 'mbroad nrange' }),
    d('mtb_length_trail', 'int', { ...metres(500000), activities: 'MB', filter: 'mbtrack nrange' }),
    d('mtb_height_diff_portages', 'int', { ...metres(5000), activities: 'MB', filter: 'mbpush nrange' }),
    d('slackline_type', 'enum', {
      enum: 'slackline_types',
      activities: 'SL',
      filter: 'sltyp multi',
      requiredIf: { firstActivity: 'slacklining' },
      requirement: 'Rs',
    }),
    d('slackline_height', 'int', { min: 0, unit: 'm', activities: 'SL' }),
    ...RATINGS,
    qualityField('C F T'),
    summaryField('F'),
    // Editors see a "history missing" banner (spec 2 §2).
    l('route_history', 'md'),
    descriptionField(),
    l('slackline_anchor1', 'md', { activities: 'SL' }),
    l('slackline_anchor2', 'md', { activities: 'SL' }),
    // Short free text, not markdown; an integer on waypoints (fields.md naming clashes).
    l('slope', 'text', { activities: 'ST SIM IC SS' }),
    l('remarks', 'md'),
    // Followed by automatic gear-article links.
    l('gear', 'md'),
    l('external_resources', 'md'),
  ],
  sections: [
    'summary', 'route_history', 'description', 'slackline_anchor1', 'slackline_anchor2', 'remarks', 'gear',
    'external_resources',
  ],
  associationFilters: ['a', 'w', 'u'],
  // fields.md §13.1: route `u` (users who tagged the route to do) is server-side only.
  serverOnlyAssociationFilters: ['u'],
  // Point defaults to the track midpoint or the main waypoint (api.md §8.6).
  geometry: { point: 'optional', detail: ['LineString', 'MultiLineString'], detailRequired: false },
  derived: [{ name: 'areas', kind: 'areas', card: ['C', 'F', 'T'] }],
  extraFilters: [
    // fields.md §16 item 15: backend-only elevation overlap.
    { key: 'ele', kind: 'nrange', fields: ['elevation_min', 'elevation_max'], overlap: true, serverOnly: true },
  ],
};
