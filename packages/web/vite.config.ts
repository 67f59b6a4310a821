import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { cspSourcesOf } from './src/config/csp-sources.ts';
import { DEFERRED_SECTIONS, HOME_ENUMS, HOME_FIELDS } from './src/locales/french-core-sections.ts';

const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|@tanstack|i18next|react-i18next|use-sync-external-store|html-parse-stringify|void-elements)[\\/]/;

const SHARED = /packages[\\/]web[\\/]src[\\/](lib|components|config)[\\/]/;

// The modal pieces (confirm dialog, focus trap) serve only panels that load later: the image
// viewer, the cookie settings, restoring a version. Left to `shared`, they would weigh on every
// first page.
const MODAL = /packages[\\/]web[\\/]src[\\/](components[\\/]confirm-dialog|lib[\\/]use-modal)/;

// Line and word diffs serve the history pages and the edit form's conflict screen only.
const DIFF = /packages[\\/]web[\\/]src[\\/](components[\\/]text-diff|lib[\\/]lcs-diff)/;

/** `virtual:fr-core`: see src/locales/french-core-sections.ts. */
function frenchCore(): Plugin {
  const file = fileURLToPath(new URL('./src/locales/fr.json', import.meta.url));
  return {
    name: 'cairn-french-core',
    resolveId: (id) => (id === 'virtual:fr-core' ? '\0virtual:fr-core' : undefined),
    load(id) {
      if (id !== '\0virtual:fr-core') return undefined;
      this.addWatchFile(file);
      const all = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
      const core = Object.fromEntries(
        Object.entries(all).filter(([key]) => !DEFERRED_SECTIONS.includes(key)),
      );
      const enums = all.enums as Record<string, unknown>;
      core.enums = Object.fromEntries(Object.entries(enums).filter(([key]) => HOME_ENUMS.includes(key)));
      const fields = all.fields as Record<string, unknown>;
      core.fields = Object.fromEntries(Object.entries(fields).filter(([key]) => HOME_FIELDS.includes(key)));
      return `export default ${JSON.stringify(core)};`;
    },
  };
}

/**
 * `dist/.cairn-csp.json`: the origins this build reaches (map tiles, forum, place search, captcha),
 * which the server allows in the app's Content-Security-Policy (issue 13). A dot file: the server
 * does not serve it.
 */
function cspSources(): Plugin {
  // What `import.meta.env` holds in this build (.env files and VITE_* variables).
  let env: Record<string, string> = {};
  return {
    name: 'cairn-csp-sources',
    apply: 'build',
    configResolved(config) {
      env = config.env;
    },
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: '.cairn-csp.json',
        source: `${JSON.stringify(cspSourcesOf(env), null, 2)}\n`,
      });
    },
  };
}

// The server serves `dist/` at `/` and the API under `/api` on the same port (DESIGN.md),
// so in development Vite forwards `/api` to the API server.
export default defineConfig(({ command }) => ({
  plugins: [react(), frenchCore(), cspSources()],
  // The API contracts' schemas are types only in the browser (src/zod-types-only.ts says why);
  // tests and the dev server keep the real zod.
  resolve:
    command === 'build'
      ? { alias: { zod: fileURLToPath(new URL('./src/zod-types-only.ts', import.meta.url)) } }
      : {},
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The framework every page needs, in one long-cached chunk. OpenLayers and other
          // heavy libraries stay out: only the pages that use them load them.
          // The app's own shared code (API client, session, i18n, small components) likewise:
          // one chunk compresses better and loads in one request instead of dozens of tiny ones.
          groups: [
            { name: 'framework', test: FRAMEWORK },
            { name: 'modal', test: MODAL },
            { name: 'diff', test: DIFF },
            { name: 'shared', test: SHARED, minShareCount: 2 },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: process.env.API_PROXY ?? 'http://localhost:8080', changeOrigin: true },
    },
  },
}));
