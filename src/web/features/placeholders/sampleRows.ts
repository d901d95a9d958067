import type { IsoDate } from '../../../shared/dates';

/**
 * The sample rows of the placeholder screens (spec part 3 §2: static data, not connected to any
 * server; docs/decisions/0044-placeholder-screens.md). Made-up names and numbers, none of them a
 * record of the books; the dialogs' choices are drawn from the same rows.
 */

export interface SampleDeposit {
  id: string;
  amount: string;
  date: IsoDate;
  receiving_account: string;
  payment_id: string;
  invoice: string;
  sender: string;
  status: string;
  type: string;
  description: string;
}

export interface SampleReceivingAccount {
  number: string;
  title: string;
  bank_name: string;
  account_type: string;
  currency: string;
  status: string;
  description: string;
}

export interface SampleBankAccount {
  name: string;
  code: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  country: string;
}

export const depositTypes = ['ACH', 'Wire', 'Check'] as const;
export const depositStatuses = ['Pending', 'Cleared', 'Returned'] as const;
export const accountTypes = ['Checking', 'Savings', 'Lockbox'] as const;
export const currencies = ['USD', 'CAD'] as const;
export const accountStatuses = ['Active', 'Inactive'] as const;
export const countries = ['United States', 'Canada', 'Mexico'] as const;

export const sampleReceivingAccounts: readonly SampleReceivingAccount[] = [
  {
    number: '000123456789',
    title: 'Operating Account',
    bank_name: 'First Harbor Bank',
    account_type: 'Checking',
    currency: 'USD',
    status: 'Active',
    description: 'Where debtor payments by ACH land',
  },
  {
    number: '000987654321',
    title: 'Lockbox Collections',
    bank_name: 'Prairie National Bank',
    account_type: 'Lockbox',
    currency: 'USD',
    status: 'Active',
    description: 'Checks mailed by debtors',
  },
  {
    number: '000555000111',
    title: 'Reserve Account',
    bank_name: 'First Harbor Bank',
    account_type: 'Savings',
    currency: 'USD',
    status: 'Active',
    description: 'Client reserves held',
  },
  {
    number: '000444333222',
    title: 'Canadian Receipts',
    bank_name: 'Lakeshore Trust',
    account_type: 'Checking',
    currency: 'CAD',
    status: 'Inactive',
    description: 'Closed for new deposits',
  },
];

export const sampleDeposits: readonly SampleDeposit[] = [
  [
    'DEP-1001',
    '12500.00',
    '2026-11-02',
    'Operating Account',
    'PAY-50211',
    'INV-2207',
    'Northwind Grocers',
    'Cleared',
    'ACH',
  ],
  [
    'DEP-1002',
    '4310.75',
    '2026-11-03',
    'Lockbox Collections',
    'PAY-50214',
    'INV-2211',
    'Bluebird Logistics',
    'Cleared',
    'Check',
  ],
  [
    'DEP-1003',
    '28000.00',
    '2026-11-05',
    'Operating Account',
    'PAY-50230',
    'INV-2219',
    'Summit Hardware Supply',
    'Pending',
    'Wire',
  ],
  [
    'DEP-1004',
    '950.20',
    '2026-11-06',
    'Lockbox Collections',
    'PAY-50233',
    'INV-2224',
    'Cedar Valley Foods',
    'Returned',
    'Check',
  ],
  [
    'DEP-1005',
    '15725.40',
    '2026-11-09',
    'Operating Account',
    'PAY-50241',
    'INV-2230',
    'Northwind Grocers',
    'Cleared',
    'ACH',
  ],
  [
    'DEP-1006',
    '6200.00',
    '2026-11-10',
    'Reserve Account',
    'PAY-50247',
    'INV-2236',
    'Harborline Freight',
    'Pending',
    'ACH',
  ],
  [
    'DEP-1007',
    '3480.00',
    '2026-11-12',
    'Lockbox Collections',
    'PAY-50252',
    'INV-2241',
    'Bluebird Logistics',
    'Cleared',
    'Check',
  ],
  [
    'DEP-1008',
    '41000.00',
    '2026-11-13',
    'Operating Account',
    'PAY-50260',
    'INV-2245',
    'Summit Hardware Supply',
    'Cleared',
    'Wire',
  ],
  [
    'DEP-1009',
    '2215.90',
    '2026-11-16',
    'Lockbox Collections',
    'PAY-50266',
    'INV-2250',
    'Cedar Valley Foods',
    'Pending',
    'Check',
  ],
  [
    'DEP-1010',
    '9875.00',
    '2026-11-17',
    'Operating Account',
    'PAY-50271',
    'INV-2254',
    'Harborline Freight',
    'Cleared',
    'ACH',
  ],
  [
    'DEP-1011',
    '18340.60',
    '2026-11-19',
    'Operating Account',
    'PAY-50279',
    'INV-2259',
    'Northwind Grocers',
    'Pending',
    'Wire',
  ],
  [
    'DEP-1012',
    '5060.00',
    '2026-11-20',
    'Lockbox Collections',
    'PAY-50284',
    'INV-2263',
    'Bluebird Logistics',
    'Cleared',
    'Check',
  ],
].map(([id, amount, date, receiving_account, payment_id, invoice, sender, status, type]) => ({
  id: id ?? '',
  amount: amount ?? '',
  date: date ?? '',
  receiving_account: receiving_account ?? '',
  payment_id: payment_id ?? '',
  invoice: invoice ?? '',
  sender: sender ?? '',
  status: status ?? '',
  type: type ?? '',
  description: `Payment of ${invoice ?? 'an invoice'}`,
}));

export const sampleBankAccounts: readonly SampleBankAccount[] = [
  {
    name: 'First Harbor Bank',
    code: 'FHB021000',
    email: 'treasury@firstharbor.example',
    phone: '2125550142',
    address: '12 Wharf Street',
    city: 'New York',
    state: 'New York',
    country: 'United States',
  },
  {
    name: 'Prairie National Bank',
    code: 'PNB071000',
    email: 'lockbox@prairienational.example',
    phone: '3125550178',
    address: '400 Grain Exchange Ave',
    city: 'Chicago',
    state: 'Illinois',
    country: 'United States',
  },
  {
    name: 'Lone Star Commerce Bank',
    code: 'LSC111000',
    email: 'wires@lonestarcommerce.example',
    phone: '2145550119',
    address: '88 Elm Street',
    city: 'Dallas',
    state: 'Texas',
    country: 'United States',
  },
  {
    name: 'Lakeshore Trust',
    code: 'LST000290',
    email: 'service@lakeshoretrust.example',
    phone: '4165550163',
    address: '5 Front Street West',
    city: 'Toronto',
    state: '',
    country: 'Canada',
  },
];
