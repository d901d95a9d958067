import type { FastifyInstance } from 'fastify';
import { userEndpoints as endpoints } from '../../../shared/contract/users';
import type { Deps } from '../../deps';
import { withStatus } from '../../http/statusAnswer';
import { endpointRegistrar } from '../../http/route';
import { findUserRow, listUsers } from './queries';
import { foundOr404 } from '../../http/scope';
import { assignUsersToRole, resendInvite, saveUser, setUserStatus, timeZoneNames } from './service';
import { messages } from '../../../shared/messages';

export function registerUserRoutes(app: FastifyInstance, deps: Deps): void {
  const route = endpointRegistrar(app, deps.authenticate);

  route(endpoints.getUsers, async ({ body }) => withStatus(listUsers(deps.db, body)));

  route(endpoints.getUser, async ({ body }) => ({
    user: foundOr404(await findUserRow(deps.db, body.sso_id)),
  }));

  route(endpoints.save, async ({ body, caller }) => withStatus(saveUser(deps, caller, body)));

  route(endpoints.setStatus, async ({ body, caller }) => ({
    status: true,
    message: await setUserStatus(deps, caller, body.sso_id, body.status === 1),
  }));

  route(endpoints.resendInvite, async ({ body }) => {
    await resendInvite(deps, body.sso_id);
    return { status: true, message: messages.user.inviteSent };
  });

  route(endpoints.assign, async ({ body, caller }) => {
    await assignUsersToRole(deps, caller, body.role_id, body.users);
    return { status: true, message: messages.user.assigned };
  });

  route(endpoints.timeZones, async () => ({ status: true, codes: timeZoneNames() }));
}
