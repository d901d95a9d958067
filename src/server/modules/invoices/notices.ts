import { compareMoney, formatUsd, percentOf } from '../../../shared/money';
import { messages } from '../../../shared/messages';
import type { Db } from '../../db/client';
import { recordNotifications, type RecordedNotification } from '../../events/notify';
import type { DebtorCredit } from '../credit/debtorCredit';
import { clientUsers, debtorUsers, staffHolding } from './recipients';

/**
 * The invoice area's notifications, recorded in the transaction of the change (rung after it
 * commits). Each names the lists it touches, so open lists refresh themselves.
 */

const S = messages.invoice.screens;

/** Below this share of its weekly limit a debtor's credit counts as consumed (docs/decisions/0011-invoices-and-schedules.md). */
export const creditConsumedPercent = '10';

/** An invoice was made: staff who view invoices (unless a schedule save tells them itself) and the debtor's users. */
export async function invoiceCreatedNotices(
  tx: Db,
  input: {
    invoiceId: number;
    invoiceNo: string;
    clientName: string;
    debtorId: number;
    callerId: string;
    toStaff: boolean;
  },
): Promise<RecordedNotification[]> {
  const userIds = [
    ...(input.toStaff ? await staffHolding(tx, 'view_invoices') : []),
    ...(await debtorUsers(tx, input.debtorId)),
  ];
  return recordNotifications(tx, {
    userIds,
    type: 'invoice_created',
    content: S.createdNote(input.invoiceNo, input.clientName),
    typeId: input.invoiceId,
    exceptUserId: input.callerId,
    tags: ['Invoice'],
  });
}

/** A debtor approved or denied an invoice: staff who view invoices. */
export async function decisionNotices(
  tx: Db,
  input: { invoiceId: number; invoiceNo: string; debtorName: string; approved: boolean; callerId: string },
): Promise<RecordedNotification[]> {
  return recordNotifications(tx, {
    userIds: await staffHolding(tx, 'view_invoices'),
    type: input.approved ? 'invoice_approved' : 'invoice_denied',
    content: input.approved
      ? S.approvedNote(input.invoiceNo, input.debtorName)
      : S.deniedNote(input.invoiceNo, input.debtorName),
    typeId: input.invoiceId,
    exceptUserId: input.callerId,
    tags: ['Invoice'],
  });
}

/** A schedule was made: staff who view schedules of assignment. */
export async function scheduleCreatedNotices(
  tx: Db,
  input: { scheduleId: number; scheduleNo: number; clientName: string; callerId: string },
): Promise<RecordedNotification[]> {
  return recordNotifications(tx, {
    userIds: await staffHolding(tx, 'view_schedule_of_assignment'),
    type: 'schedule_created',
    content: messages.schedule.screens.createdNote(input.scheduleNo, input.clientName),
    typeId: input.scheduleId,
    exceptUserId: input.callerId,
    tags: ['Schedule', 'Invoice'],
  });
}

/** The part of the weekly limit at or below which the credit counts as consumed. */
function consumedAt(credit: DebtorCredit): string {
  return percentOf(credit.creditLimit, creditConsumedPercent).toFixed(2);
}

/** Whether a save took the available credit from above the threshold to at or below it. */
export function creditNewlyConsumed(before: DebtorCredit, after: DebtorCredit): boolean {
  return (
    compareMoney(before.available, consumedAt(before)) > 0 &&
    compareMoney(after.available, consumedAt(after)) <= 0
  );
}

/** A debtor's credit was consumed: staff who view debtors and the client's users. */
export async function creditConsumedNotices(
  tx: Db,
  input: {
    prospectId: number;
    clientName: string;
    debtorId: number;
    debtorName: string;
    available: string;
    callerId: string;
  },
): Promise<RecordedNotification[]> {
  return recordNotifications(tx, {
    userIds: [...(await staffHolding(tx, 'view_debtors')), ...(await clientUsers(tx, input.prospectId))],
    type: 'credit_limit_consumed',
    content: S.creditConsumedNote(input.debtorName, input.clientName, formatUsd(input.available)),
    typeId: input.debtorId,
    subTypeId: input.prospectId,
    exceptUserId: input.callerId,
    tags: ['Debtor', 'Invoice'],
  });
}
