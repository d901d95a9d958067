import { lazy, Suspense, useCallback, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import type { SignInSchema } from '../../../shared/validation/signIn';
import { PublicFrame } from '../../app/PublicFrame';
import { shellClasses } from '../../app/shellClasses';
import { PasswordField } from '../../kit/PasswordField';
import { TextField } from '../../kit/TextField';
import { useZodForm } from '../../kit/useZodForm';
import { PublicSubmit } from './PublicSubmit';
import { TermsOfUseLink } from './TermsOfUseLink';
import type { SignInLogic } from './signInLogic';

// The rules and the sign-in call come with the data layer, fetched once the visitor acts.
const SignInLogicHost = lazy(async () => ({
  default: (await import('./SignInLogicHost')).SignInLogicHost,
}));

/**
 * Stands in for the rules until they have arrived: it accepts nothing and names no error, so no
 * message shows and no submit goes through before the real rules judge the form.
 */
const rulesOnTheirWay = {
  safeParse: () => ({ success: false, error: undefined }),
} as unknown as typeof SignInSchema;

/** A promise of the logic, kept by the page from its first render, and how to fulfil it. */
function logicArrival() {
  let resolve: (logic: SignInLogic) => void = () => undefined;
  const promise = new Promise<SignInLogic>((fulfil) => {
    resolve = fulfil;
  });
  return { promise, resolve };
}

/**
 * /login (spec part 1 §2.1, §4 Session, §5 Sign-in): email and password with the shared rules;
 * on success the token is stored, the user's details fetched and the app opens /home. The page
 * draws its form at once and fetches its rules and the data layer on the visitor's first key,
 * click or typed character (an autofill too), so the first page of every session stays small.
 */
export function SignInPage() {
  const navigate = useNavigate();
  const [wanted, setWanted] = useState(false);
  const [logic, setLogic] = useState<SignInLogic | null>(null);
  const [arrival] = useState(logicArrival);
  const form = useZodForm(logic?.schema ?? rulesOnTheirWay, { email: '', password: '' });
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const want = () => setWanted(true);
  const handleReady = useCallback(
    (ready: SignInLogic) => {
      setLogic(ready);
      arrival.resolve(ready);
    },
    [arrival],
  );

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    // Every field's error shows from now on (at once when the rules arrive, if they are on their way).
    form.validateAll();
    let rules = logic;
    if (!rules) {
      // Submitted before the rules arrived: the button spins until they do.
      setWanted(true);
      setSubmitting(true);
      rules = await arrival.promise;
    }
    const parsed = rules.schema.safeParse(form.values);
    if (!parsed.success) {
      setSubmitting(false);
      return;
    }
    setFailure(null);
    setSubmitting(true);
    const refused = await rules.signIn(parsed.data);
    if (refused === null) {
      navigate('/home', { replace: true });
      return;
    }
    setFailure(refused);
    setSubmitting(false);
  };

  // Typing clears the last refusal and fetches the rules, if they are not here yet.
  const bindField = (name: 'email' | 'password') => {
    const field = form.bind(name);
    const onChange = (value: string) => {
      setFailure(null);
      want();
      field.onChange(value);
    };
    return { ...field, onChange };
  };

  return (
    <PublicFrame title={messages.session.signIn}>
      <form
        onSubmit={(event) => void handleSubmit(event)}
        onKeyDownCapture={want}
        onPointerDownCapture={want}
        noValidate
      >
        <TextField
          {...bindField('email')}
          label={messages.fields.email}
          type="email"
          required
          maxLength={35}
          placeholder={messages.session.emailPlaceholder}
          autoFocus
          reserveMessageLine
        />
        <PasswordField
          {...bindField('password')}
          label={messages.fields.password}
          required
          reserveMessageLine
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
        <TermsOfUseLink>{messages.session.termsOfUse}</TermsOfUseLink>
        <Link to="/privacypolicy">{messages.privacy.title}</Link>
      </div>
      {wanted ? (
        <Suspense fallback={null}>
          <SignInLogicHost onReady={handleReady} />
        </Suspense>
      ) : null}
    </PublicFrame>
  );
}
