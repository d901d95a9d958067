import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import { ForgotPasswordSchema } from '../../../shared/validation/password';
import { PublicFrame } from '../../app/PublicFrame';
import { shellClasses } from '../../app/shellClasses';
import { TextField } from '../../kit/TextField';
import { toastSuccess } from '../../kit/toast';
import { useZodForm } from '../../kit/useZodForm';
import { useSendResetEmailMutation } from './api';
import type { VerificationNavigationState } from './navigationState';
import { PublicSubmit } from './PublicSubmit';
import { isRefusal, unansweredMessage } from './signInError';

/**
 * /forgetpass (spec part 1 §2.1, §4 Password flow): the email goes to user/send_email and the page
 * always says 'Reset password verification code has been sent to your email.' before moving on to
 * the code page, so nobody can probe which addresses have accounts. Only when no answer came back
 * (network, server fault, rate limit) does it say so instead, since then no code was sent.
 */
export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const form = useZodForm(ForgotPasswordSchema, { email: '' });
  const [sendResetEmail, { isLoading }] = useSendResetEmailMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = form.validateAll();
    if (!result.ok || isLoading) return;
    setFailure(null);
    try {
      await sendResetEmail(result.data).unwrap();
    } catch (error) {
      // A refusal still counts as sent: its answer never tells whether the account exists.
      if (!isRefusal(error)) {
        setFailure(unansweredMessage(error));
        return;
      }
    }
    void toastSuccess(messages.session.forgotPassword, messages.session.resetCodeSent);
    const state: VerificationNavigationState = { email: result.data.email };
    navigate('/verificatiocode', { state });
  };

  return (
    <PublicFrame title={messages.session.forgotPassword}>
      <p>{messages.session.forgotPasswordIntro}</p>
      <form onSubmit={handleSubmit} noValidate>
        <TextField
          {...form.bind('email')}
          label={messages.fields.email}
          type="email"
          required
          maxLength={254}
          autoFocus
        />
        <PublicSubmit text={messages.session.submit} loading={isLoading} failure={failure} />
      </form>
      <div className={shellClasses.publicLinks}>
        <Link to="/login">{messages.session.backToLogin}</Link>
      </div>
    </PublicFrame>
  );
}
