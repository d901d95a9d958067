import type { ReactNode } from 'react';
import { Button, Callout, Intent } from '@blueprintjs/core';
import { messages } from '../../../shared/messages';
import { AppDialog } from '../../kit/AppDialog';
import { LoadingBlock } from '../../kit/LoadingBlock';
import { WorkflowLoadFailure } from '../../kit/WorkflowLoadFailure';
import { workflowClasses } from './workflowClasses';

/** What opens a schedule workflow dialog over the schedule list. */
export interface ScheduleWorkflowDialogProps {
  scheduleId: number;
  /** The schedule's client. */
  prospectId: number;
  /** Closes the dialog; `done` tells whether the workflow did its work (deleted, verified). */
  onClose: (done: boolean) => void;
}

type WorkflowStep = 'loading' | 'loadFailed' | 'shown' | 'hidden';

/** The step a workflow dialog shows of its machine: its load, then (when `shown`) its body. */
export function workflowStepOf(
  snapshot: { matches(state: 'loading' | 'loadFailed'): boolean },
  shown: boolean,
): WorkflowStep {
  if (snapshot.matches('loading')) return 'loading';
  if (snapshot.matches('loadFailed')) return 'loadFailed';
  return shown ? 'shown' : 'hidden';
}

export interface WorkflowDialogProps {
  title: string;
  /** The machine's step the dialog shows: its data on the way, failing to come, or there. */
  step: WorkflowStep;
  /** Why the data did not come, or why the last try of the action failed. */
  error: string | null;
  /** Whether the action failed: its error shows under the body. */
  failed: boolean;
  /** The action's call is on its way: its button spins, Cancel waits. */
  working: boolean;
  action: { intent: Intent; text: string; disabled: boolean; onClick: () => void };
  /** What still stands in the action's way ('2 invoices still need a target'), under the body. */
  hint?: string | null;
  /** The machine's warning about the current choice (a full target, chargebacks over the total). */
  warning?: string | null;
  onCancel: () => void;
  onRetry: () => void;
  children: ReactNode;
}

/** A schedule workflow (delete, verify) as a dialog: what its machine loads, then the choice and the action. */
export function WorkflowDialog({
  title,
  step,
  error,
  failed,
  working,
  action,
  hint = null,
  warning = null,
  onCancel,
  onRetry,
  children,
}: WorkflowDialogProps) {
  return (
    <AppDialog
      isOpen
      size="lg"
      title={title}
      onClose={onCancel}
      footer={
        <>
          <Button text={messages.common.cancel} disabled={working} onClick={onCancel} />
          <Button
            intent={action.intent}
            text={action.text}
            disabled={action.disabled}
            loading={working}
            onClick={action.onClick}
          />
        </>
      }
    >
      {step === 'loading' && <LoadingBlock />}
      {step === 'loadFailed' && <WorkflowLoadFailure message={error ?? ''} onRetry={onRetry} />}
      {step === 'shown' && (
        <div className={workflowClasses.body}>
          {children}
          {hint !== null && <p className={workflowClasses.hint}>{hint}</p>}
          {warning !== null && (
            <Callout intent={Intent.WARNING} role="status">
              {warning}
            </Callout>
          )}
          {failed && error !== null && (
            <Callout intent={Intent.DANGER} role="alert">
              {error}
            </Callout>
          )}
        </div>
      )}
    </AppDialog>
  );
}
