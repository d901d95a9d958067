/** Invoices: list, form, attachments, approval, move to schedule, delete (spec part 2 §7 Invoices). */
export const invoiceEndpoints = {};
