import { and, eq, isNull, notInArray, sql } from 'drizzle-orm';
import { messages } from '../../../shared/messages';
import { compareMoney, type MoneyInput } from '../../../shared/money';
import { repeatedInvoiceRows } from '../../../shared/validation/scheduleForm';
import type { Db, Tx } from '../../db/client';
import { debtorContacts, invoices } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import { debtorCreditOf, lockDebtorCredit, type DebtorCredit } from '../credit/debtorCredit';

/** The rules every saved invoice keeps, whichever form saves it (invoice form, schedule rows, moves). */

/** 400 unless every chosen e-mail is one of the debtor's contacts. */
export async function requireKnownContacts(
  db: Db,
  debtorId: number,
  emails: readonly string[],
): Promise<void> {
  if (emails.length === 0) return;
  const rows = await db
    .select({ email: sql<string>`lower(${debtorContacts.email})` })
    .from(debtorContacts)
    .where(eq(debtorContacts.debtorId, debtorId));
  const known = new Set(rows.map((row) => row.email));
  if (emails.some((email) => !known.has(email.toLowerCase()))) {
    throw badRequest(messages.invoice.screens.contactUnknown);
  }
}

/** The live invoices of a schedule, other than the named ones. */
function liveInSchedule(scheduleId: number, except: readonly number[]) {
  return and(
    eq(invoices.scheduleId, scheduleId),
    isNull(invoices.deletedAt),
    except.length > 0 ? notInArray(invoices.id, [...except]) : undefined,
  );
}

/** The invoice numbers a schedule holds now, other than the named invoices. */
export async function scheduleNumbers(
  db: Db,
  scheduleId: number,
  except: readonly number[] = [],
): Promise<string[]> {
  const rows = await db
    .select({ invoiceNo: invoices.invoiceNo })
    .from(invoices)
    .where(liveInSchedule(scheduleId, except));
  return rows.map((row) => row.invoiceNo);
}

/** 409 when the numbers repeat one another or one the schedule already holds, on the part before a dash. */
export function requireDistinctInSchedule(numbers: readonly string[], held: readonly string[]): void {
  if (repeatedInvoiceRows(numbers, held).length > 0) throw conflict(messages.schedule.invoiceUnique);
}

/** The live invoices a schedule holds. */
export async function scheduleInvoiceCount(
  db: Db,
  scheduleId: number,
  except: readonly number[] = [],
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(invoices)
    .where(liveInSchedule(scheduleId, except));
  return row?.count ?? 0;
}

/** A debtor's credit before a save and the room the save has (without the invoices it replaces). */
export interface CreditHold {
  before: DebtorCredit;
  room: DebtorCredit;
}

/**
 * Locks the client–debtor pair for the rest of the transaction, then checks that `asked` fits its
 * available credit once the invoices being replaced are left out; a second save racing for the
 * same headroom waits for the lock and then sees this one's invoices.
 */
export async function holdCredit(
  tx: Tx,
  prospectId: number,
  debtorId: number,
  asked: MoneyInput,
  replaced: readonly number[],
  refusal: (room: DebtorCredit) => string,
): Promise<CreditHold> {
  await lockDebtorCredit(tx, prospectId, debtorId);
  const before = await debtorCreditOf(tx, prospectId, debtorId);
  const room = await debtorCreditOf(tx, prospectId, debtorId, replaced);
  if (!before || !room) throw notFound(messages.http.notFound);
  if (compareMoney(asked, room.available) > 0) throw conflict(refusal(room));
  return { before, room };
}
