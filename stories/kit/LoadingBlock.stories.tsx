import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LoadingBlock } from '../../src/web/kit/LoadingBlock';

const meta = {
  title: 'Kit/LoadingBlock',
  component: LoadingBlock,
} satisfies Meta<typeof LoadingBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Announces loading to assistive technology. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  },
};

/** A small one for panels with its own label. */
export const Small: Story = {
  args: { size: 'small', label: 'Loading invoices' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading invoices' })).toBeInTheDocument();
  },
};
