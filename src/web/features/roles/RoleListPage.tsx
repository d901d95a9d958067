import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { searchDebounceMs } from '../../../shared/constants';
import { roleSortColumns, type AssignedUser, type RoleRow } from '../../../shared/contract/roles';
import { messages } from '../../../shared/messages';
import { useHeldRights } from '../../session/currentUser';
import { AddNewButton } from '../../session/AddNewButton';
import { useListWorkspace } from '../../session/listWorkspace';
import { pageProps } from '../../api/listPage';
import { DataTable } from '../../kit/DataTable';
import { listRequestOf } from '../../kit/listRequest';
import { PageHeader } from '../../kit/PageHeader';
import { useTableQuery } from '../../kit/useTableQuery';
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
  const workspace = useListWorkspace('roles');
  const navigate = useNavigate();
  const held = useHeldRights();
  const query = useTableQuery({ columns: roleColumns, withIncludeToggle: true });
  const { data, isFetching } = useGetRolesQuery(
    listRequestOf(query.request, roleSortColumns, (active) => ({ is_active: active })),
  );
  const [heldRole, setHeldRole] = useState<{ role: RoleRow; holders: AssignedUser[] } | null>(null);
  const actions = useRoleActions((role, holders) => setHeldRole({ role, holders }));

  const handleRowClick = (role: RoleRow) => navigate('/editrole', { state: editRoleState(role.id) });

  return (
    <>
      <PageHeader
        title={messages.role.rolesRights}
        breadcrumbs={[{ text: messages.role.rolesRights }]}
        actions={<AddNewButton rights={['add_new_role']} text={messages.role.addNew} to="/addnewrole" />}
      />
      <DataTable
        {...workspace}
        label={messages.role.rolesRights}
        columns={roleColumns}
        rowKey={(role) => role.id}
        {...pageProps(data, isFetching)}
        query={query}
        searchPlaceholder={messages.role.searchPlaceholder}
        searchDebounceMs={searchDebounceMs.roles}
        includeToggleLabel={messages.role.includeInactive}
        legend={noLegend}
        rowState={(role) => (role.is_active ? undefined : 'inactive')}
        selectable
        actions={actions}
        onRowClick={held.has('role_selection') ? handleRowClick : undefined}
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
