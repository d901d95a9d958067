import { randomInt } from 'node:crypto';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { brokerStatuses, referralCodeLength } from '../../../shared/constants';
import { mayMoveBroker } from '../../../shared/contract/brokers';
import { dropdownLabel } from '../../../shared/dropdowns';
import { messages } from '../../../shared/messages';
import type { Db } from '../../db/client';
import { brokers } from '../../db/schema/brokers';
import type { Deps } from '../../deps';
import { recordNotifications, ringBells, type RecordedNotification } from '../../events/notify';
import type { Caller } from '../../http/caller';
import { conflict, notFound } from '../../http/errors';
import { brokerAnswers, brokerName } from './brokerTexts';
import { referralCodeTaken, type BrokerRecord } from './queries';

const codeAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Seven crypto-random alphanumeric characters. */
export function newReferralCode(): string {
  let code = '';
  for (let i = 0; i < referralCodeLength; i += 1) code += codeAlphabet[randomInt(codeAlphabet.length)];
  return code;
}

export async function uniqueReferralCode(db: Db): Promise<string> {
  for (;;) {
    const code = newReferralCode();
    if (!(await referralCodeTaken(db, code))) return code;
  }
}

/** An Approved broker (2) may only move to 3; any other status may move freely. */
export function assertTransition(from: number, to: number): void {
  if (!mayMoveBroker(from, to)) throw conflict(brokerAnswers.approvedLocked);
}

/** Staff who manage brokers hear of a broker's new status; the one who changed it needs no bell. */
export async function statusNotices(
  tx: Db,
  changed: readonly Pick<BrokerRecord, 'id' | 'firstName' | 'lastName' | 'status'>[],
  by: Caller,
): Promise<RecordedNotification[]> {
  const bells: RecordedNotification[] = [];
  for (const row of changed) {
    const recorded = await recordNotifications(tx, {
      right: 'view_brokers',
      type: 'broker_status_changed',
      content: messages.broker.screens.notices.statusChanged(
        brokerName(row),
        dropdownLabel('broker_status', row.status) ?? String(row.status),
      ),
      typeId: row.id,
      exceptUserId: by.userId,
      tags: ['Broker'],
    });
    bells.push(...recorded);
  }
  return bells;
}

export function isApprovedOrLater(status: number): boolean {
  return status === brokerStatuses.approved || status === brokerStatuses.afterApproved;
}

/** The columns a status change writes, with a referral code on approval when none was issued. */
export async function statusChange(db: Db, row: BrokerRecord, to: number, now: Date) {
  assertTransition(row.status, to);
  const referralCode =
    to === brokerStatuses.approved && row.referralCode === null
      ? await uniqueReferralCode(db)
      : row.referralCode;
  return { status: to, brokerStatus: to, referralCode, updatedAt: now };
}

/** broker/change_status: all selected brokers move, or none (an Approved one only to 3). */
export async function changeBrokerStatus(
  deps: Pick<Deps, 'db' | 'clock' | 'realtime'>,
  caller: Caller,
  ids: readonly number[],
  status: number,
): Promise<{ message: string }> {
  const now = deps.clock.now();
  const wanted = [...new Set(ids)];
  const bells = await deps.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(brokers)
      .where(and(inArray(brokers.id, wanted), isNull(brokers.deletedAt)))
      .orderBy(asc(brokers.id))
      .for('update');
    if (rows.length !== wanted.length) throw notFound(messages.http.notFound);
    const changed: BrokerRecord[] = [];
    for (const row of rows) {
      if (row.status === status) continue;
      const change = await statusChange(tx, row, status, now);
      await tx.update(brokers).set(change).where(eq(brokers.id, row.id));
      changed.push({ ...row, ...change });
    }
    return statusNotices(tx, changed, caller);
  });
  ringBells(deps.realtime, bells);
  return { message: brokerAnswers.statusChanged };
}
