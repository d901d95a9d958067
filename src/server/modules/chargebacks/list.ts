import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { ChargebackListRow, ChargebackSortColumn } from '../../../shared/contract/chargebacks';
import { toMoneyString } from '../../../shared/money';
import type { Db } from '../../db/client';
import {
  chargebacks,
  debtors,
  invoices,
  journalLines,
  ledgerAccounts,
  prospects,
  schedules,
} from '../../db/schema';
import type { Caller } from '../../http/caller';
import { containsPattern, matchingRows, sortedPage, type PageAnswer } from '../../http/paging';
import { partyOf, scopeCondition } from '../../http/scope';
import { chart } from '../../ledger/chart';
import { clientsNamedLike } from '../clients/nameSearch';

/**
 * The chargebacks list and its totals (spec part 2 §2 Chargebacks, §7 Chargebacks): open ones by
 * default, everything with show_all (staff only), in the caller's scope; the totals are read from
 * the books' 1300 Chargebacks Receivable (docs/decisions/0028-cash-comes-back.md, Chargebacks).
 */

const columns = {
  id: chargebacks.id,
  prospectId: chargebacks.prospectId,
  invoiceId: chargebacks.invoiceId,
  cb: chargebacks.cb,
  adjustedCb: chargebacks.adjustedCb,
  actualCb: chargebacks.actualCb,
  settled: chargebacks.chargeBackSettled,
  settledBySchedule: chargebacks.settledByScheduleId,
  chargebackDate: chargebacks.chargebackDate,
  cbFee: chargebacks.cbFee,
  perDayFees: chargebacks.perDayFees,
  deletedAt: chargebacks.deletedAt,
  invoiceAmount: invoices.invoiceAmount,
  invoiceNo: invoices.invoiceNo,
  scheduleNo: schedules.scheduleNo,
  clientName: prospects.companyBusinessName,
  terminatedAt: prospects.terminatedAt,
  legalName: debtors.legalName,
};

type Row = {
  id: number;
  prospectId: number;
  invoiceId: number;
  cb: string;
  adjustedCb: string | null;
  actualCb: string;
  settled: number;
  settledBySchedule: number | null;
  chargebackDate: string | null;
  cbFee: string;
  perDayFees: string;
  deletedAt: Date | null;
  invoiceAmount: string;
  invoiceNo: string;
  scheduleNo: number | null;
  clientName: string;
  terminatedAt: Date | null;
  legalName: string;
};

function toRow(row: Row): ChargebackListRow {
  return {
    id: row.id,
    prospect_id: row.prospectId,
    invoice_id: row.invoiceId,
    cb: toMoneyString(row.cb),
    adjusted_cb: row.adjustedCb === null ? null : toMoneyString(row.adjustedCb),
    actual_cb: toMoneyString(row.actualCb),
    invoice_amount: toMoneyString(row.invoiceAmount),
    charge_back_settled: row.settled,
    settled_by_schedule: row.settledBySchedule !== null,
    is_terminated: row.terminatedAt !== null,
    is_deleted: row.deletedAt !== null,
    invoice_no: row.invoiceNo,
    schedule_no: row.scheduleNo,
    chargeback_date: row.chargebackDate,
    cb_fee: toMoneyString(row.cbFee),
    per_day_fees: toMoneyString(row.perDayFees),
    company_business_name: row.clientName,
    legal_name: row.legalName,
  };
}

/** The search box: invoice no, schedule no, client name, debtor name, each by its own index. */
function chargebackSearch(db: Db, text: string) {
  if (text === '') return undefined;
  const pattern = containsPattern(text.toLowerCase());
  return or(
    inArray(
      chargebacks.invoiceId,
      db
        .select({ id: invoices.id })
        .from(invoices)
        .where(sql`lower(${invoices.invoiceNo}) like ${pattern}`),
    ),
    inArray(
      invoices.scheduleId,
      db
        .select({ id: schedules.id })
        .from(schedules)
        .where(sql`${schedules.scheduleNo}::text like ${pattern}`),
    ),
    inArray(chargebacks.prospectId, clientsNamedLike(db, pattern)),
    inArray(
      invoices.debtorId,
      db
        .select({ id: debtors.id })
        .from(debtors)
        .where(sql`lower(${debtors.legalName}) like ${pattern}`),
    ),
  );
}

export interface ChargebackListRequest {
  page: number;
  per_page: number;
  search_text: string;
  sort_by?: ChargebackSortColumn | undefined;
  sort_desc?: boolean | undefined;
  show_all?: boolean | undefined;
}

export async function listChargebacks(
  db: Db,
  caller: Caller,
  request: ChargebackListRequest,
): Promise<PageAnswer<ChargebackListRow>> {
  const showAll = request.show_all === true && partyOf(caller).kind === 'staff';
  const where = and(
    showAll
      ? undefined
      : and(
          isNull(chargebacks.deletedAt),
          ne(chargebacks.chargeBackSettled, 1),
          isNull(prospects.terminatedAt),
        ),
    scopeCondition(caller, { company: chargebacks.prospectId }),
    chargebackSearch(db, request.search_text),
  );
  return sortedPage<ChargebackSortColumn, ReturnType<typeof listRows>, ChargebackListRow>(db, request, {
    matching: matchingChargebacks(db).where(where),
    rows: listRows(db).where(where),
    sort: {
      invoice_no: invoices.invoiceNo,
      schedule_no: schedules.scheduleNo,
      company_business_name: sql`lower(${prospects.companyBusinessName})`,
      legal_name: sql`lower(${debtors.legalName})`,
      invoice_amount: invoices.invoiceAmount,
      cb: chargebacks.cb,
      adjusted_cb: sql`coalesce(${chargebacks.adjustedCb}, ${chargebacks.cb})`,
      chargeback_date: chargebacks.chargebackDate,
      cb_fee: chargebacks.cbFee,
      per_day_fees: chargebacks.perDayFees,
      created_at: chargebacks.createdAt,
    },
    id: chargebacks.id,
    toItem: (row) => toRow(row as Row),
  });
}

/** Chargebacks with their invoices, clients, debtors and schedules, as the list reads them. */
function listRows(db: Db) {
  return db
    .select(columns)
    .from(chargebacks)
    .innerJoin(invoices, eq(invoices.id, chargebacks.invoiceId))
    .innerJoin(prospects, eq(prospects.id, chargebacks.prospectId))
    .innerJoin(debtors, eq(debtors.id, invoices.debtorId))
    .leftJoin(schedules, eq(schedules.id, invoices.scheduleId))
    .$dynamic();
}

/** The same joins, counting the matches. */
function matchingChargebacks(db: Db) {
  return db
    .select(matchingRows)
    .from(chargebacks)
    .innerJoin(invoices, eq(invoices.id, chargebacks.invoiceId))
    .innerJoin(prospects, eq(prospects.id, chargebacks.prospectId))
    .innerJoin(debtors, eq(debtors.id, invoices.debtorId))
    .leftJoin(schedules, eq(schedules.id, invoices.scheduleId))
    .$dynamic();
}

/**
 * The totals from the books: Chargebacks Settled is Σ the credits of 1300 (what has left it), Chargeback
 * Pending its balance; a client user reads its own sub-ledger only.
 */
export async function chargebackTotals(
  db: Db,
  caller: Caller,
): Promise<{ total_chargebacks_settled: string; total_chargebacks_pending: string }> {
  const [row] = await db
    .select({
      credit: sql<string>`coalesce(sum(${journalLines.credit}), 0)::text`,
      balance: sql<string>`(coalesce(sum(${journalLines.debit}), 0) - coalesce(sum(${journalLines.credit}), 0))::text`,
    })
    .from(journalLines)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, journalLines.accountId))
    .where(
      and(
        eq(ledgerAccounts.chartCode, chart.chargebacksReceivable.code),
        scopeCondition(caller, { company: ledgerAccounts.clientId }),
      ),
    );
  return {
    total_chargebacks_settled: toMoneyString(row?.credit ?? '0'),
    total_chargebacks_pending: toMoneyString(row?.balance ?? '0'),
  };
}
