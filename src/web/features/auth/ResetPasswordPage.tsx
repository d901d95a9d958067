import { Button, Callout } from '@blueprintjs/core';
import { Error as ErrorIcon, WarningSign } from '@blueprintjs/icons';
import { Link, useSearchParams } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import { linkExpiredMessage } from '../../../shared/validation/password';
import { PublicFrame } from '../../app/PublicFrame';
import { ScreenLoading } from '../../app/ScreenLoading';
import { shellClasses } from '../../app/shellClasses';
import { PasswordForm } from './PasswordForm';
import { usePasswordLink } from './usePasswordLink';

/**
 * /resetpassword?token=… (spec part 1 §2.1, §4): the same form as Set Password; a link that is
 * invalid or expired says 'Link Expired: Your link has expired' on the screen itself.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const link = usePasswordLink(params.get('token') ?? '', messages.session.resetPassword);
  const { state } = link;

  return (
    <PublicFrame title={messages.session.resetPassword}>
      {state.kind === 'checking' ? <ScreenLoading /> : null}
      {state.kind === 'expired' ? (
        <>
          <Callout intent="warning" icon={<WarningSign />} role="alert">
            {linkExpiredMessage}
          </Callout>
          <div className={shellClasses.publicLinks}>
            <Link to="/forgetpass">{messages.session.forgotPasswordLink}</Link>
            <Link to="/login">{messages.session.backToLogin}</Link>
          </div>
        </>
      ) : null}
      {state.kind === 'unanswered' ? (
        <Callout intent="danger" icon={<ErrorIcon />} role="alert">
          {state.message}{' '}
          <Button variant="minimal" intent="primary" text={messages.common.tryAgain} onClick={state.retry} />
        </Callout>
      ) : null}
      {state.kind === 'valid' ? (
        <PasswordForm
          screen="reset"
          email={state.email}
          submitLabel={messages.session.resetPassword}
          submitting={link.saving}
          failure={link.failure}
          onSubmit={(password) => void link.save(password)}
        />
      ) : null}
    </PublicFrame>
  );
}
