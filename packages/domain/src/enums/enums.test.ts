import { describe, expect, it } from 'vitest';
import { ENUMS, ENUMS_ON_READ, enumValues, isEnumValue, isReadableEnumValue } from './enums.ts';
import { ROUTE_ACTIVITIES, ACTIVITY_CODES } from './activities.ts';
import { MTB_UP_RATINGS, MIXED_RATINGS } from './ratings.ts';
import { PUBLIC_TRANSPORTATION_RATINGS_ON_READ } from './tolerated.ts';

// Written out from spec 3 "Enumerations" / fields.md §14.1, values and order.
const GENERAL: Record<string, string[]> = {
  langs: ['fr', 'en', 'it', 'de', 'es', 'ca', 'eu', 'sl', 'zh'],
  activities: ['skitouring', 'snow_ice_mixed', 'mountain_climbing', 'rock_climbing', 'ice_climbing', 'hiking', 'snowshoeing', 'paragliding', 'mountain_biking', 'via_ferrata', 'slacklining'],
  quality_types: ['empty', 'draft', 'medium', 'fine', 'great'],
  waypoint_types: ['summit', 'pass', 'lake', 'waterfall', 'locality', 'bisse', 'canyon', 'access', 'climbing_outdoor', 'climbing_indoor', 'hut', 'gite', 'shelter', 'bivouac', 'camp_site', 'base_camp', 'local_product', 'paragliding_takeoff', 'paragliding_landing', 'cave', 'waterpoint', 'weather_station', 'webcam', 'virtual', 'slackline_spot', 'misc'],
  area_types: ['range', 'admin_limits', 'country'],
  article_categories: ['mountain_environment', 'gear', 'technical', 'topoguide_supplements', 'soft_mobility', 'expeditions', 'stories', 'c2c_meetings', 'tags', 'site_info', 'association'],
  article_types: ['collab', 'personal'],
  image_types: ['collaborative', 'personal', 'copyright'],
  image_categories: ['landscapes', 'detail', 'action', 'track', 'rise', 'descent', 'topo', 'people', 'fauna', 'flora', 'nivology', 'geology', 'hut', 'equipment', 'book', 'help', 'misc'],
  book_types: ['topo', 'environment', 'historical', 'biography', 'photos-art', 'novel', 'technics', 'tourism', 'magazine'],
  user_categories: ['amateur', 'mountain_guide', 'mountain_leader', 'ski_instructor', 'climbing_instructor', 'mountainbike_instructor', 'paragliding_instructor', 'hut_warden', 'ski_patroller', 'avalanche_forecaster', 'club', 'institution'],
  hut_status: ['open_guarded', 'open_non_guarded', 'closed_hut'],
  custodianship_types: ['accessible_when_wardened', 'always_accessible', 'key_needed', 'no_warden'],
  lift_status: ['open', 'closed'],
  access_conditions: ['cleared', 'snowy', 'closed_snow', 'closed_cleared'],
  frequentation_types: ['quiet', 'some', 'crowded', 'overcrowded'],
  condition_ratings: ['excellent', 'good', 'average', 'poor', 'awful'],
  snow_quality_ratings: ['excellent', 'good', 'average', 'poor', 'awful'],
  snow_quantity_ratings: ['excellent', 'good', 'average', 'poor', 'awful'],
  glacier_ratings: ['easy', 'possible', 'difficult', 'impossible'],
  avalanche_signs: ['no', 'danger_sign', 'recent_avalanche', 'natural_avalanche', 'accidental_avalanche'],
  glacier_gear_types: ['no', 'glacier_safety_gear', 'crampons_spring', 'crampons_req', 'glacier_crampons'],
  route_types: ['return_same_way', 'loop', 'loop_hut', 'traverse', 'raid', 'expedition'],
  route_configuration_types: ['edge', 'pillar', 'face', 'corridor', 'goulotte', 'glacier'],
  route_duration_types: ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '10+'],
  rock_types: ['basalte', 'calcaire', 'conglomerat', 'craie', 'gneiss', 'gres', 'granit', 'migmatite', 'mollasse_calcaire', 'pouding', 'quartzite', 'rhyolite', 'schiste', 'trachyte', 'artificial'],
  orientation_types: ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'],
  months: ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'],
  climbing_outdoor_types: ['single', 'multi', 'bloc', 'psicobloc'],
  climbing_indoor_types: ['pitch', 'bloc'],
  climbing_styles: ['slab', 'vertical', 'overhang', 'roof', 'small_pillar', 'crack_dihedral'],
  access_times: ['1min', '5min', '10min', '15min', '20min', '30min', '45min', '1h', '1h30', '2h', '2h30', '3h', '3h+'],
  children_proof_types: ['very_safe', 'safe', 'dangerous', 'very_dangerous'],
  rain_proof_types: ['exposed', 'partly_protected', 'protected', 'inside'],
  parking_fee_types: ['yes', 'seasonal', 'no'],
  snow_clearance_ratings: ['often', 'sometimes', 'progressive', 'naturally', 'closed_in_winter', 'non_applicable'],
  product_types: ['farm_sale', 'restaurant', 'grocery', 'bar', 'sport_shop'],
  ground_types: ['prairie', 'scree', 'snow'],
  weather_station_types: ['temperature', 'wind_speed', 'wind_direction', 'humidity', 'pressure', 'precipitation', 'precipitation_heater', 'snow_height', 'insolation'],
  public_transportation_types: ['train', 'bus', 'service_on_demand', 'boat'],
  public_transportation_ratings: ['good service', 'seasonal service', 'poor service', 'nearby service', 'no service'],
  slackline_types: ['slackline', 'highline', 'waterline'],
  event_types: ['avalanche', 'stone_ice_fall', 'ice_cornice_collapse', 'person_fall', 'crevasse_fall', 'physical_failure', 'injury_without_fall', 'blocked_person', 'weather_event', 'safety_operation', 'critical_situation', 'other'],
  event_activities: ['sport_climbing', 'multipitch_climbing', 'alpine_climbing', 'snow_ice_mixed', 'ice_climbing', 'skitouring', 'other'],
  author_statuses: ['primary_impacted', 'secondary_impacted', 'internal_witness', 'external_witness'],
  activity_rates: ['activity_rate_y5', 'activity_rate_m2', 'activity_rate_w1'],
  genders: ['male', 'female'],
  previous_injuries: ['no', 'previous_injuries_2'],
  severities: ['severity_no', '1d_to_3d', '4d_to_1m', '1m_to_3m', 'more_than_3m'],
  autonomies: ['non_autonomous', 'autonomous', 'expert'],
  supervision: ['no_supervision', 'federal_supervision', 'professional_supervision'],
  qualification: ['federal_supervisor', 'federal_trainer', 'professional_diploma'],
  avalanche_levels: ['level_1', 'level_2', 'level_3', 'level_4', 'level_5', 'level_na'],
  avalanche_slopes: ['slope_lt_30', 'slope_30_35', 'slope_35_40', 'slope_40_45', 'slope_gt_45'],
  feed_change_types: ['created', 'updated', 'added_photos'],
  map_editors: ['IGN', 'Swisstopo', 'Escursionista'],
  map_scales: ['25000', '50000', '100000'],
};

// Written out from spec 3 "Rating scales" / fields.md §14.2.
const SCALES: Record<string, string[]> = {
  global_ratings: ['F', 'F+', 'PD-', 'PD', 'PD+', 'AD-', 'AD', 'AD+', 'D-', 'D', 'D+', 'TD-', 'TD', 'TD+', 'ED-', 'ED', 'ED+', 'ED4', 'ED5', 'ED6', 'ED7'],
  climbing_ratings: ['2', '3a', '3b', '3c', '4a', '4b', '4c', '5a', '5a+', '5b', '5b+', '5c', '5c+', '6a', '6a+', '6b', '6b+', '6c', '6c+', '7a', '7a+', '7b', '7b+', '7c', '7c+', '8a', '8a+', '8b', '8b+', '8c', '8c+', '9a', '9a+', '9b', '9b+', '9c', '9c+'],
  aid_ratings: ['A0', 'A0+', 'A1', 'A1+', 'A2', 'A2+', 'A3', 'A3+', 'A4', 'A4+', 'A5', 'A5+'],
  engagement_ratings: ['I', 'II', 'III', 'IV', 'V', 'VI'],
  equipment_ratings: ['P1', 'P1+', 'P2', 'P2+', 'P3', 'P3+', 'P4', 'P4+'],
  risk_ratings: ['X1', 'X2', 'X3', 'X4', 'X5'],
  exposition_rock_ratings: ['E1', 'E2', 'E3', 'E4', 'E5', 'E6'],
  exposition_ratings: ['E1', 'E2', 'E3', 'E4'],
  ice_ratings: ['1', '2', '3', '3+', '4', '4+', '5', '5+', '6', '6+', '7', '7+'],
  mixed_ratings: ['M1', 'M2', 'M3', 'M3+', 'M4', 'M4+', 'M5', 'M5+', 'M6', 'M6+', 'M7', 'M7+', 'M8', 'M8+', 'M9', 'M9+', 'M10', 'M10+', 'M11', 'M11+', 'M12', 'M12+'],
  ski_ratings: ['1.1', '1.2', '1.3', '2.1', '2.2', '2.3', '3.1', '3.2', '3.3', '4.1', '4.2', '4.3', '5.1', '5.2', '5.3', '5.4', '5.5', '5.6'],
  labande_ski_ratings: ['S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'],
  hiking_ratings: ['T1', 'T2', 'T3', 'T4', 'T5'],
  snowshoe_ratings: ['R1', 'R2', 'R3', 'R4', 'R5'],
  via_ferrata_ratings: ['K1', 'K2', 'K3', 'K4', 'K5', 'K6'],
  mtb_up_ratings: ['M1', 'M2', 'M3', 'M4', 'M5'],
  mtb_down_ratings: ['V1', 'V2', 'V3', 'V4', 'V5'],
  paragliding_ratings: ['1', '2', '3', '4'],
};

describe('ENUMS', () => {
  it.each(Object.entries(GENERAL))('enumeration %s has the spec values in order', (name, values) => {
    expect(ENUMS[name as keyof typeof ENUMS]).toEqual(values);
  });
  it.each(Object.entries(SCALES))('rating scale %s has the spec values in order', (name, values) => {
    expect(ENUMS[name as keyof typeof ENUMS]).toEqual(values);
  });
  it('holds exactly these enumerations and scales', () => {
    expect(Object.keys(ENUMS).sort()).toEqual([...Object.keys(GENERAL), ...Object.keys(SCALES)].sort());
  });
  it('keeps mtb_up_ratings and mixed_ratings distinct although they share codes', () => {
    expect(MTB_UP_RATINGS).not.toBe(MIXED_RATINGS);
    expect(enumValues('mtb_up_ratings')).not.toContain('M3+');
    expect(isEnumValue('mixed_ratings', 'M12+')).toBe(true);
    expect(isEnumValue('mtb_up_ratings', 'M12+')).toBe(false);
  });
  it('routes take every activity but paragliding', () => {
    expect(ROUTE_ACTIVITIES).toEqual(GENERAL.activities!.filter((a) => a !== 'paragliding'));
    expect(ACTIVITY_CODES.SIM).toBe('snow_ice_mixed');
  });
});

describe('legacy values tolerated on read (fields.md §16)', () => {
  it.each([
    ['public_transportation_ratings', 'unknown service'],
    ['previous_injuries', 'previous_injuries_3'],
    ['paragliding_ratings', '5'],
  ])('%s: %s is readable but not writable', (name, value) => {
    expect(isReadableEnumValue(name, value)).toBe(true);
    expect(isEnumValue(name, value)).toBe(false);
  });
  it('places unknown service between nearby service and no service', () => {
    expect(PUBLIC_TRANSPORTATION_RATINGS_ON_READ).toEqual([
      'good service', 'seasonal service', 'poor service', 'nearby service', 'unknown service', 'no service',
    ]);
    expect(ENUMS_ON_READ.previous_injuries).toEqual(['no', 'previous_injuries_2', 'previous_injuries_3']);
  });
});
