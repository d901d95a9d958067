import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProfilePage } from '../../../src/web/features/profile/ProfilePage';
import { clearToasts } from '../../../src/web/kit/toast';
import { userOf } from '../../../stories/shell/fixtures';
import { StaffScreen } from '../../../stories/users/StaffScreen';
import { json, mockFetch } from '../users/mockFetch';

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await clearToasts();
});

async function openChangePassword() {
  render(
    <StaffScreen
      user={userOf('admin')}
      path="/profile"
      routes={[{ path: '/profile', element: <ProfilePage /> }]}
    />,
  );
  const user = userEvent.setup();
  await user.click(await screen.findByRole('tab', { name: 'Change Password' }));
  const form = within(screen.getByRole('form', { name: 'Change Password' }));
  return { user, form };
}

describe('change password', () => {
  it("refuses a confirmation that differs with 'Passwords must match'", async () => {
    const { bodiesTo } = mockFetch({});
    const { user, form } = await openChangePassword();
    await user.type(form.getByLabelText(/^Current Password/), 'Current-pass1!');
    await user.type(form.getByLabelText(/^New Password/), 'New-pass1!');
    await user.type(form.getByLabelText(/^Confirm Password/), 'New-pass1?');
    await user.click(form.getByRole('button', { name: 'Change Password' }));

    expect(form.getByText('Passwords must match')).toBeInTheDocument();
    expect(bodiesTo('user/change_password')).toHaveLength(0);
  });

  it('sends the current and new password only, then clears the form', async () => {
    const { bodiesTo } = mockFetch({
      'user/change_password': () =>
        json({ status: true, message: 'Password has been changed successfully.' }),
    });
    const { user, form } = await openChangePassword();
    await user.type(form.getByLabelText(/^Current Password/), 'Current-pass1!');
    await user.type(form.getByLabelText(/^New Password/), 'New-pass1!');
    await user.type(form.getByLabelText(/^Confirm Password/), 'New-pass1!');
    await user.click(form.getByRole('button', { name: 'Change Password' }));

    expect(
      await within(document.body).findByText('Password has been changed successfully.'),
    ).toBeInTheDocument();
    expect(bodiesTo('user/change_password')).toEqual([
      { previous_password: 'Current-pass1!', new_password: 'New-pass1!' },
    ]);
    expect(form.getByLabelText(/^Confirm Password/)).toHaveValue('');
    expect(form.queryByText('Passwords must match')).not.toBeInTheDocument();
  });
});
