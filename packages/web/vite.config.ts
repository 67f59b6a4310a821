import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|@tanstack|i18next|react-i18next|use-sync-external-store|html-parse-stringify|void-elements)[\\/]/;

// The server serves `dist/` at `/` and the API under `/api` on the same port (DESIGN.md),
// so in development Vite forwards `/api` to the API server.
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The framework every page needs, in one long-cached chunk. OpenLayers and other
          // heavy libraries stay out: only the pages that use them load them.
          groups: [{ name: 'framework', test: FRAMEWORK }],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: process.env.API_PROXY ?? 'http://localhost:8080', changeOrigin: true },
    },
  },
});
