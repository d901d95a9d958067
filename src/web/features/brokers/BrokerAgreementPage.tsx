import { Button, Callout, Card, H4 } from '@blueprintjs/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { brokerAgreementClauses, brokerAgreementIntro } from '../../../shared/brokerAgreement';
import { formatUsDate } from '../../../shared/dates';
import { messages } from '../../../shared/messages';
import { useCurrentUser, useHeldRights } from '../../session/currentUser';
import { EmptyState } from '../../kit/EmptyState';
import { LoadingBlock } from '../../kit/LoadingBlock';
import { PageHeader } from '../../kit/PageHeader';
import { useGetBrokerQuery } from './api';
import { brokerClasses } from './brokerClasses';
import { brokerDetailsPath, brokerIdFrom } from './navigationState';
import { taxIdText } from './taxIdText';
import { kitClasses } from '../../kit/kitClasses';

const B = messages.broker;

/**
 * /terms&conditions?id= (spec part 1 §2.6): the broker's referral agreement, read-only, with the
 * partner's details and the 18 clauses. Staff holding view_brokers read any broker's; a signed-in
 * broker reads its own (the server answers no other), and an icon leads back to the broker.
 */
export function BrokerAgreementPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const held = useHeldRights();
  const me = useCurrentUser();
  const isBroker = me.role.role_type === 'broker';
  const mayRead = isBroker || held.has('view_brokers');
  const id = brokerIdFrom(null, search) ?? (isBroker ? me.broker_id : null);
  const { data: broker, isLoading, isError } = useGetBrokerQuery(mayRead && id !== null ? id : skipToken);

  if (!mayRead) return <Navigate to="/home" replace />;

  const mayOpenBroker = held.has('view_brokers') && held.has('broker_selection');
  const header = (
    <PageHeader
      title={B.screens.agreementTitle}
      breadcrumbs={
        isBroker ? undefined : [{ text: B.brokers, to: '/brokers' }, { text: B.screens.agreementTitle }]
      }
      actions={
        mayOpenBroker && id !== null ? (
          <Button
            icon="arrow-left"
            variant="minimal"
            aria-label={B.screens.backToBroker}
            title={B.screens.backToBroker}
            onClick={() => navigate(brokerDetailsPath(id))}
          />
        ) : undefined
      }
    />
  );

  if (id !== null && isLoading) {
    return (
      <>
        {header}
        <LoadingBlock />
      </>
    );
  }
  if (id === null || isError || !broker) {
    return (
      <>
        {header}
        <EmptyState title={isError ? messages.generic.failure : messages.http.notFound} icon="error" />
      </>
    );
  }

  const place = [broker.city, [broker.state, broker.zip].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return (
    <>
      {header}
      <Card className={brokerClasses.agreement}>
        <H4>{B.screens.partnerDetails}</H4>
        <dl className={`${kitClasses.facts} ${brokerClasses.facts}`}>
          <dt>{B.screens.name}</dt>
          <dd>{broker.full_name}</dd>
          <dt>{messages.fields.address}</dt>
          <dd>{[broker.street_address, place].filter(Boolean).join(', ')}</dd>
          <dt>{B.form.taxId}</dt>
          <dd>{taxIdText(broker.ssn)}</dd>
          <dt>{B.form.agreementDate}</dt>
          <dd>{formatUsDate(broker.agreement_date) || '—'}</dd>
          <dt>{B.form.commission}</dt>
          <dd>{broker.broker_commission === null ? '—' : `${broker.broker_commission}%`}</dd>
        </dl>
        {broker.agreement_date === null && (
          <Callout intent="warning" icon="info-sign">
            {B.screens.noAgreementYet}
          </Callout>
        )}
        <p>{brokerAgreementIntro}</p>
        <ol className={brokerClasses.clauses} aria-label={B.screens.agreementTitle}>
          {brokerAgreementClauses.map((clause) => (
            <li key={clause.title}>
              <strong>{clause.title}.</strong> {clause.text}
            </li>
          ))}
        </ol>
      </Card>
    </>
  );
}
