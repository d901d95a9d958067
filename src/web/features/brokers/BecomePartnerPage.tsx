import { Link, useNavigate } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import { BrokerFormSchema } from '../../../shared/validation/brokerForm';
import { PublicFrame } from '../../app/PublicFrame';
import { toastSuccess } from '../../kit/toast';
import { useZodForm } from '../../kit/useZodForm';
import { TermsOfUseLink } from '../auth';
import { PublicSubmit, usePublicSubmit } from '../auth/shared';
import { saveFailureMessage } from '../../api/saveFailure';
import { useSignupBrokerMutation } from './api';
import { brokerClasses } from './brokerClasses';
import { BrokerFormFields } from './BrokerFormFields';
import { blankBrokerForm } from './brokerFormValues';

const S = messages.broker.screens;

/**
 * /becomepartner (spec part 1 §2.1): a prospective referral partner fills in the broker form
 * (without status) and applies through the public broker/signup; staff review it, and the visitor
 * is thanked and returned to /login.
 */
export function BecomePartnerPage() {
  const navigate = useNavigate();
  const form = useZodForm(BrokerFormSchema, blankBrokerForm());
  const [signup, { isLoading }] = useSignupBrokerMutation();
  const { failure, submit } = usePublicSubmit(form, isLoading, async (values) => {
    try {
      const answer = await signup(values).unwrap();
      void toastSuccess(S.signedUpTitle, answer.message);
      navigate('/login');
      return null;
    } catch (error) {
      return saveFailureMessage(error, messages.generic.failure);
    }
  });

  return (
    <PublicFrame wide title={messages.broker.partnerHeading}>
      <Link className={brokerClasses.backLink} to="/login">
        {messages.broker.backToLogin}
      </Link>
      <p>{S.partnerIntro}</p>
      <form noValidate onSubmit={(event) => void submit(event)} aria-label={messages.session.becomePartner}>
        <BrokerFormFields form={form} />
        <p className={brokerClasses.partnerNotice}>
          {S.partnerNotice.before}
          <TermsOfUseLink>{S.partnerNotice.terms}</TermsOfUseLink>
          {S.partnerNotice.middle}
          <Link to="/privacypolicy">{S.partnerNotice.privacy}</Link>
          {S.partnerNotice.after}
        </p>
        <PublicSubmit text={messages.session.submit} loading={isLoading} failure={failure} />
      </form>
    </PublicFrame>
  );
}
