import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UserListPage } from '../../../src/web/features/users/UserListPage';
import { clearToasts } from '../../../src/web/kit/toast';
import { userOf } from '../../../stories/shell/fixtures';
import { StaffScreen } from '../../../stories/users/StaffScreen';
import { json, mockFetch } from './mockFetch';

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await clearToasts();
});

describe('/userindex', () => {
  it("says 'No record available.' when there are no users", async () => {
    const { bodiesTo } = mockFetch({
      'user/get_users': () => json({ status: true, data: [], total: 0, last_page: 1, current_page: 1 }),
    });
    render(
      <StaffScreen
        user={userOf('admin')}
        path="/userindex"
        routes={[{ path: '/userindex', element: <UserListPage /> }]}
      />,
    );

    const table = await screen.findByRole('table', { name: 'User Profiles' });
    expect(await within(table).findByText('No record available.')).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['', 'Full Name', 'Email', 'Username', 'Phone No', 'Role', 'Status']);
    // Active users only until 'Include inactive user profiles' is switched on; no pager for nothing.
    expect(bodiesTo('user/get_users')).toEqual([{ page: 1, per_page: 10, search_text: '', status: 1 }]);
    expect(screen.queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();
  });
});
