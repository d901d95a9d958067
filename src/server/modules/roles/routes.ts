import type { FastifyInstance } from 'fastify';
import { roleEndpoints as endpoints } from '../../../shared/contract/roles';
import { messages } from '../../../shared/messages';
import { roleIsViewOnly } from '../../../shared/rights';
import type { Deps } from '../../deps';
import { notFound } from '../../http/errors';
import { withStatus } from '../../http/statusAnswer';
import { endpointRegistrar } from '../../http/route';
import { findRole, listRoles, moduleRightsTree, rightRowsOfRole, roleTypeOf, usersOfRole } from './queries';
import { deleteRole, saveRole, setRoleStatus } from './service';

export function registerRoleRoutes(app: FastifyInstance, deps: Deps): void {
  const route = endpointRegistrar(app, deps.authenticate);

  route(endpoints.getModuleRights, async () => ({ status: true, rights: await moduleRightsTree(deps.db) }));

  route(endpoints.getRoles, async ({ body }) => withStatus(listRoles(deps.db, body)));

  route(endpoints.getRoleRights, async ({ body }) => {
    const role = await findRole(deps.db, body.role_id);
    if (!role) throw notFound(messages.http.notFound);
    const roleType = roleTypeOf(role.roleType);
    return {
      status: true,
      role_id: role.id,
      role_name: role.roleName,
      role_type: roleType,
      view_only: roleIsViewOnly(roleType),
      is_built_in: role.isBuiltIn,
      is_active: role.isActive,
      rights: await rightRowsOfRole(deps.db, role.id),
    };
  });

  route(endpoints.save, async ({ body, caller }) => withStatus(saveRole(deps, caller, body)));

  route(endpoints.getAssignedUsers, async ({ body }) => {
    if (!(await findRole(deps.db, body.role_id))) throw notFound(messages.http.notFound);
    return { status: true, list: await usersOfRole(deps.db, body.role_id) };
  });

  route(endpoints.deleteRole, async ({ body, caller }) => {
    await deleteRole(deps, caller, body.role_id);
    return { status: true, message: messages.role.deleted };
  });

  route(endpoints.setStatus, async ({ body, caller }) => ({
    status: true,
    message: await setRoleStatus(deps, caller, body.role_id, body.status === 1),
  }));
}
