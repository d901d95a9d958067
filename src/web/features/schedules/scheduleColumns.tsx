import type { ScheduleRow } from '../../../shared/contract/schedules';
import { formatUsDate } from '../../../shared/dates';
import { messages } from '../../../shared/messages';
import { moneyColumn } from '../../kit/moneyColumn';
import { nameColumn } from '../../kit/nameColumn';
import type { TableColumn } from '../../kit/tableTypes';
import { fundingDateText } from '../../invoiceRow/invoiceText';

const L = messages.schedule.screens.labels;

const allColumns: readonly TableColumn<ScheduleRow>[] = [
  nameColumn('schedule_no', L.scheduleNo, (row) => String(row.schedule_no)),
  {
    id: 'company_business_name',
    header: L.clientName,
    sortable: true,
    cell: (row) => row.company_business_name,
  },
  moneyColumn('total_amount', L.netFunding, (row) => row.total_amount),
  moneyColumn('totalScheduleFunding', L.totalInvoiceAmount, (row) => row.totalScheduleFunding),
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
  moneyColumn('remaining_amount', L.remainingAmount, (row) => row.remaining_amount, {
    sortable: true,
    defaultVisible: false,
  }),
  moneyColumn('cb_amount', L.cbAmount, (row) => row.cb_amount, { sortable: true, defaultVisible: false }),
  { id: 'created_at', header: L.createdAt, sortable: true, cell: (row) => formatUsDate(row.created_at) },
];

/** The /scheduleofassignment columns; a client user, who sees only its own, gets no client column. */
export function scheduleColumns(forClientUser: boolean): readonly TableColumn<ScheduleRow>[] {
  return forClientUser ? allColumns.filter((column) => column.id !== 'company_business_name') : allColumns;
}
