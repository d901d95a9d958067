import { and, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { InvoiceAnalytics, RecentInvoice } from '../../../shared/contract/dashboards';
import { parseMoney, toMoneyString } from '../../../shared/money';
import type { Db } from '../../db/client';
import { invoices, prospects } from '../../db/schema';
import { percentText } from './figures';
import { partiesCondition, type DashboardParties } from './scope';

/**
 * The debtor dashboard (docs/decisions/0032): the purchased invoices a debtor owes the factor, each
 * in one state — charged back (chargeback_amount > 0), paid (collected in full), over due (open and
 * past its due date) or due (open, due today or later).
 */

/** A net term to show when the debtor has no purchased invoice yet. */
export const defaultDiscountDays = 30;
/** How many invoices Recent Invoices shows. */
export const recentInvoiceCount = 10;

function purchased(parties: DashboardParties): SQL {
  return and(
    isNotNull(invoices.fundingDate),
    isNull(invoices.deletedAt),
    partiesCondition(parties, { company: invoices.prospectId, debtor: invoices.debtorId }),
  )!;
}

const chargedBack = sql`${invoices.chargebackAmount} > 0`;
const paidInFull = sql`${invoices.chargebackAmount} = 0 and ${invoices.collectedAmount} >= ${invoices.invoiceAmount}`;
const open = sql`${invoices.chargebackAmount} = 0 and ${invoices.collectedAmount} < ${invoices.invoiceAmount}`;

export async function invoiceAnalyticsOf(
  db: Db,
  parties: DashboardParties,
  today: string,
): Promise<InvoiceAnalytics> {
  const overDue = sql`${open} and ${invoices.invoiceDueDate} < ${today}::date`;
  const due = sql`${open} and ${invoices.invoiceDueDate} >= ${today}::date`;
  const where = purchased(parties);
  const [counts] = await db
    .select({
      collected: sql<number>`(count(*) filter (where ${paidInFull}))::int`,
      due_30: sql<number>`(count(*) filter (where ${due}))::int`,
      over_due: sql<number>`(count(*) filter (where ${overDue}))::int`,
      charge_back: sql<number>`(count(*) filter (where ${chargedBack}))::int`,
      total: sql<number>`count(*)::int`,
    })
    .from(invoices)
    .where(where);
  const [term] = await db
    .select({ days: invoices.discountDays })
    .from(invoices)
    .where(where)
    .groupBy(invoices.discountDays)
    .orderBy(desc(sql`count(*)`), invoices.discountDays)
    .limit(1);
  const c = counts ?? { collected: 0, due_30: 0, over_due: 0, charge_back: 0, total: 0 };
  const whole = parseMoney(String(c.total))!;
  const share = (count: number) => percentText(parseMoney(String(count))!, whole);
  return {
    collected: c.collected,
    due_30: c.due_30,
    over_due: c.over_due,
    charge_back: c.charge_back,
    collected_percentage: share(c.collected),
    due_30_percentage: share(c.due_30),
    over_due_percentage: share(c.over_due),
    charge_back_percentage: share(c.charge_back),
    total: c.total,
    discount_days: term?.days ?? defaultDiscountDays,
  };
}

/** The newest purchased invoices (by invoice date), with their open balance and state. */
export async function recentInvoicesOf(
  db: Db,
  parties: DashboardParties,
  today: string,
): Promise<RecentInvoice[]> {
  const rows = await db
    .select({
      id: invoices.id,
      invoiceNo: invoices.invoiceNo,
      clientName: prospects.companyBusinessName,
      invoiceDate: invoices.invoiceDate,
      dueDate: invoices.invoiceDueDate,
      amount: invoices.invoiceAmount,
      collected: invoices.collectedAmount,
      chargeback: invoices.chargebackAmount,
    })
    .from(invoices)
    .innerJoin(prospects, eq(prospects.id, invoices.prospectId))
    .where(purchased(parties))
    .orderBy(desc(invoices.invoiceDate), desc(invoices.id))
    .limit(recentInvoiceCount);
  return rows.map((row) => {
    const amount = parseMoney(row.amount)!;
    const collected = parseMoney(row.collected)!;
    const chargeback = parseMoney(row.chargeback)!;
    const balance = amount.minus(collected).minus(chargeback);
    const state: RecentInvoice['state'] = chargeback.gt(0)
      ? 'charge_back'
      : collected.gte(amount)
        ? 'paid'
        : row.dueDate < today
          ? 'over_due'
          : 'due';
    return {
      id: row.id,
      invoice_no: row.invoiceNo,
      client_name: row.clientName,
      invoice_date: row.invoiceDate,
      invoice_due_date: row.dueDate,
      invoice_amount: toMoneyString(amount),
      open_balance: toMoneyString(balance.isNegative() ? '0' : balance),
      state,
    };
  });
}
