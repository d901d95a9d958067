import { addMoney, subtractMoney, toMoneyString } from '../../../shared/money';
import type { PostingLine } from '../../ledger/post';
import { escrowOf, purchaseOf, type PurchasedInvoice } from './scheduleAmounts';

/**
 * The lines of one payment's journal entry, by rule 2 of docs/decisions/0006-the-books.md: first
 * the purchase of the invoices it buys (receivables at face value, advances owed, reserves held,
 * escrow withheld, and on the first payment the chargebacks chosen at verification), then the
 * payout itself (Advances Payable paid from Cash, the wire fee earned). Zero lines drop out.
 */

export interface BoughtInvoice extends PurchasedInvoice {
  id: number;
  debtorId: number;
  invoiceNo: string;
}

export interface PaymentEntryInput {
  clientId: number;
  /** The invoices this payment buys (none for a later payment that selects none). */
  bought: readonly BoughtInvoice[];
  escrowPercentage: string;
  /** Chargebacks settled against this payout: the verification's, on the first payment only. */
  chargebacks: string;
  amount: string;
  wireFee: string;
}

export function paymentEntryLines(input: PaymentEntryInput): PostingLine[] {
  const { clientId } = input;
  const purchase = purchaseOf(input.bought, input.escrowPercentage);
  const payable = { chart: 'advancesPayable', clientId } as const;
  return [
    ...input.bought.map((invoice): PostingLine => ({
      chart: 'purchasedReceivables',
      clientId,
      debtorId: invoice.debtorId,
      invoiceId: invoice.id,
      debit: toMoneyString(invoice.invoiceAmount),
      memo: `Invoice ${invoice.invoiceNo} bought at face value`,
    })),
    { ...payable, credit: purchase.advances, memo: 'Advances owed on the invoices bought' },
    { chart: 'clientReserves', clientId, credit: purchase.reserves, memo: 'Reserves held' },
    { ...payable, debit: purchase.escrow, memo: 'Escrow withheld from the payout' },
    { chart: 'escrowReserves', clientId, credit: purchase.escrow, memo: 'Escrow withheld' },
    { ...payable, debit: input.chargebacks, memo: 'Chargebacks settled against the payout' },
    { chart: 'chargebacksReceivable', clientId, credit: input.chargebacks, memo: 'Chargebacks settled' },
    { ...payable, debit: input.amount, memo: 'Payment to the client' },
    { chart: 'cash', credit: toMoneyString(subtractMoney(input.amount, input.wireFee)), memo: 'Paid out' },
    { chart: 'wireFeeIncome', clientId, credit: input.wireFee, memo: 'Wire fee' },
  ];
}

/** What the client is owed after the payment: before, plus what it buys, less chargebacks and the amount. */
export function remainingAfter(owedBefore: string, input: PaymentEntryInput): string {
  const { payout } = purchaseOf(input.bought, input.escrowPercentage);
  return toMoneyString(
    subtractMoney(addMoney(owedBefore, payout), addMoney(input.chargebacks, input.amount)),
  );
}

/** The escrow each bought invoice keeps on record. */
export function escrowByInvoice(
  bought: readonly (BoughtInvoice & { id: number })[],
  escrowPercentage: string,
): Map<number, string> {
  return new Map(bought.map((invoice) => [invoice.id, escrowOf(invoice, escrowPercentage)]));
}
