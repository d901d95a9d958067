import type { LedgerCheck } from './ledgerCheck';
import {
  chargebackFeeIncomeCheck,
  chargebacksReceivableCheck,
  clientReservesCheck,
  discountFeeIncomeCheck,
  unappliedCashCheck,
} from './cashBack';
import { advancesPayableCheck, escrowReservesCheck, purchasedReceivablesCheck } from './scheduleFunding';

/** The comparisons of the schedules' money with the books, for `ledgerChecks` in ../verify.ts. */
export const scheduleLedgerChecks: readonly LedgerCheck[] = [
  advancesPayableCheck,
  purchasedReceivablesCheck,
  escrowReservesCheck,
  clientReservesCheck,
  chargebacksReceivableCheck,
  unappliedCashCheck,
  discountFeeIncomeCheck,
  chargebackFeeIncomeCheck,
];
