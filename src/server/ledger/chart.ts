/**
 * The chart of accounts (DESIGN.md §5; our posting rules in docs/decisions/0006-the-books.md).
 * `subLedger` says how finely an account is kept: once for the business, per client, or per
 * client and debtor. Codes follow the usual order: 1 assets, 2 liabilities, 3 equity, 4 income.
 */
export const chart = {
  cash: { code: '1000', name: 'Cash (bank)', type: 'asset', subLedger: 'none' },
  purchasedReceivables: {
    code: '1200',
    name: 'Purchased Receivables',
    type: 'asset',
    subLedger: 'debtor',
  },
  chargebacksReceivable: {
    code: '1300',
    name: 'Chargebacks Receivable',
    type: 'asset',
    subLedger: 'client',
  },
  advancesPayable: {
    code: '2000',
    name: 'Advances Payable to Clients',
    type: 'liability',
    subLedger: 'client',
  },
  clientReserves: { code: '2100', name: 'Client Reserves', type: 'liability', subLedger: 'client' },
  escrowReserves: { code: '2200', name: 'Escrow Reserves', type: 'liability', subLedger: 'client' },
  unappliedCash: { code: '2300', name: 'Unapplied Cash', type: 'liability', subLedger: 'client' },
  capital: { code: '3000', name: "Owners' Capital", type: 'equity', subLedger: 'none' },
  discountFeeIncome: {
    code: '4100',
    name: 'Discount Fee Income',
    type: 'income',
    subLedger: 'client',
  },
  wireFeeIncome: { code: '4200', name: 'Wire Fee Income', type: 'income', subLedger: 'client' },
  chargebackFeeIncome: {
    code: '4300',
    name: 'Chargeback Fee Income',
    type: 'income',
    subLedger: 'client',
  },
} as const satisfies Record<string, ChartAccount>;

export interface ChartAccount {
  code: string;
  name: string;
  type: 'asset' | 'liability' | 'equity' | 'income';
  subLedger: 'none' | 'client' | 'debtor';
}

export type ChartKey = keyof typeof chart;

/** Asset accounts grow with debits; the others with credits. */
export function growsWithDebits(key: ChartKey): boolean {
  return chart[key].type === 'asset';
}

export function chartKeyOfCode(code: string): ChartKey | undefined {
  return (Object.keys(chart) as ChartKey[]).find((key) => chart[key].code === code);
}
