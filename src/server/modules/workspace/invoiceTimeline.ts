import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Payment } from '../../../shared/contract/funding';
import type { InvoiceEvent } from '../../../shared/contract/workspace';
import { toMoneyString } from '../../../shared/money';
import type { Db } from '../../db/client';
import { idsOf } from '../../db/idsOf';
import type { invoices } from '../../db/schema';
import { chargebacks, schedulePayments, users } from '../../db/schema';

type InvoiceRecord = typeof invoices.$inferSelect;

/** The names of the users who did something, by id. */
async function namesOf(db: Db, ids: readonly (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id) => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})` })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * What happened to an invoice, oldest first, read only from what the database records: its
 * creation, the verification mark it carries, the payments that bought it and their reversals, its
 * funding date, its chargebacks and its deletion. Edits, status decisions and moves between
 * schedules keep no history of their own, so they are not told.
 */
export async function invoiceTimeline(
  db: Db,
  invoice: InvoiceRecord,
  payments: readonly Payment[],
): Promise<InvoiceEvent[]> {
  const charged = await db
    .select({ at: chargebacks.createdAt, cb: chargebacks.cb })
    .from(chargebacks)
    .where(eq(chargebacks.invoiceId, invoice.id))
    .orderBy(asc(chargebacks.createdAt));
  const payers = payments.length
    ? await db
        .select({ id: schedulePayments.id, createdBy: schedulePayments.createdBy })
        .from(schedulePayments)
        .where(inArray(schedulePayments.id, idsOf(payments)))
    : [];
  const payerOf = new Map(payers.map((row) => [row.id, row.createdBy]));
  const names = await namesOf(db, [invoice.createdBy, ...payerOf.values()]);
  const nameOf = (id: string | null | undefined) => (id ? (names.get(id) ?? null) : null);

  const events: InvoiceEvent[] = [
    { kind: 'created', at: invoice.createdAt.toISOString(), by: nameOf(invoice.createdBy), amount: null },
  ];
  if (invoice.verifiedAt) {
    events.push({ kind: 'verified', at: invoice.verifiedAt.toISOString(), by: null, amount: null });
  }
  for (const payment of payments) {
    events.push({
      kind: 'paid',
      at: payment.created_at,
      by: nameOf(payerOf.get(payment.id)),
      amount: payment.amount,
    });
    if (payment.reversed_at) {
      events.push({ kind: 'payment_reversed', at: payment.reversed_at, by: null, amount: payment.amount });
    }
  }
  for (const chargeback of charged) {
    events.push({
      kind: 'charged_back',
      at: chargeback.at.toISOString(),
      by: null,
      amount: toMoneyString(chargeback.cb),
    });
  }
  if (invoice.deletedAt) {
    events.push({ kind: 'deleted', at: invoice.deletedAt.toISOString(), by: null, amount: null });
  }
  events.sort((a, b) => a.at.localeCompare(b.at));
  // The funding date is the business date the first payment gave, not when it was recorded: it is
  // told right after the payment that set it.
  if (invoice.fundingDate) {
    const firstPaid = events.findIndex((event) => event.kind === 'paid');
    const funded: InvoiceEvent = { kind: 'funded', at: invoice.fundingDate, by: null, amount: null };
    events.splice(firstPaid === -1 ? events.length : firstPaid + 1, 0, funded);
  }
  return events;
}
