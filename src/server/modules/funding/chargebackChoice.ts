import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { FundingChargeback } from '../../../shared/contract/funding';
import { toMoneyString } from '../../../shared/money';
import type { Db } from '../../db/client';
import { chargebacks, debtors, invoices, schedules } from '../../db/schema';

/**
 * The chargebacks a verification chooses from and the ones it chose (spec part 2 §4: 'If the
 * client has chargebacks, the user selects which to settle'). An open chargeback is one not fully
 * settled and not already chosen by another schedule's verification.
 */

/** charge_back_settled: 1 is fully settled (the chargeback_adjust dropdown's value). */
export const fullySettled = 1;

const rowColumns = {
  id: chargebacks.id,
  invoiceNo: invoices.invoiceNo,
  scheduleNo: schedules.scheduleNo,
  cb: chargebacks.cb,
  adjustedCb: chargebacks.adjustedCb,
  actualCb: chargebacks.actualCb,
  invoiceAmount: invoices.invoiceAmount,
  settled: chargebacks.chargeBackSettled,
  legalName: debtors.legalName,
};

type Row = {
  id: number;
  invoiceNo: string;
  scheduleNo: number | null;
  cb: string;
  adjustedCb: string | null;
  actualCb: string;
  invoiceAmount: string;
  settled: number;
  legalName: string;
};

function toChargeback(row: Row): FundingChargeback {
  return {
    id: row.id,
    invoice_no: row.invoiceNo,
    schedule_no: row.scheduleNo,
    cb: toMoneyString(row.cb),
    adjusted_cb: row.adjustedCb === null ? null : toMoneyString(row.adjustedCb),
    actual_cb: toMoneyString(row.actualCb),
    invoice_amount: toMoneyString(row.invoiceAmount),
    charge_back_settled: row.settled,
    legal_name: row.legalName,
  };
}

function chargebackRows(db: Db) {
  return db
    .select(rowColumns)
    .from(chargebacks)
    .innerJoin(invoices, eq(invoices.id, chargebacks.invoiceId))
    .innerJoin(debtors, eq(debtors.id, invoices.debtorId))
    .leftJoin(schedules, eq(schedules.id, invoices.scheduleId));
}

/** The client's open chargebacks, oldest first; `lock` holds them until the verification commits. */
export async function openChargebacksOf(
  db: Db,
  prospectId: number,
  options: { lock?: boolean } = {},
): Promise<FundingChargeback[]> {
  const query = chargebackRows(db)
    .where(
      and(
        eq(chargebacks.prospectId, prospectId),
        isNull(chargebacks.deletedAt),
        ne(chargebacks.chargeBackSettled, fullySettled),
        isNull(chargebacks.settledByScheduleId),
      ),
    )
    .orderBy(asc(chargebacks.id));
  const rows = options.lock ? await query.for('update', { of: chargebacks }) : await query;
  return rows.map(toChargeback);
}

/** The chargebacks a schedule's verification chose. */
export async function chargebacksChosenBy(db: Db, scheduleId: number): Promise<FundingChargeback[]> {
  const rows = await chargebackRows(db)
    .where(eq(chargebacks.settledByScheduleId, scheduleId))
    .orderBy(asc(chargebacks.id));
  return rows.map(toChargeback);
}

/** Chooses the chargebacks for the schedule's funding. */
export async function chooseChargebacks(db: Db, scheduleId: number, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(chargebacks)
    .set({ settledByScheduleId: scheduleId })
    .where(and(inArray(chargebacks.id, [...ids]), isNull(chargebacks.settledByScheduleId)));
}

/** Gives the schedule's chosen chargebacks back to the client's open ones (revert, delete). */
export async function releaseChargebacks(db: Db, scheduleIds: readonly number[]): Promise<void> {
  if (scheduleIds.length === 0) return;
  await db
    .update(chargebacks)
    .set({ settledByScheduleId: null })
    .where(
      and(
        inArray(chargebacks.settledByScheduleId, [...scheduleIds]),
        ne(chargebacks.chargeBackSettled, fullySettled),
      ),
    );
}

/** The funding settles the chosen chargebacks (their amounts left Chargebacks Receivable in its entry). */
export async function settleChargebacks(db: Db, scheduleId: number): Promise<void> {
  await db
    .update(chargebacks)
    .set({ chargeBackSettled: fullySettled })
    .where(eq(chargebacks.settledByScheduleId, scheduleId));
}
