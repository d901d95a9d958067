import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prospects, termSheets } from '../../db/schema';

/** A client's terms, as the money flows read them: its latest signed term sheet. */
export interface ClientTerms {
  termSheetId: number;
  factoringLimit: string;
  advancePercentage: string;
  /** The net invoice term: due = invoice date + discount days − 1. */
  discountDays: number;
  escrowReservePercentage: string;
  purchaseDiscount: string;
  isIncrementalPurchaseDiscount: boolean;
  incrementalDiscountPercentage: string;
  incrementalDiscountDays: number;
  businessDaysClearance: number;
  recourseDays: number;
  wireFee: string;
  cbFee: string;
  cbPerDayFee: string;
}

/**
 * The terms of a live client (a promoted prospect, not deleted), or null when it is not one or
 * has no signed term sheet, in which case nothing may be funded for it. `whateverItsStatus` reads
 * them for a terminated or deleted client too: money already lent still comes back by its terms
 * (collections, chargebacks; docs/decisions/0028-cash-comes-back.md).
 */
export async function signedTermsOf(
  db: Db,
  prospectId: number,
  options: { whateverItsStatus?: boolean } = {},
): Promise<ClientTerms | null> {
  const [row] = await db
    .select({
      termSheetId: termSheets.id,
      factoringLimit: termSheets.factoringLimit,
      advancePercentage: termSheets.advancePercentage,
      discountDays: termSheets.discountDays,
      escrowReservePercentage: termSheets.escrowReservePercentage,
      purchaseDiscount: termSheets.purchaseDiscount,
      isIncrementalPurchaseDiscount: termSheets.isIncrementalPurchaseDiscount,
      incrementalDiscountPercentage: termSheets.incrementalDiscountPercentage,
      incrementalDiscountDays: termSheets.incrementalDiscountDays,
      businessDaysClearance: termSheets.businessDaysClearance,
      recourseDays: termSheets.recourseDays,
      wireFee: termSheets.wireFee,
      cbFee: termSheets.cbFee,
      cbPerDayFee: termSheets.cbPerDayFee,
    })
    .from(termSheets)
    .innerJoin(prospects, eq(prospects.id, termSheets.prospectId))
    .where(
      and(
        eq(termSheets.prospectId, prospectId),
        isNotNull(termSheets.signedAt),
        // A revision voids the older versions: only a live version's terms fund anything.
        isNull(termSheets.voidedAt),
        ...(options.whateverItsStatus ? [] : [eq(prospects.status, 1), isNull(prospects.deletedAt)]),
      ),
    )
    .orderBy(desc(termSheets.signedAt), desc(termSheets.id))
    .limit(1);
  return row ?? null;
}
