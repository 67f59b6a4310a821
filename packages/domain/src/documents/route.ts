/** Route (letter r): by-sa; activities exclude paragliding (fields.md §9; matrix §9.2; sub-rules §9.3). */
import type { TypeCatalog } from '../catalog/field.ts';
import { ROUTE_ACTIVITIES } from '../enums/activities.ts';
import { documentField as d, localeField as l } from '../catalog/define-field.ts';
import { ROUTE_RATINGS } from './route-ratings.ts';
import { descriptionField, qualityField, summaryField, titleField } from '../catalog/common-fields.ts';

const ALL_BUT_SL = 'ST SIM MC RC IC HK SS MB VF';
const metres = (max: number) => ({ min: 0, max, unit: 'm' }) as const;
/** §9.3: shown when RC is the only activity only for these climbing_outdoor_type values. */
const MULTI = ['multi'];
const SINGLE_OR_MULTI = ['single', 'multi'];

export const ROUTE = {
  type: 'route',
  title: 'required',
  activities: ROUTE_ACTIVITIES,
  fields: [
    titleField('C F T'),
    // Title of the main waypoint, displayed "prefix : title" (api.md §8.6).
    l('title_prefix', 'string', { readOnly: true, card: 'C F T', listing: 2 }),
    d('activities', 'enum[]', {
      enum: 'activities',
      filter: 'act act general',
      requirement: 'R',
      card: 'C F T',
      listing: 1,
    }),
    // Must be one of the associated waypoints (validate-route.ts).
    d('main_waypoint_id', 'id'),
    d('climbing_outdoor_type', 'enum', {
      enum: 'climbing_outdoor_types',
      activities: 'RC',
      filter: 'crtyp multi general',
      listing: 14,
    }),
    // §9.3: hidden when the route has no activity (hence the full activity list).
    d('route_types', 'enum[]', {
      enum: 'route_types',
      activities: ALL_BUT_SL + ' SL',
      climbingOutdoorTypes: SINGLE_OR_MULTI,
      filter: 'rtyp multi general',
    }),
    d('configuration', 'enum[]', {
      enum: 'route_configuration_types',
      activities: 'ST SIM MC RC SS VF',
      climbingOutdoorTypes: MULTI,
      filter: 'conf multi terrain',
    }),
    d('rock_types', 'enum[]', {
      enum: 'rock_types',
      activities: 'SIM MC RC VF',
      filter: 'rock multi terrain',
    }),
    d('orientations', 'enum[]', {
      enum: 'orientation_types',
      filter: 'fac orient terrain',
      card: 'C T',
      listing: 2,
    }),
    d('elevation_min', 'int', {
      ...metres(9000),
      activities: ALL_BUT_SL,
      filter: 'rmina nrange terrain',
      card: 'T',
      listing: 3,
    }),
    d('elevation_max', 'int', {
      ...metres(9000),
      activities: ALL_BUT_SL,
      filter: 'rmaxa nrange terrain',
      sortable: true,
      card: 'C F T',
      listing: 4,
    }),
    d('height_diff_up', 'int', {
      ...metres(9000),
      activities: ALL_BUT_SL,
      filter: 'hdif nrange terrain',
      sortable: true,
      card: 'C F T',
      listing: 5,
    }),
    d('height_diff_down', 'int', {
      ...metres(9000),
      activities: ALL_BUT_SL,
      filter: 'ddif nrange terrain',
      card: 'T',
      listing: 6,
    }),
    d('height_diff_access', 'int', {
      ...metres(3000),
      activities: ALL_BUT_SL,
      filter: 'rappr nrange terrain',
    }),
    // fields.md §16 item 5: hidden for hiking per the §9.2 matrix (the backend accepts it).
    d('height_diff_difficulties', 'int', {
      ...metres(3000),
      activities: 'ST SIM MC RC IC SS MB VF',
      filter: 'dhei nrange terrain',
      sortable: true,
      card: 'C F T',
      listing: 7,
    }),
    // Elevation where the difficulties start.
    d('difficulties_height', 'int', {
      ...metres(9000),
      activities: 'SIM MC RC IC VF',
      filter: 'ralt nrange terrain',
    }),
    // fields.md §16 item 9: required by the server when slacklining is the first activity.
    d('route_length', 'int', {
      ...metres(500000),
      activities: 'ST SIM HK SS MB VF SL',
      filter: 'rlen nrange terrain',
      sortable: true,
      requiredIf: { firstActivity: 'slacklining' },
      requirement: 'Rs',
      listing: 11,
    }),
    d('durations', 'enum[]', {
      enum: 'route_duration_types',
      activities: ALL_BUT_SL,
      filter: 'time erange terrain',
      unit: 'days',
      listing: 8,
    }),
    d('calculated_duration', 'float', { activities: ALL_BUT_SL, readOnly: true, unit: 'days', listing: 9 }),
    d('lift_access', 'bool3'),
    // The detail page hides the value `no`.
    d('glacier_gear', 'enum', {
      enum: 'glacier_gear_types',
      activities: 'ST SIM MC RC IC HK SS',
      filter: 'glac multi terrain',
      requirement: 'R',
      default: 'no',
    }),
    // Derived by the server from access waypoints (api.md §8.6).
    d('public_transportation_rating', 'enum', {
      enum: 'public_transportation_ratings',
      activities: ALL_BUT_SL,
      readOnly: true,
      listing: 10,
    }),
    d('mtb_length_asphalt', 'int', { ...metres(500000), activities: 'MB', filter: 'mbroad nrange terrain' }),
    d('mtb_length_trail', 'int', { ...metres(500000), activities: 'MB', filter: 'mbtrack nrange terrain' }),
    d('mtb_height_diff_portages', 'int', {
      ...metres(5000),
      activities: 'MB',
      filter: 'mbpush nrange terrain',
    }),
    d('slackline_type', 'enum', {
      enum: 'slackline_types',
      activities: 'SL',
      filter: 'sltyp multi terrain',
      requiredIf: { firstActivity: 'slacklining' },
      requirement: 'Rs',
      listing: 12,
    }),
    d('slackline_height', 'int', { min: 0, unit: 'm', activities: 'SL', listing: 13 }),
    ...ROUTE_RATINGS,
    qualityField('C F T', { listing: 0 }),
    summaryField('F', { listing: 3 }),
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
    'summary',
    'route_history',
    'description',
    'slackline_anchor1',
    'slackline_anchor2',
    'remarks',
    'gear',
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
    {
      key: 'ele',
      kind: 'nrange',
      fields: ['elevation_min', 'elevation_max'],
      overlap: true,
      serverOnly: true,
    },
  ],
} satisfies TypeCatalog;
