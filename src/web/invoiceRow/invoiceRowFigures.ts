import type { IsoDate } from '../../shared/dates';
import { advanceAmountOf, invoiceDueDateOf, type InvoiceTerms } from '../../shared/invoiceTerms';
import { readMoneyText } from '../../shared/contract/money';
import { isReissueNumber } from '../../shared/validation/invoiceRow';

/** The values an invoice's computed fields take under the client's terms (spec part 2 §4 Computations). */
export interface ComputedFigures {
  advance_percentage: string;
  net_invoice_term: number;
  advance_amount: string;
  invoice_due_date: IsoDate;
}

/**
 * The read-only fields under the terms: the advance of a valid amount (none for a zero-funding
 * re-issue) and the due date of a chosen invoice date; left blank until they can be worked out.
 */
export function computedFigures(
  values: { invoice_amount: string; invoice_date: string | null; invoice_no: string },
  terms: InvoiceTerms,
): ComputedFigures {
  const amount = readMoneyText(values.invoice_amount);
  const date = values.invoice_date ?? '';
  return {
    advance_percentage: terms.advance_percentage,
    net_invoice_term: terms.net_invoice_term,
    advance_amount:
      amount === null
        ? ''
        : isReissueNumber(values.invoice_no)
          ? '0.00'
          : advanceAmountOf(amount, terms.advance_percentage),
    invoice_due_date: date === '' ? '' : invoiceDueDateOf(date, terms.net_invoice_term),
  };
}
