/**
 * `npm run bench` (API part, issue 3): seeds BENCH_DOCUMENTS (default 1,000,000) synthetic
 * documents into a PostgreSQL cluster started here, starts the API server against it, drives
 * six calls with autocannon (32 connections; the server runs its production bundle, built first,
 * with 32 PostgreSQL connections) and prints p50/p95/p99 latency and requests/s,
 * next to the throughput of the very same SQL replayed directly with a 32-connection pool.
 * Each call is first sent unmeasured (200 times; the get once per document of its 2,000), then
 * for BENCH_WARM_SECONDS more (default 5), as on a site that is running: the measured run then
 * reads warm pages, warm caches in the first pass, and code V8 has finished optimising (in the
 * first seconds of a fresh server, a fifth of its CPU time went to compiling). The direct SQL
 * is replayed unmeasured for as long first. The second pass turns the read caches off.
 *
 * "search as you type" sends the search box's call with a new text each time (`search-queries.ts`),
 * so no answer cache helps; its direct SQL replays the queries of 40 such texts in turn.
 * Each run is cut into BENCH_ROUNDS rounds (default 3): the table shows the median and p95 of all
 * its calls, and the spread of the rounds' p95 (lowest–highest), so that a rerun on a quieter
 * machine can confirm or not. The server's peak RSS during each run is read from /proc, and the
 * CPU time per call of the server, of PostgreSQL (when it runs on this machine) and of the bench's
 * own client: what a call costs the machine, whatever else it runs.
 *
 * BENCH_POOL sets the server's DATABASE_POOL_SIZE (default 32, one connection per caller).
 * BENCH_DATABASE_URL reuses an already seeded database instead (its `postgres` admin URL is not
 * needed then). BENCH_SECONDS sets the duration of each run (default 15). BENCH_ONLY runs only
 * the calls whose name contains it (or one of its comma-separated parts); BENCH_PASSES=off (or on) runs
 * only the pass with the read caches off (or on). The direct SQL is replayed right after the API's run,
 * in each pass, so that both see the machine as loaded at about the same time. BENCH_CPU_PROF=dir has
 * the server write a V8 CPU profile of each pass into dir (`bench/cpu-profile-summary.ts` sums it up);
 * BENCH_NODE_FLAGS adds flags to the server's node (`--trace-gc`: its collections as they happen).
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { sql } from 'kysely';
import { openDatabase, SESSION_OPTIONS, type Database } from '../src/db/client.ts';
import { prepareMarkedQueries } from '../src/db/prepared.ts';
import { migrate } from '../src/db/migrate.ts';
import { seedSynthetic } from '../src/demo/seed-synthetic.ts';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
// @ts-expect-error plain ES module without types
import { startPostgres } from '../../../scripts/postgres.mjs';
import { searchQueries } from './search-queries.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const COUNT = Number(process.env.BENCH_DOCUMENTS ?? 1_000_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const WARM_SECONDS = Math.max(0, Number(process.env.BENCH_WARM_SECONDS ?? 5));
const ONLY = process.env.BENCH_ONLY;
const CONNECTIONS = 32;
const PORT = 18700 + Math.floor(Math.random() * 200);

interface Scenario {
  name: string;
  target: number;
  paths: () => string;
  /** Requests sent before the measured run (a whole turn of the document ids for the get). */
  warmUp: number;
  /**
   * Each call differs (distinct search texts, documents): the direct SQL replays the queries of 40
   * of them in turn, not those of one call (a route's links vary: 5 to 10 queries).
   */
  distinct?: boolean;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function prepareDatabase(): Promise<{ url: string; stop: () => void }> {
  if (process.env.BENCH_DATABASE_URL) return { url: process.env.BENCH_DATABASE_URL, stop: () => undefined };
  const cluster = await startPostgres({
    settings: [
      // Room for the whole database (5.5 GB at a million documents), read into it before the runs
      // (`prewarm`): a virtual machine that hands its page cache back to the host would otherwise
      // read it from disk again in the middle of a run.
      'shared_buffers=7GB',
      'work_mem=32MB',
      'max_connections=200',
      'synchronous_commit=off',
      'random_page_cost=1.1',
      'effective_cache_size=4GB',
    ],
  });
  if (!cluster) throw new Error('PostgreSQL is not installed (Debian package postgresql)');
  const url = cluster.url.replace(/\/postgres$/, '/cairn_bench');
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query('CREATE DATABASE cairn_bench');
  await admin.end();
  const database = await openDatabase({ url, poolSize: 4 });
  await migrate(database);
  console.log(`seeding ${COUNT.toLocaleString('en')} documents into PostgreSQL…`);
  let shown = 0;
  const result = await seedSynthetic(database, COUNT, (p) => {
    if (p.documents - shown >= 100_000) {
      shown = p.documents;
      console.log(`  ${p.documents.toLocaleString('en')} documents, ${p.seconds.toFixed(0)} s`);
    }
  });
  console.log(
    `seeded ${result.documents.toLocaleString('en')} documents and ${result.associations.toLocaleString('en')} associations in ${result.seconds.toFixed(0)} s`,
  );
  await database.close();
  return { url, stop: () => cluster.stop() };
}

/**
 * Reads every table and index of the database into PostgreSQL's shared buffers (pg_prewarm), so
 * that the runs measure the work of the calls, not the disk. Skipped, with a word, when the
 * extension cannot be created (a reused database whose role is not a superuser).
 */
async function prewarm(db: Database['db']) {
  try {
    await sql`CREATE EXTENSION IF NOT EXISTS pg_prewarm`.execute(db);
    const { rows } = await sql<{ blocks: number; buffers: string }>`
      SELECT sum(pg_prewarm(c.oid))::bigint AS blocks, current_setting('shared_buffers') AS buffers
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname IN ('public', 'pg_toast') AND c.relkind IN ('r', 'i', 't', 'm')`.execute(db);
    const mb = (Number(rows[0]?.blocks ?? 0) * 8) / 1024;
    console.log(`read ${mb.toFixed(0)} MB of tables and indexes into shared buffers of ${rows[0]?.buffers}`);
  } catch (error) {
    console.log(`not prewarmed (${(error as Error).message}): the first reads may come from disk`);
  }
}

async function startServer(url: string, port: number, env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-bench-'));
  // BENCH_CPU_PROF=dir: the server writes a V8 CPU profile there when it stops (`cpu-profile-summary.ts`).
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`]
    : [];
  // BENCH_NODE_FLAGS: more flags for the server's node (e.g. `--trace-gc`, which NODE_OPTIONS refuses).
  const flags = (process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...profile, ...flags, SERVER], {
    env: {
      ...process.env,
      ...env,
      DATABASE_URL: url,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      // Search as you type from the titles in memory, loaded before the first call is timed.
      SEARCH_TITLE_INDEX: 'wait',
      NODE_ENV: 'production',
      // The SQL at the same concurrency as its direct replay: one connection per caller.
      DATABASE_POOL_SIZE: process.env.BENCH_POOL ?? String(CONNECTIONS),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // Up to three minutes: on a busy machine, starting takes a while.
  let up = false;
  for (let i = 0; i < 360 && !up; i++) {
    try {
      up = (await fetch(`http://127.0.0.1:${port}/api/health`)).ok;
    } catch {
      /* not up yet */
    }
    if (!up) await new Promise((r) => setTimeout(r, 500));
  }
  if (!up) {
    child.kill('SIGTERM');
    throw new Error(`the API server did not answer on port ${port} within three minutes`);
  }
  return {
    pid: child.pid!,
    /** Stops the server and waits for its exit (and its CPU profile, if asked). */
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** CPU time (user + system, ms) a process has used so far, from /proc (0 elsewhere). */
const CLOCK_TICKS = 100;

/** The fields of /proc/PID/stat after the command name in parentheses (the parent is [1]). */
const statFields = (pid: number | string) =>
  fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');

/**
 * CPU time of a process in ms: fields 14 and 15 of its stat (user, system), and with
 * `withChildren` 16 and 17 too (those of its ended children, once reaped), in clock ticks.
 */
const cpuOf = (fields: string[], withChildren = false) =>
  (fields.slice(11, withChildren ? 15 : 13).reduce((sum, n) => sum + Number(n), 0) * 1000) / CLOCK_TICKS;

function cpuMs(pid: number): number {
  try {
    return cpuOf(statFields(pid));
  } catch {
    return 0;
  }
}

/**
 * The CPU time (ms) PostgreSQL has used so far, when it runs on this machine and its data folder
 * is readable: the postmaster's own and its ended children's (counted in its `cutime`/`cstime`
 * once reaped) plus its live children's (the backends). Undefined when it cannot be read.
 */
async function databaseCpuReader(url: string): Promise<(() => number) | undefined> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const dir = (await client.query<{ data_directory: string }>('SHOW data_directory')).rows[0]!
      .data_directory;
    const postmaster = Number(fs.readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    const read = () => {
      let total = cpuOf(statFields(postmaster), true);
      for (const entry of fs.readdirSync('/proc')) {
        if (!/^\d+$/.test(entry)) continue;
        try {
          const fields = statFields(entry);
          if (Number(fields[1]) === postmaster) total += cpuOf(fields, true);
        } catch {
          /* ended meanwhile */
        }
      }
      return total;
    };
    read();
    return read;
  } catch {
    return undefined;
  } finally {
    await client.end();
  }
}

/**
 * Samples a process's resident memory until `stop()`, which gives the highest seen (MB) and the
 * CPU time it used meanwhile (ms): the server's own cost, whatever else the machine runs.
 */
function watchServer(pid: number) {
  let peak = 0;
  const sample = () => {
    try {
      const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      peak = Math.max(peak, kb / 1024);
    } catch {
      /* no /proc (not Linux) or the process is gone */
    }
  };
  const cpuAtStart = cpuMs(pid);
  sample();
  const timer = setInterval(sample, 100);
  return () => {
    clearInterval(timer);
    sample();
    return { rss: peak, cpu: cpuMs(pid) - cpuAtStart };
  };
}

/** Autocannon requests of a scenario: a GET of the scenario's next path each time. */
const requestsOf = (scenario: Scenario) => [
  { method: 'GET', setupRequest: (req: Record<string, unknown>) => ({ ...req, path: scenario.paths() }) },
];

/**
 * Warms the server and the database up as a running site is: the same calls, not measured —
 * `scenario.warmUp` of them, then as many as come in `WARM_SECONDS`.
 */
async function warmUp(scenario: Scenario, port: number) {
  const options = {
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    requests: requestsOf(scenario),
  };
  await autocannon({ ...options, amount: scenario.warmUp } as never);
  if (WARM_SECONDS > 0) await autocannon({ ...options, duration: WARM_SECONDS } as never);
}

async function runApi(scenario: Scenario, port: number) {
  const times: number[] = [];
  const roundP95: number[] = [];
  let requests = 0;
  let errors = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const own: number[] = [];
    const result = await autocannon({
      url: `http://127.0.0.1:${port}`,
      connections: CONNECTIONS,
      duration: SECONDS / ROUNDS,
      requests: requestsOf(scenario),
      setupClient: (client: {
        on(event: 'response', fn: (status: number, bytes: number, ms: number) => void): void;
      }) => client.on('response', (_status, _bytes, ms) => own.push(ms)),
    } as never);
    own.sort((a, b) => a - b);
    roundP95.push(percentile(own, 95));
    times.push(...own);
    requests += (result as { requests: { total: number } }).requests.total;
    errors += (result as { non2xx: number; errors: number }).non2xx + (result as { errors: number }).errors;
  }
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    spread: `${Math.min(...roundP95).toFixed(0)}–${Math.max(...roundP95).toFixed(0)}`,
    rps: requests / SECONDS,
    requests,
    errors,
  };
}

type Captured = { sql: string; parameters: unknown[] }[];

/**
 * Captures the SQL that API calls run, by calling them in-process with a query logger, after a
 * first call of `warmPath` and of each path, which fill the caches a running server has warm.
 */
async function captureSql(url: string, warmPath: string, paths: string[]): Promise<Captured[]> {
  const queries: Captured = [];
  const database = await openDatabase({
    url,
    poolSize: 2,
    onQuery: (s, p) => queries.push({ sql: s, parameters: [...p] }),
  });
  const app = await buildApp({
    config: loadConfig({
      DATABASE_URL: url,
      DEMO_DATA: 'false',
      JWT_SECRET: 'bench-secret-of-enough-length',
      READ_CACHE_SECONDS: '0',
      SEARCH_TITLE_INDEX: 'wait',
      // No page rendering: its workers' first pages would count whole lists beside the replay.
      SSR_THREADS: '0',
    }),
    database,
    schemaVersion: 0,
  });
  // Warm caches, as a running server has them: the area entries and totals the calls read are
  // not loaded again in the captured SQL.
  for (const requestPath of [warmPath, ...paths]) await app.inject({ method: 'GET', url: requestPath });
  const sets: Captured[] = [];
  for (const requestPath of paths) {
    queries.length = 0;
    const res = await app.inject({ method: 'GET', url: requestPath });
    if (res.statusCode !== 200)
      throw new Error(`${requestPath} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
    sets.push([...queries]);
  }
  await app.close();
  await database.close();
  return sets;
}

/**
 * Replays the captured SQL with 32 concurrent loops; returns call-equivalents per second and the
 * p95 time of one call's queries (what the SQL alone costs a caller at this concurrency).
 */
async function runDirect(url: string, sets: Captured[]) {
  // The same session settings as the API's connections: the very same SQL, run the same way.
  const pool = new pg.Pool({ connectionString: url, max: CONNECTIONS, options: SESSION_OPTIONS });
  pool.on('connect', prepareMarkedQueries);
  const times: number[] = [];
  // Unmeasured first, as the API's calls are (`warmUp`).
  const from = Date.now() + WARM_SECONDS * 1000;
  const until = from + SECONDS * 1000;
  let turn = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      const client = await pool.connect();
      try {
        while (Date.now() < until) {
          const queries = sets[turn++ % sets.length]!;
          const measured = Date.now() >= from;
          const start = performance.now();
          for (const q of queries) await client.query(q.sql, q.parameters);
          if (measured) times.push(performance.now() - start);
        }
      } finally {
        client.release();
      }
    }),
  );
  await pool.end();
  times.sort((a, b) => a - b);
  return { rps: times.length / SECONDS, p95: percentile(times, 95) };
}

/**
 * Waits until PostgreSQL has finished the queries of the previous run (autocannon gives up on
 * requests after 10 s, their queries go on), so that each call is measured on its own.
 */
async function databaseIdle(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (let i = 0; i < 120; i++) {
      const busy = await client.query(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE state = 'active' AND pid <> pg_backend_pid() AND datname = current_database()`,
      );
      if (busy.rows[0].n === 0) return;
      await new Promise((r) => setTimeout(r, 500));
    }
  } finally {
    await client.end();
  }
}

// The server as deployed: its production bundle (`npm run build -w @cairn/server`), built now, or
// BENCH_SERVER's (another build's `dist/server.js`, to compare two versions on the same machine).
const SERVER = process.env.BENCH_SERVER
  ? path.resolve(process.env.BENCH_SERVER)
  : path.join(here, '../dist/server.js');
if (!process.env.BENCH_SERVER)
  execFileSync(process.execPath, [path.join(here, '../scripts/build.mjs')], { stdio: 'inherit' });
const { url, stop } = await prepareDatabase();
const databaseCpu = await databaseCpuReader(url);
const probe = await openDatabase({ url, poolSize: 2 });
const routeIds = (
  await sql<{
    id: number;
  }>`SELECT document_id AS id FROM documents WHERE type = 'r' AND redirects_to IS NULL ORDER BY random() LIMIT 2000`.execute(
    probe.db,
  )
).rows.map((r) => Number(r.id));
const total = (await sql<{ n: number }>`SELECT count(*)::int AS n FROM documents`.execute(probe.db)).rows[0]!
  .n;
// Real titles of the types the search box looks in, for the texts typed.
const titles = (
  await sql<{ title: string }>`
    SELECT l.title FROM document_locales l JOIN documents d ON d.document_id = l.document_id
    WHERE d.type IN ('w', 'r', 'c', 'b') AND d.redirects_to IS NULL ORDER BY random() LIMIT 5000`.execute(
    probe.db,
  )
).rows.map((r) => r.title);
const typed = searchQueries(titles);
/** The web's search box call (features/search: the top bar's types, 7 per type, the page's language). */
const searchBox = () => `/api/search?q=${encodeURIComponent(typed())}&t=w,r,c,b&limit=7&pl=fr`;
await sql`VACUUM ANALYZE`.execute(probe.db);
await prewarm(probe.db);
await probe.close();
let next = 0;
const alps = '550000,5400000,1200000,6000000';
const scenarios: Scenario[] = [
  {
    name: 'route list (act, rating range, bbox)',
    target: 50,
    paths: () => `/api/routes?act=skitouring&trat=2.1,4.3&bbox=${alps}`,
    warmUp: 200,
  },
  { name: 'outing list sorted by date', target: 50, paths: () => '/api/outings?sort=-date_end', warmUp: 200 },
  {
    name: 'document get (route)',
    target: 20,
    paths: () => `/api/routes/${routeIds[next++ % routeIds.length]}`,
    warmUp: routeIds.length,
    distinct: true,
  },
  { name: 'search of a 4-letter word', target: 50, paths: () => '/api/search?q=lacs&limit=7', warmUp: 200 },
  { name: 'feed page', target: 50, paths: () => '/api/feed?limit=10&pl=fr', warmUp: 200 },
  { name: 'search as you type', target: 50, paths: searchBox, warmUp: 200, distinct: true },
].filter((s) => !ONLY || ONLY.split(',').some((part) => s.name.includes(part)));

// Two passes: as deployed (answers of lists, search and feeds cached for READ_CACHE_SECONDS and
// emptied by writes; document bodies cached by their ETag key), then with those caches off, so
// that the cost of every call reaching the database shows too. The direct-SQL column replays
// the SQL of an uncached call.
const passes = [
  { title: 'read caches on (as deployed)', env: {} },
  {
    title: 'read caches off (READ_CACHE_SECONDS=0: every call reaches the database)',
    env: { READ_CACHE_SECONDS: '0' },
  },
];
const capturedByScenario = new Map<string, Captured[]>();
// The search texts are never repeated, not even from one pass to the next (no cached answer helps).
const tables: { title: string; rows: string[] }[] = [];
for (const [index, pass] of passes.entries()) {
  const off = 'READ_CACHE_SECONDS' in pass.env;
  if ((process.env.BENCH_PASSES === 'off' && !off) || (process.env.BENCH_PASSES === 'on' && off)) continue;
  const port = PORT + index;
  const server = await startServer(url, port, pass.env);
  const rows: string[] = [];
  console.log(`\n${pass.title}`);
  try {
    for (const s of scenarios) {
      next = 0;
      await warmUp(s, port);
      next = 0;
      await databaseIdle(url);
      const stopWatch = watchServer(server.pid);
      const databaseAtStart = databaseCpu?.();
      const clientAtStart = process.cpuUsage();
      const api = await runApi(s, port);
      const { rss, cpu } = stopWatch();
      const clientCpu = process.cpuUsage(clientAtStart);
      const perCall = (ms: number) => (ms / api.requests).toFixed(2);
      const databaseMs = databaseAtStart === undefined ? '–' : perCall(databaseCpu!() - databaseAtStart);
      let sets = capturedByScenario.get(s.name);
      if (!sets) {
        const paths = s.distinct ? Array.from({ length: 40 }, s.paths) : [s.paths()];
        sets = await captureSql(url, s.paths(), paths);
        capturedByScenario.set(s.name, sets);
      }
      await databaseIdle(url);
      const queries = sets.reduce((sum, set) => sum + set.length, 0) / sets.length;
      const direct = { ...(await runDirect(url, sets)), queries: Number(queries.toFixed(1)) };
      const ratio = api.rps / direct.rps;
      const latency = api.p95 / direct.p95;
      rows.push(
        `| ${s.name} | ${api.p50.toFixed(1)} | ${api.p95.toFixed(1)} | ${api.spread} | ${api.p99.toFixed(1)} | ≤ ${s.target} ${api.p95 <= s.target ? '✓' : '✗'} | ${api.rps.toFixed(0)} | ${direct.rps.toFixed(0)} (${direct.queries} queries) | ${direct.p95.toFixed(1)} | ${latency.toFixed(2)} ${latency <= 1.3 ? '✓' : '✗'} | ${ratio.toFixed(2)} ${ratio >= 0.8 ? '✓' : '✗'} | ${rss.toFixed(0)} ${rss < 400 ? '✓' : '✗'} | ${perCall(cpu)} | ${databaseMs} | ${perCall((clientCpu.user + clientCpu.system) / 1000)} | ${api.errors} |`,
      );
      console.log(rows.at(-1));
    }
  } finally {
    await server.stop();
  }
  tables.push({ title: pass.title, rows });
}
stop();
console.log(
  `\nAPI benchmark: ${total.toLocaleString('en')} documents on PostgreSQL, ${CONNECTIONS} connections, ${SECONDS} s per run in ${ROUNDS} rounds, ${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
for (const table of tables) {
  console.log(`\n${table.title}`);
  console.log(
    '| call | median ms | p95 ms | p95 of rounds | p99 ms | p95 target | API req/s | direct SQL calls/s | direct SQL p95 ms | p95 API / SQL (≤ 1.3) | req/s API / SQL (≥ 0.8) | peak RSS MB (< 400) | CPU ms/call: server | PostgreSQL | bench client | errors |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of table.rows) console.log(r);
}
