import { Spinner } from '@blueprintjs/core';
import { messages } from '../../../shared/messages';
import { wizardClasses } from './wizardClasses';

export interface ProgressRingProps {
  /** 0 … 100. */
  percent: number;
}

/** The wizard's progress ring with its percentage in the middle (spec part 1 §2.3). */
export function ProgressRing({ percent }: ProgressRingProps) {
  return (
    <div className={wizardClasses.ring}>
      <Spinner
        size={64}
        value={percent / 100}
        aria-label={messages.prospect.wizard.progress}
        aria-valuenow={percent}
      />
      <span className={wizardClasses.ringValue} aria-hidden="true">
        {messages.prospect.wizard.percent(percent)}
      </span>
    </div>
  );
}
