import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { configDefaults, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * The suites `npm test` runs. Server tests run on PostgreSQL where TEST_DATABASE_URL is set or a
 * local PostgreSQL answers, and on embedded PGlite: all of them when there is no PostgreSQL, else
 * all but those listed in `sameOnEitherEngine`.
 */
export function postgresUrlForTests(): string | null {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  if (process.env.TEST_SKIP_POSTGRES === '1') return null;
  const ready = spawnSync('pg_isready', ['-h', '127.0.0.1', '-p', '5432', '-t', '2'], { stdio: 'ignore' });
  return ready.status === 0 ? 'postgres://postgres@127.0.0.1:5432/postgres' : null;
}

/**
 * Server test files whose outcome does not depend on the database engine: they check what the app
 * decides before or apart from it (the contract and bad-input walks, rights and scope, wording,
 * lookups, CSV and PDF files) or single-statement reads and writes both engines run alike, with no
 * concurrency, crash or durability in play. They run once: on PostgreSQL when it is there, on PGlite
 * otherwise. A file that races requests, loses its database, restarts the server, seeds, or checks
 * money and the books (numeric sums, triggers, locks) runs on both engines: leave it off this list.
 */
export const sameOnEitherEngine: readonly string[] = [
  'auditTrail',
  'brokers',
  'contract',
  'contractFuzz',
  'controlCharacters',
  'debtors',
  'debtorsCsv',
  'debtorsImport',
  'debtorsInvite',
  'debtorsStatus',
  'documents',
  'dropdowns',
  'exceptionTracking',
  'exportWriters',
  'lookups',
  'notifications',
  'outbox',
  'partyAnswers',
  'profile',
  'prospectDocuments',
  'prospectManagement',
  'prospects',
  'prospectsHttp',
  'prospectsWizard',
  'rateLimit',
  'reportsAccess',
  'reportsPages',
  'roles',
  's3FileStore',
  'schedulePdf',
  'scope',
  'settings',
  'settingsTiles',
  'users',
  'webApp',
].map((name) => `tests/server/${name}.test.ts`);

for (const file of sameOnEitherEngine) {
  if (!existsSync(file))
    throw new Error(`tests/projects.ts names ${file} in sameOnEitherEngine; no such file`);
}

export function testProjects(): TestProjectInlineConfiguration[] {
  const postgresUrl = postgresUrlForTests();
  const server = (
    name: string,
    env: Record<string, string>,
    skip: readonly string[] = [],
  ): TestProjectInlineConfiguration => ({
    extends: true,
    test: {
      name,
      environment: 'node',
      // The files of a worker share one module graph: each starts its own app on its own database
      // (harness.ts) and mocks no module, and none keeps state in a module. Loading the server
      // afresh for each file took half of these suites' time (534 s against 277 s, both engines).
      isolate: false,
      include: ['tests/server/**/*.test.ts', 'tests/property/**/*.test.ts'],
      exclude: [...configDefaults.exclude, ...skip],
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
        // Pure functions and machines: nothing a file could leave behind for the next.
        isolate: false,
        environment: 'node',
        include: ['tests/unit/**/*.test.ts', 'tests/machines/**/*.test.ts'],
      },
    },
    // Where PostgreSQL runs the property test's 70 sequences too, PGlite runs 25 of its own: the
    // engines' differences show in any sequence, and the pair stays within the test step's budget.
    server(
      'server-pglite',
      { TEST_DB: 'pglite', ...(postgresUrl ? { PROPERTY_RUNS: '25' } : {}) },
      postgresUrl ? sameOnEitherEngine : [],
    ),
    ...(postgresUrl
      ? [server('server-postgres', { TEST_DB: 'postgres', TEST_DATABASE_URL: postgresUrl })]
      : []),
    // The screens in jsdom, each file in a page and module graph of its own: a file's tests render
    // the app with its own fakes and mocks. (Sharing one between the story files saved processor
    // time run alone, none in the whole run, and let a dialog of one file show in the next.) Only
    // the story files load Storybook's preview.
    web('web', {
      include: ['tests/web/**/*.test.{ts,tsx}'],
      exclude: [...configDefaults.exclude, storyFiles],
    }),
    web('web-stories', { include: [storyFiles], setupFiles: ['./tests/setup.ts', './tests/storySetup.ts'] }),
  ];
}

/** The files that run the stories of stories/ (tests/web/storyRunner.ts). */
const storyFiles = 'tests/web/**/stories.test.tsx';

/** A jsdom project: tests/setup.ts before each file, plus what `options` adds. */
function web(
  name: string,
  options: { include: string[]; exclude?: string[]; setupFiles?: string[] },
): TestProjectInlineConfiguration {
  return {
    extends: true,
    test: {
      name,
      environment: 'jsdom',
      setupFiles: ['./tests/setup.ts'],
      ...options,
      css: false,
      testTimeout: 20_000,
    },
  };
}
