import { Button, Callout, Intent } from '@blueprintjs/core';
import { skipToken } from '@reduxjs/toolkit/query';
import type { PledgeMatch } from '../../../shared/contract/pledgeMatches';
import { formatUsDate, formatUsDateTime } from '../../../shared/dates';
import { messages } from '../../../shared/messages';
import { formatUsd } from '../../../shared/money';
import { CompactTable, type CompactColumn } from '../../kit/CompactTable';
import { toastFromError, toastSuccess } from '../../kit/toast';
import { useConfirm } from '../../kit/useConfirm';
import { useCurrentUser, useHeldRights } from '../../session/currentUser';
import { viewerKindOf } from '../../session/viewerKind';
import { useClearPledgeMatchesMutation, useGetPledgeMatchesQuery } from './api';
import { pledgeMatchClasses } from './pledgeMatchClasses';

const P = messages.pledgeMatch;

export interface PledgeMatchesCalloutProps {
  /** The saved invoice whose matches are shown; null (a row not saved yet) shows nothing. */
  invoiceId: number | null;
}

/**
 * The double-pledge warning of one invoice (docs/decisions/0028-cash-comes-back.md): the other
 * live invoices of its debtor with the same number or the same amount and date, for staff only (a
 * client or debtor user never asks: the matches name other clients' invoices). Each match not yet
 * reviewed can be cleared, after a confirmation, by a user holding invoice_selection.
 */
export function PledgeMatchesCallout({ invoiceId }: PledgeMatchesCalloutProps) {
  const user = useCurrentUser();
  const held = useHeldRights();
  const staff = viewerKindOf(user) === 'staff';
  const mayRead = staff && held.has('view_invoices') && held.has('invoice_selection');
  const { data: matches = [] } = useGetPledgeMatchesQuery(
    mayRead && invoiceId !== null ? { id: invoiceId } : skipToken,
  );
  const [clearMatches, { isLoading: clearing }] = useClearPledgeMatchesMutation();
  const confirm = useConfirm();

  if (!mayRead || matches.length === 0) return null;
  const open = matches.filter((match) => match.cleared_at === null);

  const handleClear = async (match: PledgeMatch) => {
    const agreed = await confirm({
      title: P.confirmTitle,
      message: P.confirmClear(match.invoice_no),
      confirmText: P.clear,
      intent: Intent.WARNING,
    });
    if (!agreed) return;
    try {
      await clearMatches({ ids: [match.id] }).unwrap();
      void toastSuccess(P.cleared.title, P.cleared.message);
    } catch (error) {
      void toastFromError(error);
    }
  };

  const columns: CompactColumn<PledgeMatch>[] = [
    { title: P.columns.invoiceNo, cell: (match) => match.invoice_no },
    { title: P.columns.client, cell: (match) => match.company_business_name },
    { title: P.columns.amount, cell: (match) => formatUsd(match.invoice_amount), numeric: true },
    { title: P.columns.date, cell: (match) => formatUsDate(match.invoice_date) },
    { title: P.columns.scheduleNo, cell: (match) => match.schedule_no ?? P.noSchedule },
    { title: P.columns.funded, cell: (match) => (match.is_funding ? P.funded : P.notFunded) },
    {
      title: P.columns.reason,
      cell: (match) => (match.reason === 'number' ? P.reasonNumber : P.reasonAmountAndDate),
    },
    {
      title: P.columns.review,
      cell: (match) =>
        match.cleared_at === null ? (
          <Button
            size="small"
            intent={Intent.WARNING}
            text={P.clear}
            loading={clearing}
            onClick={() => void handleClear(match)}
          />
        ) : (
          <span className={pledgeMatchClasses.reviewed}>
            {P.reviewedBy(match.cleared_by ?? '', formatUsDateTime(match.cleared_at))}
          </span>
        ),
    },
  ];

  return (
    <Callout
      className={pledgeMatchClasses.panel}
      intent={open.length > 0 ? Intent.WARNING : Intent.NONE}
      title={open.length > 0 ? P.title : P.reviewed}
      role={open.length > 0 ? 'alert' : 'status'}
    >
      {open.length > 0 && <p>{P.intro}</p>}
      <CompactTable columns={columns} rows={matches} rowKey={(match) => match.id} label={P.title} fill />
    </Callout>
  );
}
