import { and, asc, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { daysBetween, perDayFeeAfterDays, perDayFeeDays } from '../../../shared/discountFee';
import { addDaysIso, type IsoDate } from '../../../shared/dates';
import { addMoney, compareMoney, multiplyMoney, toMoneyString } from '../../../shared/money';
import type { Db } from '../../db/client';
import { chargebacks, invoices } from '../../db/schema';
import { ledgerOperations } from '../../ledger/operations';
import { postEntry } from '../../ledger/post';
import { signedTermsOf, type ClientTerms } from '../clients/terms';
import { raiseChargeback } from './raise';

/**
 * The daily chargeback job (docs/decisions/0028-cash-comes-back.md, Chargebacks): charges back
 * every funded, live invoice with an open balance more than its client's recourse days past its
 * funding date, then accrues the per-day fee of every open chargeback whose invoice is more than 90
 * days past funding. Each invoice and each chargeback is its own transaction, so one failure does
 * not undo the others; both walks read their partial index in batches, never the whole table.
 * Running it twice (or twice at once) for one date posts once: the invoice and the chargeback are
 * locked, the live chargeback per invoice is unique, and the fees carry the date accrued through.
 */

export interface ChargebackRunResult {
  raised: number;
  feesAccrued: number;
  failed: number;
}

const batchSize = 500;

type TermsCache = Map<number, Promise<ClientTerms | null>>;

function termsOf(db: Db, cache: TermsCache, clientId: number): Promise<ClientTerms | null> {
  let terms = cache.get(clientId);
  if (!terms) {
    terms = signedTermsOf(db, clientId, { whateverItsStatus: true });
    cache.set(clientId, terms);
  }
  return terms;
}

export interface ChargebackRunOptions {
  /** The user who asked for an on-demand run; null for the schedule. */
  createdBy?: string | null;
  /** Where a failure of one invoice or chargeback is told; the run goes on. */
  onError?: (what: string, error: unknown) => void;
}

export async function runChargebacks(
  db: Db,
  asOf: IsoDate,
  options: ChargebackRunOptions = {},
): Promise<ChargebackRunResult> {
  const cache: TermsCache = new Map();
  const raise = await raiseDue(db, asOf, cache, options);
  const fees = await accrueFees(db, asOf, cache, options);
  return { raised: raise.done, feesAccrued: fees.done, failed: raise.failed + fees.failed };
}

/** Walks invoices_open_by_funding_idx (funding date, id) for invoices funded before the date. */
async function raiseDue(db: Db, asOf: IsoDate, cache: TermsCache, options: ChargebackRunOptions) {
  let done = 0;
  let failed = 0;
  let after: { date: string; id: number } | null = null;
  for (;;) {
    const batch: { id: number; prospectId: number; fundingDate: string | null }[] = await db
      .select({ id: invoices.id, prospectId: invoices.prospectId, fundingDate: invoices.fundingDate })
      .from(invoices)
      .where(
        and(
          sql`${invoices.fundingDate} is not null and ${invoices.deletedAt} is null and ${invoices.collectedAmount} + ${invoices.chargebackAmount} < ${invoices.invoiceAmount}`,
          sql`${invoices.fundingDate} < ${asOf}`,
          after === null
            ? undefined
            : sql`(${invoices.fundingDate}, ${invoices.id}) > (${after.date}, ${after.id})`,
        ),
      )
      .orderBy(asc(invoices.fundingDate), asc(invoices.id))
      .limit(batchSize);
    for (const invoice of batch) {
      if (invoice.fundingDate === null) continue;
      const terms = await termsOf(db, cache, invoice.prospectId);
      // Without signed terms there is no recourse to read: the invoice waits for them.
      if (terms === null || daysBetween(invoice.fundingDate, asOf) <= terms.recourseDays) continue;
      try {
        const id = await db.transaction((tx) =>
          raiseChargeback(tx, invoice.id, asOf, options.createdBy ?? null),
        );
        if (id !== null) done += 1;
      } catch (error) {
        failed += 1;
        options.onError?.(`invoice ${invoice.id}`, error);
      }
    }
    const last = batch.at(-1);
    if (!last || batch.length < batchSize || last.fundingDate === null) break;
    after = { date: last.fundingDate, id: last.id };
  }
  return { done, failed };
}

/** Walks chargebacks_open_idx (chargeback date, id): live chargebacks not fully settled. */
async function accrueFees(db: Db, asOf: IsoDate, cache: TermsCache, options: ChargebackRunOptions) {
  let done = 0;
  let failed = 0;
  // Invoices funded on or after this date are not yet more than 90 days old.
  const fundedBefore = addDaysIso(asOf, -perDayFeeAfterDays);
  let afterId = 0;
  let afterDate: string | null = null;
  let inNullDates = false;
  for (;;) {
    const keyset: SQL | undefined = inNullDates
      ? and(isNull(chargebacks.chargebackDate), sql`${chargebacks.id} > ${afterId}`)
      : afterDate === null
        ? undefined
        : or(
            sql`(${chargebacks.chargebackDate}, ${chargebacks.id}) > (${afterDate}, ${afterId})`,
            isNull(chargebacks.chargebackDate),
          );
    const batch: { id: number; prospectId: number; chargebackDate: string | null }[] = await db
      .select({
        id: chargebacks.id,
        prospectId: chargebacks.prospectId,
        chargebackDate: chargebacks.chargebackDate,
      })
      .from(chargebacks)
      .innerJoin(invoices, eq(invoices.id, chargebacks.invoiceId))
      .where(
        and(
          isNull(chargebacks.deletedAt),
          ne(chargebacks.chargeBackSettled, 1),
          sql`${invoices.fundingDate} < ${fundedBefore}`,
          or(isNull(chargebacks.feesAccruedThrough), sql`${chargebacks.feesAccruedThrough} < ${asOf}`),
          keyset,
        ),
      )
      .orderBy(sql`${chargebacks.chargebackDate} asc nulls last`, asc(chargebacks.id))
      .limit(batchSize);
    for (const row of batch) {
      try {
        // The terms are read before the transaction: the fee is the client's signed per-day fee.
        const perDayFee = (await termsOf(db, cache, row.prospectId))?.cbPerDayFee ?? '0';
        if (await accrueFeesOf(db, row.id, asOf, perDayFee, options.createdBy ?? null)) done += 1;
      } catch (error) {
        failed += 1;
        options.onError?.(`chargeback ${row.id}`, error);
      }
    }
    const last = batch.at(-1);
    if (!last || batch.length < batchSize) break;
    afterId = last.id;
    afterDate = last.chargebackDate;
    inNullDates = last.chargebackDate === null;
  }
  return { done, failed };
}

/** The per-day fees of one chargeback through the date, under its row lock; true when any were posted. */
async function accrueFeesOf(
  db: Db,
  chargebackId: number,
  asOf: IsoDate,
  perDayFee: string,
  createdBy: string | null,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: chargebacks.id,
        prospectId: chargebacks.prospectId,
        settled: chargebacks.chargeBackSettled,
        deletedAt: chargebacks.deletedAt,
        perDayFees: chargebacks.perDayFees,
        accruedThrough: chargebacks.feesAccruedThrough,
        invoiceId: chargebacks.invoiceId,
      })
      .from(chargebacks)
      .where(eq(chargebacks.id, chargebackId))
      .for('update');
    if (!row || row.deletedAt !== null || row.settled === 1) return false;
    const [invoice] = await tx
      .select({ fundingDate: invoices.fundingDate, invoiceNo: invoices.invoiceNo })
      .from(invoices)
      .where(eq(invoices.id, row.invoiceId));
    if (!invoice?.fundingDate) return false;
    const days = perDayFeeDays(invoice.fundingDate, row.accruedThrough, asOf);
    if (days <= 0) return false;
    const fee = toMoneyString(multiplyMoney(perDayFee, String(days)));
    if (compareMoney(fee, '0') > 0) {
      const clientId = row.prospectId;
      await postEntry(tx, {
        date: asOf,
        operation: ledgerOperations.chargebackFee,
        operationKey: `chargeback:${row.id}:fees:${asOf}`,
        memo: `Invoice ${invoice.invoiceNo}: chargeback per-day fees, ${days} day(s) through ${asOf}`,
        clientId,
        createdBy,
        lines: [
          {
            chart: 'clientReserves',
            clientId,
            invoiceId: row.invoiceId,
            debit: fee,
            memo: 'Per-day fees from the reserve',
          },
          {
            chart: 'chargebackFeeIncome',
            clientId,
            invoiceId: row.invoiceId,
            credit: fee,
            memo: 'Chargeback per-day fees',
          },
        ],
      });
    }
    await tx
      .update(chargebacks)
      .set({ perDayFees: toMoneyString(addMoney(row.perDayFees, fee)), feesAccruedThrough: asOf })
      .where(eq(chargebacks.id, row.id));
    return compareMoney(fee, '0') > 0;
  });
}
