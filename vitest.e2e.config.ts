import { defineConfig } from 'vitest/config';

/**
 * Browser end-to-end tests: the built app served by the real server, driven in headless Chromium.
 * One product serves every file (tests/e2e/globalSetup.ts); the files run one after another, as
 * they share its demo accounts. The limits catch a test that hangs: each wait inside a test follows
 * the app's own signals within `stepTimeoutMs` (tests/e2e/browser.ts), and a test of many steps on
 * a busy machine may take minutes.
 */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['./tests/e2e/globalSetup.ts'],
    testTimeout: 180_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
