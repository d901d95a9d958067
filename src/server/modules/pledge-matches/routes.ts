import type { FastifyInstance } from 'fastify';
import { pledgeMatchEndpoints as endpoints } from '../../../shared/contract/pledgeMatches';
import { messages } from '../../../shared/messages';
import type { Deps } from '../../deps';
import { endpointRegistrar } from '../../http/route';
import { clearMatches, matchesOfInvoice } from './matches';

/** Registers the calls of src/shared/contract/pledgeMatches.ts (staff only: others hear 404). */
export function registerPledgeMatchRoutes(app: FastifyInstance, deps: Deps): void {
  const route = endpointRegistrar(app, deps.authenticate);

  route(endpoints.fetch, async ({ body, caller }) => ({
    matches: await matchesOfInvoice(deps.db, caller, body.id),
  }));

  route(endpoints.clear, async ({ body, caller }) => {
    await clearMatches(deps.db, caller, body.ids, deps.clock.now());
    return { message: messages.pledgeMatch.cleared.message };
  });
}
