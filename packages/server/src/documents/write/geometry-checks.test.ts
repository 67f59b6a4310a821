import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { buildTestApp, type TestContext } from '../../test/build-app.ts';
import { authHeaders, createDocument, createUser, point, square } from '../../test/factories.ts';

const line = (...positions: number[][]) => JSON.stringify({ type: 'LineString', coordinates: positions });

/**
 * A 4D track (x, y, elevation, time) of `n` positions, one a second, with the full-precision
 * coordinates a GPS import gives.
 */
const track = (n: number) =>
  line(
    ...Array.from({ length: n }, (_, i) => [
      700000 + i * 0.731940127 + Math.sin(i) / 7,
      5700000 + (i % 100) * 0.25 + Math.cos(i) / 3,
      1500 + (i % 700) / 3,
      1700000000 + i,
    ]),
  );

describe('geometry checks on writes (issue 14)', () => {
  let ctx: TestContext;
  let alice: Record<string, string>;
  let modo: Record<string, string>;
  let summit: number;
  let areaA: number;
  let areaB: number;
  let mapB: number;
  const db = () => ctx.database.db;
  const post = (type: string, payload: unknown, headers = alice) =>
    ctx.app.inject({ method: 'POST', url: `/api/${type}s`, payload: payload as object, headers });
  const put = (type: string, id: number, document: unknown, headers = alice) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/${type}s/${id}`,
      payload: { message: 'edit', document } as object,
      headers,
    });
  const get = async (type: string, id: number) =>
    (await ctx.app.inject({ url: `/api/${type}s/${id}` })).json();
  const routeBody = (geometry: Record<string, unknown>) => ({
    activities: ['hiking'],
    locales: [{ lang: 'en', title: 'A route' }],
    associations: { waypoints: [{ document_id: summit }] },
    geometry,
  });
  const mapBody = (geometry: Record<string, unknown>) => ({
    editor: 'IGN',
    scale: '25000',
    code: '3531OT',
    locales: [{ lang: 'fr', title: 'Une carte' }],
    geometry,
  });
  /** The one error entry of a 400. */
  const errorOf = (res: { statusCode: number; json: () => { errors: unknown[] } }) => {
    expect(res.statusCode).toBe(400);
    const { errors } = res.json();
    expect(errors).toHaveLength(1);
    return errors[0];
  };
  const body = (name: string, description: string) => ({ location: 'body', name, description });

  beforeAll(async () => {
    ctx = await buildTestApp();
    const a = await createUser(db(), { username: 'alice' });
    const m = await createUser(db(), { username: 'modo', moderator: true });
    alice = await authHeaders(db(), a);
    modo = await authHeaders(db(), { ...m, moderator: true });
    summit = await createDocument(db(), { type: 'waypoint', geometry: { geom: point(700000, 5700000) } });
    // Before any write, which loads the app's polygon index.
    areaA = await createDocument(db(), {
      type: 'area',
      geometry: { geom_detail: square(700000, 5700000, 10000) },
    });
    areaB = await createDocument(db(), {
      type: 'area',
      geometry: { geom_detail: square(800000, 5700000, 10000) },
    });
    mapB = await createDocument(db(), {
      type: 'map',
      geometry: { geom_detail: square(800000, 5700000, 5000) },
    });
  });
  afterAll(() => ctx.close());

  describe('type per document type', () => {
    it('a map has no point: geom → 400 on geometry.geom', async () => {
      const res = await post(
        'map',
        mapBody({ geom: point(700000, 5700000), geom_detail: square(0, 0, 10) }),
        modo,
      );
      expect(errorOf(res)).toEqual(body('geometry.geom', 'Documents of type map have no point geometry'));
    });

    it('a waypoint has no detail: geom_detail → 400 on geometry.geom_detail', async () => {
      const res = await post('waypoint', {
        waypoint_type: 'summit',
        elevation: 2000,
        locales: [{ lang: 'fr', title: 'Un sommet' }],
        geometry: { geom: point(700000, 5700000), geom_detail: line([0, 0], [10, 10]) },
      });
      expect(errorOf(res)).toEqual(
        body('geometry.geom_detail', 'Documents of type waypoint have no detail geometry'),
      );
    });

    it('a route line given as a polygon → 400 naming the expected types', async () => {
      const res = await post('route', routeBody({ geom_detail: square(700000, 5700000, 10) }));
      expect(errorOf(res)).toEqual(
        body(
          'geometry.geom_detail',
          'Invalid geometry type. Expected: [LineString, MultiLineString]. Got: Polygon',
        ),
      );
      const pointAsLine = await post('route', routeBody({ geom: line([0, 0], [1, 1]) }));
      expect(errorOf(pointAsLine)).toEqual(
        body('geometry.geom', 'Invalid geometry type. Expected: [Point]. Got: LineString'),
      );
    });
  });

  describe('shape and coordinates', () => {
    const cases: [string, string, string][] = [
      ['text that is not JSON', '{"type": "LineString", "coordinates": [[0, 0]', 'Invalid geometry'],
      [
        'a line of one position',
        line([700000, 5700000]),
        'Invalid geometry: a line needs at least 2 positions',
      ],
      [
        'a MultiLineString with a one-position part',
        JSON.stringify({
          type: 'MultiLineString',
          coordinates: [
            [
              [0, 0],
              [1, 1],
            ],
            [[2, 2]],
          ],
        }),
        'Invalid geometry: a line needs at least 2 positions',
      ],
      [
        'an infinite coordinate (1e400)',
        '{"type":"LineString","coordinates":[[1e400,0],[0,0]]}',
        'Invalid geometry: a position is an array of 2 to 4 finite numbers (x, y, elevation, time)',
      ],
      [
        'a coordinate that is not a number',
        '{"type":"LineString","coordinates":[["700000",0],[0,0]]}',
        'Invalid geometry: a position is an array of 2 to 4 finite numbers (x, y, elevation, time)',
      ],
      [
        'a position of five numbers',
        line([0, 0, 1, 2, 3], [1, 1]),
        'Invalid geometry: a position is an array of 2 to 4 finite numbers (x, y, elevation, time)',
      ],
      [
        'a position outside the EPSG:3857 world',
        line([700000, 5700000], [700000, 30000000]),
        'Invalid geometry: x and y must lie within ±20037508.34 (EPSG:3857 metres)',
      ],
      [
        'no coordinates at all',
        '{"type":"MultiLineString","coordinates":[]}',
        'Invalid geometry: no coordinates',
      ],
    ];
    it.each(cases)(
      'route geom_detail with %s → 400 on geometry.geom_detail',
      async (_, text, description) => {
        const res = await post('route', routeBody({ geom_detail: text }));
        expect(errorOf(res)).toEqual(body('geometry.geom_detail', description));
      },
    );

    it('polygon rings: open or shorter than 4 positions → 400', async () => {
      const polygon = (ring: number[][]) => JSON.stringify({ type: 'Polygon', coordinates: [ring] });
      const open = await post(
        'map',
        mapBody({
          geom_detail: polygon([
            [0, 0],
            [10, 0],
            [10, 10],
            [0, 10],
          ]),
        }),
        modo,
      );
      expect(errorOf(open)).toEqual(
        body('geometry.geom_detail', 'Invalid geometry: a polygon ring must end at its first position'),
      );
      const short = await post(
        'map',
        mapBody({
          geom_detail: polygon([
            [0, 0],
            [10, 0],
            [0, 0],
          ]),
        }),
        modo,
      );
      expect(errorOf(short)).toEqual(
        body('geometry.geom_detail', 'Invalid geometry: a polygon ring needs at least 4 positions'),
      );
    });

    it('on PUT the same checks name document.geometry.*, and nothing is written', async () => {
      const id = (
        await post('route', routeBody({ geom_detail: line([700000, 5700000], [700100, 5700100]) }))
      ).json().document_id as number;
      const doc = await get('route', id);
      const res = await put('route', id, {
        ...doc,
        geometry: { ...doc.geometry, geom_detail: line([700000, 5700000]) },
      });
      expect(errorOf(res)).toEqual(
        body('document.geometry.geom_detail', 'Invalid geometry: a line needs at least 2 positions'),
      );
      expect((await get('route', id)).geometry).toEqual(doc.geometry);
    });
  });

  describe('GEOMETRY_MAX_POINTS (default 50,000)', () => {
    it('takes a 50,000-point 4D track (about 3 MB of JSON), with elevation and time kept', async () => {
      const text = track(50_000);
      const payload = routeBody({ geom_detail: text });
      expect(JSON.stringify(payload).length).toBeGreaterThan(2_800_000);
      const res = await post('route', payload);
      expect(res.statusCode).toBe(200);
      const stored = JSON.parse((await get('route', res.json().document_id)).geometry.geom_detail);
      expect(stored.coordinates).toHaveLength(50_000);
      expect(stored.coordinates[49_999]).toEqual(JSON.parse(text).coordinates[49_999]);
    });

    it('refuses 50,001 positions: 400 on geometry.geom_detail with the limit', async () => {
      const res = await post('route', routeBody({ geom_detail: track(50_001) }));
      expect(errorOf(res)).toEqual(
        body('geometry.geom_detail', 'Too many points: 50001 positions, at most 50000 per document'),
      );
    });

    it('counts every part of a MultiLineString, on PUT too', async () => {
      const id = (
        await post('route', routeBody({ geom_detail: line([700000, 5700000], [700100, 5700100]) }))
      ).json().document_id as number;
      const doc = await get('route', id);
      const part = JSON.parse(track(25_001)).coordinates as number[][];
      const res = await put('route', id, {
        ...doc,
        geometry: {
          ...doc.geometry,
          geom_detail: JSON.stringify({ type: 'MultiLineString', coordinates: [part, part] }),
        },
      });
      expect(errorOf(res)).toEqual(
        body('document.geometry.geom_detail', 'Too many points: 50002 positions, at most 50000 per document'),
      );
    });

    it('is a checked setting', () => {
      expect(loadConfig({}).geometryMaxPoints).toBe(50_000);
      expect(loadConfig({ GEOMETRY_MAX_POINTS: '1000' }).geometryMaxPoints).toBe(1000);
      expect(() => loadConfig({ GEOMETRY_MAX_POINTS: '0' })).toThrow(/GEOMETRY_MAX_POINTS/);
      expect(() => loadConfig({ GEOMETRY_MAX_POINTS: 'many' })).toThrow(/GEOMETRY_MAX_POINTS/);
    });
  });

  describe('area and map links and the bbox follow the detail geometry (api.md §4.4)', () => {
    const inA = line([695000, 5695000], [705000, 5705000]);
    const inB = line([795000, 5695000], [805000, 5705000]);
    /** Crosses B from side to side with no position inside it. */
    const acrossB = line([780000, 5700000], [820000, 5700000]);
    const links = async (id: number) => {
      const row = await db()
        .selectFrom('documents')
        .select(['area_ids', 'map_ids'])
        .where('document_id', '=', id)
        .executeTakeFirstOrThrow();
      return { areas: row.area_ids.map(Number).sort(), maps: row.map_ids.map(Number).sort() };
    };
    const listed = async (bbox: string) =>
      (
        (await ctx.app.inject({ url: `/api/routes?bbox=${bbox}` })).json().documents as {
          document_id: number;
        }[]
      ).map((d) => d.document_id);

    it('an update moving a route line and its point into another area relinks it and moves its box', async () => {
      const id = (await post('route', routeBody({ geom: point(700000, 5700000), geom_detail: inA }))).json()
        .document_id as number;
      expect(await links(id)).toEqual({ areas: [areaA], maps: [] });
      const doc = await get('route', id);
      expect(doc.areas.map((a: { document_id: number }) => a.document_id)).toEqual([areaA]);

      const res = await put('route', id, {
        ...doc,
        geometry: { ...doc.geometry, geom: point(800000, 5700000), geom_detail: inB },
      });
      expect(res.statusCode).toBe(200);
      expect(await links(id)).toEqual({ areas: [areaB], maps: [mapB] });
      const after = await get('route', id);
      expect(after.areas.map((a: { document_id: number }) => a.document_id)).toEqual([areaB]);
      expect(after.maps.map((m: { document_id: number }) => m.document_id)).toEqual([mapB]);
      expect(await listed('790000,5690000,810000,5710000')).toContain(id);
      expect(await listed('690000,5690000,710000,5710000')).not.toContain(id);
    });

    it('a route keeping its point while its line crosses another area is linked to both', async () => {
      const id = (await post('route', routeBody({ geom: point(700000, 5700000), geom_detail: inA }))).json()
        .document_id as number;
      const doc = await get('route', id);
      // api.md §8.2: a route geometry without `geom` keeps the old point.
      const res = await put('route', id, {
        ...doc,
        geometry: { ...doc.geometry, geom: null, geom_detail: acrossB },
      });
      expect(res.statusCode).toBe(200);
      expect(JSON.parse((await get('route', id)).geometry.geom).coordinates).toEqual([700000, 5700000]);
      expect(await links(id)).toEqual({ areas: [areaA, areaB].sort(), maps: [mapB] });
    });

    it('an outing track crossing an area is linked at creation', async () => {
      const route = (await post('route', routeBody({ geom: point(700000, 5700000) }))).json()
        .document_id as number;
      const res = await post('outing', {
        activities: ['hiking'],
        date_start: '2024-05-01',
        date_end: '2024-05-01',
        locales: [{ lang: 'fr', title: 'Une sortie' }],
        associations: { routes: [{ document_id: route }] },
        geometry: { geom_detail: acrossB },
      });
      expect(res.statusCode).toBe(200);
      expect(await links(res.json().document_id)).toEqual({ areas: [areaB], maps: [mapB] });
    });

    it('an area moved away from a track that only its line crossed unlinks the route', async () => {
      const id = (
        await post('route', routeBody({ geom: point(750000, 5700000), geom_detail: acrossB }))
      ).json().document_id as number;
      expect((await links(id)).areas).toEqual([areaB]);
      const area = await get('area', areaB);
      const res = await put(
        'area',
        areaB,
        { ...area, geometry: { ...area.geometry, geom_detail: square(800000, 6700000, 10000) } },
        modo,
      );
      expect(res.statusCode).toBe(200);
      expect((await links(id)).areas).toEqual([]);
    });
  });
});

describe('GEOMETRY_MAX_POINTS set to 100', () => {
  let ctx: TestContext;
  afterAll(() => ctx.close());

  it('refuses 101 positions, naming the configured limit; takes 100', async () => {
    ctx = await buildTestApp({ GEOMETRY_MAX_POINTS: '100' });
    const db = ctx.database.db;
    const user = await createUser(db, { username: 'alice' });
    const headers = await authHeaders(db, user);
    const summit = await createDocument(db, { type: 'waypoint' });
    const post = (n: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/routes',
        headers,
        payload: {
          activities: ['hiking'],
          locales: [{ lang: 'en', title: 'A route' }],
          associations: { waypoints: [{ document_id: summit }] },
          geometry: { geom_detail: track(n) },
        },
      });
    const refused = await post(101);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      {
        location: 'body',
        name: 'geometry.geom_detail',
        description: 'Too many points: 101 positions, at most 100 per document',
      },
    ]);
    expect((await post(100)).statusCode).toBe(200);
  });
});
