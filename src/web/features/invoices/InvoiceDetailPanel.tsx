import { Suspense } from 'react';
import { Button, Tag } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import type { InvoicePanel } from '../../../shared/contract/workspace';
import { formatUsDate } from '../../../shared/dates';
import { formatUsd } from '../../../shared/money';
import { workspaceMessages as W } from '../../../shared/workspaceMessages';
import { JournalEntryTable } from '../funding';
import { LoadingBlock } from '../../kit/LoadingBlock';
import { PanelSection } from '../../kit/PanelSection';
import { RecordPanel } from '../../kit/RecordPanel';
import { useInvoicePanelQuery } from './invoicePanelApi';
import { InvoicePayments } from './InvoicePayments';
import { InvoiceTimeline } from './InvoiceTimeline';
import { editInvoiceState } from './navigationState';
import { fundingDateText } from '../../invoiceRow/invoiceText';

const T = W.invoice;

export interface InvoiceDetailPanelProps {
  /** The invoice shown; the panel reads it with the caller's rights. */
  invoiceId: number;
}

/** The schedule the invoice is on, as a link to it, or 'Not on a schedule'. */
function ScheduleLink({ schedule }: { schedule: InvoicePanel['schedule'] }) {
  const navigate = useNavigate();
  if (!schedule) return <>{T.noSchedule}</>;
  return (
    <Button
      variant="minimal"
      size="small"
      text={`${schedule.schedule_no} · ${W.stage[schedule.stage]}`}
      onClick={() => navigate('/addnewscheduleofassignment', { state: { id: schedule.id } })}
    />
  );
}

/**
 * An invoice beside its list: its schedule, debtor and figures, the payments that bought it, the
 * journal entries they posted (staff who read the books only: the server sends none to anyone
 * else) and a timeline of what the database records of it.
 */
export function InvoiceDetailPanel({ invoiceId }: InvoiceDetailPanelProps) {
  const navigate = useNavigate();
  const query = useInvoicePanelQuery({ invoice_id: invoiceId });
  const invoice = query.data?.invoice;
  const journal = query.data && 'journal_entries' in query.data ? query.data.journal_entries : null;
  return (
    <RecordPanel
      query={query}
      title={invoice ? T.title(invoice.invoice_no) : undefined}
      tags={invoice && <Tag minimal>{invoice.deleted ? W.stage.deleted : invoice.status_text}</Tag>}
      onOpenPage={() => navigate('/addnewinvoice', { state: editInvoiceState(invoiceId) })}
      facts={
        invoice && [
          { label: T.client, value: invoice.client.name },
          {
            label: T.debtor,
            value: (
              <Button
                variant="minimal"
                size="small"
                text={invoice.debtor.legal_name}
                onClick={() =>
                  navigate('/editdebtor', {
                    state: { id: invoice.debtor.id, prospect_id: invoice.client.id },
                  })
                }
              />
            ),
          },
          { label: T.schedule, value: <ScheduleLink schedule={invoice.schedule} /> },
          { label: T.amount, value: formatUsd(invoice.invoice_amount) },
          {
            label: T.advance,
            value: `${formatUsd(invoice.advance_amount)} (${invoice.advance_percentage}%)`,
          },
          { label: T.escrow, value: formatUsd(invoice.escrow_amount) },
          { label: T.dueDate, value: formatUsDate(invoice.invoice_due_date) },
          { label: T.fundingDate, value: fundingDateText(invoice.funding_date) },
        ]
      }
    >
      {invoice && (
        <>
          <PanelSection title={T.payments} empty={invoice.payments.length === 0} emptyText={T.noPayments}>
            <InvoicePayments payments={invoice.payments} />
          </PanelSection>
          {journal && (
            <PanelSection title={T.journal} empty={journal.length === 0} emptyText={T.noJournal}>
              <Suspense fallback={<LoadingBlock size="small" />}>
                {journal.map((entry) => (
                  <JournalEntryTable key={entry.id} entry={entry} />
                ))}
              </Suspense>
            </PanelSection>
          )}
          <PanelSection title={T.timeline}>
            <InvoiceTimeline events={invoice.timeline} />
          </PanelSection>
        </>
      )}
    </RecordPanel>
  );
}
