/**
 * `npm run bench:images -w @cairn/server` (issue 15): the cost of one image upload through the
 * real app (multipart, checks, the SI/MI/BI sizes, storing in the local media folder) on an
 * in-memory PGlite. A 4000×3000 photo-like JPEG (noise, about 3 MB) is uploaded 20 times one
 * after the other (median, min, max), then 10 times at once while the process's resident memory
 * is sampled every 10 ms and the event loop's delay is recorded (sharp works on libuv's threads:
 * the loop must stay free).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import sharp from 'sharp';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { authHeaders, createUser } from '../src/test/factories.ts';
import { multipartFile, noiseJpeg } from '../src/test/images.ts';

const RUNS = 20;
const CONCURRENT = 10;
const MB = 1024 * 1024;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-image-bench-'));
const database = await openDatabase({});
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
      `${process.env.UV_THREADPOOL_SIZE ?? 4}; app on in-memory PGlite, RSS ${(startRss / MB).toFixed(0)} MB once started`,
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
} finally {
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
