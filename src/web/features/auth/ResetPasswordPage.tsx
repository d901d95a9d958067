import { Callout } from '@blueprintjs/core';
import { WarningSign } from '@blueprintjs/icons';
import { Link, useSearchParams } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import { linkExpiredMessage } from '../../../shared/validation/password';
import { PublicFrame } from '../../app/PublicFrame';
import { shellClasses } from '../../app/shellClasses';
import { PasswordLinkForm } from './PasswordLinkForm';
import { usePasswordLink } from './usePasswordLink';

/**
 * /resetpassword?token=… (spec part 1 §2.1, §4): the same form as Set Password; a link that is
 * invalid or expired says 'Link Expired: Your link has expired' on the screen itself.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const link = usePasswordLink(params.get('token') ?? '', messages.session.resetPassword);

  return (
    <PublicFrame title={messages.session.resetPassword}>
      {link.state.kind === 'expired' ? (
        <>
          <Callout intent="warning" icon={<WarningSign />} role="alert">
            {linkExpiredMessage}
          </Callout>
          <div className={shellClasses.publicLinks}>
            <Link to="/forgetpass">{messages.session.forgotPasswordLink}</Link>
            <Link to="/login">{messages.session.backToLogin}</Link>
          </div>
        </>
      ) : (
        <PasswordLinkForm link={link} screen="reset" submitLabel={messages.session.resetPassword} />
      )}
    </PublicFrame>
  );
}
