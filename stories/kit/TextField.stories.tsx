import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField, type TextFieldProps } from '../../src/web/kit/TextField';
import { useDemoValue, type FieldDemoProps } from './useDemoValue';

function TextFieldDemo({ initial = '', onChange, ...rest }: FieldDemoProps<TextFieldProps>) {
  const field = useDemoValue(initial, onChange);
  return <TextField {...rest} {...field} />;
}

const meta = {
  title: 'Kit/TextField',
  component: TextFieldDemo,
  args: { label: 'Invoice No', required: true, filter: 'digits', maxLength: 6, onChange: fn() },
} satisfies Meta<typeof TextFieldDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A digits-only field drops letters and stops at its maximum length. */
export const DigitsOnly: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText(/Invoice No/);
    await userEvent.type(input, '12ab34-5678');
    await expect(input).toHaveValue('123456');
    await expect(args.onChange).toHaveBeenLastCalledWith('123456');
  },
};

/** Letters and spaces (bank name): digits and symbols are dropped. */
export const LettersAndSpaces: Story = {
  args: { label: 'Bank Name', filter: 'lettersSpaces', maxLength: 35 },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/Bank Name/);
    await userEvent.type(input, 'First 1st Bank!');
    await expect(input).toHaveValue('First st Bank');
  },
};

/** A custom expression: letters and hyphen for broker names. */
export const CustomPattern: Story = {
  args: { label: 'First Name', filter: /[A-Za-z-]/, maxLength: 30 },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/First Name/);
    await userEvent.type(input, "Mary-Ann O'Neil");
    await expect(input).toHaveValue('Mary-AnnONeil');
  },
};

/** A description box: multi-line, capped at 500 characters. */
export const Multiline: Story = {
  args: { label: 'Description', filter: undefined, maxLength: 10, rows: 3, required: false, initial: 'Line' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByLabelText(/Description/);
    await userEvent.type(box, ' one two three');
    await expect(box).toHaveValue('Line one t');
  },
};

/** The error text shows under the field and marks it invalid. */
export const WithError: Story = {
  args: { error: 'Invoice No is required' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invoice No is required');
    await expect(canvas.getByLabelText(/Invoice No/)).toHaveAttribute('aria-invalid', 'true');
  },
};
