/**
 * Issue 13 §6: three real server processes on one PostgreSQL behave as one. Each node keeps its
 * read caches (lists kept 15 s), yet a write on one is seen on the others' next read; login and
 * write limits count across nodes; a node killed in the middle of a write leaves nothing of it,
 * and the others keep answering. PostgreSQL only (PGlite serves one process).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql, type RawBuilder } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './db/client.ts';
import { createPostgresDatabase } from './test/build-app.ts';
import { authHeaders, createUser } from './test/factories.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl)
  console.log('multi-node.test.ts skipped: several nodes need PostgreSQL (set TEST_DATABASE_URL)');

const SECRET = 'test-secret-of-sufficient-length';
const WRITES = 5;

interface Node {
  name: string;
  base: string;
  process: ChildProcess;
  output: string;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

describe.skipIf(!adminUrl)('three API nodes on one PostgreSQL (issue 13 §6)', () => {
  let created: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let database: Database;
  const dataDirs: string[] = [];
  let nodes: Node[] = [];
  const A = () => nodes[0]!;
  const B = () => nodes[1]!;
  const C = () => nodes[2]!;

  async function startNode(name: string, databaseUrl: string): Promise<Node> {
    const port = await freePort();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `cairn-node-${name}-`));
    dataDirs.push(dataDir);
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        JWT_SECRET: SECRET,
        WEB_DIST: '/nonexistent',
        // The demo guidebook takes most of a minute to load on a busy machine: users come from
        // the factories instead.
        DEMO_DATA: 'false',
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        READ_CACHE_SECONDS: '15',
        RATE_LIMIT_WRITES: String(WRITES),
        LOGIN_ATTEMPTS_PER_MINUTE: '10',
        // Every call comes from 127.0.0.1: the per-address limit is session-routes.test.ts's matter.
        LOGIN_ADDRESS_ATTEMPTS_PER_MINUTE: '1000',
      },
    });
    const node: Node = { name, base: `http://127.0.0.1:${port}`, process: child, output: '' };
    for (const stream of [child.stdout!, child.stderr!]) stream.on('data', (chunk) => (node.output += chunk));
    return node;
  }

  async function untilHealthy(node: Node): Promise<void> {
    const deadline = Date.now() + 40_000;
    for (;;) {
      if (node.process.exitCode !== null)
        throw new Error(`node ${node.name} exited (${node.process.exitCode}):\n${node.output}`);
      if (Date.now() > deadline) throw new Error(`node ${node.name} did not start:\n${node.output}`);
      const ok = await fetch(`${node.base}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  const call = async (node: Node, method: string, url: string, body?: unknown, headers = {}) => {
    const res = await fetch(`${node.base}${url}`, {
      method,
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  };
  const get = (node: Node, url: string) => call(node, 'GET', url);
  const login = (node: Node, username: string, password: string) =>
    call(node, 'POST', '/api/users/login', { username, password });
  const bearer = (token: string) => ({ authorization: `JWT token="${token}"` });
  /** A hiking topo with a French title, written through `node`. */
  const createBook = (node: Node, token: string, title: string) =>
    call(
      node,
      'POST',
      '/api/books',
      { activities: ['hiking'], book_types: ['topo'], locales: [{ lang: 'fr', title }] },
      bearer(token),
    );
  /** Gives book `id` a new French title through `node` (read from `readFrom` first). */
  const renameBook = async (node: Node, readFrom: Node, token: string, id: number, title: string) => {
    const doc = (await get(readFrom, `/api/books/${id}`)).body;
    doc.locales[0].title = title;
    return call(node, 'PUT', `/api/books/${id}`, { message: 'titre', document: doc }, bearer(token));
  };
  /** Sessions of the nodes on the test database matching `where` (the test's own left out). */
  const backendsIn = async (where: RawBuilder<unknown>) => {
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM pg_stat_activity
      WHERE datname = current_database() AND pid <> pg_backend_pid() AND ${where}`.execute(database.db);
    return rows[0]!.n;
  };
  const until = async (done: () => Promise<boolean>) => {
    const deadline = Date.now() + 10_000;
    while (!(await done())) {
      if (Date.now() > deadline) throw new Error('waited 10 s in vain');
      await new Promise((r) => setTimeout(r, 20));
    }
  };

  beforeAll(async () => {
    created = await createPostgresDatabase(adminUrl!);
    database = await openDatabase({ url: created.url, poolSize: 2 });
    // Started together on an empty database: one migrates, the others wait for its lock and
    // find the migrations applied.
    nodes = await Promise.all(['A', 'B', 'C'].map((name) => startNode(name, created.url)));
    await Promise.all(nodes.map(untilHealthy));
    await createUser(database.db, { username: 'writer', password: 'pw-writer' });
    await createUser(database.db, { username: 'boss', password: 'pw-boss', moderator: true });
  }, 60_000);

  afterAll(async () => {
    for (const node of nodes) if (node.process.exitCode === null) node.process.kill('SIGKILL');
    await Promise.all(
      nodes.map((n) =>
        n.process.exitCode === null && n.process.signalCode === null
          ? new Promise((r) => n.process.once('exit', r))
          : undefined,
      ),
    );
    await database?.close();
    await created?.drop();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('the nodes migrated the database once', async () => {
    const { rows } = await sql<{ n: number; versions: number }>`
      SELECT count(*)::int AS n, count(DISTINCT version)::int AS versions FROM schema_migrations`.execute(
      database.db,
    );
    expect(rows[0]!.n).toBe(rows[0]!.versions);
    for (const node of nodes) expect((await get(node, '/api/health')).body.status).toBe('ok');
  });

  it('a write on A is seen on the next read of B and C, though they cache lists for 15 s', async () => {
    const token = (await login(A(), 'writer', 'pw-writer')).body.token as string;
    // B and C cache the list and its total.
    const before = await get(B(), '/api/books');
    expect((await get(C(), '/api/books')).body.total).toBe(before.body.total);
    const made = await createBook(A(), token, 'Topo des trois nœuds');
    expect(made.status).toBe(200);
    const id = made.body.document_id as number;
    for (const node of [B(), C()]) {
      const list = await get(node, '/api/books');
      expect(list.body.total).toBe(before.body.total + 1);
      expect(list.body.documents[0].document_id).toBe(id);
    }
    // An edit on A: B's and C's next read of the document and of the list show the new title.
    expect((await renameBook(A(), B(), token, id, 'Topo des trois nœuds, revu')).status).toBe(200);
    for (const node of [B(), C()]) {
      expect((await get(node, `/api/books/${id}`)).body.locales[0].title).toBe('Topo des trois nœuds, revu');
      expect((await get(node, '/api/books')).body.documents[0].locales[0].title).toBe(
        'Topo des trois nœuds, revu',
      );
    }
  });

  it('search as you type on B and C finds at once a title written on A, from their titles in memory (issue 16 §3)', async () => {
    const token = (await login(A(), 'writer', 'pw-writer')).body.token as string;
    const search = async (node: Node, q: string) =>
      (await get(node, `/api/search?q=${encodeURIComponent(q)}&t=b&pl=fr`)).body.books as {
        documents: { document_id: number; locales: { title: string }[] }[];
        total: number;
      };
    // B and C have loaded their titles and answered this text before the write.
    for (const node of [B(), C()]) expect((await search(node, 'cordée quadrup')).total).toBe(0);
    const made = await createBook(A(), token, 'La cordée quadruple');
    expect(made.status).toBe(200);
    const id = made.body.document_id as number;
    for (const node of [B(), C()]) {
      const found = await search(node, 'cordée quadrup');
      expect(found.documents.map((d) => d.document_id)).toEqual([id]);
      // A typing mistake finds the new word too.
      expect((await search(node, 'quadrupple')).documents.map((d) => d.document_id)).toEqual([id]);
    }
    // Renamed on A: the old title is gone from B's and C's next search, the new one is there.
    expect((await renameBook(A(), A(), token, id, 'La cordée quintuple')).status).toBe(200);
    for (const node of [B(), C()]) {
      expect((await search(node, 'cordée quadrup')).total).toBe(0);
      expect((await search(node, 'cordée quint')).documents.map((d) => d.document_id)).toEqual([id]);
    }
    // A title written straight into the database, past every node, is found too.
    await sql`UPDATE document_locales SET title = 'La cordée sextuple', search_title = 'la cordee sextuple'
      WHERE document_id = ${id} AND lang = 'fr'`.execute(database.db);
    for (const node of [A(), B(), C()])
      expect((await search(node, 'cordee sext')).documents.map((d) => d.document_id)).toEqual([id]);
  });

  it('login failures spread over the nodes lock the account after 10, by name or email in any case', async () => {
    await createUser(database.db, { username: 'roamer', password: 'pw-roamer' });
    const statuses = [];
    for (let i = 0; i < 10; i++) statuses.push((await login(nodes[i % 3]!, 'roamer', `guess-${i}`)).status);
    expect(statuses).toEqual(Array(10).fill(401));
    for (const [node, name] of [
      [A(), 'roamer'],
      [B(), 'roamer@example.org'],
      [C(), 'ROAMER@example.org'],
    ] as const) {
      const res = await login(node, name, 'pw-roamer');
      expect(res.status).toBe(429);
      expect(res.body.errors[0].description).toBe('Too many login attempts, please retry in a minute');
    }
  });

  it('writes spread over the nodes meet one write limit', async () => {
    const user = await createUser(database.db, { username: 'busy' });
    const headers = await authHeaders(database.db, user, SECRET);
    const prefs = { activities: [], langs: [], areas: [], followed_only: false };
    const statuses = [];
    for (let i = 0; i < WRITES + 2; i++)
      statuses.push((await call(nodes[i % 3]!, 'POST', '/api/users/preferences', prefs, headers)).status);
    expect(statuses).toEqual([...Array(WRITES).fill(200), 429, 429]);
  });

  it('B killed in the middle of a write: the write is absent, not half there; A and C keep answering', async () => {
    const token = (await login(A(), 'boss', 'pw-boss')).body.token as string;
    const title = 'Écrit pendant la panne';
    const body = {
      activities: ['hiking'],
      book_types: ['topo'],
      locales: ['fr', 'en', 'de'].map((lang) => ({ lang, title })),
    };
    let outcome: number | string = 'pending';
    const lastId = Number(
      (
        await database.db
          .selectFrom('documents')
          .select(({ fn }) => fn.max('document_id').as('id'))
          .executeTakeFirstOrThrow()
      ).id,
    );
    // Holding a lock that the write's last inserts wait for stops B inside its transaction, after
    // its document, locales and archives were inserted: B is killed there.
    await database.db.transaction().execute(async (trx) => {
      await sql`LOCK TABLE document_versions IN EXCLUSIVE MODE`.execute(trx);
      const pending = fetch(`${B().base}/api/books`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...bearer(token) },
        body: JSON.stringify(body),
      }).then(
        (r) => (outcome = r.status),
        () => (outcome = 'connection lost'),
      );
      await until(async () => (await backendsIn(sql`wait_event_type = 'Lock'`)) === 1);
      // B's transaction has written its document row (it holds the table's row-exclusive lock).
      expect(
        await backendsIn(sql`pid IN (SELECT pid FROM pg_locks
          WHERE relation = 'documents'::regclass AND mode = 'RowExclusiveLock' AND granted)`),
      ).toBe(1);
      const exited = new Promise((r) => B().process.once('exit', r));
      B().process.kill('SIGKILL');
      await exited;
      await pending;
      // A and C answer reads meanwhile.
      expect((await get(A(), '/api/books')).status).toBe(200);
      expect((await get(C(), `/api/books?q=${encodeURIComponent(title)}`)).status).toBe(200);
    });
    expect(outcome).toBe('connection lost');
    // B's session gets the lock, then finds its client gone: PostgreSQL rolls its transaction back.
    await until(async () => (await backendsIn(sql`xact_start IS NOT NULL`)) === 0);
    for (const table of ['documents', 'document_locales', 'document_archives', 'locale_archives'] as const) {
      const rows = await database.db
        .selectFrom(table)
        .select('document_id')
        .where('document_id', '>', lastId)
        .execute();
      expect(rows, table).toEqual([]);
    }

    // Writes go on through A and C, and both read them.
    const after = await createBook(C(), token, 'Après la panne');
    expect(after.status).toBe(200);
    for (const node of [A(), C()]) {
      expect((await get(node, `/api/books/${after.body.document_id}`)).status).toBe(200);
      expect((await get(node, '/api/books')).body.documents[0].document_id).toBe(after.body.document_id);
    }
  });
});
