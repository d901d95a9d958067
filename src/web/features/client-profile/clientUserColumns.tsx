import type { ClientUserRow } from '../../../shared/contract/clientProfile';
import { messages } from '../../../shared/messages';
import { TruncatedText } from '../../kit/TruncatedText';
import { nameColumn } from '../../kit/nameColumn';
import { phoneText } from '../../kit/phoneText';
import type { TableColumn } from '../../kit/tableTypes';
import { UserStatusTag } from '../users/shared';

const C = messages.clientProfile.columns;

/** The Client Users columns; each id is the `sort_by` value client/fetch/client_users takes. */
export const clientUserColumns: readonly TableColumn<ClientUserRow>[] = [
  nameColumn('first_name', C.firstName, (row) => row.first_name),
  {
    id: 'last_name',
    header: C.lastName,
    sortable: true,
    cell: (row) => <TruncatedText text={row.last_name} />,
  },
  { id: 'email', header: C.email, sortable: true, cell: (row) => <TruncatedText text={row.email} /> },
  {
    id: 'username',
    header: C.username,
    sortable: true,
    cell: (row) => <TruncatedText text={row.username} />,
  },
  {
    id: 'phone_number',
    header: C.phone,
    sortable: true,
    cell: (row) => phoneText(row.country_phone_code, row.phone_number),
  },
  {
    id: 'status',
    header: C.status,
    sortable: true,
    cell: (row) => <UserStatusTag status={row.account_status} />,
  },
];
