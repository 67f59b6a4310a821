// `npm run build -w @cairn/server`: compiles the server for production into dist/.
// One ES module bundle from the entry point src/server.ts, one for the cooking worker
// src/cooker/cook-worker.ts and one for the page rendering worker src/ssr/render-worker.ts (esbuild follows the imports, so files may move inside src/ freely). The workspace libraries (@cairn/domain,
// @cairn/markdown) export TypeScript sources: they are bundled in. Every other package stays
// an import resolved from node_modules at run time (native and WASM packages such as sharp
// and PGlite cannot be bundled, and the production install has them anyway).
// What the server reads from disk beside its code is copied next to the bundle: the SQL
// migrations (src/db/migrate.ts reads ./migrations next to itself).
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const started = performance.now();

fs.rmSync(dist, { recursive: true, force: true });

/** Bare imports stay external, except the workspace libraries. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@cairn/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

await build({
  // The server, and the workers that its pools start beside it (cook-pool.ts, render-pool.ts).
  entryPoints: {
    server: path.join(root, 'src/server.ts'),
    'cook-worker': path.join(root, 'src/cooker/cook-worker.ts'),
    'render-worker': path.join(root, 'src/ssr/render-worker.ts'),
    // `npm run backup` / `npm run restore` on a production install (scripts/ops.mjs).
    'ops-cli': path.join(root, 'src/ops/cli.ts'),
  },
  outdir: dist,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  legalComments: 'linked',
  logLevel: 'warning',
  plugins: [externalPackages],
  banner: {
    js: '// Cairn server, compiled from packages/server/src by scripts/build.mjs. AGPL-3.0-or-later.',
  },
});

fs.cpSync(path.join(root, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });

const size = fs.statSync(path.join(dist, 'server.js')).size;
console.log(
  `server built: dist/server.js (${(size / 1024).toFixed(0)} KB), dist/cook-worker.js, dist/render-worker.js, dist/ops-cli.js + dist/migrations in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
