/** Waypoint (letter w): geolocalised point, by-sa; fields per waypoint type (fields.md §10). */
import type { TypeCatalog } from '../catalog/field.ts';
import { WAYPOINT_TYPES } from '../enums/waypoint-types.ts';
import { documentField as d, localeField as l, type FieldOptions } from '../catalog/define-field.ts';
import { descriptionField, qualityField, summaryField, titleField } from '../catalog/common-fields.ts';

const types = (list: string) => list.split(/\s+/);
const CLIMBING = types('climbing_outdoor climbing_indoor');
const OUTDOOR = types('climbing_outdoor');
const HOSTED = types('camp_site gite hut');
const UNSTAFFED = types('hut shelter');
const PARAGLIDING = types('paragliding_takeoff paragliding_landing');
const SLACKLINE = types('slackline_spot');
const ACCESS = types('access');
const metres = { min: 0, max: 9000, unit: 'm' } as const;
/** An integer 0–9000 (metres unless `unit` is overridden) for some waypoint types. */
const int = <N extends string>(name: N, waypointTypes: string[], options: FieldOptions = {}) =>
  d(name, 'int', { ...metres, waypointTypes, ...options });
const count = <N extends string>(
  name: N,
  waypointTypes: string[],
  max: number,
  filter: FieldOptions['filter'],
) => d(name, 'int', { min: 0, max, waypointTypes, filter });

export const WAYPOINT = {
  type: 'waypoint',
  title: 'required',
  activities: [],
  fields: [
    titleField('C F T'),
    d('waypoint_type', 'enum', {
      enum: 'waypoint_types',
      filter: 'wtyp multi general',
      requirement: 'Rs',
      card: 'C F T',
      listing: 1,
    }),
    // fields.md §10.2: required by the server for every type except climbing_indoor.
    d('elevation', 'int', {
      ...metres,
      filter: 'walt nrange terrain',
      sortable: true,
      requirement: 'Rs',
      requiredIf: { waypointTypes: WAYPOINT_TYPES.filter((t) => t !== 'climbing_indoor') },
      card: 'C F T',
      listing: 2,
    }),
    int('elevation_min', ACCESS),
    int('prominence', types('summit'), { filter: 'prom nrange terrain' }),
    // Extra map references.
    d('maps_info', 'string', { max: 300 }),
    int('height_min', CLIMBING, { filter: 'tminh nrange terrain' }),
    int('height_median', CLIMBING, { filter: 'tmedh nrange terrain' }),
    int('height_max', CLIMBING, { filter: 'tmaxh nrange terrain' }),
    count('routes_quantity', CLIMBING, 9000, 'rqua nrange terrain'),
    d('climbing_outdoor_types', 'enum[]', {
      enum: 'climbing_outdoor_types',
      waypointTypes: OUTDOOR,
      filter: 'ctout multi terrain',
    }),
    d('climbing_indoor_types', 'enum[]', {
      enum: 'climbing_indoor_types',
      waypointTypes: types('climbing_indoor'),
      filter: 'ctin multi terrain',
    }),
    // fields.md §16 item 12: tminr/tmedr/tmaxr, anchq, tappt read as from,to ranges.
    ...(['min', 'median', 'max'] as const).map((m) =>
      d(`climbing_rating_${m}`, 'enum', {
        enum: 'climbing_ratings',
        waypointTypes: CLIMBING,
        filter: `t${m.slice(0, 3)}r erange ratings`,
        sortable: true,
      }),
    ),
    // Displayed sorted.
    d('equipment_ratings', 'enum[]', {
      enum: 'equipment_ratings',
      waypointTypes: OUTDOOR,
      filter: 'anchq erange ratings',
    }),
    d('climbing_styles', 'enum[]', {
      enum: 'climbing_styles',
      waypointTypes: CLIMBING,
      filter: 'tcsty multi terrain',
    }),
    d('children_proof', 'enum', {
      enum: 'children_proof_types',
      waypointTypes: OUTDOOR,
      filter: 'chil multi terrain',
    }),
    d('rain_proof', 'enum', {
      enum: 'rain_proof_types',
      waypointTypes: OUTDOOR,
      filter: 'rain multi terrain',
    }),
    d('rock_types', 'enum[]', { enum: 'rock_types', waypointTypes: OUTDOOR, filter: 'wrock multi terrain' }),
    d('orientations', 'enum[]', {
      enum: 'orientation_types',
      waypointTypes: [...OUTDOOR, ...PARAGLIDING, ...SLACKLINE],
      filter: 'wfac orient terrain',
    }),
    // "whole year" / "X to Y" display: format/best-periods.ts.
    d('best_periods', 'enum[]', {
      enum: 'months',
      waypointTypes: [...OUTDOOR, ...SLACKLINE],
      filter: 'period multi misc',
    }),
    // Approach walk duration.
    d('access_time', 'enum', {
      enum: 'access_times',
      waypointTypes: [...OUTDOOR, ...SLACKLINE],
      filter: 'tappt erange misc',
      sortable: true,
    }),
    // fields.md §16 item 9: required by the server for weather_station and webcam.
    d('url', 'string', {
      min: 6,
      max: 255,
      waypointTypes: types(
        'camp_site climbing_indoor climbing_outdoor gite hut local_product weather_station webcam',
      ),
      requirement: 'Rs',
      requiredIf: { waypointTypes: types('weather_station webcam') },
    }),
    d('phone', 'string', {
      max: 50,
      waypointTypes: types('camp_site climbing_indoor gite hut local_product'),
    }),
    d('phone_custodian', 'string', { max: 50, waypointTypes: HOSTED }),
    d('custodianship', 'enum', {
      enum: 'custodianship_types',
      waypointTypes: HOSTED,
      filter: 'hsta multi misc',
      requirement: 'Rs',
    }),
    // Unstaffed places; bivouac has its own label.
    count('capacity', types('bivouac camp_site gite hut shelter'), 150, 'hucap nrange misc'),
    count('capacity_staffed', HOSTED, 1000, 'hscap nrange misc'),
    d('matress_unstaffed', 'bool3', { waypointTypes: UNSTAFFED }),
    d('blanket_unstaffed', 'bool3', { waypointTypes: UNSTAFFED }),
    d('gas_unstaffed', 'bool3', { waypointTypes: UNSTAFFED }),
    d('heating_unstaffed', 'bool3', { waypointTypes: UNSTAFFED }),
    d('product_types', 'enum[]', {
      enum: 'product_types',
      waypointTypes: types('local_product'),
      filter: 'ftyp multi misc',
      requirement: 'Rs',
    }),
    int('length', PARAGLIDING, { filter: 'len nrange terrain' }),
    // Degrees here; a locale text on routes (fields.md naming clashes).
    d('slope', 'int', { min: 0, max: 99, unit: 'deg', waypointTypes: PARAGLIDING }),
    d('ground_types', 'enum[]', { enum: 'ground_types', waypointTypes: PARAGLIDING }),
    d('paragliding_rating', 'enum', {
      enum: 'paragliding_ratings',
      waypointTypes: PARAGLIDING,
      filter: 'pgrat erange ratings',
    }),
    // fields.md §16 item 4: backend only (key pglexp), not in the form.
    d('exposition_rating', 'enum', {
      enum: 'exposition_ratings',
      waypointTypes: PARAGLIDING,
      filter: 'pglexp erange server',
      formHidden: true,
    }),
    d('weather_station_types', 'enum[]', {
      enum: 'weather_station_types',
      waypointTypes: types('weather_station'),
      filter: 'whtyp multi misc',
    }),
    d('public_transportation_types', 'enum[]', {
      enum: 'public_transportation_types',
      waypointTypes: ACCESS,
      filter: 'tpty multi misc',
    }),
    // `no service` = not served.
    d('public_transportation_rating', 'enum', {
      enum: 'public_transportation_ratings',
      waypointTypes: ACCESS,
      filter: 'tp multi ratings',
      listing: 3,
    }),
    d('snow_clearance_rating', 'enum', {
      enum: 'snow_clearance_ratings',
      waypointTypes: ACCESS,
      filter: 'psnow multi ratings',
    }),
    d('lift_access', 'bool3', { waypointTypes: ACCESS, filter: 'plift tri misc' }),
    d('parking_fee', 'enum', { enum: 'parking_fee_types', waypointTypes: ACCESS }),
    d('slackline_types', 'enum[]', {
      enum: 'slackline_types',
      waypointTypes: SLACKLINE,
      requirement: 'Rs',
      card: 'C',
      listing: 4,
    }),
    // Not sortable: the server answers 500 (spec 1 §2.5).
    int('slackline_length_min', SLACKLINE, { listing: 5 }),
    int('slackline_length_max', SLACKLINE, { listing: 6 }),
    qualityField('C F T', { listing: 0 }),
    summaryField('F', { listing: 2 }),
    // Labelled "road access" for type access.
    descriptionField(),
    l('access', 'md', {
      waypointTypes: types('access climbing_indoor climbing_outdoor hut local_product slackline_spot'),
    }),
    l('access_period', 'md', {
      waypointTypes: types('access camp_site climbing_outdoor gite hut local_product'),
      listing: 3,
    }),
    l('external_resources', 'md'),
  ],
  // Display order; for type access, access comes before description (sections-of.ts).
  sections: ['summary', 'access_period', 'description', 'access', 'external_resources'],
  associationFilters: ['a'],
  geometry: { point: 'required', detail: [], detailRequired: false },
  derived: [{ name: 'areas', kind: 'areas', card: ['C', 'F', 'T'] }],
  extraFilters: [
    // fields.md §16 item 15: backend-only overlap filters.
    {
      key: 'crat',
      kind: 'erange',
      fields: ['climbing_rating_min', 'climbing_rating_max'],
      overlap: true,
      enum: 'climbing_ratings',
      serverOnly: true,
    },
    { key: 'height', kind: 'nrange', fields: ['height_min', 'height_max'], overlap: true, serverOnly: true },
  ],
} satisfies TypeCatalog;
