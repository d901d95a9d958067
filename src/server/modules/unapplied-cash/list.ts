import { and, eq, gt, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type {
  UnappliedCashCard,
  UnappliedCashRow,
  UnappliedCashSortColumn,
} from '../../../shared/contract/unappliedCash';
import { paymentTypeText } from '../../../shared/schedulePayment';
import { toMoneyString } from '../../../shared/money';
import type { PaymentType } from '../../../shared/constants';
import type { Db } from '../../db/client';
import { debtors, invoices, prospects, unappliedCash, unappliedCashStatus } from '../../db/schema';
import type { Caller } from '../../http/caller';
import { containsPattern, listPage, listOrder, matchingRows, type PageAnswer } from '../../http/paging';
import { partyOf, scopeCondition } from '../../http/scope';

const open = [unappliedCashStatus.held, unappliedCashStatus.inCollection];

/** The rows of a card (docs/decisions/0028 "Unapplied cash"). */
function cardCondition(card: UnappliedCashCard): SQL | undefined {
  switch (card) {
    case 'with_invoices':
      return and(
        isNotNull(unappliedCash.invoiceId),
        inArray(unappliedCash.status, open),
        gt(unappliedCash.remaining, '0'),
      );
    case 'without_invoices':
      return and(
        isNull(unappliedCash.invoiceId),
        inArray(unappliedCash.status, open),
        gt(unappliedCash.remaining, '0'),
      );
    case 'released':
      return eq(unappliedCash.status, unappliedCashStatus.released);
  }
}

/** Which rows of unapplied cash the caller may see: a client its own company's, a debtor what it paid. */
export function unappliedCashScope(caller: Caller): SQL | undefined {
  return scopeCondition(caller, { company: unappliedCash.prospectId, debtor: unappliedCash.debtorId });
}

const columns = {
  id: unappliedCash.id,
  prospectId: unappliedCash.prospectId,
  debtorId: unappliedCash.debtorId,
  clientName: prospects.companyBusinessName,
  debtorName: debtors.legalName,
  invoiceId: unappliedCash.invoiceId,
  invoiceNo: invoices.invoiceNo,
  amount: unappliedCash.amount,
  remaining: unappliedCash.remaining,
  status: unappliedCash.status,
  paymentType: unappliedCash.paymentType,
  checkNumber: unappliedCash.checkNumber,
  postingDate: unappliedCash.postingDate,
  releasedDate: unappliedCash.releasedDate,
  returnPaymentType: unappliedCash.returnPaymentType,
  returnedAmount: unappliedCash.returnedAmount,
  returnWireFee: unappliedCash.returnWireFee,
  note: unappliedCash.note,
  terminatedAt: prospects.terminatedAt,
};

function rowsWith<S extends Record<string, unknown>>(db: Db, selection: S) {
  return db
    .select(selection as never)
    .from(unappliedCash)
    .innerJoin(prospects, eq(prospects.id, unappliedCash.prospectId))
    .innerJoin(debtors, eq(debtors.id, unappliedCash.debtorId))
    .leftJoin(invoices, eq(invoices.id, unappliedCash.invoiceId))
    .$dynamic();
}

function typeText(type: number | null): string | null {
  return type === null ? null : paymentTypeText(type as PaymentType);
}

type Selected = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] | null };

function toRow(row: Selected): UnappliedCashRow {
  return {
    id: row.id as number,
    prospect_id: row.prospectId as number,
    debtor_id: row.debtorId as number,
    client_name: row.clientName ?? '',
    debtor_name: row.debtorName ?? '',
    invoice_id: row.invoiceId,
    invoice_no: row.invoiceNo,
    amount: toMoneyString(row.amount ?? '0'),
    remaining: toMoneyString(row.remaining ?? '0'),
    status: row.status as number,
    payment_type: row.paymentType,
    payment_type_text: typeText(row.paymentType),
    check_number: row.checkNumber,
    posting_date: row.postingDate,
    uc_released_date: row.releasedDate,
    return_payment_type_text: typeText(row.returnPaymentType),
    returned_amount: row.returnedAmount === null ? null : toMoneyString(row.returnedAmount),
    return_wire_fee: row.returnWireFee === null ? null : toMoneyString(row.returnWireFee),
    note: row.note ?? '',
    is_terminated: row.terminatedAt !== null,
  };
}

export interface UnappliedCashListQuery {
  card: UnappliedCashCard;
  page: number;
  per_page: number;
  search_text: string;
  sort_by?: UnappliedCashSortColumn | undefined;
  sort_desc?: boolean | undefined;
  show_all?: boolean | undefined;
}

/**
 * One page of a card, in the caller's scope. The card and the client filter ride the indexes of
 * unapplied_cash (status, created_at, id; prospect_id, status, …); the search reads the row's own
 * `search_text` through its trigram index.
 */
export async function listUnappliedCash(
  db: Db,
  caller: Caller,
  request: UnappliedCashListQuery,
): Promise<PageAnswer<UnappliedCashRow>> {
  const staff = partyOf(caller).kind === 'staff';
  const search = request.search_text.trim().toLowerCase();
  const where = and(
    cardCondition(request.card),
    unappliedCashScope(caller),
    staff && request.show_all ? undefined : isNull(prospects.terminatedAt),
    search === '' ? undefined : sql`${unappliedCash.searchText} like ${containsPattern(search)}`,
  );
  const ordered = rowsWith(db, columns)
    .where(where)
    .orderBy(
      ...listOrder(
        {
          client_name: sql`lower(${prospects.companyBusinessName})`,
          debtor_name: sql`lower(${debtors.legalName})`,
          invoice_no: invoices.invoiceNo,
          amount: unappliedCash.amount,
          remaining: unappliedCash.remaining,
          posting_date: unappliedCash.postingDate,
          uc_released_date: unappliedCash.releasedDate,
          created_at: unappliedCash.createdAt,
        },
        request,
        unappliedCash.id,
      ),
    );
  const matching = rowsWith(db, matchingRows).where(where);
  return listPage(db, request, matching, ordered, (row) => toRow(row as unknown as Selected));
}
