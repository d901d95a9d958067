import { expect, userEvent, waitFor, within } from 'storybook/test';
import { messages } from '../../src/shared/messages';
import { pickOption } from '../kit/pickOption';

const page = within(document.body);
const S = messages.collectionScreen;

/** A check image as a picker hands it over. */
export const checkImage = new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d])], 'check.pdf', {
  type: 'application/pdf',
});

/** Clicks the card of a collection type and waits for its form. */
export async function chooseType(title: string): Promise<void> {
  await userEvent.click(page.getAllByRole('button', { name: title })[0] as HTMLElement);
  await page.findByRole('form', { name: messages.collection.addNew });
}

/** Picks Acme Freight Lines and Walmart Stores and waits for the pair's rows. */
export async function choosePair(): Promise<void> {
  await pickOption(page, 'Client Name', 'Acme Freight Lines');
  await pickDebtor();
}

/** Picks Walmart Stores and waits for the pair's rows. */
export async function pickDebtor(): Promise<void> {
  await pickOption(page, 'Debtor Name', 'Walmart Stores');
  await page.findByRole('table', { name: S.rowsTable });
  await page.findAllByLabelText(new RegExp(`^${S.select} INV-`));
}

/** Ticks the row of `invoiceNo` and types the amount to settle on it. */
export async function settleRow(invoiceNo: string, amount: string): Promise<void> {
  await userEvent.click(page.getByRole('checkbox', { name: `${S.select} ${invoiceNo}` }));
  await typeInto(`${S.amountToSettle} ${invoiceNo}`, amount);
}

/** Replaces the text of the input labelled exactly `label`. */
export async function typeInto(label: string, text: string): Promise<void> {
  const input = page.getByLabelText(new RegExp(`^${escape(label)}\\s*\\*?$`), { selector: 'input' });
  await userEvent.clear(input);
  if (text !== '') await userEvent.type(input, text);
  await userEvent.tab();
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Pays by check dated 10/06/2026, deposited 10/07, posted 10/08, and attaches the check image. */
export async function payByCheck(): Promise<void> {
  await pickOption(page, S.paymentType, 'Check');
  await typeInto(S.checkNo, 'CHK778');
  await typeInto(S.checkDate, '10/06/2026');
  await typeInto(S.depositDate, '10/07/2026');
  await typeInto(S.postingDate, '10/08/2026');
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (input === null) throw new Error('no file input');
  await userEvent.upload(input, checkImage);
  await page.findByText('check.pdf');
}

/** Presses Save. */
export async function save(): Promise<void> {
  await userEvent.click(page.getByRole('button', { name: messages.common.save }));
}

/** The form's alert listing what the rules refused. */
export async function expectRefused(...texts: string[]): Promise<void> {
  await waitFor(async () => {
    for (const text of texts) await expect(page.getAllByText(text).length).toBeGreaterThan(0);
  });
}
