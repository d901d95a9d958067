import { and, asc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { addMoney, percentOf, subtractMoney, toMoneyString } from '../../../shared/money';
import { autoSelectEscrows, escrowKeptPercent, extraEscrowOf } from '../../../shared/reserveRelease';
import type { AvailableEscrows } from '../../../shared/contract/reserves';
import type { Db } from '../../db/client';
import { invoices, journalLines, ledgerAccounts } from '../../db/schema';
import { chart, growsWithDebits, type ChartKey } from '../../ledger/chart';

/*
 * What a client is owed, read from the books and the rows they are checked against
 * (docs/decisions/0029-reserves-and-their-release.md, "What a client is owed" and "The escrow
 * rule"). The lists, the lookups of Create RR Batch and the release itself read the same figures.
 */

/** A client's balance of a chart account, on the side it grows, summed over its sub-ledgers. */
export async function clientBalances(
  db: Db,
  key: ChartKey,
  clientIds: readonly number[],
): Promise<Map<number, string>> {
  const balances = new Map<number, string>();
  if (clientIds.length === 0) return balances;
  const account = chart[key];
  const balance = growsWithDebits(key)
    ? sql<string>`(coalesce(sum(${journalLines.debit}), 0) - coalesce(sum(${journalLines.credit}), 0))::text`
    : sql<string>`(coalesce(sum(${journalLines.credit}), 0) - coalesce(sum(${journalLines.debit}), 0))::text`;
  const rows = await db
    .select({ clientId: ledgerAccounts.clientId, balance })
    .from(journalLines)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, journalLines.accountId))
    .where(and(eq(ledgerAccounts.chartCode, account.code), inArray(ledgerAccounts.clientId, [...clientIds])))
    .groupBy(ledgerAccounts.clientId);
  for (const id of clientIds) balances.set(id, '0.00');
  for (const row of rows) {
    if (row.clientId !== null) balances.set(row.clientId, toMoneyString(row.balance));
  }
  return balances;
}

/** Held reserve of an invoice as SQL: invoice − advance − discount fees. */
const heldSql = sql`(${invoices.invoiceAmount} - ${invoices.advanceAmount} - ${invoices.discountFeeAmount})`;

/**
 * Previous reserves of each client: its reserve account (2100) less the held reserves of its
 * funded invoices not yet released. May be negative (fees the client owes).
 */
export async function previousReservesOf(db: Db, clientIds: readonly number[]): Promise<Map<number, string>> {
  const unique = [...new Set(clientIds)];
  const reserves = await clientBalances(db, 'clientReserves', unique);
  if (unique.length === 0) return reserves;
  const held = await db
    .select({ clientId: invoices.prospectId, amount: sql<string>`coalesce(sum(${heldSql}), 0)::text` })
    .from(invoices)
    .where(
      and(
        inArray(invoices.prospectId, unique),
        isNotNull(invoices.fundingDate),
        isNull(invoices.reserveReleaseId),
      ),
    )
    .groupBy(invoices.prospectId);
  const previous = new Map<number, string>();
  for (const id of unique) {
    const heldOfClient = held.find((row) => row.clientId === id)?.amount ?? '0';
    previous.set(id, toMoneyString(subtractMoney(reserves.get(id) ?? '0', heldOfClient)));
  }
  return previous;
}

export async function previousReserves(db: Db, clientId: number): Promise<string> {
  return (await previousReservesOf(db, [clientId])).get(clientId) ?? '0.00';
}

/** The client's open receivables (its 1200 balance) and the 10 % of them its escrow must keep. */
export async function tenPercentAr(
  db: Db,
  clientId: number,
): Promise<{ open_receivables: string; amount: string }> {
  const open = (await clientBalances(db, 'purchasedReceivables', [clientId])).get(clientId) ?? '0.00';
  return { open_receivables: open, amount: toMoneyString(percentOf(open, escrowKeptPercent)) };
}

/** The escrows still held on the client's funded invoices, oldest funding first. */
export async function heldEscrows(db: Db, clientId: number) {
  const rows = await db
    .select({
      invoiceId: invoices.id,
      invoiceNo: invoices.invoiceNo,
      fundingDate: invoices.fundingDate,
      amount: sql<string>`(${invoices.escrowAmount} - ${invoices.escrowReleasedAmount})::text`,
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.prospectId, clientId),
        isNotNull(invoices.fundingDate),
        isNull(invoices.deletedAt),
        gt(invoices.escrowAmount, invoices.escrowReleasedAmount),
      ),
    )
    .orderBy(asc(invoices.fundingDate), asc(invoices.id));
  return rows.map((row) => ({
    invoiceId: row.invoiceId,
    invoiceNo: row.invoiceNo,
    fundingDate: row.fundingDate ?? '',
    amount: toMoneyString(row.amount),
  }));
}

/** The escrow rule: what is held, what must stay, what may go, and Auto Select's choice. */
export async function availableEscrows(db: Db, clientId: number): Promise<AvailableEscrows> {
  const escrows = await heldEscrows(db, clientId);
  const held = toMoneyString(addMoney('0', ...escrows.map((row) => row.amount)));
  const ar = await tenPercentAr(db, clientId);
  const extra = extraEscrowOf(held, ar.open_receivables);
  return {
    escrows: escrows.map((row) => ({
      invoice_id: row.invoiceId,
      invoice_no: row.invoiceNo,
      funding_date: row.fundingDate,
      amount: row.amount,
    })),
    held_escrow: held,
    open_receivables: ar.open_receivables,
    ten_percent_ar: ar.amount,
    extra_escrow: extra,
    auto_selected: autoSelectEscrows(escrows, extra),
  };
}
