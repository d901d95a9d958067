import { sql } from 'drizzle-orm';
import type { Bulk } from './bulk';
import { largeClientMarker } from './clients';
import { planningSchema } from './dice';
import { counted } from './progress';
import { Refusal } from './refusal';

/**
 * A second run refuses rather than adding a second large book on top of the first (the lists and
 * benchmarks expect one) or deleting what someone may be measuring. The large book is recognised by
 * its clients' draft tokens; a planning schema left behind means a run stopped part-way.
 */
export async function refuseExistingBook(bulk: Bulk, database: string): Promise<void> {
  const [found] = await bulk.rows<{ clients: number; invoices: number; planning: boolean }>(sql`
    select
      (select count(*) from prospects where draft_token like ${`${largeClientMarker}%`})::int as clients,
      (select count(*) from invoices)::int as invoices,
      exists (select 1 from pg_namespace where nspname = ${planningSchema}) as planning`);
  if (!found) return;
  const startOver = `To start over: dropdb ${database} && createdb ${database}, then run seed:large again.`;
  if (found.planning) {
    throw new Refusal(
      `The database ${database} holds part of a large book: an earlier seed:large stopped before it finished. ${startOver}`,
    );
  }
  if (found.clients > 0) {
    throw new Refusal(
      `The database ${database} already holds a large book (${counted(found.clients)} of its clients, ${counted(found.invoices)} invoices): nothing was added. ${startOver}`,
    );
  }
}
