import { useNavigate } from 'react-router-dom';
import { clientSortColumns, type ClientRow } from '../../../shared/contract/clients';
import { messages } from '../../../shared/messages';
import { listRequestOf } from '../../kit/listRequest';
import { lifecycleState } from '../../kit/tableTypes';
import { useCurrentUser, useHeldRights } from '../../session/currentUser';
import { ListScreen, useList } from '../../session/ListScreen';
import { useGetClientsQuery } from './api';
import { clientColumns } from './clientColumns';
import { storeClientParam } from './clientParam';
import { useClientActions } from './useClientActions';

/**
 * /ClientIndex (spec part 1 §2.5): the clients, searched by registered business name, contact name
 * and email; staff may include the terminated and deleted ones. A client user sees its own company
 * without the toggle and without row checkboxes. A row opens /clientdetails for a user holding
 * client_selection.
 */
export function ClientListPage() {
  const navigate = useNavigate();
  const held = useHeldRights();
  const clientUser = useCurrentUser().role.role_type === 'client';
  const list = useList('clients', clientColumns, { withIncludeToggle: !clientUser });
  const request = listRequestOf(list.query.request, clientSortColumns, (active) => ({
    show_all: active === 'all',
  }));
  const answer = useGetClientsQuery(request);
  const { actions, dialog } = useClientActions(held, request);

  const openClient = (row: ClientRow) => {
    if (row.deleted) return;
    storeClientParam(row.id);
    navigate('/clientdetails');
  };

  return (
    <>
      <ListScreen
        list={list}
        answer={answer}
        title={messages.client.clients}
        rowKey={(row) => row.id}
        searchPlaceholder={messages.clients.screens.searchPlaceholder}
        includeToggleLabel={clientUser ? undefined : messages.clients.screens.includeDeleted}
        rowState={(row) => lifecycleState(row.deleted, row.is_terminated)}
        selectable={clientUser ? false : (row) => !row.deleted && !row.is_terminated}
        actions={actions}
        onRowClick={held.has('client_selection') || clientUser ? openClient : undefined}
      />
      {dialog}
    </>
  );
}
