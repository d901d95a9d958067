import { defineConfig } from 'vitest/config';

/** Browser end-to-end tests: the built app served by the real server, driven in headless Chromium. */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['./tests/e2e/globalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 90_000,
    fileParallelism: false,
  },
});
