import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/build-app.ts';
import { authHeaders, createDocument, createUser, point, square } from '../../test/factories.ts';

describe('POST /{type}s (api.md §8.1, §8.3, §8.6)', () => {
  let ctx: TestContext;
  let alice: Record<string, string>;
  let modo: Record<string, string>;
  let aliceId: number;
  let summit: number;
  let hut: number;
  let gym: number;
  let area: number;
  const db = () => ctx.database.db;
  const post = (type: string, payload: unknown, headers: Record<string, string> = alice) =>
    ctx.app.inject({ method: 'POST', url: `/api/${type}s`, payload: payload as object, headers });
  const routeBody = (extra: Record<string, unknown> = {}) => ({
    activities: ['hiking'],
    locales: [{ lang: 'en', title: 'Normal route' }],
    associations: { waypoints: [{ document_id: summit }] },
    ...extra,
  });

  beforeAll(async () => {
    ctx = await buildTestApp();
    const a = await createUser(db(), { username: 'alice' });
    const m = await createUser(db(), { username: 'modo', moderator: true });
    aliceId = a.id;
    alice = await authHeaders(db(), a);
    modo = await authHeaders(db(), { ...m, moderator: true });
    area = await createDocument(db(), {
      type: 'area',
      title: 'Range',
      geometry: { geom_detail: square(700000, 5700000, 50000) },
    });
    summit = await createDocument(db(), {
      type: 'waypoint',
      title: 'Summit',
      lang: 'en',
      geometry: { geom: point(700000, 5700000) },
    });
    hut = await createDocument(db(), {
      type: 'waypoint',
      title: 'Hut',
      geometry: { geom: point(702000, 5702000) },
      attributes: { waypoint_type: 'hut', custodianship: 'accessible_when_wardened' },
    });
    gym = await createDocument(db(), {
      type: 'waypoint',
      title: 'Gym',
      attributes: { waypoint_type: 'climbing_indoor' },
    });
  });
  afterAll(() => ctx.close());

  it('creates a waypoint and answers its id; version 1 with a creation version per locale', async () => {
    const res = await post('waypoint', {
      waypoint_type: 'summit',
      elevation: 3000,
      geometry: { geom: point(701000, 5701000) },
      locales: [
        { lang: 'fr', title: 'Pointe' },
        { lang: 'en', title: 'Peak' },
      ],
      document_id: 999999,
      version: 42,
      protected: true,
      unknown_key: 'dropped',
    });
    expect(res.statusCode).toBe(200);
    const id = res.json().document_id;
    expect(id).toBeGreaterThan(0);
    const row = await db()
      .selectFrom('documents')
      .selectAll()
      .where('document_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ version: 1, protected: false, geometry_version: 1, type: 'w' });
    // areas by point-in-polygon against stored area polygons (api.md §4.4)
    expect(row.area_ids.map(Number)).toEqual([area]);
    const versions = await db()
      .selectFrom('document_versions')
      .selectAll()
      .where('document_id', '=', id)
      .execute();
    expect(versions.map((v) => [v.lang, v.comment])).toEqual([
      ['fr', 'creation'],
      ['en', 'creation'],
    ]);
  });

  it('needs a token: no token → 403', async () => {
    expect((await post('waypoint', {}, {})).statusCode).toBe(403);
  });

  it('validation errors are 400 with field names (locales.0.title, activities, geometry.geom)', async () => {
    const res = await post('route', {
      activities: [],
      locales: [{ lang: 'en', title: '' }],
      geometry: { geom: '{"type":"LineString","coordinates":[[0,0],[1,1]]}' },
    });
    expect(res.statusCode).toBe(400);
    const names = res.json().errors.map((e: { name: string }) => e.name);
    expect(names).toEqual(
      expect.arrayContaining(['activities', 'locales.0.title', 'geometry.geom', 'associations.waypoints']),
    );
    expect(
      res.json().errors.find((e: { name: string }) => e.name === 'associations.waypoints').description,
    ).toBe('at least one waypoint required');
  });

  it('a malformed body is a 400 with the field name, never a 500', async () => {
    const res = await post('route', { locales: 'nope', geometry: 5 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { name: string }) => e.name)).toEqual(
      expect.arrayContaining(['locales', 'geometry']),
    );
    const bad = await post('waypoint', {
      waypoint_type: 'summit',
      elevation: 'high',
      geometry: { geom: '{"type":"Point","coordinates":["a","b"]}' },
      locales: [{ lang: 'en', title: 'Bad' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { name: string }) => e.name)).toEqual(
      expect.arrayContaining(['elevation', 'geometry.geom']),
    );
  });

  it('lang "en" is given twice', async () => {
    const res = await post(
      'route',
      routeBody({
        locales: [
          { lang: 'en', title: 'One' },
          { lang: 'en', title: 'Two' },
        ],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({
      location: 'body',
      name: 'locales',
      description: 'lang "en" is given twice',
    });
  });

  it('non-moderators may not save an eu locale (fields.md §1)', async () => {
    const res = await post('route', routeBody({ locales: [{ lang: 'eu', title: 'Bidea' }] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].name).toBe('locales.0.lang');
    expect(
      (await post('route', routeBody({ locales: [{ lang: 'eu', title: 'Bidea' }] }), modo)).statusCode,
    ).toBe(200);
  });

  it('areas and maps are created by moderators only (api.md §1.2, issue 13)', async () => {
    const areaBody = {
      area_type: 'range',
      geometry: { geom_detail: square(0, 0, 10) },
      locales: [{ lang: 'fr', title: 'Zone' }],
    };
    expect((await post('area', areaBody)).statusCode).toBe(403);
    expect((await post('area', areaBody, modo)).statusCode).toBe(200);
    const mapBody = {
      editor: 'IGN',
      scale: '25000',
      code: '1234',
      geometry: { geom_detail: square(700000, 5700000, 1000) },
      locales: [{ lang: 'fr', title: 'Carte' }],
    };
    const refused = await post('map', mapBody);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      status: 'error',
      errors: [
        {
          location: 'body',
          name: 'Forbidden',
          description: 'No permission to create a document of type map',
        },
      ],
    });
    const map = await post('map', mapBody, modo);
    expect(map.statusCode).toBe(200);
    const row = await db()
      .selectFrom('documents')
      .select('area_ids')
      .where('document_id', '=', map.json().document_id)
      .executeTakeFirstOrThrow();
    expect(row.area_ids.map(Number)).toEqual([area]);
  });

  it('creating a map links the documents inside it (polygon cache refreshed after map writes)', async () => {
    const map = await post(
      'map',
      {
        editor: 'IGN',
        scale: '25000',
        code: '99',
        geometry: { geom_detail: square(700000, 5700000, 10) },
        locales: [{ lang: 'fr', title: 'Mini' }],
      },
      modo,
    );
    const mapId = map.json().document_id;
    const summitRow = await db()
      .selectFrom('documents')
      .select('map_ids')
      .where('document_id', '=', summit)
      .executeTakeFirstOrThrow();
    expect(summitRow.map_ids.map(Number)).toContain(mapId);
    const wp = await post('waypoint', {
      waypoint_type: 'pass',
      elevation: 100,
      geometry: { geom: point(700001, 5700001) },
      locales: [{ lang: 'fr', title: 'Col' }],
    });
    const wpRow = await db()
      .selectFrom('documents')
      .select('map_ids')
      .where('document_id', '=', wp.json().document_id)
      .executeTakeFirstOrThrow();
    expect(wpRow.map_ids.map(Number)).toContain(mapId);
  });

  it('profiles cannot be created through POST /profiles', async () => {
    expect((await post('profile', { locales: [{ lang: 'fr' }] })).statusCode).toBe(404);
  });

  it('route: main waypoint defaults to the first waypoint, title_prefix and geom come from it', async () => {
    const res = await post(
      'route',
      routeBody({ associations: { waypoints: [{ document_id: summit }, { document_id: hut }] } }),
    );
    expect(res.statusCode).toBe(200);
    const id = res.json().document_id;
    const doc = (await ctx.app.inject({ url: `/api/routes/${id}` })).json();
    expect(doc.main_waypoint_id).toBe(summit);
    expect(doc.locales[0].title_prefix).toBe('Summit');
    expect(JSON.parse(doc.geometry.geom).coordinates).toEqual([700000, 5700000]);
    expect(doc.associations.waypoints.map((w: { document_id: number }) => w.document_id).sort()).toEqual(
      [summit, hut].sort(),
    );
    const log = await db()
      .selectFrom('association_log')
      .selectAll()
      .where('child_document_id', '=', id)
      .execute();
    expect(log).toHaveLength(2);
    const feed = await db()
      .selectFrom('feed_changes')
      .selectAll()
      .where('document_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(feed).toMatchObject({
      change_type: 'created',
      document_type: 'r',
      activities: ['hiking'],
      langs: ['en'],
    });
    expect(feed.user_ids.map(Number)).toEqual([aliceId]);
    expect(feed.area_ids.map(Number)).toEqual([area]);
  });

  it('route: geom is the midpoint of geom_detail when given', async () => {
    const track = JSON.stringify({
      type: 'LineString',
      coordinates: [
        [1, 1],
        [2, 2],
        [3, 3],
      ],
    });
    const res = await post('route', routeBody({ geometry: { geom_detail: track } }));
    const row = await db()
      .selectFrom('documents')
      .select('geom')
      .where('document_id', '=', res.json().document_id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.geom!).coordinates).toEqual([2, 2]);
  });

  it('route: main_waypoint_id must be among the associated waypoints', async () => {
    const res = await post('route', routeBody({ main_waypoint_id: hut }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({
      name: 'main_waypoint_id',
      description: 'no association to the main waypoint',
    });
  });

  it('route: a climbing_indoor waypoint cannot be linked', async () => {
    const res = await post('route', routeBody({ associations: { waypoints: [{ document_id: gym }] } }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].name).toBe('associations.climbing_indoor_waypoint');
  });

  it('associations must exist, not be redirected, and have the right type', async () => {
    const res = await post(
      'route',
      routeBody({ associations: { waypoints: [{ document_id: 987654 }, { document_id: area }] } }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      {
        location: 'body',
        name: 'associations.waypoints',
        description: 'document "987654" does not exist or is redirected',
      },
      {
        location: 'body',
        name: 'associations.waypoints',
        description: `document "${area}" is not of type "w"`,
      },
    ]);
  });

  it('outing: creator added to users, title and figures filled from the first route, geom from the route', async () => {
    const route = await createDocument(db(), {
      type: 'route',
      title: 'Ridge',
      lang: 'fr',
      attributes: { activities: ['hiking'], hiking_rating: 'T3', elevation_max: 3100 },
      geometry: { geom: point(700500, 5700500) },
    });
    await db()
      .updateTable('document_locales')
      .set({ title_prefix: 'Summit' })
      .where('document_id', '=', route)
      .execute();
    const res = await post('outing', {
      activities: ['hiking'],
      date_start: '2024-05-01',
      date_end: '2024-05-01',
      locales: [{ lang: 'fr', title: '' }],
      associations: { routes: [{ document_id: route }] },
    });
    expect(res.statusCode).toBe(200);
    const doc = (await ctx.app.inject({ url: `/api/outings/${res.json().document_id}` })).json();
    expect(doc.locales[0].title).toBe('Summit : Ridge');
    expect(doc.hiking_rating).toBe('T3');
    expect(doc.elevation_max).toBe(3100);
    expect(JSON.parse(doc.geometry.geom).coordinates).toEqual([700500, 5700500]);
    expect(doc.associations.users.map((u: { document_id: number }) => u.document_id)).toEqual([aliceId]);
    const feed = await db()
      .selectFrom('feed_changes')
      .selectAll()
      .where('document_id', '=', doc.document_id)
      .executeTakeFirstOrThrow();
    expect(feed.user_ids.map(Number)).toEqual([aliceId]);
  });

  it('outing: at least one route required; dates not in the future', async () => {
    const res = await post('outing', {
      activities: ['hiking'],
      date_start: '2999-01-01',
      date_end: '2999-01-02',
      locales: [{ lang: 'fr', title: 'Sortie' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { location: 'body', name: 'associations.routes', description: 'at least one route required' },
        { location: 'body', name: 'date_start', description: 'can not be sometime in the future' },
      ]),
    );
  });

  it('images: filename is unique, copyright only by moderators (403), no feed entry', async () => {
    const body = {
      image_type: 'collaborative',
      filename: 'a.jpg',
      activities: ['hiking'],
      locales: [{ lang: 'fr', title: 'Photo' }],
    };
    const first = await post('image', body);
    expect(first.statusCode).toBe(200);
    const again = await post('image', body);
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toContainEqual({ location: 'body', name: 'filename', description: 'Unique' });
    const copyright = await post('image', { ...body, filename: 'b.jpg', image_type: 'copyright' });
    expect(copyright.statusCode).toBe(403);
    expect(
      await db()
        .selectFrom('feed_changes')
        .selectAll()
        .where('document_id', '=', first.json().document_id)
        .execute(),
    ).toEqual([]);
  });

  it('xreport: the event activity is the feed activity', async () => {
    const res = await post('xreport', {
      event_activity: 'skitouring',
      geometry: { geom: point(1, 1) },
      locales: [{ lang: 'fr', title: 'Accident' }],
    });
    expect(res.statusCode).toBe(200);
    const feed = await db()
      .selectFrom('feed_changes')
      .selectAll()
      .where('document_id', '=', res.json().document_id)
      .executeTakeFirstOrThrow();
    expect(feed.activities).toEqual(['skitouring']);
  });
});
