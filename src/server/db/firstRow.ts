import type { PgSelect } from 'drizzle-orm/pg-core';

/** The one row a select answers, or null; with `lock`, locked for the rest of the transaction. */
export async function firstRow<Query extends PgSelect>(
  query: Query,
  lock = false,
): Promise<Query['_']['result'][number] | null> {
  const rows: Query['_']['result'] = lock ? await query.limit(1).for('update') : await query.limit(1);
  return rows[0] ?? null;
}
