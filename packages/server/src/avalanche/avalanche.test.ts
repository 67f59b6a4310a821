import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointText, toMercator } from '@cairn/domain';
import { loadConfig } from '../config.ts';
import { buildTestApp, type TestContext } from '../test/build-app.ts';
import { createDocument } from '../test/factories.ts';
import { fakeAvalancheEnv, startFakeAvalanche, type FakeAvalanche } from '../test/fake-avalanche.ts';
import { AVALANCHE_OFF_MESSAGE, INVALID_LATITUDE, INVALID_LONGITUDE, POINT_OR_ROUTE } from './routes.ts';

const HOUR = 3_600_000;
const at = (ms: number) => new Date(Date.now() + ms).toISOString();
const line = (...lonLats: [number, number][]) =>
  JSON.stringify({ type: 'LineString', coordinates: lonLats.map(([lon, lat]) => toMercator(lon, lat)) });
const point = (lon: number, lat: number) => pointText(...toMercator(lon, lat));

describe('GET /api/avalanche/bulletins against fakes of both bulletin services', () => {
  let ctx: TestContext;
  let fake: FakeAvalanche;
  const routes: Record<string, number> = {};
  const validUntil = at(12 * HOUR);
  beforeAll(async () => {
    fake = await startFakeAvalanche([
      {
        service: 'bra',
        id: '74-01',
        name: 'Mont-Blanc',
        country: 'FR',
        box: [6.7, 45.8, 7.1, 46.1],
        danger: 3,
        validUntil,
      },
      {
        service: 'bra',
        id: '73-02',
        name: 'Vanoise',
        country: 'FR',
        box: [6.0, 45.0, 6.5, 45.5],
        danger: 4,
        validUntil: at(-HOUR),
      },
      { service: 'bra', id: '38-01', name: 'Chartreuse', country: 'FR', box: [5.6, 45.2, 5.9, 45.5] },
      {
        service: 'eaws',
        id: 'AT-07-01',
        name: 'Stubai Alps',
        country: 'AT',
        box: [10.5, 47.0, 11.0, 47.5],
        danger: 2,
        validFrom: at(-6 * HOUR),
        validUntil,
      },
      {
        service: 'eaws',
        id: 'CH-4211',
        name: 'Saas Valley',
        country: 'CH',
        box: [7.5, 46.0, 8.0, 46.5],
        danger: 5,
        validFrom: at(6 * HOUR),
        validUntil: at(30 * HOUR),
      },
    ]);
    ctx = await buildTestApp(fakeAvalancheEnv(fake.url));
    await ctx.app.deps.avalanche.refresh({ force: true });
    const db = ctx.database.db;
    const route = (geometry: { geom?: string; geom_detail?: string }) =>
      createDocument(db, { type: 'route', attributes: { activities: ['skitouring'] }, geometry });
    routes.montBlanc = await route({
      geom: point(6.9, 45.9),
      geom_detail: line([6.85, 45.85], [6.95, 45.95]),
    });
    routes.stubaiPoint = await route({ geom: point(10.7, 47.2) });
    routes.across = await route({ geom: point(6.9, 45.9), geom_detail: line([6.9, 45.9], [10.7, 47.2]) });
    routes.expired = await route({ geom: point(6.2, 45.2) });
    routes.noBulletin = await route({ geom: point(5.7, 45.3) });
    routes.pyrenees = await route({ geom: point(0.0, 42.7) });
    // 0.004° beyond the zone's edge: within the 0.01 tolerance but a line simplification keeps
    // its ends, so the track does not reach the zone.
    routes.justOutside = await route({ geom_detail: line([7.104, 45.9], [7.2, 45.9]) });
    routes.noGeometry = await createDocument(db, { type: 'route', geometry: null });
  });
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });

  const get = async (query: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/avalanche/bulletins?${query}` });
  const bulletinsOf = async (route: number) => {
    const res = await get(`route=${route}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().enabled).toBe(true);
    return res.json().bulletins as { zone: string }[];
  };

  it("answers the guidebook service's bulletin of the zone a route's track meets", async () => {
    expect(await bulletinsOf(routes.montBlanc!)).toEqual([
      {
        zone: '74-01',
        country: 'FR',
        name: 'Mont-Blanc',
        fullname: 'Bulletin Mont-Blanc',
        urls: ['https://bulletins.example.org/74-01.pdf'],
        danger: { max: 3 },
        validUntil,
      },
    ]);
  });

  it('answers the EAWS bulletin of a micro-region with the highest danger of its ratings', async () => {
    expect(await bulletinsOf(routes.stubaiPoint!)).toEqual([
      {
        zone: 'AT-07-01',
        country: 'AT',
        name: 'Stubai Alps',
        fullname: 'Stubai Alps (Fake warning service)',
        urls: ['https://avalanche.example.org'],
        danger: { max: 2 },
        validUntil,
      },
    ]);
  });

  it('answers every zone a long track crosses, from both services, leaving out a bulletin not yet valid', async () => {
    expect((await bulletinsOf(routes.across!)).map((b) => b.zone)).toEqual(['74-01', 'AT-07-01']);
  });

  it('answers none for an expired bulletin, a zone without bulletin, a route outside every zone', async () => {
    expect(await bulletinsOf(routes.expired!)).toEqual([]);
    expect(await bulletinsOf(routes.noBulletin!)).toEqual([]);
    expect(await bulletinsOf(routes.pyrenees!)).toEqual([]);
    expect(await bulletinsOf(routes.justOutside!)).toEqual([]);
    expect(await bulletinsOf(routes.noGeometry!)).toEqual([]);
  });

  it('answers 404 for a document that is not a route and 400 for a bad id, in the error shape', async () => {
    const waypoint = await createDocument(ctx.database.db, { type: 'waypoint' });
    const missing = await get(`route=${waypoint}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      status: 'error',
      errors: [{ description: `route ${waypoint} does not exist` }],
    });
    expect((await get('route=abc')).statusCode).toBe(400);
    expect((await get('')).statusCode).toBe(400);
  });

  it('answers the bulletins of the zones a point lies in (the risk tool)', async () => {
    const at = async (lon: string, lat: string) => {
      const res = await get(`lon=${lon}&lat=${lat}`);
      expect(res.statusCode).toBe(200);
      return (res.json().bulletins as { zone: string; danger: { max: number } }[]).map((b) => [
        b.zone,
        b.danger.max,
      ]);
    };
    expect(await at('6.9', '45.9')).toEqual([['74-01', 3]]);
    expect(await at('10.7', '47.2')).toEqual([['AT-07-01', 2]]);
    // Outside every zone; in a zone whose bulletin expired.
    expect(await at('0', '42.7')).toEqual([]);
    expect(await at('6.2', '45.2')).toEqual([]);
  });

  it('refuses a point half given, out of bounds or not a number, and a point with a route, in the error shape', async () => {
    const problem = async (query: string) => {
      const res = await get(query);
      expect(res.statusCode).toBe(400);
      return res.json().errors as { location: string; name: string; description: string }[];
    };
    expect(await problem('lon=6.9')).toEqual([
      { location: 'querystring', name: 'lat', description: POINT_OR_ROUTE },
    ]);
    expect(await problem('lat=45.9')).toEqual([
      { location: 'querystring', name: 'lon', description: POINT_OR_ROUTE },
    ]);
    expect(await problem('')).toEqual([
      { location: 'querystring', name: 'route', description: POINT_OR_ROUTE },
    ]);
    expect(await problem(`route=${routes.montBlanc}&lon=6.9&lat=45.9`)).toEqual([
      { location: 'querystring', name: 'route', description: POINT_OR_ROUTE },
    ]);
    expect(await problem('lon=181&lat=45')).toEqual([
      { location: 'querystring', name: 'lon', description: INVALID_LONGITUDE },
    ]);
    expect(await problem('lon=6.9&lat=-90.5')).toEqual([
      { location: 'querystring', name: 'lat', description: INVALID_LATITUDE },
    ]);
    for (const bad of ['abc', '1e2', 'NaN', '', '6,9'])
      expect(await problem(`lon=${bad}&lat=45`)).toEqual([
        { location: 'querystring', name: 'lon', description: INVALID_LONGITUDE },
      ]);
    expect((await get('lon=6.9&lon=7&lat=45.9')).statusCode).toBe(400);
  });

  it('keeps the last good data when a service fails, and records the failure', async () => {
    fake.failing = true;
    try {
      await ctx.app.deps.avalanche.refresh({ force: true });
    } finally {
      fake.failing = false;
    }
    expect((await bulletinsOf(routes.montBlanc!)).map((b) => b.zone)).toEqual(['74-01']);
    expect((await bulletinsOf(routes.stubaiPoint!)).map((b) => b.zone)).toEqual(['AT-07-01']);
    const sources = await ctx.database.db
      .selectFrom('avalanche_sources')
      .select(['source', 'last_error'])
      .orderBy('source')
      .execute();
    expect(sources.map((s) => s.source)).toEqual(['bra', 'eaws']);
    for (const s of sources) expect(s.last_error).toContain('HTTP 503');
  });

  it('does not fetch again a source refreshed a moment ago (by this node or another)', async () => {
    const before = { ...fake.hits };
    await ctx.app.deps.avalanche.refresh();
    expect(fake.hits).toEqual(before);
  });

  it('takes a new bulletin at the next refresh', async () => {
    fake.zones.find((z) => z.id === '73-02')!.validUntil = validUntil;
    await ctx.app.deps.avalanche.refresh({ force: true });
    expect(await bulletinsOf(routes.expired!)).toMatchObject([{ zone: '73-02', danger: { max: 4 } }]);
  });
});

describe('GET /api/avalanche/bulletins with no bulletin service configured', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('says the feature is off', async () => {
    const route = await createDocument(ctx.database.db, { type: 'route' });
    const res = await ctx.app.inject({ method: 'GET', url: `/api/avalanche/bulletins?route=${route}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ enabled: false, message: AVALANCHE_OFF_MESSAGE, bulletins: [] });
    const atPoint = await ctx.app.inject({ method: 'GET', url: '/api/avalanche/bulletins?lon=6.9&lat=45.9' });
    expect(atPoint.json()).toEqual({ enabled: false, message: AVALANCHE_OFF_MESSAGE, bulletins: [] });
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/avalanche/bulletins?lon=6.9' })).statusCode,
    ).toBe(400);
  });

  it('refuses half an EAWS configuration at boot', () => {
    expect(() => loadConfig({ AVALANCHE_EAWS_BULLETINS_URL: 'https://example.org/b.json' })).toThrow(
      /AVALANCHE_EAWS_REGIONS_URL: AVALANCHE_EAWS_BULLETINS_URL and AVALANCHE_EAWS_REGIONS_URL go together/,
    );
  });
});
