import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EARTH_RADIUS_KM,
  WALK_DETOUR_FACTOR,
  pointText,
  toLonLat,
  toMercator,
  walkingKm as walkingKmOf,
} from '@cairn/domain';
import { buildDemoApp, buildTestApp, type TestContext } from '../test/build-app.ts';
import { createDocument } from '../test/factories.ts';
import {
  fakeTransportEnv,
  startFakeTransport,
  writeGtfs,
  type FakeTransport,
} from '../test/fake-transport.ts';
import { GEOCODER_OFF_MESSAGE, JOURNEYS_FAILED_MESSAGE, JOURNEYS_OFF_MESSAGE } from './routes.ts';

const point = (lon: number, lat: number) => pointText(...toMercator(lon, lat));
/** The latitude a walk of `km` north of latitude 45 reaches (straight line × detour factor). */
const northBy = (km: number) => 45 + km / WALK_DETOUR_FACTOR / ((Math.PI * EARTH_RADIUS_KM) / 180);

const ACCESS = { waypoint_type: 'access', elevation: 1200, public_transportation_rating: 'good service' };

describe('stops near access waypoints from a GTFS feed', () => {
  let ctx: TestContext;
  let fake: FakeTransport;
  let dir: string;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    fake = await startFakeTransport(
      [],
      [
        {
          name: 'Gare de Grenoble',
          city: 'Grenoble',
          postcode: '38000',
          country: 'France',
          lon: 5.714,
          lat: 45.191,
        },
        {
          name: 'Place Grenette',
          city: 'Grenoble',
          postcode: '38000',
          country: 'France',
          lon: 5.727,
          lat: 45.19,
        },
      ],
    );
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-gtfs-'));
    const feed = path.join(dir, 'feed.zip');
    fs.writeFileSync(
      feed,
      writeGtfs('Cars du Val', { r1: 'T72', r2: 'T73' }, [
        { id: 'in', name: 'Le Hameau, place', lon: 6, lat: northBy(4.9), routes: ['r1', 'r2'] },
        { id: 'out', name: 'Col, parking', lon: 6, lat: northBy(5.1), routes: ['r1'] },
        { id: 'st', name: 'Gare du Val', lon: 6.01, lat: 45.001, station: true },
        { id: 'st-1', name: 'Gare du Val quai 1', lon: 6.011, lat: 45.0011, parent: 'st', routes: ['r2'] },
        { id: 'nowhere', name: 'Broken', lon: 'x', lat: '', routes: ['r1'] },
      ]),
    );
    ctx = await buildTestApp({
      TRANSPORT_GTFS: feed,
      TRANSPORT_AREAS: '7, 14274',
      ...fakeTransportEnv(fake.url),
    });
    const db = ctx.database.db;
    ids.access = await createDocument(db, {
      type: 'waypoint',
      attributes: ACCESS,
      geometry: { geom: point(6, 45) },
    });
    ids.far = await createDocument(db, {
      type: 'waypoint',
      attributes: ACCESS,
      geometry: { geom: point(7, 46) },
    });
    ids.summit = await createDocument(db, { type: 'waypoint', geometry: { geom: point(6, 45) } });
    ids.route = await createDocument(db, {
      type: 'route',
      attributes: { activities: ['hiking'] },
      associations: [{ document_id: ids.access, type: 'waypoint' }],
    });
    const unrated = { ...ACCESS, public_transportation_rating: null };
    ids.servedUnrated = await createDocument(db, {
      type: 'waypoint',
      attributes: unrated,
      geometry: { geom: point(6, 45) },
    });
    ids.farUnrated = await createDocument(db, {
      type: 'waypoint',
      attributes: unrated,
      geometry: { geom: point(7, 46) },
    });
    ids.routeServed = await createDocument(db, {
      type: 'route',
      attributes: { activities: ['hiking'] },
      associations: [{ document_id: ids.servedUnrated, type: 'waypoint' }],
    });
    ids.routeUnserved = await createDocument(db, {
      type: 'route',
      attributes: { activities: ['hiking'] },
      associations: [{ document_id: ids.farUnrated, type: 'waypoint' }],
    });
    expect(await ctx.app.deps.transport.refresh({ force: true })).toMatchObject({
      feeds: 1,
      skipped: 1,
      waypoints: 4,
    });
  });
  afterAll(async () => {
    await ctx.close();
    await fake.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  it('keeps the stop areas within 5 km walking, one per line, nearest first (4.9 km in, 5.1 km out)', async () => {
    const res = await get(`/api/waypoints/${ids.access}/stopareas`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.waypoint_id).toBe(ids.access);
    expect(
      body.stopareas.map((s: { navitia_id: string; line: string; distance: number }) => [
        s.navitia_id,
        s.line,
        s.distance,
      ]),
    ).toEqual([
      ['st', 'T73', 0.99],
      ['in', 'T72', 4.9],
      ['in', 'T73', 4.9],
    ]);
    const [station, hameau] = body.stopareas;
    expect(station).toMatchObject({ stoparea_name: 'Gare du Val', operator: 'Cars du Val' });
    expect(hameau.stoparea_name).toBe('Le Hameau, place');
    const [lon, lat] = toLonLat(hameau.coordinates.x, hameau.coordinates.y);
    expect(lon).toBeCloseTo(6, 6);
    expect(lat).toBeCloseTo(northBy(4.9), 6);
    expect(typeof hameau.id).toBe('number');
  });

  it('settings: the areas of the box and the services configured', async () => {
    expect((await get('/api/transport/settings')).json()).toEqual({
      areas: [14274, 7],
      stops: true,
      journeys: true,
      addresses: true,
    });
  });

  it('isReachable says whether a waypoint has a stop area', async () => {
    expect((await get(`/api/waypoints/${ids.access}/isReachable`)).json()).toBe(true);
    expect((await get(`/api/waypoints/${ids.far}/isReachable`)).json()).toBe(false);
    expect((await get(`/api/waypoints/${ids.far}/stopareas`)).json()).toEqual({
      waypoint_id: ids.far,
      stopareas: [],
    });
    expect((await get(`/api/waypoints/${ids.summit}/isReachable`)).json()).toBe(false);
  });

  it('404 for a document that is no waypoint, 400 for an id that is no id', async () => {
    const missing = await get(`/api/waypoints/${ids.route}/stopareas`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors[0].description).toBe(`waypoint ${ids.route} does not exist`);
    expect((await get('/api/waypoints/abc/isReachable')).statusCode).toBe(400);
  });

  it("recomputes the routes' rating from their access waypoints", async () => {
    const route = await get(`/api/routes/${ids.route}`);
    expect(route.json().public_transportation_rating).toBe('good service');
    // Access points without a rating of their own: from their stops.
    expect((await get(`/api/routes/${ids.routeServed}`)).json().public_transportation_rating).toBe(
      'nearby service',
    );
    expect((await get(`/api/routes/${ids.routeUnserved}`)).json().public_transportation_rating).toBe(
      'no service',
    );
  });

  it('recomputes a waypoint that moved', async () => {
    await ctx.database.db
      .updateTable('documents')
      .set({ geom: point(6, northBy(10)) })
      .where('document_id', '=', ids.access!)
      .execute();
    await ctx.app.deps.transport.waypointChanged(ids.access!);
    expect(
      (await get(`/api/waypoints/${ids.access}/stopareas`))
        .json()
        .stopareas.map((s: { navitia_id: string }) => s.navitia_id),
    ).toEqual(['out']);
    // Unchanged since: nothing to do on the next refresh.
    expect((await ctx.app.deps.transport.refresh()).waypoints).toBe(0);
  });
});

describe('GET /api/navitia/journeys against a fake Navitia', () => {
  let ctx: TestContext;
  let fake: FakeTransport;
  const query = (q: Record<string, string>) =>
    new URLSearchParams({
      from: '5.714;45.191',
      to: '6;45',
      datetime: '20260714T080000',
      datetime_represents: 'departure',
      ...q,
    });
  beforeAll(async () => {
    fake = await startFakeTransport(
      [
        {
          id: 'stop_area:SA1',
          name: 'Le Hameau',
          lon: 6,
          lat: northBy(2),
          lines: [{ code: 'T72', network: 'Cars Région' }],
        },
      ],
      Array.from({ length: 8 }, (_, i) => ({
        name: `Rue des Alpes ${i}`,
        city: 'Grenoble',
        postcode: '38000',
        country: 'France',
        lon: 5.7 + i / 100,
        lat: 45.19,
      })),
    );
    ctx = await buildTestApp(fakeTransportEnv(fake.url));
  });
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  it('forwards the spec parameters and answers the journeys', async () => {
    const res = await get(`/api/navitia/journeys?${query({ max_nb_transfers: '-1' })}`);
    expect(res.statusCode).toBe(200);
    const { journeys } = res.json();
    expect(journeys).toHaveLength(3);
    expect(journeys[0]).toMatchObject({
      departure_date_time: '20260714T082000',
      arrival_date_time: '20260714T095500',
      duration: 5700,
    });
    expect(journeys[0].sections.map((s: { type: string }) => s.type)).toEqual([
      'street_network',
      'public_transport',
      'street_network',
    ]);
    expect(journeys[0].sections[1]).toMatchObject({
      from: { name: 'Gare routière' },
      to: { name: 'Le Hameau' },
      distance: 42000,
      display_informations: {
        code: 'T72',
        color: 'E2001A',
        commercial_mode: 'Car',
        equipments: ['has_bike_accepted'],
      },
    });
    expect(journeys[0].sections[0]).toMatchObject({ mode: 'walking', geojson: { type: 'LineString' } });
    const sent = fake.requests.filter((r) => r.path === '/navitia/journeys').at(-1)!.query;
    expect(Object.fromEntries(sent)).toEqual({
      from: '5.714;45.191',
      to: '6;45',
      datetime: '20260714T080000',
      datetime_represents: 'departure',
      walking_speed: '1.12',
      max_walking_duration_to_pt: '4464',
      min_nb_journeys: '3',
    });
  });

  it('no solution is an empty list; the whole-day window goes through', async () => {
    expect((await get(`/api/navitia/journeys?${query({ datetime: '20260714T203000' })}`)).json()).toEqual({
      journeys: [],
    });
    const day = await get(
      `/api/navitia/journeys?${query({ datetime: '20260714T000100', timeframe_duration: '86400', max_nb_transfers: '2' })}`,
    );
    expect(day.json().journeys.map((j: { departure_date_time: string }) => j.departure_date_time)).toEqual([
      '20260714T064000',
      '20260714T124000',
      '20260714T191000',
    ]);
    const sent = fake.requests.filter((r) => r.path === '/navitia/journeys').at(-1)!.query;
    expect([sent.get('timeframe_duration'), sent.get('max_nb_transfers')]).toEqual(['86400', '2']);
  });

  it('400 in the API shape: coordinates not a pair, transfers beyond 5, missing parameters', async () => {
    const notPair = await get(`/api/navitia/journeys?${query({ from: '5.714' })}`);
    expect(notPair.statusCode).toBe(400);
    expect(notPair.json()).toMatchObject({
      status: 'error',
      errors: [
        {
          location: 'querystring',
          name: 'from',
          description: 'Coordinates must be a pair longitude;latitude',
        },
      ],
    });
    const transfers = await get(`/api/navitia/journeys?${query({ max_nb_transfers: '6' })}`);
    expect(transfers.statusCode).toBe(400);
    expect(transfers.json().errors[0]).toMatchObject({
      name: 'max_nb_transfers',
      description: 'Transfer limit is 0 to 5 (-1: unlimited)',
    });
    const missing = await get('/api/navitia/journeys?from=5.7;45.1');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.map((e: { name: string }) => e.name)).toEqual(
      expect.arrayContaining(['to', 'datetime', 'datetime_represents']),
    );
  });

  it('503 in the API shape when the service fails', async () => {
    fake.failing = true;
    try {
      const res = await get(`/api/navitia/journeys?${query({})}`);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        status: 'error',
        errors: [{ location: 'body', name: 'Service Unavailable', description: JOURNEYS_FAILED_MESSAGE }],
      });
    } finally {
      fake.failing = false;
    }
  });

  it('address search: 3 characters or more, at most 6 propositions with their properties', async () => {
    expect((await get('/api/transport/addresses?q=ru')).statusCode).toBe(400);
    const res = await get('/api/transport/addresses?q=rue%20des&lang=fr&lon=5.7&lat=45.1');
    expect(res.statusCode).toBe(200);
    const { features } = res.json();
    expect(features).toHaveLength(6);
    expect(features[0]).toEqual({
      geometry: { type: 'Point', coordinates: [5.7, 45.19] },
      properties: { name: 'Rue des Alpes 0', city: 'Grenoble', postcode: '38000', country: 'France' },
    });
    const sent = fake.requests.filter((r) => r.path === '/photon/api').at(-1)!.query;
    expect([sent.get('lang'), sent.get('lon'), sent.get('limit')]).toEqual(['fr', '5.7', '6']);
  });

  it('reverse geocoding of the current position', async () => {
    const res = await get('/api/transport/reverse?lon=5.731&lat=45.19');
    expect(res.json().features[0].properties.name).toBe('Rue des Alpes 3');
    expect((await get('/api/transport/reverse?lon=5.7')).statusCode).toBe(400);
  });

  it('stops come from places nearby without a GTFS feed', async () => {
    const db = ctx.database.db;
    const id = await createDocument(db, {
      type: 'waypoint',
      attributes: ACCESS,
      geometry: { geom: point(6, 45) },
    });
    await ctx.app.deps.transport.refresh({ force: true });
    const { stopareas } = (await get(`/api/waypoints/${id}/stopareas`)).json();
    expect(stopareas).toEqual([
      expect.objectContaining({
        navitia_id: 'stop_area:SA1',
        stoparea_name: 'Le Hameau',
        line: 'T72',
        operator: 'Cars Région',
        distance: 2,
      }),
    ]);
    expect(fake.requests.some((r) => r.path === '/navitia/coord/6;45/places_nearby')).toBe(true);
  });
});

describe('transport services not configured', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('503 with a message, and no stops', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/navitia/journeys?from=5.7;45.1&to=6;45&datetime=20260714T080000&datetime_represents=departure',
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().errors[0].description).toBe(JOURNEYS_OFF_MESSAGE);
    const geo = await ctx.app.inject({ method: 'GET', url: '/api/transport/addresses?q=grenoble' });
    expect([geo.statusCode, geo.json().errors[0].description]).toEqual([503, GEOCODER_OFF_MESSAGE]);
    expect(ctx.app.deps.transport.enabled).toBe(false);
    const settings = await ctx.app.inject({ method: 'GET', url: '/api/transport/settings' });
    expect(settings.json()).toEqual({ areas: [14274], stops: false, journeys: false, addresses: false });
  });
});

describe('the demo feed', () => {
  it("with no TRANSPORT_AREAS, the box shows on the routes of the feed's demo ranges", async () => {
    const ctx = await buildDemoApp({ TRANSPORT_GTFS: 'demo' });
    try {
      const { demoFeedAreas } = await import('./demo-feed.ts');
      const areas = await demoFeedAreas(ctx.database.db);
      expect(areas).toHaveLength(3);
      const settings = await ctx.app.inject({ method: 'GET', url: '/api/transport/settings' });
      expect(settings.json().areas).toEqual([14274, ...areas]);
    } finally {
      await ctx.close();
    }
  });

  it('has stops near some French demo access points and none near others', async () => {
    const { demoFeed } = await import('./demo-feed.ts');
    const { gtfsStops } = await import('./gtfs.ts');
    const { ACCESSES } = await import('../demo/places.ts');
    const { stops, skipped } = gtfsStops(demoFeed());
    expect(skipped).toBe(0);
    const servedNear = (key: string) => {
      const a = ACCESSES.find((x) => x.key === key)!;
      return stops.some((s) => walkingKmOf([a.lon, a.lat], [s.lon, s.lat]) <= 5);
    };
    expect(['chamonix', 'le-tour', 'argentiere', 'la-grave', 'pralognan'].every(servedNear)).toBe(true);
    expect(['la-berarde', 'pre-de-madame-carle', 'ailefroide-village'].some(servedNear)).toBe(false);
  });
});
