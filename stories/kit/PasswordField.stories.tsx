import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordField, type PasswordFieldProps } from '../../src/web/kit/PasswordField';
import { useDemoValue } from './useDemoValue';

function PasswordFieldDemo({ onChange, ...rest }: Omit<PasswordFieldProps, 'value'>) {
  const field = useDemoValue('', onChange);
  return <PasswordField {...rest} {...field} />;
}

const meta = {
  title: 'Kit/PasswordField',
  component: PasswordFieldDemo,
  args: { label: 'Password', required: true, onChange: fn() },
} satisfies Meta<typeof PasswordFieldDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden by default; the eye shows and hides it; 20 characters at most. */
export const ShowHide: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/^Password/);
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.type(input, 'Secret#2024-and-a-lot-more');
    await expect(input).toHaveValue('Secret#2024-and-a-lo');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};
