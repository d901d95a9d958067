import type { FastifyInstance } from 'fastify';
import { prospectManagementEndpoints as endpoints } from '../../../shared/contract/prospectManagement';
import type { Deps } from '../../deps';
import { withStatus } from '../../http/statusAnswer';
import { endpointRegistrar } from '../../http/route';
import {
  changeProspectStatus,
  deleteProspects,
  fetchProspects,
  prospectCounts,
  prospectResponseHistory,
  remindProspects,
  saveProspectResponse,
} from './service';
import { advocateChoices } from './advocates';
import { promotionChecklist } from './promotion';

/** Registers the calls of src/shared/contract/prospectManagement.ts; rights are declared there. */
export function registerProspectManagementRoutes(app: FastifyInstance, deps: Deps): void {
  const route = endpointRegistrar(app, deps.authenticate);

  route(endpoints.fetch, async ({ body, caller }) => ({
    status: true,
    prospects: await fetchProspects(deps, caller, body),
  }));

  route(endpoints.count, async ({ caller }) => withStatus(prospectCounts(deps, caller)));

  route(endpoints.delete, async ({ body, caller }) => withStatus(deleteProspects(deps, caller, body.ids)));

  route(endpoints.statusChange, async ({ body, caller }) =>
    withStatus(changeProspectStatus(deps, caller, body)),
  );

  route(endpoints.promotionChecklist, async ({ body, caller }) => ({
    status: true,
    checklist: await promotionChecklist(deps.db, caller, body.ids),
  }));

  route(endpoints.advocates, async () => ({ status: true, advocates: await advocateChoices(deps.db) }));

  route(endpoints.emailReminder, async ({ body, caller }) =>
    withStatus(remindProspects(deps, caller, body.ids)),
  );

  route(endpoints.saveResponse, async ({ body, caller, files }) =>
    withStatus(saveProspectResponse(deps, caller, body, files)),
  );

  route(endpoints.fetchResponses, async ({ body, caller }) => ({
    status: true,
    responses: await prospectResponseHistory(deps, caller, body.prospect_id),
  }));
}
