import os from 'node:os';
import { defineConfig } from 'vitest/config';

// Each package brings its own vitest config; the root runs them all as projects.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'packages/markdown', 'packages/server', 'packages/web'],
    // Two test files at once even on two cores (Vitest's default leaves one core free, so one
    // file at a time there): most files wait on PGlite or PostgreSQL, and the unit pass of CI
    // took 26 min with one worker and 15 min with two, all files passing.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
  },
});
