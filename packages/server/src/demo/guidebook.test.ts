import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CATEGORY_ENUM,
  FIELD_ENUMS,
  OUTING_COMMON_FIELDS,
  OUTING_LOCALE_RESTRICTED,
  OUTING_RESTRICTED,
  PLAIN_TYPE_FIELDS,
  ROUTE_FIELD_ACTIVITIES,
  routeFieldApplies,
  outingFieldApplies,
  waypointFieldApplies,
  WAYPOINT_LOCALE_TYPES,
  ROUTE_LOCALE_ACTIVITIES,
} from './applicability.ts';
import { ENUMS, type Activity, type WaypointType } from './enums.ts';
import { pointInRing, positionsOf } from './geo.ts';
import { DEMO_REFERENCE_DATE, countByType, generateDemoData, isbn13 } from './guidebook.ts';
import { DEMO_PICTURE_FILENAMES, demoPictureSize } from './pictures.ts';
import { RANGES, SUMMITS } from './places.ts';
import type { DemoDocument } from './types.ts';

const data = generateDemoData();
const byId = new Map(data.documents.map((d) => [d.document_id, d]));
const docsOf = (type: DemoDocument['type']) => data.documents.filter((d) => d.type === type);
const parentsOf = (id: number) =>
  data.associations.filter((a) => a.child_document_id === id).map((a) => byId.get(a.parent_document_id));

/** fields.md §15: valid parent → child pairs. */
const VALID_PAIRS = new Set(
  'r→o u→o w→w r→r w→r i→i w→i o→i r→i u→i a→i c→c c→i w→c o→c r→c u→c b→r b→c b→i b→w w→x u→x r→x o→x x→c x→i'.split(
    ' ',
  ),
);

const FIELDS_MD = '/work/shared/reference/fields.md';
const fieldsMd = fs.existsSync(FIELDS_MD) ? fs.readFileSync(FIELDS_MD, 'utf8') : null;

function enumValues(name: string): readonly string[] {
  const values = (ENUMS as Record<string, readonly string[]>)[name];
  if (!values) throw new Error(`unknown enum ${name}`);
  return values;
}

describe('demo guidebook', () => {
  it('is deterministic', () => {
    const again = generateDemoData();
    expect(JSON.stringify(again)).toBe(JSON.stringify(data));
  });

  it('has the expected volume', () => {
    const counts = countByType(data);
    expect(counts.w).toBeGreaterThanOrEqual(150);
    expect(counts.r).toBeGreaterThanOrEqual(200);
    expect(counts.o).toBeGreaterThanOrEqual(300);
    expect(counts.i).toBeGreaterThanOrEqual(30);
    expect(counts.a).toBeGreaterThanOrEqual(15);
    expect(counts.m).toBeGreaterThanOrEqual(5);
    expect(counts.c).toBeGreaterThanOrEqual(5);
    expect(counts.b).toBeGreaterThanOrEqual(3);
    expect(counts.x).toBeGreaterThanOrEqual(5);
    expect(counts.u).toBe(data.users.length);
    expect(data.users.length).toBeGreaterThanOrEqual(12);
  });

  it('covers every activity, routes without paragliding', () => {
    const routeActs = new Set(docsOf('r').flatMap((d) => d.attributes.activities as string[]));
    const outingActs = new Set(docsOf('o').flatMap((d) => d.attributes.activities as string[]));
    expect(routeActs.has('paragliding')).toBe(false);
    expect([...routeActs].sort()).toEqual(ENUMS.activities.filter((a) => a !== 'paragliding').sort());
    expect([...outingActs].sort()).toEqual([...ENUMS.activities].sort());
  });

  it('has the demo accounts', () => {
    const contributor = data.users.find((u) => u.username === 'contributor');
    const moderator = data.users.find((u) => u.username === 'moderator');
    expect(contributor).toMatchObject({
      name: 'Camille Contributor',
      password: 'cairn-demo',
      moderator: false,
    });
    expect(moderator).toMatchObject({ password: 'cairn-demo', moderator: true });
    expect(data.users.every((u) => u.password === 'cairn-demo')).toBe(true);
    expect(data.users.filter((u) => !u.is_profile_public).length).toBeGreaterThanOrEqual(2);
    expect(new Set(data.users.map((u) => u.username)).size).toBe(data.users.length);
    expect(new Set(data.users.map((u) => u.email)).size).toBe(data.users.length);
    for (const u of data.users) {
      expect(ENUMS.langs).toContain(u.lang);
      const profile = byId.get(u.id);
      expect(profile?.type).toBe('u');
      expect(profile?.locales.every((l) => l.title === undefined)).toBe(true);
    }
  });

  it('assigns unique ids', () => {
    const ids = data.documents.map((d) => d.document_id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => Number.isInteger(id) && id > 0)).toBe(true);
  });

  it('uses only valid fields and enum values', () => {
    const problems: string[] = [];
    const checkEnum = (doc: DemoDocument, field: string, value: unknown, enumName: string) => {
      const allowed = enumValues(enumName);
      const values = Array.isArray(value) ? value : [value];
      for (const v of values) {
        if (v === null && !Array.isArray(value)) continue;
        if (!allowed.includes(v as string))
          problems.push(`${doc.type}${doc.document_id}.${field}=${String(v)}`);
      }
    };
    for (const doc of data.documents) {
      expect(ENUMS.quality_types).toContain(doc.quality);
      const acts = (doc.attributes.activities ?? []) as Activity[];
      for (const [field, value] of Object.entries(doc.attributes)) {
        let allowedField: boolean;
        switch (doc.type) {
          case 'r':
            allowedField =
              field === 'main_waypoint_id' ||
              routeFieldApplies(field, acts, doc.attributes.climbing_outdoor_type as string);
            break;
          case 'o':
            allowedField = outingFieldApplies(field, acts);
            break;
          case 'w':
            allowedField = waypointFieldApplies(field, doc.attributes.waypoint_type as WaypointType);
            break;
          default:
            allowedField = PLAIN_TYPE_FIELDS[doc.type].includes(field);
        }
        if (!allowedField) problems.push(`${doc.type}${doc.document_id}: field ${field} not allowed`);
        if (field === 'categories') checkEnum(doc, field, value, CATEGORY_ENUM[doc.type] ?? 'none');
        else if (field === 'langs') checkEnum(doc, field, value, 'langs');
        else if ((field === 'editor' || field === 'scale') && doc.type !== 'm') continue;
        else if (field === 'slope' && doc.type === 'w') expect(value).toBeTypeOf('number');
        else if (FIELD_ENUMS[field]) checkEnum(doc, field, value, FIELD_ENUMS[field]);
      }
      // required fields (fields.md §16 item 9 and the per-type tables)
      // activities: required everywhere except profiles (fields.md §16 item 7)
      if (['r', 'o', 'c', 'b', 'i'].includes(doc.type))
        expect(acts.length, `${doc.type}${doc.document_id}`).toBeGreaterThan(0);
      if (doc.type === 'r' && acts.some((a) => ROUTE_FIELD_ACTIVITIES.glacier_gear?.includes(a)))
        expect(doc.attributes.glacier_gear).toBeDefined();
      if (doc.type === 'r' && acts[0] === 'slacklining') {
        expect(doc.attributes.slackline_type).toBeDefined();
        expect(doc.attributes.route_length).toBeDefined();
      }
      if (doc.type === 'w') {
        const t = doc.attributes.waypoint_type as string;
        if (t !== 'climbing_indoor') expect(doc.attributes.elevation).toBeTypeOf('number');
        if (['hut', 'gite', 'camp_site'].includes(t)) expect(doc.attributes.custodianship).toBeDefined();
        if (t === 'local_product') expect(doc.attributes.product_types).toBeDefined();
        if (t === 'slackline_spot') expect(doc.attributes.slackline_types).toBeDefined();
        if (t === 'weather_station' || t === 'webcam') expect(doc.attributes.url).toBeDefined();
        expect(doc.geometry?.geom).toBeDefined();
      }
      if (doc.type === 'x') {
        expect(doc.attributes.event_activity).toBeDefined();
        expect(doc.geometry?.geom).toBeDefined();
      }
      if (doc.type === 'a') expect(doc.attributes.area_type).toBeDefined();
      if (doc.type === 'i') expect(doc.attributes.filename).toBeDefined();
      if (doc.type === 'c') expect(doc.attributes.article_type).toBeDefined();
    }
    expect(problems).toEqual([]);
  });

  it('keeps activity-restricted locale sections where they apply', () => {
    for (const doc of data.documents) {
      const acts = (doc.attributes.activities ?? []) as Activity[];
      for (const l of doc.locales) {
        for (const key of Object.keys(l)) {
          if (doc.type === 'r' && ROUTE_LOCALE_ACTIVITIES[key])
            expect(
              acts.some((a) => ROUTE_LOCALE_ACTIVITIES[key]?.includes(a)),
              `${doc.document_id} ${key}`,
            ).toBe(true);
          if (doc.type === 'o' && OUTING_LOCALE_RESTRICTED[key])
            expect(
              acts.some((a) => OUTING_LOCALE_RESTRICTED[key]?.includes(a)),
              `${doc.document_id} ${key}`,
            ).toBe(true);
          if (doc.type === 'w' && WAYPOINT_LOCALE_TYPES[key])
            expect(WAYPOINT_LOCALE_TYPES[key]).toContain(doc.attributes.waypoint_type);
        }
        if (typeof l.conditions_levels === 'string')
          expect(Array.isArray(JSON.parse(l.conditions_levels))).toBe(true);
      }
    }
  });

  it('writes locales in valid languages with titles', () => {
    let bilingual = 0;
    for (const doc of data.documents) {
      expect(doc.locales.length).toBeGreaterThan(0);
      const langs = doc.locales.map((l) => l.lang);
      expect(new Set(langs).size).toBe(langs.length);
      for (const l of doc.locales) {
        expect(ENUMS.langs).toContain(l.lang);
        if (doc.type !== 'u' && doc.type !== 'i') {
          expect(
            typeof l.title === 'string' && l.title.length >= 3 && l.title.length <= 150,
            `${doc.document_id} ${String(l.title)}`,
          ).toBe(true);
        }
      }
      if (langs.includes('fr') && langs.includes('en')) bilingual++;
    }
    expect(bilingual / data.documents.length).toBeGreaterThan(0.6);
    expect(data.documents.some((d) => d.locales.length === 1)).toBe(true);
    for (const lang of ['it', 'de', 'es'])
      expect(data.documents.some((d) => d.locales.some((l) => l.lang === lang))).toBe(true);
  });

  it('links only valid pairs of existing documents, once', () => {
    const seen = new Set<string>();
    for (const a of data.associations) {
      const parent = byId.get(a.parent_document_id);
      const child = byId.get(a.child_document_id);
      expect(parent, `parent ${a.parent_document_id}`).toBeDefined();
      expect(child, `child ${a.child_document_id}`).toBeDefined();
      expect(VALID_PAIRS.has(`${parent?.type}→${child?.type}`), `${parent?.type}→${child?.type}`).toBe(true);
      const key = [a.parent_document_id, a.child_document_id].sort((x, y) => x - y).join(':');
      expect(seen.has(key)).toBe(false);
      seen.add(key);
    }
  });

  it('associates each route with 1–3 waypoints including its main waypoint', () => {
    for (const route of docsOf('r')) {
      const waypoints = parentsOf(route.document_id).filter((d) => d?.type === 'w');
      expect(waypoints.length).toBeGreaterThanOrEqual(1);
      expect(waypoints.length).toBeLessThanOrEqual(3);
      expect(waypoints.map((w) => w?.document_id)).toContain(route.attributes.main_waypoint_id);
      expect(waypoints.every((w) => w?.attributes.waypoint_type !== 'climbing_indoor')).toBe(true);
    }
  });

  it('dates outings in the past three years, consistently', () => {
    const ref = DEMO_REFERENCE_DATE;
    const start = new Date(Date.parse(`${ref}T00:00:00Z`) - 3 * 365 * 86400000 - 86400000)
      .toISOString()
      .slice(0, 10);
    let tracks = 0;
    for (const o of docsOf('o')) {
      const { date_start: ds, date_end: de } = o.attributes as { date_start: string; date_end: string };
      expect(ds).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(de >= ds).toBe(true);
      expect(de <= ref).toBe(true);
      expect(ds >= start).toBe(true);
      expect(o.written_at.slice(0, 10) >= de).toBe(true);
      const parents = parentsOf(o.document_id);
      const routes = parents.filter((d) => d?.type === 'r');
      const users = parents.filter((d) => d?.type === 'u');
      expect(routes.length).toBeGreaterThanOrEqual(1);
      expect(users.map((u) => u?.document_id)).toContain(o.author_id);
      expect(o.attributes.participant_count).toBeGreaterThanOrEqual(users.length);
      // ratings copied from the first route
      const route = routes[0] as DemoDocument;
      for (const f of [
        'global_rating',
        'ski_rating',
        'hiking_rating',
        'via_ferrata_rating',
        'rock_free_rating',
        'mtb_up_rating',
      ]) {
        if (o.attributes[f] !== undefined && routes.length === 1)
          expect(o.attributes[f]).toBe(route.attributes[f]);
      }
      const detail = o.geometry?.geom_detail;
      if (detail) {
        tracks++;
        const g = JSON.parse(detail) as { type: string; coordinates: number[][] };
        expect(g.type).toBe('LineString');
        const times = g.coordinates.map((c) => c[3] ?? NaN);
        expect(g.coordinates.every((c) => c.length === 4)).toBe(true);
        for (let i = 1; i < times.length; i++) expect(times[i]!).toBeGreaterThan(times[i - 1]!);
        expect(new Date(times[0]! * 1000).toISOString().slice(0, 10)).toBe(ds);
      }
    }
    expect(tracks).toBeGreaterThan(100);
  });

  it('keeps every coordinate in Europe', () => {
    for (const doc of data.documents) {
      for (const text of [doc.geometry?.geom, doc.geometry?.geom_detail]) {
        if (!text) continue;
        const g = JSON.parse(text) as { type: string };
        expect(['Point', 'LineString', 'Polygon']).toContain(g.type);
        for (const [lon, lat] of positionsOf(text)) {
          expect(lon, `${doc.type}${doc.document_id}`).toBeGreaterThan(-11);
          expect(lon).toBeLessThan(30);
          expect(lat).toBeGreaterThan(35);
          expect(lat).toBeLessThan(60);
        }
      }
    }
    for (const a of docsOf('a').concat(docsOf('m')))
      expect(JSON.parse(a.geometry?.geom_detail ?? '{}').type).toBe('Polygon');
  });

  it('places summits inside their range polygons', () => {
    for (const s of SUMMITS) {
      const range = RANGES.find((r) => r.key === s.range);
      if (s.key === 'pic-du-lac-blanc') continue; // Grandes Rousses, outside the Écrins polygon
      expect(range && pointInRing([s.lon, s.lat], range.ring), s.key).toBe(true);
    }
  });

  it('gives books valid ISBNs', () => {
    const valid = (isbn: string) => {
      const d = isbn.replace(/-/g, '');
      if (d.length !== 13) return false;
      const sum = [...d].reduce((acc, c, i) => acc + Number(c) * (i % 2 === 0 ? 1 : 3), 0);
      return sum % 10 === 0;
    };
    expect(isbn13('978-2-7234-9876')).toMatch(/^978-2-7234-9876-\d$/);
    const isbns = docsOf('b')
      .map((b) => b.attributes.isbn)
      .filter((x): x is string => typeof x === 'string');
    expect(isbns.length).toBeGreaterThanOrEqual(3);
    for (const isbn of isbns) {
      expect(valid(isbn), isbn).toBe(true);
      expect(isbn.length).toBeGreaterThanOrEqual(9);
      expect(isbn.length).toBeLessThanOrEqual(17);
    }
  });

  it('describes images with their generated pictures', () => {
    const images = docsOf('i');
    images.forEach((img, index) => {
      expect(img.image_file).toBe(DEMO_PICTURE_FILENAMES[index]);
      expect(img.attributes.filename).toBe(img.image_file);
      expect(String(img.attributes.filename).length).toBeLessThanOrEqual(30);
      expect({ width: img.attributes.width, height: img.attributes.height }).toEqual(demoPictureSize(index));
      const parents = parentsOf(img.document_id);
      expect(parents.length).toBeGreaterThanOrEqual(1);
    });
    const parentTypes = new Set(images.flatMap((i) => parentsOf(i.document_id).map((p) => p?.type)));
    for (const t of ['r', 'w', 'o']) expect(parentTypes.has(t as DemoDocument['type'])).toBe(true);
  });

  it('writes markdown with wikilinks to existing documents and pitch tables', () => {
    const kinds: Record<string, DemoDocument['type']> = {
      waypoints: 'w',
      routes: 'r',
      outings: 'o',
      articles: 'c',
      books: 'b',
      xreports: 'x',
    };
    let links = 0;
    for (const doc of data.documents) {
      for (const l of doc.locales) {
        for (const value of Object.values(l)) {
          if (typeof value !== 'string') continue;
          for (const m of value.matchAll(/\[\[([a-z]+)\/(\d+)\/([a-z]{2})\|[^\]]+\]\]/g)) {
            links++;
            expect(byId.get(Number(m[2]))?.type, m[0]).toBe(kinds[m[1] ?? '']);
          }
        }
      }
    }
    expect(links).toBeGreaterThan(200);
    expect(docsOf('r').some((r) => String(r.locales[0]?.description ?? '').includes('\nL# |'))).toBe(true);
  });

  it('spreads creation times over the three-year window', () => {
    const times = data.documents.map((d) => Date.parse(d.written_at));
    expect(times.every((t) => !Number.isNaN(t))).toBe(true);
    const ref = Date.parse(`${DEMO_REFERENCE_DATE}T23:59:59Z`);
    expect(Math.max(...times)).toBeLessThanOrEqual(ref);
    expect(Math.min(...times)).toBeGreaterThanOrEqual(ref - 3 * 366 * 86400000);
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(2.5 * 365 * 86400000);
  });

  it('writes documents after the ones they build on', () => {
    for (const a of data.associations) {
      const parent = byId.get(a.parent_document_id) as DemoDocument;
      const child = byId.get(a.child_document_id) as DemoDocument;
      const pair = `${parent.type}→${child.type}`;
      if (pair === 'w→r' || pair === 'r→o' || pair === 'o→x' || pair === 'o→i') {
        expect(
          child.written_at >= parent.written_at,
          `${pair} ${a.parent_document_id}→${a.child_document_id}`,
        ).toBe(true);
      }
    }
  });

  it('accepts another reference date', () => {
    const later = generateDemoData({ referenceDate: '2030-06-15' });
    expect(later.documents.length).toBe(data.documents.length);
    expect(
      later.documents
        .filter((d) => d.type === 'o')
        .every((o) => String(o.attributes.date_end) <= '2030-06-15'),
    ).toBe(true);
  });
});

describe.runIf(fieldsMd)('local tables agree with fields.md', () => {
  const text = fieldsMd ?? '';

  it('has the enumerations and rating scales of §14', () => {
    const section = text.slice(text.indexOf('## 14.'), text.indexOf('## 15.'));
    let checked = 0;
    for (const line of section.split('\n')) {
      const m = /^\| ([a-z_]+)(?: \(server only\))? \| ([^|]+) \|/.exec(line);
      if (!m) continue;
      const name = m[1] as string;
      const values = (ENUMS as Record<string, readonly string[]>)[name];
      if (!values) continue;
      const expected = (m[2] as string)
        .replace(/\s*\((label T|days)\)/, '')
        .split(',')
        .map((v) => v.trim());
      expect([...values], name).toEqual(expected);
      checked++;
    }
    expect(checked).toBeGreaterThan(60);
  });

  const parseMatrix = (heading: string, end: string) => {
    const section = text.slice(text.indexOf(heading), text.indexOf(end, text.indexOf(heading)));
    const lines = section.split('\n').filter((l) => l.startsWith('|'));
    const header = (lines[0] ?? '')
      .split('|')
      .map((c) => c.trim())
      .slice(2, -1);
    const rows = new Map<string, string[]>();
    for (const line of lines.slice(2)) {
      const cells = line
        .split('|')
        .map((c) => c.trim())
        .slice(1, -1);
      const names = (cells[0] ?? '').replace(/\s*\(L\)/, '').split(/,\s*|\s*\/\s*/);
      const acts = header.filter((_, i) => (cells[i + 1] ?? '').startsWith('●'));
      for (const n of names) rows.set(n.trim(), acts);
    }
    return rows;
  };
  const CODES: Record<string, Activity> = {
    ST: 'skitouring',
    SIM: 'snow_ice_mixed',
    MC: 'mountain_climbing',
    RC: 'rock_climbing',
    IC: 'ice_climbing',
    HK: 'hiking',
    SS: 'snowshoeing',
    PG: 'paragliding',
    MB: 'mountain_biking',
    VF: 'via_ferrata',
    SL: 'slacklining',
  };

  it('matches the route activity matrix of §9.2', () => {
    const rows = parseMatrix('### 9.2 Route activity matrix', '### 9.3');
    expect(rows.size).toBeGreaterThan(20);
    for (const [field, acts] of rows) {
      const expected = acts.map((a) => CODES[a]).sort();
      const table = ROUTE_FIELD_ACTIVITIES[field] ?? ROUTE_LOCALE_ACTIVITIES[field];
      if (!table) continue; // calculated_duration is read-only
      expect([...table].sort(), field).toEqual(expected);
    }
  });

  it('matches the outing activity matrix of §7.2', () => {
    const rows = parseMatrix('### 7.2 Outing activity matrix', '### 7.3');
    expect(rows.size).toBeGreaterThan(15);
    for (const [field, acts] of rows) {
      const expected = acts.map((a) => CODES[a]).sort();
      const table = OUTING_RESTRICTED[field] ?? OUTING_LOCALE_RESTRICTED[field];
      expect(table, field).toBeDefined();
      expect([...(table ?? [])].sort(), field).toEqual(expected);
      expect((OUTING_COMMON_FIELDS as readonly string[]).includes(field)).toBe(false);
    }
  });
});
