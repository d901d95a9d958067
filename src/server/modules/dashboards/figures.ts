import { and, desc, eq, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import {
  collectionAges,
  type Analytics,
  type ConcentrationClient,
  type DebtorData,
} from '../../../shared/contract/dashboards';
import { parseMoney, toMoneyString, type Money } from '../../../shared/money';
import type { Db } from '../../db/client';
import { collectionItems, collections, debtors, invoices, prospects } from '../../db/schema';
import { allRowsLimit, type PageAnswer } from '../../http/paging';
import { ageBand, openBalance, openFundedInvoice } from '../invoices/openReceivables';
import { partiesCondition, type DashboardParties } from './scope';

/**
 * The analytics dashboard's figures (docs/decisions/0032-dashboards-and-charts.md), read from the
 * purchased invoices and the collections applied to them — the rows 1200 Purchased Receivables is
 * checked against (0006, 0028):
 * - open debt of an invoice: invoice_amount − collected_amount − chargeback_amount of a funded, live
 *   invoice (its 1200 balance); the period bounds the invoice date;
 * - aging: today − invoice_date, in days, of the open invoices;
 * - paid: Σ applied_amount of the collection rows against receivables (not chargebacks) whose
 *   collection posted in the period; their age is posting date − invoice date.
 */

export interface DashboardPeriod {
  from: string | null;
  to: string | null;
}

function openInvoices(parties: DashboardParties, period: DashboardPeriod): SQL {
  return and(
    openFundedInvoice,
    partiesCondition(parties, { company: invoices.prospectId, debtor: invoices.debtorId }),
    period.from ? gte(invoices.invoiceDate, period.from) : undefined,
    period.to ? lte(invoices.invoiceDate, period.to) : undefined,
  )!;
}

function periodCollections(parties: DashboardParties, period: DashboardPeriod): SQL {
  return and(
    isNull(collectionItems.chargebackId),
    sql`${collectionItems.appliedAmount} > 0`,
    partiesCondition(parties, { company: collections.prospectId, debtor: collections.debtorId }),
    period.from ? gte(collections.postingDate, period.from) : undefined,
    period.to ? lte(collections.postingDate, period.to) : undefined,
  )!;
}

const money = (text: string | null | undefined): Money => parseMoney(text ?? '0') ?? parseMoney('0')!;

/** Days, one decimal: Σ days ÷ n (0 without any). */
export function averageDays(sumDays: number | string, count: number): number {
  if (count === 0) return 0;
  return Number(money(String(sumDays)).div(count).toDecimalPlaces(1).toFixed(1));
}

/** part ÷ whole in percent, 2 decimals, half-up; 0.00 of nothing. */
export function percentText(part: Money, whole: Money): string {
  if (whole.isZero()) return '0.00';
  return part.div(whole).times(100).toDecimalPlaces(2).toFixed(2);
}

const ageOf = sql<number>`(${collections.postingDate} - ${invoices.invoiceDate})`;
const ageBucket = ageBand(ageOf, collectionAges);

/** How many debtors the chart shows: those owing most. */
export const chartDebtors = 10;

export async function analyticsOf(
  db: Db,
  parties: DashboardParties,
  period: DashboardPeriod,
  today: string,
): Promise<Analytics> {
  const daysOld = sql`(${today}::date - ${invoices.invoiceDate})`;
  const [totals] = await db
    .select({
      debt: sql<string>`coalesce(sum(${openBalance}), 0)::text`,
      days: sql<string>`coalesce(sum(${daysOld}), 0)::text`,
      count: sql<number>`count(*)::int`,
      debtors: sql<number>`count(distinct ${invoices.debtorId})::int`,
    })
    .from(invoices)
    .where(openInvoices(parties, period));

  const paidRows = await db
    .select({
      age: ageBucket,
      paid: sql<string>`sum(${collectionItems.appliedAmount})::text`,
    })
    .from(collectionItems)
    .innerJoin(collections, eq(collections.id, collectionItems.collectionId))
    .innerJoin(invoices, eq(invoices.id, collectionItems.invoiceId))
    .where(periodCollections(parties, period))
    .groupBy(ageBucket);
  const byAge = new Map(paidRows.map((row) => [row.age, money(row.paid)]));
  const paid = paidRows.reduce((sum, row) => sum.plus(money(row.paid)), money('0'));

  const debt = money(totals?.debt);
  const debtorCount = totals?.debtors ?? 0;
  return {
    average_aging: averageDays(totals?.days ?? 0, totals?.count ?? 0),
    total_debt: toMoneyString(debt),
    total_paid_amount: toMoneyString(paid),
    average_debt_per_debtor: toMoneyString(debtorCount === 0 ? money('0') : debt.div(debtorCount)),
    debtors_data: await debtorsData(db, parties, period, today),
    collection_data: collectionAges.map((age) => ({
      age,
      collection: toMoneyString(byAge.get(age) ?? money('0')),
    })),
  };
}

/** The chart's debtors: the ten owing most, with what the period's collections paid of theirs. */
async function debtorsData(
  db: Db,
  parties: DashboardParties,
  period: DashboardPeriod,
  today: string,
): Promise<DebtorData[]> {
  const daysOld = sql`(${today}::date - ${invoices.invoiceDate})`;
  const debtOf = sql`sum(${openBalance})`;
  const top = await db
    .select({
      debtorId: invoices.debtorId,
      debt: sql<string>`${debtOf}::text`,
      days: sql<string>`sum(${daysOld})::text`,
      count: sql<number>`count(*)::int`,
    })
    .from(invoices)
    .where(openInvoices(parties, period))
    .groupBy(invoices.debtorId)
    .orderBy(desc(debtOf), invoices.debtorId)
    .limit(chartDebtors);
  if (top.length === 0) return [];
  const ids = top.map((row) => row.debtorId);
  const [names, paid] = await Promise.all([
    db.select({ id: debtors.id, name: debtors.legalName }).from(debtors).where(inArray(debtors.id, ids)),
    db
      .select({
        debtorId: collections.debtorId,
        paid: sql<string>`sum(${collectionItems.appliedAmount})::text`,
        days: sql<string>`sum(${ageOf})::text`,
        count: sql<number>`count(*)::int`,
      })
      .from(collectionItems)
      .innerJoin(collections, eq(collections.id, collectionItems.collectionId))
      .innerJoin(invoices, eq(invoices.id, collectionItems.invoiceId))
      .where(and(periodCollections(parties, period), inArray(collections.debtorId, ids)))
      .groupBy(collections.debtorId),
  ]);
  const nameOf = new Map(names.map((row) => [row.id, row.name]));
  const paidOf = new Map(paid.map((row) => [row.debtorId, row]));
  return top.map((row) => {
    const collected = paidOf.get(row.debtorId);
    return {
      debtor_id: row.debtorId,
      name: nameOf.get(row.debtorId) ?? '',
      total_debt: toMoneyString(money(row.debt)),
      total_paid_amount: toMoneyString(money(collected?.paid)),
      average_aging: averageDays(row.days, row.count),
      average_aging_turnover: averageDays(collected?.days ?? 0, collected?.count ?? 0),
    };
  });
}

/**
 * Debt concentration (most open debt first): each client's share of all the open debt the filters
 * match, and each of its debtors' share of the client's.
 */
export async function debtConcentration(
  db: Db,
  parties: DashboardParties,
  period: DashboardPeriod,
  page: { page: number; per_page: number },
): Promise<PageAnswer<ConcentrationClient>> {
  const where = openInvoices(parties, period);
  const debtOf = sql`sum(${openBalance})`;
  const [whole] = await db
    .select({
      debt: sql<string>`coalesce(sum(${openBalance}), 0)::text`,
      clients: sql<number>`count(distinct ${invoices.prospectId})::int`,
    })
    .from(invoices)
    .where(where);
  const total = whole?.clients ?? 0;
  const perPage = page.per_page === 0 ? Math.min(Math.max(total, 1), allRowsLimit) : page.per_page;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const answer = (data: ConcentrationClient[]): PageAnswer<ConcentrationClient> => ({
    data,
    total,
    last_page: lastPage,
    current_page: page.page,
  });
  if (total === 0) return answer([]);
  const clientRows = await db
    .select({ prospectId: invoices.prospectId, debt: sql<string>`${debtOf}::text` })
    .from(invoices)
    .where(where)
    .groupBy(invoices.prospectId)
    .orderBy(desc(debtOf), invoices.prospectId)
    .limit(perPage)
    .offset((page.page - 1) * perPage);
  if (clientRows.length === 0) return answer([]);
  const ids = clientRows.map((row) => row.prospectId);
  const [names, debtorRows] = await Promise.all([
    db
      .select({ id: prospects.id, name: prospects.companyBusinessName })
      .from(prospects)
      .where(inArray(prospects.id, ids)),
    db
      .select({
        prospectId: invoices.prospectId,
        debtorId: invoices.debtorId,
        name: debtors.legalName,
        debt: sql<string>`${debtOf}::text`,
      })
      .from(invoices)
      .innerJoin(debtors, eq(debtors.id, invoices.debtorId))
      .where(and(where, inArray(invoices.prospectId, ids)))
      .groupBy(invoices.prospectId, invoices.debtorId, debtors.legalName)
      .orderBy(desc(debtOf), invoices.debtorId),
  ]);
  const wholeDebt = money(whole?.debt);
  const nameOf = new Map(names.map((row) => [row.id, row.name]));
  return answer(
    clientRows.map((client) => {
      const clientDebt = money(client.debt);
      return {
        prospect_id: client.prospectId,
        client_name: nameOf.get(client.prospectId) ?? '',
        concentration: percentText(clientDebt, wholeDebt),
        total_debt: toMoneyString(clientDebt),
        debtors: debtorRows
          .filter((row) => row.prospectId === client.prospectId)
          .map((row) => ({
            debtor_id: row.debtorId,
            debtor_name: row.name,
            concentration: percentText(money(row.debt), clientDebt),
            total_debt: toMoneyString(money(row.debt)),
          })),
      };
    }),
  );
}
