import { expect } from 'vitest';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { addMoney, compareMoney, moneyZero, subtractMoney, toMoneyString } from '../../src/shared/money';
import { invoices, schedules } from '../../src/server/db/schema';
import { verifyLedger } from '../../src/server/ledger/verify';
import { paymentInfoOf } from '../../src/server/modules/funding/paymentInfo';
import { allLedgerChecks } from '../server/fundingBook';
import { advanceOf, amountOwed, payoutOf, type Model, type Real } from './moneyModel';

/**
 * What an accountant would check after every step of the money-flow property: the books balance,
 * entry by entry and in total, and agree with the operational tables; each schedule holds exactly
 * the invoices the model says (so none joined a closed one) and its net funding is theirs; a funded
 * schedule's net funding is what was paid plus what remains, with the chargebacks settled, the
 * escrow withheld and the advances of invoices still awaiting purchase; never more is paid than the
 * invoices bought are worth.
 */
export async function checkInvariants(model: Model, real: Real): Promise<void> {
  const db = real.book.t.db;
  const report = await verifyLedger(db, allLedgerChecks());
  expect(report.differences).toEqual([]);
  expect(report.totalDebits).toBe(report.totalCredits);
  for (const schedule of model.schedules) {
    const [row] = await db.select().from(schedules).where(eq(schedules.id, schedule.id));
    expect(row!.scheduleFundDate !== null).toBe(schedule.funded);
    if (schedule.funded) expect(row!.remainingAmount).toBe(schedule.owed);

    const held = await db
      .select({
        id: invoices.id,
        advance: invoices.advanceAmount,
        escrow: invoices.escrowAmount,
        bought: sql<boolean>`(${invoices.fundingDate} is not null)`,
      })
      .from(invoices)
      .where(and(eq(invoices.scheduleId, schedule.id), isNull(invoices.deletedAt)))
      .orderBy(asc(invoices.id));
    expect({ schedule: schedule.id, invoices: held.map((invoice) => invoice.id) }).toEqual({
      schedule: schedule.id,
      invoices: schedule.invoices.map((invoice) => invoice.id).sort((a, b) => a - b),
    });

    // The totals the database keeps in the schedule's row: its invoices' and payments', summed afresh.
    const [paid] = await db
      .select({
        amount: sql<string>`coalesce((select sum(amount) from schedule_payments where schedule_id = ${schedule.id} and reversed_at is null), 0)::numeric(16,2)::text`,
      })
      .from(sql`(select 1) as one`);
    const netFunding = toMoneyString(
      addMoney(moneyZero, ...schedule.invoices.map((invoice) => advanceOf(schedule, invoice))),
    );
    expect({ total: row!.totalAmount, count: row!.invoicesCount, paid: row!.paidAmount }).toEqual({
      total: netFunding,
      count: schedule.invoices.length,
      paid: paid!.amount,
    });

    if (schedule.funded) {
      const sum = (values: string[]) => addMoney(moneyZero, ...values);
      const bought = held.filter((invoice) => invoice.bought);
      const awaiting = held.filter((invoice) => !invoice.bought);
      const accounted = addMoney(
        row!.paidAmount,
        row!.remainingAmount,
        row!.cbAmount,
        sum(bought.map((invoice) => invoice.escrow)),
        sum(awaiting.map((invoice) => invoice.advance)),
      );
      expect({ schedule: schedule.id, netFunding: row!.totalAmount }).toEqual({
        schedule: schedule.id,
        netFunding: toMoneyString(accounted),
      });
    }

    if (schedule.deleted || !schedule.verified) continue;
    const info = await paymentInfoOf(db, real.caller, schedule.id);
    expect({ id: schedule.id, amount: info.amount, paid: info.paidAmount }).toEqual({
      id: schedule.id,
      amount: amountOwed(schedule),
      paid: schedule.paid,
    });
    // Never more paid than the invoices bought are worth to the client.
    const bought = schedule.invoices.filter((invoice) => invoice.bought);
    const worth = subtractMoney(payoutOf(schedule, bought), schedule.funded ? schedule.cb : '0');
    expect(compareMoney(schedule.paid, worth)).toBeLessThanOrEqual(0);
  }
}
