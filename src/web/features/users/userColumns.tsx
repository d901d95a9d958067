import type { UserRow } from '../../../shared/contract/users';
import { messages } from '../../../shared/messages';
import { TruncatedText } from '../../kit/TruncatedText';
import { nameColumn } from '../../kit/nameColumn';
import type { TableColumn } from '../../kit/tableTypes';
import { phoneText } from '../../kit/phoneText';
import { UserStatusTag } from './UserStatusTag';

const [fullName, email, username, phone, role, status] = messages.user.columns;

/** The /userindex columns; each id is the `sort_by` value user/get_users takes. */
export const userColumns: readonly TableColumn<UserRow>[] = [
  nameColumn('full_name', fullName, (row) => row.full_name),
  { id: 'email', header: email, sortable: true, cell: (row) => <TruncatedText text={row.email} /> },
  { id: 'username', header: username, sortable: true, cell: (row) => <TruncatedText text={row.username} /> },
  {
    id: 'phone_number',
    header: phone,
    sortable: true,
    cell: (row) => phoneText(row.country_phone_code, row.phone_number),
  },
  { id: 'role_name', header: role, sortable: true, cell: (row) => <TruncatedText text={row.role_name} /> },
  {
    id: 'status',
    header: status,
    sortable: true,
    cell: (row) => <UserStatusTag status={row.account_status} />,
  },
];
