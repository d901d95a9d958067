import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { dashboardEndpoints as d } from '../../src/shared/contract/dashboards';
import { messages } from '../../src/shared/messages';
import { dashboardMessages } from '../../src/shared/messages/dashboards';
import { userOf } from '../shell/fixtures';
import { staffScreenServer } from '../staffScreenStory';
import { StaffScreen } from '../users/StaffScreen';
import { dashboardHandlers, dashboardRoutes } from './fixtures';

const M = dashboardMessages;
const server = staffScreenServer((user) => dashboardHandlers(user));

const meta = {
  title: 'Dashboards/Dashboards',
  component: StaffScreen,
  args: { user: userOf('admin'), path: '/dashboard', routes: dashboardRoutes },
  parameters: { layout: 'fullscreen' },
  beforeEach: (context) => server.beforeEach(context),
} satisfies Meta<typeof StaffScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Staff: the filters, four cards and the concentration table; a client row opens its debtors. */
export const Analytics: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('$10,000.00');
    await expect(canvas.getByText(M.days(23.5))).toBeInTheDocument();
    await expect(canvas.getByText('$4,200.50')).toBeInTheDocument();
    await expect(canvas.getByText('$3,333.33')).toBeInTheDocument();
    await expect(canvas.getByText(M.client)).toBeInTheDocument();
    await expect(canvas.getByText(M.debtor)).toBeInTheDocument();
    const table = await canvas.findByRole('table', { name: M.debtConcentration });
    await within(table).findByText('75.00%');
    await expect(within(table).queryByText('66.67%')).toBeNull();
    await userEvent.click(within(table).getByRole('button', { name: M.showDebtors('Acme Freight Lines') }));
    await expect(within(table).getByText('66.67%')).toBeInTheDocument();
    await expect(within(table).getByText('Pier Nine Foods')).toBeInTheDocument();
    await expect(server.lastBody(d.fetchAnalytics.path)).toEqual({
      prospect_id: 0,
      debtor_id: 0,
      from_date: '',
      to_date: '',
    });
  },
};

/** A client user: no client or debtor filter, the server fixes its company. */
export const ClientUser: Story = {
  args: { user: userOf('client', { company_id: 7 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('$10,000.00');
    await expect(canvas.queryByText(M.client)).toBeNull();
    await expect(canvas.queryByText(M.debtor)).toBeNull();
  },
};

/** A debtor user at /dashboard: its own dashboard, greeted by name, four progress cards. */
export const DebtorHome: Story = {
  args: { user: userOf('debtor', { debtor_id: 10, first_name: 'Dana', last_name: 'Reyes' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: M.greeting('Dana Reyes') });
    await canvas.findByText(M.dueUnder(45));
    for (const title of [M.paidInvoices, M.dueInvoices, M.overDue, M.chargebacks]) {
      await expect(canvas.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    await expect(canvas.getByText('16.67%')).toBeInTheDocument();
    await expect(canvas.getByText(M.ofTotal(2, 12))).toBeInTheDocument();
    await expect(canvas.getByRole('table', { name: M.recentInvoices })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: M.viewInvoices }));
    await canvas.findByRole('heading', { name: 'Invoices' });
  },
};

/** A failing server: the 'Error' toast with the generic text. */
export const Failure: Story = {
  parameters: {
    api: dashboardHandlers(userOf('admin'), true),
  },
  play: async () => {
    const body = within(document.body);
    await waitFor(() => expect(body.getAllByText(messages.generic.failure).length).toBeGreaterThan(0));
  },
};
