import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { workspaceMessages as W } from '../../src/shared/workspaceMessages';
import { ScheduleDetailPanel } from '../../src/web/features/schedules/ScheduleDetailPanel';
import { userOf } from '../shell/fixtures';
import { staffScreenServer } from '../staffScreenStory';
import { StaffScreen, type StaffRoute } from '../users/StaffScreen';
import { neverAnswers, notFound, panelHandlers, schedule } from '../workspace/panelFixtures';

const routes: StaffRoute[] = [
  { path: '/scheduleofassignment', element: <ScheduleDetailPanel scheduleId={21} /> },
];
const server = staffScreenServer(panelHandlers);

const meta = {
  title: 'Workspace/ScheduleDetailPanel',
  component: StaffScreen,
  args: { user: userOf('admin'), path: '/scheduleofassignment', routes },
  parameters: { layout: 'fullscreen' },
  beforeEach: server.beforeEach,
} satisfies Meta<typeof StaffScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const T = W.schedule;

/** A funded schedule: its invoices, who verified it and its payment. */
export const Funded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: T.title(12) });
    const invoices = within(canvas.getByRole('table', { name: T.invoices }));
    await expect(invoices.getByText('100124')).toBeInTheDocument();
    await expect(
      within(canvas.getByRole('region', { name: T.verification })).getByText('Avery Stone'),
    ).toBeInTheDocument();
    await expect(
      within(canvas.getByRole('table', { name: T.payments })).getByText('$475.00'),
    ).toBeInTheDocument();
  },
};

/** An open schedule: not verified, nothing paid, no invoices. */
export const Open: Story = {
  parameters: {
    api: {
      'workspace/schedule_panel': () => ({
        body: {
          status: true,
          schedule: { ...schedule, stage: 'open', verification: null, invoices: [], payments: [] },
        },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(T.noInvoices)).toBeInTheDocument();
    await expect(canvas.getByText(T.notVerified)).toBeInTheDocument();
    await expect(canvas.getByText(T.noPayments)).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { api: { 'workspace/schedule_panel': neverAnswers } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: W.panel.loading }),
    ).toBeInTheDocument();
  },
};

export const Failed: Story = {
  parameters: { api: { 'workspace/schedule_panel': notFound } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(W.panel.failed)).toBeInTheDocument();
  },
};
