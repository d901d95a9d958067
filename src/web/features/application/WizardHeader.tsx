import { H4 } from '@blueprintjs/core';
import { lastWizardStep, type WizardStep } from '../../../../machines/applicationWizard/wizardTypes';
import { messages } from '../../../shared/messages';
import { ProgressRing } from './ProgressRing';
import { wizardClasses } from './wizardClasses';

export interface WizardHeaderProps {
  step: WizardStep;
  /** The ring's percentage (17 … 100; 100 in edit mode). */
  progress: number;
}

/** The ring, 'Step n of 6' with the step's title, and the six steps with the current one marked. */
export function WizardHeader({ step, progress }: WizardHeaderProps) {
  return (
    <>
      <div className={wizardClasses.header}>
        <ProgressRing percent={progress} />
        <div className={wizardClasses.heading}>
          <span>{messages.prospect.wizard.stepOf(step, lastWizardStep)}</span>
          <H4>{messages.prospect.steps[step - 1]}</H4>
        </div>
      </div>
      <ol className={wizardClasses.steps} aria-label={messages.prospect.wizard.steps}>
        {messages.prospect.steps.map((title, index) => {
          const position = index + 1;
          const className =
            position === step
              ? wizardClasses.stepCurrent
              : position < step
                ? wizardClasses.stepDone
                : undefined;
          return (
            <li key={title} className={className} aria-current={position === step ? 'step' : undefined}>
              {title}
            </li>
          );
        })}
      </ol>
    </>
  );
}
