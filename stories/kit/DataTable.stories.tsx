import { useMemo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Intent } from '@blueprintjs/core';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DataTable } from '../../src/web/kit/DataTable';
import type { TableAction, TableColumn } from '../../src/web/kit/tableTypes';
import { useTableQuery, type TableRequest } from '../../src/web/kit/useTableQuery';
import { formatUsd } from '../../src/shared/money';
import type { RightId } from '../../src/shared/rights';
import { clientRows, type ClientRow } from './clientRows';
import { fakeList } from './fakeList';
import { findToast } from './findToast';

const columns: TableColumn<ClientRow>[] = [
  {
    id: 'name',
    header: 'Client Name',
    sortable: true,
    hideable: false,
    cell: (row) => row.name,
  },
  { id: 'email', header: 'Email', sortable: true, cell: (row) => row.email },
  { id: 'city', header: 'City', cell: (row) => row.city },
  {
    id: 'credit_limit',
    header: 'Credit Limit',
    align: 'right',
    sortable: true,
    cell: (row) => formatUsd(row.credit_limit),
  },
  { id: 'status', header: 'Status', defaultVisible: false, cell: (row) => row.status },
];

interface DemoProps {
  /** Receives every request the list sends. */
  onRequest: (request: TableRequest) => void;
  /** Receives opened rows. */
  onRowClick: (row: ClientRow) => void;
  /** Receives the rows a kebab action ran on. */
  onDelete: (rows: readonly ClientRow[]) => void;
  /** Rights the user holds. */
  rights: readonly RightId[];
  /** Rows the fake server holds. */
  rows: readonly ClientRow[];
  /** Show the include toggle. */
  withToggle: boolean;
  /** Minimum visible columns. */
  minVisibleColumns: number;
  /** Simulate a request in flight with no rows yet. */
  loadingFirstPage: boolean;
  /** Answer as a server past its exact-count limit does: this estimated total. */
  estimatedTotal?: number;
}

function ClientListDemo({
  onRequest,
  onRowClick,
  onDelete,
  rights,
  rows,
  withToggle,
  minVisibleColumns,
  loadingFirstPage,
  estimatedTotal,
}: DemoProps) {
  const query = useTableQuery({ columns, withIncludeToggle: withToggle });
  const [stored, setStored] = useState(rows);
  const page = useMemo(
    () =>
      fakeList(stored, query.request, {
        searchIn: ['name', 'email'],
        hiddenUnlessShowAll: (row) => row.status !== 'active',
      }),
    [stored, query.request],
  );
  const actions: TableAction<ClientRow>[] = [
    {
      id: 'delete',
      label: 'Delete',
      icon: 'trash',
      intent: Intent.DANGER,
      right: 'delete_client',
      enabled: (s) => s.length > 0,
      onSelect: (selected) => {
        setStored((all) => all.filter((row) => !selected.includes(row)));
        onDelete(selected);
      },
    },
    {
      id: 'terminate',
      label: 'Terminate Client',
      right: 'client_status_change',
      enabled: (s) => s.length === 1,
      onSelect: onDelete,
    },
    { id: 'invite', label: 'Invite', right: 'invite_client', onSelect: onDelete },
  ];
  return (
    <DataTable
      label="Clients"
      columns={columns}
      rows={loadingFirstPage ? undefined : page.data}
      loading={loadingFirstPage}
      rowKey={(row) => row.id}
      total={estimatedTotal ?? page.total}
      totalEstimated={estimatedTotal !== undefined}
      lastPage={estimatedTotal === undefined ? page.last_page : Math.ceil(estimatedTotal / 10)}
      query={query}
      onRequestChange={onRequest}
      searchPlaceholder="Search by client name & email"
      minVisibleColumns={minVisibleColumns}
      actions={actions}
      heldRights={new Set(rights)}
      includeToggleLabel={withToggle ? 'Include deleted/terminated clients' : undefined}
      rowState={(row) => (row.status === 'active' ? undefined : row.status)}
      selectable={(row) => row.status === 'active'}
      onRowClick={onRowClick}
    />
  );
}

const meta = {
  title: 'Kit/DataTable',
  component: ClientListDemo,
  args: {
    onRequest: fn(),
    onRowClick: fn(),
    onDelete: fn(),
    rights: ['delete_client', 'client_status_change', 'invite_client'],
    rows: clientRows,
    withToggle: true,
    minVisibleColumns: 1,
    loadingFirstPage: false,
  },
} satisfies Meta<typeof ClientListDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const lastRequest = (spy: unknown): TableRequest => {
  const calls = (spy as { mock: { calls: [TableRequest][] } }).mock.calls;
  const last = calls[calls.length - 1];
  if (!last) throw new Error('no request sent');
  return last[0];
};

/** First click sorts ascending, the second descending, the third clears the sort. */
export const SortCycle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(lastRequest(args.onRequest)).toEqual({
      page: 1,
      per_page: 10,
      search_text: '',
      show_all: false,
    });
    const header = canvas.getByRole('button', { name: 'Email' });
    await userEvent.click(header);
    await expect(lastRequest(args.onRequest)).toMatchObject({ sort_by: 'email', sort_desc: false });
    await expect(canvas.getByRole('columnheader', { name: 'Email' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await userEvent.click(header);
    await expect(lastRequest(args.onRequest)).toMatchObject({ sort_by: 'email', sort_desc: true });
    await userEvent.click(header);
    const cleared = lastRequest(args.onRequest);
    await expect(cleared).not.toHaveProperty('sort_by');
    await expect(cleared).not.toHaveProperty('sort_desc');
    await expect(canvas.getByRole('columnheader', { name: 'Email' })).toHaveAttribute('aria-sort', 'none');
  },
};

/** Paging: next page, page size All (per_page 0), and a page jump outside the range. */
export const Paging: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Page 1 of 5')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(lastRequest(args.onRequest)).toMatchObject({ page: 2, per_page: 10 });

    const jump = canvas.getByRole('textbox', { name: 'Go to page' });
    await userEvent.type(jump, '9{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Value must be between 1 and 5.');
    await expect(lastRequest(args.onRequest)).toMatchObject({ page: 2 });
    await userEvent.clear(jump);
    await userEvent.type(jump, '4{Enter}');
    await expect(lastRequest(args.onRequest)).toMatchObject({ page: 4 });
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Rows per page' }), 'All');
    await expect(lastRequest(args.onRequest)).toMatchObject({ page: 1, per_page: 0 });
    await expect(canvas.getByText('Page 1 of 1')).toBeInTheDocument();
  },
};

/** Typing in the search box sends one request after the pause, not one per key. */
export const DebouncedSearch: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const spy = args.onRequest as unknown as { mock: { calls: [TableRequest][] } };
    const before = spy.mock.calls.length;
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by client name & email' }), 'Cedar');
    await expect(spy.mock.calls.length).toBe(before);
    await waitFor(() => expect(lastRequest(args.onRequest)).toMatchObject({ search_text: 'Cedar', page: 1 }));
    await expect(spy.mock.calls.length).toBe(before + 1);
    await expect(canvas.getAllByText(/^Cedar Staffing/).length).toBeGreaterThan(0);
    await expect(canvas.queryByText(/^Acme Freight/)).not.toBeInTheDocument();
  },
};

/** The column chooser hides columns but refuses to go below the minimum (Support: 3). */
export const ColumnMinimum: Story = {
  args: { minVisibleColumns: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Columns' }));
    await userEvent.click(await page.findByRole('checkbox', { name: 'City' }));
    await expect(canvas.queryByRole('columnheader', { name: 'City' })).not.toBeInTheDocument();
    await userEvent.click(page.getByRole('checkbox', { name: 'Email' }));
    await expect(await page.findByText('Minimum 3 columns should be selected.')).toBeInTheDocument();
    await expect(canvas.getByRole('columnheader', { name: 'Email' })).toBeInTheDocument();
    await userEvent.click(page.getByRole('checkbox', { name: 'Status' }));
    await expect(canvas.getByRole('columnheader', { name: 'Status' })).toBeInTheDocument();
  },
};

/** Kebab items need their right: without terminate_client the item is not shown; enabled follows the selection. */
export const KebabRights: Story = {
  args: { rights: ['delete_client'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: /^Actions/ }));
    const deleteItem = await page.findByRole('menuitem', { name: /Delete/ });
    await expect(deleteItem).toHaveAttribute('aria-disabled', 'true');
    await expect(page.queryByRole('menuitem', { name: /Terminate Client/ })).not.toBeInTheDocument();
    await expect(page.queryByRole('menuitem', { name: /Invite/ })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all rows on this page' }));
    await userEvent.click(canvas.getByRole('button', { name: /^Actions/ }));
    await userEvent.click(await page.findByRole('menuitem', { name: /Delete/ }));
    const deleted =
      (args.onDelete as unknown as { mock: { calls: [ClientRow[]][] } }).mock.calls[0]?.[0] ?? [];
    // The row without an id cannot be selected: 9 of the 10 rows on the page.
    await expect(deleted).toHaveLength(9);
  },
};

/** Without any right the kebab is not shown at all. */
export const KebabHiddenWithoutRights: Story = {
  args: { rights: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /^Actions/ })).not.toBeInTheDocument();
  },
};

/** The include toggle sends show_all and shows deleted and terminated rows in their legend colours. */
export const IncludeDeleted: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Deleted')).toBeInTheDocument();
    await expect(canvas.getByText('Terminated')).toBeInTheDocument();
    await expect(canvasElement.querySelector('tr[data-row-state="deleted"]')).toBeNull();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Include deleted/terminated clients' }));
    await expect(lastRequest(args.onRequest)).toMatchObject({ show_all: true, page: 1 });
    const deletedRow = canvasElement.querySelector('tr[data-row-state="deleted"]');
    await expect(deletedRow).not.toBeNull();
    // Deleted rows are excluded from selection.
    await expect(within(deletedRow as HTMLElement).queryByRole('checkbox')).not.toBeInTheDocument();
  },
};

/** Clicking a row opens it; a row without an id tells the user the admin has been notified. */
export const RowClick: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Acme Freight 01'));
    await expect(args.onRowClick).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
    // The fifth sample client was stored without an id.
    await userEvent.click(canvas.getAllByText(/^Delta Produce/)[0] as HTMLElement);
    await expect(await findToast('Admin has been notified')).toHaveTextContent('Error');
    await expect(args.onRowClick).toHaveBeenCalledTimes(1);
  },
};

/** Long names are cut at 24 characters with the full name in a tooltip. */
export const LongNames: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cut = canvas.getByText('Northwind Logistics and …');
    await userEvent.hover(cut);
    await expect(
      await within(document.body).findByText('Northwind Logistics and Freight Holdings LLC 02'),
    ).toBeInTheDocument();
  },
};

/** Deleting every row of the last page steps back to the new last page. */
export const StepsBackWhenPageEmpties: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(document.body);
    const jump = canvas.getByRole('textbox', { name: 'Go to page' });
    await userEvent.type(jump, '5{Enter}');
    await expect(canvas.getByText('Page 5 of 5')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all rows on this page' }));
    await userEvent.click(canvas.getByRole('button', { name: /^Actions/ }));
    await userEvent.click(await page.findByRole('menuitem', { name: /Delete/ }));
    await expect(await canvas.findByText('Page 4 of 4')).toBeInTheDocument();
    await expect(canvas.queryByText('No record available.')).not.toBeInTheDocument();
  },
};

/** A list too long to count exactly shows the server's estimate as 'about'. */
export const EstimatedTotal: Story = {
  args: { estimatedTotal: 1_998_400 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1–10 of about 1,998,400')).toBeInTheDocument();
    await expect(canvas.getByText('Page 1 of 199840')).toBeInTheDocument();
  },
};

/** An empty answer shows 'No record available.' and no pager. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No record available.')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();
  },
};

/** While the first page loads the table shows skeleton rows. */
export const Loading: Story = {
  args: { loadingFirstPage: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('tr[aria-busy="true"]').length).toBe(3);
    await expect(within(canvasElement).queryByText('No record available.')).not.toBeInTheDocument();
  },
};
