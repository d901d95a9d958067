import { lazy, Suspense, useEffect, useState } from 'react';
import { Card, Elevation } from '@blueprintjs/core';
import type { Analytics } from '../../../shared/contract/dashboards';
import { pickerRights } from '../../../shared/contract/invoiceLookups';
import { compareIsoDates } from '../../../shared/dates';
import { messages } from '../../../shared/messages';
import { dashboardMessages } from '../../../shared/messages/dashboards';
import { formatUsd } from '../../../shared/money';
import { DateField } from '../../kit/DateField';
import { LoadingBlock } from '../../kit/LoadingBlock';
import { PageHeader } from '../../kit/PageHeader';
import { toastError } from '../../kit/toast';
import { ClientFilter, DebtorFilter } from '../../domain/PartyFilters';
import { useCurrentUser } from '../../session/currentUser';
import { viewerKindOf } from '../../session/viewerKind';
import { useDashboardAnalyticsQuery } from './api';
import { ConcentrationTable } from './ConcentrationTable';
import { dashboardClasses } from './dashboardClasses';

const M = dashboardMessages;

// recharts is its own chunk, fetched once the dashboard shows its charts.
const DashboardCharts = lazy(() => import('./DashboardCharts').then((m) => ({ default: m.DashboardCharts })));

export interface DashboardFilterState {
  prospect_id: number;
  debtor_id: number;
  from_date: string;
  to_date: string;
}

function SummaryCards({ analytics }: { analytics: Analytics }) {
  const cards: [string, string][] = [
    [M.cards.averageAging, M.days(analytics.average_aging)],
    [M.cards.totalDebt, formatUsd(analytics.total_debt)],
    [M.cards.totalPaidAmount, formatUsd(analytics.total_paid_amount)],
    [M.cards.averageDebtPerDebtor, formatUsd(analytics.average_debt_per_debtor)],
  ];
  return (
    <dl className={dashboardClasses.cards}>
      {cards.map(([title, figure]) => (
        <Card key={title} elevation={Elevation.ONE} className={dashboardClasses.card}>
          <dt className={dashboardClasses.cardTitle}>{title}</dt>
          <dd className={dashboardClasses.cardFigure}>{figure}</dd>
        </Card>
      ))}
    </dl>
  );
}

/**
 * The analytics dashboard (spec part 3 §1 Dashboards): from and to dates, the client and debtor
 * filters (not for a client user, whose company the server fixes), four cards, the charts of the
 * debtors' data and of collections by age, and the debt concentration per client.
 */
export function AnalyticsDashboard() {
  const user = useCurrentUser();
  const isClient = viewerKindOf(user) === 'client';
  const [clientId, setClientId] = useState(0);
  const [debtorId, setDebtorId] = useState(0);
  const [fromDate, setFromDate] = useState('');
  const [toDate, setToDate] = useState('');
  const rangeBackwards = fromDate !== '' && toDate !== '' && compareIsoDates(fromDate, toDate) > 0;
  const filter: DashboardFilterState = {
    prospect_id: isClient ? 0 : clientId,
    debtor_id: isClient ? 0 : debtorId,
    from_date: fromDate,
    to_date: rangeBackwards ? '' : toDate,
  };
  const analytics = useDashboardAnalyticsQuery(filter);
  useEffect(() => {
    if (analytics.isError) void toastError(messages.titles.error, messages.generic.failure);
  }, [analytics.isError]);

  return (
    <div className={dashboardClasses.page}>
      <PageHeader title={M.dashboard} />
      <section className={dashboardClasses.filters} aria-label={M.filters}>
        <DateField label={M.fromDate} value={fromDate} onChange={setFromDate} maxDate={toDate || undefined} />
        <DateField
          label={M.toDate}
          value={toDate}
          onChange={setToDate}
          minDate={fromDate || undefined}
          error={rangeBackwards ? messages.report.dateRangeIncomplete : undefined}
        />
        {!isClient && (
          <>
            <ClientFilter
              label={M.client}
              listRights={pickerRights}
              value={clientId}
              onChange={(id) => {
                setClientId(id);
                setDebtorId(0);
              }}
            />
            <DebtorFilter
              label={M.debtor}
              listRights={pickerRights}
              clientId={clientId}
              value={debtorId}
              onChange={setDebtorId}
            />
          </>
        )}
      </section>
      {analytics.data ? (
        <>
          <SummaryCards analytics={analytics.data} />
          <Suspense fallback={<LoadingBlock label={M.loadingChart} />}>
            <DashboardCharts analytics={analytics.data} />
          </Suspense>
        </>
      ) : (
        analytics.isFetching && <LoadingBlock />
      )}
      <ConcentrationTable filter={filter} />
    </div>
  );
}
