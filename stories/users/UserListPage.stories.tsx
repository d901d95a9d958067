import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { UserFormPage } from '../../src/web/features/users/UserFormPage';
import { UserListPage } from '../../src/web/features/users/UserListPage';
import { userOf, userWithRights } from '../shell/fixtures';
import { findToast } from '../kit/findToast';
import { rowOf } from '../kit/rowOf';
import { staffScreenServer } from '../staffScreenStory';
import { usersHandlers } from './fixtures';
import { StaffScreen, type StaffRoute } from './StaffScreen';
import { openFullPage, openPanel } from '../kit/workspacePanel';

const routes: StaffRoute[] = [
  { path: '/userindex', element: <UserListPage /> },
  { path: '/addnewuser', element: <UserFormPage /> },
];

const server = staffScreenServer(() => usersHandlers());
const { lastBody } = server;

const meta = {
  title: 'Users/UserListPage',
  component: StaffScreen,
  args: { user: userOf('admin'), path: '/userindex', routes },
  parameters: { layout: 'fullscreen' },
  beforeEach: server.beforeEach,
} satisfies Meta<typeof StaffScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The list pages through active users, formats phones as (code) 3-3-4, and searches after a pause. */
export const SearchAndPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Quinn Marlow')).toBeInTheDocument();
    await expect(canvas.getByText('(+1) 512-555-1000')).toBeInTheDocument();
    await expect(canvas.getByText('Page 1 of 3')).toBeInTheDocument();
    await expect(lastBody('user/get_users')).toEqual({ page: 1, per_page: 10, search_text: '', status: 1 });

    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(await canvas.findByText('Page 2 of 3')).toBeInTheDocument();
    await expect(lastBody('user/get_users')).toMatchObject({ page: 2 });

    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'Search by full name, email & username' }),
      'quinn',
    );
    await waitFor(() => expect(lastBody('user/get_users')).toMatchObject({ search_text: 'quinn', page: 1 }));
    await expect(await canvas.findByText('Page 1 of 1')).toBeInTheDocument();
    await expect(canvas.getByText('Quinn Marlow')).toBeInTheDocument();
    await expect(canvas.queryByText('Blake Rivera')).not.toBeInTheDocument();
  },
};

/** Inactive users show only with the switch on, and in their own row style. */
export const IncludeInactive: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Quinn Marlow');
    await expect(canvas.queryByText('Emerson Okafor')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Include inactive user profiles' }));
    await waitFor(() => expect(lastBody('user/get_users')).toMatchObject({ status: 'all', page: 1 }));
    await expect(await canvas.findByText('Emerson Okafor')).toBeInTheDocument();
    await expect(rowOf(canvasElement, 'Emerson Okafor')).toHaveAttribute('data-row-state', 'inactive');
    await expect(rowOf(canvasElement, 'Quinn Marlow')).not.toHaveAttribute('data-row-state');
  },
};

/** Change Status asks first, then deactivates the user, who leaves the active list. */
export const ChangeStatus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(document.body);
    await canvas.findByText('Quinn Marlow');
    await userEvent.click(within(rowOf(canvasElement, 'Quinn Marlow')).getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: /^Actions/ }));
    await userEvent.click(await page.findByRole('menuitem', { name: /Change Status/ }));
    await expect(
      await page.findByText('Are you sure, you want to deactivate Quinn Marlow?'),
    ).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Yes' }));
    await expect(await findToast('User has been deactivated successfully.')).toBeInTheDocument();
    await expect(lastBody('user/set_status')).toEqual({
      sso_id: '00000000-0000-4000-8000-000000000001',
      status: 0,
    });
    await waitFor(() => expect(canvas.queryByText('Quinn Marlow')).not.toBeInTheDocument());
  },
};

/** Resend Invite is enabled only for a user without a password invited over a day ago. */
export const ResendInvite: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(document.body);
    await canvas.findByText('Devon Patel');
    await userEvent.click(within(rowOf(canvasElement, 'Devon Patel')).getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: /^Actions/ }));
    await expect(await page.findByRole('menuitem', { name: /Resend Invite/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{Escape}');

    await userEvent.click(within(rowOf(canvasElement, 'Devon Patel')).getByRole('checkbox'));
    await userEvent.click(within(rowOf(canvasElement, 'Casey Nguyen')).getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: /^Actions/ }));
    await userEvent.click(await page.findByRole('menuitem', { name: /Resend Invite/ }));
    await expect(await findToast('Invite has been sent successfully.')).toBeInTheDocument();
    await expect(lastBody('user/resend_invite')).toEqual({ sso_id: '00000000-0000-4000-8000-000000000003' });
  },
};

/** A row opens in the panel beside the list; "Open full page" opens Edit User with the user's id. */
export const RowOpensEditUser: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openFullPage(canvasElement, 'Quinn Marlow');
    await expect(await canvas.findByRole('heading', { name: 'Edit User' })).toBeInTheDocument();
    await expect(await canvas.findByDisplayValue('quinn.marlow1@factordesk.test')).toBeDisabled();
  },
};

/** Without the selection and add rights there is no Add New User, no kebab item and no row opening. */
export const ViewOnlyUser: Story = {
  args: { user: userWithRights(['view_user_profiles']) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = await openPanel(canvasElement, 'Quinn Marlow');
    await expect(within(panel).queryByRole('button', { name: 'Open full page' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: 'Edit User' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Add New User' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^Actions/ })).not.toBeInTheDocument();
  },
};

/** No users: the table says so. */
export const Empty: Story = {
  parameters: {
    api: {
      'user/get_users': () => ({ body: { status: true, data: [], total: 0, last_page: 1, current_page: 1 } }),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No record available.')).toBeInTheDocument();
  },
};
