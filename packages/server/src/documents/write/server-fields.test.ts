import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/build-app.ts';
import { authHeaders, createDocument, createUser, point } from '../../test/factories.ts';

describe('server-computed route fields (api.md §8.6) and anonymous xreports (§8.5)', () => {
  let ctx: TestContext;
  let alice: Record<string, string>;
  let aliceId: number;
  let anonymousId: number;
  let summit: number;
  const db = () => ctx.database.db;
  const post = (type: string, payload: object, headers = alice) =>
    ctx.app.inject({ method: 'POST', url: `/api/${type}s`, payload, headers });
  const get = async (type: string, id: number) =>
    (await ctx.app.inject({ url: `/api/${type}s/${id}` })).json();
  const put = async (type: string, id: number, change: (d: Record<string, unknown>) => void) => {
    const doc = await get(type, id);
    change(doc);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/${type}s/${id}`,
      headers: alice,
      payload: { message: 'edit', document: doc },
    });
    expect(res.statusCode).toBe(200);
  };
  const access = (x: number, rating: string | null) =>
    createDocument(db(), {
      type: 'waypoint',
      title: `Stop ${x}`,
      attributes: { waypoint_type: 'access', elevation: 900, public_transportation_rating: rating },
      geometry: { geom: point(x, 5700000) },
    });

  beforeAll(async () => {
    // the anonymous account is a plain user
    ctx = await buildTestApp({ ANONYMOUS_USER_ID: '424242' });
    await createUser(db(), { id: 424242, username: 'anonymous' });
    anonymousId = 424242;
    const a = await createUser(db(), { username: 'alice' });
    aliceId = a.id;
    alice = await authHeaders(db(), a);
    summit = await createDocument(db(), {
      type: 'waypoint',
      title: 'Summit',
      geometry: { geom: point(700000, 5700000) },
    });
  });
  afterAll(() => ctx.close());

  it('calculated_duration on create and update (hiking 10 km, 1000 m → 6.33 h = 0.264 d)', async () => {
    const res = await post('route', {
      activities: ['hiking'],
      route_length: 10000,
      height_diff_up: 1000,
      calculated_duration: 99,
      locales: [{ lang: 'fr', title: 'Boucle' }],
      associations: { waypoints: [{ document_id: summit }] },
    });
    expect(res.statusCode).toBe(200);
    const id = res.json().document_id;
    expect((await get('route', id)).calculated_duration).toBeCloseTo(0.264, 3);
    // skitouring is faster: 2 h, 4 h → 5 h = 0.208 d
    await put('route', id, (d) => (d.activities = ['hiking', 'skitouring']));
    const after = await get('route', id);
    expect(after.calculated_duration).toBeCloseTo(0.208, 3);
    expect(after.version).toBe(2);
    // too short: null
    await put('route', id, (d) => Object.assign(d, { route_length: 1000, height_diff_up: 50 }));
    expect((await get('route', id)).calculated_duration).toBeNull();
  });

  it('public_transportation_rating from access waypoints on create, and when an access waypoint changes', async () => {
    const good = await access(700000, 'good service');
    const poor = await access(730000, 'poor service');
    const res = await post('route', {
      activities: ['hiking'],
      route_types: ['traverse'],
      locales: [{ lang: 'fr', title: 'Traversée' }],
      associations: { waypoints: [{ document_id: summit }, { document_id: good }, { document_id: poor }] },
    });
    expect(res.statusCode).toBe(200);
    const id = res.json().document_id;
    // traverse: the worse of the best at each end
    expect((await get('route', id)).public_transportation_rating).toBe('poor service');
    await put('route', id, (d) => (d.route_types = ['loop']));
    expect((await get('route', id)).public_transportation_rating).toBe('good service');
    // the good stop loses its service: the route follows without a new version
    const version = (await get('route', id)).version;
    await put('waypoint', good, (d) => (d.public_transportation_rating = 'no service'));
    const after = await get('route', id);
    expect(after.public_transportation_rating).toBe('poor service');
    expect(after.version).toBe(version);
    // no access waypoint: nothing derived
    // deleting the remaining good stop (moderator): the route follows too
    const m = await createUser(db(), { username: 'modo', moderator: true });
    const modo = await authHeaders(db(), { ...m, moderator: true });
    await put('waypoint', good, (d) => (d.public_transportation_rating = 'good service'));
    expect((await get('route', id)).public_transportation_rating).toBe('good service');
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/documents/delete/${good}`, headers: modo }))
        .statusCode,
    ).toBe(200);
    expect((await get('route', id)).public_transportation_rating).toBe('poor service');
    const plain = await post('route', {
      activities: ['hiking'],
      locales: [{ lang: 'fr', title: 'Simple' }],
      associations: { waypoints: [{ document_id: summit }] },
    });
    expect((await get('route', plain.json().document_id)).public_transportation_rating).toBeNull();
  });

  it('an xreport with anonymous: true is attributed to the configured account', async () => {
    const body = (anonymous: boolean) => ({
      event_activity: 'skitouring',
      anonymous,
      geometry: { geom: point(700000, 5700000) },
      locales: [{ lang: 'fr', title: 'Avalanche' }],
    });
    const named = await post('xreport', body(false));
    const hidden = await post('xreport', body(true));
    expect(named.statusCode).toBe(200);
    expect(hidden.statusCode).toBe(200);
    const creator = async (id: number) =>
      Number(
        (
          await db()
            .selectFrom('documents')
            .select('creator_id')
            .where('document_id', '=', id)
            .executeTakeFirstOrThrow()
        ).creator_id,
      );
    expect(await creator(named.json().document_id)).toBe(aliceId);
    expect(await creator(hidden.json().document_id)).toBe(anonymousId);
    const versions = await db()
      .selectFrom('document_versions')
      .select('user_id')
      .where('document_id', '=', hidden.json().document_id)
      .execute();
    expect(versions.map((v) => Number(v.user_id))).toEqual([anonymousId]);
    const feed = await db()
      .selectFrom('feed_changes')
      .select('user_id')
      .where('document_id', '=', hidden.json().document_id)
      .execute();
    expect(feed.map((f) => Number(f.user_id))).toEqual([anonymousId]);
  });

  it('the author of an anonymous xreport keeps the rights of its author; nobody else learns who wrote it', async () => {
    const b = await createUser(db(), { username: 'bob' });
    const bob = await authHeaders(db(), b);
    const res = await post('xreport', {
      event_activity: 'skitouring',
      anonymous: true,
      age: 34,
      geometry: { geom: point(700000, 5700000) },
      locales: [{ lang: 'fr', title: 'Coulée au col' }],
    });
    expect(res.statusCode).toBe(200);
    const id = res.json().document_id;
    const read = async (headers: Record<string, string> = {}) =>
      (await ctx.app.inject({ url: `/api/xreports/${id}`, headers })).json();
    const edit = (headers: Record<string, string>, doc: Record<string, any>, title: string) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/xreports/${id}`,
        headers,
        payload: { message: 'précisions', document: { ...doc, locales: [{ ...doc.locales[0], title }] } },
      });

    // api.md §7.9: the author reads the personal fields; others get the public variant; all see the anonymous account.
    const own = await read(alice);
    expect(own.age).toBe(34);
    for (const doc of [own, await read(bob), await read()])
      expect(doc.author).toEqual({ user_id: anonymousId, name: 'Name anonymous' });
    expect(await read(bob)).not.toHaveProperty('age');
    expect(await read()).not.toHaveProperty('age');

    // spec 2 §6: the author edits it (personal fields kept), under the anonymous account; another user may not.
    expect((await edit(alice, own, 'Coulée au col nord')).statusCode).toBe(200);
    const edited = await read(alice);
    expect(edited.locales[0].title).toBe('Coulée au col nord');
    expect(edited.age).toBe(34);
    const refused = await edit(bob, await read(bob), 'Autre titre');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0].description).toBe('No permission to change this xreport');

    // Linking it to a route is the author's right too, also recorded under the anonymous account.
    const route = await createDocument(db(), {
      type: 'route',
      associations: [{ document_id: summit, type: 'waypoint' }],
    });
    const link = { parent_document_id: route, child_document_id: id };
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/associations', headers: bob, payload: link }))
        .statusCode,
    ).toBe(400);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/associations', headers: alice, payload: link }))
        .statusCode,
    ).toBe(200);

    // creation and edit (the link changes no figure of the xreport: no version)
    const versions = await ctx.app.inject({ url: `/api/document/${id}/history/fr` });
    expect(versions.json().versions.map((v: { user_id: number }) => v.user_id)).toEqual([
      anonymousId,
      anonymousId,
    ]);
    const history = (await ctx.app.inject({ url: `/api/associations-history?d=${id}` })).json();
    expect(history.associations.map((a: { user: { user_id: number } }) => a.user.user_id)).toEqual([
      anonymousId,
    ]);
    const everything = JSON.stringify([await read(bob), versions.json(), history]);
    expect(everything).not.toContain('Name alice');
    expect(everything).not.toContain(`"user_id":${aliceId}`);

    // spec 2 §6: the author deletes it (under 24 hours); another user may not.
    const remove = (headers: Record<string, string>) =>
      ctx.app.inject({ method: 'DELETE', url: `/api/documents/delete/${id}`, headers });
    expect((await remove(bob)).statusCode).toBe(403);
    expect((await remove(alice)).statusCode).toBe(200);
    expect(
      await db().selectFrom('anonymous_authors').selectAll().where('document_id', '=', id).execute(),
    ).toEqual([]);
  });
});
