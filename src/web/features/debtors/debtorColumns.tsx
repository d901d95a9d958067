import type { DebtorRow } from '../../../shared/contract/debtors';
import { messages } from '../../../shared/messages';
import { formatUsd } from '../../../shared/money';
import { nameColumn } from '../../kit/nameColumn';
import type { TableColumn } from '../../kit/tableTypes';
import { TruncatedText } from '../../kit/TruncatedText';
import { phoneText } from '../../kit/phoneText';

const L = messages.debtor.screens.labels;

export interface DebtorColumnOptions {
  /** A client user's reduced set: no client column (its own company is every row's). */
  clientUser: boolean;
  /** A staff user (no party): only staff see the Score column. */
  staff: boolean;
  /** A status value's name from the debtor_status dropdown. */
  statusName: (value: number) => string;
}

/** The /debtormain columns (spec part 2 §3, Debtor); each sortable id is a `sort_by` value debtor/fetch takes. */
export function debtorColumns({
  clientUser,
  staff,
  statusName,
}: DebtorColumnOptions): TableColumn<DebtorRow>[] {
  const client: TableColumn<DebtorRow>[] = clientUser
    ? []
    : [
        {
          id: 'client_name',
          header: L.clientName,
          sortable: true,
          cell: (row) => <TruncatedText text={row.client_name ?? ''} />,
        },
      ];
  // Staff only (docs/decisions/0043): the server sends no score to any other party. Blank without a
  // paid invoice; not sortable, as the server computes it for the page's debtors only.
  const score: TableColumn<DebtorRow>[] = staff
    ? [
        {
          id: 'score',
          header: L.score,
          align: 'right',
          cell: (row) => (row.score === null || row.score === undefined ? '' : String(row.score)),
        },
      ]
    : [];
  return [
    nameColumn('debtor_name', L.debtorName, (row) => row.debtor_name),
    ...client,
    {
      id: 'phone',
      header: L.phone,
      sortable: true,
      cell: (row) => phoneText(row.country_phone_code, row.phone),
    },
    { id: 'email', header: L.email, sortable: true, cell: (row) => <TruncatedText text={row.email} /> },
    {
      id: 'credit_limit',
      header: L.creditLimit,
      sortable: true,
      align: 'right',
      cell: (row) => formatUsd(row.credit_limit),
    },
    {
      id: 'available_credit_limit',
      header: L.availableCreditLimit,
      sortable: true,
      align: 'right',
      cell: (row) => formatUsd(row.available_credit_limit),
    },
    { id: 'status', header: L.status, sortable: true, cell: (row) => statusName(row.status) },
    ...score,
  ];
}
