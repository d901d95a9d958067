import type { FastifyInstance } from 'fastify';
import { chargebackEndpoints as endpoints } from '../../../shared/contract/chargebacks';
import { compareIsoDates, todayIso } from '../../../shared/dates';
import { messages } from '../../../shared/messages';
import type { Deps } from '../../deps';
import { forbidden, badRequest } from '../../http/errors';
import { idempotencyStore } from '../../http/idempotency';
import { endpointRegistrar, idempotentEndpointRegistrar } from '../../http/route';
import { partyOf } from '../../http/scope';
import { adjustChargebacks } from './adjust';
import { runChargebacks } from './job';
import { chargebackTotals, listChargebacks } from './list';

/** Registers the calls of src/shared/contract/chargebacks.ts. */
export function registerChargebackRoutes(app: FastifyInstance, deps: Deps): void {
  const route = endpointRegistrar(app, deps.authenticate);
  const moneyRoute = idempotentEndpointRegistrar(app, deps.authenticate, idempotencyStore(deps.db));
  const now = () => deps.clock.now();

  route(endpoints.fetch, async ({ body, caller }) => ({
    invoices: await listChargebacks(deps.db, caller, body),
  }));

  route(endpoints.sum, async ({ caller }) => chargebackTotals(deps.db, caller));

  // The adjustment commits with its Idempotency-Key's answer, in the transaction the registrar opened.
  moneyRoute(endpoints.adjust, async ({ body, caller, tx }) => {
    await adjustChargebacks(tx, caller, body, now());
    return { message: messages.chargeback.adjusted.message };
  });

  route(endpoints.run, async ({ body, caller, request }) => {
    // The job is the business's own: a client, debtor or broker user never runs it.
    if (partyOf(caller).kind !== 'staff') throw forbidden(messages.http.forbidden);
    const today = todayIso(now());
    const asOf = body.as_of ?? today;
    if (compareIsoDates(asOf, today) > 0) throw badRequest(messages.chargeback.asOfInFuture);
    const result = await runChargebacks(deps.db, asOf, {
      createdBy: caller.userId,
      onError: (what, error) => request.log.error({ err: error }, `chargeback run: ${what} failed`),
    });
    return {
      counts: { raised: result.raised, fees_accrued: result.feesAccrued, failed: result.failed, as_of: asOf },
    };
  });
}
