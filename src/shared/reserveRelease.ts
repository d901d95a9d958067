import {
  addMoney,
  compareMoney,
  moneyZero,
  percentOf,
  subtractMoney,
  toMoneyString,
  type Money,
  type MoneyInput,
} from './money';
import { paymentTypes } from './constants';

/**
 * The arithmetic of reserves and their release (docs/decisions/0029-reserves-and-their-release.md,
 * whose worked example tests/unit/reserveRelease.test.ts computes through these functions). The
 * screen, its machine and the server read the same figures from here.
 */

/** What funding held back of an invoice, less the discount fees its collections took. */
export function heldReserveOf(invoice: {
  invoiceAmount: MoneyInput;
  advanceAmount: MoneyInput;
  discountFeeAmount: MoneyInput;
}): string {
  return toMoneyString(
    subtractMoney(subtractMoney(invoice.invoiceAmount, invoice.advanceAmount), invoice.discountFeeAmount),
  );
}

/** Funded and closed (paid, or its rest charged back): its reserve may be released. */
export function isReserveReleasable(invoice: {
  fundingDate: string | null;
  invoiceAmount: MoneyInput;
  collectedAmount: MoneyInput;
  chargebackAmount: MoneyInput;
}): boolean {
  const open = subtractMoney(
    subtractMoney(invoice.invoiceAmount, invoice.collectedAmount),
    invoice.chargebackAmount,
  );
  return invoice.fundingDate !== null && compareMoney(open, moneyZero) === 0;
}

/** The part of 10 % of the client's open receivables its escrow must keep. */
export const escrowKeptPercent = '10';

/**
 * Escrow that may be released: what is held beyond 10 % of the open receivables, when both are
 * positive and the held escrow is larger; else 0 (spec part 2 §4, 'escrow extra').
 */
export function extraEscrowOf(heldEscrow: MoneyInput, openReceivables: MoneyInput): string {
  const kept = percentOf(openReceivables, escrowKeptPercent);
  if (compareMoney(heldEscrow, moneyZero) <= 0 || compareMoney(heldEscrow, kept) <= 0) return '0.00';
  return toMoneyString(subtractMoney(heldEscrow, kept));
}

/** An escrow still held on one of the client's funded invoices. */
export interface HeldEscrow {
  invoiceId: number;
  fundingDate: string;
  amount: string;
}

/**
 * Auto Select: whole escrows, oldest funding first (then lowest invoice id), skipping any that would
 * pass the extra.
 */
export function autoSelectEscrows(escrows: readonly HeldEscrow[], extra: MoneyInput): number[] {
  const ordered = [...escrows].sort(
    (a, b) => a.fundingDate.localeCompare(b.fundingDate) || a.invoiceId - b.invoiceId,
  );
  const chosen: number[] = [];
  let taken: Money = moneyZero;
  for (const escrow of ordered) {
    const next = addMoney(taken, escrow.amount);
    if (compareMoney(next, extra) > 0) continue;
    taken = next;
    chosen.push(escrow.invoiceId);
  }
  return chosen;
}

/** The wire fee of a release: the client's term-sheet fee when paid by wire, else 0. */
export function releaseWireFeeOf(paymentType: number | null, termWireFee: MoneyInput): string {
  return paymentType === paymentTypes.Wire ? toMoneyString(termWireFee) : '0.00';
}

/** The figures of a release form. */
export interface ReleaseFigures {
  /** Σ held reserves of the batch's invoices. */
  invoiceReserves: MoneyInput;
  previousReserves: MoneyInput;
  /** Σ escrows chosen. */
  escrows: MoneyInput;
  /** Total Amount with Previous Reserves and Escrow as typed (defaults to the batch total). */
  customAmount: MoneyInput;
  wireFee: MoneyInput;
  cbAmount: MoneyInput;
}

/** previous reserves + invoice reserves + escrows: the most a release may take. */
export function batchTotalOf(
  figures: Pick<ReleaseFigures, 'invoiceReserves' | 'previousReserves' | 'escrows'>,
): string {
  return toMoneyString(addMoney(figures.previousReserves, figures.invoiceReserves, figures.escrows));
}

/** Amount to be Released: custom amount − wire fee − cb amount, floored at 0. */
export function releasedAmountOf(
  figures: Pick<ReleaseFigures, 'customAmount' | 'wireFee' | 'cbAmount'>,
): string {
  const released = subtractMoney(subtractMoney(figures.customAmount, figures.wireFee), figures.cbAmount);
  return toMoneyString(compareMoney(released, moneyZero) < 0 ? moneyZero : released);
}

/** Why a release cannot be posted, in the order the form shows it; null when it can. */
export type ReleaseRefusal = 'totalExceedsBatch' | 'releasedBelowMinimum';

export function releaseRefusalOf(figures: ReleaseFigures): ReleaseRefusal | null {
  if (compareMoney(figures.customAmount, batchTotalOf(figures)) > 0) return 'totalExceedsBatch';
  if (compareMoney(releasedAmountOf(figures), '1') < 0) return 'releasedBelowMinimum';
  return null;
}
