/**
 * Which document fields a listing item carries per type (api.md §7 "Listing"). Candidates are
 * then narrowed by the catalog's visibility rules (activities, waypoint type), as in full shapes.
 */
import type { DocumentType } from '@cairn/domain';

const ROUTE_RATINGS = [
  'global_rating',
  'engagement_rating',
  'risk_rating',
  'equipment_rating',
  'exposition_rock_rating',
  'rock_free_rating',
  'rock_required_rating',
  'aid_rating',
  'ice_rating',
  'mixed_rating',
  'ski_rating',
  'ski_exposition',
  'labande_ski_rating',
  'labande_global_rating',
  'snowshoe_rating',
  'hiking_rating',
  'hiking_mtb_exposition',
  'via_ferrata_rating',
  'mtb_up_rating',
  'mtb_down_rating',
];

export const LISTING_FIELDS: Record<DocumentType, readonly string[]> = {
  route: [
    'activities',
    'orientations',
    'elevation_min',
    'elevation_max',
    'height_diff_up',
    'height_diff_down',
    'height_diff_difficulties',
    'durations',
    'calculated_duration',
    'public_transportation_rating',
    'route_length',
    'slackline_type',
    'slackline_height',
    'climbing_outdoor_type',
    ...ROUTE_RATINGS,
  ],
  waypoint: ['waypoint_type', 'elevation', 'public_transportation_rating', 'slackline_types', 'slackline_length_min', 'slackline_length_max'],
  outing: [
    'activities',
    'date_start',
    'date_end',
    'condition_rating',
    'elevation_max',
    'height_diff_up',
    'public_transport',
    'height_diff_difficulties',
    'ski_rating',
    'labande_global_rating',
    'engagement_rating',
    'global_rating',
    'equipment_rating',
    'rock_free_rating',
    'ice_rating',
    'hiking_rating',
    'snowshoe_rating',
    'mtb_up_rating',
    'mtb_down_rating',
    'via_ferrata_rating',
  ],
  area: ['area_type'],
  article: ['categories', 'activities', 'article_type'],
  book: ['activities', 'author', 'book_types'],
  image: ['filename', 'author'],
  map: ['code', 'editor'],
  xreport: [
    'elevation',
    'date',
    'event_type',
    'event_activity',
    'nb_participants',
    'nb_impacted',
    'avalanche_level',
    'avalanche_slope',
    'severity',
  ],
  profile: ['activities', 'categories'],
};

/** Locale keys of listing items besides lang and version. */
export const LISTING_LOCALE_FIELDS: Record<DocumentType, readonly string[]> = {
  route: ['title', 'title_prefix', 'summary'],
  waypoint: ['title', 'summary', 'access_period'],
  outing: ['title', 'summary'],
  area: ['title'],
  article: ['title', 'summary'],
  book: ['title', 'summary'],
  image: ['title'],
  map: ['title'],
  xreport: ['title'],
  profile: [],
};

/** Listings without quality (api.md §7.4, §7.7, §7.8, §7.10). */
export const LISTING_WITHOUT_QUALITY = new Set<DocumentType>(['area', 'image', 'map', 'profile']);
/** Listings carrying `areas` (geolocated types, api.md §7). */
export const LISTING_WITH_AREAS = new Set<DocumentType>(['waypoint', 'route', 'outing', 'image', 'map', 'xreport', 'profile']);
