/**
 * The web app's server entry loaded from its sources through Vite (as `vite build --ssr` bundles
 * it), for tests: the module a test app's rendering pool loads in each worker thread. Plain
 * JavaScript: a worker thread imports it without tsx's module hooks.
 */
import path from 'node:path';
import { createServer } from 'vite';

const webRoot = path.resolve(import.meta.dirname, '../../../../web');

const vite = await createServer({
  root: webRoot,
  configFile: path.join(webRoot, 'vite.config.ts'),
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  appType: 'custom',
  logLevel: 'error',
});
/** @type {import('../../ssr/types.ts').PageRenderer} */
const entry = await vite.ssrLoadModule('/src/entry-server.tsx');

export const render = entry.render;
export const SSR_STATE_ID = entry.SSR_STATE_ID;
export const APP_SCRIPTS_ID = entry.APP_SCRIPTS_ID;
