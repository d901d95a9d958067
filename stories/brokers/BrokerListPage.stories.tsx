import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BrokerDetailsPage } from '../../src/web/features/brokers/BrokerDetailsPage';
import { BrokerListPage } from '../../src/web/features/brokers/BrokerListPage';
import { findToast } from '../kit/findToast';
import { rowOf } from '../kit/rowOf';
import { userOf, userWithRights } from '../shell/fixtures';
import { staffScreenServer } from '../staffScreenStory';
import { StaffScreen, type StaffRoute } from '../users/StaffScreen';
import { brokerIds, brokersHandlers, sampleBrokers } from './fixtures';
import { openFullPage, openPanel } from '../kit/workspacePanel';

const routes: StaffRoute[] = [
  { path: '/brokers', element: <BrokerListPage /> },
  { path: '/brokerdetails', element: <BrokerDetailsPage /> },
];

const server = staffScreenServer((user) =>
  brokersHandlers(sampleBrokers(), user.sensitive_information_disclosure),
);
const { lastBody } = server;
const page = within(document.body);

async function select(canvasElement: HTMLElement, ...names: string[]) {
  for (const name of names) await userEvent.click(within(rowOf(canvasElement, name)).getByRole('checkbox'));
}

/** The open dialog, once the kebab's menu has closed (as it closes it hands the focus back to its button). */
async function openDialog(): Promise<ReturnType<typeof within>> {
  const element = await page.findByRole('dialog');
  await waitFor(() => expect(page.queryByRole('menu', { name: 'Actions' })).not.toBeInTheDocument());
  return within(element);
}

/** The choices of the open select list. */
async function optionsShown(): Promise<(string | null)[]> {
  const list = await page.findByRole('listbox');
  return within(list)
    .getAllByRole('option')
    .map((option) => option.textContent);
}

async function openAction(canvasElement: HTMLElement, label: string): Promise<HTMLElement> {
  await userEvent.click(within(canvasElement).getByRole('button', { name: /^Actions/ }));
  return page.findByRole('menuitem', { name: new RegExp(label) });
}

const meta = {
  title: 'Brokers/BrokerListPage',
  component: StaffScreen,
  args: { user: userOf('admin'), path: '/brokers', routes },
  parameters: { layout: 'fullscreen' },
  beforeEach: server.beforeEach,
} satisfies Meta<typeof StaffScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The list shows phones as (code) 3-3-4, tax IDs to a user holding the disclosure flag, the
 * referral code or 'Awaiting for Approval', the status name and the agreement date; it pages, and
 * searches by name, email, phone and tax ID after a pause.
 */
export const SearchAndPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Rita Mora');
    const rita = within(rowOf(canvasElement, 'Rita Mora'));
    await expect(rita.getByText('(+1) 555-301-1001')).toBeInTheDocument();
    await expect(rita.getByText('123-45-6789')).toBeInTheDocument();
    await expect(rita.getByText('RITA123')).toBeInTheDocument();
    await expect(await rita.findByText('Approved')).toBeInTheDocument();
    await expect(rita.getByText('01/15/2026')).toBeInTheDocument();
    await expect(
      within(rowOf(canvasElement, 'Omar Vance')).getByText('Awaiting for Approval'),
    ).toBeInTheDocument();
    await expect(within(rowOf(canvasElement, 'Omar Vance')).getByText('Pending')).toBeInTheDocument();
    await expect(canvas.getByText('Page 1 of 2')).toBeInTheDocument();
    await expect(lastBody('broker/fetch')).toEqual({ page: 1, per_page: 10, search_text: '' });

    const search = canvas.getByRole('searchbox', { name: 'Search by full name, email, phone & tax id/SSN' });
    await userEvent.type(search, 'okoro');
    await waitFor(() => expect(lastBody('broker/fetch')).toMatchObject({ search_text: 'okoro', page: 1 }));
    await expect(await canvas.findByText('Nia Okoro')).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByText('Rita Mora')).not.toBeInTheDocument());

    await userEvent.clear(search);
    await userEvent.type(search, '987654');
    await expect(await canvas.findByText('Ben Carter')).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByText('Nia Okoro')).not.toBeInTheDocument());
  },
};

/** Without the disclosure flag there is no Tax ID/SSN or License No column to show or choose. */
export const NumbersHiddenWithoutDisclosure: Story = {
  args: { user: userOf('adminnew', { sensitive_information_disclosure: false }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Rita Mora');
    await expect(canvas.getByRole('columnheader', { name: /Full Name/ })).toBeInTheDocument();
    await expect(canvas.queryByRole('columnheader', { name: /Tax ID\/SSN/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('columnheader', { name: /License No/ })).not.toBeInTheDocument();
    await expect(canvas.queryByText('*****6789')).not.toBeInTheDocument();
  },
};

/** The header cycles the sort asc → desc → none, sending broker/fetch's sort_by. */
export const SortCycle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Rita Mora');
    const header = canvas.getByRole('button', { name: 'Email' });
    await userEvent.click(header);
    await waitFor(() =>
      expect(lastBody('broker/fetch')).toMatchObject({ sort_by: 'email', sort_desc: false }),
    );
    await userEvent.click(header);
    await waitFor(() =>
      expect(lastBody('broker/fetch')).toMatchObject({ sort_by: 'email', sort_desc: true }),
    );
    await userEvent.click(header);
    // Unsorted again: the first page, as first fetched, comes from the cache.
    await waitFor(() =>
      expect(canvas.getByRole('columnheader', { name: /Email/ })).toHaveAttribute('aria-sort', 'none'),
    );
    await expect(server.callsTo('broker/fetch').filter((call) => call.body !== undefined)).toHaveLength(3);
  },
};

/** Send Agreement is enabled only when every selected broker is Approved. */
export const SendAgreementNeedsAllApproved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Rita Mora');
    await select(canvasElement, 'Rita Mora', 'Omar Vance');
    await expect(await openAction(canvasElement, 'Send Agreement')).toHaveAttribute('aria-disabled', 'true');
    await expect(await openAction(canvasElement, 'Change Status')).not.toHaveAttribute('aria-disabled');
    await userEvent.keyboard('{Escape}');

    await select(canvasElement, 'Omar Vance', 'Lea Park');
    await expect(await openAction(canvasElement, 'Send Agreement')).not.toHaveAttribute('aria-disabled');
  },
};

/** Change Status asks for a status ('Status is required'), then moves the selected brokers. */
export const ChangeStatus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Omar Vance');
    await select(canvasElement, 'Omar Vance', 'Tess Lind');
    await userEvent.click(await openAction(canvasElement, 'Change Status'));
    const dialog = await openDialog();
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('Status is required')).toBeInTheDocument();
    await expect(server.callsTo('broker/change_status')).toHaveLength(0);

    await userEvent.click(dialog.getByRole('combobox', { name: 'Status' }));
    await expect(await optionsShown()).toEqual(['Rejected', 'Pending', 'Approved', 'Inactive']);
    await userEvent.click(
      within(await page.findByRole('option', { name: 'Approved' })).getByText('Approved'),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await findToast('Broker status has been changed successfully.')).toBeInTheDocument();
    await expect(lastBody('broker/change_status')).toEqual({ ids: [brokerIds.omar, 9], status: 2 });
    await expect(await within(rowOf(canvasElement, 'Omar Vance')).findByText('REF0003')).toBeInTheDocument();
  },
};

/** A selection holding an Approved broker is offered only the move to Inactive (3). */
export const ApprovedOnlyMovesOn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Rita Mora');
    await select(canvasElement, 'Rita Mora', 'Omar Vance');
    await userEvent.click(await openAction(canvasElement, 'Change Status'));
    const dialog = await openDialog();
    await userEvent.click(dialog.getByRole('combobox', { name: 'Status' }));
    await expect(await optionsShown()).toEqual(['Inactive']);
  },
};

/** Send Agreement refuses a commission of 0, then mails the agreement: 'Agreement Sent'. */
export const SendAgreement: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Lea Park');
    await select(canvasElement, 'Lea Park');
    await userEvent.click(await openAction(canvasElement, 'Send Agreement'));
    const dialog = await openDialog();
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await expect(await dialog.findByText('Agreement Date is required')).toBeInTheDocument();
    await expect(dialog.getByText('Broker Commission is required')).toBeInTheDocument();

    await userEvent.type(dialog.getByLabelText(/Agreement Date/), '12/01/2026');
    // Leaving the date closes its calendar, which otherwise keeps the focus.
    await userEvent.tab();
    const commission = dialog.getByRole('textbox', { name: /Broker Commission/ });
    await userEvent.type(commission, '123.456');
    await expect(commission).toHaveValue('12.45');
    await userEvent.clear(commission);
    await userEvent.type(commission, '0');
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await expect(
      await dialog.findByText('Broker Commission percentage should be greater than 0'),
    ).toBeInTheDocument();
    await expect(server.callsTo('broker/agreement/email')).toHaveLength(0);

    await userEvent.clear(commission);
    await userEvent.type(commission, '2.5');
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await expect(await findToast('Agreement Sent')).toBeInTheDocument();
    await expect(lastBody('broker/agreement/email')).toEqual({
      id: brokerIds.lea,
      agreement_date: '2026-12-01',
      broker_commission: '2.50',
    });
    await expect(await within(rowOf(canvasElement, 'Lea Park')).findByText('12/01/2026')).toBeInTheDocument();
  },
};

/** A row opens Edit Broker; Add New Broker opens the empty form. */
export const RowOpensBroker: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openFullPage(canvasElement, 'Rita Mora');
    await expect(await canvas.findByRole('heading', { name: 'Edit Broker' })).toBeInTheDocument();
    await expect(await canvas.findByDisplayValue('rita.mora@partners.test')).toBeInTheDocument();
  },
};

/** With view rights only: no Add New Broker, no kebab, rows do not open. */
export const ViewOnly: Story = {
  args: { user: userWithRights(['view_brokers']) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = await openPanel(canvasElement, 'Rita Mora');
    await expect(within(panel).queryByRole('button', { name: 'Open full page' })).not.toBeInTheDocument();
    await userEvent.dblClick(canvas.getAllByText('Rita Mora')[0] as HTMLElement);
    await expect(canvas.queryByRole('heading', { name: 'Edit Broker' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Add New Broker' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^Actions/ })).not.toBeInTheDocument();
  },
};
