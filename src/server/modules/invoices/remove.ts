import { inArray } from 'drizzle-orm';
import { messages } from '../../../shared/messages';
import { invoiceSelectionRefusal } from '../../../shared/validation/moveToSchedule';
import { invoices } from '../../db/schema';
import { idsOf } from '../../db/idsOf';
import type { Deps } from '../../deps';
import type { Caller } from '../../http/caller';
import { conflict } from '../../http/errors';
import { holdPledgeCheckOf, recordPledgeMatches } from '../pledge-matches/record';
import { visibleInvoices, type InvoiceRecord } from './records';

/** What the selection rules read of a stored invoice. */
export function selectable(invoice: InvoiceRecord) {
  return {
    prospect_id: invoice.prospectId,
    funding_date: invoice.fundingDate,
    schedule_id: invoice.scheduleId,
    deleted: invoice.deletedAt !== null,
  };
}

/**
 * invoice/delete: invoices of one client that are neither funded nor in a schedule are deleted
 * (kept for the books, shown with the include toggle); their amounts stop using the debtor's credit.
 */
export async function deleteInvoices(
  deps: Pick<Deps, 'db' | 'clock'>,
  caller: Caller,
  ids: readonly number[],
): Promise<string> {
  const count = await deps.db.transaction(async (tx) => {
    await holdPledgeCheckOf(tx, ids);
    const rows = await visibleInvoices(tx, caller, ids);
    const refusal = invoiceSelectionRefusal(rows.map(selectable));
    if (refusal) throw conflict(refusal);
    const now = deps.clock.now();
    await tx
      .update(invoices)
      .set({ deletedAt: now, updatedAt: now })
      .where(inArray(invoices.id, idsOf(rows)));
    // A deleted invoice matches nothing any more: its matches go, both ways.
    await recordPledgeMatches(tx, idsOf(rows));
    return rows.length;
  });
  return messages.invoice.screens.deleted(count);
}
