// `npm test`: unit and integration tests on PGlite, the server's integration tests again on a
// PostgreSQL cluster started here from the Debian binaries, then the end-to-end tests.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startPostgres } from './postgres.mjs';

const step = (title, cmd, args, env = {}) => {
  console.log(`\n=== ${title} ===\n`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) {
    console.error(`\n✗ ${title} failed`);
    process.exitCode = 1;
  }
  return r.status === 0;
};

step('Typecheck', 'npm', ['run', 'typecheck', '--silent']);
step('Lint', 'npx', ['eslint', '.']);
step('Unit and integration tests (PGlite)', 'npx', ['vitest', 'run']);

const pg = await startPostgres();
if (pg) {
  try {
    step('Server integration tests (PostgreSQL)', 'npx', ['vitest', 'run', '--project', 'server'], {
      TEST_DATABASE_URL: pg.url,
    });
  } finally {
    pg.stop();
  }
} else {
  console.error('\n✗ PostgreSQL binaries not found under /usr/lib/postgresql: install the postgresql package');
  process.exitCode = 1;
}

// The e2e build reads its map tiles from the fake tile server of e2e/global-setup.ts.
const tilesPort = process.env.E2E_TILES_PORT ?? '18099';
step('Build the web app', 'npm', ['run', 'build', '-w', '@cairn/web'], {
  VITE_MAP_LAYERS: JSON.stringify([
    { name: 'Test tiles', url: `http://127.0.0.1:${tilesPort}/{z}/{x}/{y}.png`, attribution: 'Cairn test tiles' },
    { name: 'Members tiles', url: `http://127.0.0.1:${tilesPort}/members/{z}/{x}/{y}.png`, restricted: true },
  ]),
  VITE_MAP_OVERLAYS: JSON.stringify([{ name: 'Test slopes', kind: 'slope', url: `http://127.0.0.1:${tilesPort}/slope/{z}/{x}/{y}.png` }]),
});
const e2eData = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-e2e-'));
try {
  step('End-to-end tests (Playwright, Chromium)', 'npm', ['run', 'test', '-w', '@cairn/e2e'], {
    E2E_DATA_DIR: e2eData,
  });
} finally {
  fs.rmSync(e2eData, { recursive: true, force: true });
}

process.exit(process.exitCode ?? 0);
