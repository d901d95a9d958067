import type { FastifyInstance } from 'fastify';
import { prospectEndpoints as endpoints } from '../../../shared/contract/prospects';
import type { Deps } from '../../deps';
import { withStatus } from '../../http/statusAnswer';
import { endpointRegistrar } from '../../http/route';
import { deleteOwners, deleteSuppliers } from './rowRemoval';
import { discardDraft, fetchDraft, fetchProspectById, saveApplication } from './service';

/**
 * The prospect application calls. All but prospect/fetch/id are public (the applicant has no
 * account); staff rights and the sensitive-information flag are read from the caller when one is
 * signed in. Public calls go through the app's global rate limiter like every other request.
 */
export function registerProspectRoutes(app: FastifyInstance, deps: Deps): void {
  const route = endpointRegistrar(app, deps.authenticate);

  route(endpoints.saveApplication, async ({ body, caller }) =>
    withStatus(saveApplication(deps, caller, body)),
  );

  route(endpoints.fetchDraft, async ({ body, caller }) => withStatus(fetchDraft(deps, caller, body.id)));

  route(endpoints.fetchById, async ({ body, caller }) =>
    withStatus(fetchProspectById(deps, caller, body.id)),
  );

  route(endpoints.discardDraft, async ({ body }) => ({
    status: true,
    message: await discardDraft(deps, body.id),
  }));

  route(endpoints.deleteOwner, async ({ body, caller }) =>
    withStatus(deleteOwners(deps, caller, body.prospect_id, body.id)),
  );

  route(endpoints.deleteSupplier, async ({ body, caller }) =>
    withStatus(deleteSuppliers(deps, caller, body.prospect_id, body.id)),
  );
}
