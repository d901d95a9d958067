import type { TicketRow } from '../../../shared/contract/support';
import { formatUsDate } from '../../../shared/dates';
import { supportMessages } from '../../../shared/messages/support';
import { nameColumn } from '../../kit/nameColumn';
import type { TableColumn } from '../../kit/tableTypes';

const M = supportMessages.support;
const fullName = (first: string, last: string) => `${first} ${last}`.trim();

/** The Support list's columns (spec part 3 §2, §3 Support ticket); at least three stay visible. */
export const ticketColumns: readonly TableColumn<TicketRow>[] = [
  { id: 'id', header: 'Ticket No', sortable: true, cell: (row) => String(row.id) },
  nameColumn<TicketRow>('title', 'Title', (row) => row.title),
  { id: 'ticket_type', header: 'Type', sortable: true, cell: (row) => row.ticket_type_text },
  { id: 'priority', header: 'Priority', sortable: true, cell: (row) => row.priority_text },
  { id: 'status', header: 'Status', sortable: true, cell: (row) => row.status_text },
  {
    id: 'created_by',
    header: 'Created By',
    sortable: true,
    cell: (row) => fullName(row.createdBy.cu_first_name, row.createdBy.cu_last_name),
  },
  {
    id: 'assigned_to',
    header: 'Assigned To',
    sortable: true,
    cell: (row) =>
      row.assignedto === null
        ? M.unassigned
        : fullName(row.assignedto.au_first_name, row.assignedto.au_last_name),
  },
  {
    id: 'created_at',
    header: 'Requested Date',
    sortable: true,
    cell: (row) => formatUsDate(new Date(row.created_at)),
  },
  {
    id: 'resolution_date',
    header: 'Resolution Date',
    sortable: true,
    cell: (row) =>
      row.resolution_date === null ? M.unresolved : formatUsDate(new Date(row.resolution_date)),
  },
];
