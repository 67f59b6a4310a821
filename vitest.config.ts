import { defineConfig } from 'vitest/config';

// Each package brings its own vitest config; the root runs them all as projects.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'packages/markdown', 'packages/server', 'packages/web'],
  },
});
