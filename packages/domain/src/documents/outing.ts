/** Outing (letter o): trip report, by-nc-nd (fields.md §7; activity matrix §7.2). */
import type { TypeCatalog } from '../catalog/field.ts';
import { ACTIVITIES } from '../enums/activities.ts';
import { documentField as d, localeField as l } from '../catalog/define-field.ts';
import {
  descriptionField,
  disableCommentsField,
  qualityField,
  titleField,
} from '../catalog/common-fields.ts';

const SNOW = 'ST SIM MC IC SS';
const AVALANCHE = 'ST SIM IC SS';
const elevation = { min: 0, max: 9000, unit: 'm' } as const;
/** An outing rating; `listing`: its position in listing items. */
const rating = <N extends string>(name: N, scale: string, activities: string, key: string, listing: number) =>
  d(name, 'enum', {
    enum: scale,
    activities,
    filter: `${key} erange ratings`,
    sortable: true,
    card: 'C F T',
    listing,
  });

export const OUTING = {
  type: 'outing',
  title: 'required',
  activities: ACTIVITIES,
  fields: [
    // Filled from the first associated route's title when empty (server, before validation).
    titleField('C F T'),
    d('activities', 'enum[]', {
      enum: 'activities',
      filter: 'act act general',
      requirement: 'R',
      card: 'C F T',
      listing: 1,
    }),
    // spec 2 §5: both dates required; date_end ≥ date_start; not in the future (validate-outing.ts).
    d('date_start', 'date', { requirement: 'R', listing: 2 }),
    d('date_end', 'date', { requirement: 'R', card: 'C F T', listing: 3 }),
    // fields.md §16 item 12: ofreq, swquan, swqual read as from,to ranges.
    d('frequentation', 'enum', { enum: 'frequentation_types', filter: 'ofreq erange misc' }),
    d('participant_count', 'int', { min: 1, max: 9000 }),
    d('elevation_min', 'int', elevation),
    d('elevation_max', 'int', {
      ...elevation,
      filter: 'oalt nrange terrain',
      sortable: true,
      card: 'C F T',
      listing: 5,
    }),
    d('elevation_access', 'int', { ...elevation, filter: 'oparka nrange terrain' }),
    d('elevation_up_snow', 'int', { ...elevation, activities: SNOW, filter: 'swlu nrange terrain' }),
    d('elevation_down_snow', 'int', { ...elevation, activities: SNOW, filter: 'swld nrange terrain' }),
    d('height_diff_up', 'int', {
      ...elevation,
      filter: 'odif nrange terrain',
      sortable: true,
      card: 'C F T',
      listing: 6,
    }),
    d('height_diff_down', 'int', elevation),
    d('height_diff_difficulties', 'int', {
      min: 0,
      max: 3000,
      unit: 'm',
      activities: 'SIM MC',
      filter: 'dhei nrange terrain',
      sortable: true,
      card: 'F T',
      listing: 8,
    }),
    // fields.md §16 item 14: olen acts as a minimum.
    d('length_total', 'int', { min: 0, unit: 'm', filter: 'olen num_min terrain' }),
    d('partial_trip', 'bool', { default: false }),
    d('public_transport', 'bool', { default: false, filter: 'owpt check misc', card: 'C F T', listing: 7 }),
    d('access_condition', 'enum', { enum: 'access_conditions' }),
    d('lift_status', 'enum', { enum: 'lift_status' }),
    d('hut_status', 'enum', { enum: 'hut_status' }),
    d('condition_rating', 'enum', {
      enum: 'condition_ratings',
      filter: 'ocond erange terrain',
      card: 'C F T',
      listing: 4,
    }),
    d('snow_quantity', 'enum', {
      enum: 'snow_quantity_ratings',
      activities: SNOW,
      filter: 'swquan erange terrain',
    }),
    d('snow_quality', 'enum', {
      enum: 'snow_quality_ratings',
      activities: SNOW,
      filter: 'swqual erange terrain',
    }),
    d('glacier_rating', 'enum', {
      enum: 'glacier_ratings',
      activities: 'ST SIM MC SS',
      filter: 'oglac erange ratings',
    }),
    d('avalanche_signs', 'enum[]', {
      enum: 'avalanche_signs',
      activities: AVALANCHE,
      filter: 'avdate multi terrain',
    }),
    rating('global_rating', 'global_ratings', 'SIM MC RC IC', 'grat', 12),
    rating('engagement_rating', 'engagement_ratings', 'SIM MC', 'erat', 11),
    rating('equipment_rating', 'equipment_ratings', 'RC', 'prat', 13),
    rating('rock_free_rating', 'climbing_ratings', 'RC', 'frat', 14),
    rating('ice_rating', 'ice_ratings', 'IC', 'irat', 15),
    rating('ski_rating', 'ski_ratings', 'ST', 'trat', 9),
    rating('labande_global_rating', 'global_ratings', 'ST', 'lrat', 10),
    rating('snowshoe_rating', 'snowshoe_ratings', 'SS', 'wrat', 17),
    rating('hiking_rating', 'hiking_ratings', 'HK', 'hrat', 16),
    rating('via_ferrata_rating', 'via_ferrata_ratings', 'VF', 'krat', 20),
    rating('mtb_up_rating', 'mtb_up_ratings', 'MB', 'mbur', 18),
    rating('mtb_down_rating', 'mtb_down_ratings', 'MB', 'mbdr', 19),
    disableCommentsField(),
    qualityField('C F T', { listing: 0 }),
    l('route_description', 'md'),
    l('weather', 'md'),
    l('conditions', 'md'),
    // JSON array of {level_place, level_snow_height_soft, level_snow_height_total, level_comment}.
    l('conditions_levels', 'json', { activities: 'ST SS IC SIM' }),
    l('avalanches', 'md', { activities: AVALANCHE }),
    l('timing', 'md'),
    l('access_comment', 'md'),
    l('hut_comment', 'md'),
    // Labelled "personal comments".
    descriptionField(),
    // Names of participants without an account; plain text.
    l('participants', 'text'),
    // fields.md §16 item 26: in the model and feed cards, not edited nor shown on the page.
    l('summary', 'md', { formHidden: true, card: 'F', listing: 2 }),
  ],
  sections: [
    'route_description',
    'weather',
    'conditions',
    'avalanches',
    'timing',
    'access_comment',
    'hut_comment',
    'description',
  ],
  associationFilters: ['a', 'r', 'w', 'u'],
  // Point copied from the first associated route when empty, never drawn; detail = GPS track.
  geometry: { point: 'optional', detail: ['LineString', 'MultiLineString'], detailRequired: false },
  derived: [
    { name: 'author', kind: 'user', card: ['C', 'T'] },
    { name: 'img_count', kind: 'int', card: ['C', 'F', 'T'] },
    { name: 'areas', kind: 'areas', card: ['C', 'F', 'T'] },
  ],
  extraFilters: [
    // api.md §6.3 date-span: one date → the outing spans that day; two → [date_start, date_end] overlaps.
    { key: 'date', kind: 'date', group: 'general', fields: ['date_start', 'date_end'], overlap: true },
    // fields.md §13.1: "Ignore year" moves the value from `date` to `period` (day of year).
    {
      key: 'period',
      kind: 'date',
      group: 'general',
      fields: ['date_start', 'date_end'],
      overlap: true,
      ignoreYear: true,
    },
  ],
} satisfies TypeCatalog;
