import { creditRequestStatusText, type CreditRequestRow } from '../../../shared/contract/creditRequests';
import { formatUsDate } from '../../../shared/dates';
import { messages } from '../../../shared/messages';
import { moneyColumn } from '../../kit/moneyColumn';
import { nameColumn } from '../../kit/nameColumn';
import type { TableColumn } from '../../kit/tableTypes';
import type { CreditRequestKind } from './kinds';

const M = messages.creditRequest;

const clientName = nameColumn<CreditRequestRow>('client_name', M.clientLabel, (row) => row.client_name);
const debtorName = nameColumn<CreditRequestRow>('debtor_name', M.debtorLabel, (row) => row.debtor_name ?? '');
const common: readonly TableColumn<CreditRequestRow>[] = [
  moneyColumn('requested_amount', M.requestedLabel, (row) => row.requested_amount, { sortable: true }),
  moneyColumn('new_limit_amount', M.newLimit, (row) => row.new_limit_amount ?? '', { sortable: true }),
  {
    id: 'created_at',
    header: M.requestedOn,
    sortable: true,
    cell: (row) => formatUsDate(new Date(row.created_at)),
  },
  {
    id: 'action_date',
    header: M.actionDate,
    sortable: true,
    cell: (row) => (row.action_date === null ? '' : formatUsDate(new Date(row.action_date))),
  },
  { id: 'status', header: M.status, sortable: true, cell: (row) => creditRequestStatusText(row.status) },
];

/**
 * The columns of a list: client requests by client, debtor requests by debtor (with the client and
 * its active limit). A client user sees its own requests, so not its own name nor its active limit.
 */
export function creditRequestColumns(
  kind: CreditRequestKind,
  isClient: boolean,
): readonly TableColumn<CreditRequestRow>[] {
  const current = moneyColumn<CreditRequestRow>(
    'current_credit_limit',
    kind === 'client' ? M.currentClientLimit : M.currentDebtorLimit,
    (row) => row.current_credit_limit,
    { sortable: true },
  );
  if (kind === 'client') return isClient ? [current, ...common] : [clientName, current, ...common];
  const active = moneyColumn<CreditRequestRow>(
    'client_active_credit_limit',
    M.clientActiveLimit,
    (row) => row.client_active_credit_limit,
  );
  return isClient ? [debtorName, current, ...common] : [debtorName, clientName, active, current, ...common];
}
