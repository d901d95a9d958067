import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { announcementEndpoints as a, type AnnouncementRow } from '../../src/shared/contract/announcements';
import type { CurrentUser } from '../../src/shared/contract/session';
import { messages } from '../../src/shared/messages';
import { announcementMessages as M } from '../../src/shared/messages/announcements';
import { AnnouncementsPage } from '../../src/web/features/announcements/AnnouncementsPage';
import { rowOf } from '../kit/rowOf';
import { selectTrigger } from '../kit/selectTrigger';
import type { FakeHandler } from '../shell/fakeApi';
import { userOf } from '../shell/fixtures';
import { staffScreenServer } from '../staffScreenStory';
import { answeredFor, answering } from '../users/fakeServer';
import { StaffScreen, type StaffRoute } from '../users/StaffScreen';
import { runAction, typeDate, typeText } from '../funding/fundingPlay';

/** Two announcements: one for the Client role, one for a user by name. */
export const announcementRows: AnnouncementRow[] = [
  {
    id: 1,
    title: 'Holiday funding',
    effective_from: '2026-11-01',
    effective_to: '2026-12-31',
    announcement_text: 'Funding requests after 2 PM are processed the next business day',
    hyperlink_text: '',
    hyperlinks: 'https://example.com/holidays',
    broadcast_to: 2,
    roles: [5],
    users: [],
    users_name: [],
    role_names: ['Client'],
    created_at: '2026-11-01T10:00:00Z',
  },
  {
    id: 2,
    title: 'Quarter end close',
    effective_from: '2026-11-01',
    effective_to: '2026-12-31',
    announcement_text: 'Post every collection before the books close',
    hyperlink_text: '',
    hyperlinks: '',
    broadcast_to: 1,
    roles: [],
    users: ['00000000-0000-4000-8000-000000000001'],
    users_name: ['Avery Stone'],
    role_names: [],
    created_at: '2026-11-02T10:00:00Z',
  },
];

const page = (data: readonly unknown[]) => ({ data, total: data.length, last_page: 1, current_page: 1 });

export function announcementHandlers(user: CurrentUser): Record<string, FakeHandler> {
  return {
    [a.fetch.path]: answering(a.fetch, (body) =>
      answeredFor(a.fetch, user, {
        announcement: page(
          announcementRows.filter((row) => row.title.toLowerCase().includes(body.search_text.toLowerCase())),
        ),
      }),
    ),
    [a.roles.path]: answering(a.roles, () =>
      answeredFor(a.roles, user, {
        roles: [
          { id: 5, role_name: 'Client' },
          { id: 6, role_name: 'Debtor' },
        ],
      }),
    ),
    [a.users.path]: answering(a.users, () =>
      answeredFor(a.users, user, {
        users: page([
          { id: '00000000-0000-4000-8000-000000000001', name: 'Avery Stone', role_name: 'Admin' },
        ]),
      }),
    ),
    [a.save.path]: answering(a.save, (body) =>
      answeredFor(a.save, user, { message: M.created.message, id: body.id ?? 3 }),
    ),
    [a.remove.path]: answering(a.remove, () => answeredFor(a.remove, user, { message: M.deleted.message })),
  };
}

export const announcementRoutes: StaffRoute[] = [{ path: '/annoucements', element: <AnnouncementsPage /> }];

const server = staffScreenServer(announcementHandlers);
const body = within(document.body);

const meta = {
  title: 'Announcements/AnnouncementsPage',
  component: StaffScreen,
  args: { user: userOf('admin'), path: '/annoucements', routes: announcementRoutes },
  parameters: { layout: 'fullscreen' },
  excludeStories: ['announcementRows', 'announcementHandlers', 'announcementRoutes'],
  beforeEach: (context) => server.beforeEach(context),
} satisfies Meta<typeof StaffScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The list: each announcement with its audience; the search sends the title typed. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Holiday funding');
    await expect(
      within(rowOf(canvasElement, 'Quarter end close')).getByText('Avery Stone'),
    ).toBeInTheDocument();
    await userEvent.type(canvas.getByPlaceholderText(M.searchPlaceholder), 'quarter');
    await waitFor(() => expect(canvas.queryByText('Holiday funding')).not.toBeInTheDocument());
    await expect(server.lastBody(a.fetch.path)).toMatchObject({ search_text: 'quarter' });
  },
};

/** Add New Announcement: the rules of spec §5 with their messages, then a save for the Client role. */
export const AddNew: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Holiday funding');
    await userEvent.click(canvas.getByRole('button', { name: M.addNew }));
    const dialog = within(await body.findByRole('dialog', { name: M.addNew }));
    await userEvent.click(dialog.getByRole('button', { name: messages.common.save }));
    await dialog.findByText(M.titleRequired);
    await typeText(dialog, M.title, 'Year end <notice>');
    await expect(dialog.getByLabelText(new RegExp(`^${M.title}`), { selector: 'input' })).toHaveValue(
      'Year end notice',
    );
    // The dates are checked against each other at once, before the rest is filled in.
    await typeDate(dialog, M.effectiveFrom, '12/10/2026');
    await typeDate(dialog, M.effectiveTo, '12/01/2026');
    await dialog.findByText(M.effectiveToAfterFrom);
    await typeDate(dialog, M.effectiveTo, '12/31/2026');
    await waitFor(() => expect(dialog.queryByText(M.effectiveToAfterFrom)).toBeNull());
    await userEvent.type(dialog.getByLabelText(new RegExp(`^${M.text}`)), 'Offices close early on the 24th');
    await userEvent.click(selectTrigger(dialog, new RegExp(`^${M.broadcastTo}`)));
    await userEvent.click(within(await body.findByRole('option', { name: M.roles })).getByText(M.roles));
    await dialog.findByText(M.roleRequired);
    await userEvent.click(selectTrigger(dialog, new RegExp(`^${M.roles}`)));
    await userEvent.click(within(await body.findByRole('option', { name: 'Client' })).getByText('Client'));
    await typeDate(dialog, M.effectiveTo, '12/01/2026');
    await dialog.findByText(M.effectiveToAfterFrom);
    await typeDate(dialog, M.effectiveTo, '12/31/2026');
    await typeText(dialog, M.hyperlinkText, 'Details');
    await dialog.findByText(M.urlRequired);
    await typeText(dialog, M.hyperlink, 'not a link');
    await dialog.findByText(M.invalidUrl);
    await typeText(dialog, M.hyperlink, 'https://example.com/year-end');
    await userEvent.click(dialog.getByRole('button', { name: messages.common.save }));
    await body.findByText(M.created.title);
    await expect(server.lastBody(a.save.path)).toMatchObject({
      title: 'Year end notice',
      effective_from: '2026-12-10',
      effective_to: '2026-12-31',
      broadcast_to: 2,
      roles: [5],
      hyperlinks: 'https://example.com/year-end',
    });
  },
};

/** Delete asks first, then sends the selected ids. */
export const Delete: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Quarter end close');
    await userEvent.click(within(rowOf(canvasElement, 'Quarter end close')).getByRole('checkbox'));
    await runAction(canvasElement, 'Delete');
    await body.findByText(messages.confirm.delete);
    await userEvent.click(body.getByRole('button', { name: /yes/i }));
    await body.findByText(M.deleted.title);
    await expect(server.lastBody(a.remove.path)).toEqual({ id: [2] });
  },
};

/** A user without announcement_selection opens nothing and sees no Add New. */
export const ViewOnly: Story = {
  args: {
    user: userOf('credit_analyst', {
      rights: ['view_announcements'],
    } as Partial<CurrentUser>),
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Quarter end close');
    await expect(within(canvasElement).queryByRole('button', { name: M.addNew })).toBeNull();
  },
};

/** A row opens its edit with its values and audience; Save sends its id. */
export const Edit: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Quarter end close');
    await userEvent.dblClick(rowOf(canvasElement, 'Quarter end close'));
    const dialog = within(await body.findByRole('dialog', { name: M.edit }));
    await expect(dialog.getByLabelText(new RegExp(`^${M.title}`), { selector: 'input' })).toHaveValue(
      'Quarter end close',
    );
    await expect(dialog.getByText('Avery Stone')).toBeInTheDocument();
    await typeText(dialog, M.title, 'Quarter end close now');
    await userEvent.click(dialog.getByRole('button', { name: messages.common.save }));
    await body.findByText(M.updated.title);
    await expect(server.lastBody(a.save.path)).toMatchObject({
      id: 2,
      title: 'Quarter end close now',
      broadcast_to: 1,
      users: ['00000000-0000-4000-8000-000000000001'],
    });
  },
};
