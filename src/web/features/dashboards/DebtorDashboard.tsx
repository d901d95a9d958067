import { useEffect } from 'react';
import { Button, Card, H2, H3, Intent, ProgressBar } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import type { InvoiceAnalytics, RecentInvoice } from '../../../shared/contract/dashboards';
import { formatUsDate } from '../../../shared/dates';
import { messages } from '../../../shared/messages';
import { dashboardMessages } from '../../../shared/messages/dashboards';
import { formatUsd } from '../../../shared/money';
import { CompactTable } from '../../kit/CompactTable';
import { EmptyState } from '../../kit/EmptyState';
import { LoadingBlock } from '../../kit/LoadingBlock';
import { toastError } from '../../kit/toast';
import { useCurrentUser } from '../../session/currentUser';
import { useInvoiceAnalyticsQuery } from './api';
import { dashboardClasses } from './dashboardClasses';

const M = dashboardMessages;
const R = M.recentColumns;

interface ProgressCardProps {
  title: string;
  detail?: string;
  percent: string;
  count: number;
  total: number;
  intent: Intent;
}

function ProgressCard({ title, detail, percent, count, total, intent }: ProgressCardProps) {
  return (
    <Card className={dashboardClasses.progressCard}>
      <H3>{title}</H3>
      {detail && <p>{detail}</p>}
      <ProgressBar
        value={Number(percent) / 100}
        intent={intent}
        animate={false}
        stripes={false}
        aria-label={M.progressLabel(title, percent)}
      />
      <p className={dashboardClasses.progressFigure}>
        <span>{percent}%</span>
        <span>{M.ofTotal(count, total)}</span>
      </p>
    </Card>
  );
}

function ProgressCards({ analytics }: { analytics: InvoiceAnalytics }) {
  const total = analytics.total;
  return (
    <section className={dashboardClasses.progressCards} aria-label={M.dashboard}>
      <ProgressCard
        title={M.paidInvoices}
        percent={analytics.collected_percentage}
        count={analytics.collected}
        total={total}
        intent={Intent.SUCCESS}
      />
      <ProgressCard
        title={M.dueInvoices}
        detail={M.dueUnder(analytics.discount_days)}
        percent={analytics.due_30_percentage}
        count={analytics.due_30}
        total={total}
        intent={Intent.PRIMARY}
      />
      <ProgressCard
        title={M.overDue}
        percent={analytics.over_due_percentage}
        count={analytics.over_due}
        total={total}
        intent={Intent.WARNING}
      />
      <ProgressCard
        title={M.chargebacks}
        percent={analytics.charge_back_percentage}
        count={analytics.charge_back}
        total={total}
        intent={Intent.DANGER}
      />
    </section>
  );
}

function RecentInvoices({ rows }: { rows: readonly RecentInvoice[] }) {
  return (
    <Card className={dashboardClasses.recent}>
      <H3>{M.recentInvoices}</H3>
      {rows.length === 0 ? (
        <EmptyState compact title={M.noInvoices} icon="document" />
      ) : (
        <CompactTable
          label={M.recentInvoices}
          fill
          rows={rows}
          rowKey={(row) => row.id}
          columns={[
            { title: R.invoiceNo, cell: (row) => row.invoice_no },
            { title: R.clientName, cell: (row) => row.client_name },
            { title: R.invoiceDate, cell: (row) => formatUsDate(row.invoice_date) },
            { title: R.dueDate, cell: (row) => formatUsDate(row.invoice_due_date) },
            { title: R.amount, numeric: true, cell: (row) => formatUsd(row.invoice_amount) },
            { title: R.openBalance, numeric: true, cell: (row) => formatUsd(row.open_balance) },
            { title: R.state, cell: (row) => M.invoiceStates[row.state] },
          ]}
        />
      )}
    </Card>
  );
}

/**
 * The debtor's home (spec part 3 §1 Dashboards, /debtordashboard): a greeting, View Invoices, four
 * cards of its purchased invoices (paid, due, over due, charged back) each with its share and
 * count over the total, then its most recent invoices. Plain words and large type, one column on a
 * phone.
 */
export function DebtorDashboard() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const answer = useInvoiceAnalyticsQuery({});
  useEffect(() => {
    if (answer.isError) void toastError(messages.titles.error, messages.generic.failure);
  }, [answer.isError]);
  const fullName = `${user.first_name} ${user.last_name}`.trim();
  return (
    <div className={dashboardClasses.debtor}>
      <header className={dashboardClasses.greeting}>
        <div>
          <H2>{M.greeting(fullName)}</H2>
          <p>{M.debtorIntro}</p>
        </div>
        <Button
          intent={Intent.PRIMARY}
          size="large"
          icon="document"
          onClick={() => void navigate('/invoices')}
        >
          {M.viewInvoices}
        </Button>
      </header>
      {answer.data ? (
        <>
          <ProgressCards analytics={answer.data.analytics} />
          <RecentInvoices rows={answer.data.recent_invoices} />
        </>
      ) : (
        answer.isFetching && <LoadingBlock />
      )}
    </div>
  );
}
