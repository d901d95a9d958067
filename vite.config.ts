/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { testProjects } from './tests/projects.ts';

export default defineConfig({
  plugins: [
    react(),
    // A brotli and a gzip copy beside each text file of 1 KB or more; the server sends the one the
    // browser accepts, else the file itself (so a copy that failed costs bytes, never a page; the
    // end-to-end budget test would see it). Silent: Vite already lists every file it wrote.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, logLevel: 'silent' }),
  ],
  root: '.',
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 1500,
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/healthz': 'http://127.0.0.1:3000',
      '/socket.io': { target: 'http://127.0.0.1:3000', ws: true },
    },
  },
  test: {
    globals: true,
    // A worker per core, not Vitest's one fewer: the main process mostly waits, and so do the
    // PostgreSQL files on their server. Measured on two cores: 498 s against 775 s for `npm test`.
    maxWorkers: availableParallelism(),
    projects: testProjects(),
  },
});
