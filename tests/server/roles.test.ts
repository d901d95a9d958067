import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { startTestApp, type TestApp } from './harness';
import { roles, users } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/modules/session/passwords';
import type { AssignedUser, RoleRow } from '../../src/shared/contract/roles';

interface ModuleRights {
  module_name: string;
  sub_module_name_data: { sub_module_name: string; rights: { right_id: number; right_name: string }[] }[];
}

describe('roles and rights', () => {
  let t: TestApp;
  let admin: string;
  let rightIds: Map<string, number>;

  const idsOf = (...names: string[]) => names.map((name) => ({ right_id: rightIds.get(name)! }));

  async function roleIdOf(roleType: string): Promise<number> {
    const [role] = await t.db.select({ id: roles.id }).from(roles).where(eq(roles.roleType, roleType));
    return role!.id;
  }

  /** A signed-in user holding the given role. */
  async function memberOf(roleId: number, name: string): Promise<{ token: string; id: string }> {
    const [user] = await t.db
      .insert(users)
      .values({
        firstName: name,
        lastName: 'Member',
        email: `${name.toLowerCase()}@factordesk.test`,
        username: name.toLowerCase(),
        passwordHash: await hashPassword('Factor#2026'),
        roleId,
      })
      .returning({ id: users.id });
    return { token: await t.signIn(`${name.toLowerCase()}@factordesk.test`), id: user!.id };
  }

  async function createRole(role_name: string, ...rightNames: string[]): Promise<RoleRow> {
    const answer = await t.call('roles/save', { role_name, rights: idsOf(...rightNames) }, admin);
    expect(answer.statusCode).toBe(200);
    return answer.body.role as RoleRow;
  }

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.signIn('admin@factordesk.test');
    const tree = await t.call('rights/get_module_rights', {}, admin);
    const modules = tree.body.rights as ModuleRights[];
    rightIds = new Map(
      modules.flatMap((m) =>
        m.sub_module_name_data.flatMap((s) => s.rights.map((r) => [r.right_name, r.right_id] as const)),
      ),
    );
  });
  afterAll(() => t.close());

  it('answers the catalogue as module > sub-module > rights with database ids', async () => {
    const answer = await t.call('rights/get_module_rights', {}, admin);
    expect(answer.statusCode).toBe(200);
    const modules = answer.body.rights as ModuleRights[];
    expect(modules[0]?.module_name).toBe('Dashboard');
    const userManagement = modules.find((m) => m.module_name === 'User Management');
    expect(userManagement?.sub_module_name_data.map((s) => s.sub_module_name)).toEqual([
      'User Profiles',
      'Roles & Rights',
      'Outbox',
      'Audit Trail',
    ]);
    const roleRights = userManagement?.sub_module_name_data[1]?.rights.map((r) => r.right_name);
    expect(roleRights).toEqual([
      'view_roles_rights',
      'role_selection',
      'add_new_role',
      'role_status_change',
      'delete_role',
    ]);
    expect(typeof rightIds.get('delete_role')).toBe('number');
  });

  it('lists roles paged and searched, and the assignable ones for the user form', async () => {
    const page = await t.call('roles/get_roles', { page: 1, per_page: 5 }, admin);
    expect(page.body).toMatchObject({ status: true, total: 7, last_page: 2, current_page: 1 });
    const search = await t.call('roles/get_roles', { page: 1, per_page: 10, search_text: 'ADMIN' }, admin);
    expect((search.body.data as RoleRow[]).map((r) => r.role_name).sort()).toEqual(['Admin', 'AdminNew']);
    const assignable = await t.call('roles/get_roles', { page: 1, per_page: 1000, assignable: true }, admin);
    const types = (assignable.body.data as RoleRow[]).map((r) => r.role_type);
    expect(types).not.toContain('client');
    expect(types).not.toContain('debtor');
    expect(types).not.toContain('broker');
    expect(types).toContain('credit_analyst');
    const admins = (page.body.data as RoleRow[])
      .concat(search.body.data as RoleRow[])
      .find((r) => r.role_type === 'admin');
    expect(admins).toMatchObject({ view_only: true, is_built_in: true, users_count: 1 });
  });

  it('validates the role form with the spec messages', async () => {
    const none = await t.call('roles/save', { role_name: 'Collections Desk', rights: [] }, admin);
    expect(none.statusCode).toBe(400);
    expect(none.body.message).toBe('Select atleast one right.');
    const short = await t.call('roles/save', { role_name: 'C', rights: idsOf('view_dashboard') }, admin);
    expect(short.body.message).toBe('Role Title must be at least 2 characters');
    const blank = await t.call('roles/save', { role_name: '  ', rights: idsOf('view_dashboard') }, admin);
    expect(blank.body.message).toBe('Role Title is required');
    const long = await t.call(
      'roles/save',
      { role_name: 'x'.repeat(31), rights: idsOf('view_dashboard') },
      admin,
    );
    expect(long.body.message).toBe('Role Title must be at most 30 characters');
    const unknown = await t.call(
      'roles/save',
      { role_name: 'Ghost', rights: [{ right_id: 999_999 }] },
      admin,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body.message).toBe('Unknown right(s): 999999.');
    const [count] = await t.db.select({ n: sql<number>`count(*)::int` }).from(roles);
    expect(count?.n).toBe(7);
  });

  it('keeps role titles unique regardless of case', async () => {
    await createRole('Funding Desk', 'view_dashboard');
    const clash = await t.call(
      'roles/save',
      { role_name: 'funding DESK', rights: idsOf('view_dashboard') },
      admin,
    );
    expect(clash.statusCode).toBe(409);
    expect(clash.body.message).toBe('A role with this title already exists.');
  });

  it('never edits, deletes or deactivates the built-in Admin role', async () => {
    const adminRole = await roleIdOf('admin');
    const edit = await t.call(
      'roles/save',
      { id: adminRole, role_name: 'Admin', rights: idsOf('view_dashboard') },
      admin,
    );
    expect(edit.statusCode).toBe(409);
    expect(edit.body.message).toBe('This role is view only and cannot be changed.');
    const remove = await t.call('roles/delete_role', { role_id: adminRole }, admin);
    expect(remove.statusCode).toBe(409);
    expect(remove.body.message).toBe('Built-in roles cannot be deleted.');
    const off = await t.call('roles/set_status', { role_id: adminRole, status: 0 }, admin);
    expect(off.statusCode).toBe(409);
    const rights = await t.call('roles/get_role_rights', { role_id: adminRole }, admin);
    expect(rights.body).toMatchObject({ role_name: 'Admin', role_type: 'admin', view_only: true });
    expect((rights.body.rights as unknown[]).length).toBe(rightIds.size);
  });

  it("changes what a role's users may call on their next call", async () => {
    const role = await createRole('Dashboard Only', 'view_dashboard');
    const member = await memberOf(role.id, 'Dana');
    expect((await t.call('user/get_users', { page: 1, per_page: 10 }, member.token)).statusCode).toBe(403);
    const widened = await t.call(
      'roles/save',
      {
        id: role.id,
        role_name: 'Dashboard and Users',
        rights: idsOf('view_dashboard', 'view_user_profiles'),
      },
      admin,
    );
    expect(widened.statusCode).toBe(200);
    expect((await t.call('user/get_users', { page: 1, per_page: 10 }, member.token)).statusCode).toBe(200);
    const rights = await t.call('roles/get_role_rights', { role_id: role.id }, admin);
    expect((rights.body.rights as { right_name: string }[]).map((r) => r.right_name)).toEqual([
      'view_dashboard',
      'view_user_profiles',
    ]);
    expect(rights.body.role_name).toBe('Dashboard and Users');
  });

  it('refuses to delete a role that users hold, listing them, until they are reassigned', async () => {
    const role = await createRole('Night Shift', 'view_dashboard');
    const member = await memberOf(role.id, 'Nico');
    const refused = await t.call('roles/delete_role', { role_id: role.id }, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toEqual({
      status: false,
      message: 'This role is assigned to the users below. Reassign them to another role before deleting it.',
    });
    // The dialog lists the users to reassign from the role's assigned users.
    const assigned = await t.call('roles/get_assigned_user_roles', { role_id: role.id }, admin);
    expect(assigned.body.list as AssignedUser[]).toEqual([
      {
        sso_id: member.id,
        full_name: 'Nico Member',
        email: 'nico@factordesk.test',
        username: 'nico',
        is_active: true,
      },
    ]);

    const target = await roleIdOf('client_advocate');
    expect((await t.call('user/assign', { role_id: target, users: [member.id] }, admin)).statusCode).toBe(
      200,
    );
    const deleted = await t.call('roles/delete_role', { role_id: role.id }, admin);
    expect(deleted.statusCode).toBe(200);
    expect((await t.call('roles/get_role_rights', { role_id: role.id }, admin)).statusCode).toBe(404);
    // The reassigned user now works with the new role's rights.
    expect((await t.call('user/get_user_details', {}, member.token)).body.user).toMatchObject({
      role: { role_name: 'Client Advocate' },
    });
  });

  it('deactivating a role signs its users out; inactive roles leave the default list', async () => {
    const role = await createRole('Seasonal Desk', 'view_dashboard');
    const member = await memberOf(role.id, 'Sam');
    const off = await t.call('roles/set_status', { role_id: role.id, status: 0 }, admin);
    expect(off.statusCode).toBe(200);
    expect((await t.call('user/get_user_details', {}, member.token)).statusCode).toBe(401);
    expect(
      (await t.call('login', { email: 'sam@factordesk.test', password: 'Factor#2026' })).statusCode,
    ).toBe(401);
    const active = await t.call('roles/get_roles', { page: 1, per_page: 0, search_text: 'seasonal' }, admin);
    expect(active.body.total).toBe(0);
    const all = await t.call(
      'roles/get_roles',
      { page: 1, per_page: 0, search_text: 'seasonal', is_active: 'all' },
      admin,
    );
    expect((all.body.data as RoleRow[])[0]).toMatchObject({ is_active: false });
    expect((await t.call('roles/set_status', { role_id: role.id, status: 1 }, admin)).statusCode).toBe(200);
    expect(
      (await t.call('login', { email: 'sam@factordesk.test', password: 'Factor#2026' })).statusCode,
    ).toBe(200);
  });

  it('does not let a user switch off their own role or build one beyond their own rights', async () => {
    const role = await createRole('Role Keepers', 'view_roles_rights', 'role_status_change', 'add_new_role');
    const keeper = await memberOf(role.id, 'Kim');
    const own = await t.call('roles/set_status', { role_id: role.id, status: 0 }, keeper.token);
    expect(own.statusCode).toBe(400);
    expect(own.body.message).toBe('You cannot deactivate your own role.');
    const wider = await t.call(
      'roles/save',
      { role_name: 'Bigger', rights: idsOf('delete_role') },
      keeper.token,
    );
    expect(wider.statusCode).toBe(409);
  });

  it('guards every roles call by its right', async () => {
    const client = await t.signIn('client@factordesk.test');
    for (const path of [
      'rights/get_module_rights',
      'roles/get_roles',
      'roles/save',
      'roles/delete_role',
      'roles/set_status',
    ]) {
      expect({ path, code: (await t.call(path, {}, client)).statusCode }).toEqual({ path, code: 403 });
    }
    expect((await t.call('roles/get_roles', {})).statusCode).toBe(401);
  });
});
