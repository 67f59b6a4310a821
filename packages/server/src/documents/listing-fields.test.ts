/**
 * The listing shape of every type, written out literally: lists, associations, feeds and
 * search answer these keys in this order (api.md §7 "Listing"), so any change is a wire change.
 */
import { describe, expect, it } from 'vitest';
import { CATALOG, DOCUMENT_TYPES, type DocumentType } from '@cairn/domain';
import { LISTING_FIELDS, LISTING_LOCALE_FIELDS, LISTING_WITH_AREAS, LISTING_WITHOUT_QUALITY } from './listing-fields.ts';
import { writableFigures } from './write-input.ts';

const ROUTE_RATINGS = [
  'global_rating', 'engagement_rating', 'risk_rating', 'equipment_rating', 'exposition_rock_rating',
  'rock_free_rating', 'rock_required_rating', 'aid_rating', 'ice_rating', 'mixed_rating', 'ski_rating',
  'ski_exposition', 'labande_ski_rating', 'labande_global_rating', 'snowshoe_rating', 'hiking_rating',
  'hiking_mtb_exposition', 'via_ferrata_rating', 'mtb_up_rating', 'mtb_down_rating',
];

/** Document fields of listing items, in wire order (quality, when carried, comes first). */
const FIELDS: Record<DocumentType, readonly string[]> = {
  area: ['area_type'],
  article: ['quality', 'categories', 'activities', 'article_type'],
  book: ['quality', 'activities', 'author', 'book_types'],
  image: ['filename', 'author'],
  map: ['code', 'editor'],
  outing: [
    'quality', 'activities', 'date_start', 'date_end', 'condition_rating', 'elevation_max', 'height_diff_up',
    'public_transport', 'height_diff_difficulties', 'ski_rating', 'labande_global_rating', 'engagement_rating',
    'global_rating', 'equipment_rating', 'rock_free_rating', 'ice_rating', 'hiking_rating', 'snowshoe_rating',
    'mtb_up_rating', 'mtb_down_rating', 'via_ferrata_rating',
  ],
  profile: ['activities', 'categories'],
  route: [
    'quality', 'activities', 'orientations', 'elevation_min', 'elevation_max', 'height_diff_up', 'height_diff_down',
    'height_diff_difficulties', 'durations', 'calculated_duration', 'public_transportation_rating', 'route_length',
    'slackline_type', 'slackline_height', 'climbing_outdoor_type', ...ROUTE_RATINGS,
  ],
  waypoint: [
    'quality', 'waypoint_type', 'elevation', 'public_transportation_rating', 'slackline_types',
    'slackline_length_min', 'slackline_length_max',
  ],
  xreport: [
    'quality', 'elevation', 'date', 'event_type', 'event_activity', 'nb_participants', 'nb_impacted',
    'avalanche_level', 'avalanche_slope', 'severity',
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

const WITH_AREAS: readonly DocumentType[] = ['image', 'map', 'outing', 'profile', 'route', 'waypoint', 'xreport'];

const documentField = (type: DocumentType, name: string) =>
  CATALOG[type].fields.some((f) => f.name === name && f.level === 'document');

describe('listing shape of every type (api.md §7)', () => {
  it.each(DOCUMENT_TYPES)('%s: document fields', (type) => {
    const fields = LISTING_FIELDS[type].filter((name) => documentField(type, name));
    expect([...(LISTING_WITHOUT_QUALITY.has(type) ? [] : ['quality']), ...fields]).toEqual(FIELDS[type]);
  });
  it.each(DOCUMENT_TYPES)('%s: locale fields', (type) => {
    expect(LISTING_LOCALE_FIELDS[type]).toEqual(LOCALE_FIELDS[type]);
  });
  it('areas', () => {
    expect(DOCUMENT_TYPES.filter((t) => LISTING_WITH_AREAS.has(t))).toEqual(WITH_AREAS);
  });
});

describe('read-only figures a client sends only on creation', () => {
  it.each(DOCUMENT_TYPES)('%s', (type) => {
    const updating = new Set(writableFigures(type, false).map((f) => f.name));
    const creationOnly = writableFigures(type, true)
      .map((f) => f.name)
      .filter((name) => !updating.has(name));
    expect(creationOnly).toEqual(type === 'image' ? ['filename', 'file_size', 'height', 'width'] : []);
  });
});
