import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, closeApp, openApp } from '../openApp';
import { fakeSocketModule } from './renderApp';
import { userOf, userWithRights } from '../../../stories/shell/fixtures';
import type * as RouteTable from '../../../src/shared/routeTable';

vi.mock('socket.io-client', () => fakeSocketModule());
// Every area of the spec is built; the notice for one that is not is shown on Support, as if it
// were not (the guard itself is what is tested).
vi.mock('../../../src/shared/routeTable', async (importOriginal) => {
  const original = await importOriginal<typeof RouteTable>();
  return { ...original, builtAreas: original.builtAreas.filter((area) => area !== 'support') };
});

afterEach(closeApp);

// The dashboard /home and these tests open shows its failure toast; it leaves after the last test.
describe('route guards', () => {
  it('sends a visitor without a token from a guarded route to / and on to /login', async () => {
    const { router } = openApp('/userindex', { user: null });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('sends / to /login without a token', async () => {
    const { router } = openApp('/', { user: null });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('sends a signed-in user from /login to /home and on to the first built page they may open', async () => {
    const { router } = openApp('/login', { user: userOf('admin') });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(screen.queryByText(/is not available yet/)).not.toBeInTheDocument();
  });

  it('takes the not-available notice’s "Go to home" to a built page, not back to a notice', async () => {
    const { router } = openApp('/supportmain', { user: userOf('admin') });
    expect(await screen.findByText('Support is not available yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Go to home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    await waitFor(() => expect(screen.queryByText(/is not available yet/)).not.toBeInTheDocument());
  });

  it('keeps the pages that work either way open to a signed-in user', async () => {
    const { router } = openApp('/privacypolicy', { user: userOf('admin') });
    expect(await screen.findByRole('heading', { name: 'Privacy Policy' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/privacypolicy');
  });

  it('sends a user without a page’s rights to the route’s parent', async () => {
    // May see roles, may not add one: /addnewrole falls back to its parent /rolesrights.
    const { router } = openApp('/addnewrole', { user: userWithRights(['view_roles_rights']) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/rolesrights'));
  });

  it('sends a user without rights on a route with no parent to /home, which picks their first page', async () => {
    const { router } = openApp('/invoices', { user: userWithRights(['view_user_profiles']) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/userindex'));
  });

  it('sends /home to the user’s profile when none of the priority pages they may open is built', async () => {
    const { router } = openApp('/home', { user: userWithRights(['view_announcements']) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(screen.queryByText(/is not available yet|Page Not Found/)).not.toBeInTheDocument();
  });

  it('sends a broker’s /home to its own home (0033)', async () => {
    const { router } = openApp('/home', { user: userOf('broker') });
    await waitFor(() => expect(router.state.location.pathname).toBe('/brokerhome'));
    expect(screen.queryByText(/is not available yet|Page Not Found/)).not.toBeInTheDocument();
  });

  it('shows the 404 page inside the workspace for an unknown address', async () => {
    const { router } = openApp('/no-such-page', { user: userOf('admin') });
    expect(await screen.findByText('Page Not Found')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/no-such-page');
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
  });

  it('shows the 404 page to a visitor without a token too', async () => {
    openApp('/no-such-page', { user: null });
    expect(await screen.findByText('Page Not Found')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
  });

  it('shows "not available yet" for a route whose area is not built, never a fake screen', async () => {
    openApp('/supportmain', { user: userOf('admin') });
    expect(await screen.findByText('Support is not available yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/home');
  });

  it('matches paths case-insensitively, as the spec writes /ClientIndex', async () => {
    openApp('/SUPPORTMAIN', { user: userOf('admin') });
    expect(await screen.findByText('Support is not available yet.')).toBeInTheDocument();
  });

  it('treats an expired token as none', async () => {
    const rendered = openApp('/userindex', { user: null });
    // Written after render would not matter; this checks the stored-but-expired case from the start.
    rendered.unmount();
    api?.restore();
    localStorage.setItem('factordesk.access_token', 'old');
    localStorage.setItem('factordesk.expires_at', String(Math.floor(Date.now() / 1000) - 10));
    const { router } = openApp('/userindex', { user: null });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
