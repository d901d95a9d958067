import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { searchDebounceMs } from '../../../shared/constants';
import { brokerSortColumns, type Broker } from '../../../shared/contract/brokers';
import { messages } from '../../../shared/messages';
import { useCurrentUser, useHeldRights } from '../../session/currentUser';
import { AddNewButton } from '../../session/AddNewButton';
import { useListWorkspace } from '../../session/listWorkspace';
import { pageProps } from '../../api/listPage';
import { DataTable } from '../../kit/DataTable';
import { listRequestOf } from '../../kit/listRequest';
import { PageHeader } from '../../kit/PageHeader';
import { useTableQuery } from '../../kit/useTableQuery';
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
  const workspace = useListWorkspace('brokers');
  const navigate = useNavigate();
  const held = useHeldRights();
  const { sensitive_information_disclosure: sensitive } = useCurrentUser();
  const { nameOf } = useBrokerStatuses();
  const columns = useMemo(() => brokerColumns({ sensitive, statusName: nameOf }), [sensitive, nameOf]);
  const query = useTableQuery({ columns });
  const { data, isFetching } = useGetBrokersQuery(listRequestOf(query.request, brokerSortColumns, noFilter));
  const { actions, dialog } = useBrokerActions();

  const handleRowClick = (broker: Broker) =>
    navigate('/brokerdetails', { state: editBrokerState(broker.id) });

  return (
    <>
      <PageHeader
        title={messages.broker.brokers}
        breadcrumbs={[{ text: messages.broker.brokers }]}
        actions={
          <AddNewButton rights={['add_new_broker']} text={messages.broker.addNew} to="/brokerdetails" />
        }
      />
      <DataTable
        {...workspace}
        label={messages.broker.brokers}
        columns={columns}
        rowKey={(broker) => broker.id}
        {...pageProps(data, isFetching)}
        query={query}
        searchPlaceholder={messages.broker.screens.searchPlaceholder}
        searchDebounceMs={searchDebounceMs.brokers}
        selectable
        actions={actions}
        onRowClick={held.has('broker_selection') ? handleRowClick : undefined}
      />
      {dialog}
    </>
  );
}
