import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  // Tests run the app as the dev server does (the real zod: see vite.config.ts).
  viteConfig({ command: 'serve', mode: 'test' }),
  defineConfig({
    test: {
      name: 'web',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['src/testing/setup.ts'],
      // CI machines have two cores shared with the other test projects.
      testTimeout: 20_000,
    },
  }),
);
