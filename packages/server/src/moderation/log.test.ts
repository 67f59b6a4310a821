import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/build-app.ts';
import { authHeaders, createDocument, createUser } from '../test/factories.ts';

describe('the moderation log (issue 13): one entry per action, read by moderators', () => {
  let ctx: TestContext;
  let alice: Record<string, string>;
  let modo: Record<string, string>;
  let aliceId: number;
  let modoId: number;
  const db = () => ctx.database.db;
  const call = (method: 'POST' | 'DELETE' | 'GET', url: string, payload?: object, headers = modo) =>
    ctx.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
  const log = async (query = '') => {
    const res = await call('GET', `/moderation/log${query}`);
    expect(res.statusCode).toBe(200);
    return res.json() as { total: number; entries: Array<Record<string, unknown>> };
  };
  const latest = async () => (await log('?limit=1')).entries[0];
  const versionsOf = async (id: number) =>
    (
      await db()
        .selectFrom('document_versions')
        .select('version_id')
        .where('document_id', '=', id)
        .orderBy('version_id')
        .execute()
    ).map((v) => Number(v.version_id));
  /** A waypoint with two versions (the second by alice). */
  const edited = async () => {
    const id = await createDocument(db(), { type: 'waypoint', title: 'Old' });
    const doc = (await ctx.app.inject({ url: `/api/waypoints/${id}` })).json();
    const put = await ctx.app.inject({
      method: 'PUT',
      url: `/api/waypoints/${id}`,
      headers: alice,
      payload: { document: { ...doc, elevation: 3333, locales: [{ ...doc.locales[0], title: 'New' }] } },
    });
    expect(put.statusCode).toBe(200);
    return id;
  };

  beforeAll(async () => {
    ctx = await buildTestApp();
    const a = await createUser(db(), { username: 'alice' });
    const m = await createUser(db(), { username: 'modo', moderator: true });
    aliceId = a.id;
    modoId = m.id;
    alice = await authHeaders(db(), a);
    modo = await authHeaders(db(), { ...m, moderator: true });
  });
  afterAll(() => ctx.close());

  const by = () => ({ user_id: modoId, name: 'Name modo', username: 'modo' });

  it('protect and unprotect', async () => {
    const id = await createDocument(db(), { type: 'route' });
    expect((await call('POST', '/documents/protect', { document_id: id })).statusCode).toBe(200);
    expect(await latest()).toMatchObject({
      action: 'protect',
      user: by(),
      document_id: id,
      document_type: 'r',
      lang: null,
      version_id: null,
      target_user: null,
      details: { type: 'route' },
    });
    expect((await call('POST', '/documents/unprotect', { document_id: id })).statusCode).toBe(200);
    expect(await latest()).toMatchObject({ action: 'unprotect', document_id: id });
  });

  it('merge', async () => {
    const source = await createDocument(db(), { type: 'waypoint' });
    const target = await createDocument(db(), { type: 'waypoint' });
    const res = await call('POST', '/documents/merge', {
      source_document_id: source,
      target_document_id: target,
    });
    expect(res.statusCode).toBe(200);
    expect(await latest()).toMatchObject({
      action: 'merge',
      document_id: source,
      details: { type: 'waypoint', target_document_id: target },
    });
  });

  it('revert, mask and unmask name the version', async () => {
    const id = await edited();
    const [first] = await versionsOf(id);
    const body = { document_id: id, lang: 'fr', version_id: first };
    expect((await call('POST', '/documents/revert', body)).statusCode).toBe(200);
    expect(await latest()).toMatchObject({
      action: 'revert',
      document_id: id,
      lang: 'fr',
      version_id: first,
    });
    expect((await call('POST', '/versions/mask', body)).statusCode).toBe(200);
    expect(await latest()).toMatchObject({ action: 'mask', document_id: id, lang: 'fr', version_id: first });
    expect((await call('POST', '/versions/unmask', body)).statusCode).toBe(200);
    expect(await latest()).toMatchObject({ action: 'unmask', version_id: first });
  });

  it('deleting a locale or a document keeps its type and titles', async () => {
    const id = await createDocument(db(), {
      type: 'waypoint',
      locales: [
        { lang: 'fr', title: 'Le col' },
        { lang: 'en', title: 'The pass' },
      ],
    });
    expect((await call('DELETE', `/documents/delete/${id}/en`)).statusCode).toBe(200);
    expect(await latest()).toMatchObject({
      action: 'delete_locale',
      document_id: id,
      lang: 'en',
      details: { type: 'waypoint', titles: { en: 'The pass' } },
    });
    expect((await call('DELETE', `/documents/delete/${id}`)).statusCode).toBe(200);
    expect(await latest()).toMatchObject({
      action: 'delete_document',
      document_id: id,
      document_type: null,
      details: { type: 'waypoint', titles: { fr: 'Le col' } },
    });
  });

  it('block and unblock name the user', async () => {
    const target = { user_id: aliceId, name: 'Name alice', username: 'alice' };
    expect((await call('POST', '/users/block', { user_id: aliceId })).statusCode).toBe(200);
    expect(await latest()).toMatchObject({ action: 'block', target_user: target, document_id: null });
    expect((await call('POST', '/users/unblock', { user_id: aliceId })).statusCode).toBe(200);
    expect(await latest()).toMatchObject({ action: 'unblock', target_user: target });
  });

  it('a refused action writes nothing', async () => {
    const before = (await log()).total;
    const id = await createDocument(db(), { type: 'route' });
    expect((await call('POST', '/documents/protect', { document_id: id }, alice)).statusCode).toBe(403);
    expect((await call('POST', '/documents/protect', { document_id: 987654 })).statusCode).toBe(400);
    const [only] = await versionsOf(id);
    const again = { document_id: id, lang: 'fr', version_id: only };
    expect((await call('POST', '/documents/revert', again)).statusCode).toBe(400);
    expect((await log()).total).toBe(before);
  });

  it('pages newest first with limit and offset', async () => {
    const all = await log();
    expect(all.total).toBe(10);
    expect(all.entries.map((e) => e.action)).toEqual([
      'unblock',
      'block',
      'delete_document',
      'delete_locale',
      'unmask',
      'mask',
      'revert',
      'merge',
      'unprotect',
      'protect',
    ]);
    const page = await log('?limit=2&offset=1');
    expect(page.total).toBe(10);
    expect(page.entries.map((e) => e.action)).toEqual(['block', 'delete_document']);
    const bad = await call('GET', '/moderation/log?limit=x');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ location: 'querystring', name: 'limit' });
  });

  it('is refused to other users (403) and to anonymous callers (403)', async () => {
    const res = await call('GET', '/moderation/log', undefined, alice);
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0].description).toBe('No permission: moderators only');
    expect((await call('GET', '/moderation/log', undefined, {})).statusCode).toBe(403);
  });
});
