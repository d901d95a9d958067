import type { ReactNode } from 'react';
import { Button, Callout, Intent } from '@blueprintjs/core';
import { messages } from '../../../shared/messages';
import { AppDialog } from '../../kit/AppDialog';
import { LoadingBlock } from '../../kit/LoadingBlock';
import { WorkflowLoadFailure } from '../../kit/WorkflowLoadFailure';
import { workflowClasses } from './workflowClasses';

export interface WorkflowDialogProps {
  title: string;
  /** The machine's step the dialog shows: its data on the way, failing to come, or there. */
  step: 'loading' | 'loadFailed' | 'shown' | 'hidden';
  /** Why the data did not come, or why the last try of the action failed. */
  error: string | null;
  /** Whether the action failed: its error shows under the body. */
  failed: boolean;
  /** The action's call is on its way: its button spins, Cancel waits. */
  working: boolean;
  action: { intent: Intent; text: string; disabled: boolean; onClick: () => void };
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
