// One lint setup for the whole monorepo. Import rules only set direction:
// web/server → domain/markdown, never back; inside the web app, shared code (components/, lib/,
// config/) → features → app/, and no feature reaches into another (docs/ARCHITECTURE.md).
// The web app imports by relative paths: `no-restricted-imports` matches their text, so a
// feature file's way out of its feature depends on how deep it lies (`otherFeatureAt`).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const WEB = 'packages/web/src';
const NO_SERVER = { group: ['@cairn/server'], message: 'The web app talks to the server over HTTP only.' };
const NO_APP = {
  regex: '^(\\.\\./)+app/',
  message: 'Only app/ (router, shell, route modules) composes features: pass the piece in from the route.',
};
const NO_FEATURES_FROM_SHARED = {
  regex: '^(\\.\\./)+features/',
  message: 'components/, lib/ and config/ are shared: they import no feature (docs/ARCHITECTURE.md).',
};
const OTHER_FEATURE_MESSAGE =
  "A feature imports no other feature's internals: move the shared piece to components/ or lib/, " +
  "pass it in from the route, or import the other feature's public entry features/<name>/index.ts.";
/** Through the features folder, to a file other than a feature's public entry. */
const NO_OTHER_FEATURE = {
  regex: '^(\\.\\./)+features/[^/]+/(?!index\\.tsx?$)',
  message: OTHER_FEATURE_MESSAGE,
};
/** From a file `depth` folders below its feature's folder, `../` × (depth + 1) is features/. */
const otherFeatureAt = (depth) => ({
  regex: `^(\\.\\./){${depth + 1}}[^./][^/]*/(?!index\\.tsx?$)`,
  message: OTHER_FEATURE_MESSAGE,
});

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'var/**', '**/*.generated.*'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Tests read loosely typed JSON answers.
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Node scripts, benchmarks and tooling.
    files: [
      '**/*.mjs',
      'scripts/**',
      '**/bench/**',
      '**/scripts/**',
      'e2e/**',
      '**/*.config.ts',
      '**/*.config.js',
    ],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        Buffer: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        setInterval: 'readonly',
        clearTimeout: 'readonly',
        fetch: 'readonly',
        performance: 'readonly',
        FormData: 'readonly',
        Blob: 'readonly',
      },
    },
  },
  {
    // The sanitiser and the dialect deal with control characters on purpose.
    files: ['packages/markdown/src/**'],
    rules: { 'no-control-regex': 'off' },
  },
  {
    // The pure packages run in the browser too: no Node built-ins, no app packages (tests aside).
    files: ['packages/domain/src/**', 'packages/markdown/src/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@cairn/server', '@cairn/web', 'node:*', 'react', 'fastify'] },
      ],
    },
  },
  {
    files: ['packages/web/**/*.tsx', 'packages/web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [NO_SERVER] }],
    },
  },
  {
    // Shared code knows no feature and no page.
    files: [`${WEB}/components/**`, `${WEB}/lib/**`, `${WEB}/config/**`],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_SERVER, NO_FEATURES_FROM_SHARED, NO_APP] }] },
  },
  // A feature imports shared code and its own files; of another feature only its public entry.
  ...[0, 1, 2, 3].map((depth) => ({
    files: [`${WEB}/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [NO_SERVER, NO_APP, NO_OTHER_FEATURE, otherFeatureAt(depth)] },
      ],
    },
  })),
);
