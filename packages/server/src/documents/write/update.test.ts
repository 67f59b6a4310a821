import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/build-app.ts';
import { createCast, createDocument, point, square } from '../../test/factories.ts';

describe('PUT /{type}s/{id} (api.md §8.2, §8.5)', () => {
  let ctx: TestContext;
  let alice: Record<string, string>;
  let bob: Record<string, string>;
  let modo: Record<string, string>;
  let aliceId: number;
  let bobId: number;
  let summit: number;
  let hut: number;
  const db = () => ctx.database.db;
  const get = async (type: string, id: number) =>
    (await ctx.app.inject({ url: `/api/${type}s/${id}` })).json();
  const put = (type: string, id: number, document: unknown, headers = alice, message = 'edit') =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/${type}s/${id}`,
      payload: { message, document } as object,
      headers,
    });
  const versions = (id: number) =>
    db()
      .selectFrom('document_versions')
      .selectAll()
      .where('document_id', '=', id)
      .orderBy('version_id')
      .execute();
  const newRoute = () =>
    createDocument(db(), {
      type: 'route',
      locales: [
        { lang: 'fr', title: 'Voie' },
        { lang: 'en', title: 'Route' },
      ],
      attributes: { activities: ['hiking'], main_waypoint_id: summit },
      geometry: { geom: point(700000, 5700000) },
      associations: [{ document_id: summit, type: 'waypoint' }],
    });
  /** The route as the editor sends it back. */
  const edited = async (id: number, change: (doc: Record<string, unknown>) => void = () => {}) => {
    const doc = await get('route', id);
    change(doc);
    return doc;
  };

  beforeAll(async () => {
    ctx = await buildTestApp();
    ({ aliceId, bobId, alice, bob, modo } = await createCast(db()));
    summit = await createDocument(db(), {
      type: 'waypoint',
      title: 'Summit',
      geometry: { geom: point(700000, 5700000) },
    });
    hut = await createDocument(db(), {
      type: 'waypoint',
      title: 'Hut',
      geometry: { geom: point(701000, 5701000) },
    });
  });
  afterAll(() => ctx.close());

  it('a figures change bumps the document version and writes one version per locale', async () => {
    const id = await newRoute();
    const res = await put('route', id, await edited(id, (d) => (d.elevation_max = 2500)));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({});
    const doc = await get('route', id);
    expect(doc.version).toBe(2);
    expect(doc.elevation_max).toBe(2500);
    expect(doc.locales.map((l: { version: number }) => l.version)).toEqual([1, 1]);
    const v = await versions(id);
    expect(v).toHaveLength(4);
    expect(
      v
        .slice(2)
        .map((x) => [x.lang, x.comment])
        .sort(),
    ).toEqual([
      ['en', 'edit'],
      ['fr', 'edit'],
    ]);
    // unchanged locales reuse their archive
    expect(
      v[2]!.locale_archive_id === v[0]!.locale_archive_id ||
        v[2]!.locale_archive_id === v[1]!.locale_archive_id,
    ).toBe(true);
  });

  it('a locale change bumps only that locale and writes one version', async () => {
    const id = await newRoute();
    const doc = await edited(id);
    const res = await put('route', id, { ...doc, locales: [{ ...doc.locales[1], description: 'New text' }] });
    expect(res.statusCode).toBe(200);
    const after = await get('route', id);
    expect(after.version).toBe(1);
    expect(after.locales.find((l: { lang: string }) => l.lang === 'en')).toMatchObject({
      version: 2,
      description: 'New text',
    });
    expect(after.locales.find((l: { lang: string }) => l.lang === 'fr').version).toBe(1);
    const v = await versions(id);
    expect(v).toHaveLength(3);
    expect(v[2]).toMatchObject({
      lang: 'en',
      comment: 'edit',
      document_archive_id: v[0]!.document_archive_id,
    });
  });

  it('a locale with a new lang is added', async () => {
    const id = await newRoute();
    const doc = await edited(id);
    expect((await put('route', id, { ...doc, locales: [{ lang: 'de', title: 'Weg' }] })).statusCode).toBe(
      200,
    );
    const after = await get('route', id);
    expect(after.available_langs.sort()).toEqual(['de', 'en', 'fr']);
    expect(after.locales.find((l: { lang: string }) => l.lang === 'de')).toMatchObject({
      version: 1,
      title: 'Weg',
      title_prefix: 'Summit',
    });
  });

  it('a no-op PUT writes nothing', async () => {
    const id = await newRoute();
    const before = await db()
      .selectFrom('documents')
      .selectAll()
      .where('document_id', '=', id)
      .executeTakeFirstOrThrow();
    expect((await put('route', id, await edited(id))).statusCode).toBe(200);
    const after = await db()
      .selectFrom('documents')
      .selectAll()
      .where('document_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(after.cache_version).toBe(before.cache_version);
    expect(await versions(id)).toHaveLength(2);
  });

  it('geometry absent = unchanged; a changed geometry bumps the geometry version only', async () => {
    const id = await newRoute();
    const doc = await edited(id);
    delete doc.geometry;
    doc.elevation_min = 100;
    await put('route', id, doc);
    expect((await get('route', id)).geometry.version).toBe(1);
    const again = await edited(
      id,
      (d) => ((d.geometry as Record<string, unknown>).geom = point(700100, 5700100)),
    );
    expect((await put('route', id, again)).statusCode).toBe(200);
    const after = await get('route', id);
    expect(after.geometry.version).toBe(2);
    expect(after.version).toBe(2);
    // equal within the tolerance is no change
    const same = await edited(
      id,
      (d) => ((d.geometry as Record<string, unknown>).geom = point(700100.001, 5700100)),
    );
    await put('route', id, same);
    expect((await get('route', id)).geometry.version).toBe(2);
  });

  it('URL id must equal document.document_id; missing document is Required', async () => {
    const id = await newRoute();
    const res = await put('route', id, { ...(await edited(id)), document_id: id + 1000 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].description).toBe('id in the url does not match document_id in request body');
    const missing = await ctx.app.inject({
      method: 'PUT',
      url: `/api/routes/${id}`,
      payload: { message: 'x' },
      headers: alice,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0]).toMatchObject({ name: 'document', description: 'Required' });
  });

  it('unknown id → 404', async () => {
    const res = await put('route', 99999, { document_id: 99999, version: 1 });
    expect(res.statusCode).toBe(404);
  });

  it('optimistic locking: 409 version of document / locale / geometry has changed, nothing written', async () => {
    const id = await newRoute();
    const doc = await edited(id);
    const stale = (change: (d: Record<string, unknown>) => void) => {
      const copy = structuredClone(doc);
      change(copy);
      return put('route', id, copy);
    };
    const r1 = await stale((d) => {
      d.version = 7;
      d.elevation_max = 1;
    });
    expect(r1.statusCode).toBe(409);
    expect(r1.json().errors[0]).toEqual({
      location: 'body',
      name: 'Conflict',
      description: 'version of document has changed',
    });
    const r2 = await stale((d) => {
      (d.locales as { version: number }[])[0]!.version = 9;
      d.elevation_max = 1;
    });
    expect(r2.json().errors[0].description).toBe("version of locale 'fr' has changed");
    const r3 = await stale((d) => {
      (d.geometry as { version: number }).version = 9;
      d.elevation_max = 1;
    });
    expect(r3.json().errors[0].description).toBe('version of geometry has changed');
    expect(await versions(id)).toHaveLength(2);
    expect((await get('route', id)).elevation_max).toBeNull();
  });

  it('two PUTs of the same version in parallel: one 200, one 409, nothing lost', async () => {
    const id = await newRoute();
    const doc = await edited(id);
    const [a, b] = await Promise.all([
      put('route', id, { ...doc, elevation_max: 1111 }),
      put('route', id, { ...doc, elevation_max: 2222 }, bob),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const winner = a.statusCode === 200 ? 1111 : 2222;
    const after = await get('route', id);
    expect(after).toMatchObject({ version: 2, elevation_max: winner });
    expect(await versions(id)).toHaveLength(4);
  });

  it('merged document → 400 can not update merged document', async () => {
    const id = await newRoute();
    const target = await newRoute();
    const doc = await edited(id);
    await db().updateTable('documents').set({ redirects_to: target }).where('document_id', '=', id).execute();
    const res = await put('route', id, doc);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].description).toBe('can not update merged document');
  });

  it('protected document and not moderator → 403; moderators may', async () => {
    const id = await newRoute();
    await db().updateTable('documents').set({ protected: true }).where('document_id', '=', id).execute();
    const doc = await edited(id, (d) => (d.elevation_max = 10));
    const res = await put('route', id, doc);
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0].description).toBe('No permission to change a protected document');
    expect((await put('route', id, doc, modo)).statusCode).toBe(200);
  });

  it('validation errors inside PUT bodies are prefixed document.', async () => {
    const id = await newRoute();
    const res = await put('route', id, await edited(id, (d) => (d.activities = [])));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].name).toBe('document.activities');
  });

  it('association keys present replace the set; absent keys are untouched; cache versions bumped', async () => {
    const id = await newRoute();
    const hutBefore = await db()
      .selectFrom('documents')
      .select('cache_version')
      .where('document_id', '=', hut)
      .executeTakeFirstOrThrow();
    const doc = await edited(id);
    const body = {
      ...doc,
      main_waypoint_id: hut,
      associations: { waypoints: [{ document_id: hut }], recent_outings: { documents: [], total: 0 } },
    };
    // spec 2 §5 (domain canRemoveAssociation): non-moderators do not remove a route's waypoints.
    const refused = await put('route', id, body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0]).toEqual({
      location: 'body',
      name: 'associations.waypoints',
      description: `no rights to modify associations with waypoint ${summit}`,
    });
    const res = await put('route', id, body, modo);
    expect(res.statusCode).toBe(200);
    const after = await get('route', id);
    expect(after.associations.waypoints.map((w: { document_id: number }) => w.document_id)).toEqual([hut]);
    expect(after.locales[0].title_prefix).toBe('Hut');
    const hutAfter = await db()
      .selectFrom('documents')
      .select('cache_version')
      .where('document_id', '=', hut)
      .executeTakeFirstOrThrow();
    expect(hutAfter.cache_version).toBeGreaterThan(hutBefore.cache_version);
    const removal = await db()
      .selectFrom('association_log')
      .selectAll()
      .where('child_document_id', '=', id)
      .where('is_creation', '=', false)
      .execute();
    expect(removal.map((r) => Number(r.parent_document_id))).toEqual([summit]);
  });

  it("a waypoint's new title updates the title_prefix of its routes", async () => {
    const wp = await createDocument(db(), { type: 'waypoint', title: 'Old name' });
    const route = await createDocument(db(), {
      type: 'route',
      attributes: { activities: ['hiking'], main_waypoint_id: wp },
      associations: [{ document_id: wp, type: 'waypoint' }],
    });
    const doc = await get('waypoint', wp);
    expect(
      (await put('waypoint', wp, { ...doc, locales: [{ ...doc.locales[0], title: 'New name' }] })).statusCode,
    ).toBe(200);
    expect((await get('route', route)).locales[0].title_prefix).toBe('New name');
  });

  it('outing: only associated users may change it (403 No permission to change this outing)', async () => {
    const route = await newRoute();
    const outing = await createDocument(db(), {
      type: 'outing',
      creator_id: aliceId,
      associations: [
        { document_id: route, type: 'route' },
        { document_id: aliceId, type: 'profile' },
      ],
    });
    const doc = await get('outing', outing);
    const res = await put('outing', outing, { ...doc, elevation_max: 10 }, bob);
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0].description).toBe('No permission to change this outing');
    expect((await put('outing', outing, { ...doc, elevation_max: 10 })).statusCode).toBe(200);
  });

  it('outing: at least one user required; a participant change bumps the feed entry as updated', async () => {
    const route = await newRoute();
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/outings',
      headers: alice,
      payload: {
        activities: ['hiking'],
        date_start: '2024-05-01',
        date_end: '2024-05-01',
        locales: [{ lang: 'fr', title: 'Sortie' }],
        associations: { routes: [{ document_id: route }] },
      },
    });
    const outing = created.json().document_id;
    const doc = await get('outing', outing);
    const empty = await put('outing', outing, { ...doc, associations: { users: [] } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0]).toMatchObject({
      name: 'associations.users',
      description: 'at least one user required',
    });
    const res = await put('outing', outing, {
      ...doc,
      associations: { users: [{ document_id: aliceId }, { document_id: bobId }] },
    });
    expect(res.statusCode).toBe(200);
    const feed = await db()
      .selectFrom('feed_changes')
      .selectAll()
      .where('document_id', '=', outing)
      .executeTakeFirstOrThrow();
    expect(feed.change_type).toBe('updated');
    expect(feed.user_ids.map(Number).sort()).toEqual([aliceId, bobId].sort());
  });

  it('profile: own profile only (403); locale titles forced to ""', async () => {
    const doc = await (await ctx.app.inject({ url: `/api/profiles/${aliceId}`, headers: alice })).json();
    const body = { ...doc, locales: [{ ...doc.locales[0], title: 'Ignored', summary: 'Hello' }] };
    expect((await put('profile', aliceId, body, bob)).statusCode).toBe(403);
    expect((await put('profile', aliceId, body)).statusCode).toBe(200);
    const locale = await db()
      .selectFrom('document_locales')
      .selectAll()
      .where('document_id', '=', aliceId)
      .executeTakeFirstOrThrow();
    expect(locale).toMatchObject({ title: '', summary: 'Hello' });
  });

  it('area: any user edits texts, but a geometry change by a non-moderator → 400 No permission to change the geometry', async () => {
    const area = await createDocument(db(), { type: 'area', title: 'Range' });
    const doc = await get('area', area);
    const res = await put('area', area, {
      ...doc,
      geometry: { ...doc.geometry, geom_detail: square(0, 0, 5) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].description).toBe('No permission to change the geometry');
    const { geometry: _g, ...withoutGeometry } = doc;
    expect(
      (await put('area', area, { ...withoutGeometry, locales: [{ ...doc.locales[0], summary: 'Big' }] }))
        .statusCode,
    ).toBe(200);
    const fresh = await get('area', area);
    expect(
      (
        await put(
          'area',
          area,
          { ...fresh, geometry: { ...fresh.geometry, geom_detail: square(0, 0, 5) } },
          modo,
        )
      ).statusCode,
    ).toBe(200);
  });

  it('map: moderators only (api.md §1.2, issue 13): 403 in the error shape, nothing written', async () => {
    const map = await createDocument(db(), { type: 'map', title: 'Carte' });
    const doc = await get('map', map);
    const edit = { ...doc, locales: [{ ...doc.locales[0], summary: 'Top 25' }] };
    const res = await put('map', map, edit);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      status: 'error',
      errors: [{ location: 'body', name: 'Forbidden', description: 'No permission to change this document' }],
    });
    expect(await versions(map)).toHaveLength(1);
    expect((await put('map', map, edit, modo)).statusCode).toBe(200);
    expect(await versions(map)).toHaveLength(2);
  });

  it('image: personal images only by their creator (403); collaborative images cannot change type (400)', async () => {
    const personal = await createDocument(db(), {
      type: 'image',
      creator_id: aliceId,
      attributes: { image_type: 'personal', filename: 'p.jpg' },
    });
    const doc = await get('image', personal);
    expect((await put('image', personal, { ...doc, elevation: 5 }, bob)).statusCode).toBe(403);
    expect((await put('image', personal, { ...doc, elevation: 5 })).statusCode).toBe(200);
    const collab = await createDocument(db(), {
      type: 'image',
      creator_id: aliceId,
      attributes: { image_type: 'collaborative', filename: 'c.jpg' },
    });
    const cdoc = await get('image', collab);
    const res = await put('image', collab, { ...cdoc, image_type: 'personal' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].name).toBe('image_type');
    expect((await put('image', collab, { ...cdoc, image_type: 'copyright' })).statusCode).toBe(403);
  });

  it('anonymous PUT → 403', async () => {
    const id = await newRoute();
    expect((await put('route', id, await edited(id), {})).statusCode).toBe(403);
  });
});
