import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { buildDemoApp, type TestContext } from '../../test/build-app.ts';

type Doc = Record<string, any>;

describe('document lists and documents on the demo guidebook (api.md §5, §6)', () => {
  let ctx: TestContext;
  const get = async (url: string, headers: Record<string, string> = {}) => {
    const res = await ctx.app.inject({ method: 'GET', url, headers });
    return { status: res.statusCode, body: res.json() as Doc };
  };
  const loginAs = async (username: string) =>
    (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { username, password: 'cairn-demo' },
      })
    ).json().token as string;

  beforeAll(async () => {
    ctx = await buildDemoApp();
  }, 120_000);
  afterAll(() => ctx.close());

  it('lists routes newest first with the total, 30 by default', async () => {
    const { status, body } = await get('/api/routes');
    expect(status).toBe(200);
    expect(body.documents).toHaveLength(30);
    expect(body.total).toBeGreaterThanOrEqual(200);
    const ids = body.documents.map((d: Doc) => d.document_id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(body.documents[0]).toMatchObject({ type: 'r', protected: false });
    expect(body.documents[0].geometry).toHaveProperty('has_geom_detail');
  });

  it('caps limit at 100 and refuses offset + limit over 10000 and non-numbers', async () => {
    expect((await get('/api/outings?limit=500')).body.documents).toHaveLength(100);
    const far = await get('/api/outings?offset=9950&limit=100');
    expect(far.status).toBe(400);
    expect(far.body.errors[0].description).toBe('offset + limit greater than 10000');
    expect((await get('/api/outings?offset=abc')).body.errors[0]).toMatchObject({
      location: 'querystring',
      name: 'offset',
    });
  });

  it('sorts outings by date_end, newest first', async () => {
    const dates = (await get('/api/outings?limit=50')).body.documents.map((d: Doc) => d.date_end);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('keeps only the best locale of each item with pl', async () => {
    const { body } = await get('/api/waypoints?pl=en&limit=50');
    for (const d of body.documents) {
      expect(d.locales).toHaveLength(1);
      if (d.available_langs.includes('en')) expect(d.locales[0].lang).toBe('en');
    }
    expect((await get('/api/waypoints?pl=xx')).body.errors[0]).toMatchObject({
      name: 'lang',
      description: 'invalid lang',
    });
  });

  it('filters by activity, rating range and bbox together', async () => {
    const { body } = await get('/api/routes?act=skitouring&trat=2.1,3.3&limit=100');
    expect(body.total).toBeGreaterThan(0);
    const ranks = ['2.1', '2.2', '2.3', '3.1', '3.2', '3.3'];
    for (const d of body.documents) {
      expect(d.activities).toContain('skitouring');
      expect(ranks).toContain(d.ski_rating);
    }
    // A box around Chamonix (EPSG:3857).
    const bbox = '740000,5730000,780000,5770000';
    const boxed = await get(`/api/routes?bbox=${bbox}&limit=100`);
    expect(boxed.body.total).toBeGreaterThan(0);
    expect(boxed.body.total).toBeLessThan(body.total + 400);
    for (const d of boxed.body.documents) {
      const [x, y] = JSON.parse(d.geometry.geom).coordinates;
      expect(x).toBeGreaterThanOrEqual(740000);
      expect(x).toBeLessThanOrEqual(780000);
      expect(y).toBeGreaterThanOrEqual(5730000);
      expect(y).toBeLessThanOrEqual(5770000);
    }
    // A wide extent (filtered without the GiST index) finds the same documents inside it.
    const wide = await get('/api/routes?bbox=550000,5400000,1200000,6000000&limit=100');
    expect(wide.body.total).toBeGreaterThanOrEqual(boxed.body.total);
    for (const d of wide.body.documents) {
      const [x, y] = JSON.parse(d.geometry.geom).coordinates;
      expect(x >= 550000 && x <= 1200000 && y >= 5400000 && y <= 6000000).toBe(true);
    }
    // The corners may come in any order; the wide form keeps exactly the documents whose box lies inside.
    const swapped = await get('/api/routes?bbox=1200000,6000000,550000,5400000&limit=100');
    expect(swapped.body.total).toBe(wide.body.total);
    const inside = await sql<{ n: number }>`SELECT count(*)::int AS n FROM documents
      WHERE type = 'r' AND redirects_to IS NULL AND box <@ box(point(550000, 5400000), point(1200000, 6000000))`.execute(
      ctx.database.db,
    );
    expect(wide.body.total).toBe(inside.rows[0]!.n);
    // api.md §6.2 quirk: a bbox with a zero is ignored.
    expect((await get('/api/routes?bbox=0,5730000,780000,5770000')).body.total).toBe(
      (await get('/api/routes')).body.total,
    );
  });

  it('filters numeric ranges with an open side', async () => {
    const { body } = await get('/api/waypoints?walt=4000,&limit=100');
    expect(body.total).toBeGreaterThan(0);
    for (const d of body.documents) expect(d.elevation).toBeGreaterThanOrEqual(4000);
  });

  it('filters by area, and routes by waypoint', async () => {
    const area = (await get('/api/areas?limit=100')).body.documents.find(
      (a: Doc) => a.area_type === 'country',
    );
    const inArea = await get(`/api/waypoints?a=${area.document_id}&limit=100`);
    expect(inArea.body.total).toBeGreaterThan(0);
    for (const d of inArea.body.documents)
      expect(d.areas.map((a: Doc) => a.document_id)).toContain(area.document_id);
    const link = await sql<{
      w: number;
      r: number;
    }>`SELECT parent_document_id AS w, child_document_id AS r FROM associations
      WHERE parent_type = 'w' AND child_type = 'r' LIMIT 1`.execute(ctx.database.db);
    const { w, r } = link.rows[0]!;
    const routes = await get(`/api/routes?w=${w}&limit=100`);
    expect(routes.body.documents.map((d: Doc) => d.document_id)).toContain(Number(r));
  });

  it('finds titles without accents and with a typo (q)', async () => {
    const exact = await get('/api/waypoints?q=ecrins&limit=50');
    expect(exact.body.total).toBeGreaterThan(0);
    expect(exact.body.documents.some((d: Doc) => d.locales.some((l: Doc) => /Écrins/.test(l.title)))).toBe(
      true,
    );
    const typo = await get('/api/waypoints?q=chamonx');
    expect(typo.body.documents.some((d: Doc) => d.locales.some((l: Doc) => /Chamonix/.test(l.title)))).toBe(
      true,
    );
  });

  it('sorts by rating rank, and refuses unsortable fields cleanly (spec 1 §2.5)', async () => {
    const asc = (await get('/api/routes?act=hiking&sort=hiking_rating&limit=100')).body.documents
      .map((d: Doc) => d.hiking_rating)
      .filter(Boolean);
    expect(asc).toEqual([...asc].sort());
    const refused = await get('/api/waypoints?sort=slackline_length_min');
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0]).toMatchObject({ location: 'querystring', name: 'sort' });
  });

  it('answers one document with every locale, areas, maps and associations', async () => {
    const id = (await get('/api/routes?act=skitouring&limit=1')).body.documents[0].document_id;
    const { status, body } = await get(`/api/routes/${id}`);
    expect(status).toBe(200);
    expect(body.locales.length).toBeGreaterThanOrEqual(1);
    expect(Object.keys(body.associations).sort()).toEqual(
      ['articles', 'books', 'images', 'recent_outings', 'routes', 'waypoints', 'xreports'].sort(),
    );
    expect(body.associations.waypoints.length).toBeGreaterThan(0);
    expect(body.associations.recent_outings).toHaveProperty('total');
    expect(body).toHaveProperty('ski_rating');
    expect(body).not.toHaveProperty('hiking_rating');
    expect(body.geometry).toHaveProperty('geom_detail');
  });

  it("shows a climbing site's access period in its listings, and a route's images by their time", async () => {
    const db = ctx.database.db;
    const site = (
      await sql<{
        id: number;
      }>`SELECT document_id AS id FROM waypoints WHERE waypoint_type = 'climbing_outdoor' LIMIT 1`.execute(db)
    ).rows[0]!.id;
    await sql`UPDATE document_locales SET texts = texts || '{"access_period": "Mai à octobre"}'::jsonb
      WHERE document_id = ${site}`.execute(db);
    const found = (await get(`/api/search?q=${site}&t=w`)).body.waypoints.documents[0];
    expect(found.document_id).toBe(site);
    expect(found.locales[0].access_period).toBe('Mai à octobre');

    // Two images linked to a route, the newer document taken earlier.
    const route = (await get('/api/routes?limit=1')).body.documents[0].document_id as number;
    const [older, newer] = (
      await sql<{ id: number }>`SELECT document_id AS id FROM images ORDER BY document_id LIMIT 2`.execute(db)
    ).rows.map((r) => Number(r.id));
    await sql`UPDATE images SET date_time = CASE document_id WHEN ${older} THEN '2020-06-02T10:00:00Z'::timestamptz
      ELSE '2020-06-01T10:00:00Z'::timestamptz END WHERE document_id IN (${older}, ${newer})`.execute(db);
    await sql`INSERT INTO associations (parent_document_id, parent_type, child_document_id, child_type)
      VALUES (${route}, 'r', ${older}, 'i'), (${route}, 'r', ${newer}, 'i') ON CONFLICT DO NOTHING`.execute(
      db,
    );
    const images = (await get(`/api/routes/${route}`)).body.associations.images.map(
      (i: Doc) => i.document_id,
    );
    expect(images.indexOf(newer)).toBeGreaterThanOrEqual(0);
    expect(images.indexOf(newer)).toBeLessThan(images.indexOf(older));
  });

  it('cooks the best locale with cook, and refuses cook with l', async () => {
    const id = (await get('/api/waypoints?wtyp=hut&limit=1')).body.documents[0].document_id;
    const { body } = await get(`/api/waypoints/${id}?cook=en`);
    expect(body.locales).toHaveLength(1);
    expect(body.cooked.lang).toBe(body.locales[0].lang);
    if (body.locales[0].description) expect(body.cooked.description).toMatch(/^<(p|ul|h\d|ol)/);
    const both = await get(`/api/waypoints/${id}?cook=en&l=fr`);
    expect(both.status).toBe(400);
    expect(both.body.errors[0].description).toBe("You can't use cook service with explicit lang query");
    expect((await get(`/api/waypoints/${id}?l=zh`)).body.locales).toEqual([]);
  });

  it('answers 400 for a bad id and 404 for an unknown or other-type id', async () => {
    expect((await get('/api/routes/abc')).body.errors[0]).toEqual({
      location: 'querystring',
      name: 'id',
      description: 'invalid id',
    });
    expect((await get('/api/routes/99999999')).status).toBe(404);
    const waypointId = (await get('/api/waypoints?limit=1')).body.documents[0].document_id;
    expect((await get(`/api/routes/${waypointId}`)).status).toBe(404);
  });

  it('hides private profiles from anonymous visitors', async () => {
    const privateUser = await ctx.database.db
      .selectFrom('users')
      .select(['id', 'name'])
      .where('is_profile_public', '=', false)
      .executeTakeFirstOrThrow();
    const anonymous = await get(`/api/profiles/${privateUser.id}`);
    expect(anonymous.body).toEqual({
      not_authorized: true,
      document_id: Number(privateUser.id),
      name: privateUser.name,
    });
    const token = await loginAs('contributor');
    const signedIn = await get(`/api/profiles/${privateUser.id}`, { authorization: `JWT token="${token}"` });
    expect(signedIn.body.name).toBe(privateUser.name);
    expect(signedIn.body.locales[0]).not.toHaveProperty('title');
  });

  it('hides the personal fields of accident reports from other readers (api.md §7.9)', async () => {
    const id = (await get('/api/xreports?limit=1')).body.documents[0].document_id;
    const anonymous = await get(`/api/xreports/${id}`);
    expect(anonymous.body).not.toHaveProperty('age');
    expect(anonymous.body).toHaveProperty('event_activity');
    const token = await loginAs('moderator');
    const moderator = await get(`/api/xreports/${id}`, { authorization: `JWT token="${token}"` });
    expect(moderator.body).toHaveProperty('age');
  });

  it('needs authentication for the profile list', async () => {
    expect((await get('/api/profiles')).status).toBe(403);
    const token = await loginAs('contributor');
    expect((await get('/api/profiles', { authorization: `JWT ${token}` })).body.total).toBeGreaterThanOrEqual(
      12,
    );
  });
});

describe('outings CSV (spec 2 §9)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildDemoApp();
  }, 120_000);
  afterAll(() => ctx.close());

  it('downloads the filtered outings as outings.csv, one row per outing', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/outings.csv?act=skitouring&pl=en' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="outings.csv"');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'document_id,date_start,date_end,title,activities,region,elevation_max,height_diff_up,ratings,condition_rating,author,url',
    );
    const total = (await ctx.app.inject({ method: 'GET', url: '/api/outings?act=skitouring' })).json().total;
    expect(lines).toHaveLength(Math.min(total, 1000) + 1);
    expect(lines[1]).toMatch(/skitouring/);
  });
});

describe('quick search and feeds on the demo guidebook (api.md §12, §13)', () => {
  let ctx: TestContext;
  const get = async (url: string, headers: Record<string, string> = {}) => {
    const res = await ctx.app.inject({ method: 'GET', url, headers });
    return { status: res.statusCode, body: res.json() as Doc };
  };
  beforeAll(async () => {
    ctx = await buildDemoApp();
  }, 120_000);
  afterAll(() => ctx.close());

  it('searches every type, title matches first, without users for anonymous callers', async () => {
    const { body } = await get('/api/search?q=mont%20blanc&limit=5');
    expect(Object.keys(body)).toEqual([
      'waypoints',
      'xreports',
      'routes',
      'outings',
      'areas',
      'articles',
      'books',
      'maps',
      'images',
    ]);
    expect(body.waypoints.total).toBeGreaterThan(0);
    const first = body.waypoints.documents[0].locales.map((l: Doc) => l.title.toLowerCase()).join(' ');
    expect(first).toContain('mont blanc');
  });

  it('restricts search to the t letters and tolerates typos and accents', async () => {
    const { body } = await get('/api/search?q=vignemal&t=w,r&limit=5');
    expect(Object.keys(body)).toEqual(['waypoints', 'routes']);
    expect(body.waypoints.documents.length).toBeGreaterThan(0);
    const accents = await get('/api/search?q=ECRINS&t=w');
    expect(accents.body.waypoints.total).toBeGreaterThan(0);
  });

  it('finds a document by its id, and profiles only for signed-in callers', async () => {
    const route = (await get('/api/routes?limit=1')).body.documents[0];
    const byId = await get(`/api/search?q=${route.document_id}&t=r,w`);
    expect(byId.body.routes.documents.map((d: Doc) => d.document_id)).toEqual([route.document_id]);
    expect(byId.body.waypoints.total).toBe(0);
    const token = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { username: 'contributor', password: 'cairn-demo' },
      })
    ).json().token;
    const signedIn = await get('/api/search?q=camille&t=u', { authorization: `JWT ${token}` });
    expect(signedIn.body.users.documents[0]).toMatchObject({ type: 'u', name: 'Camille Contributor' });
  });

  it('pages the feed with its token, strictly older entries each time', async () => {
    const first = await get('/api/feed?limit=10&pl=fr');
    expect(first.body.feed).toHaveLength(10);
    const item = first.body.feed[0];
    expect(item).toHaveProperty('change_type', 'created');
    expect(item.user.type).toBe('u');
    expect(item.document).toHaveProperty('document_id');
    const second = await get(`/api/feed?limit=10&token=${encodeURIComponent(first.body.pagination_token)}`);
    const lastOfFirst = Date.parse(first.body.feed[9].time);
    for (const i of second.body.feed) expect(Date.parse(i.time)).toBeLessThanOrEqual(lastOfFirst);
    const ids = new Set(first.body.feed.map((i: Doc) => i.id));
    expect(second.body.feed.some((i: Doc) => ids.has(i.id))).toBe(false);
  });

  it('answers the profile feed, with its errors', async () => {
    expect((await get('/api/profile-feed')).body.errors[0]).toMatchObject({
      name: 'u',
      description: 'Required',
    });
    expect((await get('/api/profile-feed?u=99999999')).status).toBe(404);
    const privateUser = await ctx.database.db
      .selectFrom('users')
      .select('id')
      .where('is_profile_public', '=', false)
      .executeTakeFirstOrThrow();
    const denied = await get(`/api/profile-feed?u=${privateUser.id}`);
    expect(denied.status).toBe(403);
    expect(denied.body.errors[0].description).toBe('no permission to see the feed');
    const contributor = await ctx.database.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'contributor')
      .executeTakeFirstOrThrow();
    const feed = await get(`/api/profile-feed?u=${contributor.id}`);
    expect(feed.status).toBe(200);
    for (const i of feed.body.feed)
      expect([i.user.document_id, ...i.participants.map((p: Doc) => p.document_id)]).toContain(
        Number(contributor.id),
      );
  });

  it('lists recent changes without outings and profiles, paged by version id (api.md §12.2)', async () => {
    const first = await get('/api/documents/changes?limit=20');
    expect(first.body.feed).toHaveLength(20);
    for (const item of first.body.feed) expect(['o', 'u']).not.toContain(item.document.type);
    const ids = first.body.feed.map((i: Doc) => i.version_id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const next = await get(`/api/documents/changes?limit=20&token=${first.body.pagination_token}`);
    expect(next.body.feed[0].version_id).toBeLessThan(ids.at(-1));
    const user = first.body.feed[0].user.user_id;
    const mine = await get(`/api/documents/changes?u=${user}`);
    for (const item of mine.body.feed) expect(item.user.user_id).toBe(user);
  });

  it('answers the associations history of a document, newest first (api.md §10.2)', async () => {
    const route = (await get('/api/routes?limit=1')).body.documents[0].document_id;
    const { body } = await get(`/api/associations-history?d=${route}&limit=50`);
    expect(body.count).toBeGreaterThan(0);
    for (const a of body.associations) {
      expect([a.parent_document.document_id, a.child_document.document_id]).toContain(route);
      expect(a.user).toHaveProperty('name');
    }
    const times = body.associations.map((a: Doc) => Date.parse(a.written_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});
