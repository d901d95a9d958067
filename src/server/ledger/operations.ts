/**
 * Every business operation that posts to the books, by the name stored on its journal entry and
 * printed in the hledger export. A new movement of money adds its name here first.
 */
export const ledgerOperations = {
  /** Capital paid into the business (opening balances, tests and benchmarks). */
  capitalDeposit: 'capital_deposit',
  /** A schedule of funding's advance paid out to the client. */
  scheduleFunding: 'schedule_funding',
  /** A payment recorded against a schedule of funding. */
  schedulePayment: 'schedule_payment',
  /** The contra entry of a payment taken back. */
  fundingReversal: 'funding_reversal',
} as const;

export type LedgerOperation = (typeof ledgerOperations)[keyof typeof ledgerOperations];
