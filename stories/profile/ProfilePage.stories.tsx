import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { passwordEndpoints } from '../../src/shared/contract/password';
import { profileEndpoints } from '../../src/shared/contract/profile';
import type { CurrentUser } from '../../src/shared/contract/session';
import { ProfilePage } from '../../src/web/features/profile/ProfilePage';
import type { FakeHandler } from '../shell/fakeApi';
import { userOf } from '../shell/fixtures';
import { findToast } from '../kit/findToast';
import { staffScreenServer } from '../staffScreenStory';
import { answering, isFakeForm, type FakeForm } from '../users/fakeServer';
import { lookupHandlers } from '../users/fixtures';
import { StaffScreen, type StaffRoute } from '../users/StaffScreen';
import { storyWaitMs } from '../storyWait';

const routes: StaffRoute[] = [{ path: '/profile', element: <ProfilePage /> }];
const me: CurrentUser = userOf('admin', { gender: 'female', address: '100 Congress Ave' });

const server = staffScreenServer(profileHandlers);
const { lastBody } = server;

function lastForm(path: string): FakeForm {
  const body = lastBody(path);
  if (!isFakeForm(body)) throw new Error(`${path} was not sent as form data`);
  return body;
}

/** A file of `bytes` bytes (only its size and name matter to the rules). */
function fileOf(name: string, bytes: number, type = 'image/png'): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

const meta = {
  title: 'Profile/ProfilePage',
  component: StaffScreen,
  args: { user: me, path: '/profile', routes },
  parameters: { layout: 'fullscreen' },
  beforeEach: server.beforeEach,
} satisfies Meta<typeof StaffScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The profile calls, answering for `user`. */
function profileHandlers(user: CurrentUser): Record<string, FakeHandler> {
  return {
    ...lookupHandlers(),
    'user/update_profile': answering(profileEndpoints.updateProfile, (form) => ({
      body: {
        status: true,
        message: 'profile has been updated successfully.',
        user: { ...user, ...form, official_signature: user.official_signature },
      },
    })),
    'user/profile_pic': () => ({
      body: { status: true, message: 'File Uploaded', profile_pic: 'profile/1712345678901-me.png' },
    }),
    'user/delete_attachment': answering(profileEndpoints.deleteAttachment, () => ({
      body: { status: true, message: 'File has been deleted successfully' },
    })),
    'user/change_password': answering(passwordEndpoints.changePassword, ({ previous_password }) =>
      previous_password === 'Wrong-pass1!'
        ? { status: 400, body: { status: false, message: 'Current password is incorrect.' } }
        : { body: { status: true, message: 'Password has been changed successfully.' } },
    ),
  };
}

/** The zip lookup fills city and state; Save sends the account details as form data. */
export const SaveAccountDetails: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(document.body);
    await expect(await canvas.findByRole('tab', { name: 'Account Details' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeDisabled();
    // Nothing changed yet: there is nothing to save.
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();

    await userEvent.clear(canvas.getByRole('textbox', { name: 'First Name' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'First Name' }), 'Ava');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByText('Zip Code is required')).toBeInTheDocument();

    await userEvent.type(canvas.getByRole('combobox', { name: 'Zip Code' }), '7870');
    await userEvent.click(await page.findByText('78701 – Austin, Texas', {}, { timeout: storyWaitMs }));
    await expect(canvas.getByRole('textbox', { name: 'City' })).toHaveValue('Austin');
    await expect(canvas.getByRole('textbox', { name: 'State' })).toHaveValue('Texas');
    await userEvent.click(canvas.getByRole('button', { name: 'Time Zone' }));
    const zone = await page.findByRole('option', { name: 'America/Chicago' });
    await userEvent.click(within(zone).getByText('America/Chicago'));

    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await findToast('profile has been updated successfully.')).toBeInTheDocument();
    await expect(lastForm('user/update_profile')).toEqual({
      fields: {
        first_name: 'Ava',
        last_name: 'Stone',
        country_phone_code: '+1',
        phone_number: '5551234567',
        gender: 'female',
        address: '100 Congress Ave',
        city: 'Austin',
        state: 'Texas',
        zip: '78701',
        timezone: 'America/Chicago',
      },
      files: {},
    });
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled());
  },
};

/** A new official signature goes with Save, as the official_signature file. */
export const NewSignature: Story = {
  args: { user: { ...me, zip: '78701', city: 'Austin', state: 'Texas' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('tab', { name: 'Account Details' });
    await userEvent.upload(canvas.getByLabelText('Official Signature'), fileOf('signature.png', 2048));
    await expect(await canvas.findByText('New file: signature.png')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await findToast('profile has been updated successfully.')).toBeInTheDocument();
    const form = lastForm('user/update_profile');
    await expect(form.files.official_signature?.name).toBe('signature.png');
    await expect(form.fields).not.toHaveProperty('official_signature');
    await waitFor(() => expect(canvas.queryByText('New file: signature.png')).not.toBeInTheDocument());
  },
};

/** The picture must be png, jpg or jpeg of at most 5 MB; a good one is stored at once. */
export const ProfilePictureRules: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const user = userEvent.setup({ applyAccept: false });
    await canvas.findByRole('tab', { name: 'Account Details' });
    const input = canvas.getByLabelText('Profile Picture');
    await user.upload(input, fileOf('holiday.png', 5_000_001));
    await expect(await findToast('File size exceeds 5MB limit')).toBeInTheDocument();
    await user.upload(input, fileOf('animation.gif', 1024, 'image/gif'));
    await expect(await findToast('File type gif is not allowed.')).toBeInTheDocument();
    await expect(server.callsTo('user/profile_pic')).toHaveLength(0);

    await user.upload(input, fileOf('me.png', 1024));
    await expect(await findToast('File Uploaded')).toBeInTheDocument();
    await expect(lastForm('user/profile_pic').files.profile_pic?.name).toBe('me.png');
  },
};

/** A stored picture can be deleted after 'Are you sure, you want to delete?'. */
export const DeletePicture: Story = {
  args: { user: { ...me, profile_pic: 'profile/1712345678901-me.png' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(document.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete picture' }));
    await expect(await page.findByText('Are you sure, you want to delete?')).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Yes' }));
    await expect(await findToast('File has been deleted successfully')).toBeInTheDocument();
    await expect(lastBody('user/delete_attachment')).toEqual({ path: 'profile/1712345678901-me.png' });
  },
};

/** Change Password: the rules and 'Passwords must match' are checked before anything is sent. */
export const ChangePasswordRules: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Change Password' }));
    const panel = within(await canvas.findByRole('form', { name: 'Change Password' }));
    await userEvent.click(panel.getByRole('button', { name: 'Change Password' }));
    await expect(panel.getByText('Current Password is required')).toBeInTheDocument();
    await expect(panel.getByText('New Password is required')).toBeInTheDocument();

    await userEvent.type(panel.getByLabelText(/^Current Password/), 'Current-pass1!');
    await userEvent.type(panel.getByLabelText(/^New Password/), 'short');
    await expect(
      panel.getByText(
        'Must Contain 8 Characters, One Uppercase, One Lowercase, One Number and One Special Case Character',
      ),
    ).toBeInTheDocument();
    await userEvent.clear(panel.getByLabelText(/^New Password/));
    await userEvent.type(panel.getByLabelText(/^New Password/), 'New-pass1!');
    await userEvent.type(panel.getByLabelText(/^Confirm Password/), 'New-pass2!');
    await userEvent.click(panel.getByRole('button', { name: 'Change Password' }));
    await expect(panel.getByText('Passwords must match')).toBeInTheDocument();
    await expect(server.callsTo('user/change_password')).toHaveLength(0);
  },
};

/** A changed password is confirmed by a toast and the form is cleared; a wrong current one shows the server's words. */
export const ChangePassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Change Password' }));
    const panel = within(await canvas.findByRole('form', { name: 'Change Password' }));
    await userEvent.type(panel.getByLabelText(/^Current Password/), 'Wrong-pass1!');
    await userEvent.type(panel.getByLabelText(/^New Password/), 'New-pass1!');
    await userEvent.type(panel.getByLabelText(/^Confirm Password/), 'New-pass1!');
    await userEvent.click(panel.getByRole('button', { name: 'Change Password' }));
    await expect(await findToast('Current password is incorrect.')).toBeInTheDocument();

    await userEvent.clear(panel.getByLabelText(/^Current Password/));
    await userEvent.type(panel.getByLabelText(/^Current Password/), 'Current-pass1!');
    await userEvent.click(panel.getByRole('button', { name: 'Change Password' }));
    await expect(await findToast('Password has been changed successfully.')).toBeInTheDocument();
    await expect(lastBody('user/change_password')).toEqual({
      previous_password: 'Current-pass1!',
      new_password: 'New-pass1!',
    });
    await waitFor(() => expect(panel.getByLabelText(/^New Password/)).toHaveValue(''));
    await expect(panel.getByLabelText(/^Current Password/)).toHaveValue('');
  },
};
