import { useState } from 'react';
import { Button, Intent } from '@blueprintjs/core';
import { searchDebounceMs } from '../../../shared/constants';
import { clientUserSortColumns } from '../../../shared/contract/clientProfile';
import { messages } from '../../../shared/messages';
import { pageProps } from '../../api/listPage';
import { DataTable } from '../../kit/DataTable';
import { listRequestOf } from '../../kit/listRequest';
import { useList } from '../../session/ListScreen';
import { useListWorkspace } from '../../session/listWorkspace';
import { useClientUsersQuery } from './api';
import { clientUserColumns } from './clientUserColumns';
import { InviteClientUserDialog } from './InviteClientUserDialog';
import { useClientUserActions } from './useClientUserActions';

const S = messages.clientProfile;
const everyStatus = () => ({});

export interface ClientUsersTabProps {
  /** The client whose users the tab lists. */
  clientId: number;
}

/**
 * The Client Users tab (spec part 1 §3, §4): the company's users with their status (Pending until a
 * password is set), Invite Client User, and the kebab's Change Status and Resend Invite, each for
 * holders of its right.
 */
export function ClientUsersTab({ clientId }: ClientUsersTabProps) {
  const list = useList('clientUsers', clientUserColumns);
  const workspace = useListWorkspace(list.name);
  const answer = useClientUsersQuery({
    prospect_id: clientId,
    ...listRequestOf(list.query.request, clientUserSortColumns, everyStatus),
  });
  const actions = useClientUserActions(clientId);
  const [inviting, setInviting] = useState(false);

  return (
    <>
      <DataTable
        {...workspace}
        {...pageProps(answer.data, answer.isFetching)}
        label={S.users}
        columns={list.columns}
        query={list.query}
        searchDebounceMs={searchDebounceMs.users}
        searchPlaceholder={S.searchPlaceholder}
        rowKey={(user) => user.sso_id}
        rowState={(user) => (user.is_active ? undefined : 'inactive')}
        selectable
        actions={actions}
        toolbar={
          workspace.heldRights.has('invite_client') && (
            <Button
              icon="new-person"
              intent={Intent.PRIMARY}
              text={S.inviteClientUser}
              onClick={() => setInviting(true)}
            />
          )
        }
      />
      {inviting && <InviteClientUserDialog clientId={clientId} onClose={() => setInviting(false)} />}
    </>
  );
}
