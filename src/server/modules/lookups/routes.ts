import type { FastifyInstance } from 'fastify';
import { states } from 'states-us';
import { lookupEndpoints as endpoints } from '../../../shared/contract/lookups';
import type { Deps } from '../../deps';
import { endpointRegistrar } from '../../http/route';
import { countries } from './countries';
import { zipCodesStartingWith } from './zipIndex';

const stateList = states.map(({ name, abbreviation }) => ({ name, abbreviation }));

export function registerLookupRoutes(app: FastifyInstance, deps: Deps): void {
  const route = endpointRegistrar(app, deps.authenticate);

  route(endpoints.zip, async ({ body }) => ({ status: true, codes: zipCodesStartingWith(body.zip) }));

  route(endpoints.countries, async () => ({ status: true, countries: [...countries] }));

  route(endpoints.states, async () => ({ status: true, states: stateList }));
}
