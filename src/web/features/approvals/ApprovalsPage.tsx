import { useMemo, useState } from 'react';
import type { IconName } from '@blueprintjs/core';
import {
  approvalMessages as M,
  approvalSortColumns,
  approvalStatuses,
  type ApprovalDecision,
  type ApprovalRow,
  type ApprovalStatusText,
} from '../../../shared/contract/approvals';
import { PickCard } from '../../kit/PickCard';
import { listRequestOf } from '../../kit/listRequest';
import { useHeldRights } from '../../session/currentUser';
import { ListScreen, useList } from '../../session/ListScreen';
import { approvalClasses } from './approvalClasses';
import { approvalColumns } from './approvalColumns';
import { useApprovalListQuery } from './api';
import { DecideApprovalDialog } from './DecideApprovalDialog';

const cardIcons: Record<ApprovalStatusText, IconName> = {
  waiting: 'time',
  approved: 'tick-circle',
  rejected: 'disable',
};

function StatusCards({
  selected,
  onSelect,
}: {
  selected: ApprovalStatusText;
  onSelect: (status: ApprovalStatusText) => void;
}) {
  return (
    <div className={approvalClasses.cards} role="group" aria-label={M.title}>
      {approvalStatuses.map((status) => (
        <PickCard
          key={status}
          icon={cardIcons[status]}
          title={M.statuses[status]}
          selected={selected === status}
          onPick={() => onSelect(status)}
          titleClassName={approvalClasses.cardTitle}
        />
      ))}
    </div>
  );
}

function ApprovalList({
  status,
  onStatus,
}: {
  status: ApprovalStatusText;
  onStatus: (status: ApprovalStatusText) => void;
}) {
  const held = useHeldRights();
  const canDecide = held.has('approve_money_movements');
  const [deciding, setDeciding] = useState<{ row: ApprovalRow; decision: ApprovalDecision } | null>(null);
  const columns = useMemo(
    () => approvalColumns(canDecide, status === 'waiting', (row, decision) => setDeciding({ row, decision })),
    [canDecide, status],
  );
  const list = useList(`approvals-${status}`, columns);
  const { data, isFetching } = useApprovalListQuery({
    status,
    ...listRequestOf(list.query.request, approvalSortColumns, () => ({})),
  });

  return (
    <>
      <ListScreen
        list={list}
        answer={{ data: data?.approvals, isFetching }}
        title={M.title}
        above={<StatusCards selected={status} onSelect={onStatus} />}
        rowKey={(row) => row.id}
        searchPlaceholder={M.searchPlaceholder}
      />
      {deciding && (
        <DecideApprovalDialog
          row={deciding.row}
          decision={deciding.decision}
          onClose={() => setDeciding(null)}
        />
      )}
    </>
  );
}

/**
 * /approvals (docs/decisions/0029, a second pair of eyes): the reserve releases and payments above
 * the approval threshold. Waiting ones are approved (posted now) or rejected by a staff member who
 * did not make them; Approved and Rejected keep who decided, when and why.
 */
export function ApprovalsPage() {
  const [status, setStatus] = useState<ApprovalStatusText>('waiting');
  return <ApprovalList key={status} status={status} onStatus={setStatus} />;
}
