import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  chargebacks,
  invoices,
  journalEntries,
  notifications,
  prospects,
  schedules,
  users,
} from '../../src/server/db/schema';
import { scheduleOfAssignmentPdf } from '../../src/server/modules/funding/scheduleDocument';
import { messages } from '../../src/shared/messages';
import {
  addChargeback,
  addSchedule,
  adminCaller,
  ledgerDifferences,
  paymentBody,
  startFundingBook,
  type FundingBook,
} from './fundingBook';

const W = messages.schedule.workflows;

/** The text a PDF shows, read back from its (uncompressed) text operators. */
function pdfText(data: Buffer): string {
  const content = data.toString('latin1');
  const arrays = content.match(/\[([^\]]*)\]\s*TJ/g) ?? [];
  return arrays
    .map((array) =>
      (array.match(/<([0-9a-fA-F]+)>/g) ?? [])
        .map((hex) => Buffer.from(hex.slice(1, -1), 'hex').toString('latin1'))
        .join(''),
    )
    .join('\n');
}

describe('Verify Schedule', () => {
  let book: FundingBook;
  let entriesBefore: number;
  const call = (path: string, body: unknown, token = book.tokens.ca) => book.t.call(path, body, token);
  const entryCount = async () =>
    (await book.t.db.select({ n: sql<number>`count(*)::int` }).from(journalEntries))[0]!.n;

  beforeAll(async () => {
    book = await startFundingBook();
  });
  afterAll(() => book.t.close());
  afterEach(async () => {
    expect(await ledgerDifferences(book.t.db)).toEqual([]);
  });

  /** Acme: 1000 + 500 → advances 1200, escrow 50 + 25, so 1125 is paid before chargebacks. */
  async function acmeSchedule() {
    const { acme } = book.clients;
    return addSchedule(book.t.db, acme, [
      { debtorId: book.debtors.northwind, amount: '1000.00' },
      { debtorId: book.debtors.lonestar, amount: '500.00' },
    ]);
  }

  it('lists the open chargebacks with their settlement amounts and the schedule total', async () => {
    const { acme } = book.clients;
    const plain = await addChargeback(book.t.db, acme, book.debtors.northwind, '100.00');
    const adjusted = await addChargeback(book.t.db, acme, book.debtors.lonestar, '300.00', '200.00');
    const { scheduleId } = await acmeSchedule();
    const answer = await call('schedule/check_chargebacks', { schedule_id: scheduleId, prospect_id: acme });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.scheduleTotalAmount).toBe('1125.00');
    const rows = answer.body.invoices as { id: number; cb: string; adjusted_cb: string | null }[];
    expect(rows.map((row) => [row.id, row.cb, row.adjusted_cb])).toEqual([
      [plain, '100.00', null],
      [adjusted, '300.00', '200.00'],
    ]);
  });

  it('refuses with the dialog’s rules: none chosen, an unknown one, over the total (400)', async () => {
    const { acme, bayside } = book.clients;
    const { scheduleId } = await acmeSchedule();
    const [open] = await book.t.db.select().from(chargebacks).where(eq(chargebacks.prospectId, acme));
    const none = await call('schedule/verify', { id: scheduleId, chargebacks: [] });
    expect(none).toMatchObject({ statusCode: 400, body: { message: W.selectChargeback } });

    const foreign = await addChargeback(book.t.db, bayside, book.debtors.northwind, '10.00');
    const unknown = await call('schedule/verify', { id: scheduleId, chargebacks: [open!.id, foreign] });
    expect(unknown).toMatchObject({ statusCode: 400, body: { message: W.unknownChargeback } });

    // 100 + 50 face: 80 advance − 5 escrow = 75 paid; a 100.00 chargeback is more.
    const small = await addSchedule(book.t.db, acme, [
      { debtorId: book.debtors.northwind, amount: '100.00' },
    ]);
    const over = await call('schedule/verify', { id: small.scheduleId, chargebacks: [open!.id] });
    expect(over).toMatchObject({
      statusCode: 400,
      body: { message: messages.schedule.chargebacksExceedTotal },
    });
    const [unchanged] = await book.t.db.select().from(schedules).where(eq(schedules.id, small.scheduleId));
    expect(unchanged!.verifiedAt).toBeNull();
  });

  it('verifies with the chosen chargebacks, posting nothing, and tells the funding staff', async () => {
    const { acme } = book.clients;
    entriesBefore = await entryCount();
    const { scheduleId } = await acmeSchedule();
    const open = await book.t.db
      .select()
      .from(chargebacks)
      .where(and(eq(chargebacks.prospectId, acme)));
    const chosen = open.filter((row) => row.settledByScheduleId === null && row.cb === '300.00');
    const answer = await call('schedule/verify', {
      id: scheduleId,
      chargebacks: chosen.map((row) => row.id),
    });
    expect(answer).toMatchObject({
      statusCode: 200,
      body: { status: true, message: messages.schedule.verified },
    });

    const [verified] = await book.t.db.select().from(schedules).where(eq(schedules.id, scheduleId));
    expect(verified!.verifiedAt).not.toBeNull();
    expect(verified!.cbAmount).toBe('200.00');
    // 1125 paid before chargebacks, less the adjusted 200.00.
    expect(verified!.remainingAmount).toBe('925.00');
    const [marked] = await book.t.db.select().from(chargebacks).where(eq(chargebacks.id, chosen[0]!.id));
    expect(marked!.settledByScheduleId).toBe(scheduleId);
    expect(await entryCount()).toBe(entriesBefore);

    const bells = await book.t.db
      .select({ email: users.email })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .where(and(eq(notifications.type, 'schedule_verified'), eq(notifications.typeId, scheduleId)));
    const told = bells.map((bell) => bell.email);
    expect(told).toContain('admin@factordesk.test');
    expect(told).not.toContain('ca@factordesk.test'); // who verified
    expect(told).not.toContain('client@factordesk.test');

    // A chosen chargeback is no longer offered to another schedule, and the schedule verifies once.
    const other = await acmeSchedule();
    const check = await call('schedule/check_chargebacks', {
      schedule_id: other.scheduleId,
      prospect_id: acme,
    });
    expect((check.body.invoices as { id: number }[]).map((row) => row.id)).not.toContain(chosen[0]!.id);
    const again = await call('schedule/verify', { id: scheduleId, chargebacks: [] });
    expect(again).toMatchObject({ statusCode: 409, body: { message: W.alreadyVerified } });
  });

  it('answers 404 for an unknown schedule or one named under another client, 403 without the right', async () => {
    const { acme, bayside } = book.clients;
    const { scheduleId } = await acmeSchedule();
    expect((await call('schedule/verify', { id: 999999, chargebacks: [] })).statusCode).toBe(404);
    const named = await call('schedule/check_chargebacks', { schedule_id: scheduleId, prospect_id: bayside });
    expect(named.statusCode).toBe(404);
    const client = await call('schedule/verify', { id: scheduleId, chargebacks: [] }, book.tokens.client);
    expect(client.statusCode).toBe(403);
    const analyst = await call(
      'schedule/check_chargebacks',
      { schedule_id: scheduleId, prospect_id: acme },
      book.tokens.analyst,
    );
    expect(analyst.statusCode).toBe(403);
  });

  it('verifies directly when the client has no open chargebacks', async () => {
    const { cedar } = book.clients;
    const { scheduleId } = await addSchedule(book.t.db, cedar, [
      { debtorId: book.debtors.northwind, amount: '2000.00' },
    ]);
    const check = await call('schedule/check_chargebacks', { schedule_id: scheduleId, prospect_id: cedar });
    // 75% advance = 1500, 10% escrow = 200.
    expect(check.body).toMatchObject({ invoices: [], scheduleTotalAmount: '1300.00' });
    const answer = await call('schedule/verify', { id: scheduleId, chargebacks: [] });
    expect(answer.statusCode).toBe(200);
    const [row] = await book.t.db.select().from(schedules).where(eq(schedules.id, scheduleId));
    expect(row).toMatchObject({ cbAmount: '0.00', remainingAmount: '1300.00' });
  });

  it('refuses a schedule without invoices (409)', async () => {
    const { scheduleId } = await addSchedule(book.t.db, book.clients.cedar, []);
    const answer = await call('schedule/verify', { id: scheduleId, chargebacks: [] });
    expect(answer).toMatchObject({ statusCode: 409, body: { message: W.noInvoices } });
  });
});

describe('Delete Schedule', () => {
  let book: FundingBook;
  const call = (path: string, body: unknown, token = book.tokens.ca) => book.t.call(path, body, token);

  beforeAll(async () => {
    book = await startFundingBook();
  });
  afterAll(() => book.t.close());
  afterEach(async () => {
    expect(await ledgerDifferences(book.t.db)).toEqual([]);
  });

  const invoice = (amount = '100.00') => ({ debtorId: book.debtors.northwind, amount });

  it('offers the invoices and the client’s other live schedules with their invoice counts', async () => {
    const { bayside } = book.clients;
    const doomed = await addSchedule(book.t.db, bayside, [invoice(), invoice('250.00')]);
    const kept = await addSchedule(book.t.db, bayside, [invoice()]);
    const answer = await call('schedule/reassignment', {
      schedule_id: doomed.scheduleId,
      prospect_id: bayside,
    });
    expect(answer.statusCode).toBe(200);
    expect((answer.body.invoices as { invoice_id: number }[]).map((row) => row.invoice_id)).toEqual(
      doomed.invoiceIds,
    );
    const targets = answer.body.schedules as { id: number; invoicesCount: number }[];
    expect(targets.find((target) => target.id === kept.scheduleId)?.invoicesCount).toBe(1);
    expect(targets.some((target) => target.id === doomed.scheduleId)).toBe(false);
  });

  it('moves each invoice to its target, one new schedule for -1, releases chosen chargebacks, then deletes', async () => {
    const { cedar } = book.clients;
    const chargeback = await addChargeback(book.t.db, cedar, book.debtors.lonestar, '50.00');
    const doomed = await addSchedule(book.t.db, cedar, [invoice('400.00'), invoice('600.00'), invoice()]);
    expect(
      (await call('schedule/verify', { id: doomed.scheduleId, chargebacks: [chargeback] })).statusCode,
    ).toBe(200);
    const kept = await addSchedule(book.t.db, cedar, [invoice()]);
    const [first, second, third] = doomed.invoiceIds as [number, number, number];
    const [highest] = await book.t.db
      .select({ no: sql<number>`max(${schedules.scheduleNo})::int` })
      .from(schedules)
      .where(eq(schedules.prospectId, cedar));

    const answer = await call('schedule/delete', {
      id: [doomed.scheduleId],
      prospect_id: cedar,
      schedule_invoices: { [first]: kept.scheduleId, [second]: -1, [third]: -1 },
    });
    expect(answer).toMatchObject({ statusCode: 200, body: { message: W.deleted.message } });
    const newId = answer.body.new_schedule_id as number;
    const [created] = await book.t.db.select().from(schedules).where(eq(schedules.id, newId));
    expect(created).toMatchObject({ prospectId: cedar, scheduleNo: highest!.no + 1, verifiedAt: null });
    const moved = await book.t.db
      .select({ id: invoices.id, scheduleId: invoices.scheduleId })
      .from(invoices)
      .where(inArray(invoices.id, doomed.invoiceIds));
    expect(Object.fromEntries(moved.map((row) => [row.id, row.scheduleId]))).toEqual({
      [first]: kept.scheduleId,
      [second]: newId,
      [third]: newId,
    });
    const [deleted] = await book.t.db.select().from(schedules).where(eq(schedules.id, doomed.scheduleId));
    expect(deleted!.deletedAt).not.toBeNull();
    const [released] = await book.t.db.select().from(chargebacks).where(eq(chargebacks.id, chargeback));
    expect(released!.settledByScheduleId).toBeNull();

    const again = await call('schedule/reassignment', { schedule_id: doomed.scheduleId, prospect_id: cedar });
    expect(again).toMatchObject({ statusCode: 409, body: { message: W.scheduleDeleted } });
  });

  /** Where the invoices are, which schedules are deleted, and the schedules' own figures. */
  async function standing(scheduleIds: readonly number[], invoiceIds: readonly number[]) {
    const placed = await book.t.db
      .select({ id: invoices.id, scheduleId: invoices.scheduleId, verifiedAt: invoices.verifiedAt })
      .from(invoices)
      .where(inArray(invoices.id, [...invoiceIds]));
    const rows = await book.t.db
      .select({
        id: schedules.id,
        deletedAt: schedules.deletedAt,
        totalAmount: schedules.totalAmount,
        invoicesCount: schedules.invoicesCount,
        remainingAmount: schedules.remainingAmount,
      })
      .from(schedules)
      .where(inArray(schedules.id, [...scheduleIds]));
    return { placed, rows };
  }

  it('takes no verified or funded schedule as a target: not offered, refused by name (409), nothing changed', async () => {
    const { acme } = book.clients;
    const verifiedTarget = await addSchedule(book.t.db, acme, [invoice('1000.00')]);
    expect(
      (await call('schedule/verify', { id: verifiedTarget.scheduleId, chargebacks: [] })).statusCode,
    ).toBe(200);
    const fundedTarget = await addSchedule(book.t.db, acme, [invoice('1000.00')]);
    expect((await call('schedule/verify', { id: fundedTarget.scheduleId, chargebacks: [] })).statusCode).toBe(
      200,
    );
    // 80% advance less 5% escrow: 750.00 owed; paid in full, so the schedule shows Remaining $0.00.
    expect(
      (await call('schedule/payment/save', paymentBody(fundedTarget.scheduleId, '750.00'))).statusCode,
    ).toBe(200);
    const openTarget = await addSchedule(book.t.db, acme, [invoice()]);
    book.clock.advance(60_000);
    const doomed = await addSchedule(book.t.db, acme, [invoice('500.00')]);
    const [moving] = doomed.invoiceIds as [number];

    const offered = await call('schedule/reassignment', {
      schedule_id: doomed.scheduleId,
      prospect_id: acme,
    });
    const offeredIds = (offered.body.schedules as { id: number }[]).map((target) => target.id);
    expect(offeredIds).toContain(openTarget.scheduleId);
    expect(offeredIds).not.toContain(verifiedTarget.scheduleId);
    expect(offeredIds).not.toContain(fundedTarget.scheduleId);

    const scheduleIds = [doomed.scheduleId, verifiedTarget.scheduleId, fundedTarget.scheduleId];
    const invoiceIds = [moving, ...verifiedTarget.invoiceIds, ...fundedTarget.invoiceIds];
    const before = await standing(scheduleIds, invoiceIds);
    const numberOf = async (id: number) =>
      (await book.t.db.select().from(schedules).where(eq(schedules.id, id)))[0]!.scheduleNo;
    const S = messages.schedule.screens;
    const verifiedNo = await numberOf(verifiedTarget.scheduleId);
    const fundedNo = await numberOf(fundedTarget.scheduleId);
    for (const [target, message] of [
      [verifiedTarget.scheduleId, () => S.closedVerified(verifiedNo)],
      [fundedTarget.scheduleId, () => S.closedFunded(fundedNo)],
    ] as const) {
      const refused = await call('schedule/delete', {
        id: [doomed.scheduleId],
        prospect_id: acme,
        schedule_invoices: { [moving]: target },
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.body.message).toBe(message());
    }
    expect(await standing(scheduleIds, invoiceIds)).toEqual(before);

    const moved = await call('schedule/delete', {
      id: [doomed.scheduleId],
      prospect_id: acme,
      schedule_invoices: { [moving]: openTarget.scheduleId },
    });
    expect(moved.statusCode).toBe(200);
  });

  it('a terminated client’s schedule offers no target and deletes with none (409), nothing changed', async () => {
    const { cedar } = book.clients;
    const other = await addSchedule(book.t.db, cedar, [invoice()]);
    const doomed = await addSchedule(book.t.db, cedar, [invoice('300.00')]);
    const [moving] = doomed.invoiceIds as [number];
    await book.t.db.update(prospects).set({ terminatedAt: new Date() }).where(eq(prospects.id, cedar));
    try {
      const offered = await call('schedule/reassignment', {
        schedule_id: doomed.scheduleId,
        prospect_id: cedar,
      });
      expect(offered.body.schedules).toEqual([]);
      const scheduleIds = [doomed.scheduleId, other.scheduleId];
      const before = await standing(scheduleIds, [moving]);
      const [row] = await book.t.db.select().from(schedules).where(eq(schedules.id, other.scheduleId));
      const toOther = await call('schedule/delete', {
        id: [doomed.scheduleId],
        prospect_id: cedar,
        schedule_invoices: { [moving]: other.scheduleId },
      });
      expect(toOther.statusCode).toBe(409);
      expect(toOther).toMatchObject({
        statusCode: 409,
        body: { message: messages.schedule.screens.closedTerminated(row!.scheduleNo) },
      });
      const toNew = await call('schedule/delete', {
        id: [doomed.scheduleId],
        prospect_id: cedar,
        schedule_invoices: { [moving]: -1 },
      });
      expect(toNew.statusCode).toBe(409);
      expect(await standing(scheduleIds, [moving])).toEqual(before);
    } finally {
      await book.t.db.update(prospects).set({ terminatedAt: null }).where(eq(prospects.id, cedar));
    }
  });

  it('refuses a full target (409) and a map that leaves an invoice behind (400), changing nothing', async () => {
    const { bayside } = book.clients;
    const full = await addSchedule(
      book.t.db,
      bayside,
      Array.from({ length: 20 }, () => invoice('10.00')),
    );
    const doomed = await addSchedule(book.t.db, bayside, [invoice(), invoice()]);
    const [a, b] = doomed.invoiceIds as [number, number];
    const [fullRow] = await book.t.db.select().from(schedules).where(eq(schedules.id, full.scheduleId));

    const refused = await call('schedule/delete', {
      id: [doomed.scheduleId],
      prospect_id: bayside,
      schedule_invoices: { [a]: full.scheduleId, [b]: -1 },
    });
    expect(refused).toMatchObject({
      statusCode: 409,
      body: { message: messages.schedule.targetFull(fullRow!.scheduleNo) },
    });
    const partial = await call('schedule/delete', {
      id: [doomed.scheduleId],
      prospect_id: bayside,
      schedule_invoices: { [a]: -1 },
    });
    expect(partial).toMatchObject({ statusCode: 400, body: { message: W.chooseTargets } });
    const foreign = await call('schedule/delete', {
      id: [doomed.scheduleId],
      prospect_id: bayside,
      schedule_invoices: { [a]: -1, [b]: -1, 999999: -1 },
    });
    expect(foreign).toMatchObject({ statusCode: 400, body: { message: W.unknownInvoice } });

    const [still] = await book.t.db.select().from(schedules).where(eq(schedules.id, doomed.scheduleId));
    expect(still!.deletedAt).toBeNull();
    const stayed = await book.t.db
      .select({ scheduleId: invoices.scheduleId })
      .from(invoices)
      .where(inArray(invoices.id, doomed.invoiceIds));
    expect(stayed.every((row) => row.scheduleId === doomed.scheduleId)).toBe(true);
  });

  it('refuses a funded schedule (409), and one named under another client or another party’s (404)', async () => {
    const { acme, bayside } = book.clients;
    const funded = await addSchedule(book.t.db, acme, [invoice('1000.00')]);
    expect((await call('schedule/verify', { id: funded.scheduleId, chargebacks: [] })).statusCode).toBe(200);
    const paid = await call('schedule/payment/save', paymentBody(funded.scheduleId, '100.00'));
    expect(paid.statusCode).toBe(200);
    const targets = { [funded.invoiceIds[0]!]: -1 };
    const refused = await call('schedule/delete', {
      id: [funded.scheduleId],
      prospect_id: acme,
      schedule_invoices: targets,
    });
    expect(refused).toMatchObject({ statusCode: 409, body: { message: W.fundedNotDeletable } });
    const named = await call('schedule/delete', {
      id: [funded.scheduleId],
      prospect_id: bayside,
      schedule_invoices: targets,
    });
    expect(named.statusCode).toBe(404);
  });
});

describe('Download as PDF', () => {
  let book: FundingBook;

  beforeAll(async () => {
    book = await startFundingBook();
  });
  afterAll(() => book.t.close());

  it('streams the schedule of assignment as application/pdf to whoever may see the schedule', async () => {
    const { acme, bayside } = book.clients;
    const { scheduleId } = await addSchedule(book.t.db, acme, [
      { debtorId: book.debtors.northwind, amount: '1000.00' },
    ]);
    const response = await book.t.app.inject({
      method: 'POST',
      url: '/api/v1/schedule/download',
      payload: { id: scheduleId },
      headers: { authorization: `Bearer ${book.tokens.client}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const other = await addSchedule(book.t.db, bayside, [
      { debtorId: book.debtors.northwind, amount: '5.00' },
    ]);
    const foreign = await book.t.call('schedule/download', { id: other.scheduleId }, book.tokens.client);
    expect(foreign.statusCode).toBe(404);
  });

  it('shows the client, the schedule, each invoice with its debtor, amounts and totals, and the assignment', async () => {
    const { cedar } = book.clients;
    const { scheduleId, invoiceIds } = await addSchedule(book.t.db, cedar, [
      { debtorId: book.debtors.northwind, amount: '1234.50', date: '2026-10-03' },
      { debtorId: book.debtors.lonestar, amount: '100.00' },
    ]);
    const [first] = await book.t.db.select().from(invoices).where(eq(invoices.id, invoiceIds[0]!));
    const [schedule] = await book.t.db.select().from(schedules).where(eq(schedules.id, scheduleId));
    const file = await scheduleOfAssignmentPdf(
      book.t.db,
      await adminCaller(book.t.db),
      scheduleId,
      new Date('2026-11-02T15:00:00Z'),
      { compress: false },
    );
    const text = pdfText(file.data);
    const T = messages.funding.screens.pdf;
    for (const expected of [
      T.title,
      'Cedar Creek Builders',
      String(schedule!.scheduleNo),
      '11/02/2026',
      'Northwind Traders',
      'Lone Star Grocers',
      first!.invoiceNo,
      '10/03/2026',
      '$1,234.50',
      '$925.88', // 75% of 1,234.50, half-up
      '$1,334.50',
      '$1,000.88',
      T.statementHeading,
    ]) {
      expect(text).toContain(expected);
    }
  });
});
