import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { journalLines, ledgerAccounts } from '../db/schema';

/** An account's totals, summed from its lines (the books keep no running balance to drift). */
export interface AccountTotals {
  code: string;
  chartCode: string;
  name: string;
  clientId: number | null;
  debtorId: number | null;
  debit: string;
  credit: string;
  /** debit − credit: positive for a debit balance. */
  balance: string;
}

/** The trial balance: every account with lines, by code. Σ debit = Σ credit when the books are whole. */
export async function trialBalance(db: Db): Promise<AccountTotals[]> {
  const debit = sql<string>`coalesce(sum(${journalLines.debit}), 0)::numeric(16,2)::text`;
  const credit = sql<string>`coalesce(sum(${journalLines.credit}), 0)::numeric(16,2)::text`;
  const balance = sql<string>`(coalesce(sum(${journalLines.debit}), 0) - coalesce(sum(${journalLines.credit}), 0))::numeric(16,2)::text`;
  return db
    .select({
      code: ledgerAccounts.code,
      chartCode: ledgerAccounts.chartCode,
      name: ledgerAccounts.name,
      clientId: ledgerAccounts.clientId,
      debtorId: ledgerAccounts.debtorId,
      debit,
      credit,
      balance,
    })
    .from(ledgerAccounts)
    .innerJoin(journalLines, eq(journalLines.accountId, ledgerAccounts.id))
    .groupBy(ledgerAccounts.id)
    .orderBy(asc(ledgerAccounts.code));
}
