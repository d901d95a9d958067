import { userSortColumns, type userEndpoints as e } from '../../../shared/contract/users';
import type { RequestOf } from '../../../shared/contract/endpoint';
import type { TableRequest } from '../../kit/useTableQuery';

type UsersRequest = RequestOf<typeof e.getUsers>;
type UserSortColumn = (typeof userSortColumns)[number];

function isUserSortColumn(value: string | undefined): value is UserSortColumn {
  return (userSortColumns as readonly (string | undefined)[]).includes(value);
}

/** The table's request in user/get_users terms: the include-inactive switch asks for every status. */
export function usersRequestOf(request: TableRequest): UsersRequest {
  const body: UsersRequest = {
    page: request.page,
    per_page: request.per_page,
    search_text: request.search_text,
    status: request.show_all ? 'all' : 1,
  };
  if (isUserSortColumn(request.sort_by)) {
    body.sort_by = request.sort_by;
    body.sort_desc = request.sort_desc ?? false;
  }
  return body;
}
