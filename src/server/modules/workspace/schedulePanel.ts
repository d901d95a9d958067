import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { SchedulePanel } from '../../../shared/contract/workspace';
import { toMoneyString } from '../../../shared/money';
import type { Db } from '../../db/client';
import { invoices, prospects, schedules, users } from '../../db/schema';
import type { Caller } from '../../http/caller';
import { foundOr404, scopeCondition } from '../../http/scope';
import { paymentsOfSchedule } from '../funding/payments';
import { panelInvoiceQuery, toPanelInvoice } from './panelInvoices';
import { stageOf } from './scheduleStage';

/** workspace/schedule_panel: one schedule the caller may see, its live invoices, verification and payments. */
export async function schedulePanel(db: Db, caller: Caller, scheduleId: number): Promise<SchedulePanel> {
  const [row] = await db
    .select({
      schedule: schedules,
      clientName: prospects.companyBusinessName,
      verifierName: sql<string | null>`trim(${users.firstName} || ' ' || ${users.lastName})`,
    })
    .from(schedules)
    .innerJoin(prospects, eq(prospects.id, schedules.prospectId))
    .leftJoin(users, eq(users.id, schedules.verifiedBy))
    .where(and(eq(schedules.id, scheduleId), scopeCondition(caller, { company: schedules.prospectId })))
    .limit(1);
  const { schedule, clientName, verifierName } = foundOr404(row);
  const invoiceRows = await panelInvoiceQuery(db)
    .where(and(eq(invoices.scheduleId, schedule.id), isNull(invoices.deletedAt)))
    .orderBy(asc(invoices.id));
  return {
    id: schedule.id,
    schedule_no: schedule.scheduleNo,
    stage: stageOf(schedule),
    client: { id: schedule.prospectId, name: clientName },
    total_amount: toMoneyString(schedule.totalAmount),
    paid_amount: toMoneyString(schedule.paidAmount),
    remaining_amount: toMoneyString(schedule.remainingAmount),
    schedule_fund_date: schedule.scheduleFundDate,
    created_at: schedule.createdAt.toISOString(),
    verification: schedule.verifiedAt
      ? {
          verified_at: schedule.verifiedAt.toISOString(),
          verified_by: verifierName,
          cb_amount: toMoneyString(schedule.cbAmount),
        }
      : null,
    invoices: invoiceRows.map(toPanelInvoice),
    payments: await paymentsOfSchedule(db, schedule.id),
  };
}
