import type { JournalEntry, PaymentStatement } from '../../../shared/contract/funding';
import { addMoney, moneyZero, toMoneyString } from '../../../shared/money';
import { chart, chartKeyOfCode, type ChartKey } from '../../ledger/chart';

/**
 * A payment's statement for its client, read from the entry the payment posted (rule 2 of
 * docs/decisions/0006-the-books.md): what the invoices it bought came to, what was advanced, held
 * in reserve and in escrow, the chargebacks and fees taken, and what was paid out. It names no
 * account: the chart of accounts is the factor's own.
 */
export function paymentStatementOf(entry: JournalEntry): PaymentStatement {
  const side = (key: ChartKey, column: 'debit' | 'credit'): string =>
    toMoneyString(
      addMoney(
        moneyZero,
        ...entry.lines
          .filter((line) => chartKeyOfCode(line.account_code.split('-')[0] ?? '') === key)
          .map((line) => line[column]),
      ),
    );
  const income = (Object.keys(chart) as ChartKey[]).filter((key) => chart[key].type === 'income');
  return {
    bought: side('purchasedReceivables', 'debit'),
    advanced: side('advancesPayable', 'credit'),
    held_in_reserve: side('clientReserves', 'credit'),
    escrow_withheld: side('escrowReserves', 'credit'),
    chargebacks_settled: side('chargebacksReceivable', 'credit'),
    fees: toMoneyString(addMoney(moneyZero, ...income.map((key) => side(key, 'credit')))),
    paid_out: side('cash', 'credit'),
  };
}
