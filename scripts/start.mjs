// `npm start`: runs the compiled server (packages/server/dist/server.js), which serves the built
// web app. Builds first only what is missing or older than its sources (scripts/build.mjs), so a
// fresh clone needs only `npm ci && npm start`, and a restart starts at once.
// A production install (`npm ci --omit=dev`) has no build tools: it runs the build shipped with
// the tree. If that build looks stale there (copies can change file times), it says so and runs
// it anyway; if it is missing, it stops with what to do.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PARTS, build, canBuild, root, staleness } from './build.mjs';

const stale = [];
for (const part of Object.keys(PARTS)) {
  const reason = staleness(part);
  if (!reason) continue;
  if (canBuild(part)) {
    console.log(`cairn: building ${part} (${reason === 'missing' ? 'no build yet' : reason})`);
    stale.push(part);
  } else if (reason === 'missing') {
    console.error(
      `cairn: ${PARTS[part].dir}/dist is missing and the build tools are not installed ` +
        `(a production install, npm ci --omit=dev, leaves them out).\n` +
        `Build where the development dependencies are installed (npm ci && npm run build) and ship ` +
        `the dist/ folders with the tree, or run npm ci here, then npm start.`,
    );
    process.exit(1);
  } else {
    console.warn(
      `cairn: warning: the ${part} build looks stale (${reason}) but the build tools are not installed ` +
        `(production install): starting the existing build. Run npm run build where the development ` +
        `dependencies are installed to refresh it.`,
    );
  }
}
if (stale.length) {
  const started = performance.now();
  if (!build(stale)) process.exit(1);
  console.log(
    `cairn: built ${stale.join(' and ')} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  // The server's "ready in" counts from here, not from the start of this process.
  performance.mark('cairn:built');
}

await import(pathToFileURL(path.join(root, PARTS.server.dir, 'dist/server.js')).href);
