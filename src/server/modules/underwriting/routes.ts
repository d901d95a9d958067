import type { FastifyInstance } from 'fastify';
import { underwritingEndpoints as endpoints } from '../../../shared/contract/underwriting';
import type { Deps } from '../../deps';
import { endpointRegistrar } from '../../http/route';
import { withStatus } from '../../http/statusAnswer';
import { checklistClients } from './clients';
import { reachableClient, verticalsOf } from './records';
import { addTask, deleteTask, updateTask } from './tasks';
import { deleteVertical, saveVertical } from './verticals';

/** Registers the calls of src/shared/contract/underwriting.ts; rights are declared there. */
export function registerUnderwritingRoutes(app: FastifyInstance, deps: Deps): void {
  const route = endpointRegistrar(app, deps.authenticate);

  route(endpoints.clients, async ({ body, caller }) => ({
    status: true,
    prospects: await checklistClients(deps.db, caller, body),
  }));

  route(endpoints.fetch, async ({ body, caller }) => {
    const client = await reachableClient(deps.db, caller, body.prospect_id);
    return { status: true, underwritings: await verticalsOf(deps.db, client.id) };
  });

  route(endpoints.saveVertical, async ({ body, caller }) => withStatus(saveVertical(deps, caller, body)));
  route(endpoints.deleteVertical, async ({ body, caller }) =>
    withStatus(deleteVertical(deps, caller, body.id)),
  );
  route(endpoints.addTask, async ({ body, caller }) => withStatus(addTask(deps, caller, body)));
  route(endpoints.updateTask, async ({ body, caller }) => withStatus(updateTask(deps, caller, body)));
  route(endpoints.deleteTask, async ({ body, caller }) => withStatus(deleteTask(deps, caller, body.id)));
}
