import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { ReleaseChargeback, ReserveRow } from '../../../shared/contract/reserves';
import { messages } from '../../../shared/messages';
import { toMoneyString } from '../../../shared/money';
import type { Db } from '../../db/client';
import { chargebacks, collectionItems, collections, debtors, invoices } from '../../db/schema';
import type { Caller } from '../../http/caller';
import { badRequest, notFound } from '../../http/errors';
import { reserveScope } from './list';
import { reserveRefusals as R } from './refusals';
import { reserveRowsOf } from './reserveRows';

/**
 * Create RR Batch (spec part 2 §4): the chosen invoices, one client's, each releasable and not yet
 * released, with what the form needs beside them. The release checks all of it again under its locks.
 */

/** The conditions of a chargeback a release may settle: the client's, open, not chosen by a schedule. */
export function chargebackOpenOf(clientId: number) {
  return and(
    eq(chargebacks.prospectId, clientId),
    isNull(chargebacks.deletedAt),
    ne(chargebacks.chargeBackSettled, 1),
    isNull(chargebacks.settledByScheduleId),
    sql`coalesce(${chargebacks.adjustedCb}, ${chargebacks.cb}) > 0`,
  );
}

/** The client's open chargebacks, oldest first. */
export async function openChargebacksOf(db: Db, clientId: number): Promise<ReleaseChargeback[]> {
  const rows = await db
    .select({
      id: chargebacks.id,
      invoiceNo: invoices.invoiceNo,
      debtorName: debtors.legalName,
      chargebackDate: chargebacks.chargebackDate,
      cb: sql<string>`coalesce(${chargebacks.adjustedCb}, ${chargebacks.cb})::text`,
    })
    .from(chargebacks)
    .innerJoin(invoices, eq(invoices.id, chargebacks.invoiceId))
    .innerJoin(debtors, eq(debtors.id, invoices.debtorId))
    .where(chargebackOpenOf(clientId))
    .orderBy(asc(chargebacks.id))
    .limit(1000);
  return rows.map((row) => ({
    id: row.id,
    invoice_no: row.invoiceNo,
    debtor_name: row.debtorName,
    chargeback_date: row.chargebackDate,
    cb: toMoneyString(row.cb),
  }));
}

/** The latest posting date of the collections of these invoices: a release is dated on or after it. */
export async function latestPostingDateOf(db: Db, invoiceIds: readonly number[]): Promise<string | null> {
  if (invoiceIds.length === 0) return null;
  const [row] = await db
    .select({ latest: sql<string | null>`max(${collections.postingDate})::text` })
    .from(collectionItems)
    .innerJoin(collections, eq(collections.id, collectionItems.collectionId))
    .where(inArray(collectionItems.invoiceId, [...invoiceIds]));
  return row?.latest ?? null;
}

/** Why an invoice row cannot be in a batch, or null. */
export function batchRefusalOf(row: ReserveRow): string | null {
  if (row.reserve_release_id !== null) return R.alreadyReleased(row.invoice_no);
  if (!row.releasable) return R.notReleasable(row.invoice_no);
  return null;
}

/** The invoices of a batch, in the caller's scope; 404 for one it may not see, 400 for a mixed or closed batch. */
export async function batchOf(db: Db, caller: Caller, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  const rows = await reserveRowsOf(db, unique, reserveScope(caller));
  if (rows.length !== unique.length) throw notFound(messages.http.notFound);
  const clients = new Set(rows.map((row) => row.prospect_id));
  if (clients.size !== 1) throw badRequest(R.sameClient);
  for (const row of rows) {
    const refusal = batchRefusalOf(row);
    if (refusal) throw badRequest(refusal);
  }
  const first = rows[0]!;
  return {
    batch: rows,
    prospect_id: first.prospect_id,
    client_name: first.client_name,
    latest_posting_date: await latestPostingDateOf(db, unique),
    chargebacks: await openChargebacksOf(db, first.prospect_id),
    wire_fee: first.wire_fee,
    previous_reserves: first.previous_reserves,
  };
}
