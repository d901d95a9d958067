import { lazy, Suspense, useState } from 'react';
import type { FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { Link, useNavigate } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import { SignInSchema } from '../../../shared/validation/signIn';
import { PublicFrame } from '../../app/PublicFrame';
import { shellClasses } from '../../app/shellClasses';
import { hasLiveToken } from '../../app/guards/guardRules';
import type { AppDispatch } from '../../app/store';
import { serverMessageOf } from '../../api/serverMessage';
import { PasswordField } from '../../kit/PasswordField';
import { TextField } from '../../kit/TextField';
import { useZodForm } from '../../kit/useZodForm';
import { sessionApi, useLoginMutation } from '../../session/sessionApi';
import { tokenStorage } from '../../session/tokenStorage';
import { PublicSubmit } from './PublicSubmit';
import { signInErrorMessage } from './signInError';

// Opened on demand, so the dialog machinery stays out of the sign-in page's first download.
const TermsOfUseDialog = lazy(async () => ({
  default: (await import('./TermsOfUseDialog')).TermsOfUseDialog,
}));

/**
 * /login (spec part 1 §2.1, §4 Session, §5 Sign-in): email and password with the shared rules;
 * on success the token is stored, the user's details fetched and the app opens /home.
 */
export function SignInPage() {
  const navigate = useNavigate();
  const dispatch = useDispatch<AppDispatch>();
  const form = useZodForm(SignInSchema, { email: '', password: '' });
  const [login] = useLoginMutation();
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [termsOpen, setTermsOpen] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = form.validateAll();
    if (!result.ok || submitting) return;
    setFailure(null);
    setSubmitting(true);
    // A token left over from an expired session would make a refused sign-in look like a lost session.
    if (tokenStorage.read() && !hasLiveToken()) tokenStorage.clearAll();
    try {
      const answer = await login(result.data).unwrap();
      tokenStorage.write(answer.access_token, answer.expires_at);
    } catch (error) {
      setFailure(signInErrorMessage(error));
      setSubmitting(false);
      return;
    }
    const details = dispatch(sessionApi.endpoints.getUserDetails.initiate(undefined, { forceRefetch: true }));
    try {
      await details.unwrap();
      navigate('/home', { replace: true });
    } catch (error) {
      tokenStorage.clearAll();
      setFailure(serverMessageOf(error) ?? messages.generic.failure);
      setSubmitting(false);
    } finally {
      details.unsubscribe();
    }
  };

  const handleFieldChange = () => setFailure(null);
  const email = form.bind('email');
  const password = form.bind('password');

  return (
    <PublicFrame title={messages.session.signIn}>
      <form onSubmit={handleSubmit} noValidate>
        <TextField
          {...email}
          onChange={(value) => {
            handleFieldChange();
            email.onChange(value);
          }}
          label={messages.fields.email}
          type="email"
          required
          maxLength={35}
          placeholder={messages.session.emailPlaceholder}
          autoFocus
        />
        <PasswordField
          {...password}
          onChange={(value) => {
            handleFieldChange();
            password.onChange(value);
          }}
          label={messages.fields.password}
          required
        />
        <div className={shellClasses.publicForgot}>
          <Link to="/forgetpass">{messages.session.forgotPasswordLink}</Link>
        </div>
        <PublicSubmit text={messages.session.signIn} loading={submitting} failure={failure} />
      </form>
      <div className={shellClasses.publicLinks}>
        <Link to="/registernow">{messages.session.registerNow}</Link>
        <Link to="/becomepartner">{messages.session.becomePartner}</Link>
      </div>
      <div className={shellClasses.publicFooter}>
        <a
          href="#terms"
          onClick={(event) => {
            event.preventDefault();
            setTermsOpen(true);
          }}
        >
          {messages.session.termsOfUse}
        </a>
        <Link to="/privacypolicy">{messages.privacy.title}</Link>
      </div>
      {termsOpen ? (
        <Suspense fallback={null}>
          <TermsOfUseDialog isOpen onClose={() => setTermsOpen(false)} />
        </Suspense>
      ) : null}
    </PublicFrame>
  );
}
