import { Classes } from '@blueprintjs/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DebtorFormPage } from '../../src/web/features/debtors/DebtorFormPage';
import { DebtorListPage } from '../../src/web/features/debtors/DebtorListPage';
import { findToast } from '../kit/findToast';
import { rowOf } from '../kit/rowOf';
import { userOf, userWithRights } from '../shell/fixtures';
import { staffScreenServer } from '../staffScreenStory';
import { StaffScreen, type StaffRoute } from '../users/StaffScreen';
import { debtorsHandlers } from './fixtures';

const routes: StaffRoute[] = [
  { path: '/debtormain', element: <DebtorListPage /> },
  { path: '/editdebtor', element: <DebtorFormPage /> },
  { path: '/addnewdebtor', element: <DebtorFormPage /> },
];

const server = staffScreenServer((user) => debtorsHandlers(user));
const { lastBody, callsTo } = server;
const page = within(document.body);

async function select(canvasElement: HTMLElement, ...names: string[]) {
  for (const name of names) {
    const cells = within(canvasElement).getAllByText(name);
    const cell = cells[0];
    const row = cell?.closest('tr');
    if (!row) throw new Error(`no row shows ${name}`);
    await userEvent.click(within(row).getByRole('checkbox'));
  }
}

async function openAction(canvasElement: HTMLElement, label: string): Promise<HTMLElement> {
  await userEvent.click(within(canvasElement).getByRole('button', { name: /^Actions/ }));
  return page.findByRole('menuitem', { name: new RegExp(label) });
}

/** The open dialog, once the kebab's menu has closed. */
async function openDialog(): Promise<ReturnType<typeof within>> {
  const element = await page.findByRole('dialog');
  await waitFor(() => expect(page.queryByRole('menu', { name: 'Actions' })).not.toBeInTheDocument());
  return within(element);
}

/** The hidden file input of the kit's FileUpload whose button shows `button`. */
function fileInputOf(button: HTMLElement): HTMLInputElement {
  const input = button.closest(`.${Classes.FORM_GROUP}`)?.querySelector('input[type=file]');
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
  return input;
}

async function optionsShown(): Promise<(string | null)[]> {
  const list = await page.findByRole('listbox');
  return within(list)
    .getAllByRole('option')
    .map((option) => option.textContent);
}

const meta = {
  title: 'Debtors/DebtorListPage',
  component: StaffScreen,
  args: { user: userOf('admin'), path: '/debtormain', routes },
  parameters: { layout: 'fullscreen' },
  beforeEach: server.beforeEach,
} satisfies Meta<typeof StaffScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Live debtors by client, with money and phones formatted; the include toggle adds the deleted and
 * terminated ones in their colours, explained by the legend.
 */
export const ListWithLegend: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Lone Star Grocers')).toBeInTheDocument();
    await expect(canvas.getByRole('columnheader', { name: 'Client Name' })).toBeInTheDocument();
    await expect(within(rowOf(canvasElement, 'Lone Star Grocers')).getAllByText('$60,000.00')).toHaveLength(
      2,
    );
    await expect(canvas.getByText('(+1) 214-555-0102')).toBeInTheDocument();
    await expect(canvas.queryByText('Red River Distribution')).not.toBeInTheDocument();
    await expect(lastBody('debtor/fetch')).toMatchObject({ page: 1, per_page: 10, show_all: false });

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Include deleted/terminated debtors' }));
    await waitFor(() => expect(lastBody('debtor/fetch')).toMatchObject({ show_all: true, page: 1 }));
    await expect(await canvas.findByText('Red River Distribution')).toBeInTheDocument();
    await expect(rowOf(canvasElement, 'Red River Distribution')).toHaveAttribute(
      'data-row-state',
      'terminated',
    );
    await expect(rowOf(canvasElement, 'Summit Health Partners')).toHaveAttribute('data-row-state', 'deleted');
    await expect(rowOf(canvasElement, 'Lone Star Grocers')).not.toHaveAttribute('data-row-state');
    const legend = canvas.getByLabelText('Legend');
    await expect(within(legend).getByText('Deleted')).toBeInTheDocument();
    await expect(within(legend).getByText('Terminated')).toBeInTheDocument();
    // A deleted debtor cannot be selected for Change Status.
    await expect(within(rowOf(canvasElement, 'Summit Health Partners')).queryByRole('checkbox')).toBeNull();
  },
};

/** The search box sends its text after a pause and the list answers only the matches. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Lone Star Grocers');
    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'Search by debtor name, client name & phone' }),
      'bayside',
    );
    await waitFor(() => expect(lastBody('debtor/fetch')).toMatchObject({ search_text: 'bayside', page: 1 }));
    await waitFor(() => expect(canvas.queryByText('Lone Star Grocers')).not.toBeInTheDocument());
    await expect(canvas.getByText('Harbor View Clinics')).toBeInTheDocument();
  },
};

/** A client user: its own debtors, no client column, no include toggle. */
export const ClientUserReducedColumns: Story = {
  args: { user: userOf('client') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Lone Star Grocers')).toBeInTheDocument();
    await expect(canvas.queryByRole('columnheader', { name: 'Client Name' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('checkbox', { name: 'Include deleted/terminated debtors' })).toBeNull();
    await expect(canvas.queryByText('Harbor View Clinics')).not.toBeInTheDocument();
    await expect(lastBody('debtor/fetch')).toMatchObject({ inc_client_role: true, show_all: false });
  },
};

/**
 * A double-click (or the panel's "Open full page") opens Edit Debtor with the debtor and its
 * client; a deleted row opens nothing.
 */
export const RowOpensEditDebtor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Lone Star Grocers');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Include deleted/terminated debtors' }));
    await userEvent.dblClick(await canvas.findByText('Summit Health Partners'));
    await expect(canvas.queryByRole('heading', { name: 'Edit Debtor' })).not.toBeInTheDocument();

    await userEvent.dblClick(canvas.getAllByText('Northwind Traders')[0] as HTMLElement);
    await expect(await canvas.findByRole('heading', { name: 'Edit Debtor' })).toBeInTheDocument();
    await expect(lastBody('debtor/details')).toEqual({ id: 1, prospect_id: 7 });
  },
};

/** Without the profile right a row does not open, and without the add right there is no Add New Debtor. */
export const ViewOnlyUser: Story = {
  args: { user: userWithRights(['view_debtors', 'debtor_selection']) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByText('Lone Star Grocers'));
    await expect(canvas.queryByRole('heading', { name: 'Edit Debtor' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Add New Debtor' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^Actions/ })).not.toBeInTheDocument();
  },
};

/**
 * Change Status offers what every selected debtor allows: pending gives Active or Terminated,
 * Active only Terminated, pending with Terminated only Active; a status is required.
 */
export const ChangeStatusAllowedTargets: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Gulf Coast Retail');
    await expect(await openAction(canvasElement, 'Change Status')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');

    await select(canvasElement, 'Gulf Coast Retail');
    await userEvent.click(await openAction(canvasElement, 'Change Status'));
    let dialog = await openDialog();
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('Status is required')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('combobox', { name: 'Status' }));
    await expect(await optionsShown()).toEqual(['Active', 'Terminated']);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());

    // Gulf Coast stays selected; Lone Star (Active) joins it.
    await select(canvasElement, 'Lone Star Grocers');
    await userEvent.click(await openAction(canvasElement, 'Change Status'));
    dialog = await openDialog();
    await userEvent.click(dialog.getByRole('combobox', { name: 'Status' }));
    await expect(await optionsShown()).toEqual(['Terminated']);
    await userEvent.click(
      within(await page.findByRole('option', { name: 'Terminated' })).getByText('Terminated'),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await findToast('Debtor status has been changed successfully.')).toBeInTheDocument();
    await expect(lastBody('debtor/status_change')).toEqual({ debtor_prospect_id: [2, 3], status: 2 });
  },
};

/** Pending and Terminated together can only become Active. */
export const ChangeStatusMixedSelection: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Gulf Coast Retail');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Include deleted/terminated debtors' }));
    await canvas.findByText('Red River Distribution');
    await select(canvasElement, 'Gulf Coast Retail', 'Red River Distribution');
    await userEvent.click(await openAction(canvasElement, 'Change Status'));
    const dialog = await openDialog();
    await userEvent.click(dialog.getByRole('combobox', { name: 'Status' }));
    await expect(await optionsShown()).toEqual(['Active']);
  },
};

/**
 * Import: the chosen CSV is checked on the server; the preview lists each row's problems, and
 * Import files only the valid rows, by their numbers.
 */
export const ImportPreviewWithRowErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Lone Star Grocers');
    await userEvent.click(await openAction(canvasElement, 'Import'));
    const dialog = await openDialog();
    await expect(dialog.getByRole('button', { name: 'Import 0 debtors' })).toBeDisabled();

    const input = fileInputOf(dialog.getByText('Choose CSV file'));
    await userEvent.upload(input, new File(['client,debtor_name\n'], 'debtors.csv', { type: 'text/csv' }));
    await expect(await dialog.findByText('1 of 3 rows can be imported.')).toBeInTheDocument();
    await expect(callsTo('debtor/import/save')).toHaveLength(0);
    await expect(dialog.getByText('Company Email is invalid')).toBeInTheDocument();
    await expect(dialog.getByText('Zip Code is required')).toBeInTheDocument();
    await expect(dialog.getByText('Client not found.')).toBeInTheDocument();
    await expect(dialog.getByText('Ready')).toBeInTheDocument();

    await userEvent.click(dialog.getByRole('button', { name: 'Import 1 debtor' }));
    await expect(await findToast('1 debtor has been imported.')).toBeInTheDocument();
    await expect(callsTo('debtor/import/save').at(-1)?.body).toMatchObject({ fields: { rows: '2' } });
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** A file whose rows all fail cannot be imported. */
export const ImportNothingValid: Story = {
  parameters: {
    api: {
      'debtor/import/preview': () => ({
        body: {
          status: true,
          total: 1,
          valid: 0,
          rows: [
            {
              row: 2,
              client_name: 'Nowhere Inc',
              debtor_name: 'Lost',
              credit_limit: '5',
              action: null,
              errors: ['Client not found.'],
            },
          ],
        },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Lone Star Grocers');
    await userEvent.click(await openAction(canvasElement, 'Import'));
    const dialog = await openDialog();
    const input = fileInputOf(dialog.getByText('Choose CSV file'));
    await userEvent.upload(input, new File(['x'], 'debtors.csv', { type: 'text/csv' }));
    await expect(await dialog.findByText('0 of 1 row can be imported.')).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Import 0 debtors' })).toBeDisabled();
  },
};
