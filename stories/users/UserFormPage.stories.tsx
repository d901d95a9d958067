import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { UserFormPage } from '../../src/web/features/users/UserFormPage';
import { UserListPage } from '../../src/web/features/users/UserListPage';
import { userOf, userWithRights } from '../shell/fixtures';
import { findToast } from '../kit/findToast';
import { staffScreenServer } from '../staffScreenStory';
import { usersHandlers } from './fixtures';
import { StaffScreen, type StaffRoute } from './StaffScreen';
import { pickOption } from '../kit/pickOption';

const routes: StaffRoute[] = [
  { path: '/userindex', element: <UserListPage /> },
  { path: '/addnewuser', element: <UserFormPage /> },
];
const quinn = '00000000-0000-4000-8000-000000000001';

const server = staffScreenServer(() => usersHandlers());
const { lastBody } = server;

const meta = {
  title: 'Users/UserFormPage',
  component: StaffScreen,
  args: { user: userOf('admin'), path: '/addnewuser', routes },
  parameters: { layout: 'fullscreen' },
  beforeEach: server.beforeEach,
} satisfies Meta<typeof StaffScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Save on an empty form shows each required field's message and sends nothing. */
export const RequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Add New User' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    for (const message of [
      'First Name is required',
      'Email is required',
      'Username is required',
      'Gender is required',
      'Phone No is required',
      'Role Title is required',
    ]) {
      await expect(canvas.getByText(message)).toBeInTheDocument();
    }
    await expect(server.callsTo('user/save')).toHaveLength(0);
  },
};

/** A filled form is saved with the spec's fields (spaces stripped from the username) and the list returns. */
export const AddUser: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'First Name' }), 'Robin');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Last Name' }), 'Ellis');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'robin.ellis@factordesk.test');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Username' }), 'robin ellis');
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveValue('robinellis');
    await pickOption(canvasElement, 'Gender', 'Female');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone No' }), '5125550199');
    await expect(canvas.getByRole('textbox', { name: 'Phone No' })).toHaveValue('512-555-0199');
    await pickOption(canvasElement, 'Role Title', 'Collections Desk');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));

    await expect(await findToast('user has been created successfully.')).toBeInTheDocument();
    await expect(lastBody('user/save')).toEqual({
      first_name: 'Robin',
      last_name: 'Ellis',
      email: 'robin.ellis@factordesk.test',
      username: 'robinellis',
      gender: 'female',
      country_phone_code: '+1',
      phone_number: '5125550199',
      role_id: 8,
      role_type: 'custom',
      address: '',
      sensitive_information_disclosure: false,
    });
    await expect(await canvas.findByRole('heading', { name: 'User Profiles' })).toBeInTheDocument();
  },
};

/** Editing locks email and username, and the disclosure switch shows to a user holding the flag. */
export const EditUser: Story = {
  args: { state: { id: quinn } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Edit User' })).toBeInTheDocument();
    await expect(await canvas.findByRole('textbox', { name: 'Email' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'First Name' })).toHaveValue('Quinn');
    await expect(canvas.getByRole('checkbox', { name: 'Sensitive Information Disclosure' })).toBeChecked();
    await userEvent.clear(canvas.getByRole('textbox', { name: 'First Name' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'First Name' }), 'Quincy');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await findToast('user has been updated successfully.')).toBeInTheDocument();
    await expect(lastBody('user/save')).toMatchObject({
      sso_id: quinn,
      first_name: 'Quincy',
      email: 'quinn.marlow1@factordesk.test',
    });
  },
};

/** Without the disclosure flag the switch is not offered. */
export const WithoutDisclosureFlag: Story = {
  args: { user: userOf('adminnew', { sensitive_information_disclosure: false }), state: { id: quinn } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Edit User' });
    await canvas.findByDisplayValue('Quinn');
    await expect(
      canvas.queryByRole('checkbox', { name: 'Sensitive Information Disclosure' }),
    ).not.toBeInTheDocument();
  },
};

/** A server failure reads 'User creation failed. Admin has been notified.'; a refusal shows the server's words. */
export const SaveFailures: Story = {
  parameters: {
    api: {
      'user/save': (body: unknown) =>
        typeof body === 'object' && body !== null && 'first_name' in body && body.first_name === 'Taken'
          ? { status: 409, body: { status: false, message: 'A user with this email already exists.' } }
          : {
              status: 500,
              body: { status: false, message: 'Sorry, we are unable to process your request at this time.' },
            },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'First Name' }), 'Robin');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'robin@factordesk.test');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Username' }), 'robin');
    await pickOption(canvasElement, 'Gender', 'Male');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone No' }), '5125550199');
    await pickOption(canvasElement, 'Role Title', 'Client Advocate');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await findToast('User creation failed. Admin has been notified.')).toBeInTheDocument();

    await userEvent.clear(canvas.getByRole('textbox', { name: 'First Name' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'First Name' }), 'Taken');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await findToast('A user with this email already exists.')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Add New User' })).toBeInTheDocument();
  },
};

/** Cancel on a changed form asks first; No stays, Yes goes back to the list. */
export const CancelAsksFirst: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(document.body);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'First Name' }), 'Robin');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(
      await page.findByText('Are you sure, you want to close the form without saving the changes?'),
    ).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'No' }));
    await expect(canvas.getByRole('textbox', { name: 'First Name' })).toHaveValue('Robin');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(await page.findByRole('button', { name: 'Yes' }));
    await expect(await canvas.findByRole('heading', { name: 'User Profiles' })).toBeInTheDocument();
  },
};

/** Adding needs add_new_user: without it the page sends the user back to the list. */
export const AddWithoutRightGoesBack: Story = {
  args: { user: userWithRights(['view_user_profiles', 'user_selection']) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'User Profiles' })).toBeInTheDocument();
    await waitFor(() =>
      expect(canvas.queryByRole('heading', { name: 'Add New User' })).not.toBeInTheDocument(),
    );
  },
};
