import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MoneyField, type MoneyFieldProps } from '../../src/web/kit/MoneyField';
import { useDemoValue, type FieldDemoProps } from './useDemoValue';

function MoneyFieldDemo({ initial = '', onChange, ...rest }: FieldDemoProps<MoneyFieldProps>) {
  const field = useDemoValue(initial, onChange);
  return <MoneyField {...rest} {...field} />;
}

const meta = {
  title: 'Kit/MoneyField',
  component: MoneyFieldDemo,
  args: { label: 'Invoice Amount', required: true, onChange: fn() },
} satisfies Meta<typeof MoneyFieldDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two decimals at most while typing; '$' and grouping once the field is left; a decimal string out. */
export const TypeAndLeave: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText(/Invoice Amount/);
    await userEvent.type(input, '12a34.567');
    await expect(input).toHaveValue('1234.56');
    await userEvent.tab();
    await expect(input).toHaveValue('$1,234.56');
    await expect(args.onChange).toHaveBeenLastCalledWith('1234.56');
    await userEvent.click(input);
    await expect(input).toHaveValue('1234.56');
  },
};

/** A person may type or paste thousands separators and a dollar sign; the form gets plain wire text. */
export const TypesThousandsSeparators: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText(/Invoice Amount/);
    await userEvent.type(input, '1,234.5');
    await expect(input).toHaveValue('1234.5');
    await expect(args.onChange).toHaveBeenLastCalledWith('1234.50');
    await userEvent.tab();
    await expect(input).toHaveValue('$1,234.50');
    await userEvent.clear(input);
    await userEvent.paste('$25,000');
    await expect(args.onChange).toHaveBeenLastCalledWith('25000.00');
    await userEvent.tab();
    await expect(input).toHaveValue('$25,000.00');
  },
};

/** Whole amounts are normalised to cents on blur. */
export const NormalisedOnBlur: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText(/Invoice Amount/);
    await userEvent.type(input, '5');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith('5.00');
    await expect(input).toHaveValue('$5.00');
  },
};

/** Nothing above 99,999,999.99 can be typed. */
export const CappedAtMaximum: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/Invoice Amount/);
    await userEvent.type(input, '999999999');
    await expect(input).toHaveValue('99999999');
    await userEvent.type(input, '.999');
    await expect(input).toHaveValue('99999999.99');
  },
};

/** A lower cap for small fees (due diligence deposit 999.99). */
export const SmallCap: Story = {
  args: { label: 'Due Deligence Deposit', max: '999.99', initial: '100.5' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/Due Deligence Deposit/);
    await expect(input).toHaveValue('$100.50');
    await userEvent.clear(input);
    await userEvent.type(input, '12345');
    await expect(input).toHaveValue('123');
  },
};
