// `npm run backup` and `npm run restore` (packages/server/src/ops/): from the sources through tsx
// where the development dependencies are installed, from the production build otherwise
// (`npm ci --omit=dev` has no tsx; `npm run build` writes packages/server/dist/ops-cli.js).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
let tsx;
try {
  tsx = createRequire(import.meta.url).resolve('tsx');
} catch {
  tsx = undefined;
}
const built = path.join(root, 'packages/server/dist/ops-cli.js');
const command = tsx
  ? ['--import', tsx, path.join(root, 'packages/server/src/ops/cli.ts'), ...args]
  : [built, ...args];
if (!tsx && !fs.existsSync(built)) {
  console.error('cairn: no production build: run `npm run build` first');
  process.exit(1);
}
const run = spawnSync(process.execPath, command, { stdio: 'inherit' });
process.exit(run.status ?? 1);
