import { Button, Callout } from '@blueprintjs/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { messages } from '../../../shared/messages';
import { AppDialog } from '../../kit/AppDialog';
import { TextField } from '../../kit/TextField';
import { useConfirm } from '../../kit/useConfirm';
import { useZodForm } from '../../kit/useZodForm';
import { InviteClientFormSchema } from './inviteClientForm';

export interface InviteClientDialogProps {
  isOpen: boolean;
  onClose: () => void;
}

const formId = 'fd-invite-client-form';

/**
 * The broker's Invite Client dialog (spec part 1 §2.2, §5, §8). The form and its rules are ready;
 * broker/invite_client belongs to the brokers area, which is not built yet, so a valid submit says
 * so honestly instead of pretending an invitation went out.
 */
export function InviteClientDialog({ isOpen, onClose }: InviteClientDialogProps) {
  const form = useZodForm(InviteClientFormSchema, { email: '' });
  const [notice, setNotice] = useState<string | null>(null);

  const confirm = useConfirm();

  const handleClose = () => {
    form.reset();
    setNotice(null);
    onClose();
  };

  const handleCancel = async () => {
    if (form.isDirty && !(await confirm({ message: messages.confirm.closeWithoutInviting }))) return;
    handleClose();
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = form.validateAll();
    if (result.ok) setNotice(messages.shell.inviteNotAvailable(result.data.email));
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
          <Button type="submit" form={formId} intent="primary" text={messages.shell.invite} />
        </>
      }
    >
      <form id={formId} onSubmit={handleSubmit} noValidate>
        <TextField
          {...email}
          onChange={(value) => {
            setNotice(null);
            email.onChange(value);
          }}
          label={messages.fields.emailTo}
          type="email"
          required
          maxLength={50}
          autoFocus
        />
        {notice ? (
          <Callout intent="warning" role="status">
            {notice}
          </Callout>
        ) : null}
      </form>
    </AppDialog>
  );
}
