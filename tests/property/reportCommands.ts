import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { fetchReport } from '../../src/server/modules/reports/engine';
import { ReportRequestSchema } from '../../src/shared/contract/reports';
import { allRightIds } from '../../src/shared/rights';
import { toMoneyString } from '../../src/shared/money';
import type { Caller } from '../../src/server/http/caller';
import type { Model, Real } from './moneyModel';

/** Far enough ahead that every entry the property dates is on or before it. */
const reportDay = '2099-12-31';

/**
 * The reports' money totals agree with the books for whatever book the property has built
 * (docs/decisions/0030-reports.md): what was bought, the fees earned, what was collected, the
 * receivables, reserves and escrow held, and what was charged back, each summed here straight from
 * the journal's lines.
 */
export async function checkReportInvariants(_model: Model, real: Real): Promise<void> {
  const db = real.book.t.db;
  const staff: Caller = {
    ...real.caller,
    roleType: 'admin',
    rights: new Set(allRightIds),
    companyId: null,
    debtorId: null,
    brokerId: null,
  };
  const sum = async (code: string, amount: 'dr-cr' | 'cr-dr', where = sql`true`) => {
    const side = amount === 'dr-cr' ? sql`jl.debit - jl.credit` : sql`jl.credit - jl.debit`;
    const answer = (await db.execute(sql`select coalesce(sum(${side}), 0)::text as v from journal_lines jl
      join journal_entries je on je.id = jl.entry_id join ledger_accounts la on la.id = jl.account_id
      where la.chart_code = ${code} and ${where}`)) as { rows: { v: string }[] };
    return toMoneyString(answer.rows[0]!.v);
  };
  const totals = async (report: string, extra: Record<string, unknown> = {}) =>
    (await fetchReport(db, staff, ReportRequestSchema.parse({ report, per_page: 1, ...extra }), reportDay))
      .totals;

  const bought = await sum('1200', 'dr-cr', sql`je.operation in ('schedule_payment', 'funding_reversal')`);
  expect(await totals('purchase_summary_with_fee')).toMatchObject({
    invoice_amount: bought,
    fee_amount: await sum('4100', 'cr-dr', sql`jl.invoice_id is not null`),
    paid_amount: await sum('1200', 'cr-dr', sql`je.operation = 'collection'`),
    balance: await sum('1200', 'dr-cr', sql`jl.invoice_id is not null`),
  });
  expect(await totals('client_risk_management_details')).toMatchObject({
    balance: await sum('1200', 'dr-cr', sql`la.client_id is not null`),
    reserve_balance: await sum('2100', 'cr-dr'),
    escrow_balance: await sum('2200', 'cr-dr'),
  });
  expect((await totals('escrow_reserve'))?.escrow_balance).toBe(await sum('2200', 'cr-dr'));
  expect((await totals('chargebacks'))?.cb_uc_amount).toBe(
    await sum('1200', 'cr-dr', sql`je.operation = 'chargeback'`),
  );
}
