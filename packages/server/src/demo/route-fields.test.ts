import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { PUBLIC_TRANSPORTATION_RATINGS_ON_READ } from '@cairn/domain';
import { buildDemoApp, type TestContext } from '../test/build-app.ts';
import { withRouteFields } from './route-fields.ts';

type Doc = Record<string, any>;

describe('demo routes carry the server-computed fields of api.md §8.6', () => {
  let ctx: TestContext;
  let routes: {
    id: number;
    calculated_duration: number | null;
    rating: string | null;
    access: number;
    figures: boolean;
  }[];
  const get = async (url: string, headers: Record<string, string> = {}) =>
    (await ctx.app.inject({ url, headers })).json() as Doc;

  beforeAll(async () => {
    ctx = await buildDemoApp();
    routes = (
      await sql<{
        id: number;
        calculated_duration: number | null;
        rating: string | null;
        access: number;
        figures: boolean;
      }>`
        SELECT r.document_id AS id, r.calculated_duration, r.public_transportation_rating AS rating,
          (SELECT count(*)::int FROM associations a JOIN waypoints w ON w.document_id = a.parent_document_id
            WHERE a.child_document_id = r.document_id AND w.waypoint_type = 'access') AS access,
          (r.height_diff_up IS NOT NULL OR r.route_length IS NOT NULL OR r.height_diff_difficulties IS NOT NULL) AS figures
        FROM routes r`.execute(ctx.database.db)
    ).rows.map((r) => ({ ...r, id: Number(r.id) }));
  }, 180_000);
  afterAll(() => ctx.close());

  it('routes with figures have a calculated duration; those with access waypoints a public transportation rating', () => {
    const withDuration = routes.filter((r) => r.calculated_duration !== null);
    // Most demo routes have figures; a duration outside 0.5–18 h stays null (api.md §8.6).
    expect(withDuration.length).toBeGreaterThan(routes.filter((r) => r.figures).length / 2);
    for (const r of withDuration) {
      expect(r.calculated_duration).toBeGreaterThanOrEqual(0.5 / 24);
      expect(r.calculated_duration).toBeLessThanOrEqual(18 / 24);
    }
    const linked = routes.filter((r) => r.access > 0);
    expect(linked.length).toBeGreaterThan(10);
    for (const r of linked) expect(PUBLIC_TRANSPORTATION_RATINGS_ON_READ).toContain(r.rating);
    for (const r of routes.filter((x) => x.access === 0)) expect(r.rating).toBeNull();
  });

  it('the values are those a write through the API computes', async () => {
    const route = routes.find((r) => r.access > 0 && r.calculated_duration !== null)!;
    const before = await get(`/api/routes/${route.id}`);
    expect(before.calculated_duration).toBeCloseTo(route.calculated_duration!, 6);
    expect(before.public_transportation_rating).toBe(route.rating);
    const token = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { username: 'moderator', password: 'cairn-demo' },
      })
    ).json().token;
    const headers = { authorization: `JWT token="${token}"` };
    const document = await get(`/api/routes/${route.id}?e=1`, headers);
    document.locales[0].summary = `${document.locales[0].summary ?? ''} (relu)`;
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/routes/${route.id}`,
      headers,
      payload: { message: 'relecture', document },
    });
    expect(res.statusCode).toBe(200);
    const after = await get(`/api/routes/${route.id}`);
    expect(after.version).toBe(before.version);
    expect(after.calculated_duration).toBeCloseTo(route.calculated_duration!, 6);
    expect(after.public_transportation_rating).toBe(route.rating);
  });

  it('withRouteFields: a traverse takes the worse end; other documents are untouched', () => {
    const point = (x: number) => JSON.stringify({ type: 'Point', coordinates: [x, 5700000] });
    const doc = (document_id: number, type: 'w' | 'r' | 'o', attributes: Record<string, unknown>, x = 0) => ({
      document_id,
      type,
      quality: 'medium' as const,
      locales: [],
      attributes,
      geometry: { geom: point(x) },
      author_id: 1,
      written_at: '2026-01-01T00:00:00Z',
    });
    const good = doc(
      1,
      'w',
      { waypoint_type: 'access', public_transportation_rating: 'good service' },
      700000,
    );
    const poor = doc(
      2,
      'w',
      { waypoint_type: 'access', public_transportation_rating: 'poor service' },
      760000,
    );
    const summit = doc(3, 'w', { waypoint_type: 'summit' }, 730000);
    const route = doc(4, 'r', {
      activities: ['hiking'],
      route_types: ['traverse'],
      route_length: 10000,
      height_diff_up: 1000,
    });
    const outing = doc(5, 'o', { activities: ['hiking'] });
    const links = [1, 2, 3].map((w) => ({ parent_document_id: w, child_document_id: 4 }));
    const [, , , filled, same] = withRouteFields([good, poor, summit, route, outing], links);
    // hiking 10 km, 1000 m → 6.33 h = 0.264 d
    expect(filled!.attributes.calculated_duration).toBeCloseTo(0.264, 3);
    expect(filled!.attributes.public_transportation_rating).toBe('poor service');
    expect(same).toBe(outing);
    // waypoints loaded before (a synthetic batch over the demo guidebook)
    const [alone] = withRouteFields([route], links.slice(0, 1), new Map([[1, good]]));
    expect(alone!.attributes.public_transportation_rating).toBe('good service');
  });
});
