import { paymentTypes, type PaymentType } from './constants';
import type { ChargebackRow } from './chargebackSettlement';
import type { IsoDate } from './dates';
import { messages } from './messages';
import { addMoney, compareMoney, subtractMoney, toMoneyString, type MoneyInput } from './money';

/**
 * Post Payment (spec part 2 §3 Schedule payment info and Payment, §5 Post payment): the amounts a
 * payment may take. The dialog shows them and the server's Post Payment applies the very same
 * rules (through src/shared/validation/postPayment.ts), so the two cannot disagree by a cent.
 */

/** An invoice added to the schedule after its verification: funded with a payment that selects it. */
export interface UnverifiedInvoice {
  id: number;
  invoice_no?: string | number | null;
  invoice_amount?: string;
  advance_amount: string;
}

/** The schedule payment info call's answer (spec part 2 §7, Schedule payment info). */
export interface SchedulePaymentInfo {
  /** The schedule's remaining amount: what is still to be paid to the client. */
  amount: string;
  paidAmount: string;
  requestedAmount: string;
  /** The wire fee of the client's terms, taken from Wire payments only. */
  wireFee: string;
  /** The newest invoice date of the schedule; the fund date may not be earlier. */
  latestInvoiceDate: IsoDate | null;
  isFunded: boolean;
  unverified_invoices: readonly UnverifiedInvoice[];
  /** The chargebacks chosen at verification; the remaining amount already nets them. */
  chargebacks: readonly ChargebackRow[];
}

/** What a payment is checked against: the schedule as it stands. */
export interface PaymentLimits {
  remainingAmount: string;
  wireFee: string;
  latestInvoiceDate: IsoDate | null;
  unverifiedInvoices: readonly UnverifiedInvoice[];
}

export function paymentLimitsOf(info: SchedulePaymentInfo): PaymentLimits {
  return {
    remainingAmount: info.amount,
    wireFee: info.wireFee,
    latestInvoiceDate: info.latestInvoiceDate,
    unverifiedInvoices: info.unverified_invoices,
  };
}

export function isWire(paymentType: PaymentType | null | undefined): boolean {
  return paymentType === paymentTypes.Wire;
}

/** A deposit date is asked for ACH and Check; a wire lands on its wire date. */
export function depositDateRequired(paymentType: PaymentType | null | undefined): boolean {
  return paymentType === paymentTypes.ACH || paymentType === paymentTypes.Check;
}

/** The wire fee a payment pays: the terms' fee for a wire, nothing otherwise. */
export function wireFeeFor(paymentType: PaymentType | null | undefined, termsWireFee: MoneyInput): string {
  return isWire(paymentType) ? toMoneyString(termsWireFee) : '0.00';
}

/** What reaches the client: the amount less the wire fee for a wire. */
export function payableAmount(
  amount: MoneyInput,
  paymentType: PaymentType | null | undefined,
  termsWireFee: MoneyInput,
): string {
  return toMoneyString(subtractMoney(amount, wireFeeFor(paymentType, termsWireFee)));
}

/** The payable must be above 0, else 'Payable amount is not correct.' (title Payment). */
export function isPayable(
  amount: MoneyInput,
  paymentType: PaymentType | null | undefined,
  termsWireFee: MoneyInput,
): boolean {
  return compareMoney(payableAmount(amount, paymentType, termsWireFee), '0') > 0;
}

/** The advances of the selected unverified invoices (ids not among them count for nothing). */
export function selectedAdvancesTotal(
  unverifiedInvoices: readonly UnverifiedInvoice[],
  selectedIds: readonly number[],
): string {
  const selected = unverifiedInvoices.filter((invoice) => selectedIds.includes(invoice.id));
  return toMoneyString(addMoney(...selected.map((invoice) => invoice.advance_amount)));
}

/** The most a payment may be: the remaining amount plus the advances of the selected unverified invoices. */
export function maximumPaymentAmount(limits: PaymentLimits, selectedIds: readonly number[]): string {
  return toMoneyString(
    addMoney(limits.remainingAmount, selectedAdvancesTotal(limits.unverifiedInvoices, selectedIds)),
  );
}

/** 'ACH', 'Check' or 'Wire': the payload's payment_type_text. */
export function paymentTypeText(paymentType: PaymentType): keyof typeof paymentTypes {
  const names = Object.keys(paymentTypes) as (keyof typeof paymentTypes)[];
  return names.find((name) => paymentTypes[name] === paymentType) ?? 'ACH';
}

/** The labels of the fields that follow the payment type: number, payment date, deposit date. */
export interface PaymentFieldLabels {
  number: string;
  paymentDate: string;
  /** null for a wire, which has no deposit date. */
  depositDate: string | null;
}

export function paymentFieldLabels(paymentType: PaymentType): PaymentFieldLabels {
  const labels = messages.funding.workflows.labels;
  return {
    number: labels.number[paymentType],
    paymentDate: labels.paymentDate[paymentType],
    depositDate: depositDateRequired(paymentType) ? labels.depositDate : null,
  };
}
