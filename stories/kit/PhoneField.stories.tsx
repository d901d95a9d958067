import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PhoneField, type PhoneCountry, type PhoneFieldProps } from '../../src/web/kit/PhoneField';
import { useDemoValue } from './useDemoValue';

const countries: PhoneCountry[] = [
  { name: 'United States', phone_code: '+1' },
  { name: 'Mexico', phone_code: '+52' },
  { name: 'United Kingdom', phone_code: '+44' },
];

function PhoneFieldDemo(
  props: Omit<PhoneFieldProps, 'value' | 'code' | 'onCodeChange'> & { onCode: (code: string) => void },
) {
  const { onChange, onCode, ...rest } = props;
  const [code, setCode] = useState<string | undefined>(undefined);
  const number = useDemoValue('', onChange);
  return (
    <PhoneField
      {...rest}
      code={code}
      onCodeChange={(next) => {
        setCode(next);
        onCode(next);
      }}
      {...number}
    />
  );
}

const meta = {
  title: 'Kit/PhoneField',
  component: PhoneFieldDemo,
  args: { label: 'Phone No', required: true, countries, onChange: fn(), onCode: fn() },
} satisfies Meta<typeof PhoneFieldDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** +1 by default; another code can be chosen; the number is masked 999-999-9999. */
export const CodeAndNumber: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const codeButton = canvas.getByRole('button', { name: 'Country code' });
    await expect(codeButton).toHaveTextContent('+1');
    const number = canvas.getByLabelText(/Phone No/);
    await userEvent.type(number, '5551234567');
    await expect(number).toHaveValue('555-123-4567');
    await expect(args.onChange).toHaveBeenLastCalledWith('5551234567');
    await userEvent.click(codeButton);
    await userEvent.type(await within(document.body).findByRole('combobox', { name: 'Search' }), 'mex');
    await userEvent.click(within(document.body).getByText('+52'));
    await expect(args.onCode).toHaveBeenCalledWith('+52');
    await expect(canvas.getByRole('button', { name: 'Country code' })).toHaveTextContent('+52');
  },
};
