import { Button, Intent, Tooltip } from '@blueprintjs/core';
import {
  approvalMessages as M,
  type ApprovalDecision,
  type ApprovalRow,
} from '../../../shared/contract/approvals';
import { formatUsDateTime } from '../../../shared/dates';
import { moneyColumn } from '../../kit/moneyColumn';
import { nameColumn } from '../../kit/nameColumn';
import type { TableColumn } from '../../kit/tableTypes';
import { approvalClasses } from './approvalClasses';

const C = M.columns;

const kind: TableColumn<ApprovalRow> = { id: 'kind', header: C.kind, cell: (row) => row.kind_text };
const client = nameColumn<ApprovalRow>('client_name', C.client, (row) => row.client_name);
const amount = moneyColumn<ApprovalRow>('amount', C.amount, (row) => row.amount, { sortable: true });
const madeBy: TableColumn<ApprovalRow> = { id: 'made_by', header: C.madeBy, cell: (row) => row.made_by_name };
const madeAt: TableColumn<ApprovalRow> = {
  id: 'made_at',
  header: C.madeAt,
  sortable: true,
  cell: (row) => formatUsDateTime(row.made_at),
};
const status: TableColumn<ApprovalRow> = { id: 'status', header: C.status, cell: (row) => row.status_text };
const decidedBy: TableColumn<ApprovalRow> = {
  id: 'decided_by',
  header: C.decidedBy,
  cell: (row) => row.decided_by_name ?? '',
};
const decidedAt: TableColumn<ApprovalRow> = {
  id: 'decided_at',
  header: C.decidedAt,
  sortable: true,
  cell: (row) => formatUsDateTime(row.decided_at),
};
const note: TableColumn<ApprovalRow> = { id: 'note', header: C.note, cell: (row) => row.note };

/** Approve and Reject of a waiting row; one's own shows them disabled, the tooltip saying why. */
function DecisionButtons({
  row,
  onDecide,
}: {
  row: ApprovalRow;
  onDecide: (row: ApprovalRow, decision: ApprovalDecision) => void;
}) {
  const buttons = (
    <span className={approvalClasses.actions}>
      <Button
        small
        intent={Intent.SUCCESS}
        text={M.approve}
        disabled={row.is_own}
        onClick={(event) => {
          event.stopPropagation();
          onDecide(row, 'approve');
        }}
      />
      <Button
        small
        intent={Intent.DANGER}
        text={M.reject}
        disabled={row.is_own}
        onClick={(event) => {
          event.stopPropagation();
          onDecide(row, 'reject');
        }}
      />
    </span>
  );
  return row.is_own ? <Tooltip content={M.ownApproval}>{buttons}</Tooltip> : buttons;
}

/**
 * The columns of /approvals. Waiting rows carry Approve / Reject for a holder of
 * approve_money_movements; decided rows show who decided, when and why.
 */
export function approvalColumns(
  canDecide: boolean,
  waiting: boolean,
  onDecide: (row: ApprovalRow, decision: ApprovalDecision) => void,
): TableColumn<ApprovalRow>[] {
  const common = [kind, client, amount, madeBy, madeAt];
  if (!waiting) return [...common, status, decidedBy, decidedAt, note];
  if (!canDecide) return [...common, status];
  return [
    ...common,
    status,
    {
      id: 'actions',
      header: C.actions,
      hideable: false,
      truncate: false,
      cell: (row) => <DecisionButtons row={row} onDecide={onDecide} />,
    },
  ];
}
