import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import {
  chargebackAdjustments,
  chargebacks,
  invoices,
  journalEntries,
  journalLines,
  ledgerAccounts,
  termSheets,
} from '../../src/server/db/schema';
import { ledgerOperations } from '../../src/server/ledger/operations';
import { postEntry } from '../../src/server/ledger/post';
import { runChargebacks } from '../../src/server/modules/chargebacks/job';
import { msUntilNextRun } from '../../src/server/modules/chargebacks/daily';
import { chargebackSortColumns } from '../../src/shared/contract/chargebacks';
import { messages } from '../../src/shared/messages';
import { grantRole } from './debtorsBook';
import {
  addChargeback,
  addSchedule,
  balancesByCode,
  ledgerDifferences,
  paymentBody,
  startFundingBook,
  type FundingBook,
} from './fundingBook';

const C = messages.chargeback;

describe('chargebacks', () => {
  let book: FundingBook;
  const call = (path: string, body: unknown, token = book.tokens.ca, headers?: Record<string, string>) =>
    book.t.call(path, body, token, headers);
  const chargebackOf = async (invoiceId: number) =>
    (await book.t.db.select().from(chargebacks).where(eq(chargebacks.invoiceId, invoiceId)))[0];
  const chargebackRow = async (id: number) =>
    (await book.t.db.select().from(chargebacks).where(eq(chargebacks.id, id)))[0]!;
  const entryCount = async () =>
    (await book.t.db.select({ n: sql<number>`count(*)::int` }).from(journalEntries))[0]!.n;
  const adjust = (body: unknown, token = book.tokens.ca, key?: string) =>
    call('chargeback/adjust', body, token, key ? { 'idempotency-key': key } : undefined);

  /** A schedule of one invoice of the client, verified and paid in full with the given fund date. */
  async function funded(clientId: number, amount: string, fundDate = '2026-09-01'): Promise<number> {
    const made = await addSchedule(book.t.db, clientId, [
      { debtorId: book.debtors.northwind, amount, date: '2026-08-20' },
    ]);
    expect((await call('schedule/verify', { id: made.scheduleId, chargebacks: [] })).statusCode).toBe(200);
    const info = await call('schedule/payment_info', { id: made.scheduleId });
    const paid = await call(
      'schedule/payment/save',
      paymentBody(made.scheduleId, info.body.amount as string, {
        schedule_fund_date: fundDate,
        check_date: fundDate,
        check_deposit_date: fundDate,
        posting_date: fundDate,
      }),
    );
    expect(paid.statusCode).toBe(200);
    return made.invoiceIds[0]!;
  }

  /** A debtor's short payment as a collection would post it (0028, worked example 2). */
  async function collected(clientId: number, invoiceId: number, cash: string, fee: string, date: string) {
    await book.t.db.transaction(async (tx) => {
      await tx
        .update(invoices)
        .set({ collectedAmount: cash, discountFeeAmount: fee })
        .where(eq(invoices.id, invoiceId));
      await postEntry(tx, {
        date,
        operation: ledgerOperations.collection,
        operationKey: `test:collection:${invoiceId}`,
        memo: 'Short payment',
        clientId,
        lines: [
          { chart: 'cash', debit: cash },
          { chart: 'purchasedReceivables', clientId, debtorId: book.debtors.northwind, credit: cash },
          { chart: 'clientReserves', clientId, debit: fee },
          { chart: 'discountFeeIncome', clientId, credit: fee },
        ],
      });
    });
  }

  beforeAll(async () => {
    book = await startFundingBook();
    // The worked examples' terms: chargeback fee $50.00, per-day fee $2.00, recourse 60 days.
    await book.t.db
      .update(termSheets)
      .set({ cbFee: '50.00', cbPerDayFee: '2.00', recourseDays: 60 })
      .where(eq(termSheets.prospectId, book.clients.bayside));
    await book.t.db
      .update(termSheets)
      .set({ cbFee: '50.00', cbPerDayFee: '2.00' })
      .where(eq(termSheets.prospectId, book.clients.cedar));
    // Client users may adjust here, so that their scope is what refuses another client's chargeback.
    await grantRole(book.t, 'client', ['chargeback_adjustment']);
  });
  afterAll(() => book.t.close());
  afterEach(async () => {
    expect(await ledgerDifferences(book.t.db)).toEqual([]);
  });

  let example: number;
  let exampleChargeback: number;

  describe('the daily job (0028, worked example 2)', () => {
    it('charges nothing back at 60 days, then the open $2,000.00 with the $50.00 fee at 61', async () => {
      const { bayside } = book.clients;
      example = await funded(bayside, '5000.00');
      const [invoice] = await book.t.db.select().from(invoices).where(eq(invoices.id, example));
      expect(invoice!.fundingDate).toBe('2026-09-01');
      await collected(bayside, example, '3000.00', '90.00', '2026-09-21');

      expect(await runChargebacks(book.t.db, '2026-10-31')).toEqual({ raised: 0, feesAccrued: 0, failed: 0 });
      expect(await chargebackOf(example)).toBeUndefined();

      const before = await balancesByCode(book.t.db);
      expect(await runChargebacks(book.t.db, '2026-11-01')).toEqual({ raised: 1, feesAccrued: 0, failed: 0 });
      const cb = (await chargebackOf(example))!;
      exampleChargeback = cb.id;
      expect(cb).toMatchObject({
        cb: '2000.00',
        actualCb: '2000.00',
        cbFee: '50.00',
        perDayFees: '0.00',
        chargebackDate: '2026-11-01',
        chargeBackSettled: 0,
      });
      const after = await balancesByCode(book.t.db);
      const moved = (code: string) => (Number(after[code] ?? 0) - Number(before[code] ?? 0)).toFixed(2);
      const c = `C${bayside}`;
      expect(moved(`1300-${c}`)).toBe('2000.00');
      expect(moved(`1200-${c}-D${book.debtors.northwind}`)).toBe('-2000.00');
      // Liabilities and income carry credit balances (debit − credit below zero).
      expect(moved(`2100-${c}`)).toBe('50.00');
      expect(moved(`4300-${c}`)).toBe('-50.00');
      const [row] = await book.t.db.select().from(invoices).where(eq(invoices.id, example));
      expect(row!.chargebackAmount).toBe('2000.00');
    });

    it('accrues days 91–95 on 12/05 ($10.00), and a second run that day posts nothing', async () => {
      const entries = await entryCount();
      expect(await runChargebacks(book.t.db, '2026-12-05')).toMatchObject({ feesAccrued: 1, failed: 0 });
      expect(await chargebackRow(exampleChargeback)).toMatchObject({
        perDayFees: '10.00',
        feesAccruedThrough: '2026-12-05',
      });
      const [fee] = await book.t.db
        .select()
        .from(journalEntries)
        .where(eq(journalEntries.operationKey, `chargeback:${exampleChargeback}:fees:2026-12-05`));
      expect(fee).toBeDefined();
      expect(await entryCount()).toBe(entries + 1);

      expect(await runChargebacks(book.t.db, '2026-12-05')).toEqual({ raised: 0, feesAccrued: 0, failed: 0 });
      expect(await entryCount()).toBe(entries + 1);
      // A run for an earlier date never takes the accrual back.
      expect(await runChargebacks(book.t.db, '2026-12-01')).toEqual({ raised: 0, feesAccrued: 0, failed: 0 });
      expect((await chargebackRow(exampleChargeback)).feesAccruedThrough).toBe('2026-12-05');
    });

    it('two runs at once raise and accrue once', async () => {
      // Cedar Creek (recourse 90 days): Bayside now has an open chargeback its verifications must choose.
      const invoiceId = await funded(book.clients.cedar, '1000.00');
      const entries = await entryCount();
      const [a, b] = await Promise.all([
        runChargebacks(book.t.db, '2026-12-01'),
        runChargebacks(book.t.db, '2026-12-01'),
      ]);
      expect(a.raised + b.raised).toBe(1);
      expect(await entryCount()).toBe(entries + 1);
      expect((await chargebackOf(invoiceId))!.cb).toBe('1000.00');

      const [c, d] = await Promise.all([
        runChargebacks(book.t.db, '2026-12-06'),
        runChargebacks(book.t.db, '2026-12-06'),
      ]);
      // The example's chargeback accrues day 96 once; Cedar Creek's accrues days 92–96 once.
      expect(c.feesAccrued + d.feesAccrued).toBe(2);
      expect((await chargebackRow(exampleChargeback)).perDayFees).toBe('12.00');
      expect((await chargebackOf(invoiceId))!.perDayFees).toBe('10.00');
    });

    it('the schedule runs at the next 02:00 server time', () => {
      const evening = new Date(2026, 10, 2, 21, 30);
      expect(msUntilNextRun(evening)).toBe(4.5 * 3600 * 1000);
      const night = new Date(2026, 10, 3, 1, 0);
      expect(msUntilNextRun(night)).toBe(3600 * 1000);
    });
  });

  describe('chargeback/run', () => {
    it('runs for staff with chargeback_adjustment and answers the counts; a second run changes nothing', async () => {
      const first = await call('chargeback/run', {});
      expect(first.statusCode).toBe(200);
      expect(first.body.counts).toMatchObject({ failed: 0, as_of: '2026-11-02' });
      const entries = await entryCount();
      const again = await call('chargeback/run', { as_of: '2026-11-02' });
      expect(again.body.counts).toEqual({ raised: 0, fees_accrued: 0, failed: 0, as_of: '2026-11-02' });
      expect(await entryCount()).toBe(entries);
    });

    it('refuses a future date, a malformed one and callers without the right', async () => {
      const entries = await entryCount();
      expect(await call('chargeback/run', { as_of: '2026-12-05' })).toMatchObject({
        statusCode: 400,
        body: { message: C.asOfInFuture },
      });
      expect((await call('chargeback/run', { as_of: '12/05/2026' })).statusCode).toBe(400);
      expect((await call('chargeback/run', { as_of: 20261105 })).statusCode).toBe(400);
      expect((await call('chargeback/run', {}, book.tokens.analyst)).statusCode).toBe(403);
      // A client user holding the right here still does not run the business's job.
      expect((await call('chargeback/run', {}, book.tokens.client)).statusCode).toBe(403);
      expect(await entryCount()).toBe(entries);
    });
  });

  describe('chargeback/adjust', () => {
    let target: number;
    const unchanged = async (fn: () => Promise<void>) => {
      const before = await balancesByCode(book.t.db);
      const row = await chargebackRow(target);
      await fn();
      expect(await balancesByCode(book.t.db)).toEqual(before);
      expect(await chargebackRow(target)).toEqual(row);
    };

    it('partially settles $500.00 of the example out of the reserve (worked example 6)', async () => {
      target = exampleChargeback;
      const before = await balancesByCode(book.t.db);
      const answer = await adjust(
        { cb_to_adjust: [{ id: target, cb_to_adjust: '500.00' }], charge_back_settle_status: 2 },
        book.tokens.ca,
        'adjust-500',
      );
      expect(answer).toMatchObject({ statusCode: 200, body: { message: C.adjusted.message } });
      expect(await chargebackRow(target)).toMatchObject({ adjustedCb: '1500.00', chargeBackSettled: 2 });
      const after = await balancesByCode(book.t.db);
      const c = `C${book.clients.bayside}`;
      expect((Number(after[`1300-${c}`]) - Number(before[`1300-${c}`])).toFixed(2)).toBe('-500.00');
      expect((Number(after[`2100-${c}`]) - Number(before[`2100-${c}`])).toFixed(2)).toBe('500.00');
      // The same key again answers the same and posts nothing more.
      const replay = await adjust(
        { cb_to_adjust: [{ id: target, cb_to_adjust: '500.00' }], charge_back_settle_status: 2 },
        book.tokens.ca,
        'adjust-500',
      );
      expect(replay.statusCode).toBe(200);
      const rows = await book.t.db
        .select()
        .from(chargebackAdjustments)
        .where(eq(chargebackAdjustments.chargebackId, target));
      expect(rows).toHaveLength(1);
    });

    it('refuses bad amounts and statuses, changing nothing', async () => {
      const body = (cb_to_adjust: unknown, charge_back_settle_status: unknown = 2) => ({
        cb_to_adjust: [{ id: target, cb_to_adjust }],
        charge_back_settle_status,
      });
      await unchanged(async () => {
        for (const [request, message] of [
          [body('1500.01'), C.adjustRequired],
          [body('0.00'), C.adjustRequired],
          [body(''), C.adjustRequired],
          [body(null), C.adjustRequired],
          [body('5,00'), C.adjustRequired],
          [body('1e3'), C.adjustRequired],
          [body('-1.00'), C.adjustRequired],
          [body('10.001'), C.adjustRequired],
          [body('1000.00', 1), C.fullyTakesAll],
          [body('1500.00', 2), C.partiallyBelowLeft],
          [body('100.00', 3), C.adjustRequired],
          [body('100.00', null), C.adjustRequired],
          [{ cb_to_adjust: [], charge_back_settle_status: 2 }, C.adjustRequired],
        ] as const) {
          const answer = await adjust(request);
          expect(answer.statusCode, JSON.stringify(request)).toBe(400);
          expect(answer.body.message, JSON.stringify(request)).toBe(message);
        }
        expect((await adjust(body(150))).statusCode).toBe(400);
        expect((await adjust({ ...body('1.00'), extra: 1 })).statusCode).toBe(400);
        expect((await adjust(body('1.00\u0000'))).statusCode).toBe(400);
        expect(
          (
            await adjust({
              cb_to_adjust: [
                { id: target, cb_to_adjust: '1.00' },
                { id: target, cb_to_adjust: '1.00' },
              ],
              charge_back_settle_status: 2,
            })
          ).body.message,
        ).toBe(C.repeatedChargeback);
      });
    });

    it('answers 404 for another client, an unknown id; 403 without the right', async () => {
      await unchanged(async () => {
        const request = {
          cb_to_adjust: [{ id: target, cb_to_adjust: '1.00' }],
          charge_back_settle_status: 2,
        };
        // The client user works for Acme; the chargeback is Bayside's.
        expect((await adjust(request, book.tokens.client)).statusCode).toBe(404);
        expect(
          (
            await adjust({
              cb_to_adjust: [{ id: 2_000_000_000, cb_to_adjust: '1.00' }],
              charge_back_settle_status: 2,
            })
          ).statusCode,
        ).toBe(404);
        expect((await adjust(request, book.tokens.analyst)).statusCode).toBe(403);
        expect((await adjust(request, '')).statusCode).toBe(401);
      });
    });

    it('refuses a chargeback chosen by a verification', async () => {
      const chosen = await addChargeback(book.t.db, book.clients.bayside, book.debtors.lonestar, '300.00');
      const made = await addSchedule(book.t.db, book.clients.bayside, [
        { debtorId: book.debtors.lonestar, amount: '1000.00' },
      ]);
      await book.t.db
        .update(chargebacks)
        .set({ settledByScheduleId: made.scheduleId })
        .where(eq(chargebacks.id, chosen));
      const before = await balancesByCode(book.t.db);
      const answer = await adjust({
        cb_to_adjust: [{ id: chosen, cb_to_adjust: '300.00' }],
        charge_back_settle_status: 1,
      });
      expect(answer).toMatchObject({ statusCode: 409, body: { message: C.chosenByVerification } });
      expect(await balancesByCode(book.t.db)).toEqual(before);
    });

    it('two full settlements at once: one settles, the other is refused', async () => {
      const request = {
        cb_to_adjust: [{ id: target, cb_to_adjust: '1500.00' }],
        charge_back_settle_status: 1,
      };
      const entries = await entryCount();
      const answers = await Promise.all([
        adjust(request, book.tokens.ca, 'full-a'),
        adjust(request, book.tokens.ca, 'full-b'),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((a) => a.statusCode === 409)!.body.message).toBe(C.alreadySettled);
      expect(await entryCount()).toBe(entries + 1);
      expect(await chargebackRow(target)).toMatchObject({ adjustedCb: '0.00', chargeBackSettled: 1 });
      // Fully settled: the job accrues no more per-day fees on it.
      await runChargebacks(book.t.db, '2026-12-20');
      expect((await chargebackRow(target)).perDayFees).toBe('12.00');
    });

    it('one request adjusts several chargebacks, each its own entry', async () => {
      const a = await addChargeback(book.t.db, book.clients.bayside, book.debtors.northwind, '40.00');
      const b = await addChargeback(book.t.db, book.clients.bayside, book.debtors.northwind, '60.00');
      const entries = await entryCount();
      const answer = await adjust({
        cb_to_adjust: [
          { id: b, cb_to_adjust: '60.00' },
          { id: a, cb_to_adjust: '40.00' },
        ],
        charge_back_settle_status: 1,
      });
      expect(answer.statusCode).toBe(200);
      expect(await entryCount()).toBe(entries + 2);
      expect((await chargebackRow(a)).chargeBackSettled).toBe(1);
      expect((await chargebackRow(b)).chargeBackSettled).toBe(1);
    });
  });

  describe('the list and its totals', () => {
    let acmeChargeback: number;

    beforeAll(async () => {
      acmeChargeback = await addChargeback(book.t.db, book.clients.acme, book.debtors.lonestar, '75.00');
    });

    it('lists open chargebacks by default, settled ones with show_all', async () => {
      const open = await call('chargeback/fetch', { per_page: 100 });
      expect(open.statusCode).toBe(200);
      const page = open.body.invoices as {
        data: { id: number; charge_back_settled: number }[];
        total: number;
      };
      expect(page.data.every((row) => row.charge_back_settled !== 1)).toBe(true);
      expect(page.data.map((row) => row.id)).toContain(acmeChargeback);
      expect(page.data.map((row) => row.id)).not.toContain(exampleChargeback);

      const all = await call('chargeback/fetch', {
        per_page: 100,
        show_all: 1,
        sort_by: 'cb',
        sort_desc: true,
      });
      const rows = (all.body.invoices as { data: { id: number; cb: string }[] }).data;
      expect(rows.map((row) => row.id)).toContain(exampleChargeback);
      expect(rows[0]!.cb).toBe('2000.00');
      expect(rows.find((row) => row.id === exampleChargeback)).toMatchObject({
        invoice_amount: '5000.00',
        adjusted_cb: '0.00',
        cb_fee: '50.00',
        per_day_fees: '12.00',
        chargeback_date: '2026-11-01',
        company_business_name: 'Bayside Medical Supply',
        legal_name: 'Northwind Traders',
        is_terminated: false,
        is_deleted: false,
      });
    });

    it('searches by invoice no, client name and debtor name', async () => {
      const [invoice] = await book.t.db
        .select({ no: invoices.invoiceNo })
        .from(invoices)
        .where(eq(invoices.id, example));
      const byNo = await call('chargeback/fetch', { show_all: true, search_text: invoice!.no });
      expect((byNo.body.invoices as { data: { id: number }[] }).data.map((row) => row.id)).toEqual([
        exampleChargeback,
      ]);
      const byClient = await call('chargeback/fetch', { search_text: 'acme' });
      expect((byClient.body.invoices as { data: { id: number }[] }).data.map((row) => row.id)).toEqual([
        acmeChargeback,
      ]);
      const byDebtor = await call('chargeback/fetch', { search_text: 'lone star', per_page: 100 });
      expect(
        (byDebtor.body.invoices as { data: { legal_name: string }[] }).data.every(
          (r) => r.legal_name === 'Lone Star Grocers',
        ),
      ).toBe(true);
      expect((await call('chargeback/fetch', { search_text: 'x'.repeat(1000) })).statusCode).toBe(400);
      expect((await call('chargeback/fetch', { sort_by: 'password' })).statusCode).toBe(400);
    });

    it('sorts by every column it offers, both ways', async () => {
      for (const sort_by of chargebackSortColumns) {
        for (const sort_desc of [false, true]) {
          const answer = await call('chargeback/fetch', {
            show_all: true,
            sort_by,
            sort_desc,
            per_page: 100,
          });
          expect(answer.statusCode, sort_by).toBe(200);
        }
      }
      const byAmount = await call('chargeback/fetch', { show_all: true, sort_by: 'cb', per_page: 100 });
      const amounts = (byAmount.body.invoices as { data: { cb: string }[] }).data.map((row) =>
        Number(row.cb),
      );
      expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    });

    it('a client user sees its own company only, without show_all', async () => {
      const answer = await call('chargeback/fetch', { per_page: 100, show_all: true }, book.tokens.client);
      expect(answer.statusCode).toBe(200);
      const rows = (
        answer.body.invoices as { data: { id: number; prospect_id: number; charge_back_settled: number }[] }
      ).data;
      expect(rows.map((row) => row.id)).toEqual([acmeChargeback]);
      expect((await call('chargeback/fetch', {}, book.tokens.debtor)).statusCode).toBe(403);
    });

    it('the totals equal the books, for staff and for a client user its own', async () => {
      const lines = async (clientId?: number) => {
        const [row] = await book.t.db
          .select({
            credit: sql<string>`coalesce(sum(${journalLines.credit}), 0)::numeric(16,2)::text`,
            balance: sql<string>`(coalesce(sum(${journalLines.debit}), 0) - coalesce(sum(${journalLines.credit}), 0))::numeric(16,2)::text`,
          })
          .from(journalLines)
          .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, journalLines.accountId))
          .where(
            and(
              eq(ledgerAccounts.chartCode, '1300'),
              clientId === undefined ? undefined : eq(ledgerAccounts.clientId, clientId),
            ),
          );
        return { total_chargebacks_settled: row!.credit, total_chargebacks_pending: row!.balance };
      };
      const staff = await call('chargeback/sum', {});
      expect(staff.body).toMatchObject(await lines());
      expect(Number(staff.body.total_chargebacks_settled)).toBeGreaterThanOrEqual(2100);
      const client = await call('chargeback/sum', {}, book.tokens.client);
      expect(client.body).toMatchObject({
        total_chargebacks_settled: '0.00',
        total_chargebacks_pending: '75.00',
      });
      expect(client.body).toMatchObject(await lines(book.clients.acme));
      expect((await call('chargeback/sum', { extra: 1 })).statusCode).toBe(400);
    });
  });
});
