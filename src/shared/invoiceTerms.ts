import { addDaysIso, type IsoDate } from './dates';
import { percentOf, toMoneyString, type MoneyInput } from './money';

/**
 * What an invoice takes from its client's signed term sheet (spec part 2 §4 Computations): the
 * form shows these read-only and the server computes them again whatever the browser sent.
 */
export interface InvoiceTerms {
  /** Advance percentage of the term sheet ("80.00"). */
  advance_percentage: string;
  /** The net invoice term in days (the term sheet's discount days). */
  net_invoice_term: number;
}

/** advance = invoice amount × advance % / 100, rounded half-up to cents ("2000.40"). */
export function advanceAmountOf(invoiceAmount: MoneyInput, advancePercentage: MoneyInput): string {
  return toMoneyString(percentOf(invoiceAmount, advancePercentage));
}

/** due = invoice date + net invoice term − 1 day: a 30-day term from 1 Nov is due 30 Nov. */
export function invoiceDueDateOf(invoiceDate: IsoDate, netInvoiceTerm: number): IsoDate {
  return addDaysIso(invoiceDate, netInvoiceTerm - 1);
}

/** The computed fields of one invoice under the terms; a zero-funding re-issue carries no advance. */
export function invoiceFiguresOf(
  invoice: { invoice_amount: MoneyInput; invoice_date: IsoDate },
  terms: InvoiceTerms,
  zeroFunding = false,
): { advance_amount: string; invoice_due_date: IsoDate } {
  return {
    advance_amount: zeroFunding ? '0.00' : advanceAmountOf(invoice.invoice_amount, terms.advance_percentage),
    invoice_due_date: invoiceDueDateOf(invoice.invoice_date, terms.net_invoice_term),
  };
}
