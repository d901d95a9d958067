import type { FastifyInstance } from 'fastify';
import { workspaceEndpoints as endpoints } from '../../../shared/contract/workspace';
import type { Deps } from '../../deps';
import { endpointRegistrar } from '../../http/route';
import { searchPalette } from './commandPalette';
import { debtorPanel } from './debtorPanel';
import { invoicePanel } from './invoicePanel';
import { schedulePanel } from './schedulePanel';

/** Registers the calls of src/shared/contract/workspace.ts. */
export function registerWorkspaceRoutes(app: FastifyInstance, deps: Deps): void {
  const route = endpointRegistrar(app, deps.authenticate);

  route(endpoints.invoicePanel, async ({ body, caller }) => invoicePanel(deps.db, caller, body.invoice_id));

  route(endpoints.schedulePanel, async ({ body, caller }) => ({
    schedule: await schedulePanel(deps.db, caller, body.schedule_id),
  }));

  route(endpoints.debtorPanel, async ({ body, caller }) => ({
    debtor: await debtorPanel(deps.db, caller, body.debtor_id),
  }));

  route(endpoints.commandPalette, async ({ body, caller }) => ({
    results: await searchPalette(deps.db, caller, body.search_text),
  }));
}
