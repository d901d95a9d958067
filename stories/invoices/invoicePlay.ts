import { Classes } from '@blueprintjs/core';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyWaitMs } from '../storyWait';

/** Ticks contact e-mails in the Debtor Contact multi-select (its list opens in a popover). */
export async function pickContacts(
  canvasElement: HTMLElement,
  emails: readonly string[],
  label = 'Debtor Contact',
) {
  for (const email of emails) {
    await userEvent.click(within(canvasElement).getByRole('textbox', { name: label }));
    const item = await within(document.body).findByRole('option', { name: email });
    await userEvent.click(within(item).getByText(email));
  }
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(within(document.body).queryByRole('listbox')).not.toBeInTheDocument());
}

/** The read-only value a field shows. */
export async function expectShown(canvasElement: HTMLElement, label: string, value: string) {
  await expect(within(canvasElement).getByLabelText(new RegExp(`^${label}`))).toHaveValue(value);
}

/** The date input of the kit's DateField labelled `label`. */
export function dateInput(canvasElement: HTMLElement, label: string): HTMLElement {
  return within(canvasElement).getByLabelText(new RegExp(`^${label}`));
}

/**
 * The toast showing `message`, waited for longer than a plain query waits: a save's toast follows
 * the answer, the cache refresh and the page change, which a busy test machine may take a while over.
 */
export async function findSaveToast(message: string): Promise<HTMLElement> {
  const text = await within(document.body).findByText(message, {}, { timeout: storyWaitMs });
  const toast = text.closest<HTMLElement>(`.${Classes.TOAST}`);
  if (!toast) throw new Error(`"${message}" is not inside a toast`);
  return toast;
}
