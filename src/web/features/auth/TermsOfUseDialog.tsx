import { Button, Classes, Dialog } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { messages } from '../../../shared/messages';

export interface TermsOfUseDialogProps {
  isOpen: boolean;
  onClose: () => void;
}

/** The portal's terms of use, opened from the sign-in page's footer. */
export function TermsOfUseDialog({ isOpen, onClose }: TermsOfUseDialogProps) {
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={messages.session.termsOfUse}>
      <div className={Classes.DIALOG_BODY}>
        <p>
          FactorDesk is provided to our clients, their debtors, our referral partners and applicants for
          factoring to conduct business with us. By signing in you agree to these terms.
        </p>
        <ul>
          <li>You must be at least 18 years old and authorised to act for the business you represent.</li>
          <li>
            Keep your password private. You are responsible for what is done with your account; tell us at
            once if you believe someone else has used it.
          </li>
          <li>
            Information you submit (applications, invoices, schedules, documents) must be complete and
            accurate. The assignment and purchase of invoices is governed by your factoring agreement, which
            prevails over anything shown in the portal.
          </li>
          <li>
            Use the portal only for its purpose. Do not try to reach data of other parties, disrupt the
            service or copy it by automated means.
          </li>
          <li>
            We may suspend access to protect the portal or our clients, and we may change these terms;
            continued use means acceptance of the changed terms.
          </li>
        </ul>
        <p>
          How we handle personal information is described in the{' '}
          <Link to="/privacypolicy">{messages.privacy.title}</Link>.
        </p>
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          <Button intent="primary" text={messages.common.close} onClick={onClose} />
        </div>
      </div>
    </Dialog>
  );
}
