import { draftTokenMinLength } from '../../src/shared/constants';
import { lastWizardStep, type WizardStep } from './wizardTypes';

/** True when an id is a draft token: longer than 20 characters (spec part 1 §2.3). */
export function isDraftToken(id: string | null | undefined): id is string {
  return typeof id === 'string' && id.length >= draftTokenMinLength;
}

/** The step a stored draft resumes at: stored step + 1, capped at 6 (and at least 1). */
export function resumeStep(storedStep: number | string): WizardStep {
  const stored = Number(storedStep);
  if (!Number.isFinite(stored)) return 1;
  return Math.min(Math.max(Math.trunc(stored) + 1, 1), lastWizardStep) as WizardStep;
}
