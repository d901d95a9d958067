import { eq } from 'drizzle-orm';
import { invoiceFiguresOf, type InvoiceTerms } from '../../../shared/invoiceTerms';
import { messages } from '../../../shared/messages';
import type { Db, Tx } from '../../db/client';
import { invoices } from '../../db/schema';
import type { Caller } from '../../http/caller';
import { conflict } from '../../http/errors';
import { signedTermsOf } from '../clients/terms';
import type { InvoiceValues } from './fieldLocks';
import { duplicateNumber, requireUsableNumber } from './invoiceNumbers';
import { requireKnownContacts } from './invoiceRules';
import type { InvoiceRecord } from './records';
import { verificationAfterEdit } from './verificationMark';

/**
 * One invoice row, whichever form or import sends it (the invoice form, a schedule row): the rules
 * its values keep against the database, and its write with the figures worked out under the terms.
 */

/** The client's terms from its signed term sheet; 409 without one. */
export async function requireInvoiceTerms(db: Db, prospectId: number): Promise<InvoiceTerms> {
  const sheet = await signedTermsOf(db, prospectId);
  if (!sheet) throw conflict(messages.invoice.screens.noTerms);
  return { advance_percentage: sheet.advancePercentage, net_invoice_term: sheet.discountDays };
}

/**
 * The chosen contacts are the debtor's (contacts kept as saved stay valid even if the debtor has
 * dropped one since) and the number is free; answers whether it is a Zero Funding re-issue.
 */
export async function checkInvoiceRow(
  tx: Tx,
  row: { prospectId: number; debtorId: number; values: InvoiceValues; stored: InvoiceRecord | null },
): Promise<{ zeroFunding: boolean }> {
  const { values, stored } = row;
  if (!stored || values.debtorContact.join() !== stored.debtorContact.join()) {
    await requireKnownContacts(tx, row.debtorId, values.debtorContact);
  }
  return requireUsableNumber(tx, row.prospectId, row.debtorId, values.invoiceNo, stored?.id);
}

/** What one row's write needs: its values under the role locks and the invoice it replaces. */
export interface InvoiceRowWrite {
  caller: Caller;
  prospectId: number;
  debtorId: number;
  values: InvoiceValues;
  stored: InvoiceRecord | null;
  zeroFunding: boolean;
  terms: InvoiceTerms;
  /** The schedule a schedule row belongs to; the invoice form leaves it as it is. */
  scheduleId?: number;
  now: Date;
}

/**
 * Inserts or updates the row's invoice with its advance and due date worked out under the terms
 * (none for a re-issue); a changed verified figure clears the verification mark. Answers its id.
 */
export async function writeInvoiceRow(tx: Tx, row: InvoiceRowWrite): Promise<number> {
  const { values, terms, stored, now } = row;
  const figures = invoiceFiguresOf(
    { invoice_amount: values.invoiceAmount, invoice_date: values.invoiceDate },
    terms,
    row.zeroFunding,
  );
  const fields = {
    ...(row.scheduleId === undefined ? {} : { scheduleId: row.scheduleId }),
    invoiceNo: values.invoiceNo,
    invoiceAmount: values.invoiceAmount,
    invoiceDate: values.invoiceDate,
    discountDays: terms.net_invoice_term,
    invoiceDueDate: figures.invoice_due_date,
    advancePercentage: terms.advance_percentage,
    advanceAmount: figures.advance_amount,
    status: values.status,
    paymentType: values.paymentType,
    tentativePaymentMode: values.tentativePaymentMode,
    commitmentDate: values.commitmentDate,
    debtorContact: values.debtorContact,
    note: values.note,
    updatedAt: now,
  };
  const write = stored
    ? tx
        .update(invoices)
        .set({ ...fields, verifiedAt: verificationAfterEdit(stored, fields) })
        .where(eq(invoices.id, stored.id))
        .then(() => stored.id)
    : tx
        .insert(invoices)
        .values({
          ...fields,
          prospectId: row.prospectId,
          debtorId: row.debtorId,
          createdBy: row.caller.userId,
          createdAt: now,
        })
        .returning({ id: invoices.id })
        .then((rows) => rows[0]?.id ?? 0);
  return write.catch((error: unknown) => {
    throw duplicateNumber(error, values.invoiceNo);
  });
}
