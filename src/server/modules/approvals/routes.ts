import type { FastifyInstance } from 'fastify';
import { approvalEndpoints as endpoints, approvalMessages } from '../../../shared/contract/approvals';
import type { Deps } from '../../deps';
import { ringBells } from '../../events/notify';
import { idempotencyStore } from '../../http/idempotency';
import { endpointRegistrar, idempotentEndpointRegistrar } from '../../http/route';
import { decideApproval, listApprovals } from './service';

/**
 * Registers the calls of src/shared/contract/approvals.ts. A decision runs in the transaction the
 * idempotent registrar opens: the posted movement, the decided approval and the stored answer
 * commit together; the bells ring after.
 */
export function registerApprovalRoutes(app: FastifyInstance, deps: Deps): void {
  const route = endpointRegistrar(app, deps.authenticate);
  const moneyRoute = idempotentEndpointRegistrar(app, deps.authenticate, idempotencyStore(deps.db));

  route(endpoints.fetch, async ({ body, caller }) => ({
    approvals: await listApprovals(deps.db, caller, body),
  }));

  moneyRoute(endpoints.decide, async ({ body, caller, tx, afterCommit }) => {
    const outcome = await decideApproval(deps, tx, caller, body, deps.clock.now());
    afterCommit(() => ringBells(deps.realtime, outcome.bells));
    return {
      message: outcome.status === 'approved' ? approvalMessages.approved : approvalMessages.rejected,
      status_text: outcome.status,
      result_id: outcome.resultId,
    };
  });
}
