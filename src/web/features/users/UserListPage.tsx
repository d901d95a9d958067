import { useNavigate } from 'react-router-dom';
import { searchDebounceMs } from '../../../shared/constants';
import { userSortColumns, type UserRow } from '../../../shared/contract/users';
import { messages } from '../../../shared/messages';
import { useHeldRights } from '../../session/currentUser';
import { AddNewButton } from '../../session/AddNewButton';
import { useListWorkspace } from '../../session/listWorkspace';
import { pageProps } from '../../api/listPage';
import { DataTable } from '../../kit/DataTable';
import { listRequestOf } from '../../kit/listRequest';
import { PageHeader } from '../../kit/PageHeader';
import { useTableQuery } from '../../kit/useTableQuery';
import { useGetUsersQuery } from './api';
import { editUserState } from './navigationState';
import { useUserActions } from './useUserActions';
import { userColumns } from './userColumns';

const noLegend = [] as const;

/**
 * /userindex (spec part 1 §2.7): staff users with search, sort, paging and the include-inactive
 * switch; a row opens Edit User for a user holding the selection right.
 */
export function UserListPage() {
  const workspace = useListWorkspace('users');
  const navigate = useNavigate();
  const held = useHeldRights();
  const query = useTableQuery({ columns: userColumns, withIncludeToggle: true });
  const { data, isFetching } = useGetUsersQuery(
    listRequestOf(query.request, userSortColumns, (active) => ({ status: active })),
  );
  const actions = useUserActions();

  const handleRowClick = (user: UserRow) => navigate('/addnewuser', { state: editUserState(user.sso_id) });

  return (
    <>
      <PageHeader
        title={messages.user.userProfiles}
        breadcrumbs={[{ text: messages.user.userProfiles }]}
        actions={<AddNewButton rights={['add_new_user']} text={messages.user.addNew} to="/addnewuser" />}
      />
      <DataTable
        {...workspace}
        label={messages.user.userProfiles}
        columns={userColumns}
        rowKey={(user) => user.sso_id}
        {...pageProps(data, isFetching)}
        query={query}
        searchPlaceholder={messages.user.searchPlaceholder}
        searchDebounceMs={searchDebounceMs.users}
        includeToggleLabel={messages.user.includeInactive}
        legend={noLegend}
        rowState={(user) => (user.is_active ? undefined : 'inactive')}
        selectable
        actions={actions}
        onRowClick={held.has('user_selection') ? handleRowClick : undefined}
      />
    </>
  );
}
