import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { debtorSortColumns, type DebtorRow } from '../../../shared/contract/debtors';
import { messages } from '../../../shared/messages';
import { isPartyRoleType } from '../../../shared/partyRoles';
import { useCurrentUser, useHeldRights } from '../../session/currentUser';
import { ListScreen, useList } from '../../session/ListScreen';
import { lifecycleState } from '../../kit/tableTypes';
import { listRequestOf } from '../../kit/listRequest';
import { useGetDebtorsQuery } from './api';
import { debtorColumns } from './debtorColumns';
import { editDebtorState } from './navigationState';
import { useDebtorActions } from './useDebtorActions';
import { useDebtorStatuses } from './useDebtorStatuses';
import { DebtorDetailPanel } from './lazyDebtorDetailPanel';

/**
 * /debtormain (spec part 2 §2): each debtor of each client, searched by debtor name, client name
 * and phone; staff may include the deleted and terminated ones (coloured, with a legend). A client
 * user sees its own debtors in fewer columns; only staff see each debtor's score (docs/decisions/0043). A row opens Edit Debtor for a user holding the
 * selection and profile rights, except a deleted one.
 */
export function DebtorListPage() {
  const navigate = useNavigate();
  const held = useHeldRights();
  const user = useCurrentUser();
  const clientUser = user.role.role_type === 'client';
  const staff = !isPartyRoleType(user.role.role_type);
  const { nameOf } = useDebtorStatuses();
  const columns = useMemo(
    () => debtorColumns({ clientUser, staff, statusName: nameOf }),
    [clientUser, staff, nameOf],
  );
  const list = useList('debtors', columns, { withIncludeToggle: !clientUser });
  const answer = useGetDebtorsQuery({
    ...listRequestOf(list.query.request, debtorSortColumns, (active) => ({ show_all: active === 'all' })),
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
      <ListScreen
        list={list}
        answer={answer}
        title={messages.debtor.debtors}
        addNew={{
          rights: ['add_new_debtor', 'debtor_profile'],
          text: messages.debtor.addNew,
          to: '/addnewdebtor',
        }}
        detail={{ render: (row) => <DebtorDetailPanel debtorId={row.id} /> }}
        rowKey={(row) => row.debtor_prospect_id}
        searchPlaceholder={messages.debtor.screens.searchPlaceholder}
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
