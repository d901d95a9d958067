import { useState } from 'react';
import { Button, Card, Classes, H5, Intent } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { brokerStatusValues, type Broker } from '../../../shared/contract/brokers';
import { formatUsDate } from '../../../shared/dates';
import { messages } from '../../../shared/messages';
import { toastFromError, toastSuccess } from '../../kit/toast';
import { mayResendInvite } from '../users/shared';
import { useInviteBrokerMutation, useResendBrokerInviteMutation } from './api';
import { brokerClasses } from './brokerClasses';
import { agreementPath } from './navigationState';
import { SendAgreementDialog } from './SendAgreementDialog';
import { kitClasses } from '../../kit/kitClasses';

const B = messages.broker;

export interface BrokerPartnershipCardProps {
  broker: Broker;
  /** The rights the signed-in user holds (send_agreement, invite_broker). */
  held: ReadonlySet<string>;
}

/** Why the invite button is off, when it is. */
function inviteHint(broker: Broker): string | null {
  if (broker.has_password) return B.screens.passwordSet;
  if (broker.invite_send_date === null) return null;
  return `${B.screens.lastInviteSent(formatUsDate(broker.invite_send_date))} ${B.screens.inviteWaits}`;
}

/**
 * An existing broker's referral side (spec part 1 §2.6, §4): the referral code or 'Awaiting for
 * Approval'; once Approved, Send Agreement and Invite Broker / Resend Invite (enabled while the
 * broker has no password and no invite went out in the last day); the agreement's link once dated.
 */
export function BrokerPartnershipCard({ broker, held }: BrokerPartnershipCardProps) {
  const [sending, setSending] = useState(false);
  // The one-day rule is judged against when the page opened; an invite sent since dates later.
  const [openedAt] = useState(Date.now);
  const [invite, { isLoading: inviting }] = useInviteBrokerMutation();
  const [resend, { isLoading: resending }] = useResendBrokerInviteMutation();
  const approved = broker.status === brokerStatusValues.approved;
  const invited = broker.invite_send_date !== null;
  const inviteLabel = invited ? B.resendInvite : B.inviteBroker;
  const mayInvite = mayResendInvite(
    { has_password: broker.has_password, is_active: true, invite_sent_at: broker.invite_send_date },
    openedAt,
  );

  const handleInvite = async () => {
    try {
      const answer = await (invited ? resend : invite)({ id: broker.id }).unwrap();
      void toastSuccess(inviteLabel, answer.message);
    } catch (error) {
      void toastFromError(error);
    }
  };

  const hint = approved ? inviteHint(broker) : B.screens.approveFirst;
  return (
    <Card className={brokerClasses.partnership}>
      <H5>{B.screens.partnership}</H5>
      <dl className={`${kitClasses.facts} ${brokerClasses.facts}`}>
        <dt>{B.screens.referralCode}</dt>
        <dd>{broker.referral_code ?? B.awaitingApproval}</dd>
        <dt>{B.form.agreementDate}</dt>
        <dd>
          {broker.agreement_date === null ? (
            '—'
          ) : (
            <>
              {B.screens.agreementSentOn(formatUsDate(broker.agreement_date), broker.broker_commission ?? '')}{' '}
              <Link to={agreementPath(broker.id)}>{B.screens.viewAgreement}</Link>
            </>
          )}
        </dd>
      </dl>
      {approved && (
        <div className={brokerClasses.partnershipActions}>
          {held.has('send_agreement') && (
            <Button icon="document-share" text={B.sendAgreement} onClick={() => setSending(true)} />
          )}
          {held.has('invite_broker') && (
            <Button
              icon="envelope"
              intent={Intent.PRIMARY}
              text={inviteLabel}
              disabled={!mayInvite}
              loading={inviting || resending}
              onClick={() => void handleInvite()}
            />
          )}
        </div>
      )}
      {hint && <p className={Classes.TEXT_MUTED}>{hint}</p>}
      {sending && <SendAgreementDialog brokers={[broker]} onClose={() => setSending(false)} />}
    </Card>
  );
}
