import type { FastifyInstance } from 'fastify';
import { unappliedCashEndpoints as endpoints } from '../../../shared/contract/unappliedCash';
import { messages } from '../../../shared/messages';
import type { Deps } from '../../deps';
import { idempotencyStore } from '../../http/idempotency';
import { endpointRegistrar, idempotentEndpointRegistrar } from '../../http/route';
import { listUnappliedCash } from './list';
import { adjustUnappliedCash, returnUnappliedCash, saveUnappliedCash, visibleWireFee } from './operations';

/**
 * Registers the calls of src/shared/contract/unappliedCash.ts. The money-moving calls run in the
 * transaction the idempotent registrar opens, so the effect and the stored answer commit together.
 */
export function registerUnappliedCashRoutes(app: FastifyInstance, deps: Deps): void {
  const route = endpointRegistrar(app, deps.authenticate);
  const moneyRoute = idempotentEndpointRegistrar(app, deps.authenticate, idempotencyStore(deps.db));
  const now = () => deps.clock.now();

  route(endpoints.fetch, async ({ body, caller }) => ({
    collections: await listUnappliedCash(deps.db, caller, body),
  }));

  moneyRoute(endpoints.save, async ({ body, caller, files, tx }) => ({
    message: messages.unappliedCash.created,
    id: await saveUnappliedCash(deps, tx, caller, body, files, now()),
  }));

  moneyRoute(endpoints.adjust, async ({ body, caller, tx }) => {
    await adjustUnappliedCash(tx, caller, body, now());
    return { message: messages.unappliedCash.adjusted };
  });

  moneyRoute(endpoints.returnToDebtor, async ({ body, caller, tx }) => {
    await returnUnappliedCash(tx, caller, body, now());
    return { message: messages.unappliedCash.returned };
  });

  route(endpoints.wireFee, async ({ body, caller }) =>
    deps.db.transaction(async (tx) => ({
      term: { wire_fee: await visibleWireFee(tx, caller, body.prospect_id) },
    })),
  );
}
