/**
 * The filter panel of every type written out literally (fields.md §13.2): its groups in
 * order and, in each, the query keys in order. Restricted filters are all shown here (every
 * activity and waypoint type selected).
 */
import { describe, expect, it } from 'vitest';
import { DOCUMENT_TYPES, type DocumentType } from '../documents/document-types.ts';
import { ACTIVITIES } from '../enums/activities.ts';
import { WAYPOINT_TYPES } from '../enums/waypoint-types.ts';
import { filterGroupsOf } from './filters-of.ts';

// prettier-ignore
const PANEL: Record<DocumentType, readonly (readonly [string, string])[]> = {
  area: [['general', 'q qa atyp'], ['misc', 'l']],
  article: [['general', 'q qa act acat atyp'], ['misc', 'l']],
  book: [['general', 'q qa act btyp'], ['misc', 'l']],
  image: [['general', 'q qa act cat'], ['terrain', 'ialt'], ['misc', 'l ityp']],
  map: [['general', 'q qa'], ['misc', 'l']],
  outing: [
    ['general', 'q qa act date period'],
    ['ratings', 'oglac grat erat prat frat irat trat lrat wrat hrat krat mbur mbdr'],
    ['terrain', 'oalt oparka swlu swld odif dhei olen ocond swquan swqual avdate'],
    ['misc', 'l ofreq owpt'],
  ],
  profile: [],
  route: [
    ['general', 'q qa act crtyp rtyp'],
    ['ratings', 'grat erat orrat prat rexpo frat rrat arat irat mrat trat sexpo srat lrat wrat hrat hexpo krat mbur mbdr'],
    ['terrain', 'conf rock fac rmina rmaxa hdif ddif rappr dhei ralt rlen time glac mbroad mbtrack mbpush sltyp'],
    ['misc', 'l'],
  ],
  waypoint: [
    ['general', 'q qa wtyp'],
    ['ratings', 'tminr tmedr tmaxr anchq pgrat tp psnow'],
    ['terrain', 'walt prom tminh tmedh tmaxh rqua ctout ctin tcsty chil rain wrock wfac len'],
    ['misc', 'l period tappt hsta hucap hscap ftyp whtyp tpty plift'],
  ],
  xreport: [['general', 'q qa xtyp'], ['terrain', 'xalt'], ['misc', 'l xpar ximp xsev']],
};

const EVERYTHING = { act: ACTIVITIES, wtyp: WAYPOINT_TYPES };

describe('filter panel groups (fields.md §13.2)', () => {
  it.each(DOCUMENT_TYPES)('%s', (type) => {
    const groups = filterGroupsOf(type, EVERYTHING).map((g) => [
      g.group,
      g.filters.map((f) => f.key).join(' '),
    ]);
    expect(groups).toEqual(PANEL[type]);
  });
});
