import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { RoleFormPage } from '../../src/web/features/roles/RoleFormPage';
import { RoleListPage } from '../../src/web/features/roles/RoleListPage';
import { userOf } from '../shell/fixtures';
import { findToast } from '../kit/findToast';
import { staffScreenServer } from '../staffScreenStory';
import { StaffScreen, type StaffRoute } from '../users/StaffScreen';
import { moduleRights, rolesHandlers } from './fixtures';

const routes: StaffRoute[] = [
  { path: '/rolesrights', element: <RoleListPage /> },
  { path: '/addnewrole', element: <RoleFormPage /> },
  { path: '/editrole', element: <RoleFormPage /> },
];

const server = staffScreenServer(() => rolesHandlers());
const { lastBody } = server;

/** The right ids of one module of the fixture catalogue. */
function idsOfModule(name: string): number[] {
  const module = moduleRights().find((candidate) => candidate.module_name === name);
  return (module?.sub_module_name_data ?? []).flatMap((subModule) =>
    subModule.rights.map((right) => right.right_id),
  );
}

const meta = {
  title: 'Roles/RoleFormPage',
  component: StaffScreen,
  args: { user: userOf('admin'), path: '/editrole', state: { id: 8 }, routes },
  parameters: { layout: 'fullscreen' },
  beforeEach: server.beforeEach,
} satisfies Meta<typeof StaffScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Parents are tri-state, and clearing every right shows 'Select atleast one right.'. */
export const UncheckAllRights: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Edit Role' })).toBeInTheDocument();
    const userManagement = await canvas.findByRole('checkbox', { name: 'Select all: User Management' });
    await expect(userManagement).toBePartiallyChecked();
    await expect(canvas.getByRole('checkbox', { name: 'View User Profiles' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Add New User' })).not.toBeChecked();

    // A partly chosen module is completed by its first click and cleared by the second.
    await userEvent.click(userManagement);
    await expect(userManagement).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Delete Role' })).toBeChecked();
    await expect(canvas.queryByText('Select atleast one right.')).not.toBeInTheDocument();
    await userEvent.click(userManagement);
    await expect(userManagement).not.toBeChecked();
    await expect(await canvas.findByText('Select atleast one right.')).toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(server.callsTo('roles/save')).toHaveLength(0);
  },
};

/** The title takes 2 to 30 characters. */
export const TitleRules: Story = {
  args: { path: '/addnewrole', state: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Add New Role' })).toBeInTheDocument();
    await canvas.findByRole('checkbox', { name: 'Select all: Documents' });
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByText('Role Title is required')).toBeInTheDocument();
    await expect(canvas.getByText('Select atleast one right.')).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Role Title' }), 'T');
    await expect(canvas.getByText('Role Title must be at least 2 characters')).toBeInTheDocument();
  },
};

/** A new role is saved with its title and the ids of the chosen rights, then the list returns. */
export const AddRole: Story = {
  args: { path: '/addnewrole', state: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Role Title' }), 'Treasury');
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Select all: Documents' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'View Dashboard' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await findToast('role has been created successfully.')).toBeInTheDocument();
    const expected = [...idsOfModule('Dashboard'), ...idsOfModule('Documents')].sort((a, b) => a - b);
    await expect(lastBody('roles/save')).toEqual({
      role_name: 'Treasury',
      rights: expected.map((id) => ({ right_id: id })),
    });
    await expect(await canvas.findByRole('heading', { name: 'Roles & Rights' })).toBeInTheDocument();
  },
};

/** A view-only role (Admin) opens as View Role: every control disabled and no Save. */
export const ViewOnlyRole: Story = {
  args: { state: { id: 1 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'View Role' })).toBeInTheDocument();
    await expect(await canvas.findByRole('textbox', { name: 'Role Title' })).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: 'Select all: Documents' })).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: 'View Documents' })).toBeChecked();
    await expect(canvas.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(await canvas.findByRole('heading', { name: 'Roles & Rights' })).toBeInTheDocument();
  },
};
