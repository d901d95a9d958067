import { Tag } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import type { Payment } from '../../../shared/contract/funding';
import type { PanelInvoice } from '../../../shared/contract/workspace';
import { formatUsDate, formatUsDateTime } from '../../../shared/dates';
import { formatUsd } from '../../../shared/money';
import { workspaceMessages as W } from '../../../shared/workspaceMessages';
import type { CompactColumn } from '../../kit/CompactTable';
import { FactList } from '../../kit/FactList';
import { PanelSection } from '../../kit/PanelSection';
import { RecordPanel } from '../../kit/RecordPanel';
import { SectionTable } from '../../kit/SectionTable';
import { editScheduleState } from './navigationState';
import { useSchedulePanelQuery } from './schedulePanelApi';

const T = W.schedule;
const C = W.columns;

const invoiceColumns: readonly CompactColumn<PanelInvoice>[] = [
  { title: C.invoiceNo, cell: (invoice) => invoice.invoice_no },
  { title: C.debtor, cell: (invoice) => invoice.legal_name },
  { title: C.amount, cell: (invoice) => formatUsd(invoice.invoice_amount), numeric: true },
  { title: C.advance, cell: (invoice) => formatUsd(invoice.advance_amount), numeric: true },
  { title: C.verified, cell: (invoice) => (invoice.verified ? C.yes : C.no) },
];

const paymentColumns: readonly CompactColumn<Payment>[] = [
  { title: C.date, cell: (payment) => formatUsDate(payment.check_date) },
  { title: C.payment, cell: (payment) => `${payment.payment_type_text} ${payment.transaction_number}` },
  { title: C.amount, cell: (payment) => formatUsd(payment.amount), numeric: true },
  { title: C.paidOut, cell: (payment) => formatUsd(payment.paid_amount), numeric: true },
  { title: C.reversed, cell: (payment) => formatUsDate(payment.reversed_at) },
];

export interface ScheduleDetailPanelProps {
  /** The schedule shown; the panel reads it with the caller's rights. */
  scheduleId: number;
}

/** A schedule beside its list: its figures, its invoices, its verification and its payments. */
export function ScheduleDetailPanel({ scheduleId }: ScheduleDetailPanelProps) {
  const navigate = useNavigate();
  const query = useSchedulePanelQuery({ schedule_id: scheduleId });
  const schedule = query.data?.schedule;
  return (
    <RecordPanel
      query={query}
      title={schedule ? T.title(schedule.schedule_no) : undefined}
      tags={schedule && <Tag minimal>{W.stage[schedule.stage]}</Tag>}
      onOpenPage={() => navigate('/addnewscheduleofassignment', { state: editScheduleState(scheduleId) })}
      facts={
        schedule && [
          { label: C.client, value: schedule.client.name },
          { label: T.total, value: formatUsd(schedule.total_amount) },
          { label: T.paid, value: formatUsd(schedule.paid_amount) },
          { label: T.remaining, value: formatUsd(schedule.remaining_amount) },
        ]
      }
    >
      {schedule && (
        <>
          <SectionTable
            title={T.invoices}
            emptyText={T.noInvoices}
            columns={invoiceColumns}
            rows={schedule.invoices}
            rowKey={(invoice) => invoice.id}
          />
          <PanelSection
            title={T.verification}
            empty={schedule.verification === null}
            emptyText={T.notVerified}
          >
            {schedule.verification && (
              <FactList
                facts={[
                  { label: T.verifiedAt, value: formatUsDateTime(schedule.verification.verified_at) },
                  { label: T.verifiedBy, value: schedule.verification.verified_by ?? '' },
                  { label: T.chargebacks, value: formatUsd(schedule.verification.cb_amount) },
                ]}
              />
            )}
          </PanelSection>
          <SectionTable
            title={T.payments}
            emptyText={T.noPayments}
            columns={paymentColumns}
            rows={schedule.payments}
            rowKey={(payment) => payment.id}
          />
        </>
      )}
    </RecordPanel>
  );
}
