import {
  roleEndpoints,
  type AssignedUser,
  type ModuleRightsSchema,
  type RoleRow,
} from '../../src/shared/contract/roles';
import { userEndpoints } from '../../src/shared/contract/users';
import { rightsCatalogue } from '../../src/shared/rights';
import type { z } from 'zod';
import type { FakeHandler } from '../shell/fakeApi';
import { answering } from '../users/fakeServer';
import { rolesListHandler, staffRoles } from '../users/fixtures';

type ModuleRights = z.infer<typeof ModuleRightsSchema>;

/** The rights catalogue as rights/get_module_rights answers it, numbered in catalogue order. */
export function moduleRights(): ModuleRights[] {
  let next = 1;
  return rightsCatalogue.map((module) => ({
    module_name: module.name,
    sub_module_name_data: module.subModules.map((subModule) => ({
      sub_module_name: subModule.name,
      rights: subModule.rights.map((right) => ({
        right_id: next++,
        right_name: right.id,
        display_name: right.display,
      })),
    })),
  }));
}

const allRights = moduleRights().flatMap((module) =>
  module.sub_module_name_data.flatMap((subModule) => subModule.rights),
);

/** The right rows of the named rights. */
function rightsNamed(names: readonly string[]) {
  return allRights.filter((right) => names.includes(right.right_name));
}

/** What each fixture role holds (the view-only ones hold everything here; it does not matter). */
const roleRights: Record<number, string[]> = {
  8: ['view_user_profiles', 'user_selection', 'view_roles_rights'],
  9: ['view_dashboard'],
  10: ['view_documents', 'documents_selection'],
};

/** The two users holding Collections Desk, whom the delete-role dialog must move first. */
export const collectionsDeskUsers: AssignedUser[] = [
  {
    sso_id: '00000000-0000-4000-8000-000000000101',
    full_name: 'Rory Banks',
    email: 'rory.banks@factordesk.test',
    username: 'rory.banks',
    is_active: true,
  },
  {
    sso_id: '00000000-0000-4000-8000-000000000102',
    full_name: 'Sam Ortiz',
    email: 'sam.ortiz@factordesk.test',
    username: 'sam.ortiz',
    is_active: true,
  },
];

/** The roles-and-rights calls over an in-memory copy of the fixture roles. */
export function rolesHandlers(
  roles: RoleRow[] = staffRoles.map((role) => ({ ...role })),
): Record<string, FakeHandler> {
  const holders = new Map<number, AssignedUser[]>([[8, [...collectionsDeskUsers]]]);
  const find = (id: number) => roles.find((role) => role.id === id);
  const notFound = { status: 404, body: { status: false, message: 'Record not found.' } };
  return {
    'roles/get_roles': rolesListHandler(() => roles),
    'rights/get_module_rights': answering(roleEndpoints.getModuleRights, () => ({
      body: { status: true, rights: moduleRights() },
    })),
    'roles/get_role_rights': answering(roleEndpoints.getRoleRights, ({ role_id }) => {
      const role = find(role_id);
      if (!role) return notFound;
      return {
        body: {
          status: true,
          role_id: role.id,
          role_name: role.role_name,
          role_type: role.role_type,
          view_only: role.view_only,
          is_built_in: role.is_built_in,
          is_active: role.is_active,
          rights: role.view_only ? allRights : rightsNamed(roleRights[role.id] ?? []),
        },
      };
    }),
    'roles/save': answering(roleEndpoints.save, (form) => {
      const existing = form.id === undefined ? undefined : find(form.id);
      const role: RoleRow = existing
        ? { ...existing, role_name: form.role_name }
        : {
            id: roles.length + 1,
            role_name: form.role_name,
            role_type: 'custom',
            is_built_in: false,
            view_only: false,
            is_active: true,
            users_count: 0,
            created_at: new Date().toISOString(),
          };
      if (!existing) roles.push(role);
      return {
        body: {
          status: true,
          message: existing ? 'Role has been updated successfully.' : 'Role has been created successfully.',
          role,
        },
      };
    }),
    'roles/delete_role': answering(roleEndpoints.deleteRole, ({ role_id }) => {
      const index = roles.findIndex((role) => role.id === role_id);
      if (index < 0) return notFound;
      const users = holders.get(role_id) ?? [];
      if (users.length > 0) {
        return {
          status: 409,
          body: {
            status: false,
            message:
              'This role is assigned to the users below. Reassign them to another role before deleting it.',
            users,
          },
        };
      }
      roles.splice(index, 1);
      return { body: { status: true, message: 'Role has been deleted successfully.' } };
    }),
    'roles/set_status': answering(roleEndpoints.setStatus, ({ role_id, status }) => {
      const role = find(role_id);
      if (!role) return notFound;
      role.is_active = status === 1;
      return {
        body: {
          status: true,
          message:
            status === 1
              ? 'Role has been activated successfully.'
              : 'Role has been deactivated successfully.',
        },
      };
    }),
    'user/assign': answering(userEndpoints.assign, ({ role_id, users }) => {
      for (const [heldRole, list] of holders) {
        holders.set(
          heldRole,
          list.filter((user) => !users.includes(user.sso_id)),
        );
      }
      const target = find(role_id);
      if (target) target.users_count += users.length;
      return { body: { status: true, message: 'Users have been assigned successfully.' } };
    }),
  };
}
