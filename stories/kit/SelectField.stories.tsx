import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SelectField } from '../../src/web/kit/SelectField';

interface Debtor {
  id: number;
  name: string;
}

const debtors: Debtor[] = [
  { id: 1, name: 'Walmart Stores' },
  { id: 2, name: 'Target Corporation' },
  { id: 3, name: 'Costco Wholesale' },
];

interface DemoProps {
  /** Receives the picked debtor. */
  onPicked: (debtor: Debtor) => void;
  /** Label. */
  label: string;
  /** Error text. */
  error?: string;
}

function DebtorSelectDemo({ onPicked, label, error }: DemoProps) {
  const [value, setValue] = useState<Debtor | null>(null);
  return (
    <SelectField<Debtor>
      label={label}
      required
      error={error}
      items={debtors}
      value={value}
      onChange={(debtor) => {
        setValue(debtor);
        onPicked(debtor);
      }}
      itemLabel={(d) => d.name}
      itemKey={(d) => d.id}
    />
  );
}

const meta = {
  title: 'Kit/SelectField',
  component: DebtorSelectDemo,
  args: { label: 'Debtor Name', onPicked: fn() },
} satisfies Meta<typeof DebtorSelectDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Open, search, pick: the button shows the choice. */
export const SearchAndPick: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Debtor Name' }));
    await userEvent.type(await page.findByRole('combobox', { name: 'Search' }), 'cost');
    await expect(page.queryByText('Walmart Stores')).not.toBeInTheDocument();
    await userEvent.click(page.getByText('Costco Wholesale'));
    await expect(args.onPicked).toHaveBeenCalledWith(debtors[2]);
    await expect(canvas.getByRole('button', { name: 'Debtor Name' })).toHaveTextContent('Costco Wholesale');
  },
};

/** A search that matches nothing says 'No record available.'. */
export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const page = within(document.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Debtor Name' }));
    await userEvent.type(await page.findByRole('combobox', { name: 'Search' }), 'zzz');
    await expect(page.getByText('No record available.')).toBeInTheDocument();
  },
};
