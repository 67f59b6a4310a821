import { describe, expect, it } from 'vitest';
import { filterOf, filtersOf, isFilterShown, panelFiltersOf, sliderStep } from './filters-of.ts';
import { sortableFieldsOf, hasSortDropdown } from './sortable-fields-of.ts';

// fields.md §13.1 per type, after the generic keys; backend-only keys of §16 items 4 and 15 last.
const KEYS: Record<string, string> = {
  area: 'q l qa atyp',
  article: 'q l qa act acat atyp',
  book: 'q l qa act btyp',
  image: 'q l qa a bbox act cat ityp idate ialt',
  map: 'q l qa a',
  profile: 'q l qa a bbox',
  outing:
    'q l qa a bbox act ofreq oalt oparka swlu swld odif dhei olen owpt ocond swquan swqual oglac avdate grat erat prat frat irat trat lrat wrat hrat krat mbur mbdr date period r w u',
  route:
    'q l qa a bbox act crtyp rtyp conf rock fac rmina rmaxa hdif ddif rappr dhei ralt rlen time glac mbroad mbtrack mbpush sltyp grat erat orrat prat rexpo frat rrat arat irat mrat trat sexpo srat lrat wrat hrat hexpo krat mbur mbdr ele w u',
  waypoint:
    'q l qa a bbox wtyp walt prom tminh tmedh tmaxh rqua ctout ctin tminr tmedr tmaxr anchq tcsty chil rain wrock wfac period tappt hsta hucap hscap ftyp len pgrat pglexp whtyp tpty tp psnow plift crat height',
  xreport: 'q l qa a bbox act xtyp xdate xalt xpar ximp xavlev xavslo xsev date',
};

describe('filtersOf (fields.md §13.1)', () => {
  it.each(Object.entries(KEYS))('%s', (type, keys) => {
    expect(filtersOf(type as never).map((f) => f.key)).toEqual(keys.split(' '));
  });
  it('marks backend-only keys', () => {
    const serverOnly = (type: string) =>
      filtersOf(type as never)
        .filter((f) => f.serverOnly)
        .map((f) => f.key);
    expect(serverOnly('route')).toEqual(['ele', 'u']);
    expect(serverOnly('waypoint')).toEqual(['pglexp', 'crat', 'height']);
    expect(serverOnly('image')).toEqual(['idate']);
    expect(serverOnly('xreport')).toEqual(['xdate', 'xavlev', 'xavslo', 'date']);
  });
  it('describes a filter by key', () => {
    expect(filterOf('route', 'grat')).toMatchObject({
      kind: 'erange',
      group: 'ratings',
      fields: ['global_rating'],
      enum: 'global_ratings',
    });
    expect(filterOf('outing', 'period')).toMatchObject({
      ignoreYear: true,
      fields: ['date_start', 'date_end'],
    });
    expect(filterOf('waypoint', 'plift')).toMatchObject({ kind: 'tri', waypointTypes: ['access'] });
    expect(filterOf('outing', 'olen')?.kind).toBe('num_min');
    expect(filterOf('route', 'nope')).toBeUndefined();
  });
  it('prefers range semantics for the keys of fields.md §16 item 12', () => {
    for (const [type, key] of [
      ['outing', 'ofreq'],
      ['outing', 'swqual'],
      ['outing', 'swquan'],
      ['xreport', 'xsev'],
      ['waypoint', 'tappt'],
      ['waypoint', 'tminr'],
      ['waypoint', 'tmedr'],
      ['waypoint', 'tmaxr'],
      ['waypoint', 'anchq'],
    ]) {
      expect(filterOf(type as never, key!)?.kind, key).toBe('erange');
    }
  });
});

describe('filter panel', () => {
  it('shows activity-restricted filters once act holds one of their activities', () => {
    const grat = filterOf('route', 'grat')!;
    expect(isFilterShown(grat, {})).toBe(false);
    expect(isFilterShown(grat, { act: ['hiking'] })).toBe(false);
    expect(isFilterShown(grat, { act: ['hiking', 'ice_climbing'] })).toBe(true);
    expect(isFilterShown(filterOf('route', 'fac')!, {})).toBe(true);
  });
  it('shows waypoint-type filters once wtyp holds one of their types', () => {
    expect(panelFiltersOf('waypoint', {}).map((f) => f.key)).toEqual(['q', 'l', 'qa', 'wtyp', 'walt']);
    expect(panelFiltersOf('waypoint', { wtyp: ['summit'] }).map((f) => f.key)).toContain('prom');
  });
  it('keeps URL-only and server-only keys out of the panel', () => {
    expect(panelFiltersOf('xreport').map((f) => f.key)).toEqual([
      'q',
      'l',
      'qa',
      'xtyp',
      'xalt',
      'xpar',
      'ximp',
      'xsev',
    ]);
    expect(panelFiltersOf('profile')).toEqual([]);
  });
  it.each([
    ['route', 'q', 'general'],
    ['outing', 'date', 'general'],
    ['route', 'grat', 'ratings'],
    ['waypoint', 'walt', 'terrain'],
    ['image', 'ityp', 'misc'],
    ['route', 'l', 'misc'],
    ['xreport', 'act', undefined],
  ] as const)('groups %s %s in %s (fields.md §13.2)', (type, key, group) => {
    expect(filterOf(type, key)?.group).toBe(group);
  });
  it.each([
    [0, 299, 1],
    [0, 300, 5],
    [0, 999, 5],
    [0, 1000, 10],
    [0, 3000, 25],
    [0, 9000, 25],
  ])('slider step for %i–%i is %i', (min, max, step) => {
    expect(sliderStep(min, max)).toBe(step);
  });
});

describe('sortableFieldsOf (fields.md §13.3)', () => {
  it('offers the sort dropdown for waypoint, route, image and outing lists only', () => {
    expect(
      ['waypoint', 'route', 'image', 'outing', 'xreport', 'book'].map((t) => hasSortDropdown(t as never)),
    ).toEqual([true, true, true, true, false, false]);
  });
  it('lists the sortable fields', () => {
    expect(sortableFieldsOf('image')).toEqual(['elevation']);
    expect(sortableFieldsOf('waypoint')).toEqual([
      'elevation',
      'climbing_rating_min',
      'climbing_rating_median',
      'climbing_rating_max',
      'access_time',
    ]);
    expect(sortableFieldsOf('waypoint')).not.toContain('slackline_length_min');
  });
  it('keeps those visible for the current act / wtyp', () => {
    expect(sortableFieldsOf('route', { act: ['hiking'] })).toEqual([
      'elevation_max',
      'height_diff_up',
      'route_length',
      'hiking_rating',
    ]);
    expect(sortableFieldsOf('waypoint', { wtyp: ['summit'] })).toEqual(['elevation']);
  });
});
