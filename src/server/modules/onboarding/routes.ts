import type { FastifyInstance } from 'fastify';
import { onboardingEndpoints as endpoints } from '../../../shared/contract/onboarding';
import type { Deps } from '../../deps';
import { endpointRegistrar } from '../../http/route';
import { fetchOnboarding, fetchPublicOnboarding } from './service';

/** The onboarding tracker's calls: staff and client users by id, the applicant by draft token. */
export function registerOnboardingRoutes(app: FastifyInstance, deps: Deps): void {
  const route = endpointRegistrar(app, deps.authenticate);

  route(endpoints.fetchOnboarding, async ({ body, caller }) => ({
    steps: await fetchOnboarding(deps, caller, body.prospect_id),
  }));

  route(endpoints.fetchPublicOnboarding, async ({ body }) => ({
    steps: await fetchPublicOnboarding(deps, body.id),
  }));
}
