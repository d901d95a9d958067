import { compareIsoDates, isIsoDate, type IsoDate } from './dates';
import { discountFeeOf, type DiscountTerms } from './discountFee';
import { addMoney, compareMoney, moneyZero, subtractMoney, toMoneyString, type MoneyInput } from './money';
import { heldReserveOf } from './reserveRelease';

/**
 * The "paid on day X" simulator of a client's home (docs/decisions/0033-each-partys-home.md): what
 * a collection of an open funded invoice's whole balance, posted on a chosen day, would cost the
 * client in discount fee and how much of its reserve would then come back. It prices the
 * collection exactly as the collections do (`discountFeeOf`, 0028) and reads the reserve as the
 * releases do (`heldReserveOf`, 0029); the server answers `party_home/simulate` with it and the
 * home computes the same figures live as the day changes.
 */

/** The parts of a funded invoice the simulation reads. */
export interface SimulatedInvoice {
  fundingDate: IsoDate;
  invoiceAmount: MoneyInput;
  advanceAmount: MoneyInput;
  collectedAmount: MoneyInput;
  chargebackAmount: MoneyInput;
  /** The discount fees earlier collections of it already took. */
  discountFeeAmount: MoneyInput;
}

export interface PaidOnDay {
  /** What the debtor would pay: the invoice's open balance. */
  balance: string;
  /** The days the fee counts (payment − funding + clearance) and its rate in percent. */
  feeDays: number;
  rate: string;
  /** The discount fee of that collection. */
  fee: string;
  /** Every discount fee of the invoice once paid: earlier ones and this one. */
  totalFees: string;
  /** The invoice's reserve that would come back (invoice − advance − all its fees); negative when fees pass it. */
  reserveBack: string;
}

/** Why a day cannot be simulated: not a date, or before the invoice was bought. */
export type PaidOnDayProblem = 'date' | 'before_funding';

export function paidOnDayProblem(fundingDate: IsoDate, paymentDate: string): PaidOnDayProblem | null {
  if (!isIsoDate(paymentDate)) return 'date';
  if (compareIsoDates(paymentDate, fundingDate) < 0) return 'before_funding';
  return null;
}

/** The open balance of an invoice: invoice − collected − charged back, never below 0. */
export function openBalanceOf(
  invoice: Pick<SimulatedInvoice, 'invoiceAmount' | 'collectedAmount' | 'chargebackAmount'>,
): string {
  const open = subtractMoney(
    subtractMoney(invoice.invoiceAmount, invoice.collectedAmount),
    invoice.chargebackAmount,
  );
  return toMoneyString(compareMoney(open, moneyZero) < 0 ? moneyZero : open);
}

/** The figures of the invoice's whole open balance paid on `paymentDate` under the client's terms. */
export function paidOnDay(invoice: SimulatedInvoice, paymentDate: IsoDate, terms: DiscountTerms): PaidOnDay {
  const balance = openBalanceOf(invoice);
  const priced = discountFeeOf(balance, invoice.fundingDate, paymentDate, terms);
  const totalFees = toMoneyString(addMoney(invoice.discountFeeAmount, priced.fee));
  return {
    balance,
    feeDays: priced.days,
    rate: priced.rate,
    fee: priced.fee,
    totalFees,
    reserveBack: heldReserveOf({
      invoiceAmount: invoice.invoiceAmount,
      advanceAmount: invoice.advanceAmount,
      discountFeeAmount: totalFees,
    }),
  };
}
