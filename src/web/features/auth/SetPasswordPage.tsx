import { Button, Callout } from '@blueprintjs/core';
import { Error as ErrorIcon } from '@blueprintjs/icons';
import { Navigate, useParams } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import { PublicFrame } from '../../app/PublicFrame';
import { ScreenLoading } from '../../app/ScreenLoading';
import { PasswordForm } from './PasswordForm';
import { usePasswordLink } from './usePasswordLink';

/**
 * /setpassword/:guid (spec part 1 §2.1, §4): an invitation or a verified reset code lands here. The
 * link is checked first; a used or expired one goes to /linkexpire.
 */
export function SetPasswordPage() {
  const { guid = '' } = useParams();
  const link = usePasswordLink(guid, messages.session.setPassword);
  const { state } = link;

  if (state.kind === 'expired') return <Navigate to="/linkexpire" replace />;
  return (
    <PublicFrame title={messages.session.setPassword}>
      {state.kind === 'checking' ? <ScreenLoading /> : null}
      {state.kind === 'unanswered' ? (
        <Callout intent="danger" icon={<ErrorIcon />} role="alert">
          {state.message}{' '}
          <Button variant="minimal" intent="primary" text={messages.common.tryAgain} onClick={state.retry} />
        </Callout>
      ) : null}
      {state.kind === 'valid' ? (
        <PasswordForm
          screen="set"
          email={state.email}
          submitLabel={messages.session.setPassword}
          submitting={link.saving}
          failure={link.failure}
          onSubmit={(password) => void link.save(password)}
        />
      ) : null}
    </PublicFrame>
  );
}
