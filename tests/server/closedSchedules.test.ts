import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { invoices, prospects, schedules } from '../../src/server/db/schema';
import { messages } from '../../src/shared/messages';
import { paymentBody } from './fundingBook';
import { holdDebtor, invoiceFields, saveInvoice, startInvoiceBook, type InvoiceBook } from './invoicesBook';

const S = messages.schedule.screens;

/** A schedule that is verified, funded, deleted or of a terminated client takes no new invoice. */
describe('a closed schedule takes no new invoice', () => {
  let book: InvoiceBook;
  let quay: { id: number; contacts: string[] };
  let cedarQuay: { id: number; contacts: string[] };
  let number = 610000;
  const admin = () => book.tokens.admin;
  const call = (path: string, body: unknown, token = admin()) => book.t.call(path, body, token);

  beforeAll(async () => {
    book = await startInvoiceBook();
    quay = await holdDebtor(book.t, book.clients.acme, '900000.00', { name: 'Quayside Provisions' });
    cedarQuay = await holdDebtor(book.t, book.clients.cedar, '900000.00', { name: 'Cedar Quay Supply' });
  });
  afterAll(() => book.t.close());

  /** A loose invoice of the client (Acme unless told), saved through the invoice form. */
  async function looseInvoice(client = book.clients.acme, debtor = quay, amount?: string) {
    number += 1;
    const answer = await saveInvoice(
      book.t,
      admin(),
      invoiceFields(client, debtor.id, debtor.contacts, {
        invoice_no: String(number),
        // Each its own amount: invoices alike in debtor, amount and date are possible double pledges (0028).
        invoice_amount: amount ?? `${2000 + (number % 1000)}.00`,
      }),
    );
    expect(answer.statusCode).toBe(200);
    return answer.body.id as number;
  }

  /** A schedule row of the schedule form. */
  function row(debtor = quay, overrides: Record<string, unknown> = {}) {
    number += 1;
    return {
      debtor_id: debtor.id,
      debtor_contact: debtor.contacts,
      invoice_no: String(number),
      invoice_date: '2026-11-01',
      // Each row its own amount: rows alike in debtor, amount and date are possible double pledges (0028).
      invoice_amount: `${1000 + (number % 1000)}.00`,
      payment_type: 2,
      net_invoice_term: 1,
      invoice_due_date: '2026-11-01',
      advance_percentage: '1.00',
      advance_amount: '1.00',
      status: 1,
      Tentative_payment_mode: '',
      commitment_date: null,
      attachments: [],
      ...overrides,
    };
  }

  /** A new schedule of the client through the schedule form, with one invoice of 1,000.00. */
  async function openSchedule(client = book.clients.acme, debtor = quay) {
    const next = await call('schedule/next_number', { prospect_id: client });
    const saved = await call('schedule/save', {
      prospect_id: client,
      schedule_no: next.body.schedule_no,
      invoices: [row(debtor)],
    });
    expect(saved.statusCode).toBe(200);
    return saved.body.id as number;
  }

  async function verified(client = book.clients.acme, debtor = quay) {
    const id = await openSchedule(client, debtor);
    expect((await call('schedule/verify', { id, chargebacks: [] })).statusCode).toBe(200);
    return id;
  }

  /** Verified and paid in full: the Schedule of Funding shows Remaining $0.00, "Funded". */
  async function funded() {
    const id = await verified();
    const info = await call('schedule/payment_info', { id });
    const paid = await call(
      'schedule/payment/save',
      paymentBody(id, info.body.amount as string, {
        schedule_fund_date: '2026-11-02',
        check_date: '2026-11-03',
        check_deposit_date: '2026-11-04',
        posting_date: '2026-11-05',
      }),
    );
    expect(paid.statusCode).toBe(200);
    return id;
  }

  async function deleted() {
    const id = await openSchedule();
    const [invoice] = await book.t.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(eq(invoices.scheduleId, id));
    const answer = await call('schedule/delete', {
      id: [id],
      prospect_id: book.clients.acme,
      schedule_invoices: { [invoice!.id]: -1 },
    });
    expect(answer.statusCode).toBe(200);
    return id;
  }

  async function scheduleNo(id: number) {
    return (await book.t.db.select().from(schedules).where(eq(schedules.id, id)))[0]!.scheduleNo;
  }

  /** What an accountant would compare: the schedules' rows, where the invoices are, what is owed. */
  async function standing(scheduleIds: readonly number[], invoiceIds: readonly number[]) {
    const rows = await book.t.db
      .select()
      .from(schedules)
      .where(inArray(schedules.id, [...scheduleIds]))
      .orderBy(schedules.id);
    const placed = await book.t.db
      .select({ id: invoices.id, scheduleId: invoices.scheduleId, verifiedAt: invoices.verifiedAt })
      .from(invoices)
      .where(inArray(invoices.id, [...invoiceIds]))
      .orderBy(invoices.id);
    return { rows, placed };
  }

  async function withCedarTerminated<T>(run: () => Promise<T>): Promise<T> {
    const cedar = book.clients.cedar;
    await book.t.db.update(prospects).set({ terminatedAt: new Date() }).where(eq(prospects.id, cedar));
    try {
      return await run();
    } finally {
      await book.t.db.update(prospects).set({ terminatedAt: null }).where(eq(prospects.id, cedar));
    }
  }

  /** The SQLSTATE of a refused statement (the driver's error, wrapped by Drizzle). */
  async function sqlState(statement: Promise<unknown>): Promise<string | null> {
    try {
      await statement;
      return null;
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause;
      return cause?.code ?? (error as { code?: string }).code ?? 'unknown';
    }
  }

  it('Move To Schedule refuses a funded, verified or deleted schedule (409), nothing changed', async () => {
    const closed = [
      { id: await funded(), message: S.closedFunded },
      { id: await verified(), message: S.closedVerified },
      { id: await deleted(), message: S.closedDeleted },
    ];
    const loose = await looseInvoice();
    const before = await standing(
      closed.map((schedule) => schedule.id),
      [loose],
    );
    const fundedInfo = await call('schedule/payment_info', { id: closed[0]!.id });
    expect(fundedInfo.body).toMatchObject({ amount: '0.00', isFunded: true });
    for (const schedule of closed) {
      const answer = await call('invoice/move_to_schedule', {
        invoices_ids: [loose],
        schedule_id: schedule.id,
      });
      expect(answer.statusCode).toBe(409);
      expect(answer).toEqual({
        statusCode: 409,
        body: { status: false, message: schedule.message(await scheduleNo(schedule.id)) },
      });
    }
    expect(
      await standing(
        closed.map((schedule) => schedule.id),
        [loose],
      ),
    ).toEqual(before);
    // The Schedule of Funding still says what it said: nothing joined what was bought and paid.
    expect((await call('schedule/payment_info', { id: closed[0]!.id })).body).toEqual(fundedInfo.body);
  });

  it('Move To Schedule refuses a terminated client’s schedule, old or new (409), nothing changed', async () => {
    const target = await openSchedule(book.clients.cedar, cedarQuay);
    const loose = await looseInvoice(book.clients.cedar, cedarQuay);
    await withCedarTerminated(async () => {
      const before = await standing([target], [loose]);
      const schedulesBefore = await book.t.db.select({ id: schedules.id }).from(schedules);
      const existing = await call('invoice/move_to_schedule', { invoices_ids: [loose], schedule_id: target });
      expect(existing.statusCode).toBe(409);
      expect(existing).toMatchObject({
        statusCode: 409,
        body: { message: S.closedTerminated(await scheduleNo(target)) },
      });
      const fresh = await call('invoice/move_to_schedule', { invoices_ids: [loose], schedule_no: '4242' });
      expect(fresh).toMatchObject({ statusCode: 409, body: { message: S.closedTerminated('4242') } });
      expect(await standing([target], [loose])).toEqual(before);
      expect(await book.t.db.select({ id: schedules.id }).from(schedules)).toEqual(schedulesBefore);
      const offered = await call('invoice/schedules', { prospect_id: book.clients.cedar });
      expect(offered.body.invoices).toEqual([]);
    });
  });

  it('offers only open schedules to Move To Schedule, and never tells a stranger whether one is closed', async () => {
    const open = await openSchedule();
    const closed = [await funded(), await verified(), await deleted()];
    const offered = await call('invoice/schedules', { prospect_id: book.clients.acme });
    const ids = (offered.body.invoices as { id: number }[]).map((schedule) => schedule.id);
    expect(ids).toContain(open);
    for (const id of closed) expect(ids).not.toContain(id);

    // Another client's verified schedule is not found, for its user and for staff naming it wrongly.
    const theirs = await verified(book.clients.cedar, cedarQuay);
    const own = await looseInvoice();
    const asClient = await call(
      'invoice/move_to_schedule',
      { invoices_ids: [own], schedule_id: theirs },
      book.tokens.client,
    );
    expect(asClient.statusCode).toBe(404);
    const asStaff = await call('invoice/move_to_schedule', { invoices_ids: [own], schedule_id: theirs });
    expect(asStaff.statusCode).toBe(404);
  });

  it('the schedule form adds no row to a verified, funded or terminated client’s schedule (409)', async () => {
    const cases = [
      { id: await verified(), client: book.clients.acme, debtor: quay, message: S.closedVerified },
      { id: await funded(), client: book.clients.acme, debtor: quay, message: S.closedFunded },
      {
        id: await openSchedule(book.clients.cedar, cedarQuay),
        client: book.clients.cedar,
        debtor: cedarQuay,
        message: S.closedTerminated,
        terminated: true,
      },
    ];
    for (const schedule of cases) {
      const details = await call('schedule/details', { id: schedule.id });
      const saved = (details.body.schedule as { invoices: Record<string, unknown>[] }).invoices;
      const body = {
        id: schedule.id,
        prospect_id: schedule.client,
        schedule_no: await scheduleNo(schedule.id),
        invoices: [
          ...saved.map(({ legal_name: _l, funding_date: _f, verified: _v, ...stored }) => ({
            ...stored,
            attachments: [],
          })),
          row(schedule.debtor, { invoice_amount: '10.00' }),
        ],
      };
      const attempt = async () => {
        const before = await book.t.db.select({ id: invoices.id }).from(invoices).orderBy(invoices.id);
        const scheduleBefore = await standing([schedule.id], []);
        const answer = await call('schedule/save', body);
        expect(answer.statusCode).toBe(409);
        expect(answer).toMatchObject({
          statusCode: 409,
          body: { message: schedule.message(await scheduleNo(schedule.id)) },
        });
        expect(await book.t.db.select({ id: invoices.id }).from(invoices).orderBy(invoices.id)).toEqual(
          before,
        );
        expect(await standing([schedule.id], [])).toEqual(scheduleBefore);
      };
      if (schedule.terminated) await withCedarTerminated(attempt);
      else await attempt();
    }
  });

  it('the schedule form still edits a verified schedule’s rows; the edited one waits as unverified', async () => {
    const id = await verified();
    const details = await call('schedule/details', { id });
    const [saved] = (details.body.schedule as { invoices: Record<string, unknown>[] }).invoices;
    const { legal_name: _l, funding_date: _f, verified: _v, ...stored } = saved!;
    const answer = await call('schedule/save', {
      id,
      prospect_id: book.clients.acme,
      schedule_no: await scheduleNo(id),
      invoices: [{ ...stored, attachments: [], invoice_amount: '900.00' }],
    });
    expect(answer.statusCode).toBe(200);
    const [edited] = await book.t.db
      .select()
      .from(invoices)
      .where(eq(invoices.id, stored.id as number));
    expect(edited).toMatchObject({ scheduleId: id, invoiceAmount: '900.00', verifiedAt: null });
    const info = await call('schedule/payment_info', { id });
    expect(info.body.unverified_invoices).toEqual([expect.objectContaining({ id: stored.id })]);
  });

  it('the database refuses an invoice joining a closed schedule, by insert or update', async () => {
    const db = book.t.db;
    const targets = {
      verified: await verified(),
      funded: await funded(),
      deleted: await deleted(),
      open: await openSchedule(),
    };
    const loose = await looseInvoice();
    const moveTo = (scheduleId: number) =>
      db.execute(sql`update invoices set schedule_id = ${scheduleId} where id = ${loose}`);
    const copyInto = (scheduleId: number) =>
      db.execute(sql`
        insert into invoices (prospect_id, debtor_id, schedule_id, invoice_no, invoice_amount, invoice_date,
          discount_days, invoice_due_date, advance_percentage, advance_amount)
        select prospect_id, debtor_id, ${scheduleId}, invoice_no || '9', invoice_amount, invoice_date,
          discount_days, invoice_due_date, advance_percentage, advance_amount
        from invoices where id = ${loose}`);
    for (const id of [targets.verified, targets.funded, targets.deleted]) {
      const before = await standing([id], [loose]);
      expect(await sqlState(moveTo(id))).toBe('23514');
      expect(await sqlState(copyInto(id))).toBe('23514');
      expect(await standing([id], [loose])).toEqual(before);
    }
    const cedarTarget = await openSchedule(book.clients.cedar, cedarQuay);
    const cedarLoose = await looseInvoice(book.clients.cedar, cedarQuay);
    await withCedarTerminated(async () => {
      expect(
        await sqlState(
          db.execute(sql`update invoices set schedule_id = ${cedarTarget} where id = ${cedarLoose}`),
        ),
      ).toBe('23514');
    });
    // An open schedule takes it; so does a verified one once its verification is reverted.
    expect(await sqlState(moveTo(targets.open))).toBeNull();
    await db.update(invoices).set({ scheduleId: null }).where(eq(invoices.id, loose));
    expect((await call('schedule/revert', { id: targets.verified })).statusCode).toBe(200);
    const moved = await call('invoice/move_to_schedule', {
      invoices_ids: [loose],
      schedule_id: targets.verified,
    });
    expect(moved.statusCode).toBe(200);
  });

  it('a verification in progress is waited for: the invoice moved meanwhile is refused', async () => {
    const db = book.t.db;
    const target = await openSchedule();
    const loose = await looseInvoice();
    let verifying!: () => void;
    const held = new Promise<void>((resolve) => (verifying = resolve));
    // A verification that holds its transaction open; on PostgreSQL the move below runs meanwhile on
    // another connection and must wait for it, on the embedded database it runs after it.
    const verification = db.transaction(async (tx) => {
      await tx.update(schedules).set({ verifiedAt: new Date() }).where(eq(schedules.id, target));
      await new Promise((resolve) => setTimeout(resolve, 300));
      verifying();
    });
    const move = (async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      return sqlState(db.execute(sql`update invoices set schedule_id = ${target} where id = ${loose}`));
    })();
    const [, refused] = await Promise.all([verification, move, held]);
    expect(refused).toBe('23514');
    const [row] = await db.select().from(invoices).where(eq(invoices.id, loose));
    expect(row!.scheduleId).toBeNull();
  });

  it('two moves racing a verification leave no unverified invoice in a verified schedule', async () => {
    for (let round = 0; round < 4; round += 1) {
      const target = await openSchedule();
      const [x, y] = [await looseInvoice(), await looseInvoice()];
      const move = (id: number) =>
        call('invoice/move_to_schedule', { invoices_ids: [id], schedule_id: target });
      const verify = call('schedule/verify', { id: target, chargebacks: [] });
      const [first, verification, second] = await Promise.all([move(x), verify, move(y)]);
      expect(verification.statusCode).toBe(200);
      // Whatever joined did so before the verification, which marked it; nothing joined after.
      const unverified = await book.t.db
        .select({ id: invoices.id })
        .from(invoices)
        .where(and(eq(invoices.scheduleId, target), isNull(invoices.deletedAt), isNull(invoices.verifiedAt)));
      expect(unverified).toEqual([]);
      const moved = await book.t.db
        .select({ id: invoices.id, scheduleId: invoices.scheduleId })
        .from(invoices)
        .where(inArray(invoices.id, [x, y]))
        .orderBy(invoices.id);
      expect(moved.map((invoice) => invoice.scheduleId === target)).toEqual([
        first.statusCode === 200,
        second.statusCode === 200,
      ]);
      for (const answer of [first, second]) {
        expect([200, 409]).toContain(answer.statusCode);
        if (answer.statusCode === 409) {
          expect(answer.body.message).toBe(S.closedVerified(await scheduleNo(target)));
        }
      }
    }
  });
});
