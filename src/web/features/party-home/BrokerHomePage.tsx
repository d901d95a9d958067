import { Navigate } from 'react-router-dom';
import type { BrokerHome } from '../../../shared/contract/partyHome';
import { formatUsDate } from '../../../shared/dates';
import { formatUsd } from '../../../shared/money';
import { LoadingBlock } from '../../kit/LoadingBlock';
import { FigureCard, FigureGrid, PartyPage, PartySection, PlainList } from '../../kit/party';
import { useCurrentUser } from '../../session/currentUser';
import { homePollingMs, useBrokerHomeQuery } from './api';
import { words } from './words';

const W = words.broker;
const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** 'YYYY-MM' as 'November 2026'. */
export function monthName(month: string): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return `${monthNames[index - 1] ?? ''} ${year}`;
}

/** A broker's own home (/brokerhome, docs/decisions/0033): its referrals, their volume, its commission, live. */
export function BrokerHomePage() {
  const user = useCurrentUser();
  const isBroker = user.role.role_type === 'broker';
  const answer = useBrokerHomeQuery(
    {},
    { skip: !isBroker, pollingInterval: homePollingMs, refetchOnFocus: true },
  );
  if (!isBroker) return <Navigate to="/home" replace />;
  if (answer.data === undefined) {
    return answer.isError ? <p role="alert">{words.failed}</p> : <LoadingBlock />;
  }
  return <BrokerHomeView home={answer.data} />;
}

export function BrokerHomeView({ home }: { home: BrokerHome }) {
  const { totals } = home;
  return (
    <PartyPage title={W.title(home.broker_name)} lead={W.lead(home.referral_code)}>
      <PartySection title={W.figures}>
        <FigureGrid>
          <FigureCard label={W.clients} value={String(totals.clients)} />
          <FigureCard
            label={W.volumeMonth}
            value={formatUsd(totals.volume_this_month)}
            hint={W.invoices(totals.invoices_this_month)}
          />
          <FigureCard
            label={W.volumeAll}
            value={formatUsd(totals.volume_all_time)}
            hint={W.invoices(totals.invoices_all_time)}
          />
          <FigureCard
            label={W.commissionMonth}
            value={formatUsd(totals.commission_this_month)}
            hint={W.rateHint(home.commission_rate)}
          />
          <FigureCard label={W.commissionAll} value={formatUsd(totals.commission_all_time)} />
        </FigureGrid>
      </PartySection>
      <PartySection title={W.referred}>
        <PlainList
          label={W.referred}
          empty={W.referredEmpty}
          rows={home.clients.map((row) => ({
            key: row.prospect_id,
            label: row.name,
            value: formatUsd(row.commission_all_time),
            detail: W.referredDetail(
              row.stage,
              formatUsd(row.volume_this_month),
              formatUsd(row.volume_all_time),
            ),
          }))}
        />
      </PartySection>
      <PartySection title={W.statement}>
        <PlainList
          label={W.statement}
          empty={W.statementEmpty}
          rows={home.statement.map((row) => ({
            key: row.month,
            label: monthName(row.month),
            value: formatUsd(row.commission),
            detail: W.statementDetail(formatUsd(row.fees), formatUsDate(row.payable_by)),
          }))}
        />
      </PartySection>
      <p className="fd-party-figure-hint">{words.refreshed}</p>
    </PartyPage>
  );
}
