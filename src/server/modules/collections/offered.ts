import { and, asc, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { CollectionInvoice } from '../../../shared/contract/collections';
import type { CollectionType } from '../../../shared/collectionRules';
import { kindsOf } from '../../../shared/collectionRules';
import { addMoney, toMoneyString } from '../../../shared/money';
import type { Db } from '../../db/client';
import { chargebacks, invoices, unappliedCash, unappliedCashStatus } from '../../db/schema';
import { openBalance, openFundedInvoice } from '../invoices/openReceivables';

/**
 * What Add New Collection offers a client–debtor pair (docs/decisions/0028 "Collections"): the
 * debtor's funded, live invoices with an open receivable and no live chargeback, the client's
 * chargebacks on that debtor's invoices still to settle, and the pair's pool of unapplied cash.
 * The save reads the same rows again under its locks with the same conditions.
 */

/** A live chargeback of the invoice exists. */
const hasLiveChargeback = sql`exists (select 1 from ${chargebacks} where ${chargebacks.invoiceId} = ${invoices.id} and ${chargebacks.deletedAt} is null)`;

/** The conditions an invoice row must meet to be collected. */
export function invoiceOpenFor(clientId: number, debtorId: number) {
  return and(
    eq(invoices.prospectId, clientId),
    eq(invoices.debtorId, debtorId),
    openFundedInvoice,
    sql`not ${hasLiveChargeback}`,
  );
}

/** What is left to settle of a chargeback. */
export const chargebackBalance = sql<string>`coalesce(${chargebacks.adjustedCb}, ${chargebacks.cb})`;

/** The conditions a chargeback row must meet to be collected (its invoice's debtor is checked by a join). */
export function chargebackOpenFor(clientId: number) {
  return and(
    eq(chargebacks.prospectId, clientId),
    isNull(chargebacks.deletedAt),
    ne(chargebacks.chargeBackSettled, 1),
    isNull(chargebacks.settledByScheduleId),
    sql`coalesce(${chargebacks.adjustedCb}, ${chargebacks.cb}) > 0`,
  );
}

/** The rows a collection of this type may settle, invoices first, each by id. */
export async function offeredRows(
  db: Db,
  clientId: number,
  debtorId: number,
  type: CollectionType,
): Promise<CollectionInvoice[]> {
  const kinds = kindsOf(type);
  const rows: CollectionInvoice[] = [];
  if (kinds.includes('invoice')) {
    const found = await db
      .select({
        id: invoices.id,
        invoiceNo: invoices.invoiceNo,
        invoiceAmount: invoices.invoiceAmount,
        fundingDate: invoices.fundingDate,
        balance: openBalance,
      })
      .from(invoices)
      .where(invoiceOpenFor(clientId, debtorId))
      .orderBy(asc(invoices.fundingDate), asc(invoices.id))
      .limit(1000);
    for (const row of found) {
      rows.push({
        id: row.id,
        kind: 'invoice',
        invoice_no: row.invoiceNo,
        invoice_amount: toMoneyString(row.invoiceAmount),
        funding_date: row.fundingDate,
        balance: toMoneyString(row.balance),
      });
    }
  }
  if (kinds.includes('chargeback')) {
    const found = await db
      .select({
        id: chargebacks.id,
        invoiceNo: invoices.invoiceNo,
        invoiceAmount: invoices.invoiceAmount,
        fundingDate: invoices.fundingDate,
        balance: chargebackBalance,
      })
      .from(chargebacks)
      .innerJoin(invoices, eq(invoices.id, chargebacks.invoiceId))
      .where(and(chargebackOpenFor(clientId), eq(invoices.debtorId, debtorId)))
      .orderBy(asc(chargebacks.id))
      .limit(1000);
    for (const row of found) {
      rows.push({
        id: row.id,
        kind: 'chargeback',
        invoice_no: row.invoiceNo,
        invoice_amount: toMoneyString(row.invoiceAmount),
        funding_date: row.fundingDate,
        balance: toMoneyString(row.balance),
      });
    }
  }
  return rows;
}

/**
 * The pair's pool: unapplied cash without an invoice still held, and any transferred to collection,
 * with something remaining.
 */
export function poolCondition(clientId: number, debtorId: number) {
  return and(
    eq(unappliedCash.prospectId, clientId),
    eq(unappliedCash.debtorId, debtorId),
    or(
      and(isNull(unappliedCash.invoiceId), eq(unappliedCash.status, unappliedCashStatus.held)),
      eq(unappliedCash.status, unappliedCashStatus.inCollection),
    ),
    gt(unappliedCash.remaining, '0'),
  );
}

/** Σ remaining of the pair's pool. */
export async function poolOf(db: Db, clientId: number, debtorId: number): Promise<string> {
  const rows = await db
    .select({ remaining: unappliedCash.remaining })
    .from(unappliedCash)
    .where(poolCondition(clientId, debtorId));
  return toMoneyString(addMoney('0', ...rows.map((row) => row.remaining)));
}
