// Checks the production install, as `npm test` runs it after the build: copies the built tree
// (the files git knows + the dist/ folders) to a temporary folder, installs it there with
// `npm ci --omit=dev` (no build tools, no tsx, no pino-pretty), runs `npm start` on a free port
// with an empty data folder, and checks that the API (/api/health, a list) and the web app (/, and
// its script as the build's brotli copy) answer. Fails if a package the server needs at run time
// sits in devDependencies, or if `npm start` would want to build.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const DIST = ['packages/web/dist', 'packages/server/dist'];
const DEV_TOOLS = ['tsx', 'vite', 'esbuild', 'pino-pretty', 'vitest', 'typescript'];

class CheckFailed extends Error {}
const fail = (message) => {
  throw new CheckFailed(message);
};
const elapsed = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

for (const dir of DIST) {
  if (!fs.existsSync(path.join(root, dir, '.cairn-build.json'))) {
    console.error(`✗ production check: ${dir} is not built: run npm run build first`);
    process.exit(1);
  }
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-production-'));
const app = path.join(work, 'app');
const dataDir = path.join(work, 'data');
let server;
try {
  // 1. The tree as a deployment gets it: tracked (and new, not ignored) files, plus the builds.
  let started = performance.now();
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
  })
    .toString()
    .split('\0')
    .filter(Boolean);
  for (const rel of [...new Set([...listed, ...DIST])]) {
    const from = path.join(root, rel);
    if (!fs.existsSync(from)) continue; // deleted, not yet committed
    fs.cpSync(from, path.join(app, rel), { recursive: true, preserveTimestamps: true });
  }
  console.log(`copied the built tree to ${app} in ${elapsed(started)}`);

  // 2. The production install.
  started = performance.now();
  const install = spawnSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline'], {
    cwd: app,
    stdio: 'inherit',
  });
  if (install.status !== 0) fail('npm ci --omit=dev failed');
  const present = DEV_TOOLS.filter((name) => fs.existsSync(path.join(app, 'node_modules', name)));
  if (present.length) fail(`the production install has development tools: ${present.join(', ')}`);
  console.log(`npm ci --omit=dev in ${elapsed(started)}`);

  // 3. npm start, as in production.
  started = performance.now();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let output = '';
  server = spawn('npm', ['start'], {
    cwd: app,
    detached: true, // its own process group: npm, the start script and the server stop together
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_DATA: 'false',
      NODE_ENV: 'production',
    },
  });
  for (const stream of [server.stdout, server.stderr]) stream.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => server.on('exit', resolve));

  const deadline = Date.now() + 90_000;
  let health;
  while (!health) {
    if (server.exitCode !== null) fail(`npm start exited with code ${server.exitCode}:\n${output}`);
    if (Date.now() > deadline) fail(`no answer from ${base}/api/health after 90 s:\n${output}`);
    health = await fetch(`${base}/api/health`).then(
      (r) => (r.ok ? r.json() : undefined),
      () => undefined,
    );
    if (!health) await new Promise((r) => setTimeout(r, 250));
  }
  console.log(`npm start answered /api/health in ${elapsed(started)}: ${JSON.stringify(health)}`);
  if (/^cairn: (building|warning)/m.test(output))
    fail(`npm start did not run the shipped build as it is:\n${output}`);

  const page = await fetch(`${base}/`);
  const html = await page.text();
  if (!page.ok || !/<script[^>]+src="\/assets\//.test(html))
    fail(`GET / did not answer the web app (${page.status})`);
  // The build's compressed copies ship with it (issue 16).
  // The app's module (not the small `async` early script, too small for compressed copies): its
  // tag in the shell, or in the list a server-rendered page hands the early script.
  const appScripts = html.match(
    /<script type="application\/json" id="cairn-app-scripts">([^<]*)<\/script>/,
  )?.[1];
  const script =
    html.match(/<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/)?.[1] ??
    (appScripts ? JSON.parse(appScripts).entry : undefined);
  if (!script) fail('GET / names no app module');
  const asset = await fetch(`${base}${script}`, { headers: { 'accept-encoding': 'br' } });
  await asset.arrayBuffer();
  if (!asset.ok || asset.headers.get('content-encoding') !== 'br')
    fail(`GET ${script} with Accept-Encoding: br did not answer the build's brotli copy (${asset.status})`);
  const list = await fetch(`${base}/api/routes?limit=1`);
  if (!list.ok) fail(`GET /api/routes answered ${list.status}: ${await list.text()}`);
  const ready = output.match(/ready in [\d.]+ s/)?.[0];
  console.log(
    `✓ production install: /api/health, /api/routes, / and its script (brotli) answer (server ${ready ?? 'started'})`,
  );

  process.kill(-server.pid, 'SIGTERM');
  const code = await Promise.race([exited, new Promise((r) => setTimeout(() => r('timeout'), 15_000))]);
  if (code === 'timeout') fail('the server did not stop within 15 s of SIGTERM');
  server = undefined;
} catch (error) {
  if (!(error instanceof CheckFailed)) throw error;
  console.error(`✗ production check: ${error.message}`);
  process.exitCode = 1;
} finally {
  if (server) {
    try {
      process.kill(-server.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  fs.rmSync(work, { recursive: true, force: true });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}
