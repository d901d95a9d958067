import { newInvoiceDefaults } from '../../../shared/constants';
import type { Schedule, ScheduleInvoice } from '../../../shared/contract/schedules';
import type { InvoiceTerms } from '../../../shared/invoiceTerms';
import type { ScheduleFormInput, ScheduleInvoiceRowInput } from '../../../shared/validation/scheduleForm';
import type { DebtorPick } from '../invoices/DebtorSelect';
import { computedFigures } from '../invoices/invoiceFormValues';

/** What the form keeps beside a row's values: its React key, the debtor it shows, its locks. */
export interface RowMeta {
  key: string;
  debtor: DebtorPick | null;
  /** A number accepted for Zero Funding. */
  numberLocked: boolean;
  /** A bought invoice: shown, never changed. */
  funded: boolean;
}

let nextKey = 0;
function rowKey(): string {
  nextKey += 1;
  return `row-${nextKey}`;
}

/** A new invoice row: Pending, by Wire (spec part 2 §3: a new invoice starts with status 1 and payment type 2). */
export function blankRow(): ScheduleInvoiceRowInput {
  return {
    debtor_id: null,
    debtor_contact: [],
    invoice_no: '',
    invoice_date: '',
    invoice_amount: '',
    payment_type: newInvoiceDefaults.paymentType,
    net_invoice_term: null,
    invoice_due_date: '',
    advance_percentage: '',
    advance_amount: '',
    status: newInvoiceDefaults.status,
    Tentative_payment_mode: '',
    commitment_date: null,
    attachments: [],
  };
}

export function blankMeta(): RowMeta {
  return { key: rowKey(), debtor: null, numberLocked: false, funded: false };
}

function rowOf(invoice: ScheduleInvoice): ScheduleInvoiceRowInput {
  return {
    id: invoice.id,
    debtor_id: invoice.debtor_id,
    debtor_contact: invoice.debtor_contact,
    invoice_no: invoice.invoice_no,
    invoice_date: invoice.invoice_date,
    invoice_amount: invoice.invoice_amount,
    payment_type: invoice.payment_type,
    net_invoice_term: invoice.net_invoice_term,
    invoice_due_date: invoice.invoice_due_date,
    advance_percentage: invoice.advance_percentage,
    advance_amount: invoice.advance_amount,
    status: invoice.status,
    Tentative_payment_mode: invoice.Tentative_payment_mode,
    commitment_date: invoice.commitment_date,
    attachments: invoice.attachments.map((file) => file.path),
  };
}

/** The form's values for a saved schedule, or a new one with one blank row (a client user's company chosen). */
export function scheduleFormValues(schedule: Schedule | null, companyId: number | null): ScheduleFormInput {
  if (!schedule) return { prospect_id: companyId, schedule_no: '', invoices: [blankRow()] };
  return {
    id: schedule.id,
    prospect_id: schedule.prospect_id,
    schedule_no: schedule.schedule_no,
    invoices: schedule.invoices.map(rowOf),
  };
}

export function scheduleRowMeta(schedule: Schedule | null): RowMeta[] {
  if (!schedule) return [blankMeta()];
  return schedule.invoices.map((invoice) => ({
    key: rowKey(),
    debtor: { id: invoice.debtor_id, debtor_name: invoice.legal_name },
    numberLocked: invoice.invoice_no.includes('-'),
    funded: invoice.funding_date !== null,
  }));
}

/** The rows with their read-only figures worked out under the terms (bought rows keep theirs). */
export function rowsWithFigures(
  rows: readonly ScheduleInvoiceRowInput[],
  meta: readonly RowMeta[],
  terms: InvoiceTerms,
): ScheduleInvoiceRowInput[] {
  return rows.map((row, index) => {
    if (meta[index]?.funded) return row;
    const figures = computedFigures(
      {
        invoice_amount: row.invoice_amount,
        invoice_date: row.invoice_date,
        invoice_no: String(row.invoice_no),
      },
      terms,
    );
    const same = (Object.keys(figures) as (keyof typeof figures)[]).every(
      (key) => String(row[key] ?? '') === String(figures[key]),
    );
    // An unchanged row keeps its identity, so its fields do not render again.
    return same ? row : { ...row, ...figures };
  });
}
