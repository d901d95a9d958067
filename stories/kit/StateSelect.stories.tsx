import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StateSelect, type StateSelectProps } from '../../src/web/kit/StateSelect';
import { useDemoValue, type FieldDemoProps } from './useDemoValue';

function StateSelectDemo({ initial = '', onChange, ...rest }: FieldDemoProps<StateSelectProps>) {
  const field = useDemoValue(initial, onChange);
  return <StateSelect {...rest} {...field} />;
}

const meta = {
  title: 'Kit/StateSelect',
  component: StateSelectDemo,
  args: { label: 'State of Formation', onChange: fn() },
} satisfies Meta<typeof StateSelectDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Search the US states and pick one; the value is its full name. */
export const PickByName: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(document.body);
    await expect(canvas.getByRole('button', { name: 'State of Formation' })).toHaveTextContent('Select…');
    await userEvent.click(canvas.getByRole('button', { name: 'State of Formation' }));
    await userEvent.type(await page.findByRole('combobox', { name: 'Search' }), 'tex');
    await userEvent.click(page.getByText('Texas'));
    await expect(args.onChange).toHaveBeenCalledWith('Texas');
    await expect(canvas.getByRole('button', { name: 'State of Formation' })).toHaveTextContent('Texas');
  },
};

/** Abbreviations as values; a stored 'NY' shows New York. */
export const ByAbbreviation: Story = {
  args: { valueKind: 'abbreviation', initial: 'NY' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'State of Formation' });
    await expect(button).toHaveTextContent('New York');
    await userEvent.click(button);
    await userEvent.type(await within(document.body).findByRole('combobox', { name: 'Search' }), 'ohio');
    await userEvent.click(within(document.body).getByText('Ohio'));
    await expect(args.onChange).toHaveBeenCalledWith('OH');
  },
};
