import { Button, Intent } from '@blueprintjs/core';
import { lastWizardStep, type WizardStep } from '../../../../machines/applicationWizard/wizardTypes';
import { messages } from '../../../shared/messages';
import { kitClasses } from '../../kit/kitClasses';
import { wizardClasses } from './wizardClasses';

export interface WizardActionsProps {
  step: WizardStep;
  /** A call is under way: every button waits. */
  busy: boolean;
  /** The step's save or the submit is under way: the primary button spins. */
  saving: boolean;
  /** A step on its own (a client's details card): Cancel and Save, no Previous. */
  single?: boolean;
  onPrevious: () => void;
  onCancel: () => void;
}

/**
 * The foot of a step (spec part 1 §2.3): Cancel at the left, then Previous and Save and Next, or
 * Submit on the last step. The primary button submits the step's form.
 */
export function WizardActions({
  step,
  busy,
  saving,
  single = false,
  onPrevious,
  onCancel,
}: WizardActionsProps) {
  const primaryText = single
    ? messages.common.save
    : step === lastWizardStep
      ? messages.prospect.submit
      : messages.prospect.saveAndNext;
  return (
    <div className={kitClasses.formActions}>
      <Button text={messages.prospect.cancel} onClick={onCancel} disabled={busy} />
      <span className={wizardClasses.actionsSpacer} />
      {!single && (
        <Button text={messages.prospect.previous} onClick={onPrevious} disabled={busy || step === 1} />
      )}
      <Button
        type="submit"
        intent={Intent.PRIMARY}
        text={primaryText}
        loading={saving}
        disabled={busy && !saving}
      />
    </div>
  );
}
