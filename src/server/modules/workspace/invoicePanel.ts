import type { JournalEntry, Payment } from '../../../shared/contract/funding';
import type { InvoicePanel } from '../../../shared/contract/workspace';
import { dropdownLabel } from '../../../shared/dropdowns';
import { toMoneyString } from '../../../shared/money';
import type { Db } from '../../db/client';
import { holdsAll, type Caller } from '../../http/caller';
import { partyOf } from '../../http/scope';
import { paymentsOfSchedule, paymentsWithEntries } from '../funding/payments';
import { visibleInvoiceWithParties } from '../invoices/visibleInvoice';
import { invoiceTimeline } from './invoiceTimeline';
import { stageOf } from './scheduleStage';

/**
 * Only staff who may read the general ledger see the books' entries; a client, debtor or broker
 * never does, whatever rights its role was given.
 */
export function seesTheBooks(caller: Caller): boolean {
  return partyOf(caller).kind === 'staff' && holdsAll(caller, ['view_general_ledger']);
}

/** workspace/invoice_panel: one invoice the caller may see, with what happened to it. */
export async function invoicePanel(
  db: Db,
  caller: Caller,
  invoiceId: number,
): Promise<{ invoice: InvoicePanel; journal_entries: JournalEntry[] }> {
  const { invoice, schedule, clientName, debtorName } = await visibleInvoiceWithParties(
    db,
    caller,
    invoiceId,
  );
  // Payments belong to the schedule; the ones that bought this invoice name it. Their entries are
  // read only for a caller who sees the books.
  const onSchedule = (payment: Payment) => payment.invoice_ids.includes(invoice.id);
  let payments: Payment[] = [];
  let journalEntries: JournalEntry[] = [];
  if (schedule && seesTheBooks(caller)) {
    const withEntries = (await paymentsWithEntries(db, schedule.id)).filter(onSchedule);
    payments = withEntries;
    journalEntries = withEntries.flatMap((payment) =>
      [payment.journal_entry, payment.reversal_entry].filter((entry) => entry !== null),
    );
  } else if (schedule) {
    payments = (await paymentsOfSchedule(db, schedule.id)).filter(onSchedule);
  }
  return {
    invoice: {
      id: invoice.id,
      invoice_no: invoice.invoiceNo,
      client: { id: invoice.prospectId, name: clientName },
      debtor: { id: invoice.debtorId, legal_name: debtorName },
      schedule: schedule
        ? { id: schedule.id, schedule_no: schedule.scheduleNo, stage: stageOf(schedule) }
        : null,
      invoice_amount: toMoneyString(invoice.invoiceAmount),
      advance_percentage: invoice.advancePercentage,
      advance_amount: toMoneyString(invoice.advanceAmount),
      escrow_amount: toMoneyString(invoice.escrowAmount),
      invoice_date: invoice.invoiceDate,
      invoice_due_date: invoice.invoiceDueDate,
      funding_date: invoice.fundingDate,
      status_text: dropdownLabel('invoice_status', invoice.status) ?? '',
      deleted: invoice.deletedAt !== null,
      // The answer's schema keeps each payment's own fields; its entries leave only as journal_entries.
      payments,
      timeline: await invoiceTimeline(db, invoice, payments),
    },
    journal_entries: journalEntries,
  };
}
