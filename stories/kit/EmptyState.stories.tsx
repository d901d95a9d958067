import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@blueprintjs/core';
import { expect, within } from 'storybook/test';
import { EmptyState } from '../../src/web/kit/EmptyState';

const meta = {
  title: 'Kit/EmptyState',
  component: EmptyState,
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's empty text by default. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No record available.')).toBeInTheDocument();
  },
};

/** With a description and a next step. */
export const WithAction: Story = {
  args: {
    title: 'No debtors yet',
    description: 'Add the first debtor of this client.',
    action: <Button text="Add New Debtor" />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No debtors yet')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Add New Debtor' })).toBeInTheDocument();
  },
};
