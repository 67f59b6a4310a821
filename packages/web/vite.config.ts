import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The server serves `dist/` at `/` and the API under `/api` on the same port (DESIGN.md),
// so in development Vite forwards `/api` to the API server.
export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    proxy: {
      '/api': { target: 'http://localhost:8080', changeOrigin: true },
    },
  },
});
