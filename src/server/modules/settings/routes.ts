import type { FastifyInstance } from 'fastify';
import { settingsEndpoints as endpoints } from '../../../shared/contract/settings';
import { messages } from '../../../shared/messages';
import type { Deps } from '../../deps';
import { endpointRegistrar } from '../../http/route';
import { publicSettings, writeSetting } from './service';

export function registerSettingsRoutes(app: FastifyInstance, deps: Deps): void {
  const route = endpointRegistrar(app, deps.authenticate);

  route(endpoints.publicSettings, async () => ({ status: true, ...(await publicSettings(deps)) }));

  route(endpoints.saveInputGuards, async ({ body }) => {
    await writeSetting(deps, 'input_guards', body.input_guards);
    return { status: true, message: messages.crud.updated('Settings').message };
  });
}
