import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { paymentTypes } from '../../shared/constants';
import type { IsoDate } from '../../shared/dates';
import { addMoney, subtractMoney, toMoneyString } from '../../shared/money';
import {
  batchTotalOf,
  releasedAmountOf,
  releaseRefusalOf,
  releaseWireFeeOf,
} from '../../shared/reserveRelease';
import type { ReserveReleaseInput } from '../../shared/validation/reserveRelease';
import { isRightId, type RoleType } from '../../shared/rights';
import type { Database, Tx } from '../db/client';
import { appSettings, prospects, roles, users } from '../db/schema';
import type { Caller } from '../http/caller';
import { paymentInfoOf } from '../modules/funding/paymentInfo';
import { postPayment } from '../modules/funding/postPayment';
import { verifySchedule } from '../modules/funding/verification';
import { batchOf } from '../modules/reserves/batch';
import { availableEscrows } from '../modules/reserves/books';
import { saveReserveRelease, type SavedRelease } from '../modules/reserves/save';
import { rightsOfRole } from '../modules/session/authenticate';
import { writeSchedule, type DemoInvoiceRow } from './demoCashSteps';

/*
 * The steps the reserves and credit requests demo takes through the real services
 * (docs/decisions/0029): its callers with the rights of their roles, as a signed-in session holds
 * them, a schedule bought through verification and Post Payment, and a release as the Create RR
 * Batch form sends it, its figures read from the same lookups the form reads.
 */

/** A demo user as its session would call: its role's rights, its company. */
export async function demoCaller(db: Database, email: string): Promise<Caller | null> {
  const [user] = await db
    .select({
      id: users.id,
      roleId: users.roleId,
      roleType: roles.roleType,
      companyId: users.companyId,
      debtorId: users.debtorId,
      brokerId: users.brokerId,
      sensitive: users.sensitiveInformationDisclosure,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.email, email), eq(users.isActive, true)))
    .limit(1);
  if (!user) return null;
  const held = (await rightsOfRole(db, user.roleId)).filter(isRightId);
  return {
    userId: user.id,
    sessionId: 'demo-seed',
    roleType: user.roleType as RoleType,
    rights: new Set(held),
    companyId: user.companyId,
    debtorId: user.debtorId,
    brokerId: user.brokerId,
    sensitiveInformationDisclosure: user.sensitive,
  };
}

/** The demo clients among `clientIds`, by company name. */
export async function clientsByName(
  db: Database,
  clientIds: readonly number[],
): Promise<Map<string, number>> {
  if (clientIds.length === 0) return new Map();
  const rows = await db
    .select({ id: prospects.id, name: prospects.companyBusinessName })
    .from(prospects)
    .where(and(inArray(prospects.id, [...clientIds]), isNull(prospects.deletedAt)));
  return new Map(rows.map((row) => [row.name, row.id]));
}

/**
 * A schedule of the client's on one debtor, verified without chargebacks and paid in full by ACH on
 * `fundDate`; its invoices' ids in the order given.
 */
export async function buySchedule(
  db: Database,
  caller: Caller,
  plan: { clientId: number; scheduleNo: number; debtorId: number; rows: DemoInvoiceRow[]; fundDate: IsoDate },
  now: Date,
): Promise<number[] | null> {
  const written = await writeSchedule(db, plan.clientId, plan.scheduleNo, plan.debtorId, plan.rows);
  if (!written) return null;
  await verifySchedule(db, caller, { id: written.scheduleId, chargebacks: [] }, now);
  const info = await paymentInfoOf(db, caller, written.scheduleId);
  await postPayment(
    db,
    caller,
    written.scheduleId,
    {
      schedule_id: written.scheduleId,
      payment_type: paymentTypes.ACH,
      transaction_number: `ACH${plan.scheduleNo}${plan.clientId}`,
      schedule_fund_date: plan.fundDate,
      check_date: plan.fundDate,
      check_deposit_date: plan.fundDate,
      posting_date: plan.fundDate,
      amount: info.amount,
      selectedUnverifiedInvoices: [],
      unverifiedInvoices: info.unverified_invoices.map((invoice) => invoice.id),
    },
    now,
  );
  return written.invoiceIds;
}

export interface ReleasePlan {
  invoices: number[];
  paymentType: 0 | 1 | 2;
  date: IsoDate;
  /** Take Auto Select's escrows. */
  escrows?: boolean;
  /** Deduct all the client's open chargebacks the form offers. */
  chargebacks?: number[];
  /** Lower Total Amount with Previous Reserves and Escrow by this much. */
  lowerBy?: string;
  /**
   * Made while an admin's approval threshold stood at this amount, so it waits for a second staff
   * member. The threshold is put back as it was in the same transaction: the demo leaves none set.
   */
  waitingAbove?: string;
}

/**
 * The Create RR Batch form filled as staff fill it: the batch, its previous reserves and wire fee
 * from `reserve/batch`, Auto Select's escrows from `reserve/available_escrows`, the figures computed
 * with src/shared/reserveRelease.ts, and posted through Post Reserve Release.
 */
export async function releaseAsTheFormDoes(
  db: Database,
  caller: Caller,
  plan: ReleasePlan,
  now: Date,
): Promise<SavedRelease | null> {
  const batch = await batchOf(db, caller, plan.invoices);
  const escrows = plan.escrows ? await availableEscrows(db, batch.prospect_id) : null;
  const chosenEscrows = escrows?.auto_selected ?? [];
  const escrowAmount = toMoneyString(
    addMoney(
      '0',
      ...(escrows?.escrows ?? [])
        .filter((escrow) => chosenEscrows.includes(escrow.invoice_id))
        .map((escrow) => escrow.amount),
    ),
  );
  const chosenChargebacks = batch.chargebacks.filter((row) => plan.chargebacks?.includes(row.id));
  const cbAmount = toMoneyString(addMoney('0', ...chosenChargebacks.map((row) => row.cb)));
  const invoiceReserves = toMoneyString(addMoney('0', ...batch.batch.map((row) => row.release_amount)));
  const total = batchTotalOf({
    invoiceReserves,
    previousReserves: batch.previous_reserves,
    escrows: escrowAmount,
  });
  const customAmount = plan.lowerBy ? toMoneyString(subtractMoney(total, plan.lowerBy)) : total;
  const wireFee = releaseWireFeeOf(plan.paymentType, batch.wire_fee);
  const body: ReserveReleaseInput = {
    prospect_id: batch.prospect_id,
    reserve_release_date: plan.date,
    payment_type: plan.paymentType,
    custom_amount: customAmount,
    escrow: escrowAmount,
    previous_reserves: batch.previous_reserves,
    cb_amount: cbAmount,
    released_amount: releasedAmountOf({ customAmount, wireFee, cbAmount }),
    wire_fee: wireFee,
    invoices: plan.invoices,
    charge_backs: chosenChargebacks.map((row) => row.id),
    escrows: chosenEscrows,
  };
  // Years after the demo's dates the per-day fees may have eaten a batch: the form would refuse it.
  if (
    releaseRefusalOf({
      invoiceReserves,
      previousReserves: batch.previous_reserves,
      escrows: escrowAmount,
      customAmount,
      wireFee,
      cbAmount,
    }) !== null
  )
    return null;
  const waitingAbove = plan.waitingAbove;
  if (waitingAbove === undefined) return db.transaction((tx) => saveReserveRelease(tx, caller, body, now));
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ json: sql<string>`${appSettings.value}::text` })
      .from(appSettings)
      .where(eq(appSettings.key, 'approval_threshold'));
    await putThreshold(tx, JSON.stringify(waitingAbove), now);
    const saved = await saveReserveRelease(tx, caller, body, now);
    if (before) await putThreshold(tx, before.json, now);
    else await tx.delete(appSettings).where(eq(appSettings.key, 'approval_threshold'));
    return saved;
  });
}

async function putThreshold(tx: Tx, json: string, now: Date) {
  const value = sql`${json}::jsonb`;
  await tx
    .insert(appSettings)
    .values({ key: 'approval_threshold', value, updatedAt: now })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: now } });
}
