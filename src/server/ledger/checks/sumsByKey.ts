import { eq, sql } from 'drizzle-orm';
import { addMoney, toMoneyString } from '../../../shared/money';
import type { Db } from '../../db/client';
import { journalLines, ledgerAccounts } from '../../db/schema';

/** Amounts by the sub-ledger they belong to ('C42' a client, 'C42-D7' a client's debtor). */
export type SumsByKey = ReadonlyMap<string, string>;

export function keyOf(clientId: number | null, debtorId?: number | null): string {
  return debtorId === undefined || debtorId === null ? `C${clientId}` : `C${clientId}-D${debtorId}`;
}

/** What a key names, as a difference reports it: 'client 42, debtor 7'. */
export function subjectOf(key: string): string {
  const [client = '', debtor] = key.split('-');
  const clientText = `client ${client.slice(1)}`;
  return debtor ? `${clientText}, debtor ${debtor.slice(1)}` : clientText;
}

/**
 * The balance of a chart account in each of its sub-ledgers, on the side it grows: debit − credit
 * for an asset, credit − debit for a liability. `byDebtor` keeps a client's debtors apart.
 */
export async function ledgerSums(
  db: Db,
  chartCode: string,
  grows: 'debit' | 'credit',
  byDebtor = false,
): Promise<SumsByKey> {
  const balance =
    grows === 'debit'
      ? sql<string>`(coalesce(sum(${journalLines.debit}), 0) - coalesce(sum(${journalLines.credit}), 0))::text`
      : sql<string>`(coalesce(sum(${journalLines.credit}), 0) - coalesce(sum(${journalLines.debit}), 0))::text`;
  const rows = await db
    .select({ clientId: ledgerAccounts.clientId, debtorId: ledgerAccounts.debtorId, balance })
    .from(journalLines)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, journalLines.accountId))
    .where(eq(ledgerAccounts.chartCode, chartCode))
    .groupBy(ledgerAccounts.clientId, ledgerAccounts.debtorId);
  const sums = new Map<string, string>();
  for (const row of rows) {
    const key = keyOf(row.clientId, byDebtor ? row.debtorId : null);
    sums.set(key, toMoneyString(addMoney(sums.get(key) ?? '0', row.balance)));
  }
  return sums;
}

/** Operational sums, one row per key. */
export function sumsOf(
  rows: readonly { clientId: number; debtorId?: number | null; amount: string }[],
): SumsByKey {
  return new Map(rows.map((row) => [keyOf(row.clientId, row.debtorId), toMoneyString(row.amount)]));
}

/** Every key of either side with both amounts; a side without the key holds 0.00. */
export function pairsOf(
  operational: SumsByKey,
  ledger: SumsByKey,
): { subject: string; operational: string; ledger: string }[] {
  const keys = [...new Set([...operational.keys(), ...ledger.keys()])].sort();
  return keys.map((key) => ({
    subject: subjectOf(key),
    operational: operational.get(key) ?? '0.00',
    ledger: ledger.get(key) ?? '0.00',
  }));
}
