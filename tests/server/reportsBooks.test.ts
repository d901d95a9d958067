import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { startTestApp, type TestApp } from './harness';
import { prospects, users } from '../../src/server/db/schema';
import { reportDefs } from '../../src/shared/rights';
import { toMoneyString } from '../../src/shared/money';
import { todayIso } from '../../src/shared/dates';
import { fiscalYearOf, fiscalYearPeriod } from '../../src/shared/reportPeriods';

interface Grid {
  gridData: Record<string, string | number | null>[];
  rowsCount: number;
  totals: Record<string, string | number> | null;
  columns: { field: string }[];
  as_of: string | null;
}

/**
 * Each report's totals on the demo book agree with the books: every expected figure is summed
 * here straight from the journal's lines, apart from the report engine's queries.
 */
describe('the reports on the demo book agree with the books', () => {
  let t: TestApp;
  let admin: string;
  let client: string;
  let acme: number;
  const today = todayIso();

  async function money(statement: ReturnType<typeof sql>): Promise<string> {
    const answer = (await t.db.execute(statement)) as { rows: { v: string | null }[] };
    return toMoneyString(answer.rows[0]?.v ?? '0');
  }
  /** Σ over journal lines of one chart account (optionally of one operation, or of invoice lines). */
  function lines(code: string, side: 'dr-cr' | 'cr-dr', where = sql`true`) {
    const amount = side === 'dr-cr' ? sql`jl.debit - jl.credit` : sql`jl.credit - jl.debit`;
    return money(sql`select sum(${amount})::text as v from journal_lines jl
      join journal_entries je on je.id = jl.entry_id join ledger_accounts la on la.id = jl.account_id
      where la.chart_code = ${code} and ${where}`);
  }
  async function grid(token: string, body: Record<string, unknown>): Promise<Grid> {
    const answer = await t.call('reports/fetch', { per_page: 0, ...body }, token);
    expect(answer.statusCode, JSON.stringify(answer.body)).toBe(200);
    return answer.body as unknown as Grid;
  }

  beforeAll(async () => {
    t = await startTestApp({ demoBook: true, demoMoney: true });
    admin = await t.signIn('admin@factordesk.test');
    client = await t.signIn('client@factordesk.test');
    const [account] = await t.db.select().from(users).where(eq(users.email, 'client@factordesk.test'));
    acme = account!.companyId!;
  });
  afterAll(() => t.close());

  it('answers every report for staff, with its columns, a page and totals over every row', async () => {
    for (const report of reportDefs) {
      const full = await grid(admin, { report: report.handle });
      expect(full.gridData.length).toBe(full.rowsCount);
      const page = await grid(admin, { report: report.handle, per_page: 2, page: 1 });
      expect(page.rowsCount).toBe(full.rowsCount);
      expect(page.gridData.length).toBe(Math.min(2, full.rowsCount));
      expect(page.totals).toEqual(full.totals);
      for (const row of full.gridData) expect(Object.keys(row)).toEqual(full.columns.map((c) => c.field));
    }
  });

  it('prints money as plain decimals with two places', async () => {
    const answer = await grid(admin, { report: 'purchase_summary_with_fee' });
    expect(answer.rowsCount).toBeGreaterThan(0);
    for (const row of answer.gridData) expect(String(row.invoice_amount)).toMatch(/^-?\d+\.\d{2}$/);
  });

  it('totals the purchases, fees, collections, balances and chargebacks as the journal does', async () => {
    const bought = await lines(
      '1200',
      'dr-cr',
      sql`je.operation in ('schedule_payment', 'funding_reversal')`,
    );
    const fees = await lines('4100', 'cr-dr', sql`jl.invoice_id is not null`);
    const collected = await lines('1200', 'cr-dr', sql`je.operation = 'collection'`);
    const receivables = await lines('1200', 'dr-cr');
    const chargedBack = await lines('1200', 'cr-dr', sql`je.operation = 'chargeback'`);
    expect(Number(bought)).toBeGreaterThan(0);

    const withFee = await grid(admin, { report: 'purchase_summary_with_fee' });
    expect(withFee.totals).toMatchObject({
      invoice_amount: bought,
      fee_amount: fees,
      paid_amount: collected,
      balance: receivables,
    });
    const withoutFee = await grid(admin, { report: 'purchase_summary_without_fee' });
    expect(withoutFee.totals?.invoice_amount).toBe(bought);
    const aging = await grid(admin, { report: 'invoice_summary_aging' });
    expect(aging.totals?.balance).toBe(receivables);
    const debtors = await grid(admin, { report: 'debtor_aging' });
    expect(debtors.totals?.balance).toBe(receivables);
    const payments = await grid(admin, { report: 'payment_history_detail' });
    expect(payments.totals?.paid_amount).toBe(collected);
    expect(payments.totals?.fee_amount).toBe(await lines('4100', 'cr-dr', sql`je.operation = 'collection'`));
    const cbs = await grid(admin, { report: 'chargebacks' });
    expect(cbs.totals?.cb_uc_amount).toBe(chargedBack);
    const efficiency = await grid(admin, { report: 'collection_efficiency_analysis' });
    expect(efficiency.totals).toMatchObject({ balance: receivables, paid_amount: collected, sales: bought });
    const lastPaid = await grid(admin, { report: 'last_payment_date', no_of_days: '0' });
    expect(lastPaid.totals?.balance).toBe(receivables);
    const warning = await grid(admin, { report: 'credit_limit_warning', limit: '0' });
    expect(warning.totals?.funded_balance).toBe(receivables);
  });

  it('totals the reserves, escrows, cash posted, income and unapplied cash as the journal does', async () => {
    const reserve = await lines('2100', 'cr-dr');
    const escrow = await lines('2200', 'cr-dr');
    const risk = await grid(admin, { report: 'client_risk_management_details' });
    expect(risk.totals).toMatchObject({
      balance: await lines('1200', 'dr-cr'),
      reserve_balance: reserve,
      escrow_balance: escrow,
    });
    const detail = await grid(admin, { report: 'reserve_detail' });
    const detailNet = toMoneyString(
      (Number(detail.totals?.credit_amount) - Number(detail.totals?.debit_amount)).toFixed(2),
    );
    expect(detailNet).toBe(reserve);
    const escrows = await grid(admin, { report: 'escrow_reserve' });
    expect(escrows.totals?.escrow_amount).toBe(
      await lines('2200', 'cr-dr', sql`je.operation in ('schedule_payment', 'funding_reversal')`),
    );
    expect(escrows.totals?.escrow_balance).toBe(escrow);
    const cash = await grid(admin, { report: 'cash_posting' });
    expect(cash.totals?.check_posted).toBe(await lines('1000', 'dr-cr', sql`je.operation = 'collection'`));
    const analysis = await grid(admin, { report: 'client_analysis', duration: 0 });
    expect(analysis.totals?.earnings).toBe(
      await money(sql`select sum(jl.credit - jl.debit)::text as v from journal_lines jl
        join ledger_accounts la on la.id = jl.account_id where la.chart_code in ('4100', '4200', '4300')`),
    );
    const uc = await grid(admin, { report: 'unapplied_cash_received' });
    expect(uc.totals?.amount_uc).toBe(
      await money(sql`select sum(amount)::text as v from unapplied_cash where journal_entry_id is not null`),
    );
    // Transactions reads a fiscal year (it takes no date keyword): this one, by default.
    const year = fiscalYearPeriod(fiscalYearOf(today));
    const transactions = await grid(admin, { report: 'transactions' });
    expect(transactions.totals?.debit_amount).toBe(
      await money(sql`select sum(jl.debit)::text as v from journal_lines jl join ledger_accounts la on la.id = jl.account_id
        join journal_entries je on je.id = jl.entry_id
        where la.client_id is not null and la.chart_code <> '1000'
          and je.entry_date between ${year.from}::date and ${year.to}::date and je.entry_date <= ${today}::date`),
    );
  });

  it('holds a client to its own company', async () => {
    const own = await grid(client, { report: 'purchase_summary_with_fee' });
    const [name] = await t.db
      .select({ name: prospects.companyBusinessName })
      .from(prospects)
      .where(eq(prospects.id, acme));
    expect(own.rowsCount).toBeGreaterThan(0);
    expect(own.gridData.every((row) => row.client_name === name!.name)).toBe(true);
    const acmeBought = await lines(
      '1200',
      'dr-cr',
      sql`je.operation in ('schedule_payment', 'funding_reversal') and la.client_id = ${acme}`,
    );
    expect(own.totals?.invoice_amount).toBe(acmeBought);
    const staffView = await grid(admin, { report: 'purchase_summary_with_fee', prospect_id: acme });
    expect(staffView.totals).toEqual(own.totals);
  });

  it('reads the books as they stood on an earlier day: a later collection is not counted', async () => {
    const answer = (await t.db.execute(
      sql`select min(je.entry_date)::text as d from journal_entries je where je.operation = 'collection'`,
    )) as {
      rows: { d: string | null }[];
    };
    const firstCollection = answer.rows[0]!.d!;
    const dayBefore = new Date(`${firstCollection}T00:00:00Z`);
    dayBefore.setUTCDate(dayBefore.getUTCDate() - 1);
    const asOf = dayBefore.toISOString().slice(0, 10);
    const then = await grid(admin, { report: 'payment_history_detail', as_of: asOf });
    expect(then.rowsCount).toBe(0);
    expect(then.as_of).toBe(asOf);
    const receivablesThen = await lines('1200', 'dr-cr', sql`je.entry_date <= ${asOf}::date`);
    const aging = await grid(admin, { report: 'invoice_summary_aging', as_of: asOf });
    expect(aging.totals?.balance).toBe(receivablesThen);
    const now = await grid(admin, { report: 'payment_history_detail' });
    expect(now.rowsCount).toBeGreaterThan(0);
  });
});
