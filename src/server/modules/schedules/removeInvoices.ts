import { and, inArray, isNull } from 'drizzle-orm';
import { messages } from '../../../shared/messages';
import { invoices } from '../../db/schema';
import type { Deps } from '../../deps';
import type { Caller } from '../../http/caller';
import { conflict, notFound } from '../../http/errors';
import { holdPledgeCheckOf, recordPledgeMatches } from '../pledge-matches/record';
import { visibleSchedule } from './records';

/**
 * schedule/invoice/delete (spec part 2 §4: removing a saved row of the form): the invoices leave
 * their schedule and stay in the invoice list, unassigned, for the user to delete or move there.
 * Bought invoices stay where they are.
 */
export async function removeScheduleInvoices(
  deps: Pick<Deps, 'db' | 'clock'>,
  caller: Caller,
  scheduleIds: readonly number[],
  invoiceIds: readonly number[],
): Promise<string> {
  const S = messages.schedule.screens;
  await deps.db.transaction(async (tx) => {
    await holdPledgeCheckOf(tx, invoiceIds);
    const owners = [...new Set(scheduleIds)];
    for (const id of owners) {
      const schedule = await visibleSchedule(tx, caller, id, true);
      if (schedule.deletedAt !== null) throw conflict(S.deletedLocked);
    }
    const wanted = [...new Set(invoiceIds)];
    const rows = await tx
      .select({ id: invoices.id, fundingDate: invoices.fundingDate })
      .from(invoices)
      .where(
        and(inArray(invoices.id, wanted), inArray(invoices.scheduleId, owners), isNull(invoices.deletedAt)),
      )
      .for('update');
    if (rows.length !== wanted.length) throw notFound(S.notInSchedule);
    if (rows.some((row) => row.fundingDate !== null)) throw conflict(messages.invoice.screens.fundedLocked);
    await tx
      .update(invoices)
      .set({ scheduleId: null, verifiedAt: null, updatedAt: deps.clock.now() })
      .where(inArray(invoices.id, wanted));
    // Out of its schedule, an invoice may match the same client's invoices it was batched with.
    await recordPledgeMatches(tx, wanted);
  });
  return S.invoiceRemoved;
}
