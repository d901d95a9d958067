import type { FastifyInstance } from 'fastify';
import { outboxEndpoints as endpoints } from '../../../shared/contract/outbox';
import type { Deps } from '../../deps';
import { endpointRegistrar } from '../../http/route';
import { outboxOffered } from './offered';
import { sentMails } from './service';

/**
 * The outbox screen lets an admin finish mailed flows (set password, invites) without an SMTP
 * server. With one configured the call is not registered and answers 404 like any unknown path.
 */
export function registerOutboxRoutes(app: FastifyInstance, deps: Deps): void {
  if (!outboxOffered(deps.config)) return;
  const route = endpointRegistrar(app, deps.authenticate);

  route(endpoints.sentMails, async ({ body }) => ({
    status: true,
    mails: await sentMails(deps, body.to || undefined),
  }));
}
