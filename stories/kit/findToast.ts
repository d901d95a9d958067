import { Classes } from '@blueprintjs/core';
import { within } from 'storybook/test';

/**
 * The toast showing `message` (toasts render outside the story canvas, in the app's one toaster).
 * A toast follows a round trip to the fake server (a file read, a form parsed), so it may take
 * longer than an element of the story itself on a busy machine.
 */
export async function findToast(message: string): Promise<HTMLElement> {
  const text = await within(document.body).findByText(message, {}, { timeout: 5000 });
  const toast = text.closest<HTMLElement>(`.${Classes.TOAST}`);
  if (!toast) throw new Error(`"${message}" is not inside a toast`);
  return toast;
}
