import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserRow } from '../../../src/shared/contract/users';
import { UserFormPage } from '../../../src/web/features/users/UserFormPage';
import { clearToasts } from '../../../src/web/kit/toast';
import { userOf, userWithRights } from '../../../stories/shell/fixtures';
import { staffRoles, staffUsers } from '../../../stories/users/fixtures';
import { StaffScreen } from '../../../stories/users/StaffScreen';
import { json, mockFetch } from './mockFetch';

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await clearToasts();
});

const routes = [
  { path: '/addnewuser', element: <UserFormPage /> },
  { path: '/userindex', element: <h1>User list</h1> },
];

function answersFor(users: UserRow[]) {
  return {
    'user/get_user': (body: unknown) => {
      const user = users.find((u) => u.sso_id === (body as { sso_id: string }).sso_id);
      return user ? json({ status: true, user }) : json({ status: false, message: 'Record not found.' }, 404);
    },
    'roles/get_roles': () =>
      json({ status: true, data: staffRoles, total: staffRoles.length, last_page: 1, current_page: 1 }),
    'lookup/countries': () =>
      json({ status: true, countries: [{ name: 'United States', iso: 'US', phone_code: '+1' }] }),
  };
}

describe('/addnewuser', () => {
  it('locks email and username when editing a user', async () => {
    const users = staffUsers();
    const [quinn] = users;
    if (!quinn) throw new Error('no fixture user');
    const { bodiesTo } = mockFetch(answersFor(users));
    render(
      <StaffScreen user={userOf('admin')} path="/addnewuser" state={{ id: quinn.sso_id }} routes={routes} />,
    );

    expect(await screen.findByRole('heading', { name: 'Edit User' })).toBeInTheDocument();
    const email = await screen.findByRole('textbox', { name: 'Email' });
    expect(email).toHaveValue('quinn.marlow1@factordesk.test');
    expect(email).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Username' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('quinn.marlow1');
    expect(screen.getByRole('textbox', { name: 'First Name' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'Phone No' })).toHaveValue('512-555-1000');
    expect(bodiesTo('user/get_user')).toEqual([{ sso_id: quinn.sso_id }]);
  });

  it('leaves both open when adding a user', async () => {
    mockFetch(answersFor([]));
    render(<StaffScreen user={userOf('admin')} path="/addnewuser" routes={routes} />);
    expect(await screen.findByRole('heading', { name: 'Add New User' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'Username' })).toBeEnabled();
  });

  it('sends a user without the selection right back to the list', async () => {
    const [quinn] = staffUsers();
    mockFetch(answersFor([]));
    render(
      <StaffScreen
        user={userWithRights(['view_user_profiles', 'add_new_user'])}
        path="/addnewuser"
        state={{ id: quinn?.sso_id }}
        routes={routes}
      />,
    );
    expect(await screen.findByRole('heading', { name: 'User list' })).toBeInTheDocument();
  });
});
