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
    files: ['packages/domain/**', 'packages/markdown/**'],
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
