import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { bigClientRows } from './bigRows';
import { clientRows } from './clientRows';
import { rowOf } from './rowOf';
import { WorkspaceDemo } from './WorkspaceDemo';

const storageKey = 'fd.workspace.story.clients';

/** The staff workspace: dense rows, a detail panel beside the list, the keyboard, the big table. */
const meta = {
  title: 'Kit/Workspace',
  component: WorkspaceDemo,
  args: { rows: clientRows, layout: 'workspace', storageKey, onOpenFullPage: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof WorkspaceDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Single-line rows with the checkbox and the first column frozen; Actions counts the selection. */
export const DenseRows: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = rowOf(canvasElement, 'Acme Freight 01');
    const cells = within(row).getAllByRole('cell');
    await expect(cells[0]).toHaveClass('fd-frozen');
    await expect(cells[1]).toHaveClass('fd-frozen', 'fd-frozen-after-check');
    await expect(cells[2]).not.toHaveClass('fd-frozen');
    await expect(canvas.getByRole('button', { name: 'Actions' })).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('checkbox'));
    await userEvent.click(within(rowOf(canvasElement, 'Blue Ridge Trucking 03')).getByRole('checkbox'));
    await expect(canvas.getByRole('button', { name: 'Actions (2 selected)' })).toBeInTheDocument();
  },
};

/** A click opens the row in the panel (its columns as fields); the close button and Escape close it. */
export const PanelByClick: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const second = rowOf(canvasElement, 'client2@example.com');
    await userEvent.click(within(second).getByText('client2@example.com'));
    const panel = await canvas.findByRole('region', {
      name: 'Northwind Logistics and Freight Holdings LLC 02',
    });
    await expect(within(panel).getByText('Email')).toBeInTheDocument();
    await expect(within(panel).getByText('$2,000.00')).toBeInTheDocument();
    await expect(second).toHaveAttribute('aria-current', 'true');
    await expect(args.onOpenFullPage).not.toHaveBeenCalled();

    await userEvent.click(within(panel).getByRole('button', { name: 'Close the detail panel' }));
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();

    await userEvent.click(canvas.getByText('client3@example.com'));
    const next = await canvas.findByRole('region', { name: 'Blue Ridge Trucking 03' });
    await userEvent.click(within(next).getByRole('button', { name: 'Open full page' }));
    await expect(args.onOpenFullPage).toHaveBeenCalledWith(expect.objectContaining({ id: 3 }));
    within(next).getByRole('button', { name: 'Open full page' }).focus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
  },
};

/** A double-click opens the full page at once. */
export const DoubleClickOpensFullPage: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.dblClick(within(canvasElement).getByText('client6@example.com'));
    await expect(args.onOpenFullPage).toHaveBeenCalledWith(expect.objectContaining({ id: 6 }));
  },
};

/** Arrows move the active row, Enter opens its panel, the panel follows the arrows, Escape closes it. */
export const PanelByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = rowOf(canvasElement, 'client1@example.com');
    first.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const third = rowOf(canvasElement, 'client3@example.com');
    await expect(third).toHaveAttribute('aria-current', 'true');
    await expect(third).toHaveFocus();
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();

    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('region', { name: 'Blue Ridge Trucking 03' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowUp}');
    await expect(
      await canvas.findByRole('region', { name: 'Northwind Logistics and Freight Holdings LLC 02' }),
    ).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
    await expect(rowOf(canvasElement, 'client2@example.com')).toHaveFocus();
  },
};

/** The splitter moves with the keyboard and the split is remembered for the next visit. */
export const SplitterByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('client1@example.com'));
    const splitter = await canvas.findByRole('separator', { name: 'Resize the list and its detail' });
    await expect(splitter).toHaveAttribute('aria-valuenow', '60');
    splitter.focus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(splitter).toHaveAttribute('aria-valuenow', '50');
    await userEvent.keyboard('{End}');
    await expect(splitter).toHaveAttribute('aria-valuenow', '80');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(localStorage.getItem(storageKey)).toBe('75');
  },
};

/** The simplified layout (client, debtor and broker users): a click opens the full page, no panel. */
export const SimpleLayout: Story = {
  args: { layout: 'simple' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('client1@example.com'));
    await expect(args.onOpenFullPage).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
  },
};

/** A dedicated panel renders what the page gives it for the row. */
export const DedicatedPanel: Story = {
  args: {
    detail: {
      title: (row) => `Client ${row.name}`,
      render: (row) => <p>Limits, contacts and open invoices of {row.name}</p>,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('client1@example.com'));
    const panel = await canvas.findByRole('region', { name: 'Client Acme Freight 01' });
    await expect(
      within(panel).getByText('Limits, contacts and open invoices of Acme Freight 01'),
    ).toBeInTheDocument();
  },
};

/**
 * The All page of 10,000 rows renders on Blueprint's Table2: only the rows in view have cells, the
 * row states and checkboxes are there, and a click opens the panel.
 */
export const BigTable: Story = {
  args: { rows: bigClientRows(10_000), pageSize: 'All' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('region', { name: 'Clients' });
    await waitFor(() => expect(grid.querySelector('.bp6-table-container')).not.toBeNull());
    const cells = grid.querySelectorAll('.bp6-table-cell').length;
    await expect(cells).toBeLessThan(2_000);
    await expect(canvas.getByText('1–9600 of 9600')).toBeInTheDocument();
  },
};
