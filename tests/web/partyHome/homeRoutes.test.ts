import { describe, expect, it } from 'vitest';
import { builtInRoles, type RoleType } from '../../../src/shared/rights';
import { findRoute, homeTarget, isBuilt, menuFor, partyHomes } from '../../../src/shared/routes';
import { resolveNavigation } from '../../../src/web/app/guards/guardRules';
import { notAvailableScreen, screenFor } from '../../../src/web/app/screens';
import { workspaceScreens } from '../../../src/web/app/workspaceScreens';

const rightsOf = (roleType: RoleType): ReadonlySet<string> =>
  new Set(builtInRoles.find((role) => role.roleType === roleType)?.rights ?? []);

describe('/home lands each party on its own home (0033)', () => {
  it('sends a client user to /clienthome and a broker user to /brokerhome, whatever their rights', () => {
    expect(homeTarget(rightsOf('client'), 'client')).toBe('/clienthome');
    expect(homeTarget(rightsOf('broker'), 'broker')).toBe('/brokerhome');
    expect(homeTarget(new Set(), 'client')).toBe('/clienthome');
    expect(resolveNavigation('/home', true, rightsOf('client'), 'client')).toBe('/clienthome');
    expect(resolveNavigation('/home', true, rightsOf('broker'), 'broker')).toBe('/brokerhome');
    expect(resolveNavigation('/home', false, rightsOf('client'), 'client')).toBe('/');
  });

  it("leaves staff's and the debtor's landing as the priority list has it", () => {
    for (const role of builtInRoles.filter((r) => r.roleType !== 'client' && r.roleType !== 'broker')) {
      const held = new Set<string>(role.rights);
      expect(homeTarget(held, role.roleType), role.roleName).toBe(homeTarget(held));
      expect(homeTarget(held, role.roleType)).not.toMatch(/home$/);
    }
  });

  it('builds both homes with screens of their own, and offers each in its own role menu only', () => {
    for (const path of Object.values(partyHomes)) {
      const route = findRoute(path!)!;
      expect(isBuilt(route), path).toBe(true);
      expect(workspaceScreens[route.path], path).toBeDefined();
      expect(screenFor(route)).not.toBe(notAvailableScreen);
    }
    const paths = (roleType: RoleType) =>
      menuFor(rightsOf(roleType), roleType).flatMap((entry) => (entry.kind === 'item' ? [entry.path] : []));
    expect(paths('client')).toContain('/clienthome');
    expect(paths('client')).not.toContain('/brokerhome');
    expect(paths('broker')).toContain('/brokerhome');
    expect(paths('broker')).not.toContain('/clienthome');
    expect(paths('admin')).not.toContain('/clienthome');
    expect(paths('debtor')).not.toContain('/brokerhome');
  });
});
