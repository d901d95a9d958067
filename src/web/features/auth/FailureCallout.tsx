import { Button, Callout } from '@blueprintjs/core';
import { Error as ErrorIcon } from '@blueprintjs/icons';
import { messages } from '../../../shared/messages';

export interface FailureCalloutProps {
  /** What went wrong; nothing shows without it. */
  message: string | null | undefined;
  /** Offers 'Try again' after the message, for a call that got no usable answer. */
  onRetry?: () => void;
}

/** How the public pages say a call failed: a danger callout announced to screen readers. */
export function FailureCallout({ message, onRetry }: FailureCalloutProps) {
  if (!message) return null;
  return (
    <Callout intent="danger" icon={<ErrorIcon />} role="alert">
      {message}
      {onRetry ? (
        <>
          {' '}
          <Button variant="minimal" intent="primary" text={messages.common.tryAgain} onClick={onRetry} />
        </>
      ) : null}
    </Callout>
  );
}
