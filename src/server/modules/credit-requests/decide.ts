import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  creditRequestRefusal,
  creditRequestStatus,
  type CreditRequestChangeStatus,
} from '../../../shared/contract/creditRequests';
import { messages } from '../../../shared/messages';
import { addMoney, compareMoney, toMoneyString } from '../../../shared/money';
import type { Tx } from '../../db/client';
import { creditRequests, debtorClients, debtors, prospects } from '../../db/schema';
import type { RecordedNotification } from '../../events/notify';
import type { Caller } from '../../http/caller';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { partyOf, scopeCondition } from '../../http/scope';
import { clientCredit } from '../debtors/clientCredit';
import { assertKindRight, kindOf } from './access';
import { livePair } from './limits';
import { creditUsedUpNotices, decidedNotices } from './notices';

const M = messages.creditRequest;

interface Locked {
  id: number;
  prospectId: number;
  debtorId: number | null;
  requested: string;
  status: number;
  deletedAt: Date | null;
  createdBy: string | null;
  clientName: string;
  debtorName: string | null;
}

/**
 * Approve or deny (spec part 2 §4 Credit requests; docs/decisions/0029, Credit requests). Pending
 * requests of one kind only: a selection mixing statuses or holding a decided request is refused
 * whole. The requests are locked in id order, then their clients in id order, and every approval
 * checks its limit again at that moment: one that no longer fits is refused with the reason and
 * every request stays pending. Approval raises the limit, records who and when, and moves no money.
 */
export async function changeCreditRequestStatus(
  tx: Tx,
  caller: Caller,
  request: CreditRequestChangeStatus,
  now: Date,
): Promise<{ message: string; bells: RecordedNotification[] }> {
  // A decision is the business's own: a client never approves its own request.
  if (partyOf(caller).kind !== 'staff') throw forbidden(messages.http.forbidden);
  const ids = [...new Set(request.ids)].sort((a, b) => a - b);
  const locked: Locked[] = await tx
    .select({
      id: creditRequests.id,
      prospectId: creditRequests.prospectId,
      debtorId: creditRequests.debtorId,
      requested: creditRequests.requestedAmount,
      status: creditRequests.status,
      deletedAt: creditRequests.deletedAt,
      createdBy: creditRequests.createdBy,
      clientName: prospects.companyBusinessName,
      debtorName: debtors.legalName,
    })
    .from(creditRequests)
    .innerJoin(prospects, eq(prospects.id, creditRequests.prospectId))
    .leftJoin(debtors, eq(debtors.id, creditRequests.debtorId))
    .where(
      and(inArray(creditRequests.id, ids), scopeCondition(caller, { company: creditRequests.prospectId })),
    )
    .orderBy(asc(creditRequests.id))
    .for('update', { of: creditRequests });
  if (locked.length !== ids.length || locked.some((row) => row.deletedAt !== null)) {
    throw notFound(messages.http.notFound);
  }
  const kinds = new Set(locked.map((row) => kindOf(row.debtorId)));
  if (kinds.size !== 1) throw badRequest(M.wrongKind);
  const kind = kindOf(locked[0]!.debtorId);
  const approve = request.status === creditRequestStatus.approved;
  assertKindRight(caller, kind, approve ? 'approve' : 'deny');
  if (new Set(locked.map((row) => row.status)).size > 1) throw conflict(M.mixedStatuses);
  if (locked.some((row) => row.status !== creditRequestStatus.pending)) throw conflict(M.alreadyDecided);

  // Their clients, locked in id order: the limits are read and raised under these locks.
  const clientIds = [...new Set(locked.map((row) => row.prospectId))].sort((a, b) => a - b);
  await tx
    .select({ id: prospects.id })
    .from(prospects)
    .where(inArray(prospects.id, clientIds))
    .orderBy(asc(prospects.id))
    .for('update');

  const bells: RecordedNotification[] = [];
  for (const row of locked) {
    let newLimit: string | null = null;
    if (approve) newLimit = await raiseLimit(tx, caller, row, bells);
    await tx
      .update(creditRequests)
      .set({
        status: request.status,
        actionBy: caller.userId,
        actionDate: now,
        ...(newLimit === null ? {} : { newLimitAmount: newLimit }),
      })
      .where(eq(creditRequests.id, row.id));
    bells.push(
      ...(await decidedNotices(tx, {
        id: row.id,
        kind,
        requester: row.createdBy,
        clientName: row.clientName,
        debtorName: row.debtorName,
        amount: row.requested,
        approved: approve,
        callerId: caller.userId,
      })),
    );
  }
  return { message: approve ? M.approvedDone : M.deniedDone, bells };
}

/** Checks the request against the limits as they are now and raises the limit; the new limit. */
async function raiseLimit(
  tx: Tx,
  caller: Caller,
  row: Locked,
  bells: RecordedNotification[],
): Promise<string> {
  const credit = await clientCredit(tx, row.prospectId);
  if (!credit) throw notFound(messages.http.notFound);
  if (row.debtorId === null) {
    const current = credit.client_active_credit_limit ?? '0.00';
    const refusal = creditRequestRefusal('client', row.requested, { current, available: null });
    if (refusal !== null) throw conflict(refusal);
    const raised = toMoneyString(addMoney(current, row.requested));
    await tx.update(prospects).set({ activeCreditLimit: raised }).where(eq(prospects.id, row.prospectId));
    return raised;
  }
  const pair = await livePair(tx, row.prospectId, row.debtorId, true);
  if (!pair) throw conflict(M.notADebtorOfClient);
  const refusal = creditRequestRefusal('debtor', row.requested, {
    current: pair.creditLimit,
    available: credit.available_credit_limit,
  });
  if (refusal !== null) throw conflict(refusal);
  const raised = toMoneyString(addMoney(pair.creditLimit, row.requested));
  await tx.update(debtorClients).set({ creditLimit: raised }).where(eq(debtorClients.id, pair.id));
  const after = await clientCredit(tx, row.prospectId);
  if (after && compareMoney(after.available_credit_limit ?? '0', '0') <= 0) {
    bells.push(
      ...(await creditUsedUpNotices(tx, {
        prospectId: row.prospectId,
        clientName: row.clientName,
        debtorId: row.debtorId,
        callerId: caller.userId,
      })),
    );
  }
  return raised;
}
