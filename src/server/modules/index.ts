import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';
import { registerSessionRoutes } from './session/routes';
import { registerPasswordRoutes } from './password/routes';
import { registerUserRoutes } from './users/routes';
import { registerRoleRoutes } from './roles/routes';
import { registerProfileRoutes } from './profile/routes';
import { registerLookupRoutes } from './lookups/routes';
import { registerNotificationRoutes } from './notifications/routes';
import { registerSettingsRoutes } from './settings/routes';
import { registerOutboxRoutes } from './outbox/routes';
import { registerProspectRoutes } from './prospects/routes';
import { registerDropdownRoutes } from './dropdowns/routes';
import { registerBrokerRoutes } from './brokers/routes';
import { registerProspectDocumentRoutes } from './prospect-documents/routes';
import { registerProspectManagementRoutes } from './prospect-management/routes';
import { registerDebtorRoutes } from './debtors/routes';
import { registerInvoiceRoutes } from './invoices/routes';
import { registerScheduleRoutes } from './schedules/routes';
import { registerFundingRoutes } from './funding/routes';
import { registerWorkspaceRoutes } from './workspace/routes';
import { registerClientRoutes } from './clients/routes';

/** Every area's routes; each registers exactly the endpoints its contract file declares. */
export function registerModules(app: FastifyInstance, deps: Deps): void {
  registerSessionRoutes(app, deps);
  registerPasswordRoutes(app, deps);
  registerUserRoutes(app, deps);
  registerRoleRoutes(app, deps);
  registerProfileRoutes(app, deps);
  registerLookupRoutes(app, deps);
  registerNotificationRoutes(app, deps);
  registerSettingsRoutes(app, deps);
  registerOutboxRoutes(app, deps);
  registerProspectRoutes(app, deps);
  registerDropdownRoutes(app, deps);
  registerBrokerRoutes(app, deps);
  registerProspectDocumentRoutes(app, deps);
  registerProspectManagementRoutes(app, deps);
  registerDebtorRoutes(app, deps);
  registerInvoiceRoutes(app, deps);
  registerScheduleRoutes(app, deps);
  registerFundingRoutes(app, deps);
  registerWorkspaceRoutes(app, deps);
  registerClientRoutes(app, deps);
}
