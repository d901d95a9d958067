import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { TerminationInfo } from '../../../shared/contract/clients';
import { debtorStatuses } from '../../../shared/dropdowns';
import type { Db } from '../../db/client';
import { debtorClients, invoices, journalLines, ledgerAccounts } from '../../db/schema';
import { chart } from '../../ledger/chart';

/** Σ (credit − debit) over the client's accounts of these chart codes, as money text. */
async function creditBalance(db: Db, prospectId: number, chartCodes: string[]): Promise<string> {
  const [row] = await db
    .select({
      total: sql<string>`(coalesce(sum(${journalLines.credit}), 0) - coalesce(sum(${journalLines.debit}), 0))::numeric(16,2)::text`,
    })
    .from(journalLines)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, journalLines.accountId))
    .where(and(eq(ledgerAccounts.clientId, prospectId), inArray(ledgerAccounts.chartCode, chartCodes)));
  return row?.total ?? '0.00';
}

/**
 * client/all_information: what a client still has on the books when it is terminated
 * (docs/decisions/0026-clients.md). Reserves are what the ledger owes it in Client and Escrow
 * Reserves; the collections pending are its purchased receivables not yet collected (the ledger's
 * Purchased Receivables balance); hold accounts are its live invoices holding unapplied cash.
 */
export async function terminationInfoOf(db: Db, prospectId: number): Promise<TerminationInfo> {
  const [debtorCount] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(debtorClients)
    .where(
      and(
        eq(debtorClients.prospectId, prospectId),
        isNull(debtorClients.deletedAt),
        ne(debtorClients.status, debtorStatuses.terminated),
      ),
    );
  const [holds] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(invoices)
    .where(
      and(eq(invoices.prospectId, prospectId), isNull(invoices.deletedAt), ne(invoices.holdAccountStatus, 0)),
    );
  const reserves = await creditBalance(db, prospectId, [
    chart.clientReserves.code,
    chart.escrowReserves.code,
  ]);
  // An asset: what the debtors still owe is its debit balance, the negative of the credit one.
  const receivable = await creditBalance(db, prospectId, [chart.purchasedReceivables.code]);
  return {
    total_debtors: debtorCount?.total ?? 0,
    total_reserves: reserves,
    total_collection_amount_pending: negated(receivable),
    total_hold_accounts: holds?.total ?? 0,
  };
}

function negated(money: string): string {
  if (money.startsWith('-')) return money.slice(1);
  return /^0(\.0+)?$/.test(money) ? money : `-${money}`;
}
