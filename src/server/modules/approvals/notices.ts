import { eq, sql } from 'drizzle-orm';
import { approvalMessages, type ApprovalKindText } from '../../../shared/contract/approvals';
import { cacheTag } from '../../../shared/cacheTags';
import type { Db } from '../../db/client';
import { prospects, users } from '../../db/schema';
import { recordNotifications, type RecordedNotification } from '../../events/notify';

/** The tags of what an approval touches, refreshed in every open browser. */
const approvalTags = [cacheTag.moneyApproval, cacheTag.schedule, cacheTag.payment, cacheTag.reserve];

/** A user's name as the lists show it. */
export const userNameSql = (first: typeof users.firstName, last: typeof users.lastName) =>
  sql<string>`trim(${first} || ' ' || ${last})`;

async function clientName(db: Db, prospectId: number): Promise<string> {
  const [row] = await db
    .select({ name: prospects.companyBusinessName })
    .from(prospects)
    .where(eq(prospects.id, prospectId))
    .limit(1);
  return row?.name ?? '';
}

async function userName(db: Db, userId: string): Promise<string> {
  const [row] = await db
    .select({ name: userNameSql(users.firstName, users.lastName) })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.name ?? '';
}

export interface HeldNotice {
  approvalId: number;
  kind: ApprovalKindText;
  prospectId: number;
  amount: string;
  madeBy: string;
}

/**
 * 'money_approval_requested' to the staff who may approve (never the maker), stored in the
 * holding transaction; the route rings the bells after the commit.
 */
export async function announceHeldMovement(db: Db, held: HeldNotice): Promise<RecordedNotification[]> {
  const content = approvalMessages.requested(
    approvalMessages.kinds[held.kind],
    held.amount,
    await clientName(db, held.prospectId),
    await userName(db, held.madeBy),
  );
  return recordNotifications(db, {
    type: 'money_approval_requested',
    content,
    typeId: held.approvalId,
    right: 'approve_money_movements',
    exceptUserId: held.madeBy,
    tags: approvalTags,
  });
}

/** The maker hears of the checker's decision ('money_approval_decided'). */
export async function tellMakerOfDecision(
  db: Db,
  held: HeldNotice & { decision: 'approved' | 'rejected' },
): Promise<RecordedNotification[]> {
  const content = approvalMessages.decidedNotice(
    approvalMessages.kinds[held.kind],
    held.amount,
    await clientName(db, held.prospectId),
    held.decision,
  );
  return recordNotifications(db, {
    type: 'money_approval_decided',
    content,
    typeId: held.approvalId,
    userIds: [held.madeBy],
    tags: approvalTags,
  });
}
