import type { FastifyInstance } from 'fastify';
import { brokerEndpoints as endpoints } from '../../../shared/contract/brokers';
import type { Deps } from '../../deps';
import { withStatus } from '../../http/statusAnswer';
import { endpointRegistrar } from '../../http/route';
import { inviteBroker, inviteClient } from './invites';
import {
  brokerDetails,
  fetchBrokers,
  fetchReferralCode,
  saveBroker,
  sendAgreement,
  signupBroker,
} from './service';
import { changeBrokerStatus } from './status';

/** The broker calls (spec part 1 §7, Brokers); rights per §6 are declared in the contract. */
export function registerBrokerRoutes(app: FastifyInstance, deps: Deps): void {
  const route = endpointRegistrar(app, deps.authenticate);

  route(endpoints.save, async ({ body, caller }) => withStatus(saveBroker(deps, caller, body)));

  route(endpoints.signup, async ({ body }) => withStatus(signupBroker(deps, body)));

  route(endpoints.fetch, async ({ body, caller }) => ({
    status: true,
    brokers: await fetchBrokers(deps, caller, body),
  }));

  route(endpoints.details, async ({ body, caller }) => ({
    status: true,
    brokers: await brokerDetails(deps, caller, body.id),
  }));

  route(endpoints.changeStatus, async ({ body, caller }) =>
    withStatus(changeBrokerStatus(deps, caller, body.ids, body.status)),
  );

  route(endpoints.sendAgreement, async ({ body, caller }) => withStatus(sendAgreement(deps, caller, body)));

  route(endpoints.invite, async ({ body }) => withStatus(inviteBroker(deps, body.id, 'invite')));

  route(endpoints.resendInvite, async ({ body }) => withStatus(inviteBroker(deps, body.id, 'resend')));

  route(endpoints.fetchReferralCode, async ({ body }) => withStatus(fetchReferralCode(deps, body.code)));

  route(endpoints.inviteClient, async ({ body, caller }) =>
    withStatus(inviteClient(deps, caller, body.email)),
  );
}
