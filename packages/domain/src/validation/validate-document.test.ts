import { describe, expect, it } from 'vitest';
import { validateDocument } from './validate-document.ts';
import type { DocumentInput } from './document-input.ts';
import { MESSAGES } from './messages.ts';

const point = JSON.stringify({ type: 'Point', coordinates: [635956, 5723604] });
const polygon = JSON.stringify({
  type: 'Polygon',
  coordinates: [
    [
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 0],
    ],
  ],
});
const NOW = new Date('2024-05-10T10:00:00Z');

const route = (extra: DocumentInput = {}): DocumentInput => ({
  activities: ['hiking'],
  glacier_gear: 'no',
  quality: 'draft',
  locales: [{ lang: 'fr', title: 'Arête des Cosmiques' }],
  ...extra,
});
const outing = (extra: DocumentInput = {}): DocumentInput => ({
  activities: ['skitouring'],
  date_start: '2024-05-01',
  date_end: '2024-05-02',
  quality: 'draft',
  locales: [{ lang: 'fr', title: 'Belle sortie' }],
  associations: { routes: [{ document_id: 1 }], users: [{ document_id: 2 }] },
  ...extra,
});
const errorsOf = (type: Parameters<typeof validateDocument>[0], doc: DocumentInput, creating = false) =>
  validateDocument(type, doc, { now: NOW, creating });

describe('validateDocument: required fields (spec 2 §5)', () => {
  it('accepts a valid route', () => {
    expect(errorsOf('route', route())).toEqual([]);
  });
  it.each([
    ['activities', { activities: [] }],
    ['activities', { activities: null }],
    ['quality', { quality: null }],
  ])('%s is a required field', (field, extra) => {
    expect(errorsOf('route', route(extra))).toContainEqual({ field, message: MESSAGES.required });
  });
  it('reports locale fields with their locale index', () => {
    expect(errorsOf('route', route({ locales: [{ lang: 'fr', title: '' }] }))).toEqual([
      { field: 'locales.0.title', message: 'required field' },
    ]);
  });
  it('requires at least one locale on creation, not on update', () => {
    expect(errorsOf('route', route({ locales: undefined }), true)).toContainEqual({
      field: 'locales',
      message: 'required field',
    });
    expect(errorsOf('route', route({ locales: undefined }), false)).toEqual([]);
    expect(errorsOf('route', route({ locales: [] }))).toContainEqual({
      field: 'locales',
      message: 'required field',
    });
  });
  it.each([
    ['area', { area_type: null }, 'area_type'],
    ['article', { activities: ['hiking'], article_type: 'collab', categories: [] }, 'categories'],
    ['article', { activities: ['hiking'], categories: ['gear'] }, 'article_type'],
    ['book', { activities: ['hiking'], book_types: [] }, 'book_types'],
    ['image', { activities: ['hiking'] }, 'image_type'],
    ['xreport', {}, 'event_activity'],
    ['waypoint', {}, 'waypoint_type'],
  ] as const)('%s: %s → %s required', (type, extra, field) => {
    const doc = { quality: 'draft', locales: [{ lang: 'fr', title: 'Titre' }], ...extra };
    expect(errorsOf(type, doc)).toContainEqual({ field, message: 'required field' });
  });
  it('does not check fields hidden for the activities (fields.md §9.3)', () => {
    expect(errorsOf('route', route({ ski_rating: 'bogus', slackline_type: null }))).toEqual([]);
    expect(errorsOf('route', route({ activities: ['skitouring'], ski_rating: 'bogus' }))).toEqual([
      {
        field: 'ski_rating',
        message: MESSAGES.notOneOf('bogus', [
          '1.1',
          '1.2',
          '1.3',
          '2.1',
          '2.2',
          '2.3',
          '3.1',
          '3.2',
          '3.3',
          '4.1',
          '4.2',
          '4.3',
          '5.1',
          '5.2',
          '5.3',
          '5.4',
          '5.5',
          '5.6',
        ]),
      },
    ]);
  });
  it('requires route_length and slackline_type when slacklining is the first activity (fields.md §16 item 9)', () => {
    const doc = route({ activities: ['slacklining', 'hiking'], glacier_gear: 'no' });
    expect(errorsOf('route', doc)).toEqual([
      { field: 'route_length', message: 'required field' },
      { field: 'slackline_type', message: 'required field' },
    ]);
    expect(errorsOf('route', route({ activities: ['hiking', 'slacklining'] }))).toEqual([]);
  });
  it('requires waypoint elevation except for climbing_indoor, custodianship for huts, url for webcams', () => {
    const base = { quality: 'draft', locales: [{ lang: 'fr', title: 'Refuge' }] };
    const fields = (doc: DocumentInput) => errorsOf('waypoint', { ...base, ...doc }).map((e) => e.field);
    expect(fields({ waypoint_type: 'hut' })).toEqual(['elevation', 'custodianship']);
    expect(fields({ waypoint_type: 'climbing_indoor' })).toEqual([]);
    expect(fields({ waypoint_type: 'webcam', elevation: 1200 })).toEqual(['url']);
    expect(fields({ waypoint_type: 'local_product', elevation: 1200 })).toEqual(['product_types']);
    expect(fields({ waypoint_type: 'slackline_spot', elevation: 1200 })).toEqual(['slackline_types']);
  });
});

describe('validateDocument: bounds and lengths', () => {
  it.each([
    ['a', 'This field is too short'],
    ['ab', 'This field is too short'],
    ['abc', null],
    ['山', null],
    ['', 'required field'],
    ['x'.repeat(150), null],
    ['x'.repeat(151), 'This field is too long'],
  ])('title %j → %s', (title, message) => {
    const errors = errorsOf('route', route({ locales: [{ lang: 'zh', title }] }));
    expect(errors).toEqual(message ? [{ field: 'locales.0.title', message }] : []);
  });
  it('lets image titles be empty but not longer than 150', () => {
    const image = (title: string) => ({
      activities: ['hiking'],
      image_type: 'collaborative',
      quality: 'medium',
      locales: [{ lang: 'en', title }],
    });
    expect(errorsOf('image', image(''))).toEqual([]);
    expect(errorsOf('image', image('x'.repeat(151)))).toEqual([
      { field: 'locales.0.title', message: 'This field is too long' },
    ]);
  });
  it.each([
    ['elevation_max', -1, 'This field is too small'],
    ['elevation_max', 9001, 'This field is too big'],
    ['elevation_max', 9000, null],
    ['height_diff_access', 3001, 'This field is too big'],
    ['route_length', 500001, 'This field is too big'],
    ['elevation_max', 12.5, '"12.5" is not a number'],
    ['elevation_max', '12', '"12" is not a number'],
  ])('%s = %j → %s', (field, value, message) => {
    const errors = errorsOf('route', route({ [field]: value }));
    expect(errors).toEqual(message ? [{ field, message }] : []);
  });
  it.each([
    ['participant_count', 0, 'This field is too small'],
    ['participant_count', 9000, null],
  ])('outing %s = %j → %s', (field, value, message) => {
    expect(errorsOf('outing', outing({ [field]: value }))).toEqual(message ? [{ field, message }] : []);
  });
});

describe('validateDocument: books', () => {
  const book = (extra: DocumentInput) => ({
    activities: ['hiking'],
    book_types: ['topo'],
    quality: 'draft',
    locales: [{ lang: 'fr', title: 'Topo' }],
    ...extra,
  });
  it.each([
    [{ author: 'A' }, 'author', 'This field is too short'],
    [{ author: '金' }, 'author', null],
    [{ editor: 'Ed' }, 'editor', null],
    [{ url: 'a.fr' }, 'url', 'This field is too short'],
    [{ isbn: '12345678' }, 'isbn', 'This field is too short'],
    [{ isbn: '978-2-7003-0311-3-12345' }, 'isbn', 'This field is too long'],
    [{ isbn: '978-2-7003-0311-7' }, 'isbn', null],
    [{ isbn: '978-2-7003-0311-4' }, 'isbn', 'ISBN must be valid'],
    [{ isbn: '2-7003-0311-6' }, 'isbn', 'ISBN must be valid'],
    [{ isbn: '0-306-40615-2' }, 'isbn', null],
    [{ nb_pages: 9001 }, 'nb_pages', 'This field is too big'],
  ])('%j', (extra, field, message) => {
    expect(errorsOf('book', book(extra))).toEqual(message ? [{ field, message }] : []);
  });
});

describe('validateDocument: outings', () => {
  it('accepts a valid outing', () => {
    expect(errorsOf('outing', outing())).toEqual([]);
  });
  it.each([
    [{ date_start: null }, 'date_start', 'required field'],
    [{ date_end: '' }, 'date_end', 'required field'],
    [{ date_start: '2024-02-30' }, 'date_start', 'Invalid date'],
    [{ date_end: '02/05/2024' }, 'date_end', 'Invalid date'],
    [{ date_end: '2024-04-30' }, 'date_end', 'can not be prior the starting date'],
    [{ date_end: '2024-05-12' }, 'date_end', 'can not be sometime in the future'],
  ])('%j → %s: %s', (extra, field, message) => {
    expect(errorsOf('outing', outing(extra))).toEqual([{ field, message }]);
  });
  it('accepts dates up to now + 12 h UTC (fields.md §16 item 10)', () => {
    const late = new Date('2024-05-10T13:00:00Z');
    const doc = outing({ date_start: '2024-05-11', date_end: '2024-05-11' });
    expect(validateDocument('outing', doc, { now: late })).toEqual([]);
    expect(validateDocument('outing', doc, { now: NOW }).map((e) => e.field)).toEqual([
      'date_start',
      'date_end',
    ]);
  });
  it('needs at least one route and one user when associations are given', () => {
    expect(errorsOf('outing', outing({ associations: { routes: [], users: [] } }))).toEqual([
      { field: 'associations.routes', message: 'at least one route required' },
      { field: 'associations.users', message: 'at least one user required' },
    ]);
    expect(errorsOf('outing', outing({ associations: { images: [] } }))).toEqual([]);
    expect(errorsOf('outing', outing({ associations: { images: [] } }), true).map((e) => e.field)).toEqual([
      'associations.routes',
      'associations.users',
    ]);
    expect(errorsOf('outing', outing({ associations: undefined }))).toEqual([]);
  });
  it('checks conditions_levels only for ST SS IC SIM', () => {
    expect(
      errorsOf('outing', outing({ locales: [{ lang: 'fr', title: 'Belle', conditions_levels: '{' }] })),
    ).toEqual([{ field: 'locales.0.conditions_levels', message: 'Invalid value' }]);
    const hiking = outing({
      activities: ['hiking'],
      locales: [{ lang: 'fr', title: 'Belle', conditions_levels: '{' }],
    });
    expect(errorsOf('outing', hiking)).toEqual([]);
  });
});

describe('validateDocument: routes', () => {
  it('requires a waypoint and the main waypoint among them', () => {
    expect(errorsOf('route', route({ associations: { waypoints: [] } }))).toEqual([
      { field: 'associations.waypoints', message: 'at least one waypoint required' },
    ]);
    expect(
      errorsOf('route', route({ main_waypoint_id: 7, associations: { waypoints: [{ document_id: 8 }] } })),
    ).toEqual([{ field: 'main_waypoint_id', message: 'no association to the main waypoint' }]);
  });
});

describe('validateDocument: locales', () => {
  it('refuses a language given twice or unknown', () => {
    const doc = route({
      locales: [
        { lang: 'fr', title: 'Titre' },
        { lang: 'fr', title: 'Titre' },
        { lang: 'xx', title: 'Titre' },
      ],
    });
    expect(errorsOf('route', doc)).toEqual([
      { field: 'locales', message: 'lang "fr" is given twice' },
      {
        field: 'locales.2.lang',
        message: MESSAGES.notOneOf('xx', ['fr', 'en', 'it', 'de', 'es', 'ca', 'eu', 'sl', 'zh']),
      },
    ]);
  });
  it('freezes the Basque locale for non-moderators (fields.md §1)', () => {
    const doc = route({ locales: [{ lang: 'eu', title: 'Izenburua' }] });
    expect(errorsOf('route', doc)).toEqual([{ field: 'locales.0.lang', message: MESSAGES.frozenLang('eu') }]);
    expect(validateDocument('route', doc, { isModerator: true })).toEqual([]);
  });
  it('profiles have no title', () => {
    expect(errorsOf('profile', { locales: [{ lang: 'fr', title: '' }] })).toEqual([]);
  });
});

describe('validateDocument: geometry', () => {
  const waypoint = (geometry: DocumentInput['geometry']) => ({
    waypoint_type: 'summit',
    elevation: 4808,
    quality: 'draft',
    locales: [{ lang: 'fr', title: 'Mont Blanc' }],
    geometry,
  });
  it('requires the waypoint point', () => {
    expect(errorsOf('waypoint', waypoint({ geom: null }))).toEqual([
      { field: 'geometry.geom', message: 'required field' },
    ]);
    expect(errorsOf('waypoint', waypoint({ geom: point }))).toEqual([]);
    expect(errorsOf('waypoint', waypoint(undefined))).toEqual([]);
    expect(errorsOf('waypoint', waypoint(undefined), true)).toEqual([
      { field: 'geometry.geom', message: 'required field' },
    ]);
  });
  it('checks geometry types', () => {
    expect(errorsOf('waypoint', waypoint({ geom: polygon }))).toEqual([
      { field: 'geometry.geom', message: 'Invalid geometry type. Expected: [Point]. Got: Polygon' },
    ]);
    expect(errorsOf('waypoint', waypoint({ geom: 'nope' }))).toEqual([
      { field: 'geometry.geom', message: 'Invalid geometry' },
    ]);
  });
  it('refuses a point where the type has none and a detail where it has none (issue 14)', () => {
    const map = { editor: 'IGN', quality: 'draft', locales: [{ lang: 'fr', title: 'Carte' }] };
    expect(errorsOf('map', { ...map, geometry: { geom: point, geom_detail: polygon } })).toEqual([
      { field: 'geometry.geom', message: 'Documents of type map have no point geometry' },
    ]);
    expect(errorsOf('waypoint', waypoint({ geom: point, geom_detail: polygon }))).toEqual([
      { field: 'geometry.geom_detail', message: 'Documents of type waypoint have no detail geometry' },
    ]);
  });
  it('checks the shape of the coordinates (issue 14)', () => {
    const route = (geom_detail: string) => ({
      activities: ['hiking'],
      quality: 'draft',
      locales: [{ lang: 'fr', title: 'Voie' }],
      geometry: { geom_detail },
    });
    const lineOf = (...coordinates: unknown[]) => JSON.stringify({ type: 'LineString', coordinates });
    const detailError = (text: string) =>
      validateDocument('route', route(text)).find((e) => e.field === 'geometry.geom_detail')?.message;
    expect(detailError(lineOf([0, 0], [1, 1, 1500, 1700000000]))).toBeUndefined();
    expect(detailError(lineOf([0, 0]))).toBe(MESSAGES.lineTooShort);
    expect(detailError(lineOf([0, 0], [1]))).toBe(MESSAGES.invalidPosition);
    expect(detailError(lineOf([0, 0], [1, null]))).toBe(MESSAGES.invalidPosition);
    expect(detailError(lineOf([0, 0], [1, 1, 1, 1, 1]))).toBe(MESSAGES.invalidPosition);
    expect(detailError(lineOf([0, 0], [2e7, 2.1e7]))).toBe(MESSAGES.outsideWorld);
    expect(detailError('{"type":"LineString"}')).toBe(MESSAGES.invalidPosition);
    const ring = (...r: number[][]) => JSON.stringify({ type: 'MultiPolygon', coordinates: [[r]] });
    const areaError = (text: string) =>
      validateDocument(
        'map',
        { locales: [{ lang: 'fr', title: 'Carte' }], geometry: { geom_detail: text } },
        { isModerator: true },
      ).find((e) => e.field === 'geometry.geom_detail')?.message;
    expect(areaError(ring([0, 0], [1, 0], [1, 1], [0, 0]))).toBeUndefined();
    expect(areaError(ring([0, 0], [1, 0], [1, 1], [0, 1]))).toBe(MESSAGES.ringNotClosed);
    expect(areaError(ring([0, 0], [1, 0], [0, 0]))).toBe(MESSAGES.ringTooShort);
    expect(areaError(JSON.stringify({ type: 'MultiPolygon', coordinates: [] }))).toBe(MESSAGES.emptyGeometry);
  });
  it('requires area and map polygons; only moderators change an area polygon', () => {
    const area = { area_type: 'range', quality: 'draft', locales: [{ lang: 'fr', title: 'Écrins' }] };
    expect(errorsOf('area', area, true)).toEqual([
      { field: 'geometry.geom_detail', message: 'required field' },
    ]);
    expect(
      validateDocument('area', { ...area, geometry: { geom_detail: polygon } }, { creating: true }),
    ).toEqual([]);
    expect(validateDocument('area', { ...area, geometry: { geom_detail: polygon } })).toEqual([
      { field: 'geometry', message: 'No permission to change the geometry' },
    ]);
    expect(
      validateDocument('area', { ...area, geometry: { geom_detail: polygon } }, { isModerator: true }),
    ).toEqual([]);
  });
});

describe('validateDocument: read-only fields', () => {
  it('requires the image filename on creation only', () => {
    const image = {
      activities: ['hiking'],
      image_type: 'personal',
      quality: 'medium',
      locales: [{ lang: 'fr', title: '' }],
    };
    expect(errorsOf('image', image, true)).toEqual([{ field: 'filename', message: 'required field' }]);
    expect(errorsOf('image', image)).toEqual([]);
  });
  it('ignores read-only values sent back by the editor', () => {
    expect(
      errorsOf('route', route({ calculated_duration: 'x', public_transportation_rating: 'nope' })),
    ).toEqual([]);
  });
});
