import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TruncatedText } from '../../src/web/kit/TruncatedText';

const meta = {
  title: 'Kit/TruncatedText',
  component: TruncatedText,
  args: { text: 'Northwind Logistics and Freight Holdings LLC' },
} satisfies Meta<typeof TruncatedText>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A name over 24 characters is cut, and hovering shows the whole name. */
export const LongName: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cut = canvas.getByText('Northwind Logistics and …');
    await userEvent.hover(cut);
    await expect(
      await within(document.body).findByText('Northwind Logistics and Freight Holdings LLC'),
    ).toBeInTheDocument();
  },
};

/** A name of 24 characters or fewer shows as it is. */
export const ShortName: Story = {
  args: { text: 'Acme Freight' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Acme Freight')).toBeInTheDocument();
  },
};
