import { todayIso } from '../../../shared/dates';
import { messages } from '../../../shared/messages';
import type { Db } from '../../db/client';
import type { Caller } from '../../http/caller';
import { renderScheduleOfAssignment } from './schedulePdf';
import { clientOf, invoicesOfSchedule, readSchedule } from './scheduleRecords';

/** Download as PDF: the schedule of assignment of a schedule the caller may see. */
export async function scheduleOfAssignmentPdf(
  db: Db,
  caller: Caller,
  id: number,
  now: Date,
  options: { compress?: boolean } = {},
): Promise<{ fileName: string; data: Buffer }> {
  const schedule = await readSchedule(db, caller, id);
  const client = await clientOf(db, schedule.prospectId);
  const scheduleInvoices = await invoicesOfSchedule(db, schedule.id);
  const data = await renderScheduleOfAssignment(
    {
      clientName: client.name,
      scheduleNo: schedule.scheduleNo,
      date: todayIso(now),
      assignee: messages.mail.signature,
      invoices: scheduleInvoices.map((invoice) => ({
        debtor: invoice.legalName,
        invoiceNo: invoice.invoiceNo,
        invoiceDate: invoice.invoiceDate,
        dueDate: invoice.invoiceDueDate,
        amount: invoice.invoiceAmount,
        advance: invoice.advanceAmount,
      })),
    },
    options,
  );
  return { fileName: `schedule-${schedule.scheduleNo}.pdf`, data };
}
