import { Icon, Intent } from '@blueprintjs/core';
import type { OnboardingStep } from '../../../shared/contract/onboarding';
import { formatUsDate } from '../../../shared/dates';
import { messages } from '../../../shared/messages';
import { onboardingClasses } from './onboardingClasses';

const m = messages.onboarding;

function progressText(step: OnboardingStep): string | null {
  if (!step.progress) return null;
  return step.kind === 'documents_in'
    ? m.documentsOf(step.progress.done, step.progress.of)
    : m.tasksOf(step.progress.done, step.progress.of);
}

/** The steps in order, each done (with its date) or not yet; read aloud as a list. */
export function OnboardingSteps({ steps }: { steps: readonly OnboardingStep[] }) {
  return (
    <ol className={onboardingClasses.steps} aria-label={m.title}>
      {steps.map((step, index) => {
        const progress = progressText(step);
        return (
          <li key={`${step.kind}-${index}`} className={onboardingClasses.step}>
            <Icon
              icon={step.done ? 'tick-circle' : 'circle'}
              intent={step.done ? Intent.SUCCESS : Intent.NONE}
              aria-hidden
            />
            <span>{step.label}</span>
            <span className={onboardingClasses.status}>{step.done ? m.done : m.notYet}</span>
            {progress && <span className={onboardingClasses.date}>({progress})</span>}
            {step.done && step.date && (
              <span className={onboardingClasses.date}>{formatUsDate(step.date)}</span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
