import { and, eq, inArray, isNull } from 'drizzle-orm';
import { debtorStatuses, debtorStatusTargets } from '../../../shared/dropdowns';
import { messages } from '../../../shared/messages';
import { addMoney } from '../../../shared/money';
import { debtorClients } from '../../db/schema';
import type { Deps } from '../../deps';
import type { Caller } from '../../http/caller';
import { conflict, notFound } from '../../http/errors';
import { debtorStatusNotices } from '../../events/recordNotices';
import { ringBells } from '../../events/notify';
import { assertWithinClientCredit, clientCredit } from './clientCredit';
import type { ClientCreditLimit } from '../../../shared/contract/debtors';
import { findHolding, holdingsById, type HoldingRecord } from './queries';

/** Whether a debtor of a client may move to `to` (spec part 2 §4); a deleted one moves nowhere. */
export function mayMoveDebtor(holding: Pick<HoldingRecord, 'status' | 'deletedAt'>, to: number): boolean {
  if (holding.deletedAt !== null) return false;
  const targets: readonly number[] =
    debtorStatusTargets[holding.status as keyof typeof debtorStatusTargets] ?? [];
  return targets.includes(to);
}

/**
 * debtor/status_change: every selected debtor moves, or none ('Validation failed' when one may not).
 * A terminated debtor made Active takes its weekly limit back out of the client's available limit,
 * so it must fit again.
 */
export async function changeDebtorStatus(
  deps: Pick<Deps, 'db' | 'clock' | 'realtime'>,
  caller: Caller,
  ids: readonly number[],
  status: number,
): Promise<string> {
  const wanted = [...new Set(ids)];
  const now = deps.clock.now();
  const bells = await deps.db.transaction(async (tx) => {
    // Clients first, then their debtors: the order a new debtor takes its locks in too.
    const clientIds = new Set((await holdingsById(tx, caller, wanted)).map((row) => row.prospectId));
    const credits = new Map<number, ClientCreditLimit | null>();
    for (const prospectId of [...clientIds].sort((a, b) => a - b)) {
      credits.set(prospectId, await clientCredit(tx, prospectId, true));
    }
    const rows = await holdingsById(tx, caller, wanted, true);
    if (rows.length !== wanted.length) throw notFound(messages.http.notFound);
    if (rows.some((row) => !mayMoveDebtor(row, status))) throw conflict(messages.debtor.statusChangeFailed);

    const returning = rows.filter((row) => row.status === debtorStatuses.terminated);
    for (const prospectId of new Set(returning.map((row) => row.prospectId))) {
      const credit = credits.get(prospectId);
      if (!credit) throw notFound(messages.http.notFound);
      const comeBack = returning.filter((row) => row.prospectId === prospectId);
      assertWithinClientCredit(credit, addMoney(...comeBack.map((row) => row.creditLimit)));
    }
    await tx.update(debtorClients).set({ status, updatedAt: now }).where(inArray(debtorClients.id, wanted));
    return debtorStatusNotices(tx, { moved: rows, status, callerId: caller.userId });
  });
  ringBells(deps.realtime, bells);
  return messages.debtor.screens.statusChanged;
}

/**
 * debtor/delete: the debtors leave their clients' lists (kept for the books and shown with
 * show_all); their weekly limits return to the clients. Deleting one already deleted changes nothing.
 */
export async function deleteDebtors(
  deps: Pick<Deps, 'db' | 'clock'>,
  caller: Caller,
  pairs: readonly { prospect_id: number; debtor_id: number }[],
): Promise<string> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    for (const pair of pairs) {
      const holding = await findHolding(tx, caller, pair.debtor_id, pair.prospect_id, true);
      if (!holding) throw notFound(messages.http.notFound);
      await tx
        .update(debtorClients)
        .set({ deletedAt: now, updatedAt: now })
        .where(and(eq(debtorClients.id, holding.id), isNull(debtorClients.deletedAt)));
    }
  });
  return messages.debtor.screens.deleted(pairs.length);
}
