import { inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { addMoney, subtractMoney, toMoneyString } from '../../../shared/money';
import type { Db } from '../../db/client';
import {
  chargebackAdjustments,
  chargebacks,
  invoices,
  reserveReleases,
  unappliedCash,
} from '../../db/schema';
import type { LedgerCheck } from './ledgerCheck';
import { ledgerSums, pairsOf, sumsOf, type SumsByKey } from './sumsByKey';

/**
 * The money that comes back (docs/decisions/0028-cash-comes-back.md), as the operational tables tell
 * it, against the books: open chargebacks are Chargebacks Receivable, held unapplied cash is
 * Unapplied Cash, and the fees earned are their income accounts. Client Reserves gathers every flow
 * that takes from or adds to the reserve.
 */

/** Σ what is left to settle of the live chargebacks not fully settled. */
export const chargebacksReceivableCheck: LedgerCheck = {
  name: '1300 Chargebacks Receivable = Σ what is left of open chargebacks',
  async compare(db: Db) {
    const rows = await db
      .select({
        clientId: chargebacks.prospectId,
        amount: sql<string>`sum(case when ${chargebacks.chargeBackSettled} = 1 then 0 else coalesce(${chargebacks.adjustedCb}, ${chargebacks.cb}) end)::text`,
      })
      .from(chargebacks)
      .where(isNull(chargebacks.deletedAt))
      .groupBy(chargebacks.prospectId);
    return pairsOf(sumsOf(rows), await ledgerSums(db, '1300', 'debit'));
  },
};

export const unappliedCashCheck: LedgerCheck = {
  name: '2300 Unapplied Cash = Σ remaining unapplied cash held or in collection',
  async compare(db: Db) {
    const rows = await db
      .select({
        clientId: unappliedCash.prospectId,
        amount: sql<string>`sum(${unappliedCash.remaining})::text`,
      })
      .from(unappliedCash)
      .where(inArray(unappliedCash.status, [0, 1]))
      .groupBy(unappliedCash.prospectId);
    return pairsOf(sumsOf(rows), await ledgerSums(db, '2300', 'credit'));
  },
};

export const discountFeeIncomeCheck: LedgerCheck = {
  name: '4100 Discount Fee Income = Σ discount fees of invoices',
  async compare(db: Db) {
    const rows = await db
      .select({
        clientId: invoices.prospectId,
        amount: sql<string>`sum(${invoices.discountFeeAmount})::text`,
      })
      .from(invoices)
      .groupBy(invoices.prospectId);
    return pairsOf(sumsOf(rows), await ledgerSums(db, '4100', 'credit'));
  },
};

export const chargebackFeeIncomeCheck: LedgerCheck = {
  name: '4300 Chargeback Fee Income = Σ chargeback and per-day fees',
  async compare(db: Db) {
    return pairsOf(await chargebackFeesByClient(db), await ledgerSums(db, '4300', 'credit'));
  },
};

async function chargebackFeesByClient(db: Db): Promise<SumsByKey> {
  const rows = await db
    .select({
      clientId: chargebacks.prospectId,
      amount: sql<string>`sum(${chargebacks.cbFee} + ${chargebacks.perDayFees})::text`,
    })
    .from(chargebacks)
    .groupBy(chargebacks.prospectId);
  return sumsOf(rows);
}

/**
 * 2100 Client Reserves: Σ (face − advance) of funded invoices, less the discount fees, the chargeback
 * fees and the chargebacks settled out of the reserve, plus unapplied cash moved into it; a reserve
 * release (0029) moves its escrows in and takes its custom amount out.
 */
export const clientReservesCheck: LedgerCheck = {
  name: '2100 Client Reserves = Σ (face − advance − discount fee) of funded invoices − chargeback fees − adjustments + unapplied cash moved in + escrows released − amounts released',
  async compare(db: Db) {
    const held = await db
      .select({
        clientId: invoices.prospectId,
        amount: sql<string>`sum(${invoices.invoiceAmount} - ${invoices.advanceAmount})::text`,
      })
      .from(invoices)
      .where(sql`${invoices.fundingDate} is not null`)
      .groupBy(invoices.prospectId);
    const fees = await db
      .select({
        clientId: invoices.prospectId,
        amount: sql<string>`sum(${invoices.discountFeeAmount})::text`,
      })
      .from(invoices)
      .groupBy(invoices.prospectId);
    const adjusted = await db
      .select({
        clientId: chargebacks.prospectId,
        amount: sql<string>`sum(${chargebackAdjustments.amount})::text`,
      })
      .from(chargebackAdjustments)
      .innerJoin(chargebacks, sql`${chargebacks.id} = ${chargebackAdjustments.chargebackId}`)
      .groupBy(chargebacks.prospectId);
    const movedIn = await db
      .select({
        clientId: unappliedCash.prospectId,
        amount: sql<string>`sum(${unappliedCash.reservedAmount})::text`,
      })
      .from(unappliedCash)
      .where(isNotNull(unappliedCash.reservedAmount))
      .groupBy(unappliedCash.prospectId);
    const released = await db
      .select({
        clientId: reserveReleases.prospectId,
        escrow: sql<string>`sum(${reserveReleases.escrowAmount})::text`,
        amount: sql<string>`sum(${reserveReleases.customAmount})::text`,
      })
      .from(reserveReleases)
      .groupBy(reserveReleases.prospectId);
    const expected = combine([
      [sumsOf(held), 1],
      [sumsOf(fees), -1],
      [await chargebackFeesByClient(db), -1],
      [sumsOf(adjusted), -1],
      [sumsOf(movedIn), 1],
      [sumsOf(released.map((row) => ({ clientId: row.clientId, amount: row.escrow }))), 1],
      [sumsOf(released), -1],
    ]);
    return pairsOf(expected, await ledgerSums(db, '2100', 'credit'));
  },
};

/** Signed sums of several maps by key. */
function combine(parts: readonly (readonly [SumsByKey, 1 | -1])[]): SumsByKey {
  const total = new Map<string, string>();
  for (const [sums, sign] of parts) {
    for (const [key, amount] of sums) {
      const before = total.get(key) ?? '0';
      total.set(key, toMoneyString(sign === 1 ? addMoney(before, amount) : subtractMoney(before, amount)));
    }
  }
  return total;
}
