import type { ScheduleRow } from '../../../shared/contract/schedules';
import { formatUsDate } from '../../../shared/dates';
import { messages } from '../../../shared/messages';
import { formatUsd } from '../../../shared/money';
import type { TableColumn } from '../../kit/tableTypes';
import { fundingDateText } from '../../invoiceRow/invoiceText';

const L = messages.schedule.screens.labels;

const allColumns: readonly TableColumn<ScheduleRow>[] = [
  {
    id: 'schedule_no',
    header: L.scheduleNo,
    sortable: true,
    hideable: false,
    cell: (row) => String(row.schedule_no),
  },
  {
    id: 'company_business_name',
    header: L.clientName,
    sortable: true,
    cell: (row) => row.company_business_name,
  },
  { id: 'total_amount', header: L.netFunding, align: 'right', cell: (row) => formatUsd(row.total_amount) },
  {
    id: 'totalScheduleFunding',
    header: L.totalInvoiceAmount,
    align: 'right',
    cell: (row) => formatUsd(row.totalScheduleFunding),
  },
  { id: 'invoicesCount', header: L.invoicesCount, align: 'right', cell: (row) => String(row.invoicesCount) },
  { id: 'verifiedCount', header: L.verifiedCount, align: 'right', cell: (row) => String(row.verifiedCount) },
  {
    id: 'unverifiedCount',
    header: L.unverifiedCount,
    align: 'right',
    cell: (row) => String(row.unverifiedCount),
  },
  {
    id: 'attachmentCount',
    header: L.attachmentCount,
    align: 'right',
    defaultVisible: false,
    cell: (row) => String(row.attachmentCount),
  },
  {
    id: 'schedule_fund_date',
    header: L.fundDate,
    sortable: true,
    cell: (row) => fundingDateText(row.schedule_fund_date),
  },
  {
    id: 'remaining_amount',
    header: L.remainingAmount,
    sortable: true,
    align: 'right',
    defaultVisible: false,
    cell: (row) => formatUsd(row.remaining_amount),
  },
  {
    id: 'cb_amount',
    header: L.cbAmount,
    sortable: true,
    align: 'right',
    defaultVisible: false,
    cell: (row) => formatUsd(row.cb_amount),
  },
  { id: 'created_at', header: L.createdAt, sortable: true, cell: (row) => formatUsDate(row.created_at) },
];

/** The /scheduleofassignment columns; a client user, who sees only its own, gets no client column. */
export function scheduleColumns(forClientUser: boolean): readonly TableColumn<ScheduleRow>[] {
  return forClientUser ? allColumns.filter((column) => column.id !== 'company_business_name') : allColumns;
}
