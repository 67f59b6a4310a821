import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/build-app.ts';
import { authHeaders, createDocument, createUser } from '../../test/factories.ts';

describe('versions, history and info (api.md §9)', () => {
  let ctx: TestContext;
  let alice: Record<string, string>;
  let bob: Record<string, string>;
  let modo: Record<string, string>;
  let aliceId: number;
  let id: number;
  let versionIds: number[];
  const db = () => ctx.database.db;
  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ url: `/api${url}`, headers });

  beforeAll(async () => {
    ctx = await buildTestApp();
    const a = await createUser(db(), { username: 'alice' });
    const b = await createUser(db(), { username: 'bob' });
    const m = await createUser(db(), { username: 'modo', moderator: true });
    aliceId = a.id;
    alice = await authHeaders(db(), a);
    bob = await authHeaders(db(), b);
    modo = await authHeaders(db(), { ...m, moderator: true });
    id = await createDocument(db(), {
      type: 'waypoint',
      creator_id: aliceId,
      locales: [{ lang: 'fr', title: 'Sommet', description: 'Premier *texte*' }],
    });
    const doc = (await get(`/waypoints/${id}`)).json();
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/waypoints/${id}`,
      headers: alice,
      payload: {
        message: 'second',
        document: { ...doc, elevation: 2500, locales: [{ ...doc.locales[0], description: 'Second' }] },
      },
    });
    expect(res.statusCode).toBe(200);
    const rows = await db()
      .selectFrom('document_versions')
      .select('version_id')
      .where('document_id', '=', id)
      .orderBy('version_id')
      .execute();
    versionIds = rows.map((r) => Number(r.version_id));
  });
  afterAll(() => ctx.close());

  it('a version is rebuilt from its archives, with cooked text and neighbours', async () => {
    const res = await get(`/waypoints/${id}/fr/${versionIds[0]}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.document).toMatchObject({
      document_id: id,
      version: 1,
      elevation: 2000,
      locales: [{ lang: 'fr', version: 1, description: 'Premier *texte*' }],
    });
    expect(body.document.cooked.description).toContain('<em>texte</em>');
    expect(body.document.associations).toBeUndefined();
    expect(body.document.areas).toBeUndefined();
    expect(body.version).toMatchObject({
      version_id: versionIds[0],
      user_id: aliceId,
      name: 'Name alice',
      comment: 'creation',
      masked: false,
    });
    expect(body.version.written_at).toMatch(/\+00:00$/);
    expect(body.previous_version_id).toBeNull();
    expect(body.next_version_id).toBe(versionIds[1]);
    const second = (await get(`/waypoints/${id}/fr/${versionIds[1]}`)).json();
    expect(second.document).toMatchObject({ version: 2, elevation: 2500 });
    expect(second.previous_version_id).toBe(versionIds[0]);
  });

  it('unknown version, lang or type → 404 invalid version', async () => {
    for (const url of [
      `/waypoints/${id}/fr/999999`,
      `/waypoints/${id}/en/${versionIds[0]}`,
      `/routes/${id}/fr/${versionIds[0]}`,
    ]) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json().errors[0].description).toBe('invalid version');
    }
  });

  it('no version endpoint for maps and profiles', async () => {
    expect((await get(`/profiles/${aliceId}/fr/1`)).statusCode).toBe(404);
  });

  it('a masked version shows document null to non-moderators', async () => {
    await db()
      .updateTable('document_versions')
      .set({ masked: true })
      .where('version_id', '=', versionIds[0]!)
      .execute();
    expect((await get(`/waypoints/${id}/fr/${versionIds[0]}`, bob)).json().document).toBeNull();
    expect((await get(`/waypoints/${id}/fr/${versionIds[0]}`, modo)).json().document).not.toBeNull();
    await db()
      .updateTable('document_versions')
      .set({ masked: false })
      .where('version_id', '=', versionIds[0]!)
      .execute();
  });

  it('history lists the versions of a locale oldest first with the current title', async () => {
    const res = await get(`/document/${id}/history/fr`);
    expect(res.statusCode).toBe(200);
    expect(res.json().title).toBe('Sommet');
    expect(
      res.json().versions.map((v: { version_id: number; comment: string }) => [v.version_id, v.comment]),
    ).toEqual([
      [versionIds[0], 'creation'],
      [versionIds[1], 'second'],
    ]);
    expect((await get(`/document/${id}/history/de`)).statusCode).toBe(404);
  });

  it("non-moderators see a profile's history only for their own profile (spec 2 §6)", async () => {
    expect((await get(`/document/${aliceId}/history/fr`, bob)).statusCode).toBe(403);
    expect((await get(`/document/${aliceId}/history/fr`, alice)).statusCode).toBe(200);
    expect((await get(`/document/${aliceId}/history/fr`, modo)).statusCode).toBe(200);
  });

  it('info gives the title in the lang, or the best locale; profiles give the user name', async () => {
    expect((await get(`/waypoints/${id}/fr/info`)).json()).toEqual({
      document_id: id,
      locales: [{ lang: 'fr', title: 'Sommet', title_prefix: null }],
    });
    expect((await get(`/waypoints/${id}/de/info`)).json().locales[0].lang).toBe('fr');
    expect((await get(`/profiles/${aliceId}/fr/info`)).json().locales[0].title).toBe('Name alice');
    expect((await get(`/routes/${id}/fr/info`)).statusCode).toBe(404);
  });
});
