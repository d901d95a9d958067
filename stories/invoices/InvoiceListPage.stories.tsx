import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { InvoiceFormPage } from '../../src/web/features/invoices/InvoiceFormPage';
import { InvoiceListPage } from '../../src/web/features/invoices/InvoiceListPage';
import { findToast } from '../kit/findToast';
import { rowOf } from '../kit/rowOf';
import { userOf, userWithRights } from '../shell/fixtures';
import { staffScreenServer } from '../staffScreenStory';
import { StaffScreen, type StaffRoute } from '../users/StaffScreen';
import { invoiceHandlers } from './fixtures';

const routes: StaffRoute[] = [
  { path: '/invoices', element: <InvoiceListPage /> },
  { path: '/addnewinvoice', element: <InvoiceFormPage /> },
];

const server = staffScreenServer((user) => invoiceHandlers(undefined, user));
const { lastBody, callsTo } = server;

const meta = {
  title: 'Invoices/InvoiceListPage',
  component: StaffScreen,
  args: { user: userOf('admin'), path: '/invoices', routes },
  parameters: { layout: 'fullscreen' },
  beforeEach: server.beforeEach,
} satisfies Meta<typeof StaffScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

async function openKebab(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: /^Actions/ }));
}

/** Staff see every column, 'Unassigned' and 'Not Funded' where nothing is set, and deleted invoices only with the toggle. */
export const StaffList: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('100101');
    await expect(lastBody('invoice/fetch')).toEqual({
      page: 1,
      per_page: 10,
      search_text: '',
      deleted: false,
      status: 0,
    });
    await expect(canvas.getByRole('columnheader', { name: /Debtor Name/ })).toBeInTheDocument();
    await expect(canvas.getByRole('columnheader', { name: /Client Name/ })).toBeInTheDocument();
    await expect(within(rowOf(canvasElement, '100101')).getAllByText('Unassigned')).toHaveLength(1);
    await expect(within(rowOf(canvasElement, '100104')).getByText('11/05/2026')).toBeInTheDocument();
    await expect(within(rowOf(canvasElement, '100103')).getByText('Not Funded')).toBeInTheDocument();
    // The note is cut to 30 characters.
    await expect(canvas.getByText('Pallets delivered to the Dalla…')).toBeInTheDocument();
    await expect(canvas.queryByText('100107')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Include deleted/terminated invoices' }));
    await waitFor(() => expect(lastBody('invoice/fetch')).toMatchObject({ deleted: true }));
    await expect(await canvas.findByText('100107')).toBeInTheDocument();
    await expect(rowOf(canvasElement, '100107')).toHaveAttribute('data-row-state', 'deleted');
  },
};

/** The status filter offers the server's statuses after All and starts the list again on page 1. */
export const StatusFilter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('100101');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Filter by status' }));
    const item = await within(document.body).findByRole('option', { name: 'Declined' });
    await userEvent.click(within(item).getByText('Declined'));
    await waitFor(() => expect(lastBody('invoice/fetch')).toMatchObject({ status: 3, page: 1 }));
    await expect(await canvas.findByText('200105')).toBeInTheDocument();
    await expect(canvas.queryByText('100101')).not.toBeInTheDocument();
  },
};

/** Move To Schedule and Delete Invoice stay off for invoices of two clients, and for one already scheduled. */
export const MixedSelectionRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(document.body);
    await canvas.findByText('100101');
    await userEvent.click(within(rowOf(canvasElement, '100101')).getByRole('checkbox'));
    await userEvent.click(within(rowOf(canvasElement, '200105')).getByRole('checkbox'));
    await openKebab(canvasElement);
    await expect(await page.findByRole('menuitem', { name: /Move To Schedule/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(page.getByRole('menuitem', { name: /Delete Invoice/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{Escape}');

    await userEvent.click(within(rowOf(canvasElement, '200105')).getByRole('checkbox'));
    await userEvent.click(within(rowOf(canvasElement, '100103')).getByRole('checkbox'));
    await openKebab(canvasElement);
    await expect(await page.findByRole('menuitem', { name: /Move To Schedule/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(callsTo('invoice/move_to_schedule')).toHaveLength(0);
  },
};

/** Two unscheduled invoices of one client move to a new schedule whose number is typed. */
export const MoveToNewSchedule: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(document.body);
    await canvas.findByText('100101');
    await userEvent.click(within(rowOf(canvasElement, '100101')).getByRole('checkbox'));
    await userEvent.click(within(rowOf(canvasElement, '100102')).getByRole('checkbox'));
    await openKebab(canvasElement);
    await userEvent.click(await page.findByRole('menuitem', { name: /Move To Schedule/ }));
    const dialog = within(await page.findByRole('dialog', { name: 'Move To Schedule' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Move' }));
    await expect(await dialog.findByText('Schedule No is required')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Schedule' }));
    const option = await page.findByRole('option', { name: 'New Schedule' });
    await userEvent.click(within(option).getByText('New Schedule'));
    await waitFor(() => expect(page.queryByRole('listbox')).not.toBeInTheDocument());
    await userEvent.type(dialog.getByRole('textbox', { name: 'New Schedule No' }), '12a3456789');
    await expect(dialog.getByRole('textbox', { name: 'New Schedule No' })).toHaveValue('123456');
    await userEvent.click(dialog.getByRole('button', { name: 'Move' }));
    await expect(await findToast('Invoice(s) has been moved to the schedule.')).toBeInTheDocument();
    await expect(lastBody('invoice/move_to_schedule')).toEqual({
      invoices_ids: [101, 102],
      schedule_no: 123456,
    });
  },
};

/** Delete Invoice asks first, then deletes the selection. */
export const DeleteInvoice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(document.body);
    await canvas.findByText('100101');
    await userEvent.click(within(rowOf(canvasElement, '100106')).getByRole('checkbox'));
    await openKebab(canvasElement);
    await userEvent.click(await page.findByRole('menuitem', { name: /Delete Invoice/ }));
    await expect(await page.findByText('Are you sure, you want to delete?')).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Yes' }));
    await expect(await findToast('Invoice has been deleted successfully.')).toBeInTheDocument();
    await expect(lastBody('invoice/delete')).toEqual({ ids: [106] });
  },
};

/** A debtor user has no debtor column, its own search words, no include toggle and no kebab. */
export const DebtorList: Story = {
  args: { user: userOf('debtor') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('100101');
    await expect(canvas.queryByRole('columnheader', { name: /Debtor Name/ })).not.toBeInTheDocument();
    await expect(
      canvas.getByRole('searchbox', { name: 'Search by invoice no and client name' }),
    ).toBeInTheDocument();
    await expect(
      canvas.queryByRole('checkbox', { name: 'Include deleted/terminated invoices' }),
    ).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^Actions/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Add New Invoice' })).not.toBeInTheDocument();
    // Its rows carry nothing of the client's terms, funding or schedules, and no column asks for them.
    for (const column of [/Advance Amount/, /Schedule No/, /Funding Date/]) {
      await expect(canvas.queryByRole('columnheader', { name: column })).not.toBeInTheDocument();
    }
    await expect(canvas.queryByText('Not Funded')).not.toBeInTheDocument();
  },
};

/** Without invoice_selection a row does not open; without the add right there is no Add New Invoice. */
export const ViewOnly: Story = {
  args: { user: userWithRights(['view_invoices']) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByText('100101'));
    await expect(canvas.queryByRole('heading', { name: 'Edit Invoice' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Add New Invoice' })).not.toBeInTheDocument();
  },
};
