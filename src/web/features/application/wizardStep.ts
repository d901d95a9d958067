import type { StepValues, WizardMode, WizardStep } from '../../../../machines/applicationWizard/wizardTypes';
import type { ProspectApplication } from '../../../shared/contract/prospects';
import type { SensitiveLocks } from './stepValues';

/** What each step's form needs of the wizard around it. */
export interface WizardStepContext {
  mode: WizardMode;
  step: WizardStep;
  /** The prospect as last saved or loaded; null before step 1 created it. */
  prospect: ProspectApplication | null;
  /** Stored sensitive numbers the user may not change. */
  locks: SensitiveLocks;
  /** A referral code the page opened with (a broker's Invite Client link), else ''. */
  invitedReferralCode: string;
  /** Staff on behalf of a company: sent with the documents' calls. */
  companyId: number | null;
  /** The step stands alone (a client's details card): its foot is Cancel and Save. */
  single?: boolean;
  /** A call is under way: the buttons wait. */
  busy: boolean;
  /** The step's save (or the submit) is under way. */
  saving: boolean;
  /** The step's form tells whether it holds unsaved changes (leaving asks first). */
  onDirtyChange: (dirty: boolean) => void;
  /** Save and Next with the step's checked values. */
  onSaveAndNext: (dirty: boolean, values: StepValues) => void;
  onPrevious: (dirty: boolean) => void;
  /** Submit on the last step. */
  onSubmit: () => void;
  onCancel: () => void;
}

/** The props of every step component. */
export interface StepProps {
  wizard: WizardStepContext;
}
