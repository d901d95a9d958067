import type { SnapshotFrom } from 'xstate';
import { wizardProgressPercent } from '../../src/shared/constants';
import { messages, type ToastText } from '../../src/shared/messages';
import type { ApplicationWizardMachine } from '../applicationWizard.machine';
import { failedCallToast } from '../shared/serverCalls';

/** What the wizard's screen reads of a snapshot: the ring, the title, the toast, the busy buttons. */

type WizardSnapshot = SnapshotFrom<ApplicationWizardMachine>;

/**
 * The progress ring: 17, 34, 50, 67, 83, 100 for steps 1 to 6 (spec part 1 §2.3, the per-step
 * reading), 100 in edit mode and once submitted.
 */
export function progressOf(snapshot: WizardSnapshot): number {
  const { editing, step } = snapshot.context;
  if (editing || snapshot.matches('submitted')) return 100;
  return wizardProgressPercent[step - 1] ?? 100;
}

/** The step's title, as the wizard's header shows it. */
export function stepTitleOf(snapshot: WizardSnapshot): string {
  return messages.prospect.steps[snapshot.context.step - 1] ?? '';
}

/**
 * The toast of the last failure (spec part 1 §8): 'Error' for a draft that failed to load,
 * 'Creation Failed' for a step save or the final submit; null when nothing failed.
 */
export function errorToastOf(snapshot: WizardSnapshot): ToastText | null {
  return failedCallToast(snapshot.context, {
    load: messages.titles.error,
    save: messages.titles.creationFailed,
    submit: messages.titles.creationFailed,
  });
}

/** True while a call is under way (the buttons are disabled). */
export function isBusy(snapshot: WizardSnapshot): boolean {
  return (
    snapshot.matches('loadingDraft') ||
    snapshot.matches('discarding') ||
    snapshot.matches({ filling: 'saving' }) ||
    snapshot.matches({ filling: 'submitting' })
  );
}
