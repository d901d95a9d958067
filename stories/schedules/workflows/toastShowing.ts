import { Classes } from '@blueprintjs/core';
import { waitFor, within } from 'storybook/test';

/**
 * The toast showing `message`, when the dialog shows the same words too (findToast expects them
 * once on the page).
 */
export async function toastShowing(message: string): Promise<HTMLElement> {
  return waitFor(() => {
    const toast = within(document.body)
      .getAllByText(message)
      .map((text) => text.closest<HTMLElement>(`.${Classes.TOAST}`))
      .find((found) => found !== null);
    if (!toast) throw new Error(`no toast shows "${message}"`);
    return toast;
  });
}
