// `npm run test:load` (issue 13): a journey mix of virtual users against the API on PostgreSQL.
// Starts a throw-away PostgreSQL cluster (scripts/postgres.mjs) and the server from its sources
// (tsx: no build needed) with the demo guidebook, then runs LOAD_USERS virtual users (200) for
// LOAD_SECONDS (60), each looping over journeys with think times of 1–3 s:
//   - browse (anonymous): home → outing → route → waypoint;
//   - contribute (signed in, one of the demo users): login → home → outing → route → image upload
//     → add outing;
//   - search: advanced route search → route.
// Prints per step the count, p50, p90, p99 and max latency, and the errors; exits 1 on any error
// (a status other than 2xx, a refused connection, a malformed answer).
// The server's login and write limits are raised for the run: the demo users are shared by
// many virtual users, and the limits are not what is measured here.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { startPostgres } from './postgres.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const USERS = Number(process.env.LOAD_USERS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
/** Share of each journey kind. */
const MIX = [
  ['browse', 0.55],
  ['contribute', 0.25],
  ['search', 0.2],
];
/** Demo users the signed-in journeys log in as (their password is the demo guidebook's). */
const DEMO_USERS = [
  'contributor',
  'lea.bouvier',
  'julien.favre',
  'sofia.rossi',
  'hans.mueller',
  'emily.walker',
];
const DEMO_PASSWORD = 'cairn-demo';
const ROUTE_SEARCHES = [
  'act=skitouring&trat=2.1,3.3',
  'act=hiking&sort=hiking_rating',
  'act=rock_climbing&fac=S,SE,SW',
  'act=mountain_climbing&hdif=300,1500',
  'act=snow_ice_mixed,mountain_climbing&qa=draft,great',
];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** When the run ends: the journeys under way stop there (no more steps, no more thinking). */
let stopAt = Infinity;
const think = () => (Date.now() < stopAt ? sleep(1000 + Math.random() * 2000) : undefined);
const pick = (list) => list[Math.floor(Math.random() * list.length)];

async function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** The server from its sources on `databaseUrl`; resolves once `/api/health` answers. */
async function startServer(databaseUrl, dataDir) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      WEB_DIST: '/nonexistent',
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'load-test-secret-of-sufficient-length',
      LOGIN_ATTEMPTS_PER_MINUTE: '1000000',
      LOGIN_ADDRESS_ATTEMPTS_PER_MINUTE: '1000000',
      RATE_LIMIT_WRITES: '1000000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server stopped (exit ${child.exitCode})`);
    if (Date.now() > deadline) throw new Error('the server did not answer /api/health within 120 s');
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { base, child };
    await sleep(250);
  }
}

/** Latencies and errors per step, in the journeys' order. */
const steps = new Map(
  [
    'browse: home',
    'browse: outing',
    'browse: route',
    'browse: waypoint',
    'contribute: login',
    'contribute: home',
    'contribute: outing',
    'contribute: route',
    'contribute: image upload',
    'contribute: add outing',
    'search: route search',
    'search: route',
  ].map((name) => [name, { times: [], errors: 0 }]),
);
const errors = [];
const stat = (name) => {
  if (!steps.has(name)) steps.set(name, { times: [], errors: 0 });
  return steps.get(name);
};

/** Times one step (one or several calls at once); an error is recorded, not thrown. */
async function step(name, fn) {
  if (Date.now() >= stopAt) return undefined;
  const started = performance.now();
  try {
    const value = await fn();
    stat(name).times.push(performance.now() - started);
    return value;
  } catch (error) {
    stat(name).errors++;
    if (errors.length < 20) errors.push(`${name}: ${error.message}`);
    return undefined;
  }
}

function client(base) {
  const request = async (method, url, { token, json, form } = {}) => {
    const headers = {};
    if (token) headers.authorization = `JWT token="${token}"`;
    let body;
    if (json) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(json);
    } else if (form) body = form;
    const res = await fetch(`${base}/api${url}`, { method, headers, body });
    const text = await res.text();
    if (res.status < 200 || res.status > 299)
      throw new Error(`${method} ${url} → ${res.status} ${text.slice(0, 200)}`);
    return text ? JSON.parse(text) : undefined;
  };
  return {
    get: (url, options) => request('GET', url, options),
    post: (url, options) => request('POST', url, options),
  };
}

const idOf = (list) => (list?.length ? pick(list).document_id : undefined);

async function home(api, token) {
  const lists = ['image', 'outing', 'route', 'article'].map((type, i) =>
    api.get(`/${type}s?qa=draft,great&limit=${[10, 40, 5, 5][i]}&pl=fr`, { token }),
  );
  const [, outings] = await Promise.all([
    lists[0],
    lists[1],
    lists[2],
    lists[3],
    api.get(token ? '/personal-feed?pl=fr' : '/feed?pl=fr', { token }),
  ]);
  return outings.documents;
}

const detail = (api, type, id, token) => api.get(`/${type}s/${id}?cook=fr`, { token });

/** Outing → route → waypoint, each taken among the links of the one before. */
async function browse(api, pools) {
  const outings = await step('browse: home', () => home(api));
  await think();
  const outing = await step('browse: outing', () =>
    detail(api, 'outing', idOf(outings) ?? pick(pools.outings)),
  );
  await think();
  const route = await step('browse: route', () =>
    detail(api, 'route', idOf(outing?.associations?.routes) ?? pick(pools.routes)),
  );
  await think();
  await step('browse: waypoint', () =>
    detail(api, 'waypoint', idOf(route?.associations?.waypoints) ?? pick(pools.waypoints)),
  );
}

async function contribute(api, pools, jpeg, username) {
  const login = await step('contribute: login', () =>
    api.post('/users/login', { json: { username, password: DEMO_PASSWORD } }),
  );
  if (!login) return;
  const { token } = login;
  await think();
  const outings = await step('contribute: home', () => home(api, token));
  await think();
  const outing = await step('contribute: outing', () =>
    detail(api, 'outing', idOf(outings) ?? pick(pools.outings), token),
  );
  await think();
  const routeId = idOf(outing?.associations?.routes) ?? pick(pools.routes);
  await step('contribute: route', () => detail(api, 'route', routeId, token));
  await think();
  await step('contribute: image upload', () => {
    const form = new FormData();
    form.append('file', new Blob([jpeg], { type: 'image/jpeg' }), 'summit.jpg');
    return api.post('/images/upload', { token, form });
  });
  await think();
  const today = new Date().toISOString().slice(0, 10);
  await step('contribute: add outing', () =>
    api.post('/outings', {
      token,
      json: {
        activities: ['hiking'],
        date_start: today,
        date_end: today,
        locales: [{ lang: 'fr', title: `Sortie de charge ${Math.random().toString(36).slice(2, 8)}` }],
        associations: { routes: [{ document_id: routeId }] },
      },
    }),
  );
}

async function search(api, pools) {
  const routes = await step('search: route search', () =>
    api.get(`/routes?${pick(ROUTE_SEARCHES)}&pl=fr&limit=30`),
  );
  await think();
  await step('search: route', () => detail(api, 'route', idOf(routes?.documents) ?? pick(pools.routes)));
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

function report(seconds) {
  const rows = [...steps.entries()].map(([name, { times, errors: n }]) => {
    const sorted = [...times].sort((a, b) => a - b);
    const ms = (v) => (v === undefined ? '–' : `${Math.round(v)}`);
    return [
      name,
      String(times.length + n),
      String(n),
      ms(percentile(sorted, 50)),
      ms(percentile(sorted, 90)),
      ms(percentile(sorted, 99)),
      ms(sorted.at(-1)),
    ];
  });
  const head = ['step', 'count', 'errors', 'p50 ms', 'p90 ms', 'p99 ms', 'max ms'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => cells.map((c, i) => (i ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ');
  const total = rows.reduce((sum, r) => sum + Number(r[1]), 0);
  console.log(
    `\n${USERS} virtual users, ${seconds.toFixed(0)} s, ${total} steps (${(total / seconds).toFixed(1)}/s)\n`,
  );
  console.log(line(head));
  for (const r of rows) console.log(line(r));
}

const pg = await startPostgres();
if (!pg) {
  console.error('✗ PostgreSQL binaries not found under /usr/lib/postgresql: install the postgresql package');
  process.exit(1);
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-load-'));
let server;
let failed = false;
try {
  const started = performance.now();
  server = await startServer(pg.url, dataDir);
  console.log(
    `server ready with the demo guidebook in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const api = client(server.base);
  const [outings, routes, waypoints] = await Promise.all(
    ['outing', 'route', 'waypoint'].map(async (type) =>
      (await api.get(`/${type}s?limit=100`)).documents.map((d) => d.document_id),
    ),
  );
  const pools = { outings, routes, waypoints };
  const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#5a8' } })
    .jpeg({ quality: 80 })
    .toBuffer();

  const runStarted = performance.now();
  stopAt = Date.now() + SECONDS * 1000;
  const virtualUser = async (n) => {
    await sleep(Math.random() * 3000);
    while (Date.now() < stopAt) {
      const r = Math.random();
      const kind = r < MIX[0][1] ? 'browse' : r < MIX[0][1] + MIX[1][1] ? 'contribute' : 'search';
      if (kind === 'browse') await browse(api, pools);
      else if (kind === 'contribute') await contribute(api, pools, jpeg, DEMO_USERS[n % DEMO_USERS.length]);
      else await search(api, pools);
      await think();
    }
  };
  console.log(`running ${USERS} virtual users for ${SECONDS} s…`);
  await Promise.all(Array.from({ length: USERS }, (_, n) => virtualUser(n)));
  report((performance.now() - runStarted) / 1000);
  const errorCount = [...steps.values()].reduce((sum, s) => sum + s.errors, 0);
  if (errorCount) {
    failed = true;
    console.error(`\n✗ ${errorCount} errors; the first ones:\n${errors.map((e) => `  ${e}`).join('\n')}`);
  } else console.log('\n✓ no errors');
} catch (error) {
  failed = true;
  console.error(`✗ load test failed: ${error.message}`);
} finally {
  if (server && server.child.exitCode === null) {
    const exited = new Promise((resolve) => server.child.once('exit', resolve));
    server.child.kill('SIGTERM');
    await exited;
  }
  pg.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
