/**
 * `npm run bench:images -w @cairn/server` (issue 15): the cost of one image upload through the
 * real app (multipart, checks, the SI/MI/BI sizes, storing in the local media folder, the
 * pending-upload row), once on an in-memory PGlite and once on PostgreSQL, each in a process of
 * its own so that their memory figures are their own. A 4000×3000 photo-like JPEG (noise,
 * about 3 MB) is uploaded 20 times one after the other (median, min, max), then 10 times at once
 * while the process's resident memory is sampled every 10 ms and the event loop's delay is
 * recorded (sharp works on libuv's threads: the loop must stay free).
 *
 * PostgreSQL: a throw-away cluster started here (`scripts/postgres.mjs`), or the server of
 * BENCH_POSTGRES_URL (an admin URL: a fresh database is made there and dropped after). Without
 * either, the PostgreSQL run is skipped and says so.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import sharp from 'sharp';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { createPostgresDatabase } from '../src/test/build-app.ts';
import { authHeaders, createUser } from '../src/test/factories.ts';
import { multipartFile, noiseJpeg } from '../src/test/images.ts';
import { startPostgres } from '../../../scripts/postgres.mjs';

const RUNS = 20;
const CONCURRENT = 10;
const MB = 1024 * 1024;

/** Set in the child processes: `pglite`, or the URL of the PostgreSQL database to use. */
const CHILD = 'CAIRN_IMAGE_BENCH_DATABASE';
/** The line a child ends with: its figures, for the parent's summary. */
const RESULT = 'image-bench-result ';

if (!process.env[CHILD]) {
  const figures: Array<{ kind: string; median: number; peak: number; over: number }> = [];
  const run = (kind: string, database: string) => {
    const child = spawnSync(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
      env: { ...process.env, [CHILD]: database },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    for (const line of child.stdout.split('\n')) {
      if (line.startsWith(RESULT)) figures.push({ kind, ...JSON.parse(line.slice(RESULT.length)) });
      else if (line) console.log(line);
    }
    if (child.status !== 0) throw new Error(`the ${kind} run failed (exit ${child.status})`);
  };
  run('PGlite', 'pglite');
  const admin = process.env.BENCH_POSTGRES_URL;
  const cluster = admin ? undefined : await startPostgres({});
  if (!admin && !cluster) console.log('PostgreSQL: skipped (not installed, and no BENCH_POSTGRES_URL)');
  else {
    const created = await createPostgresDatabase(admin ?? cluster.url);
    try {
      run('PostgreSQL', created.url);
    } finally {
      await created.drop();
      cluster?.stop();
    }
  }
  for (const f of figures)
    console.log(
      `${f.kind}: median ${f.median.toFixed(0)} ms one at a time; peak RSS ${f.peak.toFixed(0)} MB during ` +
        `${CONCURRENT} concurrent uploads (${f.over.toFixed(0)} MB over the process before them)`,
    );
  process.exit(0);
}

const onPostgres = process.env[CHILD] !== 'pglite';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-image-bench-'));
const database = await openDatabase(onPostgres ? { url: process.env[CHILD] } : {});
const schemaVersion = await migrate(database);
const app = await buildApp({
  config: loadConfig({
    DATA_DIR: dataDir,
    WEB_DIST: '/nonexistent',
    DEMO_DATA: 'false',
    JWT_SECRET: 'bench-secret-of-sufficient-length',
    RATE_LIMIT_WRITES: '100000',
  }),
  database,
  schemaVersion,
  mailer: { send: async () => undefined },
});

const startRss = process.memoryUsage().rss;

try {
  const user = await createUser(database.db, { username: 'bench' });
  const headers = await authHeaders(database.db, user, 'bench-secret-of-sufficient-length');
  const photo = await noiseJpeg(4000, 3000);
  const body = multipartFile('photo.jpg', photo, 'image/jpeg');
  const upload = async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/images/upload',
      payload: body.payload,
      headers: { ...body.headers, ...headers },
    });
    if (res.statusCode !== 200) throw new Error(`upload answered ${res.statusCode}: ${res.body}`);
  };
  console.log(
    `image upload: 4000×3000 JPEG of ${(photo.length / MB).toFixed(1)} MB, sharp ${sharp.versions.sharp} ` +
      `(libvips ${sharp.versions.vips}), ${os.availableParallelism()} cores, libuv threads ` +
      `${process.env.UV_THREADPOOL_SIZE ?? 4}; app on ${onPostgres ? 'PostgreSQL' : 'in-memory PGlite'}, RSS ${(startRss / MB).toFixed(0)} MB once started`,
  );

  await upload(); // warm-up: sharp's and the app's first-use costs
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await upload();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const median = (times[RUNS / 2 - 1]! + times[RUNS / 2]!) / 2;
  console.log(
    `accept + derive SI/MI/BI, one at a time: median ${median.toFixed(0)} ms ` +
      `(min ${times[0]!.toFixed(0)}, max ${times[RUNS - 1]!.toFixed(0)}; ${RUNS} uploads)`,
  );

  global.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENT }, upload));
  const elapsed = performance.now() - started;
  delay.disable();
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  console.log(
    `${CONCURRENT} concurrent uploads: ${elapsed.toFixed(0)} ms in all; server process peak RSS ` +
      `${(peak / MB).toFixed(0)} MB (${((peak - baseline) / MB).toFixed(0)} MB over the ${(baseline / MB).toFixed(0)} MB before); ` +
      `event loop delay p99 ${(delay.percentile(99) / 1e6).toFixed(0)} ms, max ${(delay.max / 1e6).toFixed(0)} ms`,
  );
  console.log(`${RESULT}${JSON.stringify({ median, peak: peak / MB, over: (peak - baseline) / MB })}`);
} finally {
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
