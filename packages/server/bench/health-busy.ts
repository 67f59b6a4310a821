/**
 * `npm run bench:busy -w @cairn/server` (part of the root `npm run bench`): how long
 * `GET /api/health` takes while the server cooks long texts and derives a large photo (issue 13:
 * within 100 ms). Each run starts a server process cold (PGlite, demo data), sends six texts of
 * 300 KB to `POST /cooker` and a 24-megapixel photo to the upload, and probes health every 50 ms
 * until they are all answered. Prints each run's probes and the median, 95th percentile and
 * maximum over all runs.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const root = path.resolve(import.meta.dirname, '..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function startServer(): Promise<{ base: string; child: ChildProcess; dir: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-busy-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      DEMO_DATA: 'true',
      WEB_DIST: '/nonexistent',
      JWT_SECRET: 'bench-secret-of-sufficient-length',
      LOG_LEVEL: 'warn',
      COOKER_ANONYMOUS_PER_MINUTE: '10000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, child, dir };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the server did not start');
}

const text = (run: number, n: number) =>
  Array.from(
    { length: 2_400 },
    (_, i) =>
      `${run}.${n}.${i}: ${'word '.repeat(15)}**bold** _it_ [link](/routes/${i}) [[waypoints/${i}|w]]\n`,
  ).join('\n');

const photo = await sharp({
  create: {
    width: 6000,
    height: 4000,
    channels: 3,
    background: '#808080',
    noise: { type: 'gaussian', mean: 128, sigma: 40 },
  },
})
  .jpeg()
  .toBuffer();

const all: number[] = [];
for (let run = 1; run <= RUNS; run++) {
  const { base, child, dir } = await startServer();
  try {
    const login = await fetch(`${base}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'contributor', password: 'cairn-demo' }),
    });
    const { token } = (await login.json()) as { token: string };
    let pending = 0;
    const track = (promise: Promise<Response>) => {
      pending++;
      return promise
        .then((res) => {
          if (!res.ok) throw new Error(`${res.url}: ${res.status}`);
        })
        .finally(() => pending--);
    };
    const form = new FormData();
    form.append('file', new Blob([photo], { type: 'image/jpeg' }), 'big.jpg');
    const work = [
      ...Array.from({ length: 6 }, (_, n) =>
        track(
          fetch(`${base}/api/cooker`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ description: text(run, n) }),
          }),
        ),
      ),
      track(
        fetch(`${base}/api/images/upload`, {
          method: 'POST',
          headers: { authorization: `JWT token="${token}"` },
          body: form,
        }),
      ),
    ];
    const probes: number[] = [];
    while (pending > 0) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      if (pending === 0) break;
      const started = performance.now();
      await fetch(`${base}/api/health`);
      probes.push(performance.now() - started);
    }
    await Promise.all(work);
    all.push(...probes);
    console.log(
      `run ${run}: ${probes.length} probes while busy: ${probes.map((ms) => ms.toFixed(0)).join(' ')} ms`,
    );
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
all.sort((a, b) => a - b);
const at = (q: number) => all[Math.min(all.length - 1, Math.floor(q * all.length))]!;
console.log(
  `GET /api/health while cooking and deriving, ${RUNS} cold runs, ${all.length} probes: median ${at(0.5).toFixed(0)} ms, p95 ${at(0.95).toFixed(0)} ms, max ${all.at(-1)!.toFixed(0)} ms (target 100 ms) ${at(0.95) <= 100 ? '✓' : '✗'}`,
);
