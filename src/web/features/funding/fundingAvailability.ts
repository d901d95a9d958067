import type { FundingSchedule } from '../../../shared/contract/funding';
import { compareMoney } from '../../../shared/money';

/**
 * Which kebab actions a selection allows (spec part 2 §4 Schedule lifecycle): every action needs
 * exactly one selected schedule that is not deleted; Post Payment a remaining amount above 0;
 * Revert Verification no fund date and no chargeback amount; Revert Funding a fund date and no
 * chargeback amount. The server refuses the same cases with 409.
 */

function oneLive(selected: readonly FundingSchedule[]): FundingSchedule | null {
  const [only] = selected;
  return selected.length === 1 && only !== undefined && only.deleted_at === null ? only : null;
}

const noChargebacks = (schedule: FundingSchedule) => compareMoney(schedule.cb_amount, '0') === 0;

export function canPostPayment(selected: readonly FundingSchedule[]): boolean {
  const schedule = oneLive(selected);
  return schedule !== null && compareMoney(schedule.remaining_amount, '0') > 0;
}

export function canShowPayment(selected: readonly FundingSchedule[]): boolean {
  return oneLive(selected) !== null;
}

export function canRevertVerification(selected: readonly FundingSchedule[]): boolean {
  const schedule = oneLive(selected);
  return schedule !== null && schedule.schedule_fund_date === null && noChargebacks(schedule);
}

export function canRevertFunding(selected: readonly FundingSchedule[]): boolean {
  const schedule = oneLive(selected);
  return schedule !== null && schedule.schedule_fund_date !== null && noChargebacks(schedule);
}

/** Not Funded, Partly Paid or Funded: what the Funding column says. */
export function fundingStateOf(schedule: FundingSchedule): 'verified' | 'partlyPaid' | 'funded' {
  if (schedule.schedule_fund_date === null) return 'verified';
  return compareMoney(schedule.remaining_amount, '0') > 0 ? 'partlyPaid' : 'funded';
}
