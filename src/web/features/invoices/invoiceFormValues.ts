import { newInvoiceDefaults } from '../../../shared/constants';
import type { Invoice } from '../../../shared/contract/invoices';
import type { IsoDate } from '../../../shared/dates';
import { advanceAmountOf, invoiceDueDateOf, type InvoiceTerms } from '../../../shared/invoiceTerms';
import { readMoneyText } from '../../../shared/contract/money';
import {
  isReissueNumber,
  type InvoiceForm,
  type InvoiceFormInput,
} from '../../../shared/validation/invoiceForm';

/** The form's values for a saved invoice, or a new one (a client user's company already chosen). */
export function invoiceFormValues(invoice: Invoice | null, companyId: number | null): InvoiceFormInput {
  if (!invoice) {
    return {
      prospect_id: companyId,
      debtor_id: null,
      debtor_contact: [],
      invoice_no: '',
      invoice_amount: '',
      invoice_date: '',
      commitment_date: null,
      Tentative_payment_mode: '',
      net_invoice_term: null,
      invoice_due_date: '',
      advance_percentage: '',
      advance_amount: '',
      status: newInvoiceDefaults.status,
      payment_type: newInvoiceDefaults.paymentType,
      note: '',
    };
  }
  return {
    id: invoice.id,
    prospect_id: invoice.prospect_id,
    debtor_id: invoice.debtor_id,
    debtor_contact: invoice.debtor_contact,
    invoice_no: invoice.invoice_no,
    invoice_amount: invoice.invoice_amount,
    invoice_date: invoice.invoice_date,
    commitment_date: invoice.commitment_date,
    Tentative_payment_mode: invoice.Tentative_payment_mode,
    net_invoice_term: invoice.net_invoice_term,
    invoice_due_date: invoice.invoice_due_date,
    advance_percentage: invoice.advance_percentage,
    advance_amount: invoice.advance_amount,
    status: invoice.status,
    payment_type: invoice.payment_type,
    note: invoice.note,
  };
}

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

/** invoice/save's form data: every value as text, the contacts as JSON text, the picked files as attachments[]. */
export function invoiceFormData(form: InvoiceForm, files: readonly File[]): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(form)) {
    if (value === undefined) continue;
    data.append(key, Array.isArray(value) ? JSON.stringify(value) : value === null ? '' : String(value));
  }
  for (const file of files) data.append('attachments[]', file);
  return data;
}
