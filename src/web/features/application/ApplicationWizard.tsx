import { useCallback, useEffect, useMemo, useState, type ComponentType } from 'react';
import { Callout } from '@blueprintjs/core';
import { Link, useNavigate } from 'react-router-dom';
import { errorToastOf, isBusy, progressOf } from '../../../../machines/applicationWizard/wizardReadings';
import type { StepValues, WizardMode, WizardStep } from '../../../../machines/applicationWizard/wizardTypes';
import type { ProspectApplication } from '../../../shared/contract/prospects';
import { messages } from '../../../shared/messages';
import { LoadingBlock } from '../../kit/LoadingBlock';
import { toastError } from '../../kit/toast';
import { confirm, confirmPresets } from '../../kit/useConfirm';
import { BusinessInformationStep } from './steps/BusinessInformationStep';
import { BusinessOwnersStep } from './steps/BusinessOwnersStep';
import { DocumentsChecklistStep } from './steps/DocumentsChecklistStep';
import { FinancialInformationStep } from './steps/FinancialInformationStep';
import { LandlordInformationStep } from './steps/LandlordInformationStep';
import { SupplierInformationStep } from './steps/SupplierInformationStep';
import { sensitiveLocksOf } from './stepValues';
import { useApplicationWizard } from './useApplicationWizard';
import { useWizardLeaveGuard } from './useWizardLeaveGuard';
import { WizardHeader } from './WizardHeader';
import type { StepProps, WizardStepContext } from './wizardStep';

const stepComponents: Record<WizardStep, ComponentType<StepProps>> = {
  1: BusinessInformationStep,
  2: BusinessOwnersStep,
  3: FinancialInformationStep,
  4: SupplierInformationStep,
  5: LandlordInformationStep,
  6: DocumentsChecklistStep,
};

export interface ApplicationWizardProps {
  mode: WizardMode;
  /** The draft token of the address (public): the draft is loaded and resumed. */
  draftToken?: string | null;
  /** Edit mode (staff): the stored prospect, opened at step 1 with the ring at 100. */
  prospect?: ProspectApplication | null;
  /** Staff: the company the application is made for, added to every payload. */
  companyId?: number | null;
  /** The referral code of a broker's Invite Client link (public), else ''. */
  invitedReferralCode?: string;
  /** The user holds sensitive_information_disclosure (never a public applicant). */
  sensitive: boolean;
  /** Where Cancel goes. */
  cancelTo: string;
  /** A public draft now exists under this token (the address should name it). */
  onDraftSaved?: (draftToken: string) => void;
  /** The draft of the address could not be loaded: a fresh application has started. */
  onDraftLost?: () => void;
  /** The application was submitted. */
  onSubmitted: () => void;
}

/**
 * The six-step application wizard (spec part 1 §2.3, §4): a thin view of the wizard machine.
 * Each step's form checks itself and hands its values to the machine, which saves a changed step
 * (or moves on), shows the ring, submits on the last step and decides what leaving means.
 */
export function ApplicationWizard({
  mode,
  draftToken = null,
  prospect = null,
  companyId = null,
  invitedReferralCode = '',
  sensitive,
  cancelTo,
  onDraftSaved,
  onDraftLost,
  onSubmitted,
}: ApplicationWizardProps) {
  const navigate = useNavigate();
  const [snapshot, send, wizard] = useApplicationWizard({ mode, draftToken, prospect, companyId });
  const [dirty, setDirty] = useState(false);
  // The browser's before-unload warning: always on the public wizard, on a changed step for staff.
  useWizardLeaveGuard({
    wizard,
    dirty,
    active: snapshot.status === 'active',
    beforeUnload: mode !== 'staff' || dirty,
  });

  // The machine holds what the actors answered, and they only ever answer ProspectApplication.
  const stored = snapshot.context.prospect as ProspectApplication | null;
  const { step } = snapshot.context;

  const failure = errorToastOf(snapshot);
  const [failureTitle, failureText] = [failure?.title, failure?.message];
  useEffect(() => {
    if (failureTitle && failureText) void toastError(failureTitle, failureText);
  }, [failureTitle, failureText]);

  // A draft that failed to load has been reported: a fresh application starts (spec part 1 §8).
  const loadFailed = snapshot.matches('loadFailed');
  useEffect(() => {
    if (!loadFailed) return;
    send({ type: 'START_NEW' });
    onDraftLost?.();
  }, [loadFailed, send, onDraftLost]);

  const savedId = stored?.id;
  useEffect(() => {
    if (mode !== 'staff' && typeof savedId === 'string') onDraftSaved?.(savedId);
  }, [mode, savedId, onDraftSaved]);

  const submitted = snapshot.matches('submitted');
  useEffect(() => {
    if (submitted) onSubmitted();
  }, [submitted, onSubmitted]);

  const locks = useMemo(() => sensitiveLocksOf(stored, sensitive), [stored, sensitive]);

  const handlePrevious = useCallback(
    async (stepDirty: boolean) => {
      if (stepDirty && !(await confirm(confirmPresets.unsavedChanges))) return;
      send({ type: 'PREVIOUS' });
    },
    [send],
  );

  if (snapshot.matches('loadingDraft') || loadFailed) return <LoadingBlock />;
  if (mode !== 'staff' && stored?.application_completely_filled && !submitted) {
    return (
      <Callout intent="primary">
        {messages.prospect.submittedLocked} <Link to={cancelTo}>{messages.session.backToLogin}</Link>
      </Callout>
    );
  }

  const context: WizardStepContext = {
    mode,
    step,
    prospect: stored,
    locks,
    invitedReferralCode,
    companyId,
    busy: isBusy(snapshot),
    saving: snapshot.matches({ filling: 'saving' }) || snapshot.matches({ filling: 'submitting' }),
    onDirtyChange: setDirty,
    onSaveAndNext: (stepDirty: boolean, values: StepValues) =>
      send({ type: 'SAVE_AND_NEXT', dirty: stepDirty, values }),
    onPrevious: (stepDirty) => void handlePrevious(stepDirty),
    onSubmit: () => send({ type: 'SUBMIT' }),
    onCancel: () => navigate(cancelTo),
  };
  const Step = stepComponents[step];

  return (
    <div>
      <WizardHeader step={step} progress={progressOf(snapshot)} />
      <Step key={step} wizard={context} />
    </div>
  );
}
