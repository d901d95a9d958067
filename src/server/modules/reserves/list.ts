import { and, eq, gt, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { ReserveCard, ReserveRow, ReserveSortColumn } from '../../../shared/contract/reserves';
import { readDate } from '../../../shared/dates';
import type { Db } from '../../db/client';
import { debtors, invoices, prospects } from '../../db/schema';
import type { Caller } from '../../http/caller';
import {
  answerPage,
  containsPattern,
  listOrder,
  matchingRows,
  onePage,
  type PageAnswer,
} from '../../http/paging';
import { partyOf, scopeCondition } from '../../http/scope';
import { reserveColumns, reserveRowsWith, toReserveRows, type ReserveSelected } from './reserveRows';

/**
 * The Cash Reserves and Escrow Reserves cards (spec part 2 §2 Reserves; docs/decisions/0029): funded
 * invoices whose reserve is not released, or whose escrow is not all released, in the caller's
 * scope. Each card's condition is the predicate of its partial index (invoices_reserves_held_idx,
 * invoices_escrow_held_idx), so a card reads its rows by index at any size of the book.
 */

export function reserveCardCondition(card: ReserveCard): SQL | undefined {
  switch (card) {
    case 'cash':
      return and(
        isNotNull(invoices.fundingDate),
        isNull(invoices.reserveReleaseId),
        isNull(invoices.deletedAt),
      );
    case 'escrow':
      return and(
        isNotNull(invoices.fundingDate),
        gt(invoices.escrowAmount, invoices.escrowReleasedAmount),
        isNull(invoices.deletedAt),
      );
  }
}

/** Which invoices the caller's reserves are: a client user its own company's; others none. */
export function reserveScope(caller: Caller): SQL | undefined {
  return scopeCondition(caller, { company: invoices.prospectId });
}

/** The search box: invoice no and client name (the invoice's own indexed search text), or a funding date. */
function reserveSearch(text: string): SQL | undefined {
  const search = text.trim().toLowerCase();
  if (search === '') return undefined;
  const date = readDate(search);
  const byText = sql`${invoices.searchText} like ${containsPattern(search)}`;
  return date === null ? byText : or(byText, eq(invoices.fundingDate, date));
}

export interface ReserveListQuery {
  card: ReserveCard;
  page: number;
  per_page: number;
  search_text: string;
  sort_by?: ReserveSortColumn | undefined;
  sort_desc?: boolean | undefined;
  show_all?: boolean | undefined;
}

export async function listReserves(
  db: Db,
  caller: Caller,
  request: ReserveListQuery,
): Promise<PageAnswer<ReserveRow>> {
  const staff = partyOf(caller).kind === 'staff';
  const where = and(
    reserveCardCondition(request.card),
    reserveScope(caller),
    staff && request.show_all ? undefined : isNull(prospects.terminatedAt),
    reserveSearch(request.search_text),
  );
  const ordered = reserveRowsWith(db, reserveColumns)
    .where(where)
    .orderBy(
      ...listOrder(
        {
          invoice_no: invoices.invoiceNo,
          client_name: sql`lower(${prospects.companyBusinessName})`,
          debtor_name: sql`lower(${debtors.legalName})`,
          funding_date: invoices.fundingDate,
          invoice_amount: invoices.invoiceAmount,
          reserved_amount: sql`(${invoices.invoiceAmount} - ${invoices.advanceAmount} - ${invoices.discountFeeAmount})`,
          escrow_reserves: invoices.escrowAmount,
          available_escrow_reserves: sql`(${invoices.escrowAmount} - ${invoices.escrowReleasedAmount})`,
          // Newest funding first, as the partial indexes are ordered.
          created_at: invoices.fundingDate,
        },
        request,
        invoices.id,
      ),
    );
  const matching = db
    .select(matchingRows)
    .from(invoices)
    .innerJoin(prospects, eq(prospects.id, invoices.prospectId))
    .where(where);
  return answerPage(db, request, matching, async () => {
    const rows = (await onePage(ordered, request)) as unknown as ReserveSelected[];
    return toReserveRows(db, rows);
  });
}
