import { useLocation, useSearchParams } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import { useCurrentUser } from '../../session/currentUser';
import { useRecordPageAccess } from '../../session/useRecordPageAccess';
import { RecordFormPage } from '../../kit/RecordFormPage';
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
  const { sensitive_information_disclosure: sensitive } = useCurrentUser();
  const id = brokerIdFrom(location.state, search);
  const { held, mayOpen, recordArg } = useRecordPageAccess(id, {
    add: 'add_new_broker',
    open: 'broker_selection',
  });
  const query = useGetBrokerQuery(recordArg);
  const broker = query.data;

  return (
    <RecordFormPage
      mayOpen={mayOpen}
      record={id === null ? null : query}
      title={id === null ? messages.broker.addNew : messages.broker.edit}
      list={{ text: messages.broker.brokers, to: '/brokers' }}
    >
      <BrokerDetailsForm
        key={broker?.id ?? 'new'}
        broker={broker ?? null}
        canSave={held.has('add_new_broker')}
        canChangeStatus={held.has('broker_status_change')}
        sensitive={sensitive}
      />
      {broker && <BrokerPartnershipCard broker={broker} held={held} />}
    </RecordFormPage>
  );
}
