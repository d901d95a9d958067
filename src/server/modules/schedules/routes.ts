import type { FastifyInstance } from 'fastify';
import { invoiceEndpoints } from '../../../shared/contract/invoices';
import { scheduleEndpoints as endpoints } from '../../../shared/contract/schedules';
import type { Deps } from '../../deps';
import { endpointRegistrar } from '../../http/route';
import { visibleClient } from '../invoices/access';
import { scheduleDetails } from './details';
import { moveToSchedule, schedulesOfClient } from './moveInvoices';
import { listSchedules } from './queries';
import { nextScheduleNumber } from './records';
import { removeScheduleInvoices } from './removeInvoices';
import { saveSchedule } from './save';

/** Registers the calls of src/shared/contract/schedules.ts and the invoices' Move To Schedule. */
export function registerScheduleRoutes(app: FastifyInstance, deps: Deps): void {
  const route = endpointRegistrar(app, deps.authenticate);

  route(endpoints.fetch, async ({ body, caller }) => ({
    schedules: await listSchedules(deps.db, caller, body),
  }));

  route(endpoints.nextNumber, async ({ body, caller }) => {
    const client = await visibleClient(deps.db, caller, body.prospect_id);
    return { schedule_no: await nextScheduleNumber(deps.db, client.id) };
  });

  route(endpoints.details, async ({ body, caller }) => ({
    schedule: await scheduleDetails(deps.db, caller, body.id),
  }));

  route(endpoints.save, async ({ body, caller }) => saveSchedule(deps, caller, body));

  route(endpoints.deleteInvoices, async ({ body, caller }) => ({
    message: await removeScheduleInvoices(deps, caller, body.schedule_id, body.id),
  }));

  route(invoiceEndpoints.moveToSchedule, async ({ body, caller }) => moveToSchedule(deps, caller, body));

  route(invoiceEndpoints.clientSchedules, async ({ body, caller }) => ({
    invoices: await schedulesOfClient(deps.db, caller, body.prospect_id),
  }));
}
