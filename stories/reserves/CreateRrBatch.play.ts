import { expect, userEvent, waitFor, within } from 'storybook/test';
import { messages } from '../../src/shared/messages';
import { pickOption } from '../kit/pickOption';
import { storyWaitMs } from '../storyWait';

const page = within(document.body);
const R = messages.reserve;
const F = R.fields;

/** Waits for the batch of the worked example. */
export async function batchLoaded(): Promise<void> {
  await page.findByRole('form', { name: R.createRrBatch });
  await page.findByRole('table', { name: R.reserveRelease });
}

/** Replaces the text of the input labelled exactly `label`. */
export async function typeInto(label: string, text: string): Promise<void> {
  const input = inputOf(label);
  await userEvent.clear(input);
  if (text !== '') await userEvent.type(input, text);
  await userEvent.tab();
}

/** The input labelled exactly `label` (a required one's star aside). */
export function inputOf(label: string): HTMLInputElement {
  return page.getByLabelText(new RegExp(`^${escape(label)}\\s*\\*?$`), { selector: 'input' });
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Expects the read-only figure labelled `label` to show `amount`. */
export async function expectFigure(label: string, amount: string): Promise<void> {
  await waitFor(() => expect(inputOf(label)).toHaveValue(amount));
}

/** Release date 10/08/2026, paid by `paymentType`. */
export async function fillRelease(paymentType: 'ACH' | 'Check' | 'Wire'): Promise<void> {
  await typeInto(F.releaseDate, '10/08/2026');
  await pickOption(page, F.paymentType, paymentType);
}

/** Ticks the chargeback of `invoiceNo`. */
export async function chooseChargeback(invoiceNo: string): Promise<void> {
  await userEvent.click(page.getByRole('checkbox', { name: `Select ${R.chargebacksTable} ${invoiceNo}` }));
}

export function postButton(): HTMLElement {
  return page.getByRole('button', { name: R.post });
}

/** Post Reserve Release, then Yes to the question. */
export async function postAndConfirm(): Promise<void> {
  await userEvent.click(postButton());
  const question = await page.findByRole('alertdialog', undefined, { timeout: storyWaitMs });
  await userEvent.click(within(question).getByRole('button', { name: messages.common.yes }));
}
