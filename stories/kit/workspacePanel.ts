import { expect, userEvent, within } from 'storybook/test';

/**
 * Clicks the list row showing `text` (in the staff workspace a click opens the row's detail panel
 * beside the list) and returns the panel, named after the row.
 */
export async function openPanel(
  canvasElement: HTMLElement,
  text: string,
  title = text,
): Promise<HTMLElement> {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByText(text));
  const panel = await canvas.findByRole('region', { name: title });
  await expect(panel).toBeInTheDocument();
  return panel;
}

/** Opens the row showing `text` in its panel, then its full page with the panel's button. */
export async function openFullPage(canvasElement: HTMLElement, text: string, title = text): Promise<void> {
  const panel = await openPanel(canvasElement, text, title);
  await userEvent.click(within(panel).getByRole('button', { name: 'Open full page' }));
}
