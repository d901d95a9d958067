import { Classes } from '@blueprintjs/core';
import { within } from 'storybook/test';

/** The toast showing `message` (toasts render outside the story canvas, in the app's one toaster). */
export async function findToast(message: string): Promise<HTMLElement> {
  const text = await within(document.body).findByText(message);
  const toast = text.closest<HTMLElement>(`.${Classes.TOAST}`);
  if (!toast) throw new Error(`"${message}" is not inside a toast`);
  return toast;
}
