import type { FastifyInstance } from 'fastify';
import { exceptionEndpoints as endpoints } from '../../../shared/contract/exceptions';
import type { Deps } from '../../deps';
import { endpointRegistrar } from '../../http/route';
import { withStatus } from '../../http/statusAnswer';
import { listExceptions } from './queries';

export function registerExceptionTrackingRoutes(app: FastifyInstance, deps: Deps): void {
  const route = endpointRegistrar(app, deps.authenticate);
  route(endpoints.list, async ({ body }) => withStatus(listExceptions(deps.db, body)));
}
