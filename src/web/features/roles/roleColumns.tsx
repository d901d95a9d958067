import { Intent, Tag } from '@blueprintjs/core';
import type { RoleRow } from '../../../shared/contract/roles';
import { formatUsDate } from '../../../shared/dates';
import { messages } from '../../../shared/messages';
import { nameColumn } from '../../kit/nameColumn';
import type { TableColumn } from '../../kit/tableTypes';

const [roleTitle, createdAt, status] = messages.role.columns;

/** The day a role was created, in the viewer's calendar (MM/DD/YYYY). */
function createdOn(role: RoleRow): string {
  const instant = new Date(role.created_at);
  return Number.isNaN(instant.getTime()) ? '' : formatUsDate(instant);
}

/** The /rolesrights columns; each id is the `sort_by` value roles/get_roles takes. */
export const roleColumns: readonly TableColumn<RoleRow>[] = [
  nameColumn('role_name', roleTitle, (role) => role.role_name),
  { id: 'created_at', header: createdAt, sortable: true, cell: createdOn },
  {
    id: 'status',
    header: status,
    sortable: true,
    cell: (role) => (
      <Tag minimal round intent={role.is_active ? Intent.SUCCESS : Intent.NONE}>
        {role.is_active ? messages.client.userStatuses.active : messages.client.userStatuses.inactive}
      </Tag>
    ),
  },
];
