// `npm test`: unit and integration tests on PGlite, the server's integration tests again on a
// PostgreSQL cluster started here from the Debian binaries, the load test (scripts/load.mjs),
// the production build and a check of
// the production install, then the end-to-end tests against the compiled server.
// On a fresh Debian machine it first installs the Debian packages the run needs (PostgreSQL,
// Chromium) when it can (root with apt-get), so that `npm ci && npm test` is the whole set-up.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { e2eBuildEnv } from './e2e-env.mjs';
import { startPostgres } from './postgres.mjs';

installDebianPackages();

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
step('Lint (ESLint, Prettier)', 'npm', ['run', 'lint', '--silent']);
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
  // The load test starts its own cluster and the server from its sources: no build needed.
  step('Load test (200 virtual users, 60 s, PostgreSQL)', 'node', ['scripts/load.mjs']);
} else {
  console.error(
    '\n✗ PostgreSQL binaries not found under /usr/lib/postgresql: install the postgresql package',
  );
  process.exitCode = 1;
}

// The e2e build's map tiles come from a fake tile server (scripts/e2e-env.mjs). The production
// check gets the same VITE_* variables (and the e2e server, from its config): `npm start`'s
// script then finds the build up to date.
const e2eEnv = e2eBuildEnv();
const built = step('Build (web app and server)', 'npm', ['run', 'build', '--silent'], e2eEnv);
if (built) {
  step('Production install (npm ci --omit=dev, npm start)', 'node', ['scripts/check-production.mjs'], e2eEnv);
}
const e2eData = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-e2e-'));
try {
  if (built) {
    step('End-to-end tests (Playwright, Chromium)', 'npm', ['run', 'test', '-w', '@cairn/e2e'], {
      E2E_DATA_DIR: e2eData,
    });
  }
} finally {
  fs.rmSync(e2eData, { recursive: true, force: true });
}

process.exit(process.exitCode ?? 0);

/**
 * PostgreSQL (the PostgreSQL pass), Chromium (the end-to-end tests) and a full Perl (ExifTool, which
 * takes the GPS out of personal originals) come from Debian. When
 * they are missing, installs them as root with apt-get; otherwise stops with the command to run.
 */
function installDebianPackages() {
  const missing = [];
  const pgBase = '/usr/lib/postgresql';
  const hasPostgres =
    fs.existsSync(pgBase) &&
    fs.readdirSync(pgBase).some((v) => fs.existsSync(path.join(pgBase, v, 'bin', 'initdb')));
  if (!hasPostgres) missing.push('postgresql');
  if (!fs.existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) missing.push('chromium');
  // perl-base alone lacks modules ExifTool loads.
  const perl = spawnSync('perl', ['-MPOSIX', '-MFile::Temp', '-MEncode', '-MTime::Local', '-e', '1'], {
    stdio: 'ignore',
  });
  if (perl.status !== 0) missing.push('perl');
  if (!missing.length) return;

  const install = ['apt-get', 'install', '-y', '-q', '--no-install-recommends', ...missing];
  const hasApt = spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
  if (process.getuid?.() !== 0 || !hasApt) {
    console.error(
      `✗ the tests need the Debian packages ${missing.join(' and ')}: install them with\n` +
        `  sudo apt-get update && sudo ${install.join(' ')}\nthen run npm test again.`,
    );
    process.exit(1);
  }
  console.log(`\n=== Installing Debian packages: ${missing.join(', ')} ===\n`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['apt-get', 'update', '-q'], install]) {
    const r = spawnSync(args[0], args.slice(1), { stdio: 'inherit', env });
    if (r.status !== 0) {
      console.error(`✗ ${args.join(' ')} failed`);
      process.exit(1);
    }
  }
}
