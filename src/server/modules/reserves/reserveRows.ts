import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ReserveRow } from '../../../shared/contract/reserves';
import { compareMoney, subtractMoney, toMoneyString } from '../../../shared/money';
import { heldReserveOf, isReserveReleasable } from '../../../shared/reserveRelease';
import type { Db } from '../../db/client';
import {
  collectionItems,
  debtors,
  invoices,
  prospects,
  reserveReleaseInvoices,
  reserveReleases,
} from '../../db/schema';
import { previousReservesOf } from './books';
import { releaseTermsOf } from './termsOfClients';

/*
 * A funded invoice as the reserves cards and Create RR Batch show it (spec part 2 §3, Reserve row):
 * the columns read, the joins, and the row built with the client's wire fee and previous reserves.
 */

export const reserveColumns = {
  id: invoices.id,
  prospectId: invoices.prospectId,
  invoiceNo: invoices.invoiceNo,
  clientName: prospects.companyBusinessName,
  debtorName: debtors.legalName,
  fundingDate: invoices.fundingDate,
  invoiceAmount: invoices.invoiceAmount,
  advanceAmount: invoices.advanceAmount,
  discountFeeAmount: invoices.discountFeeAmount,
  collectedAmount: invoices.collectedAmount,
  chargebackAmount: invoices.chargebackAmount,
  escrowAmount: invoices.escrowAmount,
  escrowReleasedAmount: invoices.escrowReleasedAmount,
  reserveReleaseId: invoices.reserveReleaseId,
  releasedReserve: reserveReleaseInvoices.reserveAmount,
  releaseDate: reserveReleases.reserveReleaseDate,
  feeDays: sql<
    number | null
  >`(select max(${collectionItems.feeDays}) from ${collectionItems} where ${collectionItems.invoiceId} = ${invoices.id})`,
  deletedAt: invoices.deletedAt,
  terminatedAt: prospects.terminatedAt,
};

export type ReserveSelected = {
  id: number;
  prospectId: number;
  invoiceNo: string;
  clientName: string;
  debtorName: string;
  fundingDate: string | null;
  invoiceAmount: string;
  advanceAmount: string;
  discountFeeAmount: string;
  collectedAmount: string;
  chargebackAmount: string;
  escrowAmount: string;
  escrowReleasedAmount: string;
  reserveReleaseId: number | null;
  releasedReserve: string | null;
  releaseDate: string | null;
  feeDays: number | null;
  deletedAt: Date | null;
  terminatedAt: Date | null;
};

/** Invoices with their client, debtor and the release that paid their reserve, if any. */
export function reserveRowsWith<S extends Record<string, unknown>>(db: Db, selection: S) {
  return db
    .select(selection as never)
    .from(invoices)
    .innerJoin(prospects, eq(prospects.id, invoices.prospectId))
    .innerJoin(debtors, eq(debtors.id, invoices.debtorId))
    .leftJoin(reserveReleaseInvoices, eq(reserveReleaseInvoices.invoiceId, invoices.id))
    .leftJoin(reserveReleases, eq(reserveReleases.id, reserveReleaseInvoices.releaseId))
    .$dynamic();
}

/** The selected invoices as rows, each with its client's wire fee and previous reserves. */
export async function toReserveRows(db: Db, selected: readonly ReserveSelected[]): Promise<ReserveRow[]> {
  const clientIds = [...new Set(selected.map((row) => row.prospectId))];
  const terms = await releaseTermsOf(db, clientIds);
  const previous = await previousReservesOf(db, clientIds);
  return selected.map((row) => {
    const released = row.reserveReleaseId !== null;
    const held = heldReserveOf(row);
    const releasable = !released && row.deletedAt === null && isReserveReleasable(row);
    const available = subtractMoney(row.escrowAmount, row.escrowReleasedAmount);
    return {
      id: row.id,
      prospect_id: row.prospectId,
      invoice_no: row.invoiceNo,
      client_name: row.clientName,
      debtor_name: row.debtorName,
      funding_date: row.fundingDate,
      invoice_amount: toMoneyString(row.invoiceAmount),
      advance_amount: toMoneyString(row.advanceAmount),
      discount_fee_amount: toMoneyString(row.discountFeeAmount),
      reserved_amount: released ? '0.00' : held,
      open_balance: toMoneyString(
        subtractMoney(subtractMoney(row.invoiceAmount, row.collectedAmount), row.chargebackAmount),
      ),
      releasable,
      escrow_reserves: toMoneyString(row.escrowAmount),
      available_escrow_reserves: toMoneyString(compareMoney(available, '0') < 0 ? '0' : available),
      wire_fee: terms.get(row.prospectId)?.wireFee ?? '0.00',
      previous_reserves: previous.get(row.prospectId) ?? '0.00',
      reserve_released_amount: row.releasedReserve === null ? null : toMoneyString(row.releasedReserve),
      reserve_release_date: row.releaseDate,
      reserve_release_id: row.reserveReleaseId,
      fee_days: row.feeDays === null ? null : Number(row.feeDays),
      tax_per_day: terms.get(row.prospectId)?.taxPerDay ?? null,
      release_amount: releasable ? held : '0.00',
      deleted: row.deletedAt !== null,
      is_terminated: row.terminatedAt !== null,
    };
  });
}

/** The invoices named, in id order. */
export async function reserveRowsOf(db: Db, ids: readonly number[], extra?: SQL): Promise<ReserveRow[]> {
  if (ids.length === 0) return [];
  const rows = await reserveRowsWith(db, reserveColumns)
    .where(and(inArray(invoices.id, [...ids]), extra))
    .orderBy(invoices.id);
  return toReserveRows(db, rows as unknown as ReserveSelected[]);
}
