import { Button, Callout, Intent } from '@blueprintjs/core';
import { messages } from '../../shared/messages';

export interface WorkflowLoadFailureProps {
  /** The machine's message for the failed load. */
  message: string;
  onRetry: () => void;
}

/** A workflow dialog whose first call failed: the message and Try again. */
export function WorkflowLoadFailure({ message, onRetry }: WorkflowLoadFailureProps) {
  return (
    <Callout intent={Intent.DANGER} role="alert">
      <p>{message}</p>
      <Button text={messages.common.tryAgain} onClick={onRetry} />
    </Callout>
  );
}
