import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client.ts';
import { openTestDatabase } from '../../test/build-app.ts';
import { createDocument, point } from '../../test/factories.ts';
import { polygonIndex } from '../write/polygon-index.ts';
import { createCaches, type Caches } from './caches.ts';
import { EncodedBody } from './encoded-body.ts';
import { shareCacheInvalidation, type SharedInvalidation } from './shared-invalidation.ts';

const adminUrl = process.env.TEST_DATABASE_URL;

/** Two nodes' caches on one PostgreSQL (PGlite serves one process: nothing to share). */
describe.skipIf(!adminUrl)('read caches of several nodes, kept in step by LISTEN/NOTIFY', () => {
  let opened: Awaited<ReturnType<typeof openTestDatabase>>;
  let second: Database;
  const nodes: { caches: Caches; shared: SharedInvalidation }[] = [];
  const log = { info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;
  const fill = (caches: Caches) => caches.reads.get('/api/books', async () => new EncodedBody('{"total":1}'));

  beforeAll(async () => {
    opened = await openTestDatabase();
    second = await openDatabase({ url: opened.url!, poolSize: 2 });
    for (const database of [opened.database, second]) {
      const caches = createCaches(database.db, { readCacheSeconds: 15 });
      nodes.push({ caches, shared: await shareCacheInvalidation(caches, database, log) });
    }
  });
  afterAll(async () => {
    for (const node of nodes) await node.shared.stop();
    await second?.close();
    await opened?.drop();
  });

  it("a write's notification empties the other node's caches by its next sync, not the writer's", async () => {
    const [a, b] = nodes as [(typeof nodes)[0], (typeof nodes)[0]];
    await fill(a.caches);
    await fill(b.caches);
    await a.shared.publish();
    await b.shared.sync();
    expect(b.caches.reads.size).toBe(0);
    await a.shared.sync();
    expect(a.caches.reads.size).toBe(1); // its own notification: the write hook emptied it already
  });

  it('an area write on one node reloads the polygons of automatic links on the other', async () => {
    const [a, b] = nodes as [(typeof nodes)[0], (typeof nodes)[0]];
    const links = () => polygonIndex(second).linksOf(second.db, point(700000, 5700000), null);
    expect((await links()).area_ids).toEqual([]);
    const area = await createDocument(opened.database.db, { type: 'area' });
    // A write on a that changed no polygon: b keeps its polygons loaded.
    await a.shared.publish();
    await b.shared.sync();
    expect((await links()).area_ids).toEqual([]);
    // One that did (the write path calls invalidate()): b reloads them.
    polygonIndex(opened.database).invalidate();
    await a.shared.publish();
    await b.shared.sync();
    expect((await links()).area_ids).toEqual([area]);
  });

  it('a lost listening connection: caches emptied on every read meanwhile, and once listening again', async () => {
    const b = nodes[1]!;
    const listeners = async () =>
      (
        await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND application_name = 'cairn cairn_cache'`.execute(
          opened.database.db,
        )
      ).rows[0]!.n;
    expect(await listeners()).toBe(2);
    await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE datname = current_database() AND application_name = 'cairn cairn_cache'`.execute(second.db);
    // Both nodes lost theirs; while b listens no more, each read starts from empty caches.
    await new Promise((r) => setTimeout(r, 100));
    await fill(b.caches);
    await b.shared.sync();
    expect(b.caches.reads.size).toBe(0);
    // Back a second later: what was filled meanwhile is dropped (notifications may have been missed).
    await fill(b.caches);
    for (let i = 0; i < 100 && (await listeners()) < 2; i++) await new Promise((r) => setTimeout(r, 50));
    expect(await listeners()).toBe(2);
    await new Promise((r) => setTimeout(r, 50));
    expect(b.caches.reads.size).toBe(0);
    await fill(b.caches);
    await nodes[0]!.shared.publish();
    await b.shared.sync();
    expect(b.caches.reads.size).toBe(0);
  });
});
