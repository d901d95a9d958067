import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';

/**
 * One PostgreSQL session for the set-based statements: the planning tables live in it, and its
 * settings suit a bulk load (commits without waiting for the disk, room to sort and hash in memory).
 */
export interface Bulk {
  /** Runs a statement; answers how many rows it wrote. */
  run(query: SQL): Promise<number>;
  rows<T extends Record<string, unknown>>(query: SQL): Promise<T[]>;
  close(): Promise<void>;
}

export async function openBulk(url: string): Promise<Bulk> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  // A crash may lose the last commits of this session, never corrupt them.
  await client.query(`set synchronous_commit = off`);
  await client.query(`set work_mem = '256MB'`);
  await client.query(`set maintenance_work_mem = '512MB'`);
  const dialect = new PgDialect();
  const execute = <T extends Record<string, unknown>>(query: SQL) => {
    const { sql, params } = dialect.sqlToQuery(query);
    return client.query<T>(sql, params);
  };
  return {
    run: async (query) => (await execute(query)).rowCount ?? 0,
    rows: async <T extends Record<string, unknown>>(query: SQL) => (await execute<T>(query)).rows,
    close: () => client.end(),
  };
}
