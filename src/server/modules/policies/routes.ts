import type { FastifyInstance } from 'fastify';
import { policyEndpoints as endpoints } from '../../../shared/contract/policies';
import { policyMessages as M } from '../../../shared/messages/announcements';
import type { Deps } from '../../deps';
import { ringBells } from '../../events/notify';
import { sendPrivateFile } from '../../http/privateFile';
import { endpointRegistrar } from '../../http/route';
import { deletePolicies, listPolicies, readPolicyFile, savePolicy } from './service';

/** Registers the calls of src/shared/contract/policies.ts. */
export function registerPolicyRoutes(app: FastifyInstance, deps: Deps): void {
  const route = endpointRegistrar(app, deps.authenticate);

  route(endpoints.fetch, async ({ body }) => ({ policies: await listPolicies(deps.db, body) }));

  route(endpoints.save, async ({ body, caller, files }) => {
    const saved = await savePolicy(deps, caller, body, files);
    ringBells(deps.realtime, saved.bells);
    return { message: (saved.created ? M.created : M.updated).message, id: saved.id };
  });

  route(endpoints.remove, async ({ body }) => {
    await deps.db.transaction((tx) => deletePolicies(tx, body.ids, deps.clock.now()));
    return { message: M.deleted.message };
  });

  route(endpoints.attachment, async ({ body, reply }) =>
    sendPrivateFile(reply, await readPolicyFile(deps, body.id)),
  );
}
