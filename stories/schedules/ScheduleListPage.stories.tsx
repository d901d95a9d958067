import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScheduleFormPage } from '../../src/web/features/schedules/ScheduleFormPage';
import { ScheduleListPage } from '../../src/web/features/schedules/ScheduleListPage';
import { rowOf } from '../kit/rowOf';
import { userOf, userWithRights } from '../shell/fixtures';
import { staffScreenServer } from '../staffScreenStory';
import { StaffScreen, type StaffRoute } from '../users/StaffScreen';
import { invoiceHandlers } from '../invoices/fixtures';
import { scheduleHandlers } from './fixtures';

const routes: StaffRoute[] = [
  { path: '/scheduleofassignment', element: <ScheduleListPage /> },
  { path: '/addnewscheduleofassignment', element: <ScheduleFormPage /> },
];

const server = staffScreenServer((user) => ({ ...invoiceHandlers(undefined, user), ...scheduleHandlers() }));
const { lastBody } = server;

const meta = {
  title: 'Schedules/ScheduleListPage',
  component: StaffScreen,
  args: { user: userOf('admin'), path: '/scheduleofassignment', routes },
  parameters: { layout: 'fullscreen' },
  beforeEach: server.beforeEach,
} satisfies Meta<typeof StaffScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const actionNames = [/Verify Schedule/, /Download as PDF/, /Delete Schedule/];

async function menuItems(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: /^Actions/ }));
  const page = within(document.body);
  return Promise.all(actionNames.map((name) => page.findByRole('menuitem', { name })));
}

/** Net funding, counts and 'Not Funded'; searching sends the spec's fields after a pause. */
export const StaffList: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('12');
    await expect(lastBody('schedule/fetch')).toEqual({
      page: 1,
      per_page: 10,
      search_text: '',
      deleted: false,
      is_funding: false,
    });
    const twelve = within(rowOf(canvasElement, '12'));
    await expect(twelve.getByText('$2,800.00')).toBeInTheDocument();
    await expect(twelve.getByText('Not Funded')).toBeInTheDocument();
    await expect(canvas.queryByText('9')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Schedule No' }));
    await waitFor(() =>
      expect(lastBody('schedule/fetch')).toMatchObject({ sortBy: 'schedule_no', sortDesc: false }),
    );
    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'Search by client, schedule no & net funding' }),
      'bayside',
    );
    await waitFor(() =>
      expect(lastBody('schedule/fetch')).toMatchObject({ search_text: 'bayside', page: 1 }),
    );
    await expect(await canvas.findByText('Bayside Medical Supply')).toBeInTheDocument();
  },
};

/** The kebab acts on exactly one live schedule: off for none, two, or a deleted one. */
export const KebabNeedsOneLiveSchedule: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('12');
    for (const item of await menuItems(canvasElement))
      await expect(item).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');

    await userEvent.click(within(rowOf(canvasElement, '12')).getByRole('checkbox'));
    for (const item of await menuItems(canvasElement))
      await expect(item).not.toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');

    await userEvent.click(within(rowOf(canvasElement, '13')).getByRole('checkbox'));
    for (const item of await menuItems(canvasElement))
      await expect(item).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');

    await userEvent.click(within(rowOf(canvasElement, '12')).getByRole('checkbox'));
    await userEvent.click(within(rowOf(canvasElement, '13')).getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Include deleted/terminated schedule' }));
    const deleted = await canvas.findByText('9');
    await expect(deleted.closest('tr')).toHaveAttribute('data-row-state', 'deleted');
    await userEvent.click(within(rowOf(canvasElement, '9')).getByRole('checkbox'));
    for (const item of await menuItems(canvasElement))
      await expect(item).toHaveAttribute('aria-disabled', 'true');
  },
};

/** A client user has no client column, no include toggle, and only the actions its rights give. */
export const ClientUser: Story = {
  args: { user: userOf('client') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('12');
    await expect(canvas.queryByRole('columnheader', { name: /Client Name/ })).not.toBeInTheDocument();
    await expect(
      canvas.queryByRole('checkbox', { name: 'Include deleted/terminated schedule' }),
    ).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /^Actions/ }));
    const page = within(document.body);
    await expect(await page.findByRole('menuitem', { name: /Download as PDF/ })).toBeInTheDocument();
    await expect(page.queryByRole('menuitem', { name: /Verify Schedule/ })).not.toBeInTheDocument();
    await expect(page.queryByRole('menuitem', { name: /Delete Schedule/ })).not.toBeInTheDocument();
  },
};

/** A double-click opens the schedule for a user with schedule_selection, and not without it. */
export const RowOpensSchedule: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.dblClick(await canvas.findByText('12'));
    await expect(await canvas.findByRole('heading', { name: 'Edit Schedule' })).toBeInTheDocument();
  },
};

export const ViewOnlyUser: Story = {
  args: { user: userWithRights(['view_schedule_of_assignment']) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.dblClick(await canvas.findByText('12'));
    await expect(canvas.queryByRole('heading', { name: 'Edit Schedule' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Add New Schedule' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^Actions/ })).not.toBeInTheDocument();
  },
};

/** The workflows' answers the dialogs start from: no chargebacks, no other schedules. */
const workflowApi = {
  'schedule/check_chargebacks': () => ({
    body: { status: true, invoices: [], scheduleTotalAmount: '2800.00' },
  }),
  'schedule/reassignment': () => ({ body: { status: true, invoices: [], schedules: [] } }),
};

/** Runs a kebab action on schedule 12 (Acme's, id 41). */
async function actOnTwelve(canvasElement: HTMLElement, action: RegExp) {
  const canvas = within(canvasElement);
  await canvas.findByText('12');
  await userEvent.click(within(rowOf(canvasElement, '12')).getByRole('checkbox'));
  await userEvent.click(canvas.getByRole('button', { name: /^Actions/ }));
  await userEvent.click(await within(document.body).findByRole('menuitem', { name: action }));
}

/** Verify Schedule opens the verification on the chosen schedule and its client. */
export const VerifyOpensOnSchedule: Story = {
  parameters: { api: workflowApi },
  play: async ({ canvasElement }) => {
    await actOnTwelve(canvasElement, /Verify Schedule/);
    await waitFor(() =>
      expect(lastBody('schedule/check_chargebacks')).toEqual({ schedule_id: 41, prospect_id: 7 }),
    );
  },
};

/** Delete Schedule opens the deletion on the chosen schedule and its client. */
export const DeleteOpensOnSchedule: Story = {
  parameters: { api: workflowApi },
  play: async ({ canvasElement }) => {
    await actOnTwelve(canvasElement, /Delete Schedule/);
    await waitFor(() =>
      expect(lastBody('schedule/reassignment')).toEqual({ schedule_id: 41, prospect_id: 7 }),
    );
  },
};
