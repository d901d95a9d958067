import { and, asc, eq, inArray } from 'drizzle-orm';
import { todayIso } from '../../../shared/dates';
import { messages } from '../../../shared/messages';
import { subtractMoney, toMoneyString } from '../../../shared/money';
import {
  adjustAmountRefusal,
  chargebackSettleStatus,
  type ChargebackAdjustRequest,
} from '../../../shared/validation/chargebackAdjust';
import type { Tx } from '../../db/client';
import { chargebackAdjustments, chargebacks, invoices } from '../../db/schema';
import type { Caller } from '../../http/caller';
import { badRequest, conflict, notFound } from '../../http/errors';
import { scopeCondition } from '../../http/scope';
import { ledgerOperations } from '../../ledger/operations';
import { postEntry } from '../../ledger/post';

const C = messages.chargeback;

/**
 * Adjust Chargeback(s) (spec part 2 §5 Chargeback adjust; docs/decisions/0028-cash-comes-back.md):
 * each selected chargeback is settled by its amount out of the client's reserve, Dr 2100 Client
 * Reserves / Cr 1300 Chargebacks Receivable under `chargeback_adjustment:<adjustment id>`. The
 * chargebacks are locked in id order and every rule is checked under the locks before anything is
 * written, so a refusal changes nothing and two adjustments of one chargeback queue.
 */
export async function adjustChargebacks(
  tx: Tx,
  caller: Caller,
  request: ChargebackAdjustRequest,
  now: Date,
): Promise<void> {
  const ids = request.cb_to_adjust.map((row) => row.id).sort((a, b) => a - b);
  const locked = await tx
    .select({
      id: chargebacks.id,
      prospectId: chargebacks.prospectId,
      cb: chargebacks.cb,
      adjustedCb: chargebacks.adjustedCb,
      settled: chargebacks.chargeBackSettled,
      settledByScheduleId: chargebacks.settledByScheduleId,
      deletedAt: chargebacks.deletedAt,
      invoiceNo: invoices.invoiceNo,
      invoiceId: chargebacks.invoiceId,
    })
    .from(chargebacks)
    .innerJoin(invoices, eq(invoices.id, chargebacks.invoiceId))
    .where(and(inArray(chargebacks.id, ids), scopeCondition(caller, { company: chargebacks.prospectId })))
    .orderBy(asc(chargebacks.id))
    .for('update', { of: chargebacks });
  // One the caller may not see answers like one that does not exist; a deleted one is gone too.
  if (locked.length !== ids.length || locked.some((row) => row.deletedAt !== null)) {
    throw notFound(messages.http.notFound);
  }
  const byId = new Map(locked.map((row) => [row.id, row]));
  const status = request.charge_back_settle_status;
  const plan = request.cb_to_adjust.map((asked) => {
    const row = byId.get(asked.id)!;
    if (row.settled === chargebackSettleStatus.fully) throw conflict(C.alreadySettled);
    if (row.settledByScheduleId !== null) throw conflict(C.chosenByVerification);
    const left = row.adjustedCb ?? row.cb;
    const refusal = adjustAmountRefusal(asked.cb_to_adjust, left, status);
    if (refusal !== null) throw badRequest(refusal);
    return {
      row,
      amount: asked.cb_to_adjust,
      leftAfter: toMoneyString(subtractMoney(left, asked.cb_to_adjust)),
    };
  });

  for (const { row, amount, leftAfter } of plan.sort((a, b) => a.row.id - b.row.id)) {
    const [adjustment] = await tx
      .insert(chargebackAdjustments)
      .values({
        chargebackId: row.id,
        amount,
        settleStatus: status,
        createdBy: caller.userId,
        createdAt: now,
      })
      .returning({ id: chargebackAdjustments.id });
    if (!adjustment) throw new Error('chargeback adjustment was not stored');
    const clientId = row.prospectId;
    const journalEntryId = await postEntry(tx, {
      date: todayIso(now),
      operation: ledgerOperations.chargebackAdjustment,
      operationKey: `chargeback_adjustment:${adjustment.id}`,
      memo: `Chargeback of invoice ${row.invoiceNo} adjusted from the reserve`,
      clientId,
      createdBy: caller.userId,
      lines: [
        {
          chart: 'clientReserves',
          clientId,
          invoiceId: row.invoiceId,
          debit: amount,
          memo: 'Chargeback settled from the reserve',
        },
        {
          chart: 'chargebacksReceivable',
          clientId,
          invoiceId: row.invoiceId,
          credit: amount,
          memo: `Invoice ${row.invoiceNo}`,
        },
      ],
    });
    await tx
      .update(chargebackAdjustments)
      .set({ journalEntryId })
      .where(eq(chargebackAdjustments.id, adjustment.id));
    await tx
      .update(chargebacks)
      .set({ adjustedCb: leftAfter, chargeBackSettled: status })
      .where(eq(chargebacks.id, row.id));
  }
}
