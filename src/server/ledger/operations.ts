/**
 * Every business operation that posts to the books, by the name stored on its journal entry and
 * printed in the hledger export. A new movement of money adds its name here first.
 */
export const ledgerOperations = {
  /** Capital paid into the business (opening balances, tests and benchmarks). */
  capitalDeposit: 'capital_deposit',
  /** A balance brought forward from before these books (tests' fixtures of older chargebacks). */
  openingBalance: 'opening_balance',
  /** A schedule of funding's advance paid out to the client. */
  scheduleFunding: 'schedule_funding',
  /** A payment recorded against a schedule of funding. */
  schedulePayment: 'schedule_payment',
  /** The contra entry of a payment taken back. */
  fundingReversal: 'funding_reversal',
  /** A debtor's payment against invoices and chargebacks (docs/decisions/0028-cash-comes-back.md). */
  collection: 'collection',
  /** An invoice's open balance moved back onto its client, with the chargeback fee. */
  chargeback: 'chargeback',
  /** Per-day fees of a chargeback open past 90 days. */
  chargebackFee: 'chargeback_fee',
  /** A chargeback settled out of the client's reserve (Adjust Chargeback). */
  chargebackAdjustment: 'chargeback_adjustment',
  /** Money received that matches no invoice (Add New UC). */
  unappliedCashReceipt: 'unapplied_cash_receipt',
  /** Unapplied cash moved to the client's cash reserves. */
  unappliedCashToReserves: 'unapplied_cash_to_reserves',
  /** Unapplied cash returned to the debtor. */
  unappliedCashReturn: 'unapplied_cash_return',
  /** Held reserves, escrows and previous reserves paid back to a client (docs/decisions/0029). */
  reserveRelease: 'reserve_release',
} as const;

export type LedgerOperation = (typeof ledgerOperations)[keyof typeof ledgerOperations];
