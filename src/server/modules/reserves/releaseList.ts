import { and, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ReserveReleaseRow, ReserveReleaseSortColumn } from '../../../shared/contract/reserves';
import type { PaymentType } from '../../../shared/constants';
import { readDate } from '../../../shared/dates';
import { messages } from '../../../shared/messages';
import { toMoneyString } from '../../../shared/money';
import { paymentTypeText } from '../../../shared/schedulePayment';
import type { Db } from '../../db/client';
import {
  debtors,
  invoices,
  prospects,
  reserveReleaseEscrows,
  reserveReleaseInvoices,
  reserveReleases,
  users,
} from '../../db/schema';
import type { Caller } from '../../http/caller';
import { notFound } from '../../http/errors';
import { containsPattern, matchingRows, sortedPage, type PageAnswer } from '../../http/paging';
import { partyOf, scopeCondition } from '../../http/scope';
import { clientsNamedLike } from '../clients/nameSearch';

/**
 * The Reserve Release card and a release's breakdown (spec part 2 §2, §3 Reserve release summary):
 * the caller's releases, searched by release date and client name; a client user sees its own.
 */

const maker = alias(users, 'release_maker');
const checker = alias(users, 'release_checker');

const columns = {
  id: reserveReleases.id,
  prospectId: reserveReleases.prospectId,
  clientName: prospects.companyBusinessName,
  reserveReleaseDate: reserveReleases.reserveReleaseDate,
  paymentType: reserveReleases.paymentType,
  amount: reserveReleases.amount,
  escrowAmount: reserveReleases.escrowAmount,
  previousReserves: reserveReleases.previousReserves,
  wireFee: reserveReleases.wireFee,
  customAmount: reserveReleases.customAmount,
  cbAmount: reserveReleases.cbAmount,
  releasedAmount: reserveReleases.releasedAmount,
  invoiceCount: sql<number>`(select count(*)::int from ${reserveReleaseInvoices} where ${reserveReleaseInvoices.releaseId} = ${reserveReleases.id})`,
  makerFirst: maker.firstName,
  makerLast: maker.lastName,
  checkerFirst: checker.firstName,
  checkerLast: checker.lastName,
  deletedAt: prospects.deletedAt,
  terminatedAt: prospects.terminatedAt,
};

type Selected = {
  id: number;
  prospectId: number;
  clientName: string;
  reserveReleaseDate: string;
  paymentType: number;
  amount: string;
  escrowAmount: string;
  previousReserves: string;
  wireFee: string;
  customAmount: string;
  cbAmount: string;
  releasedAmount: string;
  invoiceCount: number;
  makerFirst: string | null;
  makerLast: string | null;
  checkerFirst: string | null;
  checkerLast: string | null;
  deletedAt: Date | null;
  terminatedAt: Date | null;
};

function rowsWith<S extends Record<string, unknown>>(db: Db, selection: S) {
  return db
    .select(selection as never)
    .from(reserveReleases)
    .innerJoin(prospects, eq(prospects.id, reserveReleases.prospectId))
    .leftJoin(maker, eq(maker.id, reserveReleases.createdBy))
    .leftJoin(checker, eq(checker.id, reserveReleases.approvedBy))
    .$dynamic();
}

function nameOf(first: string | null, last: string | null): string | null {
  if (first === null) return null;
  return [first, last ?? ''].join(' ').trim();
}

const money = (value: string) => toMoneyString(value);

function toRow(row: Selected): ReserveReleaseRow {
  return {
    id: row.id,
    prospect_id: row.prospectId,
    client_name: row.clientName,
    reserve_release_date: row.reserveReleaseDate,
    payment_type: row.paymentType,
    payment_type_text: paymentTypeText(row.paymentType as PaymentType),
    invoice_count: Number(row.invoiceCount),
    amount: money(row.amount),
    escrow_amount: money(row.escrowAmount),
    previous_reserves: money(row.previousReserves),
    wire_fee: money(row.wireFee),
    custom_amount: money(row.customAmount),
    cb_amount: money(row.cbAmount),
    released_amount: money(row.releasedAmount),
    created_by_name: nameOf(row.makerFirst, row.makerLast),
    approved_by_name: nameOf(row.checkerFirst, row.checkerLast),
    deleted: row.deletedAt !== null,
    is_terminated: row.terminatedAt !== null,
  };
}

function releaseScope(caller: Caller): SQL | undefined {
  return scopeCondition(caller, { company: reserveReleases.prospectId });
}

/** The search box: a release date, or the client's name by its own index. */
function releaseSearch(db: Db, text: string): SQL | undefined {
  const search = text.trim().toLowerCase();
  if (search === '') return undefined;
  const byName = inArray(reserveReleases.prospectId, clientsNamedLike(db, containsPattern(search)));
  const date = readDate(search);
  return date === null ? byName : or(byName, eq(reserveReleases.reserveReleaseDate, date));
}

export interface ReleaseListQuery {
  page: number;
  per_page: number;
  search_text: string;
  sort_by?: ReserveReleaseSortColumn | undefined;
  sort_desc?: boolean | undefined;
  show_all?: boolean | undefined;
}

export async function listReleases(
  db: Db,
  caller: Caller,
  request: ReleaseListQuery,
): Promise<PageAnswer<ReserveReleaseRow>> {
  const staff = partyOf(caller).kind === 'staff';
  const where = and(
    releaseScope(caller),
    staff && request.show_all ? undefined : isNull(prospects.terminatedAt),
    releaseSearch(db, request.search_text),
  );
  return sortedPage(db, request, {
    matching: rowsWith(db, matchingRows).where(where),
    rows: rowsWith(db, columns).where(where),
    sort: {
      reserve_release_date: reserveReleases.reserveReleaseDate,
      client_name: sql`lower(${prospects.companyBusinessName})`,
      released_amount: reserveReleases.releasedAmount,
      amount: reserveReleases.amount,
      cb_amount: reserveReleases.cbAmount,
      created_at: reserveReleases.createdAt,
    },
    id: reserveReleases.id,
    toItem: (row) => toRow(row as unknown as Selected),
  });
}

/** Reserve Release BreakDown: the release's invoices and its figures; 404 outside the caller's scope. */
export async function releaseDetails(db: Db, caller: Caller, id: number) {
  const [release] = await rowsWith(db, columns).where(and(eq(reserveReleases.id, id), releaseScope(caller)));
  if (!release) throw notFound(messages.http.notFound);
  const row = toRow(release as unknown as Selected);
  const lines = await db
    .select({
      id: invoices.id,
      invoiceNo: invoices.invoiceNo,
      debtorName: debtors.legalName,
      fundingDate: invoices.fundingDate,
      invoiceAmount: invoices.invoiceAmount,
      reserveAmount: reserveReleaseInvoices.reserveAmount,
    })
    .from(reserveReleaseInvoices)
    .innerJoin(invoices, eq(invoices.id, reserveReleaseInvoices.invoiceId))
    .innerJoin(debtors, eq(debtors.id, invoices.debtorId))
    .where(eq(reserveReleaseInvoices.releaseId, id))
    .orderBy(asc(invoices.id));
  const escrows = await db
    .select({ invoiceId: reserveReleaseEscrows.invoiceId, amount: reserveReleaseEscrows.amount })
    .from(reserveReleaseEscrows)
    .where(eq(reserveReleaseEscrows.releaseId, id));
  const escrowOf = new Map(escrows.map((escrow) => [escrow.invoiceId, toMoneyString(escrow.amount)]));
  return {
    invoices: lines.map((line) => ({
      id: line.id,
      invoice_no: line.invoiceNo,
      debtor_name: line.debtorName,
      funding_date: line.fundingDate,
      invoice_amount: toMoneyString(line.invoiceAmount),
      reserve_amount: toMoneyString(line.reserveAmount),
      escrow_amount: escrowOf.get(line.id) ?? null,
    })),
    rr: {
      amount: row.amount,
      escrow_amount: row.escrow_amount,
      previous_reserves: row.previous_reserves,
      wire_fee: row.wire_fee,
      custom_amount: row.custom_amount,
      cb_amount: row.cb_amount,
      released_amount: row.released_amount,
    },
  };
}
