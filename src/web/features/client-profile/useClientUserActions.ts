import type { ClientUserRow } from '../../../shared/contract/clientProfile';
import { messages } from '../../../shared/messages';
import { onlyOne } from '../../kit/onlyOne';
import type { TableAction } from '../../kit/tableTypes';
import { toastFromError, toastSuccess } from '../../kit/toast';
import { useStatusToggle } from '../../kit/useStatusToggle';
import { mayResendInvite } from '../users/shared';
import { useResendClientInviteMutation, useSetClientUserStatusMutation } from './api';

const S = messages.clientProfile;

/** The Client Users kebab: Change Status (after a confirmation) and Resend Invite. */
export function useClientUserActions(clientId: number): TableAction<ClientUserRow>[] {
  const [setStatus] = useSetClientUserStatusMutation();
  const [resendInvite] = useResendClientInviteMutation();
  const changeStatus = useStatusToggle<ClientUserRow>({
    title: S.changeStatus,
    right: 'client_status_change',
    question: (user) => S.changeStatusQuestion(user.full_name, user.is_active),
    change: (user) =>
      setStatus({ prospect_id: clientId, sso_id: user.sso_id, status: user.is_active ? 0 : 1 }).unwrap(),
  });

  const handleResendInvite = async (selected: readonly ClientUserRow[]) => {
    const user = onlyOne(selected);
    if (!user) return;
    try {
      const answer = await resendInvite({ prospect_id: clientId, sso_id: user.sso_id }).unwrap();
      void toastSuccess(S.resendInvite, answer.message);
    } catch (error) {
      void toastFromError(error);
    }
  };

  return [
    changeStatus,
    {
      id: 'resend-invite',
      label: S.resendInvite,
      icon: 'envelope',
      right: 'resend_client_invite',
      enabled: (selected) => {
        const user = onlyOne(selected);
        return user !== undefined && mayResendInvite(user, Date.now());
      },
      onSelect: (selected) => void handleResendInvite(selected),
    },
  ];
}
