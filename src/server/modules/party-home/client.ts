import { and, asc, eq, gte, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import { ageBuckets, type ClientHome, type SimulatorTerms } from '../../../shared/contract/partyHome';
import { todayIso } from '../../../shared/dates';
import { addMoney, compareMoney, moneyZero, toMoneyString } from '../../../shared/money';
import type { Db } from '../../db/client';
import { chargebacks, debtorClients, debtors, invoices, schedulePayments, schedules } from '../../db/schema';
import { availableCreditText } from '../credit/debtorCredit';
import { clientCredit } from '../debtors/clientCredit';
import { liveHolding } from '../debtors/queries';
import { ageBand, openBalance, openFundedInvoice } from '../invoices/openReceivables';
import { availableEscrows, clientBalances, previousReserves } from '../reserves/books';
import { signedTermsOf, type ClientTerms } from '../clients/terms';
import { monthOf } from './months';
import type { HomeClient } from './scope';

/*
 * A client's home, every figure read for its own company (docs/decisions/0033-each-partys-home.md,
 * "The client's home"). The rules are the ones the detail pages already follow: credit as 0013,
 * reserves as 0029, fees as 0028.
 */

/** The most open invoices the simulator offers, oldest funding first. */
export const simulatorInvoiceLimit = 200;

export function simulatorTermsOf(terms: ClientTerms): SimulatorTerms {
  return {
    purchase_discount: terms.purchaseDiscount,
    discount_days: terms.discountDays,
    is_incremental_purchase_discount: terms.isIncrementalPurchaseDiscount,
    incremental_discount_percentage: terms.incrementalDiscountPercentage,
    incremental_discount_days: terms.incrementalDiscountDays,
    business_days_clearance: terms.businessDaysClearance,
  };
}

async function creditOf(db: Db, clientId: number): Promise<ClientHome['credit']> {
  const own = await clientCredit(db, clientId);
  const pairs = await db
    .select({
      debtorId: debtors.id,
      name: debtors.legalName,
      limit: debtorClients.creditLimit,
      outstanding: debtorClients.outstandingAmount,
      available: availableCreditText,
    })
    .from(debtorClients)
    .innerJoin(debtors, eq(debtors.id, debtorClients.debtorId))
    .where(and(eq(debtorClients.prospectId, clientId), liveHolding))
    .orderBy(asc(sql`lower(${debtors.legalName})`), asc(debtors.id));
  return {
    credit_limit: own?.client_active_credit_limit ?? null,
    available: own?.available_credit_limit ?? null,
    debtors: pairs.map((pair) => ({
      debtor_id: pair.debtorId,
      debtor_name: pair.name,
      credit_limit: toMoneyString(pair.limit),
      outstanding: toMoneyString(pair.outstanding),
      available: toMoneyString(pair.available),
    })),
  };
}

async function fundedThisMonth(
  db: Db,
  clientId: number,
  today: string,
): Promise<ClientHome['funded_this_month']> {
  const { start, next } = monthOf(today);
  const [row] = await db
    .select({
      amount: sql<string>`coalesce(sum(${schedulePayments.paidAmount}), 0)::text`,
      payments: sql<number>`count(*)::int`,
      invoices: sql<number>`coalesce(sum(jsonb_array_length(${schedulePayments.invoiceIds})), 0)::int`,
    })
    .from(schedulePayments)
    .innerJoin(schedules, eq(schedules.id, schedulePayments.scheduleId))
    .where(
      and(
        eq(schedules.prospectId, clientId),
        isNull(schedulePayments.reversedAt),
        gte(schedulePayments.postingDate, start),
        lt(schedulePayments.postingDate, next),
      ),
    );
  return {
    amount: toMoneyString(row?.amount ?? '0'),
    payments: row?.payments ?? 0,
    invoices: row?.invoices ?? 0,
  };
}

async function reservesOf(db: Db, clientId: number): Promise<ClientHome['reserves']> {
  const held = (await clientBalances(db, 'clientReserves', [clientId])).get(clientId) ?? '0.00';
  const escrow = (await clientBalances(db, 'escrowReserves', [clientId])).get(clientId) ?? '0.00';
  const [closed] = await db
    .select({
      amount: sql<string>`coalesce(sum(${invoices.invoiceAmount} - ${invoices.advanceAmount} - ${invoices.discountFeeAmount}), 0)::text`,
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.prospectId, clientId),
        isNotNull(invoices.fundingDate),
        isNull(invoices.deletedAt),
        isNull(invoices.reserveReleaseId),
        sql`${invoices.collectedAmount} + ${invoices.chargebackAmount} >= ${invoices.invoiceAmount}`,
      ),
    );
  const previous = await previousReserves(db, clientId);
  const { extra_escrow } = await availableEscrows(db, clientId);
  const releasable = addMoney(previous, closed?.amount ?? '0', extra_escrow);
  return {
    held,
    escrow_held: escrow,
    releasable: toMoneyString(compareMoney(releasable, moneyZero) < 0 ? moneyZero : releasable),
  };
}

async function openInvoicesOf(db: Db, clientId: number, today: string): Promise<ClientHome['open_invoices']> {
  const age = sql`(${today}::date - ${invoices.invoiceDate})`;
  const bucket = ageBand(age, ageBuckets);
  const rows = await db
    .select({
      bucket,
      count: sql<number>`count(*)::int`,
      amount: sql<string>`coalesce(sum(${openBalance}), 0)::text`,
    })
    .from(invoices)
    .where(and(eq(invoices.prospectId, clientId), openFundedInvoice))
    // By position: the bucket's expression carries the day as a parameter, which GROUP BY would not match.
    .groupBy(sql`1`);
  const buckets = ageBuckets.map((key) => {
    const row = rows.find((candidate) => candidate.bucket === key);
    return { bucket: key, count: row?.count ?? 0, amount: toMoneyString(row?.amount ?? '0') };
  });
  return {
    buckets,
    count: buckets.reduce((sum, row) => sum + row.count, 0),
    amount: toMoneyString(addMoney('0', ...buckets.map((row) => row.amount))),
  };
}

async function chargebacksPending(db: Db, clientId: number): Promise<ClientHome['chargebacks_pending']> {
  const left = sql`coalesce(${chargebacks.adjustedCb}, ${chargebacks.cb})`;
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      amount: sql<string>`coalesce(sum(${left}), 0)::text`,
    })
    .from(chargebacks)
    .where(
      and(
        eq(chargebacks.prospectId, clientId),
        isNull(chargebacks.deletedAt),
        ne(chargebacks.chargeBackSettled, 1),
        sql`${left} > 0`,
      ),
    );
  return { count: row?.count ?? 0, amount: toMoneyString(row?.amount ?? '0') };
}

async function simulatorOf(db: Db, clientId: number): Promise<ClientHome['simulator']> {
  const terms = await signedTermsOf(db, clientId, { whateverItsStatus: true });
  const rows = await db
    .select({
      id: invoices.id,
      invoiceNo: invoices.invoiceNo,
      debtorName: debtors.legalName,
      invoiceDate: invoices.invoiceDate,
      fundingDate: invoices.fundingDate,
      invoiceAmount: invoices.invoiceAmount,
      advanceAmount: invoices.advanceAmount,
      collectedAmount: invoices.collectedAmount,
      chargebackAmount: invoices.chargebackAmount,
      discountFeeAmount: invoices.discountFeeAmount,
      openBalance: sql<string>`${openBalance}::text`,
    })
    .from(invoices)
    .innerJoin(debtors, eq(debtors.id, invoices.debtorId))
    .where(and(eq(invoices.prospectId, clientId), openFundedInvoice))
    .orderBy(asc(invoices.fundingDate), asc(invoices.id))
    .limit(simulatorInvoiceLimit);
  return {
    terms: terms ? simulatorTermsOf(terms) : null,
    invoices: rows.map((row) => ({
      id: row.id,
      invoice_no: row.invoiceNo,
      debtor_name: row.debtorName,
      invoice_date: row.invoiceDate,
      funding_date: row.fundingDate ?? '',
      invoice_amount: toMoneyString(row.invoiceAmount),
      advance_amount: toMoneyString(row.advanceAmount),
      collected_amount: toMoneyString(row.collectedAmount),
      chargeback_amount: toMoneyString(row.chargebackAmount),
      discount_fee_amount: toMoneyString(row.discountFeeAmount),
      open_balance: toMoneyString(row.openBalance),
    })),
  };
}

export async function clientHome(db: Db, client: HomeClient, now: Date): Promise<ClientHome> {
  const today = todayIso(now);
  return {
    client_name: client.name,
    as_of: today,
    credit: await creditOf(db, client.id),
    funded_this_month: await fundedThisMonth(db, client.id, today),
    reserves: await reservesOf(db, client.id),
    open_invoices: await openInvoicesOf(db, client.id, today),
    chargebacks_pending: await chargebacksPending(db, client.id),
    simulator: await simulatorOf(db, client.id),
  };
}
