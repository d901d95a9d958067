import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FormField } from '../../src/web/kit/FormField';

const meta = {
  title: 'Kit/FormField',
  component: FormField,
  args: {
    label: 'Business Name',
    labelFor: 'business-name',
    required: true,
    helperText: 'As registered with the state',
    children: <input id="business-name" />,
  },
} satisfies Meta<typeof FormField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The label carries the required marker and the helper text shows under the input. */
export const WithHelper: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/Business Name/)).toBeInTheDocument();
    await expect(canvas.getByText('*')).toBeInTheDocument();
    await expect(canvas.getByText('As registered with the state')).toBeInTheDocument();
  },
};

/** An error replaces the helper text and is announced. */
export const WithError: Story = {
  args: { error: 'Business Name is required' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Business Name is required');
    await expect(canvas.queryByText('As registered with the state')).not.toBeInTheDocument();
  },
};

/** Optional fields have no marker. */
export const Optional: Story = {
  args: { required: false, label: 'DBA', helperText: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('*')).not.toBeInTheDocument();
  },
};
