import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  chargebacks,
  invoices,
  journalEntries,
  notifications,
  schedulePayments,
  schedules,
  unappliedCash,
  users,
} from '../../src/server/db/schema';
import { accountCode } from '../../src/server/ledger/accounts';
import { messages } from '../../src/shared/messages';
import { grantRole } from './debtorsBook';
import { expectedRecipients, storedRecipients } from './noticeRecipients';
import { clientUsers, staffHolding } from '../../src/server/modules/invoices/recipients';
import {
  addChargeback,
  addSchedule,
  balancesByCode,
  changeInvoiceAmount,
  ledgerDifferences,
  paymentBody,
  startFundingBook,
  type FundingBook,
} from './fundingBook';

const S = messages.funding.screens;
const PW = messages.funding.workflows;

describe('the Schedule of Funding', () => {
  let book: FundingBook;
  const call = (path: string, body: unknown, token = book.tokens.ca, headers?: Record<string, string>) =>
    book.t.call(path, body, token, headers);
  const entryCount = async () =>
    (await book.t.db.select({ n: sql<number>`count(*)::int` }).from(journalEntries))[0]!.n;
  const userIdOf = async (email: string) =>
    (await book.t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  const scheduleRow = async (id: number) =>
    (await book.t.db.select().from(schedules).where(eq(schedules.id, id)))[0]!;
  /** Balances without the accounts that came back to zero. */
  const nonZeroBalances = async () =>
    Object.fromEntries(Object.entries(await balancesByCode(book.t.db)).filter(([, b]) => Number(b) !== 0));

  beforeAll(async () => {
    book = await startFundingBook();
    // Client users may post payments here, so that their scope is what refuses another client's.
    await grantRole(book.t, 'client', ['post_payment']);
  });
  afterAll(() => book.t.close());
  afterEach(async () => {
    expect(await ledgerDifferences(book.t.db)).toEqual([]);
  });

  async function verified(clientId: number, amounts: readonly string[], chosen: number[] = []) {
    const made = await addSchedule(
      book.t.db,
      clientId,
      amounts.map((amount, index) => ({
        debtorId: index % 2 === 0 ? book.debtors.northwind : book.debtors.lonestar,
        amount,
      })),
    );
    const answer = await call('schedule/verify', { id: made.scheduleId, chargebacks: chosen });
    expect(answer.statusCode).toBe(200);
    return made;
  }

  describe('Post Payment', () => {
    let scheduleId: number;
    let invoiceIds: number[];
    let chargebackId: number;

    it('tells what a payment may be before the first one', async () => {
      const { acme } = book.clients;
      chargebackId = await addChargeback(book.t.db, acme, book.debtors.northwind, '100.00');
      ({ scheduleId, invoiceIds } = await verified(acme, ['1000.00', '500.00'], [chargebackId]));
      const info = await call('schedule/payment_info', { id: scheduleId });
      expect(info.statusCode).toBe(200);
      // Advances 800 + 400, escrow 50 + 25, the chargeback 100.
      expect(info.body).toMatchObject({
        amount: '1025.00',
        paidAmount: '0.00',
        requestedAmount: '1025.00',
        wireFee: '25.00',
        latestInvoiceDate: '2026-10-01',
        isFunded: false,
        unverified_invoices: [],
        chargebacks: [{ id: chargebackId, cb: '100.00' }],
      });
    });

    it('the first payment, by wire, buys the invoices and posts one balanced entry of rule 2', async () => {
      const { acme } = book.clients;
      const before = await entryCount();
      const answer = await call(
        'schedule/payment/save',
        paymentBody(scheduleId, '500.00', {
          payment_type: 2,
          transaction_number: 'WIRE778',
          wire_fee: '25.00',
        }),
      );
      expect(answer).toMatchObject({
        statusCode: 200,
        body: {
          message: messages.funding.paymentFunded,
          payment: {
            amount: '500.00',
            wire_fee: '25.00',
            paid_amount: '475.00',
            payment_type_text: 'Wire',
            check_deposit_date: null,
          },
        },
      });
      const payment = answer.body.payment as { id: number; invoice_ids: number[] };
      expect(payment.invoice_ids.sort()).toEqual([...invoiceIds].sort());
      expect(await entryCount()).toBe(before + 1);
      const [entry] = await book.t.db
        .select()
        .from(journalEntries)
        .where(eq(journalEntries.operationKey, `payment:${payment.id}`));
      expect(entry).toMatchObject({ operation: 'schedule_payment', entryDate: '2026-10-06', clientId: acme });

      const balances = await balancesByCode(book.t.db);
      const code = (chart: Parameters<typeof accountCode>[0]['chart'], debtorId?: number) =>
        accountCode({ chart, clientId: acme, debtorId: debtorId ?? null });
      expect(balances[code('purchasedReceivables', book.debtors.northwind)]).toBe('1000.00');
      expect(balances[code('purchasedReceivables', book.debtors.lonestar)]).toBe('500.00');
      // 1200 advances − 75 escrow − 100 chargebacks − 500 paid, owed: a credit balance.
      expect(balances[code('advancesPayable')]).toBe('-525.00');
      expect(balances[code('clientReserves')]).toBe('-300.00');
      expect(balances[code('escrowReserves')]).toBe('-75.00');
      // The $100 chargeback brought forward is settled: 1300 is clear.
      expect(balances[code('chargebacksReceivable')]).toBe('0.00');
      expect(balances[code('wireFeeIncome')]).toBe('-25.00');
      expect(balances['1000']).toBe('-475.00');

      const schedule = await scheduleRow(scheduleId);
      expect(schedule).toMatchObject({ scheduleFundDate: '2026-10-05', remainingAmount: '525.00' });
      const bought = await book.t.db.select().from(invoices).where(inArray(invoices.id, invoiceIds));
      expect(bought.map((row) => [row.fundingDate, row.escrowAmount]).sort()).toEqual([
        ['2026-10-05', '25.00'],
        ['2026-10-05', '50.00'],
      ]);
      const [settled] = await book.t.db.select().from(chargebacks).where(eq(chargebacks.id, chargebackId));
      expect(settled!.chargeBackSettled).toBe(1);

      const told = await book.t.db
        .select({ email: users.email })
        .from(notifications)
        .innerJoin(users, eq(users.id, notifications.userId))
        .where(and(eq(notifications.type, 'payment_completed'), eq(notifications.typeId, scheduleId)));
      expect(told.map((row) => row.email)).toEqual(
        expect.arrayContaining(['admin@factordesk.test', 'client@factordesk.test']),
      );
      expect(told.map((row) => row.email)).not.toContain('ca@factordesk.test');
    });

    it('never pays more than remains, and the last payment brings it to 0', async () => {
      const over = await call(
        'schedule/payment/save',
        paymentBody(scheduleId, '525.01', { payment_type: 1 }),
      );
      expect(over).toMatchObject({ statusCode: 400, body: { message: PW.amountAboveMaximum('$525.00') } });
      const check = await call(
        'schedule/payment/save',
        paymentBody(scheduleId, '525.00', { payment_type: 1, transaction_number: 'CHK1001' }),
      );
      expect(check.statusCode).toBe(200);
      expect((await scheduleRow(scheduleId)).remainingAmount).toBe('0.00');
      const info = await call('schedule/payment_info', { id: scheduleId });
      expect(info.body).toMatchObject({ amount: '0.00', paidAmount: '1025.00', isFunded: true });
      const none = await call('schedule/payment/save', paymentBody(scheduleId, '0.01'));
      expect(none).toMatchObject({ statusCode: 400, body: { message: PW.amountAboveMaximum('$0.00') } });
    });

    it('funds an invoice changed after verification only with a payment that selects it', async () => {
      const { acme } = book.clients;
      const {
        scheduleId: id,
        invoiceIds: [first, late],
      } = await verified(acme, ['1000.00', '250.00']);
      await changeInvoiceAmount(book.t.db, late!, '200.00');
      // 800 advance less 50 escrow for the verified one; the changed one adds 160 less 10 if selected.
      const info = await call('schedule/payment_info', { id });
      expect(info.body).toMatchObject({ amount: '750.00' });
      expect(info.body.unverified_invoices).toEqual([
        expect.objectContaining({ id: late, invoice_amount: '200.00', advance_amount: '150.00' }),
      ]);
      const paid = await call(
        'schedule/payment/save',
        paymentBody(id, '750.00', { unverifiedInvoices: [late] }),
      );
      expect((paid.body.payment as { invoice_ids: number[] }).invoice_ids).toEqual([first]);
      const unselected = await call(
        'schedule/payment/save',
        paymentBody(id, '150.00', { unverifiedInvoices: [late] }),
      );
      expect(unselected.statusCode).toBe(400);
      const selected = await call(
        'schedule/payment/save',
        paymentBody(id, '150.00', { unverifiedInvoices: [late], selectedUnverifiedInvoices: [late] }),
      );
      expect(selected.statusCode).toBe(200);
      const [bought] = await book.t.db.select().from(invoices).where(eq(invoices.id, late!));
      expect(bought).toMatchObject({ fundingDate: '2026-10-05', escrowAmount: '10.00' });
      expect((await scheduleRow(id)).remainingAmount).toBe('0.00');
    });

    it('the first payment buys the verified invoices; one changed after verification waits to be selected', async () => {
      const { cedar } = book.clients;
      // 75% advance, 10% escrow: 1000 pays 650; the changed 400 would add 260.
      const {
        scheduleId: id,
        invoiceIds: [first, late],
      } = await verified(cedar, ['1000.00', '500.00']);
      await changeInvoiceAmount(book.t.db, late!, '400.00');
      const info = await call('schedule/payment_info', { id });
      expect(info.body).toMatchObject({
        amount: '650.00',
        isFunded: false,
        unverified_invoices: [{ id: late, advance_amount: '260.00' }],
      });
      const over = await call(
        'schedule/payment/save',
        paymentBody(id, '650.01', { unverifiedInvoices: [late] }),
      );
      expect(over.statusCode).toBe(400);
      const paid = await call(
        'schedule/payment/save',
        paymentBody(id, '650.00', { unverifiedInvoices: [late] }),
      );
      expect((paid.body.payment as { invoice_ids: number[] }).invoice_ids).toEqual([first]);
      const [waiting] = await book.t.db.select().from(invoices).where(eq(invoices.id, late!));
      expect(waiting!.fundingDate).toBeNull();
      const selected = await call(
        'schedule/payment/save',
        paymentBody(id, '260.00', { unverifiedInvoices: [late], selectedUnverifiedInvoices: [late] }),
      );
      expect((selected.body.payment as { invoice_ids: number[] }).invoice_ids).toEqual([late]);
      expect((await scheduleRow(id)).remainingAmount).toBe('0.00');
    });

    it('refuses a payable of 0 or less and a wire fee other than the terms’ (400), posting nothing', async () => {
      const { bayside } = book.clients;
      const { scheduleId: id } = await verified(bayside, ['1000.00']);
      const before = await entryCount();
      const payable = await call(
        'schedule/payment/save',
        paymentBody(id, '30.00', { payment_type: 2, wire_fee: '30.00' }),
      );
      expect(payable).toMatchObject({
        statusCode: 400,
        body: { message: messages.funding.payableIncorrect },
      });
      const fee = await call(
        'schedule/payment/save',
        paymentBody(id, '300.00', { payment_type: 2, wire_fee: '5.00' }),
      );
      expect(fee).toMatchObject({ statusCode: 400, body: { message: PW.wireFeeNotTerms('$30.00') } });
      const early = await call(
        'schedule/payment/save',
        paymentBody(id, '300.00', { schedule_fund_date: '2026-09-30' }),
      );
      expect(early).toMatchObject({
        statusCode: 400,
        body: { message: PW.fundDateBeforeInvoices('10/01/2026') },
      });
      expect(await entryCount()).toBe(before);
      expect((await scheduleRow(id)).scheduleFundDate).toBeNull();
    });

    it('refuses an amount of "5,00" (400) instead of paying $500.00, posting nothing', async () => {
      const { bayside } = book.clients;
      const { scheduleId: id } = await verified(bayside, ['1000.00']);
      const entries = await entryCount();
      const paymentsOf = () =>
        book.t.db.select().from(schedulePayments).where(eq(schedulePayments.scheduleId, id));
      for (const [index, amount] of ['5,00', '1,000.00', '$500', '5e2', ' 500', '500.001'].entries()) {
        for (const key of [undefined, `comma-${id}-${index}`]) {
          const answer = await call(
            'schedule/payment/save',
            paymentBody(id, amount),
            book.tokens.ca,
            key ? { 'idempotency-key': key } : undefined,
          );
          expect({ amount, code: answer.statusCode, message: answer.body.message }).toEqual({
            amount,
            code: 400,
            message: 'Amount must be an amount in dollars and cents, such as 1234.50',
          });
        }
      }
      const number = await call('schedule/payment/save', { ...paymentBody(id, '0'), amount: 500 });
      expect(number.statusCode).toBe(400);
      const fee = await call('schedule/payment/save', paymentBody(id, '500.00', { wire_fee: '1,00' }));
      expect(fee).toMatchObject({
        statusCode: 400,
        body: { message: 'Wire Fee must be an amount in dollars and cents, such as 1234.50' },
      });
      expect(await paymentsOf()).toEqual([]);
      expect(await entryCount()).toBe(entries);
      expect((await scheduleRow(id)).scheduleFundDate).toBeNull();
    });

    it('answers 404 for another client’s schedule or a forged id, and the books do not move', async () => {
      const { bayside } = book.clients;
      const { scheduleId: theirs } = await verified(bayside, ['400.00']);
      const before = await nonZeroBalances();
      const entries = await entryCount();
      const foreign = await call('schedule/payment/save', paymentBody(theirs, '10.00'), book.tokens.client);
      expect(foreign.statusCode).toBe(404);
      const forged = await call('schedule/payment/save', paymentBody(987654, '10.00'));
      expect(forged.statusCode).toBe(404);
      expect((await call('schedule/payment_info', { id: theirs }, book.tokens.client)).statusCode).toBe(404);
      expect(
        (await call('schedule/payment/fetch', { schedule_id: theirs }, book.tokens.client)).statusCode,
      ).toBe(404);
      expect(await entryCount()).toBe(entries);
      expect(await nonZeroBalances()).toEqual(before);
      expect((await scheduleRow(theirs)).scheduleFundDate).toBeNull();
    });

    it('refuses an unverified, a deleted schedule (409) and a caller without the right (403)', async () => {
      const { cedar } = book.clients;
      const plain = await addSchedule(book.t.db, cedar, [
        { debtorId: book.debtors.northwind, amount: '10.00' },
      ]);
      const unverified = await call('schedule/payment/save', paymentBody(plain.scheduleId, '1.00'));
      expect(unverified).toMatchObject({
        statusCode: 409,
        body: { message: messages.schedule.workflows.notVerified },
      });
      const analyst = await call('schedule/payment_info', { id: plain.scheduleId }, book.tokens.analyst);
      expect(analyst.statusCode).toBe(403);
    });
  });

  describe('Show Payment, the list and the detail', () => {
    it('lists the payments of a schedule, oldest first', async () => {
      const { cedar } = book.clients;
      const { scheduleId } = await verified(cedar, ['1000.00']);
      await call(
        'schedule/payment/save',
        paymentBody(scheduleId, '100.00', { transaction_number: 'FIRST1' }),
      );
      await call(
        'schedule/payment/save',
        paymentBody(scheduleId, '200.00', { transaction_number: 'SECOND2', payment_type: 1 }),
      );
      const answer = await call('schedule/payment/fetch', { schedule_id: scheduleId }, book.tokens.analyst);
      expect(answer.statusCode).toBe(200);
      expect(
        (answer.body.payments as { transaction_number: string; payment_type_text: string }[]).map((row) => [
          row.transaction_number,
          row.payment_type_text,
        ]),
      ).toEqual([
        ['FIRST1', 'ACH'],
        ['SECOND2', 'Check'],
      ]);
    });

    it('lists verified schedules in scope, searched by client, schedule no and net funding', async () => {
      const { acme, bayside } = book.clients;
      const theirs = await verified(bayside, ['3333.00']); // 85%: 2833.05 net funding
      const unverified = await addSchedule(book.t.db, bayside, [
        { debtorId: book.debtors.northwind, amount: '9.00' },
      ]);
      const list = (body: Record<string, unknown>, token = book.tokens.ca) =>
        call('schedule/funding/fetch', { page: 1, per_page: 0, search_text: '', ...body }, token);

      const all = await list({});
      const rows = (all.body.schedules as { data: { id: number; prospect_id: number }[] }).data;
      expect(rows.some((row) => row.id === theirs.scheduleId)).toBe(true);
      expect(rows.some((row) => row.id === unverified.scheduleId)).toBe(false);

      const byAmount = await list({ search_text: '2,833.05' });
      expect((byAmount.body.schedules as { data: { id: number; total_amount: string }[] }).data).toEqual([
        expect.objectContaining({ id: theirs.scheduleId, total_amount: '2833.05' }),
      ]);
      const byName = await list({ search_text: 'bayside' });
      const named = (byName.body.schedules as { data: { company_business_name: string }[] }).data;
      expect(named.length).toBeGreaterThan(0);
      expect(named.every((row) => row.company_business_name === 'Bayside Medical Supply')).toBe(true);

      const mine = await list({ show_all: true }, book.tokens.client);
      const own = (mine.body.schedules as { data: { prospect_id: number }[] }).data;
      expect(own.length).toBeGreaterThan(0);
      expect(own.every((row) => row.prospect_id === acme)).toBe(true);

      const sorted = await list({ sort_by: 'remaining_amount', sort_desc: true });
      const remaining = (sorted.body.schedules as { data: { remaining_amount: string }[] }).data.map((row) =>
        Number(row.remaining_amount),
      );
      expect(remaining).toEqual([...remaining].sort((a, b) => b - a));
      expect((await list({}, book.tokens.debtor)).statusCode).toBe(403);
    });

    it('shows a schedule with its invoices and payments to whoever may see it', async () => {
      const { acme, bayside } = book.clients;
      const { scheduleId, invoiceIds } = await verified(acme, ['100.00']);
      await call('schedule/payment/save', paymentBody(scheduleId, '75.00'));
      const answer = await call('schedule/funding/detail', { id: scheduleId }, book.tokens.client);
      expect(answer.statusCode).toBe(200);
      expect(answer.body.schedule).toMatchObject({
        id: scheduleId,
        paid_amount: '75.00',
        remaining_amount: '0.00',
      });
      expect(answer.body.invoices).toEqual([
        expect.objectContaining({
          invoice_id: invoiceIds[0],
          advance_amount: '80.00',
          escrow_amount: '5.00',
        }),
      ]);
      expect((answer.body.payments as unknown[]).length).toBe(1);
      const { scheduleId: theirs } = await verified(bayside, ['10.00']);
      expect((await call('schedule/funding/detail', { id: theirs }, book.tokens.client)).statusCode).toBe(
        404,
      );
    });
  });

  describe('the reverts', () => {
    it('Revert Funding posts a contra entry for every payment and brings every balance back', async () => {
      const { cedar } = book.clients;
      const { scheduleId, invoiceIds } = await verified(cedar, ['1000.00', '3000.00']);
      const before = await nonZeroBalances();
      const planned = (await scheduleRow(scheduleId)).remainingAmount;
      const first = await call('schedule/payment/save', paymentBody(scheduleId, '1000.00'));
      const second = await call(
        'schedule/payment/save',
        paymentBody(scheduleId, '1000.00', { payment_type: 2, wire_fee: '20.00', transaction_number: 'W2' }),
      );
      expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
      expect(await nonZeroBalances()).not.toEqual(before);

      const answer = await call('schedule/funded_reversal', { schedule_id: scheduleId });
      expect(answer).toMatchObject({ statusCode: 200, body: { message: messages.schedule.fundedReversed } });
      expect(await nonZeroBalances()).toEqual(before);
      const ids = [first, second].map((a) => (a.body.payment as { id: number }).id);
      const contra = await book.t.db
        .select()
        .from(journalEntries)
        .where(
          inArray(
            journalEntries.operationKey,
            ids.map((id) => `payment:${id}:reversal`),
          ),
        );
      expect(contra.map((entry) => entry.operation)).toEqual(['funding_reversal', 'funding_reversal']);
      expect(contra.every((entry) => entry.reversesEntryId !== null)).toBe(true);
      const payments = await book.t.db
        .select()
        .from(schedulePayments)
        .where(inArray(schedulePayments.id, ids));
      expect(payments.every((row) => row.reversedAt !== null)).toBe(true);
      const unfunded = await book.t.db.select().from(invoices).where(inArray(invoices.id, invoiceIds));
      expect(unfunded.every((row) => row.fundingDate === null && row.escrowAmount === '0.00')).toBe(true);
      expect(await scheduleRow(scheduleId)).toMatchObject({
        scheduleFundDate: null,
        remainingAmount: planned,
      });

      // The schedule may be funded again, from scratch.
      const again = await call('schedule/payment/save', paymentBody(scheduleId, planned));
      expect(again.statusCode).toBe(200);
      expect((await scheduleRow(scheduleId)).remainingAmount).toBe('0.00');
      const undo = await call('schedule/funded_reversal', { schedule_id: scheduleId });
      expect(undo.statusCode).toBe(200);
      expect(await nonZeroBalances()).toEqual(before);
    });

    it('Revert Funding is refused without a fund date or with a chargeback amount (409)', async () => {
      const { acme } = book.clients;
      const chargeback = await addChargeback(book.t.db, acme, book.debtors.lonestar, '10.00');
      const { scheduleId } = await verified(acme, ['500.00'], [chargeback]);
      const unfunded = await call('schedule/funded_reversal', { schedule_id: scheduleId });
      expect(unfunded).toMatchObject({ statusCode: 409, body: { message: S.revertFundingRefused } });
      expect((await call('schedule/payment/save', paymentBody(scheduleId, '5.00'))).statusCode).toBe(200);
      const withCb = await call('schedule/funded_reversal', { schedule_id: scheduleId });
      expect(withCb).toMatchObject({ statusCode: 409, body: { message: S.revertFundingRefused } });
    });

    it('Revert Funding is refused once money has come back on one of its invoices (409, nothing changes)', async () => {
      const { cedar } = book.clients;
      const { scheduleId, invoiceIds } = await verified(cedar, ['700.00', '300.00']);
      expect((await call('schedule/payment/save', paymentBody(scheduleId, '100.00'))).statusCode).toBe(200);
      // A collection's mark on the invoice (the collection service sets it with its own entry).
      await book.t.db
        .update(invoices)
        .set({ collectedAmount: '50.00' })
        .where(eq(invoices.id, invoiceIds[1]!));
      const before = await nonZeroBalances();
      const refused = await call('schedule/funded_reversal', { schedule_id: scheduleId });
      expect(refused).toMatchObject({ statusCode: 409, body: { message: S.revertFundingAfterCollection } });
      expect(await nonZeroBalances()).toEqual(before);
      expect((await scheduleRow(scheduleId)).scheduleFundDate).not.toBeNull();
      await book.t.db.update(invoices).set({ collectedAmount: '0' }).where(eq(invoices.id, invoiceIds[1]!));
    });

    it('Revert Funding is refused while cash is held on one of its invoices, and only then', async () => {
      const { cedar, acme } = book.clients;
      const held = await verified(cedar, ['400.00']);
      const clear = await verified(acme, ['250.00']);
      for (const { scheduleId } of [held, clear]) {
        expect((await call('schedule/payment/save', paymentBody(scheduleId, '50.00'))).statusCode).toBe(200);
      }
      const heldInvoice = held.invoiceIds[0]!;
      // Cash held on the first schedule's invoice, its row numbered as that invoice is: a check
      // that compared the row with itself would then refuse every reversal.
      const [cash] = await book.t.db
        .insert(unappliedCash)
        .values({
          id: heldInvoice,
          prospectId: cedar,
          debtorId: book.debtors.lonestar,
          invoiceId: heldInvoice,
          amount: '5.00',
          remaining: '5.00',
          postingDate: '2026-12-01',
        })
        .returning();
      try {
        const refused = await call('schedule/funded_reversal', { schedule_id: held.scheduleId });
        expect(refused).toMatchObject({ statusCode: 409, body: { message: S.revertFundingAfterCollection } });
        const reverted = await call('schedule/funded_reversal', { schedule_id: clear.scheduleId });
        expect(reverted.statusCode).toBe(200);
      } finally {
        await book.t.db.delete(unappliedCash).where(eq(unappliedCash.id, cash!.id));
      }
      expect((await call('schedule/funded_reversal', { schedule_id: held.scheduleId })).statusCode).toBe(200);
    });

    it('Revert Verification unverifies a schedule without fund date and chargebacks, releasing chosen ones', async () => {
      const { cedar, acme } = book.clients;
      const { scheduleId } = await verified(cedar, ['800.00']);
      const answer = await call('schedule/revert', { id: scheduleId });
      expect(answer).toMatchObject({ statusCode: 200, body: { message: messages.schedule.reverted } });
      expect(await scheduleRow(scheduleId)).toMatchObject({ verifiedAt: null, remainingAmount: '0.00' });
      const twice = await call('schedule/revert', { id: scheduleId });
      expect(twice).toMatchObject({
        statusCode: 409,
        body: { message: messages.schedule.workflows.notVerified },
      });

      const chargeback = await addChargeback(book.t.db, acme, book.debtors.lonestar, '20.00');
      const withCb = await verified(acme, ['500.00'], [chargeback]);
      const refused = await call('schedule/revert', { id: withCb.scheduleId });
      expect(refused).toMatchObject({ statusCode: 409, body: { message: S.revertVerificationRefused } });

      const funded = await verified(cedar, ['800.00']);
      await call('schedule/payment/save', paymentBody(funded.scheduleId, '10.00'));
      expect((await call('schedule/revert', { id: funded.scheduleId })).statusCode).toBe(409);
      expect((await call('schedule/revert', { id: funded.scheduleId }, book.tokens.analyst)).statusCode).toBe(
        403,
      );
    });

    it("schedule_reverted reaches staff holding verify_schedule but the reverter; funding_reversed those holding post_payment and the client's users", async () => {
      const { cedar } = book.clients;
      const ca = await userIdOf('ca@factordesk.test');
      const unverified = await verified(cedar, ['640.00']);
      expect((await call('schedule/revert', { id: unverified.scheduleId })).statusCode).toBe(200);
      expect(await storedRecipients(book.t.db, 'schedule_reverted', unverified.scheduleId)).toEqual(
        expectedRecipients([await staffHolding(book.t.db, 'verify_schedule')], ca),
      );

      const funded = await verified(cedar, ['650.00']);
      expect((await call('schedule/payment/save', paymentBody(funded.scheduleId, '100.00'))).statusCode).toBe(
        200,
      );
      expect((await call('schedule/funded_reversal', { schedule_id: funded.scheduleId })).statusCode).toBe(
        200,
      );
      const told = await storedRecipients(book.t.db, 'funding_reversed', funded.scheduleId);
      expect(told).toEqual(
        expectedRecipients(
          [await staffHolding(book.t.db, 'post_payment'), await clientUsers(book.t.db, cedar)],
          ca,
        ),
      );
      expect(told).not.toContain(await userIdOf('client@factordesk.test')); // Acme's, not Cedar's
    });
  });
});
