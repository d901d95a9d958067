import type { FastifyInstance } from 'fastify';
import { partyHomeEndpoints } from '../../../shared/contract/partyHome';
import type { Deps } from '../../deps';
import { endpointRegistrar } from '../../http/route';
import { brokerHome } from './broker';
import { clientHome } from './client';
import { homeBrokerOf, homeClientOf } from './scope';
import { simulatePaidOnDay } from './simulate';

/** Registers the calls of src/shared/contract/partyHome.ts: a client's and a broker's own home. */
export function registerPartyHomeRoutes(app: FastifyInstance, deps: Deps): void {
  const route = endpointRegistrar(app, deps.authenticate);

  route(partyHomeEndpoints.client, async ({ body, caller }) => {
    const client = await homeClientOf(deps.db, caller, body.prospect_id);
    return { home: await clientHome(deps.db, client, deps.clock.now()) };
  });

  route(partyHomeEndpoints.broker, async ({ body, caller }) => {
    const broker = await homeBrokerOf(deps.db, caller, body.broker_id);
    return { home: await brokerHome(deps.db, broker, deps.clock.now()) };
  });

  route(partyHomeEndpoints.simulate, async ({ body, caller }) => ({
    simulation: await simulatePaidOnDay(deps.db, caller, body.invoice_id, body.payment_date),
  }));
}
