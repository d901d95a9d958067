import { useState } from 'react';
import { roleSortColumns, type AssignedUser, type RoleRow } from '../../../shared/contract/roles';
import { messages } from '../../../shared/messages';
import { ListScreen, useList } from '../../session/ListScreen';
import { useOpenRecord } from '../../session/useOpenRecord';
import { listRequestOf } from '../../kit/listRequest';
import { useGetRolesQuery } from './api';
import { editRoleState } from './navigationState';
import { ReassignUsersDialog } from './ReassignUsersDialog';
import { roleColumns } from './roleColumns';
import { useRoleActions } from './useRoleActions';

const noLegend = [] as const;

/**
 * /rolesrights (spec part 1 §2.7): roles with search, sort, paging and the include-inactive
 * switch; a row opens /editrole (or View Role) for a user holding the selection right.
 */
export function RoleListPage() {
  const list = useList('roles', roleColumns, { withIncludeToggle: true });
  const answer = useGetRolesQuery(
    listRequestOf(list.query.request, roleSortColumns, (active) => ({ is_active: active })),
  );
  const [heldRole, setHeldRole] = useState<{ role: RoleRow; holders: AssignedUser[] } | null>(null);
  const actions = useRoleActions((role, holders) => setHeldRole({ role, holders }));

  const openRole = useOpenRecord(['role_selection'], '/editrole', (role: RoleRow) => editRoleState(role.id));

  return (
    <>
      <ListScreen
        list={list}
        answer={answer}
        title={messages.role.rolesRights}
        addNew={{ rights: ['add_new_role'], text: messages.role.addNew, to: '/addnewrole' }}
        rowKey={(role) => role.id}
        searchPlaceholder={messages.role.searchPlaceholder}
        includeToggleLabel={messages.role.includeInactive}
        legend={noLegend}
        rowState={(role) => (role.is_active ? undefined : 'inactive')}
        selectable
        actions={actions}
        onRowClick={openRole}
      />
      {heldRole && (
        <ReassignUsersDialog
          role={heldRole.role}
          holders={heldRole.holders}
          onClose={() => setHeldRole(null)}
        />
      )}
    </>
  );
}
