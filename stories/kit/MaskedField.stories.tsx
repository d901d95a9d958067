import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MaskedField, type MaskedFieldProps } from '../../src/web/kit/MaskedField';
import { useDemoValue, type FieldDemoProps } from './useDemoValue';

function MaskedFieldDemo({ initial = '', onChange, ...rest }: FieldDemoProps<MaskedFieldProps>) {
  const field = useDemoValue(initial, onChange);
  return <MaskedField {...rest} {...field} />;
}

const meta = {
  title: 'Kit/MaskedField',
  component: MaskedFieldDemo,
  args: { kind: 'phone', label: 'Phone No', required: true, onChange: fn() },
} satisfies Meta<typeof MaskedFieldDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Typing a phone shows 999-999-9999 and hands back digits only. */
export const Phone: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText(/Phone No/);
    await expect(input).toHaveAttribute('placeholder', '999-999-9999');
    await userEvent.type(input, '(555) 123-45678');
    await expect(input).toHaveValue('555-123-4567');
    await expect(args.onChange).toHaveBeenLastCalledWith('5551234567');
  },
};

/** SSN 999-99-9999, letters dropped. */
export const Ssn: Story = {
  args: { kind: 'ssn', label: 'SSN' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText(/SSN/);
    await userEvent.type(input, '12a3456789');
    await expect(input).toHaveValue('123-45-6789');
    await expect(args.onChange).toHaveBeenLastCalledWith('123456789');
  },
};

/** A stored FEIN shows through its mask, read-only without the disclosure right. */
export const FeinReadOnly: Story = {
  args: { kind: 'fein', label: 'FEIN', initial: '123456789', readOnly: true },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText(/FEIN/);
    await expect(input).toHaveValue('12-3456789');
    await userEvent.type(input, '9');
    await expect(input).toHaveValue('12-3456789');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
