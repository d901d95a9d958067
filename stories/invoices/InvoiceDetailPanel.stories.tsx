import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { workspaceMessages as W } from '../../src/shared/workspaceMessages';
import { InvoiceDetailPanel } from '../../src/web/features/invoices/InvoiceDetailPanel';
import { userOf } from '../shell/fixtures';
import { staffScreenServer } from '../staffScreenStory';
import { StaffScreen, type StaffRoute } from '../users/StaffScreen';
import { invoice, neverAnswers, notFound, panelHandlers } from '../workspace/panelFixtures';

const routes: StaffRoute[] = [{ path: '/invoices', element: <InvoiceDetailPanel invoiceId={41} /> }];
const server = staffScreenServer(panelHandlers);

const meta = {
  title: 'Workspace/InvoiceDetailPanel',
  component: StaffScreen,
  args: { user: userOf('admin'), path: '/invoices', routes },
  parameters: { layout: 'fullscreen' },
  beforeEach: server.beforeEach,
} satisfies Meta<typeof StaffScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const T = W.invoice;

/** Staff who read the books: the invoice, its schedule, payments, journal lines and timeline. */
export const ForStaff: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: T.title('100123') });
    await expect(canvas.getByText('Northwind Traders')).toBeInTheDocument();
    await expect(canvas.getByText('12 · Funded')).toBeInTheDocument();
    await expect(
      within(canvas.getByRole('table', { name: T.payments })).getByText('Wire WIRE778'),
    ).toBeInTheDocument();
    await expect(await canvas.findByText('Invoice 100123 bought at face value')).toBeInTheDocument();
    const timeline = within(canvas.getByRole('list', { name: T.timeline }));
    await expect(timeline.getAllByRole('listitem')).toHaveLength(4);
    await expect(await server.lastBody('workspace/invoice_panel')).toEqual({ invoice_id: 41 });
  },
};

/** A client user: the same invoice, never the factor's books. */
export const ForClient: Story = {
  args: { user: userOf('client') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: T.title('100123') });
    await expect(canvas.queryByRole('region', { name: T.journal })).not.toBeInTheDocument();
  },
};

/** A loose invoice nothing has paid yet. */
export const NoPayments: Story = {
  parameters: {
    api: {
      'workspace/invoice_panel': () => ({
        body: {
          status: true,
          invoice: {
            ...invoice,
            schedule: null,
            funding_date: null,
            payments: [],
            timeline: invoice.timeline.slice(0, 1),
          },
          journal_entries: [],
        },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(T.noPayments)).toBeInTheDocument();
    await expect(canvas.getByText(T.noJournal)).toBeInTheDocument();
    await expect(canvas.getByText(T.noSchedule)).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { api: { 'workspace/invoice_panel': neverAnswers } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: W.panel.loading }),
    ).toBeInTheDocument();
  },
};

/** Another client's or a missing invoice answers 404: the panel says it could not load it. */
export const Failed: Story = {
  parameters: { api: { 'workspace/invoice_panel': notFound } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(W.panel.failed)).toBeInTheDocument();
  },
};
