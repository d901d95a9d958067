import { Spinner } from '@blueprintjs/core';
import { messages } from '../../shared/messages';
import { shellClasses } from './shellClasses';

/** What shows while a screen's code or the signed-in user is on its way. */
export function ScreenLoading() {
  return (
    <div className={shellClasses.screenLoading} role="status" aria-label={messages.common.loading}>
      <Spinner size={32} />
    </div>
  );
}
