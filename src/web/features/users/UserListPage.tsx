import { userSortColumns, type UserRow } from '../../../shared/contract/users';
import { messages } from '../../../shared/messages';
import { ListScreen, useList } from '../../session/ListScreen';
import { useOpenRecord } from '../../session/useOpenRecord';
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
  const list = useList('users', userColumns, { withIncludeToggle: true });
  const answer = useGetUsersQuery(
    listRequestOf(list.query.request, userSortColumns, (active) => ({ status: active })),
  );
  const actions = useUserActions();

  const openUser = useOpenRecord(['user_selection'], '/addnewuser', (user: UserRow) =>
    editUserState(user.sso_id),
  );

  return (
    <>
      <ListScreen
        list={list}
        answer={answer}
        title={messages.user.userProfiles}
        addNew={{ rights: ['add_new_user'], text: messages.user.addNew, to: '/addnewuser' }}
        rowKey={(user) => user.sso_id}
        searchPlaceholder={messages.user.searchPlaceholder}
        includeToggleLabel={messages.user.includeInactive}
        legend={noLegend}
        rowState={(user) => (user.is_active ? undefined : 'inactive')}
        selectable
        actions={actions}
        onRowClick={openUser}
      />
    </>
  );
}
