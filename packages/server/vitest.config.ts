import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'bench/**/*.test.ts'],
    testTimeout: 30000,
    hookTimeout: 60000,
  },
});
