import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { generateDemoData } from '../demo/guidebook.ts';
import { loadDemoData } from '../demo/load.ts';
import { setProtected } from '../moderation/protect.ts';
import { openTestDatabase } from '../test/build-app.ts';
import { createDocument } from '../test/factories.ts';
import { loadConfig } from '../config.ts';
import { backup, restore } from './backup.ts';

/**
 * The round trip of `npm run backup` and `npm run restore` (issue 13) on the database of this
 * test pass: PGlite in a data folder, or a PostgreSQL database of TEST_DATABASE_URL.
 */
describe('backup and restore: the database and the media folder come back', () => {
  const pgUrl = process.env.TEST_DATABASE_URL;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-backup-test-'));
  const settings = {
    dataDir,
    mediaDir: path.join(dataDir, 'media'),
    databaseUrl: undefined as string | undefined,
  };
  const archive = path.join(dataDir, 'saved', 'cairn.tar.gz');
  const picture = Buffer.from('not really a jpeg, but bytes that must come back');
  let dropPg: (() => Promise<void>) | undefined;
  let docId = 0;
  let before: { documents: number; versions: string[] };

  const open = (): Promise<Database> =>
    settings.databaseUrl
      ? openDatabase({ url: settings.databaseUrl, poolSize: 2 })
      : openDatabase({ dataDir: path.join(dataDir, 'db') });
  const contents = async (database: Database) => {
    const documents = await database.db
      .selectFrom('documents')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const versions = await database.db
      .selectFrom('document_versions')
      .select(['lang', 'comment'])
      .where('document_id', '=', docId)
      .orderBy('version_id')
      .execute();
    return { documents: Number(documents.n), versions: versions.map((v) => `${v.lang} ${v.comment}`) };
  };

  beforeAll(async () => {
    let database: Database;
    if (pgUrl) {
      const test = await openTestDatabase();
      settings.databaseUrl = test.url;
      database = test.database;
      dropPg = test.drop;
    } else {
      database = await open();
      await migrate(database);
    }
    const demo = generateDemoData();
    await loadDemoData(database, demo);
    docId = await createDocument(database.db, {
      type: 'waypoint',
      locales: [
        { lang: 'fr', title: 'Refuge sauvegardé' },
        { lang: 'en', title: 'Saved hut' },
      ],
    });
    await setProtected(database.db, demo.users[0]!.id, docId, true);
    before = await contents(database);
    // The PostgreSQL database stays until afterAll (its drop closes this pool).
    if (!pgUrl) await database.close();
    fs.mkdirSync(settings.mediaDir, { recursive: true });
    fs.writeFileSync(path.join(settings.mediaDir, 'saved.jpg'), picture);
  }, 120_000);
  afterAll(async () => {
    await dropPg?.().catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('backs up, wipes, restores: the document, its versions and the media file are back', async () => {
    expect(before.versions).toEqual([
      'fr creation',
      'en creation',
      'fr Protected document',
      'en Protected document',
    ]);
    const manifest = await backup(settings, archive);
    expect(manifest).toMatchObject({
      format: 1,
      database: pgUrl ? 'postgresql' : 'pglite',
      media_files: 1,
    });
    expect(manifest.schema_version).toBeGreaterThanOrEqual(9);

    // Wipe both.
    if (settings.databaseUrl) {
      const client = new pg.Client({ connectionString: settings.databaseUrl });
      await client.connect();
      await client.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public');
      await client.end();
    } else fs.rmSync(path.join(dataDir, 'db'), { recursive: true });
    fs.rmSync(settings.mediaDir, { recursive: true });

    await restore(settings, archive);
    const database = await open();
    try {
      expect(await contents(database)).toEqual(before);
      // The restored database is up to date: migrating applies nothing.
      expect(await migrate(database)).toBe(manifest.schema_version);
    } finally {
      await database.close();
    }
    expect(fs.readFileSync(path.join(settings.mediaDir, 'saved.jpg'))).toEqual(picture);
  }, 120_000);

  it('refuses to restore over data without force, and replaces it with force', async () => {
    await expect(restore(settings, archive)).rejects.toThrow(
      'The database is not empty: restoring would replace it. Run again with --force to do so.',
    );
    fs.writeFileSync(path.join(settings.mediaDir, 'stray.jpg'), 'x');
    await restore(settings, archive, { force: true });
    expect(fs.readdirSync(settings.mediaDir)).toEqual(['saved.jpg']);
    const database = await open();
    try {
      expect(await contents(database)).toEqual(before);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('leaves media in an S3 bucket out of the archive, and says so in its manifest', async () => {
    const s3 = { ...settings, s3: { ...loadConfig({ S3_BUCKET: 'guidebook-media' }).s3! } };
    const manifest = await backup(s3, path.join(dataDir, 'saved', 'with-s3.tar.gz'));
    expect(manifest).toMatchObject({ media_files: 0, media_bucket: 'guidebook-media' });
    // A restore with S3 media leaves the local folder alone.
    await restore(s3, path.join(dataDir, 'saved', 'with-s3.tar.gz'), { force: true });
    expect(fs.readdirSync(settings.mediaDir)).toEqual(['saved.jpg']);
  }, 120_000);

  it('refuses an archive of the other engine and a file that is no backup', async () => {
    await expect(
      restore({ ...settings, databaseUrl: pgUrl ? undefined : 'postgres://x@127.0.0.1:1/x' }, archive, {
        force: true,
      }),
    ).rejects.toThrow(pgUrl ? 'restore it with DATABASE_URL set' : 'restore it with DATABASE_URL unset');
    const bogus = path.join(dataDir, 'bogus.tar.gz');
    fs.writeFileSync(bogus, 'nothing');
    await expect(restore(settings, bogus)).rejects.toThrow();
  });
});
