import type { FastifyInstance } from 'fastify';
import { reserveEndpoints, reserveReleaseEndpoints } from '../../../shared/contract/reserves';
import { messages } from '../../../shared/messages';
import type { Deps } from '../../deps';
import { ringBells } from '../../events/notify';
import { idempotencyStore } from '../../http/idempotency';
import { endpointRegistrar, idempotentEndpointRegistrar } from '../../http/route';
import { registerApprovalRunner } from '../approvals/runners';
import { batchOf } from './batch';
import { availableEscrows, previousReserves, tenPercentAr } from './books';
import { visibleClient } from './client';
import { listReserves } from './list';
import { releaseDetails, listReleases } from './releaseList';
import { reserveRefusals } from './refusals';
import { runApprovedRelease, saveReserveRelease } from './save';

/**
 * Registers the calls of src/shared/contract/reserves.ts, and the release's runner for the
 * approvals of a second staff member. The release runs in the idempotent registrar's transaction
 * and rings its bells once that committed.
 */
export function registerReserveRoutes(app: FastifyInstance, deps: Deps): void {
  const route = endpointRegistrar(app, deps.authenticate);
  const moneyRoute = idempotentEndpointRegistrar(app, deps.authenticate, idempotencyStore(deps.db));
  const now = () => deps.clock.now();

  // The approval runs with the approving app's clock, whichever app registered the runner.
  registerApprovalRunner('reserve_release', (runner, tx, movement) =>
    runApprovedRelease(tx, movement, runner.clock.now()),
  );

  route(reserveEndpoints.fetch, async ({ body, caller }) => ({
    reserves: await listReserves(deps.db, caller, body),
  }));

  route(reserveEndpoints.batch, async ({ body, caller }) => batchOf(deps.db, caller, body.id));

  route(reserveEndpoints.previousReserves, async ({ body, caller }) => {
    const client = await visibleClient(deps.db, caller, body.prospect_id);
    return { amount: await previousReserves(deps.db, client.id) };
  });

  route(reserveEndpoints.availableEscrows, async ({ body, caller }) => {
    const client = await visibleClient(deps.db, caller, body.prospect_id);
    return availableEscrows(deps.db, client.id);
  });

  route(reserveEndpoints.tenPercentAr, async ({ body, caller }) => {
    const client = await visibleClient(deps.db, caller, body.prospect_id);
    return tenPercentAr(deps.db, client.id);
  });

  route(reserveReleaseEndpoints.fetch, async ({ body, caller }) => ({
    reserve_releases: await listReleases(deps.db, caller, body),
  }));

  route(reserveReleaseEndpoints.details, async ({ body, caller }) =>
    releaseDetails(deps.db, caller, body.id),
  );

  moneyRoute(reserveReleaseEndpoints.save, async ({ body, caller, tx, afterCommit }) => {
    const saved = await saveReserveRelease(tx, caller, body, now());
    if (saved.waiting) {
      return {
        message: reserveRefusals.waitingApproval,
        id: null,
        waiting_approval: true,
        approval_id: saved.approvalId,
      };
    }
    afterCommit(() => ringBells(deps.realtime, saved.bells));
    return {
      message: messages.reserve.released.message,
      id: saved.id,
      waiting_approval: false,
      approval_id: null,
    };
  });
}
