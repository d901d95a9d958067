import { describe, expect, it } from 'vitest';
import {
  canOpen,
  findRoute,
  homePriority,
  homeTarget,
  isBuilt,
  menuFor,
  routes,
} from '../../../src/shared/routes';
import type { MenuEntry } from '../../../src/shared/routes';
import { builtInRoles } from '../../../src/shared/rights';
import {
  openEitherWayPaths,
  publicRedirect,
  resolveNavigation,
} from '../../../src/web/app/guards/guardRules';
import { notAvailableScreen, screenFor, screens } from '../../../src/web/app/screens';
import { workspaceScreens } from '../../../src/web/app/workspaceScreens';

const rightsOf = (roleType: string): ReadonlySet<string> =>
  new Set(builtInRoles.find((role) => role.roleType === roleType)?.rights ?? []);

function labels(entries: readonly MenuEntry[]): string[] {
  return entries.flatMap((entry) =>
    entry.kind === 'item' ? [entry.label] : [entry.label, ...entry.children.map((child) => child.label)],
  );
}

describe('/home priority (spec part 1 §2.2)', () => {
  it('opens the first permitted page in the spec order, skipping pages not built yet', () => {
    expect(homeTarget(new Set(['view_prospects', 'view_invoices']))).toBe('/prospectindex');
    expect(homeTarget(new Set(['view_invoices', 'view_collections']))).toBe('/invoices');
    expect(homeTarget(new Set(['view_user_profiles', 'view_roles_rights']))).toBe('/userindex');
  });

  it('is what the guard sends /home to', () => {
    expect(resolveNavigation('/home', true, new Set(['view_settings']))).toBe('/settings');
    expect(resolveNavigation('/home', false, new Set(['view_settings']))).toBe('/');
  });
});

describe('/home never lands on a page that is not built', () => {
  const route = (path: string) => {
    const found = findRoute(path);
    if (!found) throw new Error(`no route ${path}`);
    return found;
  };
  /** A page a user can really use: built, with a screen of its own rather than the notice. */
  const isRealPage = (path: string) => {
    const found = route(path);
    const registered = (found.access === 'public' ? screens : workspaceScreens)[found.path];
    return isBuilt(found) && registered !== undefined && screenFor(found) !== notAvailableScreen;
  };

  it.each(builtInRoles.map((role) => [role.roleName, role] as const))(
    'sends the built-in role %s to a built page it may open, the first such in the spec order',
    (_name, role) => {
      const held = new Set<string>(role.rights);
      const target = homeTarget(held);
      expect(isRealPage(target), target).toBe(true);
      expect(canOpen(route(target), held)).toBe(true);
      const index = homePriority.findIndex((path) => route(path).path === target);
      const earlier = index === -1 ? homePriority : homePriority.slice(0, index);
      for (const path of earlier)
        expect(isBuilt(route(path)) && canOpen(route(path), held), path).toBe(false);
    },
  );

  it('skips every priority page whose area is not built, even for a user who may open only that page', () => {
    for (const path of homePriority.filter((candidate) => !isBuilt(route(candidate)))) {
      const only = route(path);
      const held = new Set<string>([...only.required, ...only.optional.slice(0, 1)]);
      const target = homeTarget(held);
      expect(target, path).not.toBe(only.path);
      expect(isRealPage(target), `${path} → ${target}`).toBe(true);
    }
  });

  it('sends a user who may open none of the priority pages to their own profile, not to a notice or 404', () => {
    expect(homeTarget(new Set())).toBe('/profile');
    expect(homeTarget(new Set(['view_announcements', 'view_policies']))).toBe('/profile');
    expect(isRealPage('/profile')).toBe(true);
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
    for (const path of ['/linkexpire', '/privacypolicy', '/setpassword/abc', '/resetpassword']) {
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
    expect(screenFor(invoices)).not.toBe(notAvailableScreen);
    expect(screenFor(invoices)).toBe(screenFor(invoices));
  });

  it('keeps the public screens and the signed-in ones each in its own table, every built route in one', () => {
    for (const route of routes.filter(isBuilt)) {
      const own = route.access === 'public' ? screens : workspaceScreens;
      const other = route.access === 'public' ? workspaceScreens : screens;
      if (route.path === '/') continue; // '/' only redirects.
      expect(own[route.path], route.path).toBeDefined();
      expect(other[route.path], route.path).toBeUndefined();
    }
  });
});
