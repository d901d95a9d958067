import { Navigate, useParams } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import { PublicFrame } from '../../app/PublicFrame';
import { PasswordLinkForm } from './PasswordLinkForm';
import { usePasswordLink } from './usePasswordLink';

/**
 * /setpassword/:guid (spec part 1 §2.1, §4): an invitation or a verified reset code lands here. The
 * link is checked first; a used or expired one goes to /linkexpire.
 */
export function SetPasswordPage() {
  const { guid = '' } = useParams();
  const link = usePasswordLink(guid, messages.session.setPassword);

  if (link.state.kind === 'expired') return <Navigate to="/linkexpire" replace />;
  return (
    <PublicFrame title={messages.session.setPassword}>
      <PasswordLinkForm link={link} screen="set" submitLabel={messages.session.setPassword} />
    </PublicFrame>
  );
}
