import { eq } from 'drizzle-orm';
import { dropdownLabel } from '../../shared/dropdowns';
import { notificationMessages as M } from '../../shared/messages/notifications';
import type { Db } from '../db/client';
import { debtors, prospects } from '../db/schema';
import { clientUsers } from '../modules/invoices/recipients';
import { recordNotifications, type RecordedNotification } from './notify';
import { staffHolding } from './staffRecipients';

/**
 * The notices of the invoice and debtor changes that had none (docs/decisions/0046): recorded in
 * the transaction of the change, rung by the caller after the commit. Recipients are those
 * `notificationKinds` names: the staff holding the area's view right and the client's users,
 * never the user who made the change.
 */

async function clientName(db: Db, prospectId: number): Promise<string> {
  const [row] = await db
    .select({ name: prospects.companyBusinessName })
    .from(prospects)
    .where(eq(prospects.id, prospectId))
    .limit(1);
  return row?.name ?? '';
}

async function debtorName(db: Db, debtorId: number): Promise<string> {
  const [row] = await db
    .select({ name: debtors.legalName })
    .from(debtors)
    .where(eq(debtors.id, debtorId))
    .limit(1);
  return row?.name ?? '';
}

/** invoice_updated: staff holding view_invoices and the client's users. */
export async function invoiceUpdatedNotices(
  tx: Db,
  input: { invoiceId: number; invoiceNo: string; prospectId: number; callerId: string },
): Promise<RecordedNotification[]> {
  return recordNotifications(tx, {
    userIds: [...(await staffHolding(tx, 'view_invoices')), ...(await clientUsers(tx, input.prospectId))],
    type: 'invoice_updated',
    content: M.invoiceUpdatedNote(input.invoiceNo, await clientName(tx, input.prospectId)),
    typeId: input.invoiceId,
    exceptUserId: input.callerId,
    tags: ['Invoice'],
  });
}

/** debtor_created: staff holding view_debtors and the client's users; the target needs the client. */
export async function debtorCreatedNotices(
  tx: Db,
  input: { debtorId: number; prospectId: number; callerId: string },
): Promise<RecordedNotification[]> {
  return recordNotifications(tx, {
    userIds: [...(await staffHolding(tx, 'view_debtors')), ...(await clientUsers(tx, input.prospectId))],
    type: 'debtor_created',
    content: M.debtorCreatedNote(
      await debtorName(tx, input.debtorId),
      await clientName(tx, input.prospectId),
    ),
    typeId: input.debtorId,
    subTypeId: input.prospectId,
    exceptUserId: input.callerId,
    tags: ['Debtor'],
  });
}

/** debtor_status_changed, one per debtor moved: staff holding view_debtors and the client's users. */
export async function debtorStatusNotices(
  tx: Db,
  input: {
    moved: readonly { debtorId: number; prospectId: number }[];
    status: number;
    callerId: string;
  },
): Promise<RecordedNotification[]> {
  const status = dropdownLabel('debtor_status', input.status) ?? String(input.status);
  const staff = await staffHolding(tx, 'view_debtors');
  const bells: RecordedNotification[] = [];
  for (const row of input.moved) {
    bells.push(
      ...(await recordNotifications(tx, {
        userIds: [...staff, ...(await clientUsers(tx, row.prospectId))],
        type: 'debtor_status_changed',
        content: M.debtorStatusNote(
          await debtorName(tx, row.debtorId),
          await clientName(tx, row.prospectId),
          status,
        ),
        typeId: row.debtorId,
        subTypeId: row.prospectId,
        exceptUserId: input.callerId,
        tags: ['Debtor'],
      })),
    );
  }
  return bells;
}
