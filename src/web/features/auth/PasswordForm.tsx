import type { FormEvent } from 'react';
import { messages } from '../../../shared/messages';
import { ResetPasswordFormSchema, SetPasswordFormSchema } from '../../../shared/validation/password';
import { PasswordField } from '../../kit/PasswordField';
import { useZodForm } from '../../kit/useZodForm';
import { PublicSubmit } from './PublicSubmit';

export interface PasswordFormProps {
  /** Whose password the link sets, when the server told us. */
  email?: string;
  /** Caption of the submit button ('Set Password' / 'Reset Password'). */
  submitLabel: string;
  submitting: boolean;
  /** A failure to show above the button (the server's message). */
  failure?: string | null;
  /** 'set' requires the confirmation; 'reset' only needs it to match (spec part 1 §5). */
  screen: 'set' | 'reset';
  /** Called with the new password once the form passes the shared rules. */
  onSubmit: (password: string) => void;
}

/**
 * Password and confirm password with the spec's rules (part 1 §5 Set/reset password): required,
 * at most 20, the 8-character mixed pattern, and the confirmation must match. Shared by the set
 * and reset screens.
 */
export function PasswordForm({
  email,
  submitLabel,
  submitting,
  failure,
  screen,
  onSubmit,
}: PasswordFormProps) {
  const form = useZodForm(screen === 'set' ? SetPasswordFormSchema : ResetPasswordFormSchema, {
    password: '',
    confirm_password: '',
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = form.validateAll();
    if (result.ok && !submitting) onSubmit(result.data.password);
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      {email ? (
        <p>
          {messages.session.choosePasswordFor.before}
          <strong>{email}</strong>
          {messages.session.choosePasswordFor.after}
        </p>
      ) : null}
      <PasswordField {...form.bind('password')} label={messages.fields.password} required />
      <PasswordField
        {...form.bind('confirm_password')}
        label={messages.fields.confirmPassword}
        required={screen === 'set'}
      />
      <PublicSubmit text={submitLabel} loading={submitting} failure={failure} />
    </form>
  );
}
