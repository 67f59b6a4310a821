import { describe, expect, it } from 'vitest';
import { DOCUMENT_TYPES } from '../documents/document-types.ts';
import { isEnumName } from '../enums/enums.ts';
import { CATALOG, catalogOf, defaultsOf, fieldByName, fieldOf } from './catalog.ts';
import { ENVELOPE_FIELDS } from './envelope.ts';

describe('CATALOG', () => {
  it('has the ten types, each under its own name', () => {
    expect(Object.keys(CATALOG).sort()).toEqual([...DOCUMENT_TYPES].sort());
    for (const type of DOCUMENT_TYPES) expect(catalogOf(type).type).toBe(type);
  });
  it.each(DOCUMENT_TYPES)('%s: every enum resolves, names are unique per level', (type) => {
    const seen = new Set<string>();
    for (const f of CATALOG[type].fields) {
      if (f.enum) expect(isEnumName(f.enum), `${f.name} → ${f.enum}`).toBe(true);
      if (f.kind === 'enum' || f.kind === 'enum[]') expect(f.enum, f.name).toBeDefined();
      const key = `${f.level}.${f.name}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
    }
  });
  it.each(DOCUMENT_TYPES)('%s: sections are markdown locale fields', (type) => {
    for (const name of CATALOG[type].sections)
      expect(fieldByName(type, name, 'locale')?.kind, name).toBe('md');
  });
  it.each(DOCUMENT_TYPES)('%s: carries quality', (type) => {
    expect(fieldOf(type, 'quality')?.enum).toBe('quality_types');
  });
  it('titles follow fields.md §12', () => {
    expect(DOCUMENT_TYPES.map((t) => [t, CATALOG[t].title])).toEqual([
      ['area', 'required'],
      ['article', 'required'],
      ['book', 'required'],
      ['image', 'optional'],
      ['map', 'required'],
      ['outing', 'required'],
      ['profile', 'none'],
      ['route', 'required'],
      ['waypoint', 'required'],
      ['xreport', 'required'],
    ]);
    expect(fieldByName('profile', 'title')).toBeUndefined();
    // @ts-expect-error -- profiles have no title: a compile error with a literal name.
    expect(fieldOf('profile', 'title')).toBeUndefined();
    expect(fieldOf('route', 'title')).toMatchObject({
      level: 'locale',
      min: 3,
      minCjk: 1,
      max: 150,
      required: true,
    });
    expect(fieldOf('image', 'title')).toMatchObject({ max: 150 });
    expect(fieldOf('image', 'title')?.required).toBeUndefined();
  });
  it('lists the required fields of spec 2 §5 and fields.md', () => {
    const required = (type: (typeof DOCUMENT_TYPES)[number]) =>
      CATALOG[type].fields.filter((f) => f.required).map((f) => f.name);
    expect(required('area')).toEqual(['title', 'area_type', 'quality']);
    expect(required('article')).toEqual(['title', 'activities', 'categories', 'article_type', 'quality']);
    expect(required('book')).toEqual(['title', 'activities', 'book_types', 'quality']);
    expect(required('image')).toEqual(['activities', 'image_type', 'filename', 'quality']);
    expect(required('map')).toEqual(['title', 'quality']);
    expect(required('outing')).toEqual(['title', 'activities', 'date_start', 'date_end', 'quality']);
    expect(required('profile')).toEqual([]);
    expect(required('route')).toEqual(['title', 'activities', 'glacier_gear', 'quality']);
    expect(required('waypoint')).toEqual([
      'title',
      'waypoint_type',
      'custodianship',
      'product_types',
      'slackline_types',
      'quality',
    ]);
    expect(required('xreport')).toEqual(['title', 'event_activity', 'quality']);
  });
  it('expresses conditional server requirements as data (fields.md §16 item 9)', () => {
    expect(fieldOf('waypoint', 'elevation')?.requiredIf?.waypointTypes).not.toContain('climbing_indoor');
    expect(fieldOf('waypoint', 'elevation')?.requiredIf?.waypointTypes).toHaveLength(25);
    expect(fieldOf('waypoint', 'url')?.requiredIf).toEqual({ waypointTypes: ['weather_station', 'webcam'] });
    expect(fieldOf('route', 'route_length')?.requiredIf).toEqual({ firstActivity: 'slacklining' });
    expect(fieldOf('route', 'slackline_type')?.requiredIf).toEqual({ firstActivity: 'slacklining' });
  });
  it('keeps the naming clashes apart', () => {
    expect(fieldOf('route', 'slope')).toMatchObject({ level: 'locale', kind: 'text' });
    expect(fieldOf('waypoint', 'slope')).toMatchObject({ level: 'document', kind: 'int', max: 99 });
    expect(fieldOf('article', 'categories')?.enum).toBe('article_categories');
    expect(fieldOf('image', 'categories')?.enum).toBe('image_categories');
    expect(fieldOf('profile', 'categories')?.enum).toBe('user_categories');
    expect(fieldOf('area', 'area_type')?.filter?.key).toBe('atyp');
    expect(fieldOf('article', 'article_type')?.filter?.key).toBe('atyp');
    expect(fieldOf('xreport', 'event_activity')?.filter).toEqual({ key: 'act', kind: 'multi' });
  });
  it('gives the geometry rules per type', () => {
    expect(CATALOG.article.geometry).toBeNull();
    expect(CATALOG.book.geometry).toBeNull();
    expect(CATALOG.waypoint.geometry?.point).toBe('required');
    expect(CATALOG.xreport.geometry?.point).toBe('required');
    expect(CATALOG.area.geometry).toMatchObject({ detailRequired: true, detailModeratorOnly: true });
    expect(CATALOG.map.geometry?.detail).toEqual(['Polygon', 'MultiPolygon']);
    expect(CATALOG.outing.geometry?.detail).toEqual(['LineString', 'MultiLineString']);
  });
  it('marks xreport personal fields', () => {
    expect(CATALOG.xreport.fields.filter((f) => f.personal).map((f) => f.name)).toEqual([
      'author_status',
      'activity_rate',
      'age',
      'gender',
      'previous_injuries',
      'autonomy',
      'supervision',
      'qualification',
    ]);
  });
  it('defines the envelope once', () => {
    expect(ENVELOPE_FIELDS.map((f) => `${f.level}.${f.name}`)).toEqual([
      'document.document_id',
      'document.type',
      'document.version',
      'document.protected',
      'document.redirects_to',
      'document.available_langs',
      'locale.lang',
      'locale.version',
      'locale.topic_id',
    ]);
  });
  it.each([
    ['route', { glacier_gear: 'no', quality: 'draft' }],
    ['outing', { partial_trip: false, public_transport: false, disable_comments: false, quality: 'draft' }],
    ['xreport', { anonymous: false, disable_comments: false, quality: 'draft' }],
    ['area', { quality: 'draft' }],
  ] as const)('defaultsOf(%s) gives the creation defaults', (type, defaults) => {
    expect(defaultsOf(type)).toEqual(defaults);
  });
});
