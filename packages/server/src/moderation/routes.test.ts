import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/build-app.ts';
import { createCast, createDocument } from '../test/factories.ts';

describe('moderation (api.md §11, spec 2 §4, §6)', () => {
  let ctx: TestContext;
  let alice: Record<string, string>;
  let bob: Record<string, string>;
  let modo: Record<string, string>;
  let aliceId: number;
  let bobId: number;
  const db = () => ctx.database.db;
  const OLD = new Date(Date.now() - 3 * 86400 * 1000);
  const call = (method: 'POST' | 'DELETE', url: string, payload?: object, headers = modo) =>
    ctx.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
  const exists = async (id: number) =>
    !!(await db()
      .selectFrom('documents')
      .select('document_id')
      .where('document_id', '=', id)
      .executeTakeFirst());
  const versionsOf = (id: number) =>
    db()
      .selectFrom('document_versions')
      .selectAll()
      .where('document_id', '=', id)
      .orderBy('version_id')
      .execute();
  const route = (extra: Parameters<typeof createDocument>[1] | object = {}) =>
    createDocument(db(), { type: 'route', ...extra });

  beforeAll(async () => {
    ctx = await buildTestApp();
    ({ aliceId, bobId, alice, bob, modo } = await createCast(db()));
  });
  afterAll(() => ctx.close());

  describe('protect / unprotect', () => {
    it('sets the flag and writes a version Protected document / Unprotected document', async () => {
      const id = await route();
      expect((await call('POST', '/documents/protect', { document_id: id })).statusCode).toBe(200);
      expect(
        (
          await db()
            .selectFrom('documents')
            .select('protected')
            .where('document_id', '=', id)
            .executeTakeFirstOrThrow()
        ).protected,
      ).toBe(true);
      expect((await call('POST', '/documents/unprotect', { document_id: id })).statusCode).toBe(200);
      expect((await versionsOf(id)).map((v) => v.comment)).toEqual([
        'creation',
        'Protected document',
        'Unprotected document',
      ]);
    });
    it('moderators only (403); unknown document → 400; bad body → 400 with field name', async () => {
      const id = await route();
      expect((await call('POST', '/documents/protect', { document_id: id }, alice)).statusCode).toBe(403);
      expect((await call('POST', '/documents/protect', { document_id: id }, {})).statusCode).toBe(403);
      expect((await call('POST', '/documents/protect', { document_id: 987654 })).statusCode).toBe(400);
      const bad = await call('POST', '/documents/protect', { document_id: 'x' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors[0].name).toBe('document_id');
    });
  });

  describe('merge', () => {
    it('moves associations and tags to the target, sets redirects_to, removes the source feed entries', async () => {
      const wp = await createDocument(db(), { type: 'waypoint' });
      const source = await route({ associations: [{ document_id: wp, type: 'waypoint' }] });
      const target = await route();
      await db().insertInto('tags').values({ user_id: aliceId, document_id: source }).execute();
      await db()
        .insertInto('feed_changes')
        .values({
          user_id: aliceId,
          change_type: 'created',
          document_id: source,
          document_type: 'r',
          time: new Date(),
        })
        .execute();
      expect(
        (await call('POST', '/documents/merge', { source_document_id: source, target_document_id: target }))
          .statusCode,
      ).toBe(200);
      const row = await db()
        .selectFrom('documents')
        .select('redirects_to')
        .where('document_id', '=', source)
        .executeTakeFirstOrThrow();
      expect(Number(row.redirects_to)).toBe(target);
      const links = await db()
        .selectFrom('associations')
        .selectAll()
        .where('parent_document_id', '=', wp)
        .execute();
      expect(links.map((l) => Number(l.child_document_id))).toEqual([target]);
      expect(
        (await db().selectFrom('tags').selectAll().where('document_id', '=', target).execute()).length,
      ).toBe(1);
      expect(
        await db().selectFrom('feed_changes').selectAll().where('document_id', '=', source).execute(),
      ).toEqual([]);
      expect((await ctx.app.inject({ url: `/api/routes/${source}` })).json()).toMatchObject({
        redirects_to: target,
      });
    });
    it('400: same id, missing, already redirected, different types (name types), profiles', async () => {
      const a = await route();
      const b = await route();
      const wp = await createDocument(db(), { type: 'waypoint' });
      const merge = (s: number, t: number) =>
        call('POST', '/documents/merge', { source_document_id: s, target_document_id: t });
      expect((await merge(a, a)).statusCode).toBe(400);
      expect((await merge(a, 987654)).statusCode).toBe(400);
      const types = await merge(a, wp);
      expect(types.statusCode).toBe(400);
      expect(types.json().errors[0].name).toBe('types');
      expect((await merge(aliceId, bobId)).statusCode).toBe(400);
      expect((await merge(a, b)).statusCode).toBe(200);
      expect((await merge(a, b)).json().errors[0].description).toBe('document is already redirected');
      expect(
        (await call('POST', '/documents/merge', { source_document_id: b, target_document_id: wp }, alice))
          .statusCode,
      ).toBe(403);
    });
  });

  describe('delete document', () => {
    it('moderators delete a route: versions, archives, associations, tags and feed entries go', async () => {
      const wp = await createDocument(db(), { type: 'waypoint' });
      const id = await route({ associations: [{ document_id: wp, type: 'waypoint' }], created_at: OLD });
      await db().insertInto('tags').values({ user_id: aliceId, document_id: id }).execute();
      const res = await call('DELETE', `/documents/delete/${id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({});
      expect(await exists(id)).toBe(false);
      expect(await versionsOf(id)).toEqual([]);
      expect(
        await db().selectFrom('document_archives').selectAll().where('document_id', '=', id).execute(),
      ).toEqual([]);
      expect(
        await db().selectFrom('associations').selectAll().where('child_document_id', '=', id).execute(),
      ).toEqual([]);
    });
    it('unknown → 404; unsupported type → 400 Unsupported type when deleting document', async () => {
      expect((await call('DELETE', '/documents/delete/987654')).statusCode).toBe(404);
      const area = await createDocument(db(), { type: 'area' });
      const res = await call('DELETE', `/documents/delete/${area}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].description).toBe('Unsupported type when deleting document');
    });
    it('refused: the main waypoint or only waypoint of a route, the only route of an outing', async () => {
      const main = await createDocument(db(), { type: 'waypoint' });
      const r = await route({
        attributes: { activities: ['hiking'], main_waypoint_id: main },
        associations: [{ document_id: main, type: 'waypoint' }],
      });
      expect((await call('DELETE', `/documents/delete/${main}`)).json().errors[0].description).toBe(
        'The waypoint is the main waypoint of a route',
      );
      const only = await createDocument(db(), { type: 'waypoint' });
      await route({ associations: [{ document_id: only, type: 'waypoint' }] });
      expect((await call('DELETE', `/documents/delete/${only}`)).json().errors[0].description).toBe(
        'The waypoint is the only waypoint of a route',
      );
      await createDocument(db(), { type: 'outing', associations: [{ document_id: r, type: 'route' }] });
      const res = await call('DELETE', `/documents/delete/${r}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].description).toBe('The route is the only route of an outing');
    });
    it('non-moderator cannot delete a document older than 24 h', async () => {
      const outing = await createDocument(db(), {
        type: 'outing',
        creator_id: aliceId,
        created_at: OLD,
        associations: [{ document_id: aliceId, type: 'profile' }],
      });
      const res = await call('DELETE', `/documents/delete/${outing}`, undefined, alice);
      expect(res.statusCode).toBe(403);
      expect(res.json().errors[0].description).toBe('Only documents under 24 hours old can be deleted');
      expect((await call('DELETE', `/documents/delete/${outing}`)).statusCode).toBe(200);
    });
    it('non-moderators: outings by a participant within 24 h; never routes; anonymous → 403', async () => {
      const outing = await createDocument(db(), {
        type: 'outing',
        creator_id: aliceId,
        associations: [{ document_id: aliceId, type: 'profile' }],
      });
      expect((await call('DELETE', `/documents/delete/${outing}`, undefined, bob)).statusCode).toBe(403);
      expect((await call('DELETE', `/documents/delete/${outing}`, undefined, {})).statusCode).toBe(403);
      expect((await call('DELETE', `/documents/delete/${outing}`, undefined, alice)).statusCode).toBe(200);
      const r = await route({ creator_id: aliceId });
      expect((await call('DELETE', `/documents/delete/${r}`, undefined, alice)).statusCode).toBe(403);
    });
    it('a personal image is deleted by its creator, with its files', async () => {
      const file = path.join(ctx.config.mediaDir, 'x1.jpg');
      fs.mkdirSync(ctx.config.mediaDir, { recursive: true });
      fs.writeFileSync(file, 'jpg');
      fs.writeFileSync(path.join(ctx.config.mediaDir, 'x1MI.jpg'), 'jpg');
      const image = await createDocument(db(), {
        type: 'image',
        creator_id: aliceId,
        attributes: { image_type: 'personal', filename: 'x1.jpg' },
      });
      expect((await call('DELETE', `/documents/delete/${image}`, undefined, alice)).statusCode).toBe(200);
      expect(fs.existsSync(file)).toBe(false);
      expect(fs.existsSync(path.join(ctx.config.mediaDir, 'x1MI.jpg'))).toBe(false);
    });
    it('a media store that fails after the commit does not turn the deletion into an error', async () => {
      const image = await createDocument(db(), {
        type: 'image',
        creator_id: aliceId,
        attributes: { image_type: 'personal', filename: 'x2.jpg' },
      });
      const media = ctx.app.deps.media;
      const remove = media.delete;
      media.delete = async () => {
        throw new Error('the store is down');
      };
      try {
        expect((await call('DELETE', `/documents/delete/${image}`, undefined, alice)).statusCode).toBe(200);
      } finally {
        media.delete = remove;
      }
      expect((await ctx.app.inject({ method: 'GET', url: `/api/images/${image}` })).statusCode).toBe(404);
    });
  });

  describe('delete locale', () => {
    it('deletes one locale and its versions; 400 locale not found; the only locale deletes the document', async () => {
      const id = await route({
        locales: [
          { lang: 'fr', title: 'Voie' },
          { lang: 'en', title: 'Route' },
        ],
      });
      expect((await call('DELETE', `/documents/delete/${id}/de`)).json().errors[0].description).toBe(
        'locale not found',
      );
      expect((await call('DELETE', `/documents/delete/${id}/en`)).statusCode).toBe(200);
      expect((await versionsOf(id)).map((v) => v.lang)).toEqual(['fr']);
      const row = await db()
        .selectFrom('documents')
        .select('available_langs')
        .where('document_id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.available_langs).toEqual(['fr']);
      expect((await call('DELETE', `/documents/delete/${id}/fr`)).statusCode).toBe(200);
      expect(await exists(id)).toBe(false);
    });
  });

  describe('revert', () => {
    it('writes a new version equal to the old one, comment Revert to version N', async () => {
      const id = await createDocument(db(), { type: 'waypoint', title: 'Old' });
      const doc = (await ctx.app.inject({ url: `/api/waypoints/${id}` })).json();
      await ctx.app.inject({
        method: 'PUT',
        url: `/api/waypoints/${id}`,
        headers: alice,
        payload: { document: { ...doc, elevation: 3333, locales: [{ ...doc.locales[0], title: 'New' }] } },
      });
      const [first] = await versionsOf(id);
      const res = await call('POST', '/documents/revert', {
        document_id: id,
        lang: 'fr',
        version_id: Number(first!.version_id),
      });
      expect(res.statusCode).toBe(200);
      const after = (await ctx.app.inject({ url: `/api/waypoints/${id}` })).json();
      expect(after).toMatchObject({ elevation: 2000, version: 3, locales: [{ title: 'Old', version: 3 }] });
      const versions = await versionsOf(id);
      expect(versions.at(-1)!.comment).toBe(`Revert to version ${first!.version_id}`);
    });
    it('400 unknown version or already latest; moderators only', async () => {
      const id = await route();
      const [only] = await versionsOf(id);
      expect(
        (await call('POST', '/documents/revert', { document_id: id, lang: 'fr', version_id: 987654 }))
          .statusCode,
      ).toBe(400);
      const latest = await call('POST', '/documents/revert', {
        document_id: id,
        lang: 'fr',
        version_id: Number(only!.version_id),
      });
      expect(latest.statusCode).toBe(400);
      expect(latest.json().errors[0].description).toBe('Version is already the latest one');
      expect(
        (
          await call(
            'POST',
            '/documents/revert',
            { document_id: id, lang: 'fr', version_id: Number(only!.version_id) },
            alice,
          )
        ).statusCode,
      ).toBe(403);
    });
  });

  describe('mask / unmask', () => {
    it('masks an older version, not the latest (400); unmask restores', async () => {
      const id = await route();
      await call('POST', '/documents/protect', { document_id: id });
      const [first, latest] = await versionsOf(id);
      const body = (v: { version_id: number }) => ({
        document_id: id,
        lang: 'fr',
        version_id: Number(v.version_id),
      });
      const refused = await call('POST', '/versions/mask', body(latest!));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors[0].description).toBe('Cannot mask the latest version');
      expect((await call('POST', '/versions/mask', body(first!), alice)).statusCode).toBe(403);
      expect((await call('POST', '/versions/mask', body(first!))).statusCode).toBe(200);
      expect((await versionsOf(id))[0]!.masked).toBe(true);
      expect((await call('POST', '/versions/unmask', body(first!))).statusCode).toBe(200);
      expect((await versionsOf(id))[0]!.masked).toBe(false);
      expect(
        (await call('POST', '/versions/mask', { document_id: id, lang: 'fr', version_id: 987654 }))
          .statusCode,
      ).toBe(400);
    });
  });
});
