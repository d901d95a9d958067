import { Navigate, Link } from 'react-router-dom';
import { ageBuckets, type ClientHome } from '../../../shared/contract/partyHome';
import { formatUsDate } from '../../../shared/dates';
import { formatUsd } from '../../../shared/money';
import { LoadingBlock } from '../../kit/LoadingBlock';
import { FigureCard, FigureGrid, PartyPage, PartySection, PlainList } from '../../kit/party';
import { useCurrentUser } from '../../session/currentUser';
import { homePollingMs, useClientHomeQuery } from './api';
import { PaidOnDayCard } from './PaidOnDayCard';
import { words } from './words';

const W = words.client;

/** A client's own home (/clienthome, docs/decisions/0033): a few figures in plain words, and the simulator. */
export function ClientHomePage() {
  const user = useCurrentUser();
  const isClient = user.role.role_type === 'client';
  const answer = useClientHomeQuery(
    {},
    { skip: !isClient, pollingInterval: homePollingMs, refetchOnFocus: true },
  );
  if (!isClient) return <Navigate to="/home" replace />;
  if (answer.data === undefined) {
    return answer.isError ? <p role="alert">{words.failed}</p> : <LoadingBlock />;
  }
  return <ClientHomeView home={answer.data} />;
}

/** The page as it shows a client's figures (the stories render it alone). */
export function ClientHomeView({ home }: { home: ClientHome }) {
  const { credit, reserves, open_invoices: open, chargebacks_pending: chargebacks } = home;
  const byBucket = new Map(open.buckets.map((row) => [row.bucket, row]));
  return (
    <PartyPage title={W.title(home.client_name)} lead={W.lead(formatUsDate(home.as_of))}>
      <PartySection title={W.money}>
        <FigureGrid>
          <FigureCard
            label={W.available}
            value={credit.available === null ? '—' : formatUsd(credit.available)}
            hint={credit.credit_limit === null ? W.noLimit : W.availableHint(formatUsd(credit.credit_limit))}
          />
          <FigureCard
            label={W.funded}
            value={formatUsd(home.funded_this_month.amount)}
            hint={W.fundedHint(home.funded_this_month.payments, home.funded_this_month.invoices)}
            action={<Link to="/invoices">{W.links.invoices}</Link>}
          />
          <FigureCard
            label={W.reserveHeld}
            value={formatUsd(reserves.held)}
            hint={W.reserveHeldHint(formatUsd(reserves.escrow_held))}
            action={<Link to="/reserves">{W.links.reserves}</Link>}
          />
          <FigureCard label={W.releasable} value={formatUsd(reserves.releasable)} hint={W.releasableHint} />
          <FigureCard
            label={W.chargebacks}
            value={formatUsd(chargebacks.amount)}
            hint={W.chargebacksHint(chargebacks.count)}
            action={<Link to="/chargebacks">{W.links.chargebacks}</Link>}
          />
        </FigureGrid>
      </PartySection>

      <PartySection title={W.aging}>
        {open.count === 0 ? (
          <p>{W.agingEmpty}</p>
        ) : (
          <PlainList
            label={W.aging}
            empty={W.agingEmpty}
            rows={ageBuckets.map((bucket) => {
              const row = byBucket.get(bucket);
              return {
                key: bucket,
                label: W.bucket(bucket),
                value: formatUsd(row?.amount ?? '0'),
                detail: W.invoiceCount(row?.count ?? 0),
              };
            })}
          />
        )}
        <Link to="/reports">{W.links.reports}</Link>
      </PartySection>

      <PaidOnDayCard invoices={home.simulator.invoices} terms={home.simulator.terms} today={home.as_of} />

      <PartySection title={W.customers}>
        <PlainList
          label={W.customers}
          empty={W.customersEmpty}
          rows={credit.debtors.map((row) => ({
            key: row.debtor_id,
            label: row.debtor_name,
            value: formatUsd(row.available),
            detail: W.customerDetail(formatUsd(row.credit_limit), formatUsd(row.outstanding)),
          }))}
        />
      </PartySection>
      <p className="fd-party-figure-hint">{words.refreshed}</p>
    </PartyPage>
  );
}
