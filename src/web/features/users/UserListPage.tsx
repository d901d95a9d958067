import { useNavigate } from 'react-router-dom';
import { searchDebounceMs } from '../../../shared/constants';
import { userSortColumns, type UserRow } from '../../../shared/contract/users';
import { messages } from '../../../shared/messages';
import { useHeldRights } from '../../session/currentUser';
import { ListScreen, useList } from '../../session/ListScreen';
import { listRequestOf } from '../../kit/listRequest';
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
  const navigate = useNavigate();
  const held = useHeldRights();
  const list = useList('users', userColumns, { withIncludeToggle: true });
  const answer = useGetUsersQuery(
    listRequestOf(list.query.request, userSortColumns, (active) => ({ status: active })),
  );
  const actions = useUserActions();

  const handleRowClick = (user: UserRow) => navigate('/addnewuser', { state: editUserState(user.sso_id) });

  return (
    <>
      <ListScreen
        list={list}
        answer={answer}
        title={messages.user.userProfiles}
        addNew={{ rights: ['add_new_user'], text: messages.user.addNew, to: '/addnewuser' }}
        rowKey={(user) => user.sso_id}
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
