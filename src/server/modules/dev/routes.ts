import type { FastifyInstance } from 'fastify';
import { devEndpoints as endpoints } from '../../../shared/contract/dev';
import type { Deps } from '../../deps';
import { endpointRegistrar } from '../../http/route';
import { sentMails } from './service';

/**
 * The outbox page lets people finish mailed flows (set password, invites) without an SMTP server.
 * It is registered only with dev pages on; otherwise the path answers 404 like any unknown one.
 */
export function registerDevRoutes(app: FastifyInstance, deps: Deps): void {
  if (!deps.config.devPages) return;
  const route = endpointRegistrar(app, deps.authenticate);

  route(endpoints.sentMails, async ({ body }) => ({
    status: true,
    mails: await sentMails(deps, body.to || undefined),
  }));
}
