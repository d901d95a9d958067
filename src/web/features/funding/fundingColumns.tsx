import type { FundingSchedule } from '../../../shared/contract/funding';
import { formatUsDate } from '../../../shared/dates';
import { messages } from '../../../shared/messages';
import { formatUsd } from '../../../shared/money';
import type { TableColumn } from '../../kit/tableTypes';
import { fundingStateOf } from './fundingAvailability';

const C = messages.funding.screens.columns;

const allColumns: readonly TableColumn<FundingSchedule>[] = [
  {
    id: 'schedule_no',
    header: C.scheduleNo,
    sortable: true,
    hideable: false,
    cell: (row) => row.schedule_no,
  },
  { id: 'client_name', header: C.client, sortable: true, cell: (row) => row.company_business_name },
  {
    id: 'total_amount',
    header: C.netFunding,
    sortable: true,
    align: 'right',
    cell: (row) => formatUsd(row.total_amount),
  },
  { id: 'cb_amount', header: C.chargebacks, align: 'right', cell: (row) => formatUsd(row.cb_amount) },
  {
    id: 'paid_amount',
    header: C.paid,
    sortable: true,
    align: 'right',
    cell: (row) => formatUsd(row.paid_amount),
  },
  {
    id: 'remaining_amount',
    header: C.remaining,
    sortable: true,
    align: 'right',
    cell: (row) => formatUsd(row.remaining_amount),
  },
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
