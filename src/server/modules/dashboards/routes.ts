import type { FastifyInstance } from 'fastify';
import { dashboardEndpoints } from '../../../shared/contract/dashboards';
import { todayIso } from '../../../shared/dates';
import { messages } from '../../../shared/messages';
import type { Deps } from '../../deps';
import { holdsAll } from '../../http/caller';
import { forbidden } from '../../http/errors';
import { endpointRegistrar } from '../../http/route';
import { partyOf } from '../../http/scope';
import { invoiceAnalyticsOf, recentInvoicesOf } from './debtorFigures';
import { analyticsOf, debtConcentration } from './figures';
import { dashboardParties } from './scope';

/** Registers the calls of src/shared/contract/dashboards.ts (docs/decisions/0032). */
export function registerDashboardRoutes(app: FastifyInstance, deps: Deps): void {
  const route = endpointRegistrar(app, deps.authenticate);
  const today = () => todayIso(deps.clock.now());

  route(dashboardEndpoints.fetchAnalytics, async ({ body, caller }) => {
    const parties = await dashboardParties(deps.db, caller, body);
    const period = { from: body.from_date, to: body.to_date };
    return { analytics: await analyticsOf(deps.db, parties, period, today()) };
  });

  route(dashboardEndpoints.fetchDebtConcentration, async ({ body, caller }) => {
    const parties = await dashboardParties(deps.db, caller, body);
    const period = { from: body.from_date, to: body.to_date };
    return { clients: await debtConcentration(deps.db, parties, period, body) };
  });

  route(dashboardEndpoints.fetchInvoiceAnalytics, async ({ body, caller }) => {
    // /debtordashboard lists no rights: a debtor user reads its own; anyone else needs view_dashboard.
    if (partyOf(caller).kind !== 'debtor' && !holdsAll(caller, ['view_dashboard'])) {
      throw forbidden(messages.http.forbidden);
    }
    const parties = await dashboardParties(deps.db, caller, { prospect_id: 0, debtor_id: body.debtor_id });
    const day = today();
    const [analytics, recent] = await Promise.all([
      invoiceAnalyticsOf(deps.db, parties, day),
      recentInvoicesOf(deps.db, parties, day),
    ]);
    return { analytics, recent_invoices: recent };
  });
}
