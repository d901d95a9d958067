import type { FundingSchedule } from '../../../shared/contract/funding';
import { formatUsDate } from '../../../shared/dates';
import { messages } from '../../../shared/messages';
import { moneyColumn } from '../../kit/moneyColumn';
import { nameColumn } from '../../kit/nameColumn';
import type { TableColumn } from '../../kit/tableTypes';
import { fundingStateOf } from './fundingAvailability';

const C = messages.funding.screens.columns;

const allColumns: readonly TableColumn<FundingSchedule>[] = [
  nameColumn('schedule_no', C.scheduleNo, (row) => String(row.schedule_no)),
  { id: 'client_name', header: C.client, sortable: true, cell: (row) => row.company_business_name },
  moneyColumn('total_amount', C.netFunding, (row) => row.total_amount, { sortable: true }),
  moneyColumn('cb_amount', C.chargebacks, (row) => row.cb_amount),
  moneyColumn('paid_amount', C.paid, (row) => row.paid_amount, { sortable: true }),
  moneyColumn('remaining_amount', C.remaining, (row) => row.remaining_amount, { sortable: true }),
  {
    id: 'schedule_fund_date',
    header: C.fundDate,
    sortable: true,
    cell: (row) =>
      row.schedule_fund_date ? formatUsDate(row.schedule_fund_date) : messages.invoice.notFunded,
  },
  { id: 'verified_at', header: C.verifiedOn, sortable: true, cell: (row) => formatUsDate(row.verified_at) },
  {
    id: 'invoices',
    header: C.invoices,
    align: 'right',
    defaultVisible: false,
    cell: (row) => row.invoicesCount,
  },
  {
    id: 'state',
    header: C.state,
    cell: (row) => messages.funding.screens.states[fundingStateOf(row)],
  },
];

/** The Schedule of Funding's columns; a client user has no client column (it is always itself). */
export function fundingColumns(isClient: boolean): TableColumn<FundingSchedule>[] {
  return allColumns.filter((column) => !(isClient && column.id === 'client_name'));
}
