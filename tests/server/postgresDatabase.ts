import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../../src/server/db/client';
import { migrationsKey } from './migrationsKey';

/** The PostgreSQL server the suite runs against, as its maintenance database. */
export function postgresAdminUrl(): string {
  return process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}

function urlOf(name: string): string {
  const url = new URL(postgresAdminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: postgresAdminUrl() });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

// Any 64-bit number of our own: the workers of a run queue on it while one builds the template.
const templateLock = 7_341_902_118;
let template: Promise<string> | undefined;

/**
 * A migrated, empty database kept on the server as a template, one per set of migrations: a test's
 * fresh database is copied from it (about a second) instead of being migrated (several seconds on a
 * busy machine). The first worker builds it under an advisory lock under another name and renames
 * it when done, so no one copies a half-migrated template. Templates of other migrations stay (a
 * run of another checkout may be copying one); each is an empty schema of a few megabytes.
 */
function migratedTemplate(): Promise<string> {
  template ??= withAdmin(async (admin) => {
    const name = `factordesk_template_${migrationsKey()}`;
    await admin.query('select pg_advisory_lock($1)', [templateLock]);
    try {
      const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount === 0) {
        const building = `${name}_building`;
        await admin.query(`drop database if exists ${building} with (force)`);
        await admin.query(`create database ${building}`);
        const migrated = await openDatabase({ databaseUrl: urlOf(building), dataDir: 'memory' });
        await migrated.close();
        await admin.query(`alter database ${building} rename to ${name}`);
      }
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [templateLock]);
    }
    return name;
  });
  return template;
}

/** A new, migrated database on the test server, for one test file or one server process. */
export async function freshPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const from = await migratedTemplate();
  const name = `factordesk_test_${randomBytes(6).toString('hex')}`;
  await withAdmin((admin) => admin.query(`create database ${name} template ${from}`));
  return {
    url: urlOf(name),
    drop: () =>
      withAdmin((admin) => admin.query(`drop database if exists ${name} with (force)`)).then(() => {}),
  };
}
