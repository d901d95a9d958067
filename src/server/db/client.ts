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
import { durableStartParams, SyncedNodeFS } from './syncedNodeFs';

export type Schema = typeof schema;
/** The same Drizzle API over embedded PGlite or a PostgreSQL server. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle, which services accept wherever they accept a database. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Db = Database | Tx;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Whether the database answers a trivial query within `timeoutMs`. */
  ping(timeoutMs: number): Promise<boolean>;
  /** Applies the migrations (and the extension they need); safe on every start. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
  /** Hears every statement the app runs, with its parameters (the list benchmarks replay them). */
  onQuery?: (query: string, params: unknown[]) => void;
  /**
   * An in-memory PGlite starts from this data directory (a `dumpDataDir` tarball) instead of an
   * empty cluster: the test suite opens hundreds of databases, and an empty cluster's first start
   * costs seconds where loading a migrated image costs a fraction of one.
   */
  image?: Blob;
}

const migrationsFolder = resolve(import.meta.dirname, '../../../drizzle');

/** Opens the database and applies the migrations; `dataDir` 'memory' keeps PGlite in memory. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const database = await connectDatabase(options);
  await database.migrate();
  return database;
}

/**
 * The database, not yet migrated. A PostgreSQL server is not reached here: its pool connects on
 * the first query, so the server can start, and report itself not ready, while it is away.
 */
export async function connectDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const logger = options.onQuery ? { logQuery: options.onQuery } : false;
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      // A server that does not answer fails the request (503) rather than holding it forever.
      connectionTimeoutMillis: 5_000,
      keepAlive: true,
    });
    // A connection the server drops (restart, failover, network) emits 'error' on its client:
    // on an idle one the pool hears it; a checked-out one needs a listener of its own, or the
    // process dies of an unhandled 'error'. The query it was running fails and answers 503, the
    // broken connection leaves the pool, and the next query takes a fresh one.
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = drizzlePg(pool, { schema, logger }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      ping: (timeoutMs) => answersWithin(pool.query('select 1'), timeoutMs),
      async migrate() {
        await pool.query('create extension if not exists pg_trgm');
        await migratePg(drizzlePg(pool), { migrationsFolder });
      },
      close: () => pool.end(),
    };
  }
  const inMemory = options.dataDir === 'memory';
  if (!inMemory) mkdirSync(options.dataDir, { recursive: true });
  // In memory there is nothing to sync, so PGlite's own settings stay; on disk every commit is
  // on the disk before it is acknowledged (docs/decisions/0019-embedded-durability.md).
  const client = await PGlite.create(
    inMemory
      ? { extensions: { pg_trgm }, loadDataDir: options.image }
      : {
          fs: new SyncedNodeFS(resolve(options.dataDir, 'pglite')),
          startParams: [...durableStartParams],
          extensions: { pg_trgm },
        },
  );
  const db = drizzlePglite(client, { schema, logger }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    ping: (timeoutMs) => answersWithin(client.query('select 1'), timeoutMs),
    async migrate() {
      await client.exec('create extension if not exists pg_trgm');
      await migratePglite(drizzlePglite(client), { migrationsFolder });
    },
    close: () => client.close(),
  };
}

async function answersWithin(query: Promise<unknown>, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((done) => (timer = setTimeout(() => done(false), timeoutMs)));
  try {
    return await Promise.race([query.then(() => true), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
