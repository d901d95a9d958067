import type { FastifyInstance } from 'fastify';
import { creditRequestEndpoints as endpoints } from '../../../shared/contract/creditRequests';
import { messages } from '../../../shared/messages';
import type { Deps } from '../../deps';
import { ringBells } from '../../events/notify';
import { endpointRegistrar } from '../../http/route';
import { changeCreditRequestStatus } from './decide';
import { creditLimitOf } from './limits';
import { creditRequestDetails, listCreditRequests } from './list';
import { saveCreditRequest } from './save';

/** Registers the calls of src/shared/contract/creditRequests.ts. */
export function registerCreditRequestRoutes(app: FastifyInstance, deps: Deps): void {
  const route = endpointRegistrar(app, deps.authenticate);
  const now = () => deps.clock.now();

  route(endpoints.creditLimit, async ({ body, caller }) => ({
    credit_limit: await creditLimitOf(deps.db, caller, body.prospect_id, body.debtor_id ?? null),
  }));

  route(endpoints.save, async ({ body, caller }) => {
    const saved = await deps.db.transaction((tx) => saveCreditRequest(tx, caller, body, now()));
    ringBells(deps.realtime, saved.bells);
    return { message: messages.creditRequest.saved, id: saved.id };
  });

  route(endpoints.fetch, async ({ body, caller }) => ({
    crs: await listCreditRequests(deps.db, caller, body),
  }));

  route(endpoints.details, async ({ body, caller }) => ({
    cr: await creditRequestDetails(deps.db, caller, body.id),
  }));

  route(endpoints.changeStatus, async ({ body, caller }) => {
    const decided = await deps.db.transaction((tx) => changeCreditRequestStatus(tx, caller, body, now()));
    ringBells(deps.realtime, decided.bells);
    return { message: decided.message };
  });
}
