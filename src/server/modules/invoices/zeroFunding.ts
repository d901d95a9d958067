import { and, eq, isNotNull, like, or, sql } from 'drizzle-orm';
import type { Reissue } from '../../../shared/contract/invoiceLookups';
import { invoiceNumberBase, reissueSuffixMaxDigits } from '../../../shared/validation/invoiceRow';
import type { Db } from '../../db/client';
import { chargebacks, invoices } from '../../db/schema';
import { livePairInvoices, livePairInvoiceWhere, pairInvoices } from './pairInvoices';
import type { InvoiceRecord } from './records';

/**
 * Zero Funding (docs/decisions/0008-zero-funding.md): the number of a funded invoice on which nothing
 * is owed any more may be entered again as a re-issue, '<number>-<n>', copying the invoice and
 * carrying no advance.
 */

/** A fully settled chargeback (chargeback_adjust 1). */
const fullySettled = 1;

/**
 * A funded invoice closed at zero balance: its chargeback was settled in full, so the client has
 * repaid what the debtor did not. Collections, when recorded, close an invoice collected in full too.
 */
export const closedAtZeroBalance = and(
  isNotNull(invoices.fundingDate),
  sql`exists (select 1 from ${chargebacks} where ${chargebacks.invoiceId} = ${invoices.id} and ${chargebacks.chargeBackSettled} = ${fullySettled} and ${chargebacks.deletedAt} is null)`,
);

/** The live invoice of the pair with this number when it is closed at zero balance, or null. */
export async function zeroFundingSource(
  db: Db,
  prospectId: number,
  debtorId: number,
  invoiceNo: string,
): Promise<InvoiceRecord | null> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(
      and(livePairInvoices(prospectId, debtorId), eq(invoices.invoiceNo, invoiceNo), closedAtZeroBalance),
    )
    .limit(1);
  return row ?? null;
}

/** Whether a re-issue number has a source: a live invoice of the same base, closed at zero balance. */
export async function hasReissueSource(
  db: Db,
  prospectId: number,
  debtorId: number,
  reissueNo: string,
): Promise<boolean> {
  const base = invoiceNumberBase(reissueNo);
  const source = await livePairInvoiceWhere(
    db,
    prospectId,
    debtorId,
    and(or(eq(invoices.invoiceNo, base), like(invoices.invoiceNo, `${base}-%`)), closedAtZeroBalance),
  );
  return source !== null;
}

/** The next re-issue number of a base: one above the highest suffix the pair ever used ('123-3'), or null when spent. */
export async function nextReissueNumber(
  db: Db,
  prospectId: number,
  debtorId: number,
  invoiceNo: string,
): Promise<string | null> {
  const base = invoiceNumberBase(invoiceNo);
  const [row] = await db
    .select({
      highest: sql<number>`coalesce(max(substring(${invoices.invoiceNo} from '-([0-9]+)$')::int), 0)`,
    })
    .from(invoices)
    .where(and(pairInvoices(prospectId, debtorId), like(invoices.invoiceNo, `${base}-%`)));
  const next = (row?.highest ?? 0) + 1;
  return String(next).length > reissueSuffixMaxDigits ? null : `${base}-${next}`;
}

/** The invoice a re-issue copies, under its new number, with no advance. */
export function reissueOf(source: InvoiceRecord, reissueNo: string): Reissue {
  return {
    invoice_no: reissueNo,
    invoice_amount: source.invoiceAmount,
    invoice_date: source.invoiceDate,
    invoice_due_date: source.invoiceDueDate,
    net_invoice_term: source.discountDays,
    advance_percentage: source.advancePercentage,
    advance_amount: '0.00',
    payment_type: source.paymentType,
  };
}
