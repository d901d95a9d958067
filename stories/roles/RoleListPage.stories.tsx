import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { RoleFormPage } from '../../src/web/features/roles/RoleFormPage';
import { RoleListPage } from '../../src/web/features/roles/RoleListPage';
import { userOf } from '../shell/fixtures';
import { findToast } from '../kit/findToast';
import { rowOf } from '../kit/rowOf';
import { staffScreenServer } from '../staffScreenStory';
import { StaffScreen, type StaffRoute } from '../users/StaffScreen';
import { rolesHandlers } from './fixtures';
import { openFullPage } from '../kit/workspacePanel';

const routes: StaffRoute[] = [
  { path: '/rolesrights', element: <RoleListPage /> },
  { path: '/addnewrole', element: <RoleFormPage /> },
  { path: '/editrole', element: <RoleFormPage /> },
];

const server = staffScreenServer(() => rolesHandlers());
const { lastBody } = server;

async function openActions(canvasElement: HTMLElement, roleName: string) {
  await userEvent.click(within(rowOf(canvasElement, roleName)).getByRole('checkbox'));
  await userEvent.click(within(canvasElement).getByRole('button', { name: /^Actions/ }));
}

const meta = {
  title: 'Roles/RoleListPage',
  component: StaffScreen,
  args: { user: userOf('admin'), path: '/rolesrights', routes },
  parameters: { layout: 'fullscreen' },
  beforeEach: server.beforeEach,
} satisfies Meta<typeof StaffScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Active roles with their creation day; a header click sorts and the search narrows by title. */
export const SearchAndSort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Collections Desk')).toBeInTheDocument();
    await expect(lastBody('roles/get_roles')).toEqual({
      page: 1,
      per_page: 10,
      search_text: '',
      is_active: 1,
    });
    await expect(
      within(rowOf(canvasElement, 'Collections Desk')).getByText('04/11/2026'),
    ).toBeInTheDocument();
    await expect(canvas.queryByText('Night Auditor')).not.toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: 'Role Title' }));
    await waitFor(() =>
      expect(lastBody('roles/get_roles')).toMatchObject({ sort_by: 'role_name', sort_desc: false }),
    );

    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by role title' }), 'desk');
    await waitFor(() => expect(lastBody('roles/get_roles')).toMatchObject({ search_text: 'desk', page: 1 }));
    await waitFor(() => expect(canvas.queryByText('Client Advocate')).not.toBeInTheDocument());
    await expect(canvas.getByText('Collections Desk')).toBeInTheDocument();
  },
};

/** 'Include inactive roles' brings inactive roles in, styled apart. */
export const IncludeInactive: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Collections Desk');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Include inactive roles' }));
    await expect(await canvas.findByText('Night Auditor')).toBeInTheDocument();
    await expect(lastBody('roles/get_roles')).toMatchObject({ is_active: 'all' });
    await expect(rowOf(canvasElement, 'Night Auditor')).toHaveAttribute('data-row-state', 'inactive');
  },
};

/**
 * Deleting a role its users still hold lists them; they are moved to another role (user/assign)
 * and the role is deleted.
 */
export const DeleteHeldRole: Story = {
  play: async ({ canvasElement }) => {
    const page = within(document.body);
    await within(canvasElement).findByText('Collections Desk');
    await openActions(canvasElement, 'Collections Desk');
    await userEvent.click(await page.findByRole('menuitem', { name: /Delete Role/ }));
    await expect(await page.findByText('Are you sure, you want to delete?')).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Yes' }));

    const dialog = await page.findByRole('dialog', { name: /Reassign Users/ });
    await expect(within(dialog).getByText('Rory Banks')).toBeInTheDocument();
    await expect(within(dialog).getByText('Sam Ortiz')).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Reassign & Delete' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reassign to' }));
    const option = await page.findByRole('option', { name: 'Underwriting Support' });
    await userEvent.click(within(option).getByText('Underwriting Support'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reassign & Delete' }));

    await expect(await findToast('role has been deleted successfully.')).toBeInTheDocument();
    await expect(lastBody('user/assign')).toEqual({
      role_id: 10,
      users: ['00000000-0000-4000-8000-000000000101', '00000000-0000-4000-8000-000000000102'],
    });
    await expect(server.callsTo('roles/delete_role')).toHaveLength(2);
    await waitFor(() =>
      expect(within(canvasElement).queryByText('Collections Desk')).not.toBeInTheDocument(),
    );
  },
};

/** Built-in roles cannot be deleted and view-only ones cannot be deactivated: both items stay disabled. */
export const BuiltInRoleActionsDisabled: Story = {
  play: async ({ canvasElement }) => {
    const page = within(document.body);
    await within(canvasElement).findByText('Credit Analyst');
    await openActions(canvasElement, 'Credit Analyst');
    await expect(await page.findByRole('menuitem', { name: /Delete Role/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(page.getByRole('menuitem', { name: /Change Status/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Change Status asks, then deactivates the role. */
export const ChangeStatus: Story = {
  play: async ({ canvasElement }) => {
    const page = within(document.body);
    await within(canvasElement).findByText('Underwriting Support');
    await openActions(canvasElement, 'Underwriting Support');
    await userEvent.click(await page.findByRole('menuitem', { name: /Change Status/ }));
    await expect(
      await page.findByText('Are you sure, you want to deactivate the role Underwriting Support?'),
    ).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Yes' }));
    await expect(await findToast('Role has been deactivated successfully.')).toBeInTheDocument();
    await expect(lastBody('roles/set_status')).toEqual({ role_id: 10, status: 0 });
  },
};

/** A row opens the role on /editrole. */
export const RowOpensRole: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openFullPage(canvasElement, 'Collections Desk');
    await expect(await canvas.findByRole('heading', { name: 'Edit Role' })).toBeInTheDocument();
    await expect(await canvas.findByDisplayValue('Collections Desk')).toBeInTheDocument();
  },
};
