import type { ChargebackListRow } from '../../../shared/contract/chargebacks';
import { formatUsDate } from '../../../shared/dates';
import { dropdownLabel } from '../../../shared/dropdowns';
import { moneyColumn } from '../../kit/moneyColumn';
import { nameColumn } from '../../kit/nameColumn';
import type { TableColumn } from '../../kit/tableTypes';

/** What is left to settle of a chargeback: what adjustments left, else all of it. */
export function leftToSettle(row: ChargebackListRow): string {
  return row.adjusted_cb ?? row.cb;
}

/** A row Adjust may take: live, not fully settled, not chosen by a verification. */
export function adjustable(row: ChargebackListRow): boolean {
  return !row.is_deleted && row.charge_back_settled !== 1 && !row.settled_by_schedule;
}

function settledText(row: ChargebackListRow): string {
  return row.charge_back_settled === 0
    ? 'Open'
    : (dropdownLabel('chargeback_adjust', row.charge_back_settled) ?? '');
}

const allColumns: readonly TableColumn<ChargebackListRow>[] = [
  nameColumn('invoice_no', 'Invoice No', (row) => row.invoice_no),
  {
    id: 'schedule_no',
    header: 'Schedule No',
    sortable: true,
    cell: (row) => (row.schedule_no === null ? '' : String(row.schedule_no)),
  },
  {
    id: 'company_business_name',
    header: 'Client Name',
    sortable: true,
    cell: (row) => row.company_business_name,
  },
  { id: 'legal_name', header: 'Debtor Name', sortable: true, cell: (row) => row.legal_name },
  moneyColumn('invoice_amount', 'Invoice Amount', (row) => row.invoice_amount, { sortable: true }),
  moneyColumn('cb', 'Chargeback Amount', (row) => row.cb, { sortable: true }),
  moneyColumn('adjusted_cb', 'Left to Settle', leftToSettle, { sortable: true }),
  {
    id: 'chargeback_date',
    header: 'Chargeback Date',
    sortable: true,
    cell: (row) => formatUsDate(row.chargeback_date),
  },
  moneyColumn('cb_fee', 'Chargeback Fee', (row) => row.cb_fee, { sortable: true }),
  moneyColumn('per_day_fees', 'Per Day Fees', (row) => row.per_day_fees, { sortable: true }),
  { id: 'status', header: 'Status', cell: settledText },
];

/** Client users see their own chargebacks in fewer columns: no client name, no fees' detail. */
const clientColumnIds = new Set([
  'invoice_no',
  'schedule_no',
  'legal_name',
  'invoice_amount',
  'cb',
  'adjusted_cb',
  'chargeback_date',
  'status',
]);

export function chargebackColumns(isClient: boolean): TableColumn<ChargebackListRow>[] {
  return allColumns.filter((column) => !isClient || clientColumnIds.has(column.id));
}
