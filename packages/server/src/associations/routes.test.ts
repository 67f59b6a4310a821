import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/build-app.ts';
import { authHeaders, createCast, createDocument, createUser, point } from '../test/factories.ts';
import { REMOVAL_REFUSALS } from './service.ts';

describe('POST / DELETE /associations (api.md §10.2; spec 3 §4, §5)', () => {
  let ctx: TestContext;
  let alice: Record<string, string>;
  let bob: Record<string, string>;
  let modo: Record<string, string>;
  let aliceId: number;
  let bobId: number;
  const db = () => ctx.database.db;
  const call = (
    method: 'POST' | 'DELETE',
    body: object | undefined,
    headers: Record<string, string> = alice,
  ) => ctx.app.inject({ method, url: '/api/associations', headers, ...(body ? { payload: body } : {}) });
  const link = (parent: number, child: number, headers = alice) =>
    call('POST', { parent_document_id: parent, child_document_id: child }, headers);
  const unlink = (parent: number, child: number, headers = alice) =>
    call('DELETE', { parent_document_id: parent, child_document_id: child }, headers);
  const errorOf = (res: { json(): { errors: Record<string, unknown>[] } }) => res.json().errors[0]!;
  const linked = async (parent: number, child: number) =>
    !!(await db()
      .selectFrom('associations')
      .select('parent_document_id')
      .where('parent_document_id', '=', parent)
      .where('child_document_id', '=', child)
      .executeTakeFirst());
  const cacheVersion = async (id: number) =>
    (
      await db()
        .selectFrom('documents')
        .select('cache_version')
        .where('document_id', '=', id)
        .executeTakeFirstOrThrow()
    ).cache_version;
  const versions = (id: number) =>
    db()
      .selectFrom('document_versions')
      .selectAll()
      .where('document_id', '=', id)
      .orderBy('version_id')
      .execute();
  const waypoint = (extra: Record<string, unknown> = {}, title = 'Summit') =>
    createDocument(db(), {
      type: 'waypoint',
      title,
      attributes: { waypoint_type: 'summit', elevation: 2000, ...extra },
    });
  const route = (wp: number, extra: Partial<Parameters<typeof createDocument>[1]> = {}) =>
    createDocument(db(), {
      type: 'route',
      title: 'Normal route',
      attributes: { activities: ['hiking'], main_waypoint_id: wp },
      associations: [{ document_id: wp, type: 'waypoint' }],
      ...extra,
    });
  const outing = (
    routeId: number,
    userId = aliceId,
    extra: Partial<Parameters<typeof createDocument>[1]> = {},
  ) =>
    createDocument(db(), {
      type: 'outing',
      title: 'Day out',
      creator_id: userId,
      associations: [
        { document_id: routeId, type: 'route' },
        { document_id: userId, type: 'profile' },
      ],
      ...extra,
    });

  beforeAll(async () => {
    ctx = await buildTestApp();
    ({ aliceId, bobId, alice, bob, modo } = await createCast(db()));
  });
  afterAll(() => ctx.close());

  describe('POST', () => {
    it('links two documents → {}, with a log row and both cache versions bumped', async () => {
      const wp = await waypoint();
      const book = await createDocument(db(), { type: 'book', title: 'Topo' });
      const [before1, before2] = [await cacheVersion(wp), await cacheVersion(book)];
      const res = await link(book, wp);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({});
      expect(await linked(book, wp)).toBe(true);
      expect(await cacheVersion(wp)).toBeGreaterThan(before1);
      expect(await cacheVersion(book)).toBeGreaterThan(before2);
      const log = await db()
        .selectFrom('association_log')
        .selectAll()
        .where('parent_document_id', '=', book)
        .execute();
      expect(log).toHaveLength(1);
      expect(log[0]!.is_creation).toBe(true);
      expect(Number(log[0]!.user_id)).toBe(aliceId);
      expect(Number(log[0]!.child_document_id)).toBe(wp);
      // no content changed: no new version of the book
      expect(await versions(book)).toHaveLength(1);
    });

    it('403 without a token; 400 Required for a missing id', async () => {
      expect((await link(1, 2, {})).statusCode).toBe(403);
      const res = await call('POST', { parent_document_id: 1 });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toMatchObject({ name: 'child_document_id', description: 'Required' });
    });

    it('400 parent / child document does not exist or is redirected', async () => {
      const wp = await waypoint();
      const both = await link(987654, 987655);
      expect(both.statusCode).toBe(400);
      expect(both.json().errors).toEqual([
        {
          location: 'body',
          name: 'parent_document_id',
          description: 'parent document does not exist or is redirected',
        },
        {
          location: 'body',
          name: 'child_document_id',
          description: 'child document does not exist or is redirected',
        },
      ]);
      const merged = await waypoint();
      await db()
        .updateTable('documents')
        .set({ redirects_to: wp })
        .where('document_id', '=', merged)
        .execute();
      const res = await link(wp, merged);
      expect(res.json().errors).toEqual([
        {
          location: 'body',
          name: 'child_document_id',
          description: 'child document does not exist or is redirected',
        },
      ]);
    });

    it('400 invalid association type: pair not in the list, direction matters', async () => {
      const wp = await waypoint();
      const r = await route(wp);
      const o = await outing(r);
      const res = await link(o, r);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toEqual({
        location: 'body',
        name: 'association',
        description: 'invalid association type',
      });
      expect(errorOf(await link(wp, wp, modo)).description).toBe('invalid association type');
      const area = await createDocument(db(), { type: 'area', title: 'Range' });
      expect(errorOf(await link(area, wp)).description).toBe('invalid association type');
    });

    it('400 association (or its back-link) exists already', async () => {
      const wp = await waypoint();
      const r = await route(wp);
      const res = await link(wp, r);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toEqual({
        location: 'body',
        name: 'Bad Request',
        description: 'association (or its back-link) exists already',
      });
      const r2 = await route(wp);
      expect((await link(r, r2)).statusCode).toBe(200);
      expect(errorOf(await link(r2, r)).description).toBe('association (or its back-link) exists already');
    });

    it('an indoor-climbing waypoint cannot be linked to a route', async () => {
      const wp = await waypoint();
      const r = await route(wp);
      const gym = await waypoint({ waypoint_type: 'climbing_indoor', elevation: null });
      const res = await link(gym, r, modo);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).name).toBe('associations.climbing_indoor_waypoint');
      expect(await linked(gym, r)).toBe(false);
    });

    it('non-moderators cannot link waypoint to waypoint; moderators can', async () => {
      const a = await waypoint();
      const b = await waypoint();
      const res = await link(a, b);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).description).toMatch(/^no rights to modify associations with waypoint /);
      expect((await link(a, b, modo)).statusCode).toBe(200);
    });

    it('outings: only participants (or moderators) link them — no rights to modify associations with outing N', async () => {
      const wp = await waypoint();
      const r = await route(wp);
      const r2 = await route(wp);
      const o = await outing(r);
      const res = await link(r2, o, bob);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toEqual({
        location: 'body',
        name: 'associations.outings',
        description: `no rights to modify associations with outing ${o}`,
      });
      // bob adds himself to alice's outing: refused as well
      const self = await link(bobId, o, bob);
      expect(errorOf(self)).toMatchObject({
        name: 'associations.outings',
        description: `no rights to modify associations with outing ${o}`,
      });
      expect((await link(r2, o, alice)).statusCode).toBe(200);
      expect((await link(bobId, o, alice)).statusCode).toBe(200);
    });

    it('personal articles and xreports: non-moderators cannot associate them with their documents', async () => {
      const wp = await waypoint();
      const mine = await createDocument(db(), {
        type: 'article',
        title: 'Mine',
        creator_id: aliceId,
        attributes: { article_type: 'personal' },
      });
      const res = await link(wp, mine, bob);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).description).toBe(`no rights to modify associations with article ${mine}`);
      const report = await createDocument(db(), { type: 'xreport', title: 'Slip', creator_id: aliceId });
      const x = await link(wp, report, bob);
      expect(errorOf(x).description).toBe(`no rights to modify associations with xreport ${report}`);
      // the xreport's author may link it from the xreport's side
      expect((await link(wp, report, alice)).statusCode).toBe(200);
      expect((await link(wp, mine, modo)).statusCode).toBe(200);
    });

    it('route → outing: the outing takes the route point, empty figures and title, in a new version by the caller', async () => {
      const wp = await waypoint();
      const r = await createDocument(db(), {
        type: 'route',
        locales: [{ lang: 'fr', title: 'Arête' }],
        attributes: {
          activities: ['hiking'],
          main_waypoint_id: wp,
          elevation_max: 3100,
          height_diff_up: 1200,
          hiking_rating: 'T3',
        },
        geometry: { geom: point(710000, 5710000) },
        associations: [{ document_id: wp, type: 'waypoint' }],
      });
      await db()
        .updateTable('document_locales')
        .set({ title_prefix: 'Summit' })
        .where('document_id', '=', r)
        .execute();
      const first = await route(wp);
      const o = await outing(first, aliceId, {
        locales: [{ lang: 'fr', title: '' }],
        attributes: { height_diff_up: 900 },
      });
      const res = await link(r, o);
      expect(res.statusCode).toBe(200);
      const doc = (await ctx.app.inject({ url: `/api/outings/${o}` })).json();
      expect(doc.elevation_max).toBe(3100);
      expect(doc.height_diff_up).toBe(900); // not empty: kept
      expect(doc.hiking_rating).toBe('T3');
      expect(JSON.parse(doc.geometry.geom).coordinates).toEqual([710000, 5710000]);
      expect(doc.locales[0].title).toBe('Summit : Arête');
      expect(doc.version).toBe(2);
      const v = await versions(o);
      expect(v.at(-1)).toMatchObject({ comment: `Associated route ${r}`, lang: 'fr' });
      expect(Number(v.at(-1)!.user_id)).toBe(aliceId);
    });

    it('waypoint → route: a route without point takes one; the main waypoint and title prefix follow', async () => {
      const wp = await waypoint({}, 'Pointe');
      const r = await createDocument(db(), {
        type: 'route',
        title: 'Sans point',
        attributes: { activities: ['hiking'] },
        geometry: null,
      });
      const res = await link(wp, r);
      expect(res.statusCode).toBe(200);
      const doc = (await ctx.app.inject({ url: `/api/routes/${r}` })).json();
      expect(doc.main_waypoint_id).toBe(wp);
      expect(JSON.parse(doc.geometry.geom).coordinates).toEqual([700000, 5700000]);
      expect(doc.locales[0].title_prefix).toBe('Pointe');
      expect((await versions(r)).at(-1)!.comment).toBe(`Associated waypoint ${wp}`);
    });

    it('route → xreport: an xreport without point takes the route point', async () => {
      const wp = await waypoint();
      const r = await route(wp, { geometry: { geom: point(705000, 5705000) } });
      const report = await createDocument(db(), {
        type: 'xreport',
        title: 'Chute',
        creator_id: aliceId,
        geometry: null,
      });
      expect((await link(r, report)).statusCode).toBe(200);
      const geom = (
        await db()
          .selectFrom('documents')
          .select('geom')
          .where('document_id', '=', report)
          .executeTakeFirstOrThrow()
      ).geom;
      expect(JSON.parse(geom!).coordinates).toEqual([705000, 5705000]);
    });

    it('profile → outing: the outing feed entry is bumped as updated by the caller', async () => {
      const wp = await waypoint();
      const r = await route(wp);
      const o = await outing(r);
      await db()
        .insertInto('feed_changes')
        .values({
          user_id: aliceId,
          change_type: 'created',
          document_id: o,
          document_type: 'o',
          time: new Date(2020, 1, 1),
          user_ids: [aliceId],
        })
        .execute();
      expect((await link(bobId, o)).statusCode).toBe(200);
      const entry = await db()
        .selectFrom('feed_changes')
        .selectAll()
        .where('document_id', '=', o)
        .executeTakeFirstOrThrow();
      expect(entry.change_type).toBe('updated');
      expect(entry.user_ids.map(Number).sort()).toEqual([aliceId, bobId].sort());
      expect(new Date(entry.time).getFullYear()).toBeGreaterThan(2020);
    });

    it('access waypoints set the route public transportation rating', async () => {
      const wp = await waypoint();
      const r = await route(wp);
      const stop = await waypoint(
        { waypoint_type: 'access', elevation: 800, public_transportation_rating: 'good service' },
        'Gare',
      );
      expect((await link(stop, r)).statusCode).toBe(200);
      const doc = (await ctx.app.inject({ url: `/api/routes/${r}` })).json();
      expect(doc.public_transportation_rating).toBe('good service');
    });
  });

  describe('DELETE', () => {
    it('removes the link in either direction, with a log row is_creation false', async () => {
      const wp = await waypoint();
      const book = await createDocument(db(), {
        type: 'book',
        title: 'Topo',
        associations: [{ document_id: wp, type: 'waypoint' }],
      });
      const before = await cacheVersion(wp);
      const res = await unlink(wp, book, modo); // reversed body
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({});
      expect(await linked(book, wp)).toBe(false);
      expect(await cacheVersion(wp)).toBeGreaterThan(before);
      const log = await db()
        .selectFrom('association_log')
        .selectAll()
        .where('parent_document_id', '=', book)
        .where('is_creation', '=', false)
        .execute();
      expect(log).toHaveLength(1);
    });

    it('400 association does not exist', async () => {
      const a = await waypoint();
      const b = await waypoint();
      const res = await unlink(a, b);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toEqual({
        location: 'body',
        name: 'Bad Request',
        description: 'association does not exist',
      });
    });

    it('refuses removing the main waypoint, the last waypoint of a route and the last route of an outing', async () => {
      const wp = await waypoint();
      const other = await waypoint();
      const r = await route(wp);
      expect(errorOf(await unlink(wp, r, modo)).description).toBe(REMOVAL_REFUSALS.mainWaypoint);
      const lone = await createDocument(db(), {
        type: 'route',
        attributes: { activities: ['hiking'] },
        associations: [{ document_id: other, type: 'waypoint' }],
      });
      expect(errorOf(await unlink(other, lone, modo)).description).toBe(REMOVAL_REFUSALS.lastWaypoint);
      const o = await outing(r);
      expect(errorOf(await unlink(r, o, modo)).description).toBe(REMOVAL_REFUSALS.lastRoute);
      // with a second waypoint, the non-main one can go (moderator)
      expect((await link(other, r, modo)).statusCode).toBe(200);
      expect((await unlink(other, r, modo)).statusCode).toBe(200);
    });

    it('non-moderators: from the outing side others, from their own profile their outings; never images of others', async () => {
      const wp = await waypoint();
      const r = await route(wp);
      const o = await outing(r);
      const carol = await createUser(db(), { username: 'carol' });
      const carolHeaders = await authHeaders(db(), carol);
      expect((await link(bobId, o)).statusCode).toBe(200);
      // carol is no participant and it is not her profile
      const refused = await unlink(bobId, o, carolHeaders);
      expect(refused.statusCode).toBe(400);
      expect(errorOf(refused).description).toBe(`no rights to modify associations with outing ${o}`);
      // alice (participant) removes bob; bob then could not remove alice any more
      expect((await unlink(bobId, o)).statusCode).toBe(200);
      expect(errorOf(await unlink(aliceId, o, bob)).description).toBe(
        `no rights to modify associations with outing ${o}`,
      );
      const image = await createDocument(db(), {
        type: 'image',
        title: 'Photo',
        creator_id: bobId,
        attributes: { image_type: 'personal' },
        associations: [{ document_id: wp, type: 'waypoint' }],
      });
      expect((await unlink(wp, image)).statusCode).toBe(400);
      expect((await unlink(wp, image, modo)).statusCode).toBe(200);
    });

    it('is lenient about a missing content type', async () => {
      const wp = await waypoint();
      const book = await createDocument(db(), {
        type: 'book',
        title: 'Topo',
        associations: [{ document_id: wp, type: 'waypoint' }],
      });
      const res = await ctx.app.inject({
        method: 'DELETE',
        url: '/api/associations',
        headers: { ...modo },
        body: JSON.stringify({ parent_document_id: book, child_document_id: wp }),
      });
      expect(res.statusCode).toBe(200);
      expect(await linked(book, wp)).toBe(false);
    });
  });
});
