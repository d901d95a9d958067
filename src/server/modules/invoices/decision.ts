import { inArray } from 'drizzle-orm';
import { invoiceStatuses } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import { debtors, invoices } from '../../db/schema';
import { idsOf } from '../../db/idsOf';
import type { Deps } from '../../deps';
import { ringBells, type RecordedNotification } from '../../events/notify';
import type { Caller } from '../../http/caller';
import { conflict } from '../../http/errors';
import { decisionNotices } from './notices';
import { visibleInvoices } from './records';

type DecisionDeps = Pick<Deps, 'db' | 'clock' | 'realtime'>;

/**
 * invoice/status_change (spec part 2 §4 Invoices): a debtor approves (2) or denies (3) invoices it
 * owes that are not funded, never to the status they already have. Staff holding approval_denial
 * may do the same for any invoice.
 */
export async function decideInvoices(
  deps: DecisionDeps,
  caller: Caller,
  ids: readonly number[],
  status: typeof invoiceStatuses.approved | typeof invoiceStatuses.denied,
): Promise<string> {
  const S = messages.invoice.screens;
  const approved = status === invoiceStatuses.approved;
  const bells = await deps.db.transaction(async (tx) => {
    const rows = await visibleInvoices(tx, caller, ids);
    for (const invoice of rows) {
      if (invoice.deletedAt !== null) throw conflict(S.deletedLocked);
      if (invoice.fundingDate !== null) throw conflict(S.fundedDecision);
      if (invoice.status === status) throw conflict(approved ? S.alreadyApproved : S.alreadyDenied);
    }
    await tx
      .update(invoices)
      .set({ status, updatedAt: deps.clock.now() })
      .where(inArray(invoices.id, idsOf(rows)));
    const names = new Map(
      (
        await tx
          .select({ id: debtors.id, name: debtors.legalName })
          .from(debtors)
          .where(inArray(debtors.id, [...new Set(rows.map((invoice) => invoice.debtorId))]))
      ).map((debtor) => [debtor.id, debtor.name]),
    );
    const recorded: RecordedNotification[] = [];
    for (const invoice of rows) {
      recorded.push(
        ...(await decisionNotices(tx, {
          invoiceId: invoice.id,
          invoiceNo: invoice.invoiceNo,
          debtorName: names.get(invoice.debtorId) ?? '',
          approved,
          callerId: caller.userId,
        })),
      );
    }
    return recorded;
  });
  ringBells(deps.realtime, bells);
  return approved ? messages.invoice.approved.message : messages.invoice.denied.message;
}
