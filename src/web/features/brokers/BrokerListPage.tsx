import { useMemo } from 'react';
import { brokerSortColumns, type Broker } from '../../../shared/contract/brokers';
import { messages } from '../../../shared/messages';
import { useCurrentUser } from '../../session/currentUser';
import { ListScreen, useList } from '../../session/ListScreen';
import { useOpenRecord } from '../../session/useOpenRecord';
import { listRequestOf } from '../../kit/listRequest';
import { useGetBrokersQuery } from './api';
import { brokerColumns } from './brokerColumns';
import { editBrokerState } from './navigationState';
import { useBrokerActions } from './useBrokerActions';
import { useBrokerStatuses } from './useBrokerStatuses';

const noFilter = () => ({});

/**
 * /brokers (spec part 1 §2.6): referral partners with search, sort and paging; the kebab changes
 * status and sends agreements, and a row opens the broker for a user holding broker_selection.
 */
export function BrokerListPage() {
  const { sensitive_information_disclosure: sensitive } = useCurrentUser();
  const { nameOf } = useBrokerStatuses();
  const columns = useMemo(() => brokerColumns({ sensitive, statusName: nameOf }), [sensitive, nameOf]);
  const list = useList('brokers', columns);
  const answer = useGetBrokersQuery(listRequestOf(list.query.request, brokerSortColumns, noFilter));
  const { actions, dialog } = useBrokerActions();

  const openBroker = useOpenRecord(['broker_selection'], '/brokerdetails', (broker: Broker) =>
    editBrokerState(broker.id),
  );

  return (
    <>
      <ListScreen
        list={list}
        answer={answer}
        title={messages.broker.brokers}
        addNew={{ rights: ['add_new_broker'], text: messages.broker.addNew, to: '/brokerdetails' }}
        rowKey={(broker) => broker.id}
        searchPlaceholder={messages.broker.screens.searchPlaceholder}
        selectable
        actions={actions}
        onRowClick={openBroker}
      />
      {dialog}
    </>
  );
}
