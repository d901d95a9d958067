import type { Db } from '../../db/client';

/**
 * A comparison of the books with the operational tables: what a ledger balance should be, as the
 * invoices, schedules and payments tell it. Each money area adds its own (ledgerChecks in ../verify.ts).
 */
export interface LedgerCheck {
  name: string;
  /** Pairs of expected (operational) and actual (ledger) amounts, by what they describe. */
  compare(db: Db): Promise<readonly { subject: string; operational: string; ledger: string }[]>;
}
