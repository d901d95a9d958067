import { Button, Intent } from '@blueprintjs/core';
import type { FormEvent } from 'react';
import { textLimits } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import { blankClientUserInvite, ClientUserInviteSchema } from '../../../shared/validation/clientUserInvite';
import { UserPhoneField } from '../../domain/UserPhoneField';
import { AppDialog } from '../../kit/AppDialog';
import { bindOptional } from '../../kit/bindOptional';
import { formGrid } from '../../kit/formGrid';
import { TextField } from '../../kit/TextField';
import { toastFromError, toastSuccess } from '../../kit/toast';
import { useConfirm } from '../../kit/useConfirm';
import { useZodForm } from '../../kit/useZodForm';
import { useInviteClientUserMutation } from './api';

const S = messages.clientProfile;
const formId = 'fd-invite-client-user-form';

export interface InviteClientUserDialogProps {
  /** The client the invited user will work for. */
  clientId: number;
  onClose: () => void;
}

/**
 * Invite Client User: a Client-role user of this client, mailed a link to set a password. Closing
 * it with something typed asks 'Are you sure, you want to close the form without inviting client?'.
 */
export function InviteClientUserDialog({ clientId, onClose }: InviteClientUserDialogProps) {
  const form = useZodForm(ClientUserInviteSchema, blankClientUserInvite);
  const [invite, { isLoading }] = useInviteClientUserMutation();
  const confirm = useConfirm();

  const handleCancel = async () => {
    if (form.isDirty && !(await confirm({ message: messages.confirm.closeWithoutInviting }))) return;
    onClose();
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = form.validateAll();
    if (!result.ok || isLoading) return;
    try {
      const answer = await invite({ prospect_id: clientId, ...result.data }).unwrap();
      void toastSuccess(S.inviteClientUser, answer.message);
      onClose();
    } catch (error) {
      void toastFromError(error);
    }
  };

  return (
    <AppDialog
      isOpen
      title={S.inviteClientUser}
      onClose={onClose}
      isDirty={form.isDirty}
      dirtyMessage={messages.confirm.closeWithoutInviting}
      footer={
        <>
          <Button text={messages.common.cancel} onClick={() => void handleCancel()} disabled={isLoading} />
          <Button type="submit" form={formId} intent={Intent.PRIMARY} text={S.invite} loading={isLoading} />
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void handleSubmit(event)} noValidate>
        <div className={formGrid.grid}>
          <TextField
            label={messages.fields.firstName}
            required
            maxLength={textLimits.userFirstName}
            autoFocus
            {...form.bind('first_name')}
          />
          <TextField
            label={messages.fields.lastName}
            maxLength={textLimits.userLastName}
            {...bindOptional(form, 'last_name')}
          />
          <TextField
            label={messages.fields.email}
            required
            type="email"
            maxLength={textLimits.userEmail}
            {...form.bind('email')}
          />
          <UserPhoneField form={form} />
        </div>
      </form>
    </AppDialog>
  );
}
