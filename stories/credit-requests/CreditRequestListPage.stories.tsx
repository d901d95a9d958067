import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { creditRequestEndpoints as e } from '../../src/shared/contract/creditRequests';
import { messages } from '../../src/shared/messages';
import {
  ClientRequestPage,
  DebtorRequestPage,
} from '../../src/web/features/credit-requests/CreditRequestListPage';
import { runAction } from '../funding/fundingPlay';
import { findToast } from '../kit/findToast';
import { rowOf } from '../kit/rowOf';
import { selectTrigger } from '../kit/selectTrigger';
import { userOf } from '../shell/fixtures';
import { staffScreenServer } from '../staffScreenStory';
import { StaffScreen, type StaffRoute } from '../users/StaffScreen';
import { creditRequestHandlers } from './fixtures';

const routes: StaffRoute[] = [
  { path: '/clientrequest', element: <ClientRequestPage /> },
  { path: '/debtorrequest', element: <DebtorRequestPage /> },
];
const server = staffScreenServer((user) => creditRequestHandlers(user));
const page = within(document.body);
const M = messages.creditRequest;

const meta = {
  title: 'Credit Requests/CreditRequestListPage',
  component: StaffScreen,
  args: { user: userOf('client_advocate'), path: '/clientrequest', routes },
  parameters: { layout: 'fullscreen' },
  beforeEach: (context) => server.beforeEach(context),
} satisfies Meta<typeof StaffScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Client requests of live clients; the pending one is approved after the question, by the server's word. */
export const ApproveClientRequest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: M.clientRequests });
    await within(table).findByText('$25,000.00');
    await expect(server.lastBody(e.fetch.path)).toMatchObject({ credit_requests: 1, show_all: false });
    await userEvent.click(within(rowOf(canvasElement, '$25,000.00')).getByRole('checkbox'));
    await runAction(canvasElement, M.approve);
    const question = await page.findByRole('alertdialog');
    await userEvent.click(within(question).getByRole('button', { name: messages.common.yes }));
    await expect(await findToast(M.approvedDone)).toBeInTheDocument();
    await expect(server.lastBody(e.changeStatus.path)).toEqual({ ids: [1], status: 1 });
    await waitFor(() =>
      expect(within(rowOf(canvasElement, '$25,000.00')).getByText(M.approved)).toBeInTheDocument(),
    );
  },
};

/** Approve and Deny stay off for a selection holding a decided request. */
export const DecidedCannotBeDecided: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('$10,000.00');
    await userEvent.click(within(rowOf(canvasElement, '$10,000.00')).getByRole('checkbox'));
    await userEvent.click(page.getByRole('button', { name: new RegExp(`^${messages.common.actions}`) }));
    await expect(await page.findByRole('menuitem', { name: M.approve })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(page.getByRole('menuitem', { name: M.deny })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** A client user's Add New Request: its own company, locked; a debtor request above the available credit cannot be saved. */
export const ClientAsksForMore: Story = {
  args: { user: userOf('client'), path: '/debtorrequest' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Walmart Stores');
    await userEvent.click(page.getByRole('button', { name: M.addNew }));
    const dialog = within(await page.findByRole('dialog', { name: M.addNew }));
    await dialog.findByText('Acme Freight Lines');
    await userEvent.click(dialog.getByRole('button', { name: messages.common.save }));
    await expect(await dialog.findByText(M.debtorNameRequired)).toBeInTheDocument();
    await expect(dialog.getByText(M.requestedRequired)).toBeInTheDocument();
    await expect(server.callsTo(e.save.path)).toHaveLength(0);
    await userEvent.click(selectTrigger(dialog, M.debtorLabel));
    const option = await page.findByRole('option', { name: 'Walmart Stores' });
    await userEvent.click(within(option).getByText('Walmart Stores'));
    await dialog.findByText('$50,000.00');
    const amount = dialog.getByRole('textbox', { name: new RegExp(M.requestedLabel) });
    await userEvent.click(amount);
    await userEvent.paste('60000');
    await userEvent.tab();
    await expect(await dialog.findByText(M.exceedsClientAvailable)).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: messages.common.save })).toBeDisabled();
    await expect(server.lastBody(e.creditLimit.path)).toEqual({ prospect_id: 7, debtor_id: 9 });
  },
};
