import type { FastifyInstance } from 'fastify';
import { notificationEndpoints as endpoints } from '../../../shared/contract/notifications';
import type { Deps } from '../../deps';
import { withStatus } from '../../http/statusAnswer';
import { endpointRegistrar } from '../../http/route';
import { listNotifications, markAllRead, markRead } from './service';

export function registerNotificationRoutes(app: FastifyInstance, deps: Deps): void {
  const route = endpointRegistrar(app, deps.authenticate);

  route(endpoints.fetchNotifications, async ({ body, caller }) =>
    withStatus(listNotifications(deps, caller, { ...body, read: 'all' })),
  );

  route(endpoints.fetchAllNotifications, async ({ body, caller }) =>
    withStatus(listNotifications(deps, caller, body)),
  );

  route(endpoints.readNotification, async ({ body, caller }) => withStatus(markRead(deps, caller, body.id)));

  route(endpoints.readAllNotifications, async ({ caller }) => withStatus(markAllRead(deps, caller)));
}
