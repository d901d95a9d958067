import { describe, expect, it } from 'vitest';
import { findRoute, homeTarget, menuFor, routes } from '../../../src/shared/routes';
import type { MenuEntry } from '../../../src/shared/routes';
import { builtInRoles } from '../../../src/shared/rights';
import {
  openEitherWayPaths,
  publicRedirect,
  resolveNavigation,
} from '../../../src/web/app/guards/guardRules';
import { screenFor, screens } from '../../../src/web/app/screens';

const rightsOf = (roleType: string): ReadonlySet<string> =>
  new Set(builtInRoles.find((role) => role.roleType === roleType)?.rights ?? []);

function labels(entries: readonly MenuEntry[]): string[] {
  return entries.flatMap((entry) =>
    entry.kind === 'item' ? [entry.label] : [entry.label, ...entry.children.map((child) => child.label)],
  );
}

describe('/home priority (spec part 1 §2.2)', () => {
  it('opens the first permitted page in the spec order, then 404', () => {
    expect(homeTarget(rightsOf('admin'))).toBe('/dashboard');
    expect(homeTarget(new Set(['view_prospects', 'view_invoices']))).toBe('/prospectindex');
    expect(homeTarget(new Set(['view_clients']))).toBe('/clientindex');
    expect(homeTarget(new Set(['view_invoices', 'view_collections']))).toBe('/invoices');
    expect(homeTarget(new Set(['view_user_profiles', 'view_roles_rights']))).toBe('/userindex');
    expect(homeTarget(new Set(['view_documents']))).toBe('/documents');
    expect(homeTarget(new Set())).toBe('/404');
  });

  it('is what the guard sends /home to', () => {
    expect(resolveNavigation('/home', true, new Set(['view_chats']))).toBe('/chatindex');
    expect(resolveNavigation('/home', false, new Set(['view_chats']))).toBe('/');
  });
});

describe('public routes', () => {
  it("send '/' to /login and a signed-in visitor to /home, except the pages that work either way", () => {
    const route = (path: string) => {
      const found = findRoute(path);
      if (!found) throw new Error(path);
      return found;
    };
    expect(publicRedirect(route('/'), false)).toBe('/login');
    expect(publicRedirect(route('/login'), false)).toBeNull();
    expect(publicRedirect(route('/login'), true)).toBe('/home');
    expect(publicRedirect(route('/forgetpass'), true)).toBe('/home');
    expect(publicRedirect(route('/registernow'), true)).toBe('/home');
    for (const path of [
      '/linkexpire',
      '/privacypolicy',
      '/dev/mails',
      '/setpassword/abc',
      '/resetpassword',
    ]) {
      expect(publicRedirect(route(path), true)).toBeNull();
    }
    expect(openEitherWayPaths).toContain('/signature');
  });
});

describe('side menu filtered by rights (spec part 1 §2.2)', () => {
  it('shows only the items whose rights the user holds, grouped as the spec lists them', () => {
    const entries = menuFor(new Set(['view_user_profiles', 'view_invoices']), 'custom');
    expect(labels(entries)).toEqual(['Transactions', 'Invoices', 'User Management', 'User Profiles']);
  });

  it('gives debtors their own dashboard entry and hides the staff one', () => {
    const debtor = labels(menuFor(rightsOf('debtor'), 'debtor'));
    expect(debtor[0]).toBe('Dashboard');
    expect(menuFor(rightsOf('debtor'), 'debtor')[0]).toMatchObject({ path: '/debtordashboard' });
    expect(menuFor(rightsOf('admin'), 'admin')[0]).toMatchObject({ path: '/dashboard' });
  });

  it('keeps management and user administration away from a client', () => {
    const client = labels(menuFor(rightsOf('client'), 'client'));
    expect(client).toContain('Invoices');
    expect(client).not.toContain('Prospects');
    expect(client).not.toContain('User Management');
  });
});

describe('screens registry', () => {
  it('gives every route a screen: its own when its area is built, else the notice', async () => {
    for (const route of routes) expect(screenFor(route)).toBeDefined();
    const invoices = findRoute('/invoices');
    const login = findRoute('/login');
    if (!invoices || !login) throw new Error('route table changed');
    expect(screenFor(login)).toBe(screens['/login']);
    expect(screenFor(invoices)).not.toBe(screens['/login']);
  });
});
