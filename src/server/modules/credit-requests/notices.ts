import { cacheTag } from '../../../shared/cacheTags';
import { messages } from '../../../shared/messages';
import { formatUsd } from '../../../shared/money';
import type { Db } from '../../db/client';
import { recordNotifications, type RecordedNotification } from '../../events/notify';
import { staffHolding } from '../../events/staffRecipients';
import { clientUsers } from '../invoices/recipients';
import { kindRights, type CreditRequestKind } from './access';

/**
 * The credit requests' notifications, recorded in the transaction of the change and rung after it
 * commits. Each names the lists a change touches, so open lists (and the invoice form's available
 * credit) refresh themselves.
 */

const M = messages.creditRequest;
const noticeType = { client: 'client_credit_request', debtor: 'debtor_credit_request' } as const;
/** What an approval changes: the requests, the debtors' limits and the invoice form's available credit. */
export const decidedTags = [cacheTag.creditRequest, cacheTag.debtor, cacheTag.client, cacheTag.invoice];

/** Who a request is about: the client, or the debtor with the client. */
export function requestSubject(clientName: string, debtorName: string | null): string {
  return debtorName === null ? clientName : `${debtorName} (${clientName})`;
}

/** A request was made: staff who may approve its kind hear of it. */
export async function requestedNotices(
  tx: Db,
  input: {
    id: number;
    kind: CreditRequestKind;
    clientName: string;
    debtorName: string | null;
    amount: string;
    callerId: string;
  },
): Promise<RecordedNotification[]> {
  return recordNotifications(tx, {
    userIds: await staffHolding(tx, kindRights[input.kind].approve),
    type: noticeType[input.kind],
    content: M.requestedNote(requestSubject(input.clientName, input.debtorName), formatUsd(input.amount)),
    typeId: input.id,
    exceptUserId: input.callerId,
    tags: [cacheTag.creditRequest],
  });
}

/** A request was approved or denied: the requester is told. */
export async function decidedNotices(
  tx: Db,
  input: {
    id: number;
    kind: CreditRequestKind;
    requester: string | null;
    clientName: string;
    debtorName: string | null;
    amount: string;
    approved: boolean;
    callerId: string;
  },
): Promise<RecordedNotification[]> {
  if (input.requester === null) return [];
  const who = requestSubject(input.clientName, input.debtorName);
  const amount = formatUsd(input.amount);
  return recordNotifications(tx, {
    userIds: [input.requester],
    type: noticeType[input.kind],
    content: input.approved ? M.approvedNote(who, amount) : M.deniedNote(who, amount),
    typeId: input.id,
    exceptUserId: input.callerId,
    tags: decidedTags,
  });
}

/** An approved debtor request used up the client's available credit: staff who view debtors and the client's users. */
export async function creditUsedUpNotices(
  tx: Db,
  input: { prospectId: number; clientName: string; debtorId: number; callerId: string },
): Promise<RecordedNotification[]> {
  return recordNotifications(tx, {
    userIds: [...(await staffHolding(tx, 'view_debtors')), ...(await clientUsers(tx, input.prospectId))],
    type: 'credit_limit_consumed',
    content: M.consumedNote(input.clientName),
    typeId: input.debtorId,
    subTypeId: input.prospectId,
    exceptUserId: input.callerId,
    tags: decidedTags,
  });
}
