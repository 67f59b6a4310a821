// One lint setup for the whole monorepo. Import rules only set direction:
// web/server → domain/markdown, never back.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

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
    files: ['**/*.mjs', 'scripts/**', '**/bench/**', '**/scripts/**', 'e2e/**', '**/*.config.ts', '**/*.config.js'],
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', Buffer: 'readonly', URL: 'readonly', setTimeout: 'readonly', setInterval: 'readonly', clearTimeout: 'readonly', fetch: 'readonly', performance: 'readonly' },
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
    rules: { ...reactHooks.configs.recommended.rules, 'no-restricted-imports': ['error', { patterns: ['@cairn/server'] }] },
  },
);
