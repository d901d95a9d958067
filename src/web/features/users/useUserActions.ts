import type { UserRow } from '../../../shared/contract/users';
import { messages } from '../../../shared/messages';
import type { TableAction } from '../../kit/tableTypes';
import { toastFromError, toastSuccess } from '../../kit/toast';
import { onlyOne } from '../../kit/onlyOne';
import { useStatusToggle } from '../../kit/useStatusToggle';
import { useResendInviteMutation, useSetUserStatusMutation } from './api';
import { mayResendInvite } from './inviteRules';

/** The /userindex kebab: Change Status (after a confirmation) and Resend Invite. */
export function useUserActions(): TableAction<UserRow>[] {
  const [setUserStatus] = useSetUserStatusMutation();
  const [resendInvite] = useResendInviteMutation();
  const changeStatus = useStatusToggle<UserRow>({
    title: messages.user.changeStatus,
    right: 'user_status_change',
    question: (user) => messages.user.changeStatusQuestion(user.full_name, user.is_active),
    change: (user) => setUserStatus({ sso_id: user.sso_id, status: user.is_active ? 0 : 1 }).unwrap(),
  });

  const handleResendInvite = async (selected: readonly UserRow[]) => {
    const user = onlyOne(selected);
    if (!user) return;
    try {
      const answer = await resendInvite({ sso_id: user.sso_id }).unwrap();
      void toastSuccess(messages.user.resendInvite, answer.message);
    } catch (error) {
      void toastFromError(error);
    }
  };

  return [
    changeStatus,
    {
      id: 'resend-invite',
      label: messages.user.resendInvite,
      icon: 'envelope',
      right: 'add_new_user',
      enabled: (selected) => {
        const user = onlyOne(selected);
        return user !== undefined && mayResendInvite(user, Date.now());
      },
      onSelect: (selected) => void handleResendInvite(selected),
    },
  ];
}
