import { eq } from 'drizzle-orm';
import { paymentTypes, type PaymentType } from '../../src/shared/constants';
import { addDaysIso, isoFromDate } from '../../src/shared/dates';
import { compareMoney, percentOf, subtractMoney, toMoneyString } from '../../src/shared/money';
import type { Database } from '../../src/server/db/client';
import { users } from '../../src/server/db/schema';
import type { Caller } from '../../src/server/http/caller';
import { revertFunding } from '../../src/server/modules/funding/fundingReversal';
import { paymentInfoOf } from '../../src/server/modules/funding/paymentInfo';
import { postPayment } from '../../src/server/modules/funding/postPayment';
import { checkChargebacks, verifySchedule } from '../../src/server/modules/funding/verification';

/**
 * The funding sample: schedules of the large book verified and paid through the same service
 * functions the API runs (Verify Schedule, Post Payment, Revert Funding), so every journal entry
 * they post is the real one and `npm run ledger:verify` has funded schedules to prove. Dated as
 * they would have happened: verified a day after the schedule was made, paid the next day.
 *
 * Seven in ten are paid in one payment; two in ten in two (60 %, then the rest); one in ten is paid
 * and then reverted, which leaves it verified and waiting again. Payment types rotate ACH, Check, Wire.
 */

export interface SampleSchedule {
  id: number;
  prospectId: number;
  scheduledAt: Date;
}

export interface SampleOutcome {
  funded: number;
  paidTwice: number;
  reverted: number;
  payments: number;
}

const day = 86_400_000;

/** The staff user the sample acts as (the demo Admin), as the API would resolve its token. */
export async function sampleCaller(db: Database, email: string): Promise<Caller> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (!user) throw new Error(`the ordinary seed made no ${email}`);
  return {
    userId: user.id,
    sessionId: 'seed-large',
    roleType: 'admin',
    rights: new Set(),
    companyId: null,
    debtorId: null,
    brokerId: null,
    sensitiveInformationDisclosure: true,
  };
}

const rotation: readonly PaymentType[] = [paymentTypes.ACH, paymentTypes.Check, paymentTypes.Wire];

/** One payment of `share` % of what the schedule still owes, dated `paidOn`; false when nothing is payable. */
async function pay(
  db: Database,
  caller: Caller,
  scheduleId: number,
  share: string,
  preferred: PaymentType,
  fundDate: string,
  paidOn: string,
): Promise<boolean> {
  const info = await paymentInfoOf(db, caller, scheduleId);
  const amount = toMoneyString(percentOf(info.amount, share));
  // A wire must leave something after its fee; a small remainder goes by ACH instead.
  const type =
    preferred === paymentTypes.Wire && compareMoney(subtractMoney(amount, info.wireFee), '0') <= 0
      ? paymentTypes.ACH
      : preferred;
  if (compareMoney(amount, '0') <= 0) return false;
  const wire = type === paymentTypes.Wire;
  await postPayment(
    db,
    caller,
    scheduleId,
    {
      schedule_id: scheduleId,
      payment_type: type,
      transaction_number: `LB${scheduleId}P${share.replace('.', '')}`,
      schedule_fund_date: fundDate,
      check_date: paidOn,
      check_deposit_date: wire ? null : addDaysIso(paidOn, 1),
      posting_date: addDaysIso(paidOn, wire ? 0 : 1),
      amount,
      ...(wire ? { wire_fee: info.wireFee } : {}),
      selectedUnverifiedInvoices: [],
      unverifiedInvoices: info.unverified_invoices.map((invoice) => invoice.id),
    },
    new Date(`${paidOn}T16:00:00Z`),
  );
  return true;
}

async function fundOne(
  db: Database,
  caller: Caller,
  schedule: SampleSchedule,
  index: number,
  outcome: SampleOutcome,
): Promise<void> {
  const verifiedAt = new Date(schedule.scheduledAt.getTime() + day);
  const check = await checkChargebacks(db, caller, {
    schedule_id: schedule.id,
    prospect_id: schedule.prospectId,
  });
  // The large book has no chargebacks: a schedule verified choosing none posts nothing.
  if (check.invoices.length > 0) throw new Error(`schedule ${schedule.id}: unexpected open chargebacks`);
  await verifySchedule(db, caller, { id: schedule.id, chargebacks: [] }, verifiedAt);
  const fundDate = isoFromDate(verifiedAt);
  const type = rotation[index % rotation.length] ?? paymentTypes.ACH;
  const plan = index % 10;
  if (plan < 2) {
    const first = await pay(db, caller, schedule.id, '60', type, fundDate, addDaysIso(fundDate, 1));
    const second = await pay(
      db,
      caller,
      schedule.id,
      '100',
      paymentTypes.Wire,
      fundDate,
      addDaysIso(fundDate, 8),
    );
    outcome.payments += Number(first) + Number(second);
    if (first && second) outcome.paidTwice += 1;
  } else {
    if (!(await pay(db, caller, schedule.id, '100', type, fundDate, addDaysIso(fundDate, 1)))) return;
    outcome.payments += 1;
    if (plan === 2) {
      // Revert Funding is for a schedule without chargebacks, which these all are.
      await revertFunding(db, caller, schedule.id, new Date(verifiedAt.getTime() + 3 * day));
      outcome.reverted += 1;
      return;
    }
  }
  outcome.funded += 1;
}

/** Funds the sample, `concurrency` schedules at a time; `onProgress` hears every hundred. */
export async function fundSample(
  db: Database,
  caller: Caller,
  sample: readonly SampleSchedule[],
  concurrency: number,
  onProgress: (done: number) => void,
): Promise<SampleOutcome> {
  const outcome: SampleOutcome = { funded: 0, paidTwice: 0, reverted: 0, payments: 0 };
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < sample.length) {
      const index = next;
      next += 1;
      const schedule = sample[index];
      if (!schedule) continue;
      await fundOne(db, caller, schedule, index, outcome);
      done += 1;
      if (done % 100 === 0) onProgress(done);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return outcome;
}
