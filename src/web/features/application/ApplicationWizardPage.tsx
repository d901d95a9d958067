import { useCallback, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { referralCodeLength } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import { PublicFrame } from '../../app/PublicFrame';
import { toastSuccess } from '../../kit/toast';
import { ApplicationWizard } from './ApplicationWizard';
import { wizardClasses } from './wizardClasses';

/** The front-line colour variant's route (spec part 1 §2.1). */
const frontlinePath = '/frontlineregisternow';

/** A referral code from the address is taken only when it is one: 7 letters and digits. */
function invitedCodeOf(raw: string | null): string {
  return raw !== null && new RegExp(`^[A-Za-z0-9]{${referralCodeLength}}$`).test(raw) ? raw : '';
}

/**
 * /registernow and /frontlineregisternow (spec part 1 §2.1, §2.3): the public application wizard,
 * the same flow in two colour variants. `?id=<draft token>` resumes a draft (the address takes it
 * once step 1 created one, so a reload or the mailed link resumes); `?referral=CODE` from a
 * broker's Invite Client link fills in the referral code. Submitting goes to /login.
 */
export function ApplicationWizardPage() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const frontline = pathname.toLowerCase() === frontlinePath;
  // The address is read once: the wizard itself rewrites it as the draft is saved.
  const [opened] = useState(() => ({
    draftToken: searchParams.get('id'),
    referral: invitedCodeOf(searchParams.get('referral')),
  }));
  const shownToken = useRef(opened.draftToken);

  const handleDraftSaved = useCallback(
    (token: string) => {
      if (shownToken.current === token) return;
      shownToken.current = token;
      navigate({ search: `?id=${encodeURIComponent(token)}` }, { replace: true });
    },
    [navigate],
  );

  const handleDraftLost = useCallback(() => {
    shownToken.current = null;
    navigate({ search: '' }, { replace: true });
  }, [navigate]);

  const handleSubmitted = useCallback(() => {
    void toastSuccess(messages.prospect.submitted.title, messages.prospect.submitted.message);
    navigate('/login');
  }, [navigate]);

  return (
    <div className={frontline ? wizardClasses.frontline : undefined}>
      <PublicFrame title={messages.session.registerNow} wide>
        <ApplicationWizard
          mode={frontline ? 'frontline' : 'public'}
          draftToken={opened.draftToken}
          invitedReferralCode={opened.referral}
          sensitive={false}
          cancelTo="/login"
          onDraftSaved={handleDraftSaved}
          onDraftLost={handleDraftLost}
          onSubmitted={handleSubmitted}
        />
      </PublicFrame>
    </div>
  );
}
