import type { FastifyInstance } from 'fastify';
import { auditTrailEndpoints as endpoints } from '../../../shared/contract/auditTrail';
import type { Deps } from '../../deps';
import { recordRequestsInAuditTrail } from '../../audit/requests';
import { endpointRegistrar } from '../../http/route';
import { withStatus } from '../../http/statusAnswer';
import { listAuditTrail } from './queries';

export function registerAuditTrailRoutes(app: FastifyInstance, deps: Deps): void {
  recordRequestsInAuditTrail(app, deps);
  const route = endpointRegistrar(app, deps.authenticate);
  route(endpoints.list, async ({ body }) => withStatus(listAuditTrail(deps.db, body)));
}
