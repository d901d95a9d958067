import { Spinner } from '@blueprintjs/core';
import { shellClasses } from './shellClasses';

/** What shows while a screen's code or the signed-in user is on its way. */
export function ScreenLoading() {
  return (
    <div className={shellClasses.screenLoading} role="status" aria-label="Loading">
      <Spinner size={32} />
    </div>
  );
}
