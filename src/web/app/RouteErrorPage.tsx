import { Button, NonIdealState } from '@blueprintjs/core';
import { Error as ErrorIcon } from '@blueprintjs/icons';
import { messages } from '../../shared/messages';
import { PublicFrame } from './PublicFrame';

/**
 * Shown when a screen throws while rendering or its code cannot be fetched (for example after a
 * deployment replaced the chunks): the spec's generic failure text and a way to start again.
 */
export function RouteErrorPage() {
  const handleReload = () => window.location.assign('/home');
  return (
    <PublicFrame>
      <NonIdealState
        icon={<ErrorIcon size={48} />}
        title={messages.titles.error}
        description={messages.generic.failure}
        action={<Button intent="primary" text={messages.common.startAgain} onClick={handleReload} />}
      />
    </PublicFrame>
  );
}
