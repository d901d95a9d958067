import { skipToken } from '@reduxjs/toolkit/query';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import { useCurrentUser, useHeldRights } from '../../session/currentUser';
import { FormPage } from '../../kit/FormPage';
import { useGetBrokerQuery } from './api';
import { BrokerDetailsForm } from './BrokerDetailsForm';
import { BrokerPartnershipCard } from './BrokerPartnershipCard';
import { brokerIdFrom } from './navigationState';

/**
 * /brokerdetails (spec part 1 §2.6): Add New Broker, or Edit Broker for the id in the navigation
 * state or `?id=`. Adding needs add_new_broker and opening a broker broker_selection; without them
 * the user goes back to /brokers. Editing without add_new_broker shows the broker read-only.
 */
export function BrokerDetailsPage() {
  const location = useLocation();
  const [search] = useSearchParams();
  const held = useHeldRights();
  const { sensitive_information_disclosure: sensitive } = useCurrentUser();
  const id = brokerIdFrom(location.state, search);
  const mayOpen = id === null ? held.has('add_new_broker') : held.has('broker_selection');
  const { data: broker, isLoading, isError } = useGetBrokerQuery(mayOpen && id !== null ? id : skipToken);

  if (!mayOpen) return <Navigate to="/brokers" replace />;

  const title = id === null ? messages.broker.addNew : messages.broker.edit;
  const editing = id !== null;
  return (
    <FormPage
      title={title}
      list={{ text: messages.broker.brokers, to: '/brokers' }}
      loading={editing && isLoading}
      failed={editing && isError}
      missing={editing && !broker}
    >
      <BrokerDetailsForm
        key={broker?.id ?? 'new'}
        broker={broker ?? null}
        canSave={held.has('add_new_broker')}
        canChangeStatus={held.has('broker_status_change')}
        sensitive={sensitive}
      />
      {broker && <BrokerPartnershipCard broker={broker} held={held} />}
    </FormPage>
  );
}
