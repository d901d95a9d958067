import type { Tx } from '../../db/client';
import { moneyApprovals } from '../../db/schema';
import { compareMoney, type MoneyInput } from '../../../shared/money';
import { readSetting } from '../settings/service';

/**
 * Where a money movement meets the second pair of eyes (docs/decisions/0029): above the threshold
 * an admin set, a release or a payment is held as a waiting approval instead of posting.
 */

export type ApprovalKind = 'reserve_release' | 'schedule_payment';

/** True when `amount` must wait for a checker. */
export async function needsApproval(tx: Tx, amount: MoneyInput): Promise<boolean> {
  const threshold = await readSetting(tx, 'approval_threshold');
  return threshold !== null && compareMoney(amount, threshold) > 0;
}

export interface HeldMovement {
  kind: ApprovalKind;
  prospectId: number;
  scheduleId?: number | null;
  /** What the threshold is compared with: a payment's amount, a release's released amount. */
  amount: string;
  /** The request as sent: the approval runs it again. */
  request: unknown;
  madeBy: string;
}

/**
 * Holds a validated movement for approval; the database keeps one waiting release per client and
 * one waiting payment per schedule (unique indexes), which the caller turns into its refusal.
 */
export async function holdForApproval(tx: Tx, movement: HeldMovement): Promise<number> {
  const [held] = await tx
    .insert(moneyApprovals)
    .values({
      kind: movement.kind,
      prospectId: movement.prospectId,
      scheduleId: movement.scheduleId ?? null,
      amount: movement.amount,
      request: movement.request,
      madeBy: movement.madeBy,
    })
    .returning({ id: moneyApprovals.id });
  if (!held) throw new Error('money approval was not stored');
  return held.id;
}
