import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PledgeMatch } from '../../../shared/contract/pledgeMatches';
import { messages } from '../../../shared/messages';
import type { Db } from '../../db/client';
import { invoices, pledgeMatches, prospects, schedules, users } from '../../db/schema';
import type { Caller } from '../../http/caller';
import { conflict, notFound } from '../../http/errors';
import { partyOf } from '../../http/scope';
import { holdPledgeCheckOf } from './record';

/**
 * What staff read and do with the matches. A match names another client's invoice, so only staff
 * reach them: a client, debtor or broker user is answered as if there were nothing there (404),
 * whatever rights its role was given.
 */
export function requireStaff(caller: Caller): void {
  if (partyOf(caller).kind !== 'staff') throw notFound(messages.http.notFound);
}

const matched = alias(invoices, 'matched');

/** invoice/pledge_matches: the invoice's matches with the other invoice as it stands now; 404 for an unknown invoice. */
export async function matchesOfInvoice(db: Db, caller: Caller, invoiceId: number): Promise<PledgeMatch[]> {
  requireStaff(caller);
  const [invoice] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.id, invoiceId))
    .limit(1);
  if (!invoice) throw notFound(messages.http.notFound);
  const rows = await db
    .select({
      id: pledgeMatches.id,
      invoice_id: pledgeMatches.invoiceId,
      matched_invoice_id: pledgeMatches.matchedInvoiceId,
      invoice_no: matched.invoiceNo,
      prospect_id: matched.prospectId,
      company_business_name: prospects.companyBusinessName,
      invoice_amount: matched.invoiceAmount,
      invoice_date: matched.invoiceDate,
      schedule_id: matched.scheduleId,
      schedule_no: schedules.scheduleNo,
      fundingDate: matched.fundingDate,
      reason: pledgeMatches.reason,
      clearedAt: pledgeMatches.clearedAt,
      clearedBy: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
    })
    .from(pledgeMatches)
    .innerJoin(matched, and(eq(matched.id, pledgeMatches.matchedInvoiceId), isNull(matched.deletedAt)))
    .innerJoin(prospects, eq(prospects.id, matched.prospectId))
    .leftJoin(schedules, eq(schedules.id, matched.scheduleId))
    .leftJoin(users, eq(users.id, pledgeMatches.clearedBy))
    .where(eq(pledgeMatches.invoiceId, invoiceId))
    .orderBy(asc(pledgeMatches.matchedInvoiceId));
  return rows.map(({ fundingDate, clearedAt, clearedBy, reason, ...row }) => ({
    ...row,
    is_funding: fundingDate !== null,
    reason: reason === 'number' ? 'number' : 'amount_and_date',
    cleared_at: clearedAt?.toISOString() ?? null,
    cleared_by: clearedAt === null ? null : clearedBy,
  }));
}

/**
 * invoice/pledge_matches/clear: staff looked and found no double pledge. Each named match and its
 * other direction (the same pair, seen from the other invoice) are marked with who and when; a
 * match cleared already keeps its first review. 404 when a match does not exist.
 */
export async function clearMatches(db: Db, caller: Caller, ids: readonly number[], now: Date): Promise<void> {
  requireStaff(caller);
  const wanted = [...new Set(ids)];
  await db.transaction(async (tx) => {
    const named = await tx
      .select({ invoiceId: pledgeMatches.invoiceId, matchedInvoiceId: pledgeMatches.matchedInvoiceId })
      .from(pledgeMatches)
      .where(inArray(pledgeMatches.id, wanted));
    if (named.length !== wanted.length) throw notFound(messages.http.notFound);
    // One writer of a debtor's matches at a time: a save recording them again waits, or is waited for.
    await holdPledgeCheckOf(
      tx,
      named.map((pair) => pair.invoiceId),
    );
    // A save may have recorded the matches again between the read and the hold: clear only what is
    // still there, or say the panel is out of date.
    const still = await tx
      .select({ id: pledgeMatches.id })
      .from(pledgeMatches)
      .where(inArray(pledgeMatches.id, wanted));
    if (still.length !== wanted.length) throw conflict(messages.pledgeMatch.changed);
    const pairs = named.flatMap((pair) => [
      and(
        eq(pledgeMatches.invoiceId, pair.invoiceId),
        eq(pledgeMatches.matchedInvoiceId, pair.matchedInvoiceId),
      ),
      and(
        eq(pledgeMatches.invoiceId, pair.matchedInvoiceId),
        eq(pledgeMatches.matchedInvoiceId, pair.invoiceId),
      ),
    ]);
    await tx
      .update(pledgeMatches)
      .set({ clearedAt: now, clearedBy: caller.userId })
      .where(and(or(...pairs), isNull(pledgeMatches.clearedAt)));
  });
}

/**
 * The numbers of the invoices (of those named) that still have a match no one has cleared with
 * another live invoice: what stops their schedule's verification.
 */
export async function unreviewedInvoiceNumbers(db: Db, invoiceIds: readonly number[]): Promise<string[]> {
  if (invoiceIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: invoices.id, invoiceNo: invoices.invoiceNo })
    .from(pledgeMatches)
    .innerJoin(invoices, eq(invoices.id, pledgeMatches.invoiceId))
    .innerJoin(matched, and(eq(matched.id, pledgeMatches.matchedInvoiceId), isNull(matched.deletedAt)))
    .where(
      and(
        inArray(pledgeMatches.invoiceId, [...invoiceIds]),
        isNull(pledgeMatches.clearedAt),
        isNull(invoices.deletedAt),
      ),
    )
    .orderBy(asc(invoices.id));
  return rows.map((row) => row.invoiceNo);
}
