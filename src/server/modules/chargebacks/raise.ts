import { and, eq, isNull } from 'drizzle-orm';
import { addMoney, compareMoney, subtractMoney, toMoneyString } from '../../../shared/money';
import type { IsoDate } from '../../../shared/dates';
import type { Tx } from '../../db/client';
import { chargebacks, invoices } from '../../db/schema';
import { ledgerOperations } from '../../ledger/operations';
import { postEntry } from '../../ledger/post';
import { signedTermsOf } from '../clients/terms';

/**
 * Charges an invoice's open balance back to its client (docs/decisions/0028-cash-comes-back.md):
 * Dr 1300 Chargebacks Receivable / Cr 1200 Purchased Receivables the open balance, and the term
 * sheet's chargeback fee from the reserve (Dr 2100 / Cr 4300). Runs inside the caller's transaction
 * and locks the invoice first, so the daily job, an on-demand run and a collection's move to
 * chargeback raise it once between them; the unique live chargeback per invoice and the entry's
 * operation key back that in the database.
 *
 * Answers the new chargeback's id, or null when there is nothing to raise: the invoice is not
 * funded, deleted, fully collected or already charged back.
 */
export async function raiseChargeback(
  tx: Tx,
  invoiceId: number,
  asOf: IsoDate,
  createdBy: string | null,
): Promise<number | null> {
  const [invoice] = await tx
    .select({
      id: invoices.id,
      prospectId: invoices.prospectId,
      debtorId: invoices.debtorId,
      invoiceNo: invoices.invoiceNo,
      invoiceAmount: invoices.invoiceAmount,
      collectedAmount: invoices.collectedAmount,
      chargebackAmount: invoices.chargebackAmount,
      fundingDate: invoices.fundingDate,
      deletedAt: invoices.deletedAt,
    })
    .from(invoices)
    .where(eq(invoices.id, invoiceId))
    .for('update');
  if (!invoice || invoice.fundingDate === null || invoice.deletedAt !== null) return null;
  const open = toMoneyString(
    subtractMoney(subtractMoney(invoice.invoiceAmount, invoice.collectedAmount), invoice.chargebackAmount),
  );
  if (compareMoney(open, '0') <= 0) return null;
  const [live] = await tx
    .select({ id: chargebacks.id })
    .from(chargebacks)
    .where(and(eq(chargebacks.invoiceId, invoiceId), isNull(chargebacks.deletedAt)));
  if (live) return null;

  const terms = await signedTermsOf(tx, invoice.prospectId, { whateverItsStatus: true });
  const cbFee = toMoneyString(terms?.cbFee ?? '0');
  const clientId = invoice.prospectId;
  const [row] = await tx
    .insert(chargebacks)
    .values({
      invoiceId,
      prospectId: clientId,
      debtorId: invoice.debtorId,
      cb: open,
      actualCb: open,
      chargebackDate: asOf,
      cbFee,
      feesAccruedThrough: asOf,
    })
    .returning({ id: chargebacks.id });
  if (!row) throw new Error('chargeback was not stored');
  const journalEntryId = await postEntry(tx, {
    date: asOf,
    operation: ledgerOperations.chargeback,
    operationKey: `chargeback:invoice:${invoiceId}`,
    memo: `Invoice ${invoice.invoiceNo} charged back`,
    clientId,
    createdBy,
    lines: [
      {
        chart: 'chargebacksReceivable',
        clientId,
        invoiceId,
        debit: open,
        memo: 'Open balance charged back',
      },
      {
        chart: 'purchasedReceivables',
        clientId,
        debtorId: invoice.debtorId,
        invoiceId,
        credit: open,
        memo: `Invoice ${invoice.invoiceNo}`,
      },
      { chart: 'clientReserves', clientId, invoiceId, debit: cbFee, memo: 'Chargeback fee from the reserve' },
      { chart: 'chargebackFeeIncome', clientId, invoiceId, credit: cbFee, memo: 'Chargeback fee' },
    ],
  });
  await tx.update(chargebacks).set({ journalEntryId }).where(eq(chargebacks.id, row.id));
  await tx
    .update(invoices)
    .set({ chargebackAmount: toMoneyString(addMoney(invoice.chargebackAmount, open)) })
    .where(eq(invoices.id, invoiceId));
  return row.id;
}
