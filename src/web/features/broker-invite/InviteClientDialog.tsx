import { Button } from '@blueprintjs/core';
import type { FormEvent } from 'react';
import { messages } from '../../../shared/messages';
import { AppDialog } from '../../kit/AppDialog';
import { TextField } from '../../kit/TextField';
import { useConfirm } from '../../kit/useConfirm';
import { useZodForm } from '../../kit/useZodForm';
import { InviteClientFormSchema } from '../../../shared/validation/brokerForm';
import { toastFromError, toastSuccess } from '../../kit/toast';
import { useInviteClientMutation } from './api';

export interface InviteClientDialogProps {
  isOpen: boolean;
  onClose: () => void;
}

const formId = 'fd-invite-client-form';

/**
 * The broker's Invite Client dialog (spec part 1 §2.2, §5, §8): the business gets the application
 * link carrying the broker's referral code; success shows the server's message.
 */
export function InviteClientDialog({ isOpen, onClose }: InviteClientDialogProps) {
  const form = useZodForm(InviteClientFormSchema, { email: '' });
  const [invite, { isLoading }] = useInviteClientMutation();

  const confirm = useConfirm();

  const handleClose = () => {
    form.reset();
    onClose();
  };

  const handleCancel = async () => {
    if (form.isDirty && !(await confirm({ message: messages.confirm.closeWithoutInviting }))) return;
    handleClose();
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = form.validateAll();
    if (!result.ok || isLoading) return;
    try {
      const answer = await invite(result.data).unwrap();
      void toastSuccess(messages.shell.inviteClient, answer.message);
      handleClose();
    } catch (error) {
      void toastFromError(error);
    }
  };

  const email = form.bind('email');

  return (
    <AppDialog
      isOpen={isOpen}
      title={messages.shell.inviteClient}
      onClose={handleClose}
      isDirty={form.isDirty}
      dirtyMessage={messages.confirm.closeWithoutInviting}
      footer={
        <>
          <Button text={messages.common.cancel} onClick={() => void handleCancel()} />
          <Button
            type="submit"
            form={formId}
            intent="primary"
            text={messages.shell.invite}
            loading={isLoading}
          />
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void handleSubmit(event)} noValidate>
        <TextField
          {...email}
          label={messages.fields.emailTo}
          type="email"
          required
          maxLength={50}
          autoFocus
        />
      </form>
    </AppDialog>
  );
}
