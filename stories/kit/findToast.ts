import { Classes } from '@blueprintjs/core';
import { waitFor, within } from 'storybook/test';
import { storyWaitMs } from '../storyWait';

/**
 * The toast showing `message` (toasts render outside the story canvas, in the app's one toaster).
 * A toast still leaving (an earlier story's, cleared between stories) does not count, and the new
 * one follows a round trip to the fake server, so it may take a while on a busy machine.
 */
export function findToast(message: string): Promise<HTMLElement> {
  return waitFor(
    () => {
      const staying = within(document.body)
        .queryAllByText(message)
        .map((text) => text.closest<HTMLElement>(`.${Classes.TOAST}`))
        .filter(
          (toast): toast is HTMLElement =>
            toast !== null && !toast.matches(`.${Classes.TOAST}-exit, .${Classes.TOAST}-exit-active`),
        );
      const [toast] = staying;
      if (!toast) throw new Error(`no toast says "${message}"`);
      return toast;
    },
    { timeout: storyWaitMs },
  );
}
