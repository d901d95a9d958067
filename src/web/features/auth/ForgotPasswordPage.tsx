import { Link, useNavigate } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import { ForgotPasswordSchema } from '../../../shared/validation/password';
import { PublicFrame } from '../../app/PublicFrame';
import { shellClasses } from '../../app/shellClasses';
import { TextField } from '../../kit/TextField';
import { toastSuccess } from '../../kit/toast';
import { useZodForm } from '../../kit/useZodForm';
import { useSendResetEmailMutation } from './api';
import { verificationState } from './navigationState';
import { PublicSubmit } from './PublicSubmit';
import { isRefusal, unansweredMessage } from './signInError';
import { usePublicSubmit } from './usePublicSubmit';

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
  const { failure, submit } = usePublicSubmit(form, isLoading, async (values) => {
    try {
      await sendResetEmail(values).unwrap();
    } catch (error) {
      // A refusal still counts as sent: its answer never tells whether the account exists.
      if (!isRefusal(error)) return unansweredMessage(error);
    }
    void toastSuccess(messages.session.forgotPassword, messages.session.resetCodeSent);
    const state = verificationState(values.email);
    navigate('/verificatiocode', { state });
    return null;
  });

  return (
    <PublicFrame title={messages.session.forgotPassword}>
      <p>{messages.session.forgotPasswordIntro}</p>
      <form onSubmit={submit} noValidate>
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
