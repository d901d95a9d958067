import { Classes } from '@blueprintjs/core';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultLayoutSettings } from '../../../src/shared/layoutSettings';
import { applyLayoutSettings, resetLayoutSettings } from '../../../src/web/app/applyLayoutSettings';
import { shellHandlers, userOf, userWithRights } from '../../../stories/shell/fixtures';
import { api, closeApp, openApp } from '../openApp';
import { fakeSocketModule } from './renderApp';

vi.mock('socket.io-client', () => fakeSocketModule());

afterEach(async () => {
  await closeApp();
  resetLayoutSettings();
});

const root = document.documentElement;

// The dashboard /home and these tests open shows its failure toast; it leaves after the last test.
describe('side menu', () => {
  it('lists only what the user may open, under the spec’s group names', async () => {
    openApp('/userindex', { user: userWithRights(['view_user_profiles', 'view_invoices']) });
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['Invoices', 'User Profiles']);
    expect(within(menu).getByText('Transactions')).toBeInTheDocument();
    expect(within(menu).getByText('User Management')).toBeInTheDocument();
    expect(within(menu).queryByText('Prospects')).not.toBeInTheDocument();
  });

  it('navigates on click and marks the current page', async () => {
    const { router } = openApp('/userindex', {
      user: userWithRights(['view_user_profiles', 'view_invoices']),
    });
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    await userEvent.click(within(menu).getByText('Invoices'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/invoices'));
    expect(within(menu).getByText('Invoices').closest('a')).toHaveClass(Classes.ACTIVE);
  });

  it('shows Broker Payment disabled, as it has no screen', async () => {
    openApp('/brokers', { user: userOf('admin') });
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByText('Broker Payment').closest('a')).toHaveClass(Classes.DISABLED);
  });
});

describe('layouts', () => {
  it('gives staff the dense workspace and clients the simplified layout', async () => {
    openApp('/dashboard', { user: userOf('admin') });
    await screen.findByRole('navigation', { name: 'Main menu' });
    expect(document.querySelector('[data-layout]')).toHaveAttribute('data-layout', 'staff');
    cleanup();
    api?.restore();
    openApp('/dashboard', { user: userOf('client') });
    await screen.findByRole('navigation', { name: 'Main menu' });
    expect(document.querySelector('[data-layout]')).toHaveAttribute('data-layout', 'simple');
  });

  it("carries the live connection's state, for whoever waits on it", async () => {
    // The fake socket never connects: the session stays at its first attempt.
    openApp('/dashboard', { user: userOf('admin') });
    await screen.findByRole('navigation', { name: 'Main menu' });
    await waitFor(() =>
      expect(document.querySelector('[data-layout]')).toHaveAttribute('data-live', 'connecting'),
    );
  });

  it('offers Invite Client to the Broker role only', async () => {
    openApp('/dashboard', { user: userOf('broker') });
    expect(await screen.findByRole('button', { name: 'Invite Client' })).toBeInTheDocument();
    cleanup();
    api?.restore();
    openApp('/dashboard', { user: userOf('client') });
    await screen.findByRole('navigation', { name: 'Main menu' });
    expect(screen.queryByRole('button', { name: 'Invite Client' })).not.toBeInTheDocument();
  });
});

describe('notification badge', () => {
  it('shows the unread count, and 99+ above 99', async () => {
    openApp('/dashboard', {
      user: userOf('admin'),
      handlers: { 'notification/fetch': shellHandlers(userOf('admin'), 7)['notification/fetch']! },
    });
    expect(await screen.findByText('7')).toBeInTheDocument();
    cleanup();
    api?.restore();
    openApp('/dashboard', {
      user: userOf('admin'),
      handlers: { 'notification/fetch': shellHandlers(userOf('admin'), 120)['notification/fetch']! },
    });
    expect(await screen.findByText('99+')).toBeInTheDocument();
  });
});

describe('layout settings', () => {
  it('puts scale, theme, input style and ripple on the root', () => {
    applyLayoutSettings({
      scale: 16,
      theme: 'dark',
      inputStyle: 'filled',
      ripple: false,
      menuMode: 'overlay',
    });
    expect(root.style.getPropertyValue('--fd-scale')).toBe('16px');
    expect(root.style.fontSize).toBe('16px');
    expect(root).toHaveClass(Classes.DARK, 'fd-theme-dark', 'fd-inputs-filled');
    expect(root).not.toHaveClass('fd-ripple');
    applyLayoutSettings(defaultLayoutSettings);
    expect(root.style.getPropertyValue('--fd-scale')).toBe('14px');
    expect(root).not.toHaveClass(Classes.DARK);
    expect(root).toHaveClass('fd-theme-light', 'fd-ripple');
  });

  it('applies the user’s saved settings on load', async () => {
    const user = userOf('admin', { layout_settings: { ...defaultLayoutSettings, scale: 12, theme: 'dark' } });
    openApp('/dashboard', { user });
    await screen.findByRole('navigation', { name: 'Main menu' });
    expect(root).toHaveClass(Classes.DARK);
    expect(root.style.getPropertyValue('--fd-scale')).toBe('12px');
  });

  it('changes from the panel apply at once and are saved for the user', async () => {
    openApp('/dashboard', { user: userOf('admin') });
    await userEvent.click(await screen.findByRole('button', { name: /Profile menu/ }));
    await userEvent.click(await screen.findByText('Layout Settings'));
    const heading = await screen.findByRole('heading', { name: 'Layout Settings' });
    const panel = heading.closest<HTMLElement>(`.${Classes.DRAWER}`);
    if (!panel) throw new Error('the layout settings panel is not a drawer');
    await userEvent.click(within(panel).getByRole('radio', { name: 'Dark' }));
    expect(root).toHaveClass(Classes.DARK);
    await userEvent.click(within(panel).getByText('16px'));
    expect(root.style.getPropertyValue('--fd-scale')).toBe('16px');
    await waitFor(() => expect(api?.callsTo('user/layout_settings').length).toBeGreaterThan(0));
    expect(api?.callsTo('user/layout_settings').at(-1)?.body).toEqual({
      layout_settings: { ...defaultLayoutSettings, theme: 'dark', scale: 16 },
    });
  });

  it('turns the static menu into an overlay opened from the top bar', async () => {
    const user = userOf('admin', { layout_settings: { ...defaultLayoutSettings, menuMode: 'overlay' } });
    openApp('/dashboard', { user });
    await screen.findByRole('button', { name: /Profile menu/ });
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
  });
});

describe('desktop breakpoint', () => {
  it('turns the menu into an overlay below 992 px, whatever the setting', async () => {
    const queries: string[] = [];
    window.matchMedia = (query: string) => {
      queries.push(query);
      return {
        matches: false,
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      };
    };
    try {
      openApp('/dashboard', { user: userOf('admin') });
      expect(await screen.findByRole('button', { name: 'Open menu' })).toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
      expect(queries).toContain('(min-width: 992px)');
    } finally {
      // jsdom has no matchMedia of its own.
      Reflect.deleteProperty(window, 'matchMedia');
    }
  });
});

describe('logout', () => {
  it('calls user/logout, then clears storage and reloads to /', async () => {
    const assign = vi.fn();
    const realLocation = window.location;
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: { ...realLocation, assign, href: realLocation.href },
    });
    try {
      openApp('/dashboard', { user: userOf('admin') });
      await userEvent.click(await screen.findByRole('button', { name: /Profile menu/ }));
      await userEvent.click(await screen.findByText('Logout'));
      await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
      expect(api?.callsTo('user/logout')).toHaveLength(1);
      expect(localStorage.getItem('factordesk.access_token')).toBeNull();
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: realLocation });
    }
  });
});
