import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeApp, openApp } from '../openApp';
import { fakeSocketModule } from '../shell/renderApp';
import { userOf, userWithRights } from '../../../stories/shell/fixtures';

vi.mock('socket.io-client', () => fakeSocketModule());

afterEach(async () => {
  await closeApp();
});

// The screens are lazy chunks: load them once up front, so that a test's wait for what a screen
// shows is not spent compiling its modules on a busy machine.
beforeAll(async () => {
  await Promise.all([
    import('../../../src/web/app/Shell/SignedInArea'),
    import('../../../src/web/app/workspaceScreens'),
    import('../../../src/web/features/settings/SettingsPage'),
    import('../../../src/web/features/exception-tracking/ExceptionTrackingPage'),
  ]);
}, 120_000);

const bounced = {
  id: 'mail-4',
  at: '2026-11-21T12:00:00.000Z',
  category: 'bounced_mail',
  who: 'gone@nowhere.test',
  subject: 'Term Sheet',
  detail: '550 mailbox unavailable',
};

describe('the Exception Tracking screen', () => {
  it('opens from its settings tile and asks again for one category', async () => {
    const asked: { category?: string }[] = [];
    const { router } = openApp('/settings', {
      user: userOf('admin'),
      handlers: {
        'exception/list': (body: unknown) => {
          asked.push(body as { category?: string });
          const data = (body as { category?: string }).category === 'refused_sign_in' ? [] : [bounced];
          return { body: { status: true, data, total: data.length, last_page: 1, current_page: 1 } };
        },
      },
    });
    await userEvent.click(await screen.findByRole('link', { name: 'Exception Tracking' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/exceptiontracking'));
    expect(await screen.findByRole('heading', { name: 'Exception Tracking' })).toBeInTheDocument();
    expect(await screen.findByText('550 mailbox unavailable')).toBeInTheDocument();
    // The category's option, and its cell.
    expect(screen.getAllByText('Bounced Mail')).toHaveLength(2);

    await userEvent.selectOptions(screen.getByLabelText('Category'), 'refused_sign_in');
    await waitFor(() => expect(asked.some((b) => b.category === 'refused_sign_in')).toBe(true));
    await waitFor(() => expect(screen.queryByText('550 mailbox unavailable')).not.toBeInTheDocument());
  });

  it('shows no tile to a user who opens Settings without the audit trail right', async () => {
    openApp('/settings', { user: userWithRights(['view_settings']) });
    await screen.findByRole('heading', { name: 'Settings' });
    expect(screen.queryByRole('link', { name: 'Exception Tracking' })).not.toBeInTheDocument();
  });
});
