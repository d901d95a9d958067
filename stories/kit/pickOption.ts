import { expect, userEvent, waitFor, within } from 'storybook/test';
import { selectTrigger } from './selectTrigger';

type Scope = ReturnType<typeof within>;

/**
 * Picks `option` from the kit select labelled `label` inside `from` (an element or a `within`
 * scope), as a user would: open its list, click the option, and wait until the list has closed.
 * The list hands the focus back to its trigger as it closes; a next step typing before that
 * would type into the trigger.
 */
export async function pickOption(from: HTMLElement | Scope, label: string, option: string | RegExp) {
  const scope = from instanceof HTMLElement ? within(from) : from;
  await userEvent.click(selectTrigger(scope, label));
  const item = await within(document.body).findByRole('option', { name: option });
  // The item's click handler sits on its text, inside the option.
  await userEvent.click(within(item).getByText(option));
  await waitFor(() => expect(within(document.body).queryByRole('listbox')).not.toBeInTheDocument());
}
