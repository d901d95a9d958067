import { roleSortColumns, type roleEndpoints as r } from '../../../shared/contract/roles';
import type { RequestOf } from '../../../shared/contract/endpoint';
import type { TableRequest } from '../../kit/useTableQuery';

type RolesRequest = RequestOf<typeof r.getRoles>;
type RoleSortColumn = (typeof roleSortColumns)[number];

function isRoleSortColumn(value: string | undefined): value is RoleSortColumn {
  return (roleSortColumns as readonly (string | undefined)[]).includes(value);
}

/** The table's request in roles/get_roles terms: 'Include inactive roles' asks for every status. */
export function rolesRequestOf(request: TableRequest): RolesRequest {
  const body: RolesRequest = {
    page: request.page,
    per_page: request.per_page,
    search_text: request.search_text,
    is_active: request.show_all ? 'all' : 1,
  };
  if (isRoleSortColumn(request.sort_by)) {
    body.sort_by = request.sort_by;
    body.sort_desc = request.sort_desc ?? false;
  }
  return body;
}
