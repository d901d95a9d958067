import { spawnSync } from 'node:child_process';
import type { TestProjectInlineConfiguration } from 'vitest/config';

/**
 * The suites `npm test` runs. Server tests run on embedded PGlite and, where TEST_DATABASE_URL is set
 * or a local PostgreSQL answers, once more on PostgreSQL.
 */
export function postgresUrlForTests(): string | null {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  if (process.env.TEST_SKIP_POSTGRES === '1') return null;
  const ready = spawnSync('pg_isready', ['-h', '127.0.0.1', '-p', '5432', '-t', '2'], { stdio: 'ignore' });
  return ready.status === 0 ? 'postgres://postgres@127.0.0.1:5432/postgres' : null;
}

export function testProjects(): TestProjectInlineConfiguration[] {
  const postgresUrl = postgresUrlForTests();
  const server = (name: string, env: Record<string, string>): TestProjectInlineConfiguration => ({
    extends: true,
    test: {
      name,
      environment: 'node',
      include: ['tests/server/**/*.test.ts', 'tests/property/**/*.test.ts'],
      env,
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  });
  return [
    {
      extends: true,
      test: {
        name: 'unit',
        environment: 'node',
        include: ['tests/unit/**/*.test.ts', 'tests/machines/**/*.test.ts'],
      },
    },
    server('server-pglite', { TEST_DB: 'pglite' }),
    ...(postgresUrl
      ? [server('server-postgres', { TEST_DB: 'postgres', TEST_DATABASE_URL: postgresUrl })]
      : []),
    {
      extends: true,
      test: {
        name: 'web',
        environment: 'jsdom',
        include: ['tests/web/**/*.test.{ts,tsx}'],
        setupFiles: ['./tests/setup.ts'],
        css: false,
        testTimeout: 20_000,
      },
    },
  ];
}
