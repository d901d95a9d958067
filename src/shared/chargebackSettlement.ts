import { messages } from './messages';
import { addMoney, compareMoney, toMoneyString, type MoneyInput } from './money';

/**
 * Verify Schedule (spec part 2 §4, Schedule lifecycle): which of the client's open chargebacks the
 * schedule's funding settles. The browser disables Verify by these rules and the server refuses a
 * verification that breaks them, so both read them from here.
 */

/** A chargeback as the chargeback check answers it (spec part 2 §3, Chargeback row). */
export interface ChargebackRow {
  id: number;
  invoice_no?: string | number | null;
  schedule_no?: string | number | null;
  /** The chargeback amount. */
  cb: string;
  /** What is left to settle after earlier adjustments; null for a chargeback never adjusted. */
  adjusted_cb: string | null;
  actual_cb?: string | null;
}

/** The amount a chargeback takes from the funding when chosen: its adjusted amount, else the amount. */
export function settlementAmountOf(row: ChargebackRow): string {
  return toMoneyString(row.adjusted_cb ?? row.cb);
}

/** The adjusted total of the chosen chargebacks (ids not among the rows count for nothing). */
export function selectedChargebacksTotal(
  rows: readonly ChargebackRow[],
  selectedIds: readonly number[],
): string {
  const chosen = rows.filter((row) => selectedIds.includes(row.id));
  return toMoneyString(addMoney(...chosen.map(settlementAmountOf)));
}

/** True when the chosen chargebacks come to more than the schedule total (equal is allowed). */
export function chargebacksExceedTotal(
  rows: readonly ChargebackRow[],
  selectedIds: readonly number[],
  scheduleTotal: MoneyInput,
): boolean {
  return compareMoney(selectedChargebacksTotal(rows, selectedIds), scheduleTotal) > 0;
}

export const verificationRefusals = ['noneSelected', 'exceedsTotal', 'unknownChargeback'] as const;
export type VerificationRefusal = (typeof verificationRefusals)[number];

/**
 * Why a verification with these chargebacks may not go ahead, or null when it may: with open
 * chargebacks at least one is chosen, only open ones, and their adjusted total stays within the
 * schedule total. A client without open chargebacks verifies directly.
 */
export function verificationRefusal(
  rows: readonly ChargebackRow[],
  selectedIds: readonly number[],
  scheduleTotal: MoneyInput,
): VerificationRefusal | null {
  if (selectedIds.some((id) => !rows.some((row) => row.id === id))) return 'unknownChargeback';
  if (rows.length > 0 && selectedIds.length === 0) return 'noneSelected';
  if (chargebacksExceedTotal(rows, selectedIds, scheduleTotal)) return 'exceedsTotal';
  return null;
}

/** The words of a refusal, as the dialog's note and the server's 400 show them. */
export function verificationRefusalMessage(refusal: VerificationRefusal): string {
  switch (refusal) {
    case 'noneSelected':
      return messages.schedule.workflows.selectChargeback;
    case 'exceedsTotal':
      return messages.schedule.chargebacksExceedTotal;
    case 'unknownChargeback':
      return messages.schedule.workflows.unknownChargeback;
  }
}
