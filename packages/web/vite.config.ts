import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { cspSourcesOf } from './src/config/csp-sources.ts';
import { DEFERRED_SECTIONS, HOME_KEYS } from './src/locales/french-core-sections.ts';

// With React's own useSyncExternalStore in place of react-i18next's backport (see `resolve`).
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|@tanstack|i18next|react-i18next|use-sync-external-store|html-parse-stringify|void-elements)[\\/]|packages[\\/]web[\\/]src[\\/]use-sync-external-store-shim\.ts$/;

/**
 * TanStack Query's mutations, several queries at once and infinite lists: only later pages
 * (forms, the feed, history, statistics…) use them, so they are a chunk of their own rather than
 * a part of `framework` that the home page would load.
 */
const QUERY_LATER =
  /node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/]build[\\/]modern[\\/](useMutation|mutationObserver|useQueries|queriesObserver|useInfiniteQuery|infiniteQueryObserver|infiniteQueryOptions)\.js$/;

const SHARED = /packages[\\/]web[\\/]src[\\/](lib|components|config)[\\/]/;

/** Small modules every page loads that SHARED does not name: the French core, Vite's preloader. */
const FIRST_PAGE_SHARED = /virtual:fr-core|vite[\\/]preload-helper/;

/** Built files of the groups above that the entry imports: the HTML loads them with it. */
const FIRST_PAGE_FILES = /(^|\/)(rolldown-runtime|framework|shared|domain)-[\w-]+\.(js|css)$/;

/**
 * The stand-ins for zod and the catalog-derived schemas: the domain's contracts import them, so
 * they go with the domain's chunk. In `shared`, they would make `shared` and `domain` import
 * each other, and the one evaluated first would meet the other's exports still undefined.
 */
const CONTRACT_STAND_INS = /packages[\\/]web[\\/]src[\\/](zod|contract-schemas)-types-only\.ts$/;

/**
 * The domain's modules, but the field catalog and what reads it (the per-type files, validation,
 * merging edits, permissions, geometry): those that at least eight chunks share make one chunk.
 * (The domain's one public barrel hides from the module graph what a page really uses.)
 */
const DOMAIN_COMMON =
  /packages[\\/]domain[\\/]src[\\/](?!catalog[\\/]|documents[\\/](?!document-types)|validation[\\/]|edit[\\/]|permissions[\\/]|geo[\\/])/;

/** The modules the entry and the home page load, found when the module graph is complete (`firstPage`). */
const FIRST_PAGE = new Set<string>();
const HOME_ROUTE = /packages[\\/]web[\\/]src[\\/]app[\\/]routes[\\/]home\.tsx$/;

/** The modules the entry loads (`firstPage`): every page's. */
const ENTRY = new Set<string>();

/**
 * The stylesheets (CSS modules and plain CSS) that a server-rendered document page or list links
 * before its first paint, but the first page's: the static imports of their route modules
 * (`firstPage` fills it).
 */
const RENDERED_PAGE_CSS = new Set<string>();
const RENDERED_PAGE_ROUTES =
  /packages[\\/]web[\\/]src[\\/]app[\\/]routes[\\/]documents[\\/](view|list)\.tsx$/;
const CSS_MODULE = /\.css$/;

/**
 * Fills FIRST_PAGE from the module graph before chunks are made: the static imports of the
 * entry and of the home page's route module. Shared code splits by it (see `groups` below),
 * so the first page does not load what only later pages share (the field catalog, the list
 * filters, the map's layers…).
 */
function firstPage(): Plugin {
  return {
    name: 'cairn-first-page',
    apply: 'build',
    buildEnd() {
      ENTRY.clear();
      FIRST_PAGE.clear();
      RENDERED_PAGE_CSS.clear();
      const ids = [...this.getModuleIds()];
      /** Adds to `into` the modules `id` imports statically, itself included. */
      const visit = (into: Set<string>, id: string) => {
        if (into.has(id)) return;
        into.add(id);
        for (const next of this.getModuleInfo(id)?.importedIds ?? []) visit(into, next);
      };
      for (const id of ids) if (this.getModuleInfo(id)?.isEntry) visit(ENTRY, id);
      for (const id of ids) if (this.getModuleInfo(id)?.isEntry || HOME_ROUTE.test(id)) visit(FIRST_PAGE, id);
      const rendered = new Set<string>();
      for (const id of ids) if (RENDERED_PAGE_ROUTES.test(id)) visit(rendered, id);
      for (const id of ids)
        if (CSS_MODULE.test(id) && !FIRST_PAGE.has(id) && (rendered.has(id) || SHARED.test(id)))
          RENDERED_PAGE_CSS.add(id);
    },
  };
}

// The modal pieces (confirm dialog, focus trap) serve only panels that load later: the image
// viewer, the cookie settings, restoring a version. Left to `shared`, they would weigh on every
// first page.
const MODAL = /packages[\\/]web[\\/]src[\\/](components[\\/]confirm-dialog|lib[\\/]use-modal)/;

// Line and word diffs serve the history pages and the edit form's conflict screen only.
const DIFF = /packages[\\/]web[\\/]src[\\/](components[\\/]text-diff|lib[\\/]lcs-diff)/;

/**
 * React Router's production build (its dev warnings off): its package sends every bundler to
 * the development one, as no export condition names production.
 */
const REACT_ROUTER_PRODUCTION = path.dirname(
  fileURLToPath(import.meta.resolve('react-router')).replace(/development([\\/]index\.mjs)$/, 'production$1'),
);

/** The contracts' catalog-derived schema modules (src/contract-schemas-types-only.ts says why). */
export const CONTRACT_SCHEMA_MODULES =
  /packages[\\/]domain[\\/]src[\\/]api[\\/](document-shapes|list-query-schema)\.ts$/;

/** In `vite build`, the modules of CONTRACT_SCHEMA_MODULES resolve to their types-only stand-in. */
function contractSchemasTypesOnly(): Plugin {
  const standIn = fileURLToPath(new URL('./src/contract-schemas-types-only.ts', import.meta.url));
  return {
    name: 'cairn-contract-schemas-types-only',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!/(document-shapes|list-query-schema)\.ts$/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && CONTRACT_SCHEMA_MODULES.test(resolved.id) ? standIn : null;
    },
  };
}

/**
 * Fails the build when chunks import each other in a cycle: the one evaluated first would meet
 * the other's exports still undefined (a page that breaks only in production). The groups below
 * are drawn so that none arises; this keeps it so.
 */
function noChunkCycles(): Plugin {
  return {
    name: 'cairn-no-chunk-cycles',
    apply: 'build',
    generateBundle(_options, bundle) {
      const imports = new Map<string, string[]>();
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk') imports.set(chunk.fileName, chunk.imports);
      const done = new Set<string>();
      const path: string[] = [];
      const visit = (file: string) => {
        if (done.has(file)) return;
        if (path.includes(file))
          this.error(`chunks import each other: ${[...path.slice(path.indexOf(file)), file].join(' → ')}`);
        path.push(file);
        for (const next of imports.get(file) ?? []) visit(next);
        path.pop();
        done.add(file);
      };
      for (const file of imports.keys()) visit(file);
    },
  };
}

/**
 * `src/early.ts`, an entry of its own, loaded first and `async` by the HTML: it holds the clicks
 * on a server-rendered page's buttons until the app is live, and preloads the route's scripts
 * once the page has painted (the file says how).
 */
// A function, not a constant: tests import this file where `import.meta.url` is not a file's.
const earlyEntry = () => fileURLToPath(new URL('./src/early.ts', import.meta.url));

function early(): Plugin {
  return {
    name: 'cairn-early',
    apply: 'build',
    // After Vite's own tags: the stylesheets first (the first paint waits for them, and HTTP/1.1
    // serves six requests at a time), then this script, then the app's module and its preloads.
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunk = Object.values(bundle ?? {}).find(
          (file) => file.type === 'chunk' && file.isEntry && file.facadeModuleId === earlyEntry(),
        );
        if (!chunk) throw new Error('the early entry is missing from the build');
        const sheets = html.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
        const rest = html.replace(/\s*<link rel="stylesheet"[^>]*>/g, '');
        const first = [
          ...sheets,
          `<script type="module" async crossorigin src="/${chunk.fileName}"></script>`,
        ];
        return rest.replace('</title>', () => `</title>\n    ${first.join('\n    ')}`);
      },
    },
  };
}

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
      for (const [section, keys] of Object.entries(HOME_KEYS)) {
        const messages = all[section] as Record<string, unknown>;
        core[section] = Object.fromEntries(Object.entries(messages).filter(([key]) => keys.includes(key)));
      }
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

/** Text files worth compressing; images and fonts are compressed formats already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|wasm)$/;
/** Below this size a compressed copy saves less than the headers it costs. */
const PRECOMPRESS_MIN_BYTES = 1024;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes a `.br` (maximum quality) and a `.gz` (level 9) copy beside every text file of `dist/`
 * above 1 KB, once, at build time: the server (`@fastify/static`'s `preCompressed`) sends the one
 * the browser accepts, so no answer of the web app is compressed per request. A copy no smaller
 * than its file is not written. Dot files (`.cairn-csp.json`) are the server's, never served.
 */
function precompress(): Plugin {
  let outDir = '';
  let written = false;
  return {
    name: 'cairn-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      written = true;
    },
    // After the bundle and the public files are written (not after a failed build).
    async closeBundle() {
      if (!written) return;
      const files = fs
        .readdirSync(outDir, { recursive: true, encoding: 'utf8' })
        .filter((file) => COMPRESSIBLE.test(file) && !path.basename(file).startsWith('.'))
        .map((file) => path.join(outDir, file));
      await Promise.all(
        files.map(async (file) => {
          const source = await fs.promises.readFile(file);
          if (source.length < PRECOMPRESS_MIN_BYTES) return;
          const copies = await Promise.all([
            brotli(source, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gzip(source, { level: 9 }),
          ]);
          await Promise.all(
            (['.br', '.gz'] as const).map((extension, i) =>
              copies[i]!.length < source.length
                ? fs.promises.writeFile(file + extension, copies[i]!)
                : undefined,
            ),
          );
        }),
      );
    },
  };
}

/**
 * The server-rendering build (`vite build --ssr src/entry-server.tsx`, after the browser's):
 * one Node module tree in `dist/.ssr/` (a dot folder: never served), with its libraries bundled
 * in (a production install has no web dependencies), which the server loads at startup.
 */
const ssrBuild = {
  outDir: 'dist/.ssr',
  emptyOutDir: true,
  copyPublicDir: false,
  target: 'node22',
};

// The server serves `dist/` at `/` and the API under `/api` on the same port (DESIGN.md),
// so in development Vite forwards `/api` to the API server.
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    react(),
    frenchCore(),
    contractSchemasTypesOnly(),
    ...(isSsrBuild ? [] : [firstPage(), early(), cspSources(), noChunkCycles(), precompress()]),
  ],
  ssr: isSsrBuild ? { noExternal: true } : {},
  // The API contracts' schemas are types only in the browser (src/zod-types-only.ts says why;
  // React's own useSyncExternalStore replaces react-i18next's backport of it;
  // the catalog-derived ones, contractSchemasTypesOnly above); tests and the dev server keep the
  // real zod and modules.
  resolve:
    command === 'build'
      ? {
          alias: [
            { find: 'zod', replacement: fileURLToPath(new URL('./src/zod-types-only.ts', import.meta.url)) },
            {
              find: 'use-sync-external-store/shim',
              replacement: fileURLToPath(new URL('./src/use-sync-external-store-shim.ts', import.meta.url)),
            },
            { find: /^react-router$/, replacement: `${REACT_ROUTER_PRODUCTION}/index.mjs` },
            { find: /^react-router\/dom$/, replacement: `${REACT_ROUTER_PRODUCTION}/dom-export.mjs` },
          ],
        }
      : {},
  build: isSsrBuild
    ? ssrBuild
    : {
        // Where each source module's files went (`.vite/manifest.json`): the server links a
        // server-rendered page's own CSS and scripts from its HTML.
        manifest: true,
        // The first page's own files (the runtime, `framework`, `shared` and its CSS, `domain`) are
        // in the HTML and loaded before any page's chunk is asked for: naming them again in every
        // lazy chunk's preload list costs bytes, the first page's included (file names are hashes).
        modulePreload: {
          resolveDependencies: (_file, deps, { hostType }) =>
            hostType === 'html' ? deps : deps.filter((dep) => !FIRST_PAGE_FILES.test(dep)),
        },
        outDir: 'dist',
        emptyOutDir: true,
        rolldownOptions: {
          input: {
            index: fileURLToPath(new URL('./index.html', import.meta.url)),
            early: earlyEntry(),
          },
          output: {
            codeSplitting: {
              // A group takes the modules its test names, not everything they import: the domain's
              // modules go to `domain` or, by the default rule, with the pages that use them.
              includeDependenciesRecursively: false,
              // The framework every page needs, in one long-cached chunk. OpenLayers and other
              // heavy libraries stay out: only the pages that use them load them.
              // The app's own shared code (API client, session, i18n, small components) likewise, in two chunks: what the first page needs, and what only later pages
              // share. One chunk each compresses better and loads in one request instead of dozens.
              groups: [
                // The stylesheets a server-rendered document page or list links before its first
                // paint, in one file rather than one per chunk (a dozen): the first paint waits for
                // each of them. Their classes' JS is a few names.
                { name: 'page-styles', test: (id) => RENDERED_PAGE_CSS.has(id) },
                { name: 'query-later', test: QUERY_LATER },
                { name: 'framework', test: FRAMEWORK },
                { name: 'modal', test: MODAL },
                { name: 'diff', test: DIFF },
                {
                  name: 'shared',
                  // With every stylesheet of the entry: one file that every page links.
                  test: (id) =>
                    FIRST_PAGE_SHARED.test(id) ||
                    (SHARED.test(id) && FIRST_PAGE.has(id)) ||
                    (CSS_MODULE.test(id) && ENTRY.has(id)),
                },
                {
                  name: 'domain',
                  test: (id) => DOMAIN_COMMON.test(id) || CONTRACT_STAND_INS.test(id),
                  minShareCount: 8,
                },
                { name: 'pages', test: (id) => SHARED.test(id) && !FIRST_PAGE.has(id), minShareCount: 2 },
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
