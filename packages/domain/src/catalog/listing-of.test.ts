/**
 * The listing shape of every type, written out literally: lists, associations, feeds and
 * search answer these keys in this order (api.md §7 "Listing"), so any change is a wire change.
 */
import { describe, expect, it } from 'vitest';
import { DOCUMENT_TYPES, type DocumentType } from '../documents/document-types.ts';
import { computedFieldsOf, creationOnlyFieldsOf } from './catalog.ts';
import { listingFieldsOf, listingLocaleFieldsOf, listingOf } from './listing-of.ts';

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

/** Document fields of listing items, in wire order (quality, when carried, comes first). */
const FIELDS: Record<DocumentType, readonly string[]> = {
  area: ['area_type'],
  article: ['quality', 'categories', 'activities', 'article_type'],
  book: ['quality', 'activities', 'author', 'book_types'],
  image: ['filename', 'author'],
  map: ['code', 'editor'],
  outing: [
    'quality',
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
  profile: ['activities', 'categories'],
  route: [
    'quality',
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
  waypoint: [
    'quality',
    'waypoint_type',
    'elevation',
    'public_transportation_rating',
    'slackline_types',
    'slackline_length_min',
    'slackline_length_max',
  ],
  xreport: [
    'quality',
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
};

/** Locale keys of listing items besides lang and version. */
const LOCALE_FIELDS: Record<DocumentType, readonly string[]> = {
  area: ['title'],
  article: ['title', 'summary'],
  book: ['title', 'summary'],
  image: ['title'],
  map: ['title'],
  outing: ['title', 'summary'],
  profile: [],
  route: ['title', 'title_prefix', 'summary'],
  waypoint: ['title', 'summary', 'access_period'],
  xreport: ['title'],
};

const WITH_AREAS: readonly DocumentType[] = [
  'image',
  'map',
  'outing',
  'profile',
  'route',
  'waypoint',
  'xreport',
];

describe('listing shape of every type (api.md §7)', () => {
  it.each(DOCUMENT_TYPES)('%s: document fields', (type) => {
    expect(listingFieldsOf(type)).toEqual(FIELDS[type]);
  });
  it.each(DOCUMENT_TYPES)('%s: locale fields', (type) => {
    expect(listingLocaleFieldsOf(type)).toEqual(LOCALE_FIELDS[type]);
  });
  it('areas', () => {
    expect(DOCUMENT_TYPES.filter((t) => listingOf(t).areas)).toEqual(WITH_AREAS);
  });
});

describe('read-only figures a client sends only on creation', () => {
  it.each(DOCUMENT_TYPES)('%s', (type) => {
    expect(creationOnlyFieldsOf(type)).toEqual(
      type === 'image' ? ['filename', 'file_size', 'height', 'width'] : [],
    );
  });
});

describe('values computed by the server when answering (no column)', () => {
  // prettier-ignore
  const COMPUTED: Record<DocumentType, readonly string[]> = {
    area: [], article: ['author'], book: [], image: ['creator', 'areas'], map: ['areas'],
    outing: ['author', 'img_count', 'areas'], profile: ['name', 'forum_username', 'not_authorized', 'areas'],
    route: ['areas'], waypoint: ['areas'], xreport: ['author', 'areas'],
  };
  it.each(DOCUMENT_TYPES)('%s', (type) => {
    expect(computedFieldsOf(type)).toEqual(COMPUTED[type]);
  });
});
