import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { searchDebounceMs } from '../../../shared/constants';
import { debtorSortColumns, type DebtorRow } from '../../../shared/contract/debtors';
import { messages } from '../../../shared/messages';
import { useCurrentUser, useHeldRights } from '../../session/currentUser';
import { AddNewButton } from '../../session/AddNewButton';
import { useListWorkspace } from '../../session/listWorkspace';
import { pageProps } from '../../api/listPage';
import { DataTable } from '../../kit/DataTable';
import { lifecycleState } from '../../kit/tableTypes';
import { listRequestOf } from '../../kit/listRequest';
import { PageHeader } from '../../kit/PageHeader';
import { useTableQuery } from '../../kit/useTableQuery';
import { useGetDebtorsQuery } from './api';
import { debtorColumns } from './debtorColumns';
import { editDebtorState } from './navigationState';
import { useDebtorActions } from './useDebtorActions';
import { useDebtorStatuses } from './useDebtorStatuses';
import { DebtorDetailPanel } from './lazyDebtorDetailPanel';

/**
 * /debtormain (spec part 2 §2): each debtor of each client, searched by debtor name, client name
 * and phone; staff may include the deleted and terminated ones (coloured, with a legend). A client
 * user sees its own debtors in fewer columns. A row opens Edit Debtor for a user holding the
 * selection and profile rights, except a deleted one.
 */
export function DebtorListPage() {
  const workspace = useListWorkspace('debtors');
  const navigate = useNavigate();
  const held = useHeldRights();
  const user = useCurrentUser();
  const clientUser = user.role.role_type === 'client';
  const { nameOf } = useDebtorStatuses();
  const columns = useMemo(() => debtorColumns({ clientUser, statusName: nameOf }), [clientUser, nameOf]);
  const query = useTableQuery({ columns, withIncludeToggle: !clientUser });
  const { data, isFetching } = useGetDebtorsQuery({
    ...listRequestOf(query.request, debtorSortColumns, (active) => ({ show_all: active === 'all' })),
    inc_client_role: clientUser,
  });
  const { actions, dialog } = useDebtorActions(held);

  const mayOpen = held.has('debtor_selection') && held.has('debtor_profile');
  const handleRowClick = (row: DebtorRow) => {
    if (row.deleted) return;
    navigate('/editdebtor', { state: editDebtorState({ id: row.id, prospect_id: row.prospect_id }) });
  };

  return (
    <>
      <PageHeader
        title={messages.debtor.debtors}
        breadcrumbs={[{ text: messages.debtor.debtors }]}
        actions={
          <AddNewButton
            rights={['add_new_debtor', 'debtor_profile']}
            text={messages.debtor.addNew}
            to="/addnewdebtor"
          />
        }
      />
      <DataTable
        {...workspace}
        detail={{ render: (row) => <DebtorDetailPanel debtorId={row.id} /> }}
        label={messages.debtor.debtors}
        columns={columns}
        rowKey={(row) => row.debtor_prospect_id}
        {...pageProps(data, isFetching)}
        query={query}
        searchPlaceholder={messages.debtor.screens.searchPlaceholder}
        searchDebounceMs={searchDebounceMs.default}
        includeToggleLabel={clientUser ? undefined : messages.debtor.screens.includeDeleted}
        rowState={(row) => lifecycleState(row.deleted, row.is_terminated)}
        selectable={held.has('debtor_status_change') ? (row) => !row.deleted : false}
        actions={actions}
        onRowClick={mayOpen ? handleRowClick : undefined}
      />
      {dialog}
    </>
  );
}
