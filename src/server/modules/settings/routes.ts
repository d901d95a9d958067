import type { FastifyInstance } from 'fastify';
import { settingsEndpoints as endpoints } from '../../../shared/contract/settings';
import { messages } from '../../../shared/messages';
import type { Deps } from '../../deps';
import { endpointRegistrar } from '../../http/route';
import { approvalMessages } from '../../../shared/contract/approvals';
import { forbidden } from '../../http/errors';
import { partyOf } from '../../http/scope';
import { publicSettings, readSetting, writeSetting } from './service';

export function registerSettingsRoutes(app: FastifyInstance, deps: Deps): void {
  const route = endpointRegistrar(app, deps.authenticate);

  route(endpoints.publicSettings, async () => ({ status: true, ...(await publicSettings(deps)) }));

  route(endpoints.saveInputGuards, async ({ body }) => {
    await writeSetting(deps, 'input_guards', body.input_guards);
    return { status: true, message: messages.crud.updated('Settings').message };
  });

  // Staff only: the threshold says how much moves without a second look, no client's business.
  route(endpoints.approvalThreshold, async ({ caller }) => {
    if (partyOf(caller).kind !== 'staff') throw forbidden(messages.http.forbidden);
    return { approval_threshold: await readSetting(deps.db, 'approval_threshold') };
  });

  route(endpoints.saveApprovalThreshold, async ({ body, caller }) => {
    if (partyOf(caller).kind !== 'staff') throw forbidden(messages.http.forbidden);
    await writeSetting(deps, 'approval_threshold', body.approval_threshold);
    return { message: approvalMessages.thresholdSaved };
  });
}
