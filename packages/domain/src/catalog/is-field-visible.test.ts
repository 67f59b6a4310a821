import { describe, expect, it } from 'vitest';
import { ACTIVITY_CODES, type ActivityCode } from '../enums/activities.ts';
import { isFieldVisible, isFieldVisibleByName, visibleFields } from './is-field-visible.ts';
import { CATALOG, type FieldName } from './catalog.ts';

const names = (codes: string) => codes.split(' ').map((c) => ACTIVITY_CODES[c as ActivityCode]);

// fields.md §9.2, one row per restricted field: the activities whose column holds ●.
const ROUTE_MATRIX: [FieldName<'route'>, string][] = [
  ['slope', 'ST SIM IC SS'],
  ['slackline_anchor1', 'SL'],
  ['slackline_anchor2', 'SL'],
  ['climbing_outdoor_type', 'RC'],
  ['configuration', 'ST SIM MC RC SS VF'],
  ['rock_types', 'SIM MC RC VF'],
  ['elevation_min', 'ST SIM MC RC IC HK SS MB VF'],
  ['elevation_max', 'ST SIM MC RC IC HK SS MB VF'],
  ['height_diff_up', 'ST SIM MC RC IC HK SS MB VF'],
  ['height_diff_down', 'ST SIM MC RC IC HK SS MB VF'],
  ['height_diff_access', 'ST SIM MC RC IC HK SS MB VF'],
  ['durations', 'ST SIM MC RC IC HK SS MB VF'],
  ['calculated_duration', 'ST SIM MC RC IC HK SS MB VF'],
  ['height_diff_difficulties', 'ST SIM MC RC IC SS MB VF'],
  ['difficulties_height', 'SIM MC RC IC VF'],
  ['route_length', 'ST SIM HK SS MB VF SL'],
  ['glacier_gear', 'ST SIM MC RC IC HK SS'],
  ['global_rating', 'SIM MC RC IC'],
  ['engagement_rating', 'SIM MC RC IC VF'],
  ['risk_rating', 'SIM MC RC IC'],
  ['equipment_rating', 'SIM MC RC IC VF'],
  ['exposition_rock_rating', 'MC RC'],
  ['rock_free_rating', 'MC RC'],
  ['rock_required_rating', 'MC RC'],
  ['aid_rating', 'MC RC'],
  ['ice_rating', 'SIM IC'],
  ['mixed_rating', 'SIM IC'],
  ['ski_rating', 'ST'],
  ['ski_exposition', 'ST'],
  ['labande_ski_rating', 'ST'],
  ['labande_global_rating', 'ST'],
  ['snowshoe_rating', 'SS'],
  ['hiking_rating', 'HK'],
  ['hiking_mtb_exposition', 'HK MB'],
  ['via_ferrata_rating', 'VF'],
  ['mtb_up_rating', 'MB'],
  ['mtb_down_rating', 'MB'],
  ['mtb_length_asphalt', 'MB'],
  ['mtb_length_trail', 'MB'],
  ['mtb_height_diff_portages', 'MB'],
  ['slackline_type', 'SL'],
  ['slackline_height', 'SL'],
];
const ROUTE_ALWAYS: FieldName<'route'>[] = [
  'title',
  'title_prefix',
  'summary',
  'route_history',
  'description',
  'remarks',
  'gear',
  'external_resources',
  'activities',
  'main_waypoint_id',
  'orientations',
  'lift_access',
  'quality',
];
const ROUTE_CODES = 'ST SIM MC RC IC HK SS MB VF SL'.split(' ');

// fields.md §7.2.
const OUTING_MATRIX: [FieldName<'outing'>, string][] = [
  ['conditions_levels', 'ST SIM IC SS'],
  ['avalanches', 'ST SIM IC SS'],
  ['avalanche_signs', 'ST SIM IC SS'],
  ['elevation_up_snow', 'ST SIM MC IC SS'],
  ['elevation_down_snow', 'ST SIM MC IC SS'],
  ['snow_quantity', 'ST SIM MC IC SS'],
  ['snow_quality', 'ST SIM MC IC SS'],
  ['glacier_rating', 'ST SIM MC SS'],
  ['height_diff_difficulties', 'SIM MC'],
  ['global_rating', 'SIM MC RC IC'],
  ['engagement_rating', 'SIM MC'],
  ['equipment_rating', 'RC'],
  ['rock_free_rating', 'RC'],
  ['ice_rating', 'IC'],
  ['ski_rating', 'ST'],
  ['labande_global_rating', 'ST'],
  ['snowshoe_rating', 'SS'],
  ['hiking_rating', 'HK'],
  ['via_ferrata_rating', 'VF'],
  ['mtb_up_rating', 'MB'],
  ['mtb_down_rating', 'MB'],
];
const OUTING_CODES = 'ST SIM MC RC IC HK SS PG MB VF SL'.split(' ');

describe('route activity matrix (fields.md §9.2)', () => {
  for (const [field, codes] of ROUTE_MATRIX) {
    it.each(ROUTE_CODES)(`${field} for %s`, (code) => {
      // RC alone with climbing_outdoor_type multi shows every ¹ and ² field.
      const doc = { activities: names(code), climbing_outdoor_type: 'multi' };
      expect(isFieldVisible('route', field, doc)).toBe(codes.split(' ').includes(code));
    });
  }
  it.each(ROUTE_ALWAYS)('%s is always visible', (field) => {
    for (const code of ROUTE_CODES)
      expect(isFieldVisible('route', field, { activities: names(code) })).toBe(true);
    expect(isFieldVisible('route', field, { activities: [] })).toBe(true);
  });
  it('every route field is either always visible or in the matrix', () => {
    const listed = new Set([
      ...ROUTE_ALWAYS,
      ...ROUTE_MATRIX.map(([f]) => f),
      'route_types',
      'public_transportation_rating',
    ]);
    expect(CATALOG.route.fields.map((f) => f.name).filter((n) => !listed.has(n))).toEqual([]);
  });
  it('visibility is the union over the activities', () => {
    expect(isFieldVisible('route', 'ski_rating', { activities: names('HK ST') })).toBe(true);
    expect(isFieldVisible('route', 'slackline_type', { activities: names('HK ST') })).toBe(false);
  });
});

describe('rock-climbing sub-rules (fields.md §9.3)', () => {
  const table: [string | null, boolean, boolean, boolean][] = [
    // climbing_outdoor_type, route_types, configuration/global/engagement, equipment/rock_required/aid
    ['multi', true, true, true],
    ['single', true, false, true],
    ['bloc', false, false, false],
    ['psicobloc', false, false, false],
    [null, false, false, false],
  ];
  it.each(table)('climbing_outdoor_type %s', (cot, routeTypes, multiOnly, singleOrMulti) => {
    const doc = { activities: ['rock_climbing'], climbing_outdoor_type: cot };
    expect(isFieldVisible('route', 'route_types', doc)).toBe(routeTypes);
    for (const f of ['configuration', 'global_rating', 'engagement_rating'] as const) {
      expect(isFieldVisible('route', f, doc)).toBe(multiOnly);
    }
    for (const f of ['equipment_rating', 'rock_required_rating', 'aid_rating'] as const) {
      expect(isFieldVisible('route', f, doc)).toBe(singleOrMulti);
    }
    for (const f of [
      'rock_free_rating',
      'exposition_rock_rating',
      'risk_rating',
      'climbing_outdoor_type',
    ] as const) {
      expect(isFieldVisible('route', f, doc)).toBe(true);
    }
  });
  it('with a second activity the plain matrix applies', () => {
    const doc = { activities: ['rock_climbing', 'mountain_climbing'], climbing_outdoor_type: 'bloc' };
    expect(isFieldVisible('route', 'aid_rating', doc)).toBe(true);
    expect(isFieldVisible('route', 'route_types', doc)).toBe(true);
    expect(isFieldVisible('route', 'global_rating', doc)).toBe(true);
  });
  it('route_types is hidden when the route has no activity', () => {
    expect(isFieldVisible('route', 'route_types', { activities: [] })).toBe(false);
    expect(isFieldVisible('route', 'route_types', {})).toBe(false);
    expect(isFieldVisible('route', 'route_types', { activities: ['slacklining'] })).toBe(true);
  });
});

describe('outing activity matrix (fields.md §7.2)', () => {
  for (const [field, codes] of OUTING_MATRIX) {
    it.each(OUTING_CODES)(`${field} for %s`, (code) => {
      expect(isFieldVisible('outing', field, { activities: names(code) })).toBe(
        codes.split(' ').includes(code),
      );
    });
  }
  it('every other outing field applies to every activity', () => {
    const restricted = new Set<string>(OUTING_MATRIX.map(([f]) => f));
    for (const f of CATALOG.outing.fields.filter((f) => !restricted.has(f.name))) {
      expect(f.activities, f.name).toBeUndefined();
    }
  });
});

describe('waypoint-type rules (fields.md §10.2)', () => {
  // Extra document fields per type, on top of those valid for all types.
  const ALL = [
    'title',
    'waypoint_type',
    'elevation',
    'maps_info',
    'quality',
    'summary',
    'description',
    'external_resources',
  ];
  const EXTRA: Record<string, string> = {
    summit: 'prominence',
    pass: '',
    access:
      'elevation_min public_transportation_types public_transportation_rating snow_clearance_rating lift_access parking_fee access access_period',
    climbing_outdoor:
      'height_min height_median height_max routes_quantity climbing_outdoor_types climbing_rating_min climbing_rating_median climbing_rating_max equipment_ratings climbing_styles children_proof rain_proof rock_types orientations best_periods access_time url access access_period',
    climbing_indoor:
      'height_min height_median height_max routes_quantity climbing_indoor_types climbing_rating_min climbing_rating_median climbing_rating_max climbing_styles url phone access',
    hut: 'capacity capacity_staffed custodianship url phone phone_custodian matress_unstaffed blanket_unstaffed gas_unstaffed heating_unstaffed access access_period',
    gite: 'capacity capacity_staffed custodianship url phone phone_custodian access_period',
    camp_site: 'capacity capacity_staffed custodianship url phone phone_custodian access_period',
    shelter: 'capacity matress_unstaffed blanket_unstaffed gas_unstaffed heating_unstaffed',
    bivouac: 'capacity',
    local_product: 'product_types url phone access access_period',
    paragliding_takeoff: 'length slope ground_types paragliding_rating orientations exposition_rating',
    paragliding_landing: 'length slope ground_types paragliding_rating orientations exposition_rating',
    weather_station: 'weather_station_types url',
    webcam: 'url',
    slackline_spot:
      'slackline_types slackline_length_min slackline_length_max access_time best_periods orientations access',
  };
  it.each(Object.entries(EXTRA))('%s shows exactly its fields', (waypointType, extra) => {
    const shown = visibleFields('waypoint', { waypoint_type: waypointType }).map((f) => f.name);
    expect(shown.sort()).toEqual([...ALL, ...extra.split(' ').filter(Boolean)].sort());
  });
  it('hides type-restricted fields when no waypoint type is set', () => {
    expect(
      visibleFields('waypoint', {})
        .map((f) => f.name)
        .sort(),
    ).toEqual([...ALL].sort());
  });
});

describe('isFieldVisible', () => {
  it('is false for unknown fields', () => {
    expect(isFieldVisibleByName('route', 'nope', { activities: ['hiking'] })).toBe(false);
  });
  it('refuses a misspelt field name at compile time', () => {
    // @ts-expect-error -- `hight_diff_up` is no route field.
    expect(isFieldVisible('route', 'hight_diff_up', { activities: ['hiking'] })).toBe(false);
  });
  it('ignores the rock-climbing sub-rule outside routes', () => {
    expect(isFieldVisible('outing', 'global_rating', { activities: ['rock_climbing'] })).toBe(true);
  });
});
