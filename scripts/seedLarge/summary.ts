import { sql } from 'drizzle-orm';
import type { Bulk } from './bulk';

/** The tables the large book fills, and the books, in the order the summary prints them. */
const tables = [
  'prospects',
  'term_sheets',
  'prospect_owners',
  'debtors',
  'debtor_contacts',
  'debtor_clients',
  'schedules',
  'invoices',
  'schedule_payments',
  'journal_entries',
  'journal_lines',
  'ledger_accounts',
  'notifications',
] as const;

/** Row counts of every table the seed fills, with the parts that tell the book's shape. */
export async function bookCounts(bulk: Bulk): Promise<Record<string, number>> {
  const parts = tables.map((table) => `(select count(*) from ${table})::int as ${table}`).join(',\n');
  const [counts] = await bulk.rows<Record<string, number>>(sql.raw(`select ${parts}`));
  const [shape] = await bulk.rows<Record<string, number>>(sql`
    select
      (select count(*) from prospects where status = 1)::int as clients,
      (select count(*) from prospects where status = 1 and terminated_at is not null)::int as terminated_clients,
      (select count(*) from invoices where deleted_at is not null)::int as deleted_invoices,
      (select count(*) from invoices where schedule_id is not null)::int as invoices_in_schedules,
      (select count(*) from invoices where funding_date is not null)::int as funded_invoices,
      (select count(*) from schedules where verified_at is not null)::int as verified_schedules,
      (select count(*) from schedules where schedule_fund_date is not null)::int as funded_schedules,
      (select count(*) from schedules where deleted_at is not null)::int as deleted_schedules`);
  return { ...shape, ...counts };
}
