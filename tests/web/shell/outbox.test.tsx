import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findRoute, homeTarget, menuFor } from '../../../src/shared/routes';
import { resolveNavigation } from '../../../src/web/app/guards/guardRules';
import { closeApp, openApp } from '../openApp';
import { fakeSocketModule } from './renderApp';
import { userOf } from '../../../stories/shell/fixtures';

vi.mock('socket.io-client', () => fakeSocketModule());

afterEach(async () => {
  await closeApp();
  vi.unstubAllEnvs();
});

const resetMail = {
  id: 9,
  to: 'ca@factordesk.test',
  subject: 'Reset password verification code',
  text: 'Your verification code is Q7K2MP.',
  html: null,
  created_at: '2026-11-21T12:00:00.000Z',
};

describe('the outbox screen', () => {
  it('is served by a production build to an Admin, who reads the mails there', async () => {
    // The production bundle is what `npm start` serves: nothing about the screen may hang on a dev build.
    vi.stubEnv('DEV', false);
    vi.stubEnv('PROD', true);
    const { router } = openApp('/outbox', {
      user: userOf('admin'),
      handlers: { 'outbox/fetch': () => ({ body: { status: true, mails: [resetMail] } }) },
    });
    expect(await screen.findByRole('heading', { name: 'Outbox' })).toBeInTheDocument();
    expect(await screen.findByText(/Q7K2MP/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/outbox');
  });

  it('sends a signed-in user without the outbox right home, and a visitor to sign-in', async () => {
    const adminNew = userOf('adminnew');
    expect(adminNew.rights).not.toContain('view_outbox');
    const { router } = openApp('/outbox', { user: adminNew });
    // Home is the first built page the role may open, never the outbox itself.
    const home = homeTarget(new Set(adminNew.rights));
    expect(home).not.toBe('/outbox');
    await waitFor(() => expect(router.state.location.pathname).toBe(home));
    expect(resolveNavigation('/outbox', false, new Set(['view_outbox']))).toBe('/');
  });

  it('is a menu entry under User Management for those holding its right only', () => {
    const route = findRoute('/outbox');
    expect(route).toMatchObject({ access: 'guarded', required: ['view_outbox'] });
    const outboxIn = (rights: readonly string[]) =>
      menuFor(new Set(rights), 'custom').some(
        (entry) => entry.kind === 'group' && entry.children.some((item) => item.path === '/outbox'),
      );
    expect(outboxIn(userOf('admin').rights)).toBe(true);
    expect(outboxIn(userOf('adminnew').rights)).toBe(false);
    expect(outboxIn(userOf('client').rights)).toBe(false);
  });
});
