import { and, eq, gte, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { brokerAgreementTerms } from '../../../shared/brokerAgreement';
import type { BrokerHome, ReferredClient } from '../../../shared/contract/partyHome';
import { prospectStatuses } from '../../../shared/constants';
import { todayIso } from '../../../shared/dates';
import { addMoney, percentOf, toMoneyString } from '../../../shared/money';
import type { Db } from '../../db/client';
import { invoices, journalEntries, journalLines, ledgerAccounts, prospects } from '../../db/schema';
import { chart } from '../../ledger/chart';
import { monthOf, payableBy } from './months';
import type { homeBrokerOf } from './scope';

/*
 * A broker's home (docs/decisions/0033-each-partys-home.md, "The broker's home"): the prospects
 * and clients that came through its referral code, the invoices bought from them, and the
 * commission its agreement promises: its percentage of the discount fees collected from each
 * referred client (Discount Fee Income, 4100, of the client's sub-ledger, net of reversals),
 * month by month from the agreement date.
 */

type HomeBroker = Awaited<ReturnType<typeof homeBrokerOf>>;

function stageOf(status: number): string {
  if (status === prospectStatuses.client) return 'Client';
  if (status === prospectStatuses.fallout) return 'Declined';
  return 'Applying';
}

/** The commission on a month's fees of one client: rate % of them, half-up to cents. */
export function commissionOn(fees: string, rate: string | null): string {
  return rate === null ? '0.00' : toMoneyString(percentOf(fees, rate));
}

export async function brokerHome(db: Db, broker: HomeBroker, now: Date): Promise<BrokerHome> {
  const today = todayIso(now);
  const { start, month: thisMonth } = monthOf(today);
  const rate = broker.commission === null || broker.agreementDate === null ? null : broker.commission;
  const referred =
    broker.referralCode === null
      ? []
      : await db
          .select({ id: prospects.id, name: prospects.companyBusinessName, status: prospects.status })
          .from(prospects)
          .where(and(eq(prospects.brokerReferralCode, broker.referralCode), isNull(prospects.deletedAt)))
          .orderBy(prospects.companyBusinessName, prospects.id);
  const ids = referred.map((row) => row.id);

  const volumes =
    ids.length === 0
      ? []
      : await db
          .select({
            clientId: invoices.prospectId,
            all: sql<number>`count(*)::int`,
            allAmount: sql<string>`coalesce(sum(${invoices.invoiceAmount}), 0)::text`,
            month: sql<number>`(count(*) filter (where ${invoices.fundingDate} >= ${start}))::int`,
            monthAmount: sql<string>`coalesce(sum(${invoices.invoiceAmount}) filter (where ${invoices.fundingDate} >= ${start}), 0)::text`,
          })
          .from(invoices)
          .where(
            and(
              inArray(invoices.prospectId, ids),
              isNotNull(invoices.fundingDate),
              isNull(invoices.deletedAt),
            ),
          )
          .groupBy(invoices.prospectId);

  const monthText = sql<string>`to_char(${journalEntries.entryDate}, 'YYYY-MM')`;
  const fees =
    ids.length === 0 || rate === null || broker.agreementDate === null
      ? []
      : await db
          .select({
            clientId: ledgerAccounts.clientId,
            month: monthText,
            fees: sql<string>`(coalesce(sum(${journalLines.credit}), 0) - coalesce(sum(${journalLines.debit}), 0))::text`,
          })
          .from(journalLines)
          .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, journalLines.accountId))
          .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
          .where(
            and(
              eq(ledgerAccounts.chartCode, chart.discountFeeIncome.code),
              inArray(ledgerAccounts.clientId, ids),
              gte(journalEntries.entryDate, broker.agreementDate),
            ),
          )
          .groupBy(ledgerAccounts.clientId, monthText);

  const clients: ReferredClient[] = referred.map((row) => {
    const volume = volumes.find((candidate) => candidate.clientId === row.id);
    const own = fees.filter((candidate) => candidate.clientId === row.id);
    const monthFees = own.find((candidate) => candidate.month === thisMonth)?.fees ?? '0';
    return {
      prospect_id: row.id,
      name: row.name,
      stage: stageOf(row.status),
      invoices_this_month: volume?.month ?? 0,
      volume_this_month: toMoneyString(volume?.monthAmount ?? '0'),
      invoices_all_time: volume?.all ?? 0,
      volume_all_time: toMoneyString(volume?.allAmount ?? '0'),
      fees_this_month: toMoneyString(monthFees),
      commission_this_month: commissionOn(toMoneyString(monthFees), rate),
      commission_all_time: toMoneyString(
        addMoney('0', ...own.map((candidate) => commissionOn(toMoneyString(candidate.fees), rate))),
      ),
    };
  });

  const months = [...new Set(fees.map((row) => row.month))].sort().reverse();
  const statement = months.map((month) => {
    const rows = fees.filter((row) => row.month === month);
    return {
      month,
      fees: toMoneyString(addMoney('0', ...rows.map((row) => row.fees))),
      commission: toMoneyString(
        addMoney('0', ...rows.map((row) => commissionOn(toMoneyString(row.fees), rate))),
      ),
      payable_by: payableBy(month, brokerAgreementTerms.commissionPaidByDay),
    };
  });

  const sum = (pick: (row: ReferredClient) => string) => toMoneyString(addMoney('0', ...clients.map(pick)));
  return {
    broker_name: `${broker.firstName} ${broker.lastName}`.trim(),
    as_of: today,
    referral_code: broker.referralCode,
    commission_rate: rate,
    agreement_date: broker.agreementDate,
    totals: {
      clients: clients.filter((row) => row.stage === 'Client').length,
      invoices_this_month: clients.reduce((total, row) => total + row.invoices_this_month, 0),
      volume_this_month: sum((row) => row.volume_this_month),
      invoices_all_time: clients.reduce((total, row) => total + row.invoices_all_time, 0),
      volume_all_time: sum((row) => row.volume_all_time),
      commission_this_month: sum((row) => row.commission_this_month),
      commission_all_time: sum((row) => row.commission_all_time),
    },
    clients,
    statement,
  };
}
