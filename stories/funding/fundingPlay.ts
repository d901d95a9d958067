import { expect, userEvent, waitFor, within } from 'storybook/test';
import { rowOf } from '../kit/rowOf';

const page = within(document.body);
type Scope = ReturnType<typeof within>;

/** Ticks the row of the schedule numbered `scheduleNo`. */
export async function selectSchedule(canvasElement: HTMLElement, scheduleNo: string): Promise<void> {
  await userEvent.click(within(rowOf(canvasElement, scheduleNo)).getByRole('checkbox'));
}

/** The kebab's item named `label`, its menu open. */
export async function kebabItem(canvasElement: HTMLElement, label: string): Promise<HTMLElement> {
  await userEvent.click(within(canvasElement).getByRole('button', { name: /^Actions/ }));
  return page.findByRole('menuitem', { name: new RegExp(label) });
}

/** Clicks the kebab's item and waits for the menu to close. */
export async function runAction(canvasElement: HTMLElement, label: string): Promise<void> {
  await userEvent.click(await kebabItem(canvasElement, label));
  await waitFor(() => expect(page.queryByRole('menu', { name: 'Actions' })).not.toBeInTheDocument());
}

/** Types a date (mm/dd/yyyy) into the kit date field labelled `label`. */
export async function typeDate(scope: Scope, label: string, date: string): Promise<void> {
  const input = scope.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });
  await userEvent.clear(input);
  await userEvent.type(input, date);
}

/** Replaces the text of the field labelled `label`. */
export async function typeText(scope: Scope, label: string, text: string): Promise<void> {
  const input = scope.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });
  await userEvent.clear(input);
  await userEvent.type(input, text);
}
