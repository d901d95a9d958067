import { sql } from 'drizzle-orm';
import { industries as shippedIndustries } from '../../shared/industries';
import type { Database } from '../db/client';
import { industries } from '../db/schema';

/**
 * Industries users type on the debtor form get ids from here up, so the shipped list can grow by
 * appending (src/shared/industries.ts) without ever meeting an id a user's industry took.
 */
export const firstUserIndustryId = 1001;

/**
 * Runs at every start: each shipped industry is in the table under its list id. An id or a title
 * already present (a title a user typed before it was shipped) is left as it is, so nothing a
 * debtor points at moves.
 */
export async function syncIndustries(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(industries)
      .values(shippedIndustries.map(({ id, title }) => ({ id, title })))
      .onConflictDoNothing();
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('industries', 'id'), greatest((select max(id) from industries), ${firstUserIndustryId - 1}))`,
    );
  });
}
