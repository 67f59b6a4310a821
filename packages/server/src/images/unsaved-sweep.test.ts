/**
 * The sweep of uploads never saved (issue 15): files uploaded but never attached by
 * `POST /images/list` go after the delay with their sizes, in the local folder and in S3;
 * attached and recent ones stay; two nodes sweeping together delete each file once; a list call
 * holding a file's row keeps it from the sweep (PostgreSQL, where sessions run side by side).
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { buildTestApp, type TestContext } from '../test/build-app.ts';
import { authHeaders, createDocument, createUser } from '../test/factories.ts';
import { noiseJpeg, uploadFile } from '../test/images.ts';
import { startLocalS3, type LocalS3 } from '../test/s3.ts';
import { claimPendingUploads, sweepUnsavedUploads } from './unsaved-sweep.ts';
import { variantName } from './variants.ts';

const DAY = 24 * 3_600_000;

function sweepSuite(kind: 'local' | 's3') {
  describe(`sweep of unsaved uploads, ${kind} store`, () => {
    let s3: LocalS3 | undefined;
    let ctx: TestContext;
    let headers: Record<string, string>;
    let waypoint: number;
    let photo: Buffer;

    const upload = async () => {
      const res = await uploadFile(ctx.app, headers, photo);
      expect(res.statusCode).toBe(200);
      return res.json().filename as string;
    };
    const attach = (filename: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/images/list',
        headers,
        payload: {
          images: [
            {
              filename,
              activities: ['hiking'],
              locales: [{ lang: 'en' }],
              associations: { waypoints: [{ document_id: waypoint }] },
            },
          ],
        },
      });
    /** Makes the uploads look `hours` old. */
    const age = (filenames: string[], hours: number) =>
      sql`UPDATE pending_uploads SET uploaded_at = now() - make_interval(hours => ${hours})
          WHERE filename = ANY(${`{${filenames.join(',')}}`}::text[])`.execute(ctx.database.db);
    const stored = async (filename: string) =>
      !!(await ctx.app.deps.media.head(filename)) &&
      !!(await ctx.app.deps.media.head(variantName(filename, 'BI')));
    const pending = async () =>
      (
        await sql<{ filename: string }>`SELECT filename FROM pending_uploads ORDER BY filename`.execute(
          ctx.database.db,
        )
      ).rows.map((r) => r.filename);
    const sweep = () => sweepUnsavedUploads(ctx.database, ctx.app.deps.media, DAY);

    beforeAll(async () => {
      if (kind === 's3') s3 = await startLocalS3();
      ctx = await buildTestApp(s3?.env ?? {});
      const user = await createUser(ctx.database.db, { username: 'hiker' });
      headers = await authHeaders(ctx.database.db, user);
      waypoint = await createDocument(ctx.database.db, { type: 'waypoint' });
      photo = await noiseJpeg(600, 400);
    });
    afterAll(async () => {
      await ctx?.close();
      await s3?.stop();
    });

    it('an upload waits for its image; attaching it ends the wait', async () => {
      const filename = await upload();
      expect(await pending()).toContain(filename);
      expect((await attach(filename)).statusCode).toBe(200);
      expect(await pending()).not.toContain(filename);
    });

    it('deletes old unsaved uploads with their sizes; keeps saved and recent ones', async () => {
      const [saved, lost, recent] = [await upload(), await upload(), await upload()];
      expect((await attach(saved)).statusCode).toBe(200);
      await age([saved, lost], 25);
      await age([recent], 23);
      expect(await sweep()).toEqual([lost]);
      expect(await stored(lost)).toBe(false);
      for (const size of ['SI', 'MI', 'BI'] as const)
        expect(await ctx.app.deps.media.head(variantName(lost, size))).toBeUndefined();
      expect(await stored(saved)).toBe(true);
      expect(await stored(recent)).toBe(true);
      expect(await pending()).toEqual([recent]);
      // Saving it afterwards says the file is gone, in the API's error shape.
      const late = await attach(lost);
      expect(late.statusCode).toBe(400);
      expect(late.json().errors).toEqual([
        { location: 'body', name: 'images.0.filename', description: `file "${lost}" was not uploaded` },
      ]);
    });

    it('a row whose file became an image some other way is dropped, the file kept', async () => {
      const filename = await upload();
      expect((await attach(filename)).statusCode).toBe(200);
      await sql`INSERT INTO pending_uploads (filename, uploaded_at) VALUES (${filename}, now() - interval '2 days')`.execute(
        ctx.database.db,
      );
      expect(await sweep()).toEqual([]);
      expect(await stored(filename)).toBe(true);
      expect(await pending()).not.toContain(filename);
    });

    it('each API node sweeps at start and on its schedule, with the configured delay', async () => {
      const [old, younger] = [await upload(), await upload()];
      await age([old], 25);
      await age([younger], 24);
      // Another node on the same database and store, keeping unsaved uploads 24.5 hours.
      const other = await buildApp({
        config: loadConfig({
          ...(s3?.env ?? {}),
          DATA_DIR: ctx.config.dataDir,
          WEB_DIST: '/nonexistent',
          DEMO_DATA: 'false',
          UNSAVED_UPLOAD_HOURS: '24.5',
        }),
        database: ctx.database,
        schemaVersion: 0,
        mailer: { send: async () => undefined },
      });
      await other.close(); // waits for the sweep it started with
      expect(await stored(old)).toBe(false);
      expect(await stored(younger)).toBe(true);
      expect(await pending()).toContain(younger);
      expect(await pending()).not.toContain(old);
    });
  });
}

sweepSuite('local');
sweepSuite('s3');

describe.runIf(!!process.env.TEST_DATABASE_URL)(
  'sweep of unsaved uploads with several nodes (PostgreSQL)',
  () => {
    let ctx: TestContext;
    let headers: Record<string, string>;

    beforeAll(async () => {
      ctx = await buildTestApp();
      const user = await createUser(ctx.database.db, { username: 'hiker' });
      headers = await authHeaders(ctx.database.db, user);
    });
    afterAll(() => ctx?.close());

    const uploadMany = async (count: number) => {
      const names: string[] = [];
      for (let i = 0; i < count; i++) {
        const res = await uploadFile(ctx.app, headers, await noiseJpeg(64, 64));
        names.push(res.json().filename);
      }
      await sql`UPDATE pending_uploads SET uploaded_at = now() - interval '2 days'`.execute(ctx.database.db);
      return names;
    };

    it('two nodes sweeping at once delete each file once', async () => {
      const names = await uploadMany(6);
      const [a, b] = await Promise.all([
        sweepUnsavedUploads(ctx.database, ctx.app.deps.media, DAY),
        sweepUnsavedUploads(ctx.database, ctx.app.deps.media, DAY),
      ]);
      expect([...a, ...b].sort()).toEqual([...names].sort());
    });

    it('a list call holding a row keeps its file from the sweep', async () => {
      const [held, free] = await uploadMany(2);
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let claimed!: () => void;
      const isClaimed = new Promise<void>((resolve) => (claimed = resolve));
      const holder = ctx.database.db.transaction().execute(async (trx) => {
        await claimPendingUploads(trx, [held!]);
        claimed();
        await released;
        throw new Error('rolled back');
      });
      await isClaimed;
      expect(await sweepUnsavedUploads(ctx.database, ctx.app.deps.media, DAY)).toEqual([free]);
      expect(await ctx.app.deps.media.head(held!)).toBeDefined();
      release();
      await expect(holder).rejects.toThrow('rolled back');
      // Rolled back (the list call failed): the row is back, and the next sweep takes it.
      expect(await sweepUnsavedUploads(ctx.database, ctx.app.deps.media, DAY)).toEqual([held]);
    });
  },
);
