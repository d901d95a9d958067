import { Callout } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import { PublicFrame } from '../../app/PublicFrame';
import { shellClasses } from '../../app/shellClasses';

/** Where a spent or expired one-time link lands (spec part 1 §2.1): 'Link can only be used once.' */
export function LinkExpiredPage() {
  return (
    <PublicFrame title={messages.session.linkExpired.title}>
      <Callout intent="warning">{messages.session.linkUsedOnce}</Callout>
      <p className={shellClasses.publicFooter}>
        {messages.session.linkExpiredHint.before}
        <Link to="/forgetpass">{messages.session.linkExpiredHint.link}</Link>
        {messages.session.linkExpiredHint.after}
      </p>
      <div className={shellClasses.publicLinks}>
        <Link to="/login">{messages.session.backToLogin}</Link>
      </div>
    </PublicFrame>
  );
}
