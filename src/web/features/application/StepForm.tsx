import { useEffect, type FormEvent, type ReactNode } from 'react';
import type { StepValues } from '../../../../machines/applicationWizard/wizardTypes';
import { messages } from '../../../shared/messages';
import { WizardActions } from './WizardActions';
import type { WizardStepContext } from './wizardStep';

/** What the frame needs of a step's form (a kit `useZodForm`). */
export interface StepFormState {
  isDirty: boolean;
  validateAll: () => { ok: true; data: StepValues } | { ok: false };
}

export interface StepFormProps {
  wizard: WizardStepContext;
  /** The step's form; absent on the documents step, whose files save as they are chosen. */
  form?: StepFormState;
  children: ReactNode;
}

/**
 * One step's form and its buttons: Save and Next checks the form with the step's shared schema
 * and hands the wizard the checked values and whether anything changed; on the last step the
 * primary button is Submit.
 */
export function StepForm({ wizard, form, children }: StepFormProps) {
  const { onDirtyChange } = wizard;
  const dirty = form?.isDirty ?? false;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (wizard.busy) return;
    if (!form) {
      wizard.onSubmit();
      return;
    }
    const result = form.validateAll();
    if (result.ok) wizard.onSaveAndNext(form.isDirty, result.data);
  };

  return (
    <form noValidate onSubmit={handleSubmit} aria-label={messages.prospect.steps[wizard.step - 1]}>
      {children}
      <WizardActions
        step={wizard.step}
        busy={wizard.busy}
        saving={wizard.saving}
        single={wizard.single ?? false}
        onPrevious={() => wizard.onPrevious(dirty)}
        onCancel={wizard.onCancel}
      />
    </form>
  );
}
