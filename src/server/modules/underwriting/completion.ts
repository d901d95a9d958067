import { and, eq, ne } from 'drizzle-orm';
import { cacheTag } from '../../../shared/cacheTags';
import { messages } from '../../../shared/messages';
import type { Tx } from '../../db/client';
import { clientAdvocates, underwritingTasks, underwritingVerticals } from '../../db/schema/onboarding';
import { recordNotifications, type RecordedNotification } from '../../events/notify';
import { staffHolding } from '../../events/staffRecipients';
import type { Caller } from '../../http/caller';
import type { ChecklistClient } from './records';

/** Whether every task of the client's checklist is checked (and there is at least one). */
export async function checklistComplete(tx: Tx, prospectId: number): Promise<boolean> {
  const rows = await tx
    .select({ status: underwritingTasks.status })
    .from(underwritingTasks)
    .innerJoin(underwritingVerticals, eq(underwritingVerticals.id, underwritingTasks.verticalId))
    .where(and(eq(underwritingVerticals.prospectId, prospectId), ne(underwritingTasks.status, 1)))
    .limit(1);
  if (rows.length > 0) return false;
  const [any] = await tx
    .select({ id: underwritingTasks.id })
    .from(underwritingTasks)
    .innerJoin(underwritingVerticals, eq(underwritingVerticals.id, underwritingTasks.verticalId))
    .where(eq(underwritingVerticals.prospectId, prospectId))
    .limit(1);
  return any !== undefined;
}

/**
 * The last task checked: staff who view underwriting and the client's advocates hear of it, each
 * once. Called only when a check turned an incomplete checklist complete, so once per completion.
 */
export async function recordCompletion(
  tx: Tx,
  client: ChecklistClient,
  caller: Caller,
): Promise<RecordedNotification[]> {
  const staff = await staffHolding(tx, 'view_underwriting');
  const advocates = await tx
    .select({ userId: clientAdvocates.userId })
    .from(clientAdvocates)
    .where(eq(clientAdvocates.prospectId, client.id));
  return recordNotifications(tx, {
    userIds: [...new Set([...staff, ...advocates.map((row) => row.userId)])],
    type: 'underwriting_checklist_complete',
    content: messages.underwriting.checklistComplete(client.companyBusinessName),
    typeId: client.id,
    exceptUserId: caller.userId,
    tags: [cacheTag.underwriting, cacheTag.onboarding],
  });
}
