// `npm run build`: builds every package for production, to dist/ folders:
//   packages/web/dist      the web app (Vite), with @cairn/domain and @cairn/markdown bundled in;
//   packages/server/dist   the server (esbuild, packages/server/scripts/build.mjs), likewise.
// The libraries export TypeScript sources and have no run time of their own: each app compiles
// them into its bundle, so they need no dist/ of their own.
// Each part gets a stamp (dist/.cairn-build.json: when its build started, the VITE_* variables it
// saw) that `npm start` (scripts/start.mjs) reads to rebuild only what is missing or stale.
// `node scripts/build.mjs web` or `… server` builds one part.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const root = path.resolve(import.meta.dirname, '..');
const LIBRARIES = ['packages/domain', 'packages/markdown'];
const COMMON = [...LIBRARIES, 'package-lock.json'];

/** The parts, their sources, output and the tool that builds them. */
export const PARTS = {
  web: { dir: 'packages/web', sources: ['packages/web', ...COMMON], tool: 'vite', usesViteEnv: true },
  server: {
    dir: 'packages/server',
    sources: ['packages/server', ...COMMON],
    tool: 'esbuild',
    usesViteEnv: false,
  },
};

const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'bench', 'test', 'coverage', 'test-results']);
const SKIPPED_FILES = /\.(test|spec)\.[cm]?[jt]sx?$|\.md$|^vitest\.config\.ts$/;

/** The VITE_* variables of the environment: the web app reads them at build time. */
export function viteEnv() {
  return Object.fromEntries(
    Object.entries(process.env)
      .filter(([name]) => name.startsWith('VITE_'))
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

/** Latest modification time (ms) under `rel`, and the file that has it. */
function newestSource(rel) {
  let newest = { mtimeMs: 0, file: undefined };
  const visit = (abs) => {
    const stat = fs.statSync(abs, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(abs)) {
        if (SKIPPED_DIRS.has(entry) || entry.startsWith('.cairn')) continue;
        visit(path.join(abs, entry));
      }
    } else if (!SKIPPED_FILES.test(path.basename(abs)) && stat.mtimeMs > newest.mtimeMs) {
      newest = { mtimeMs: stat.mtimeMs, file: abs };
    }
  };
  visit(path.join(root, rel));
  return newest;
}

const stampFile = (part) => path.join(root, PARTS[part].dir, 'dist', '.cairn-build.json');

/** Whether the tool that builds a part is installed (a production install leaves it out). */
export function canBuild(part) {
  try {
    createRequire(path.join(root, PARTS[part].dir, 'package.json')).resolve(PARTS[part].tool);
    return true;
  } catch {
    return false;
  }
}

/** Why a part needs building (`missing`, or what changed since), or undefined when it is up to date. */
export function staleness(part) {
  const { sources, usesViteEnv } = PARTS[part];
  let stamp;
  try {
    stamp = JSON.parse(fs.readFileSync(stampFile(part), 'utf8'));
  } catch {
    return 'missing';
  }
  for (const rel of sources) {
    const { mtimeMs, file } = newestSource(rel);
    if (mtimeMs > stamp.startedAt) return `${path.relative(root, file)} changed since`;
  }
  if (usesViteEnv && JSON.stringify(viteEnv()) !== JSON.stringify(stamp.viteEnv ?? {})) {
    return 'its VITE_* variables differ';
  }
  return undefined;
}

/** Builds the given parts; returns true when every build passed. */
export function build(parts = Object.keys(PARTS)) {
  for (const part of parts) {
    const startedAt = Date.now();
    const r = spawnSync('npm', ['run', 'build', '--silent', '-w', PARTS[part].dir], {
      cwd: root,
      stdio: 'inherit',
    });
    if (r.status !== 0) {
      console.error(`✗ building ${part} failed`);
      return false;
    }
    const stamp = { startedAt, ...(PARTS[part].usesViteEnv ? { viteEnv: viteEnv() } : {}) };
    fs.writeFileSync(stampFile(part), `${JSON.stringify(stamp, null, 2)}\n`);
  }
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const asked = process.argv.slice(2);
  const unknown = asked.filter((p) => !(p in PARTS));
  if (unknown.length) {
    console.error(`unknown part ${unknown.join(', ')}: use ${Object.keys(PARTS).join(' or ')}`);
    process.exit(2);
  }
  process.exit(build(asked.length ? asked : undefined) ? 0 : 1);
}
