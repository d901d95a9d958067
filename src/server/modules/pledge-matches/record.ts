import { and, asc, eq, inArray, isNull, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { invoices, pledgeMatches } from '../../db/schema';
import type { PledgeMatchReason } from '../../../shared/contract/pledgeMatches';

/**
 * The double-pledge check (docs/decisions/0028-cash-comes-back.md): when an invoice is saved, the
 * live invoices of the same debtor (of another client, or of the same client on another schedule)
 * with the same number before a dash, or the same amount and invoice date, are recorded as its
 * matches, in both directions.
 */

/**
 * Holds the debtors' check for the rest of the transaction, in debtor order: two saves of one
 * debtor's invoices record their matches one after the other, so the second sees the first's
 * invoice (each looks after its own write, under the lock) and neither misses the other.
 *
 * A save that locks invoice rows first takes this before them: recording a match takes a key-share
 * lock on the other invoice, and two saves holding each other's invoices would otherwise wait on
 * each other in a circle.
 */
export async function holdPledgeCheck(tx: Tx, debtorIds: readonly number[]): Promise<void> {
  for (const debtorId of [...new Set(debtorIds)].sort((a, b) => a - b)) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`pledge:debtor:${debtorId}`}, 0))`);
  }
}

/** The part of an invoice number the check compares: before the first dash ('123-1' is 123). */
const numberBase = (invoiceNo: SQL | typeof invoices.invoiceNo) => sql`split_part(${invoiceNo}, '-', 1)`;

interface Checked {
  id: number;
  prospectId: number;
  debtorId: number;
  scheduleId: number | null;
  invoiceNo: string;
  invoiceAmount: string;
  invoiceDate: string;
  deletedAt: Date | null;
}

interface Found {
  matchedId: number;
  reason: PledgeMatchReason;
}

/**
 * The other live invoices an invoice matches now. The lookup reads the two indexes made for it
 * (invoices_debtor_number_idx, invoices_debtor_amount_date_idx): the same debtor, live, and the
 * number's base or the amount and date, with the indexes' own expressions.
 */
async function matchesOf(tx: Tx, invoice: Checked): Promise<Found[]> {
  const sameNumber = sql`${numberBase(invoices.invoiceNo)} = ${numberBase(sql`${invoice.invoiceNo}::text`)}`;
  const sameAmountAndDate = and(
    eq(invoices.invoiceAmount, invoice.invoiceAmount),
    eq(invoices.invoiceDate, invoice.invoiceDate),
  );
  // The same client's invoices on this very schedule are one batch the client sent once: not a pledge
  // twice (0028). A loose invoice is on no schedule, so a loose twin of the same client still matches.
  const notSameBatch =
    invoice.scheduleId === null
      ? undefined
      : or(
          ne(invoices.prospectId, invoice.prospectId),
          sql`${invoices.scheduleId} is distinct from ${invoice.scheduleId}`,
        );
  const rows = await tx
    .select({
      matchedId: invoices.id,
      reason: sql<PledgeMatchReason>`case when ${sameNumber} then 'number' else 'amount_and_date' end`,
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.debtorId, invoice.debtorId),
        isNull(invoices.deletedAt),
        ne(invoices.id, invoice.id),
        or(sameNumber, sameAmountAndDate),
        notSameBatch,
      ),
    )
    .orderBy(asc(invoices.id));
  return rows;
}

/**
 * Records the invoices' matches as they stand now, in the transaction of the save that changed
 * them: for each invoice, the pairs it no longer forms go (cleared or not), the pairs it forms are
 * written both ways. A pair already cleared for the same reason stays cleared, so an edit that
 * leaves the match as it was does not undo the review; a pair matching for a new reason is reviewed
 * again. A deleted invoice matches nothing. The unique pair index keeps one row per direction
 * whatever runs at the same time.
 */
export async function recordPledgeMatches(tx: Tx, invoiceIds: readonly number[]): Promise<void> {
  const ids = [...new Set(invoiceIds)].sort((a, b) => a - b);
  if (ids.length === 0) return;
  const checked: Checked[] = await tx
    .select({
      id: invoices.id,
      prospectId: invoices.prospectId,
      debtorId: invoices.debtorId,
      scheduleId: invoices.scheduleId,
      invoiceNo: invoices.invoiceNo,
      invoiceAmount: invoices.invoiceAmount,
      invoiceDate: invoices.invoiceDate,
      deletedAt: invoices.deletedAt,
    })
    .from(invoices)
    .where(inArray(invoices.id, ids))
    .orderBy(asc(invoices.id));
  await holdPledgeCheck(
    tx,
    checked.map((invoice) => invoice.debtorId),
  );
  for (const invoice of checked) {
    const found = invoice.deletedAt === null ? await matchesOf(tx, invoice) : [];
    await replaceMatches(tx, invoice.id, found);
  }
}

async function replaceMatches(tx: Tx, invoiceId: number, found: readonly Found[]): Promise<void> {
  const others = found.map((match) => match.matchedId);
  const gone = (mine: typeof pledgeMatches.invoiceId, theirs: typeof pledgeMatches.invoiceId) =>
    and(eq(mine, invoiceId), others.length === 0 ? undefined : notInArray(theirs, others));
  await tx
    .delete(pledgeMatches)
    .where(
      or(
        gone(pledgeMatches.invoiceId, pledgeMatches.matchedInvoiceId),
        gone(pledgeMatches.matchedInvoiceId, pledgeMatches.invoiceId),
      ),
    );
  if (found.length === 0) return;
  const rows = found
    .flatMap(({ matchedId, reason }) => [
      { invoiceId, matchedInvoiceId: matchedId, reason },
      { invoiceId: matchedId, matchedInvoiceId: invoiceId, reason },
    ])
    // One order for every writer, so two saves never wait on each other's rows in a circle.
    .sort((a, b) => a.invoiceId - b.invoiceId || a.matchedInvoiceId - b.matchedInvoiceId);
  await tx
    .insert(pledgeMatches)
    .values(rows)
    .onConflictDoUpdate({
      target: [pledgeMatches.invoiceId, pledgeMatches.matchedInvoiceId],
      set: { reason: sql`excluded.reason`, clearedAt: null, clearedBy: null },
      setWhere: sql`${pledgeMatches.reason} <> excluded.reason`,
    });
}

/** holdPledgeCheck for the debtors of these invoices (an invoice's debtor never changes once saved). */
export async function holdPledgeCheckOf(tx: Tx, invoiceIds: readonly number[]): Promise<void> {
  if (invoiceIds.length === 0) return;
  const rows = await tx
    .selectDistinct({ debtorId: invoices.debtorId })
    .from(invoices)
    .where(inArray(invoices.id, [...new Set(invoiceIds)]));
  await holdPledgeCheck(
    tx,
    rows.map((row) => row.debtorId),
  );
}
