import { and, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoices, schedules } from '../../db/schema';
import type { LedgerCheck } from './ledgerCheck';
import { ledgerSums, pairsOf, sumsOf } from './sumsByKey';

/**
 * The schedules' money, as the operational tables tell it, against the books (rule 2 of
 * docs/decisions/0006-the-books.md): what funded schedules still owe their client is its Advances
 * Payable; the invoices bought are its Purchased Receivables (per debtor), their escrow its Escrow
 * Reserves; collections and chargebacks take the receivables down (0028), and Client Reserves is
 * compared in cashBack.ts with every flow that moves it.
 */

const funded = isNotNull(invoices.fundingDate);

export const advancesPayableCheck: LedgerCheck = {
  name: '2000 Advances Payable = Σ remaining amount of funded schedules',
  async compare(db: Db) {
    const rows = await db
      .select({
        clientId: schedules.prospectId,
        amount: sql<string>`sum(${schedules.remainingAmount})::text`,
      })
      .from(schedules)
      .where(and(isNotNull(schedules.scheduleFundDate), isNull(schedules.deletedAt)))
      .groupBy(schedules.prospectId);
    return pairsOf(sumsOf(rows), await ledgerSums(db, '2000', 'credit'));
  },
};

export const purchasedReceivablesCheck: LedgerCheck = {
  name: '1200 Purchased Receivables = Σ (face value − collected − charged back) of funded invoices',
  async compare(db: Db) {
    const rows = await db
      .select({
        clientId: invoices.prospectId,
        debtorId: invoices.debtorId,
        amount: sql<string>`sum(${invoices.invoiceAmount} - ${invoices.collectedAmount} - ${invoices.chargebackAmount})::text`,
      })
      .from(invoices)
      .where(funded)
      .groupBy(invoices.prospectId, invoices.debtorId);
    return pairsOf(sumsOf(rows), await ledgerSums(db, '1200', 'debit', true));
  },
};

/** A client account's balance against a sum over each client's funded invoices. */
function fundedInvoicesCheck(name: string, account: string, amount: SQL): LedgerCheck {
  return {
    name,
    async compare(db: Db) {
      const rows = await db
        .select({ clientId: invoices.prospectId, amount: sql<string>`sum(${amount})::text` })
        .from(invoices)
        .where(funded)
        .groupBy(invoices.prospectId);
      return pairsOf(sumsOf(rows), await ledgerSums(db, account, 'credit'));
    },
  };
}

/** Escrow withheld at funding, less what reserve releases paid of it (0029). */
export const escrowReservesCheck = fundedInvoicesCheck(
  '2200 Escrow Reserves = Σ escrow not released of funded invoices',
  '2200',
  sql`${invoices.escrowAmount} - ${invoices.escrowReleasedAmount}`,
);
