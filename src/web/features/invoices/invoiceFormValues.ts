import { newInvoiceDefaults } from '../../../shared/constants';
import type { Invoice } from '../../../shared/contract/invoices';
import type { InvoiceForm, InvoiceFormInput } from '../../../shared/validation/invoiceForm';

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
