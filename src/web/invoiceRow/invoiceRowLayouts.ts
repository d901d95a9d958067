import type { InvoiceRowField } from './invoiceRowBinding';

/**
 * Where the row stands: the invoice form (spec part 2 §5 Invoice form) and a row of the schedule
 * form (Schedule of assignment form) list the fields in the spec's order for each; the invoice
 * form also explains its fields and shows the messages of its computed figures.
 */
export const invoiceRowLayouts = {
  invoice: {
    fields: [
      'debtor_id',
      'debtor_contact',
      'invoice_no',
      'invoice_amount',
      'invoice_date',
      'commitment_date',
      'Tentative_payment_mode',
      'net_invoice_term',
      'invoice_due_date',
      'advance_percentage',
      'advance_amount',
      'status',
      'payment_type',
      'note',
      'attachments',
    ],
    hints: true,
  },
  scheduleRow: {
    fields: [
      'debtor_id',
      'debtor_contact',
      'invoice_no',
      'invoice_date',
      'invoice_amount',
      'payment_type',
      'net_invoice_term',
      'invoice_due_date',
      'advance_percentage',
      'advance_amount',
      'status',
      'commitment_date',
      'Tentative_payment_mode',
      'attachments',
    ],
    hints: false,
  },
} as const satisfies Record<string, { fields: readonly (InvoiceRowField | 'attachments')[]; hints: boolean }>;
export type InvoiceRowLayout = keyof typeof invoiceRowLayouts;
