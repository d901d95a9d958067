import { Button } from '@blueprintjs/core';
import { formatUsDate } from '../../../shared/dates';
import { placeholderMessages as M } from '../../../shared/messages/placeholders';
import { formatMasked } from '../../../shared/masks';
import { moneyColumn } from '../../kit/moneyColumn';
import { nameColumn } from '../../kit/nameColumn';
import type { TableColumn } from '../../kit/tableTypes';
import type { SampleFields } from './useSampleList';
import type { SampleBankAccount, SampleDeposit, SampleReceivingAccount } from './sampleRows';

const D = M.deposits.columns;
const R = M.receivingAccounts.columns;
const B = M.bankAccounts.columns;

/** Deposits (spec part 3 §2): Deposit ID … Status, and Actions with its edit button. */
export function depositColumns(onEdit: (row: SampleDeposit) => void): TableColumn<SampleDeposit>[] {
  return [
    nameColumn('id', D.depositId, (row) => row.id),
    moneyColumn('amount', D.amount, (row) => row.amount, { sortable: true }),
    { id: 'date', header: D.date, sortable: true, cell: (row) => formatUsDate(row.date) },
    {
      id: 'receiving_account',
      header: D.receivingAccount,
      sortable: true,
      cell: (row) => row.receiving_account,
    },
    { id: 'payment_id', header: D.paymentId, sortable: true, cell: (row) => row.payment_id },
    { id: 'sender', header: D.sender, sortable: true, cell: (row) => row.sender },
    { id: 'status', header: D.status, sortable: true, cell: (row) => row.status },
    {
      id: 'actions',
      header: D.actions,
      hideable: false,
      cell: (row) => (
        <Button
          size="small"
          variant="minimal"
          icon="edit"
          aria-label={M.editDepositOf(row.id)}
          onClick={(event) => {
            event.stopPropagation();
            onEdit(row);
          }}
        />
      ),
    },
  ];
}

export const depositFields: SampleFields<SampleDeposit> = (row) => ({
  id: row.id,
  amount: row.amount,
  date: row.date,
  receiving_account: row.receiving_account,
  payment_id: row.payment_id,
  sender: row.sender,
  status: row.status,
});

export const receivingAccountColumns: TableColumn<SampleReceivingAccount>[] = [
  nameColumn('number', R.number, (row) => row.number),
  { id: 'title', header: R.title, sortable: true, cell: (row) => row.title },
  { id: 'bank_name', header: R.bankName, sortable: true, cell: (row) => row.bank_name },
  { id: 'account_type', header: R.accountType, sortable: true, cell: (row) => row.account_type },
  { id: 'currency', header: R.currency, sortable: true, cell: (row) => row.currency },
  { id: 'status', header: R.status, sortable: true, cell: (row) => row.status },
];

export const receivingAccountFields: SampleFields<SampleReceivingAccount> = (row) => ({
  number: row.number,
  title: row.title,
  bank_name: row.bank_name,
  account_type: row.account_type,
  currency: row.currency,
  status: row.status,
});

export const bankAccountColumns: TableColumn<SampleBankAccount>[] = [
  nameColumn('name', B.name, (row) => row.name),
  { id: 'code', header: B.code, sortable: true, cell: (row) => row.code },
  { id: 'email', header: B.email, sortable: true, cell: (row) => row.email },
  { id: 'phone', header: B.phone, cell: (row) => formatMasked('phone', row.phone) },
  { id: 'city', header: B.city, sortable: true, cell: (row) => row.city },
  { id: 'state', header: B.state, sortable: true, cell: (row) => row.state },
  { id: 'country', header: B.country, sortable: true, cell: (row) => row.country },
];

export const bankAccountFields: SampleFields<SampleBankAccount> = (row) => ({
  name: row.name,
  code: row.code,
  email: row.email,
  city: row.city,
  state: row.state,
  country: row.country,
});
