import type { ClientRow } from '../../../shared/contract/clients';
import { clientStatuses } from '../../../shared/constants';
import { formatUsDate } from '../../../shared/dates';
import { messages } from '../../../shared/messages';
import { moneyColumn } from '../../kit/moneyColumn';
import { nameColumn } from '../../kit/nameColumn';
import { phoneText } from '../../kit/phoneText';
import type { TableColumn } from '../../kit/tableTypes';
import { TruncatedText } from '../../kit/TruncatedText';

const S = messages.clients.screens;
const L = S.labels;

/** The status a row shows: Active, Terminated or Deleted. */
export function clientStatusName(row: Pick<ClientRow, 'status'>): string {
  if (row.status === clientStatuses.deleted) return S.statusNames.deleted;
  if (row.status === clientStatuses.terminated) return S.statusNames.terminated;
  return S.statusNames.active;
}

/** The /ClientIndex columns (spec part 1 §2.5, §3); each sortable id is a `sort_by` client/fetch takes. */
export const clientColumns: TableColumn<ClientRow>[] = [
  nameColumn('company_business_name', L.businessName, (row) => row.company_business_name),
  {
    id: 'poc_name',
    header: L.contactName,
    sortable: true,
    cell: (row) => <TruncatedText text={row.poc_name} />,
  },
  { id: 'poc_email', header: L.email, sortable: true, cell: (row) => <TruncatedText text={row.poc_email} /> },
  {
    id: 'company_phone',
    header: L.phone,
    cell: (row) => phoneText(row.company_country_phone_code, row.company_phone),
  },
  moneyColumn('factoring_limit', L.factoringLimit, (row) => row.factoring_limit, { sortable: true }),
  moneyColumn('active_credit_limit', L.activeCreditLimit, (row) => row.active_credit_limit, {
    sortable: true,
  }),
  { id: 'promoted_at', header: L.promotedDate, sortable: true, cell: (row) => formatUsDate(row.promoted_at) },
  { id: 'status', header: L.status, cell: clientStatusName },
];
