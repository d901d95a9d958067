import { useEffect } from 'react';
import { messages } from '../../../shared/messages';
import {
  ChangePasswordFormSchema,
  type ChangePasswordForm as ChangePasswordValues,
} from '../../../shared/validation/password';
import { FormActions } from '../../kit/FormActions';
import { PasswordField } from '../../kit/PasswordField';
import { toastSuccess } from '../../kit/toast';
import { useZodForm } from '../../kit/useZodForm';
import { formGrid } from '../../kit/formGrid';
import { useChangePasswordMutation } from './api';
import { tabSubmit } from './tabSubmit';

const blank: ChangePasswordValues = { previous_password: '', new_password: '', confirm_password: '' };

export interface ChangePasswordFormProps {
  /** Told whether the form holds unsaved changes (the page guards leaving). */
  onDirtyChange: (dirty: boolean) => void;
}

/**
 * The Change Password tab of /profile (spec part 1 §5): current, new and confirm with the set
 * password rules; a success clears the form.
 */
export function ChangePasswordForm({ onDirtyChange }: ChangePasswordFormProps) {
  const form = useZodForm(ChangePasswordFormSchema, blank);
  const [changePassword, { isLoading: saving }] = useChangePasswordMutation();

  useEffect(() => onDirtyChange(form.isDirty), [form.isDirty, onDirtyChange]);

  const handleSubmit = tabSubmit(form, async (values) => {
    const answer = await changePassword({
      previous_password: values.previous_password,
      new_password: values.new_password,
    }).unwrap();
    void toastSuccess(messages.crud.updated('Password').title, answer.message);
    form.reset(blank);
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
      aria-label={messages.profile.changePassword}
    >
      <div className={formGrid.grid}>
        <PasswordField label={messages.fields.currentPassword} required {...form.bind('previous_password')} />
        <span />
        <PasswordField label={messages.fields.newPassword} required {...form.bind('new_password')} />
        <PasswordField label={messages.fields.confirmPassword} required {...form.bind('confirm_password')} />
      </div>
      <FormActions saving={saving} saveLabel={messages.profile.changePassword} />
    </form>
  );
}
