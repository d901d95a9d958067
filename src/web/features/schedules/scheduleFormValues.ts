import { z } from 'zod';
import { newInvoiceDefaults } from '../../../shared/constants';
import type { Schedule, ScheduleInvoice } from '../../../shared/contract/schedules';
import type { InvoiceTerms } from '../../../shared/invoiceTerms';
import {
  ScheduleFormSchema,
  type ScheduleFormInput,
  type ScheduleInvoiceRowInput,
} from '../../../shared/validation/scheduleForm';
import type { DebtorPick } from '../../domain/DebtorSelect';
import { computedFigures } from '../../invoiceRow/invoiceRowFigures';

/** One invoice row of the form: its values, and beside them its React key, the debtor it shows, its locks. */
export interface ScheduleRow {
  key: string;
  invoice: ScheduleInvoiceRowInput;
  debtor: DebtorPick | null;
  /** A number accepted for Zero Funding. */
  numberLocked: boolean;
  /** A bought invoice: shown, never changed. */
  funded: boolean;
}

/** The form's values: the schedule's fields and its rows. */
export type ScheduleFormValues = Omit<ScheduleFormInput, 'invoices'> & { invoices: ScheduleRow[] };

/**
 * The form's values checked by schedule/save's own schema: the rows' invoices in their order, so
 * a message's path ('invoices.2.invoice_no') names the row it belongs to.
 */
export const ScheduleFormValuesSchema = z.preprocess(
  (form: ScheduleFormValues): ScheduleFormInput => ({
    ...form,
    invoices: form.invoices.map((row) => row.invoice),
  }),
  ScheduleFormSchema,
);

let nextKey = 0;
function rowKey(): string {
  nextKey += 1;
  return `row-${nextKey}`;
}

/** A new invoice row: Pending, by Wire (spec part 2 §3: a new invoice starts with status 1 and payment type 2). */
export function blankRow(): ScheduleRow {
  return { key: rowKey(), invoice: blankInvoice(), debtor: null, numberLocked: false, funded: false };
}

function blankInvoice(): ScheduleInvoiceRowInput {
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

function rowOf(invoice: ScheduleInvoice): ScheduleRow {
  return {
    key: rowKey(),
    invoice: invoiceOf(invoice),
    debtor: { id: invoice.debtor_id, debtor_name: invoice.legal_name },
    numberLocked: invoice.invoice_no.includes('-'),
    funded: invoice.funding_date !== null,
  };
}

function invoiceOf(invoice: ScheduleInvoice): ScheduleInvoiceRowInput {
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
export function scheduleFormValues(schedule: Schedule | null, companyId: number | null): ScheduleFormValues {
  if (!schedule) return { prospect_id: companyId, schedule_no: '', invoices: [blankRow()] };
  return {
    id: schedule.id,
    prospect_id: schedule.prospect_id,
    schedule_no: schedule.schedule_no,
    invoices: schedule.invoices.map(rowOf),
  };
}

/** The rows with their read-only figures worked out under the terms (bought rows keep theirs). */
export function rowsWithFigures(rows: readonly ScheduleRow[], terms: InvoiceTerms): ScheduleRow[] {
  return rows.map((row) => {
    if (row.funded) return row;
    const { invoice } = row;
    const figures = computedFigures(
      {
        invoice_amount: invoice.invoice_amount,
        invoice_date: invoice.invoice_date,
        invoice_no: String(invoice.invoice_no),
      },
      terms,
    );
    const same = (Object.keys(figures) as (keyof typeof figures)[]).every(
      (key) => String(invoice[key] ?? '') === String(figures[key]),
    );
    // An unchanged row keeps its identity, so its fields do not render again.
    return same ? row : { ...row, invoice: { ...invoice, ...figures } };
  });
}
