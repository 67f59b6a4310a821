import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/build-app.ts';
import { createCast, createDocument, createUser } from '../test/factories.ts';

describe('POST /images/list (api.md §14.3, §12.1; spec 2 §5)', () => {
  let ctx: TestContext;
  let alice: Record<string, string>;
  let bob: Record<string, string>;
  let modo: Record<string, string>;
  let aliceId: number;
  let bobId: number;
  let counter = 0;
  const db = () => ctx.database.db;
  /** Writes a 300×200 JPEG into the media folder, as the upload does; returns its name. */
  const uploaded = async () => {
    const name = `1700000000_${100000 + counter++}.jpg`;
    await sharp({ create: { width: 300, height: 200, channels: 3, background: '#48a' } })
      .jpeg()
      .toFile(path.join(ctx.config.mediaDir, name));
    return name;
  };
  const image = (
    filename: string,
    associations: Record<string, { document_id: number }[]>,
    extra: Record<string, unknown> = {},
  ) => ({
    filename,
    activities: ['hiking'],
    locales: [{ lang: 'fr', title: 'Photo' }],
    associations,
    ...extra,
  });
  const post = (images: object[], headers = alice) =>
    ctx.app.inject({ method: 'POST', url: '/api/images/list', headers, payload: { images } });
  const imageRow = async (id: number) =>
    (
      await sql<
        Record<string, unknown>
      >`SELECT i.*, d.quality FROM images i JOIN documents d USING (document_id) WHERE document_id = ${id}`.execute(
        db(),
      )
    ).rows[0]!;
  const imageCount = async () =>
    Number((await sql<{ n: number }>`SELECT count(*)::int AS n FROM images`.execute(db())).rows[0]!.n);

  beforeAll(async () => {
    ctx = await buildTestApp();
    fs.mkdirSync(ctx.config.mediaDir, { recursive: true });
    ({ aliceId, bobId, alice, bob, modo } = await createCast(db()));
  });
  afterAll(() => ctx.close());

  it('creates the images in order with the upload defaults and the file facts', async () => {
    const wp = await createDocument(db(), { type: 'waypoint' });
    const route = await createDocument(db(), {
      type: 'route',
      associations: [{ document_id: wp, type: 'waypoint' }],
    });
    const outing = await createDocument(db(), {
      type: 'outing',
      creator_id: aliceId,
      associations: [
        { document_id: route, type: 'route' },
        { document_id: aliceId, type: 'profile' },
      ],
    });
    const [f1, f2] = [await uploaded(), await uploaded()];
    const res = await post([
      image(f1, { outings: [{ document_id: outing }] }),
      image(f2, { waypoints: [{ document_id: wp }] }, { quality: 'great' }),
    ]);
    expect(res.statusCode).toBe(200);
    const ids = res.json().images.map((i: { document_id: number }) => i.document_id);
    expect(ids).toHaveLength(2);
    const first = await imageRow(ids[0]);
    expect(first).toMatchObject({
      filename: f1,
      image_type: 'personal',
      quality: 'medium',
      width: 300,
      height: 200,
    });
    expect(first.file_size).toBe(fs.statSync(path.join(ctx.config.mediaDir, f1)).size);
    expect(await imageRow(ids[1])).toMatchObject({
      filename: f2,
      image_type: 'collaborative',
      quality: 'great',
    });
    const links = await db()
      .selectFrom('associations')
      .selectAll()
      .where('child_document_id', 'in', ids)
      .execute();
    expect(links.map((l) => Number(l.parent_document_id)).sort()).toEqual([outing, wp].sort());
  });

  it('image type by parent: profile and xreport personal; collab article collaborative, other articles personal', async () => {
    const collab = await createDocument(db(), { type: 'article', attributes: { article_type: 'collab' } });
    const personal = await createDocument(db(), {
      type: 'article',
      creator_id: aliceId,
      attributes: { article_type: 'personal' },
    });
    const report = await createDocument(db(), { type: 'xreport', creator_id: aliceId });
    const files = [await uploaded(), await uploaded(), await uploaded(), await uploaded()];
    // (non-moderators cannot link xreports from another document: spec 3 §5)
    const res = await post(
      [
        image(files[0]!, { users: [{ document_id: aliceId }] }),
        image(files[1]!, { xreports: [{ document_id: report }] }),
        image(files[2]!, { articles: [{ document_id: collab }] }),
        image(files[3]!, { articles: [{ document_id: personal }] }),
      ],
      modo,
    );
    expect(res.statusCode).toBe(200);
    const types = await Promise.all(
      res.json().images.map(async (i: { document_id: number }) => (await imageRow(i.document_id)).image_type),
    );
    expect(types).toEqual(['personal', 'personal', 'collaborative', 'personal']);
  });

  it('images on an xreport: its author and associated users add them (spec 2 §6), another user gets the association error', async () => {
    const report = await createDocument(db(), { type: 'xreport', creator_id: aliceId });
    const own = await post([image(await uploaded(), { xreports: [{ document_id: report }] })]);
    expect(own.statusCode).toBe(200);
    const id = own.json().images[0].document_id;
    expect((await imageRow(id)).image_type).toBe('personal');
    const link = await db()
      .selectFrom('associations')
      .selectAll()
      .where('child_document_id', '=', id)
      .executeTakeFirstOrThrow();
    expect({ parent: Number(link.parent_document_id), type: link.parent_type }).toEqual({
      parent: report,
      type: 'x',
    });
    expect(
      (
        (await ctx.app.inject({ url: `/api/xreports/${report}` })).json().associations.images as {
          document_id: number;
        }[]
      ).map((i) => i.document_id),
    ).toEqual([id]);

    const before = await imageCount();
    const refused = await post([image(await uploaded(), { xreports: [{ document_id: report }] })], bob);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      {
        location: 'body',
        name: 'images.0.associations.xreports',
        description: `no rights to modify associations with xreport ${report}`,
      },
    ]);
    expect(await imageCount()).toBe(before);

    // an associated user (xreport `users`) may add images too
    const shared = await createDocument(db(), {
      type: 'xreport',
      creator_id: aliceId,
      associations: [{ document_id: bobId, type: 'profile' }],
    });
    expect(
      (await post([image(await uploaded(), { xreports: [{ document_id: shared }] })], bob)).statusCode,
    ).toBe(200);
  });

  it('images the hidden author adds to an anonymous xreport are attributed like it, and stay theirs to edit', async () => {
    const anonymous = await createUser(db(), { username: 'anonymous' });
    const report = await createDocument(db(), { type: 'xreport', creator_id: anonymous.id });
    await db().insertInto('anonymous_authors').values({ document_id: report, user_id: aliceId }).execute();
    const res = await post([image(await uploaded(), { xreports: [{ document_id: report }] })]);
    expect(res.statusCode).toBe(200);
    const id = res.json().images[0].document_id as number;
    const read = async (headers: Record<string, string> = {}) =>
      (await ctx.app.inject({ url: `/api/images/${id}`, headers })).json();
    // Nobody learns from the image who wrote the report: its author, version and feed name the anonymous account.
    expect((await read()).creator.user_id).toBe(anonymous.id);
    const versions = await db()
      .selectFrom('document_versions')
      .select('user_id')
      .where('document_id', '=', id)
      .execute();
    expect(versions.map((v) => Number(v.user_id))).toEqual([anonymous.id]);
    const feed = await db()
      .selectFrom('feed_changes')
      .select('user_id')
      .where('document_id', 'in', [id, report])
      .execute();
    expect(feed.map((f) => Number(f.user_id))).not.toContain(aliceId);
    // The hidden author edits the image; another user may not (a personal image).
    const edit = async (headers: Record<string, string>) => {
      const doc = await read(headers);
      doc.locales[0].title = 'Le couloir';
      return ctx.app.inject({
        method: 'PUT',
        url: `/api/images/${id}`,
        headers,
        payload: { message: 'titre', document: doc },
      });
    };
    expect((await edit(alice)).statusCode).toBe(200);
    expect((await edit(bob)).statusCode).toBe(403);
  });

  it('all or nothing: a file that was not uploaded or a duplicate filename fails the whole batch', async () => {
    const wp = await createDocument(db(), { type: 'waypoint' });
    const before = await imageCount();
    const good = await uploaded();
    const missing = await post([
      image(good, { waypoints: [{ document_id: wp }] }),
      image('1700000000_999999.jpg', {}),
    ]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0]).toMatchObject({ name: 'images.1.filename' });
    const twice = await post([image(good, {}), image(good, {})]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors).toContainEqual({
      location: 'body',
      name: 'images.1.filename',
      description: 'Unique',
    });
    const invalid = await post([image(good, {}), image(await uploaded(), {}, { locales: [] })]);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors[0].name).toMatch(/^images\.1\./);
    expect(await imageCount()).toBe(before);
    expect((await post([image(good, {})])).statusCode).toBe(200);
  });

  it('copyright only for moderators (403); no token → 403', async () => {
    const file = await uploaded();
    expect((await post([image(file, {}, { image_type: 'copyright' })])).statusCode).toBe(403);
    expect((await post([image(file, {})], {})).statusCode).toBe(403);
    // copyright needs a book (canSetImageType)
    const book = await createDocument(db(), { type: 'book' });
    const res = await post(
      [image(file, { books: [{ document_id: book }] }, { image_type: 'copyright' })],
      modo,
    );
    expect(res.statusCode).toBe(200);
    expect((await imageRow(res.json().images[0].document_id)).image_type).toBe('copyright');
  });

  it("feed: the actor's own entry is bumped as updated; another uploader gets an added_photos entry", async () => {
    const wp = await createDocument(db(), { type: 'waypoint' });
    const route = await createDocument(db(), {
      type: 'route',
      creator_id: aliceId,
      associations: [{ document_id: wp, type: 'waypoint' }],
    });
    await db()
      .insertInto('feed_changes')
      .values({
        user_id: aliceId,
        change_type: 'created',
        document_id: route,
        document_type: 'r',
        time: new Date(2020, 0, 1),
        user_ids: [aliceId],
        activities: ['hiking'],
      })
      .execute();
    const own = await post([image(await uploaded(), { routes: [{ document_id: route }] })]);
    const ownId = own.json().images[0].document_id;
    let entries = await db()
      .selectFrom('feed_changes')
      .selectAll()
      .where('document_id', '=', route)
      .execute();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ change_type: 'updated', more_images: false });
    expect(Number(entries[0]!.image1_id)).toBe(ownId);

    const files = [await uploaded(), await uploaded(), await uploaded(), await uploaded()];
    const res = await post(
      files.map((f) => image(f, { routes: [{ document_id: route }] })),
      bob,
    );
    expect(res.statusCode).toBe(200);
    const ids = res.json().images.map((i: { document_id: number }) => i.document_id);
    entries = await db()
      .selectFrom('feed_changes')
      .selectAll()
      .where('document_id', '=', route)
      .orderBy('change_id')
      .execute();
    expect(entries).toHaveLength(2);
    const added = entries[1]!;
    expect(added).toMatchObject({ change_type: 'added_photos', more_images: true, activities: ['hiking'] });
    expect(Number(added.user_id)).toBe(bobId);
    expect([added.image1_id, added.image2_id, added.image3_id].map(Number)).toEqual(ids.slice(0, 3));
    expect(added.user_ids.map(Number).sort()).toEqual([aliceId, bobId].sort());
  });
});
