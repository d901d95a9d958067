import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { workspaceMessages as W } from '../../src/shared/workspaceMessages';
import { DebtorDetailPanel } from '../../src/web/features/debtors/DebtorDetailPanel';
import { userOf } from '../shell/fixtures';
import { staffScreenServer } from '../staffScreenStory';
import { StaffScreen, type StaffRoute } from '../users/StaffScreen';
import { debtor, neverAnswers, notFound, panelHandlers } from '../workspace/panelFixtures';

const routes: StaffRoute[] = [{ path: '/debtormain', element: <DebtorDetailPanel debtorId={3} /> }];
const server = staffScreenServer(panelHandlers);

const meta = {
  title: 'Workspace/DebtorDetailPanel',
  component: StaffScreen,
  args: { user: userOf('admin'), path: '/debtormain', routes },
  parameters: { layout: 'fullscreen' },
  beforeEach: server.beforeEach,
} satisfies Meta<typeof StaffScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const T = W.debtor;

/** Held by two clients: each limit with its available credit, a contact and an open invoice. */
export const HeldByTwoClients: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Northwind Traders' });
    const limits = within(canvas.getByRole('table', { name: T.limits }));
    await expect(limits.getByText('$35,974.25')).toBeInTheDocument();
    await expect(limits.getByText('Bayside Medical Supply')).toBeInTheDocument();
    await expect(canvas.getByText('Dan Ortiz')).toBeInTheDocument();
    await expect(
      within(canvas.getByRole('table', { name: T.openInvoices })).getByText('100125'),
    ).toBeInTheDocument();
  },
};

/** A debtor no client holds yet, without contacts or invoices. */
export const Unheld: Story = {
  parameters: {
    api: {
      'workspace/debtor_panel': () => ({
        body: {
          status: true,
          debtor: { ...debtor, limits: [], contacts: [], open_invoices: [], open_invoice_count: 0 },
        },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(T.noLimits)).toBeInTheDocument();
    await expect(canvas.getByText(T.noContacts)).toBeInTheDocument();
    await expect(canvas.getByText(T.noOpenInvoices)).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { api: { 'workspace/debtor_panel': neverAnswers } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: W.panel.loading }),
    ).toBeInTheDocument();
  },
};

export const Failed: Story = {
  parameters: { api: { 'workspace/debtor_panel': notFound } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(W.panel.failed)).toBeInTheDocument();
  },
};
