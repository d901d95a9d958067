import type { FastifyInstance } from 'fastify';
import { settingsTilesEndpoints as endpoints } from '../../../shared/contract/settingsTiles';
import { settingsTilesMessages as M } from '../../../shared/messages/settingsTiles';
import type { Deps } from '../../deps';
import { endpointRegistrar } from '../../http/route';
import { debtorScores } from '../debtor-scoring/service';
import { partyOf } from '../../http/scope';
import { forbidden } from '../../http/errors';
import { messages } from '../../../shared/messages';
import { readSetting, writeSetting } from './service';

/** The settings tiles' stored settings (docs/decisions/0038 to 0043); rights checked by the contract. */
export function registerSettingsTilesRoutes(app: FastifyInstance, deps: Deps): void {
  const route = endpointRegistrar(app, deps.authenticate);

  route(endpoints.flagAlerts, async () => ({
    status: true,
    flag_alerts: await readSetting(deps.db, 'flag_alerts'),
  }));
  route(endpoints.saveFlagAlerts, async ({ body }) => {
    await writeSetting(deps, 'flag_alerts', body.flag_alerts);
    return { status: true, message: M.saved(M.flagAlerts.title) };
  });

  route(endpoints.currency, async () => ({ status: true, currency: await readSetting(deps.db, 'currency') }));
  route(endpoints.saveCurrency, async ({ body }) => {
    await writeSetting(deps, 'currency', body.currency);
    return { status: true, message: M.saved(M.currency.title) };
  });

  route(endpoints.fieldSettings, async () => ({
    status: true,
    fields: await readSetting(deps.db, 'field_settings'),
  }));
  route(endpoints.saveFieldSettings, async ({ body }) => {
    // One entry per field, whatever order or repeats the browser sent.
    await writeSetting(deps, 'field_settings', { hidden: [...new Set(body.fields.hidden)].sort() });
    return { status: true, message: M.saved(M.fields.title) };
  });

  route(endpoints.scoringWeights, async () => ({
    status: true,
    weights: await readSetting(deps.db, 'scoring_weights'),
  }));
  route(endpoints.saveScoringWeights, async ({ body }) => {
    await writeSetting(deps, 'scoring_weights', body.weights);
    return { status: true, message: M.saved(M.scoring.title) };
  });

  // Staff only: a debtor's standing across every client is no client's business.
  route(endpoints.debtorScores, async ({ caller }) => {
    if (partyOf(caller).kind !== 'staff') throw forbidden(messages.http.forbidden);
    return { status: true, scores: await debtorScores(deps.db) };
  });
}
