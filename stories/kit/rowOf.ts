import { within } from 'storybook/test';

/** The table row showing `text`. */
export function rowOf(canvasElement: HTMLElement, text: string): HTMLElement {
  const row = within(canvasElement).getByText(text).closest('tr');
  if (!row) throw new Error(`no row shows ${text}`);
  return row;
}
