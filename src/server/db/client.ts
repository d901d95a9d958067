import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The same Drizzle API over embedded PGlite or a PostgreSQL server. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle, which services accept wherever they accept a database. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Db = Database | Tx;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = resolve(import.meta.dirname, '../../../drizzle');

/** Opens the database and applies the migrations; `dataDir` 'memory' keeps PGlite in memory. */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  /** Hears every statement the app runs, with its parameters (the list benchmarks replay them). */
  onQuery?: (query: string, params: unknown[]) => void;
}): Promise<DatabaseHandle> {
  const logger = options.onQuery ? { logQuery: options.onQuery } : false;
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection dropped by the server (restart, failover) must not crash the process;
    // the next query takes a fresh one.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema, logger }) as unknown as Database;
    await pool.query('create extension if not exists pg_trgm');
    await migratePg(drizzlePg(pool), { migrationsFolder });
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  const inMemory = options.dataDir === 'memory';
  if (!inMemory) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create(inMemory ? undefined : resolve(options.dataDir, 'pglite'), {
    extensions: { pg_trgm },
  });
  await client.exec('create extension if not exists pg_trgm');
  const db = drizzlePglite(client, { schema, logger }) as unknown as Database;
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  return { db, kind: 'pglite', close: () => client.close() };
}
