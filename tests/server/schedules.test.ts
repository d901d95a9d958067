import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { invoices, schedules } from '../../src/server/db/schema';
import type { Schedule, ScheduleRow } from '../../src/shared/contract/schedules';
import { holdDebtor, invoiceForm, invoiceRow, pdf, startInvoiceBook, type InvoiceBook } from './invoicesBook';

type Page = { data: ScheduleRow[]; total: number };

let number = 500000;
const nextInvoiceNo = () => String((number += 1));

describe('schedules of assignment', () => {
  let book: InvoiceBook;
  let pier: { id: number; contacts: string[] };
  let dock: { id: number; contacts: string[] };

  beforeAll(async () => {
    book = await startInvoiceBook();
    pier = await holdDebtor(book.t, book.clients.acme, '1500.00', { name: 'Pier Nine Foods' });
    dock = await holdDebtor(book.t, book.clients.acme, '50000.00', { name: 'Dockside Hardware' });
  });
  afterAll(() => book.t.close());

  const row = (debtor: { id: number; contacts: string[] }, overrides: Record<string, unknown> = {}) => ({
    debtor_id: debtor.id,
    debtor_contact: debtor.contacts,
    invoice_no: nextInvoiceNo(),
    invoice_date: '2026-11-01',
    invoice_amount: '100.00',
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
  });
  const nextNo = async (prospectId = book.clients.acme) =>
    (await book.t.call('schedule/next_number', { prospect_id: prospectId }, book.tokens.admin)).body
      .schedule_no as number;
  const save = async (body: Record<string, unknown>, token = book.tokens.admin) =>
    book.t.call('schedule/save', { prospect_id: book.clients.acme, ...body }, token);
  const create = async (rows: unknown[], token = book.tokens.admin) => {
    const answer = await save({ schedule_no: await nextNo(), invoices: rows }, token);
    expect(answer.statusCode).toBe(200);
    return answer.body.id as number;
  };
  const details = async (id: number, token = book.tokens.admin) =>
    (await book.t.call('schedule/details', { id }, token)).body.schedule as Schedule;
  const scheduleCount = async () =>
    (await book.t.db.select({ n: sql<number>`count(*)::int` }).from(schedules))[0]?.n ?? 0;
  const invoiceCount = async () =>
    (await book.t.db.select({ n: sql<number>`count(*)::int` }).from(invoices))[0]?.n ?? 0;

  /** A refused save: this code and message, and no schedule or invoice written. */
  async function refused(
    code: number,
    message: string,
    body: Record<string, unknown>,
    token = book.tokens.admin,
  ) {
    const [schedulesBefore, invoicesBefore] = [await scheduleCount(), await invoiceCount()];
    const answer = await save(body, token);
    expect({ code: answer.statusCode, message: answer.body.message }).toEqual({ code, message });
    expect([await scheduleCount(), await invoiceCount()]).toEqual([schedulesBefore, invoicesBefore]);
  }

  it('numbers a client’s schedules and saves one with its rows, computing the terms itself', async () => {
    const first = await nextNo();
    const id = await create([
      row(pier, { invoice_amount: '1000.00' }),
      row(dock, { invoice_amount: '2000.50' }),
    ]);
    expect(await nextNo()).toBe(first + 1);
    const schedule = await details(id);
    expect(schedule).toMatchObject({
      schedule_no: first,
      company_business_name: 'Acme Freight Lines',
      deleted_at: null,
    });
    expect(
      schedule.invoices.map((invoice) => [
        invoice.legal_name,
        invoice.advance_amount,
        invoice.invoice_due_date,
      ]),
    ).toEqual([
      ['Pier Nine Foods', '800.00', '2026-11-30'],
      ['Dockside Hardware', '1600.40', '2026-11-30'],
    ]);
    expect(schedule.total_amount).toBe('2400.40');

    const list = await book.t.call(
      'schedule/fetch',
      { page: 1, per_page: 10, search_text: String(first) },
      book.tokens.client,
    );
    const listed = (list.body.schedules as Page).data.find((candidate) => candidate.id === id);
    expect(listed).toMatchObject({
      invoicesCount: 2,
      verifiedCount: 0,
      unverifiedCount: 2,
      total_amount: '2400.40',
      totalScheduleFunding: '3000.50',
      is_deleted: false,
    });
    const byAmount = await book.t.call(
      'schedule/fetch',
      { page: 1, per_page: 10, search_text: '2,400.4' },
      book.tokens.admin,
    );
    expect((byAmount.body.schedules as Page).data.map((candidate) => candidate.id)).toContain(id);
  });

  it('refuses bad rows with 400 and clear messages, writing nothing', async () => {
    const schedule_no = await nextNo();
    const one = (overrides: Record<string, unknown>) => ({ schedule_no, invoices: [row(dock, overrides)] });
    await refused(400, 'Invoice Amount is required', one({ invoice_amount: '1.00' }));
    await refused(
      400,
      'Invoice Amount must be between $0.00 and $99,999,999.99 with at most 2 decimals',
      one({ invoice_amount: '-20.00' }),
    );
    await refused(
      400,
      'Invoice Amount must be between $0.00 and $99,999,999.99 with at most 2 decimals',
      one({ invoice_amount: '100000000.00' }),
    );
    await refused(400, 'Invoice No must be at most 6 digits', one({ invoice_no: '1234567' }));
    await refused(400, 'Debtor Contact is required', one({ debtor_contact: [] }));
    await refused(400, 'Status is required', one({ status: null }));
    await refused(400, 'Payment Type is required', one({ payment_type: null }));
    await refused(400, 'Net Invoice Term is required', one({ net_invoice_term: null }));
    await refused(
      400,
      'Commitment Date cannot be before the Invoice Date',
      one({ commitment_date: '2026-10-31' }),
    );
    await refused(400, 'Unknown field(s): credit_limit.', one({ credit_limit: '5.00' }));
    await refused(400, 'Client Name is required', { prospect_id: null, ...one({}) });
    await refused(400, 'Add at least one invoice.', { schedule_no, invoices: [] });
    await refused(400, 'Only 25 invoices are allowed.', {
      schedule_no,
      invoices: Array.from({ length: 26 }, () => row(dock)),
    });
    await refused(400, 'Invoice can be only be part of a single Schedule, invoice should be unique', {
      schedule_no,
      invoices: [row(dock, { invoice_no: '414141' }), row(pier, { invoice_no: '414141' })],
    });
    await refused(400, 'Invoice can be only be part of a single Schedule, invoice should be unique', {
      schedule_no,
      invoices: [row(dock, { invoice_no: '414142' }), row(dock, { invoice_no: '414142-1' })],
    });
  });

  it("keeps each debtor's rows together within its available credit", async () => {
    const schedule_no = await nextNo();
    // Pier Nine Foods has 1,500.00 a week, of which the first schedule uses 1,000.00.
    await refused(409, "Invoice amount cannot be greater than debtor's available credit limit($500.00).", {
      schedule_no,
      invoices: [row(pier, { invoice_amount: '300.00' }), row(dock), row(pier, { invoice_amount: '200.01' })],
    });
    const fits = await save({
      schedule_no,
      invoices: [row(pier, { invoice_amount: '300.00' }), row(pier, { invoice_amount: '200.00' })],
    });
    expect(fits.statusCode).toBe(200);
  });

  it('answers 404 for forged ids and another client’s records', async () => {
    const schedule_no = await nextNo();
    await refused(404, 'Record not found.', {
      schedule_no,
      invoices: [row({ id: 987654, contacts: dock.contacts })],
    });
    await refused(404, 'Record not found.', { prospect_id: 987654, schedule_no, invoices: [row(dock)] });
    await refused(404, 'Record not found.', { id: 987654, schedule_no, invoices: [row(dock)] });
    const bayside = await holdDebtor(book.t, book.clients.bayside, '5000.00');
    await refused(404, 'Record not found.', { schedule_no, invoices: [row(bayside)] });
    await refused(
      404,
      'Record not found.',
      { prospect_id: book.clients.bayside, schedule_no: 1, invoices: [row(bayside)] },
      book.tokens.client,
    );
    // A row naming an invoice that is not in the schedule.
    const elsewhere = await create([row(dock)]);
    const foreignRow = (await details(elsewhere)).invoices[0];
    const target = await create([row(dock)]);
    const stored = await details(target);
    await refused(404, 'An invoice is not part of this schedule.', {
      id: target,
      schedule_no: stored.schedule_no,
      invoices: [row(dock, { id: foreignRow?.id, invoice_no: foreignRow?.invoice_no })],
    });
    expect((await book.t.call('schedule/details', { id: target }, book.tokens.debtor)).statusCode).toBe(403);
    const baysideSchedule = await book.t.call(
      'schedule/save',
      {
        prospect_id: book.clients.bayside,
        schedule_no: await nextNo(book.clients.bayside),
        invoices: [row(bayside)],
      },
      book.tokens.admin,
    );
    expect(
      (await book.t.call('schedule/details', { id: baysideSchedule.body.id }, book.tokens.client)).statusCode,
    ).toBe(404);
  });

  it('edits rows, adds rows and keeps the client and number as they are', async () => {
    const id = await create([row(dock, { invoice_amount: '500.00' })]);
    const stored = await details(id);
    const first = stored.invoices[0];
    const edited = await save({
      id,
      schedule_no: stored.schedule_no,
      invoices: [
        row(dock, { id: first?.id, invoice_no: first?.invoice_no, invoice_amount: '750.00' }),
        row(dock),
      ],
    });
    expect(edited.body).toMatchObject({
      status: true,
      message: 'Schedule has been updated successfully.',
      id,
    });
    const after = await details(id);
    expect(after.invoices.map((invoice) => invoice.invoice_amount)).toEqual(['750.00', '100.00']);
    expect(after.invoices[0]?.advance_amount).toBe('600.00');

    await refused(409, 'The schedule number is given by the server and cannot be changed.', {
      id,
      schedule_no: stored.schedule_no + 1000,
      invoices: [row(dock)],
    });
    await refused(409, 'The client of a saved schedule cannot be changed.', {
      id,
      prospect_id: book.clients.bayside,
      schedule_no: stored.schedule_no,
      invoices: [row(dock)],
    });
    // A number the schedule already holds in a row the save leaves alone.
    await refused(409, 'Invoice can be only be part of a single Schedule, invoice should be unique', {
      id,
      schedule_no: stored.schedule_no,
      invoices: [row(pier, { invoice_no: after.invoices[1]?.invoice_no, invoice_amount: '5.00' })],
    });
    await book.t.db
      .update(invoices)
      .set({ fundingDate: '2026-11-04' })
      .where(eq(invoices.id, first?.id ?? 0));
    await refused(409, 'A funded invoice cannot be changed.', {
      id,
      schedule_no: stored.schedule_no,
      invoices: [row(dock, { id: first?.id, invoice_no: first?.invoice_no, invoice_amount: '760.00' })],
    });
  });

  it('takes an invoice out of its schedule without deleting it, but never a funded one', async () => {
    const id = await create([row(dock), row(dock)]);
    const [a, b] = (await details(id)).invoices;
    const removed = await book.t.call(
      'schedule/invoice/delete',
      { schedule_id: [id], id: [a?.id] },
      book.tokens.client,
    );
    expect(removed.body).toEqual({ status: true, message: 'Invoice has been removed from the schedule.' });
    expect(await invoiceRow(book.t, a?.id ?? 0)).toMatchObject({ scheduleId: null, deletedAt: null });
    await book.t.db
      .update(invoices)
      .set({ fundingDate: '2026-11-04' })
      .where(eq(invoices.id, b?.id ?? 0));
    const funded = await book.t.call(
      'schedule/invoice/delete',
      { schedule_id: [id], id: [b?.id] },
      book.tokens.admin,
    );
    expect(funded.statusCode).toBe(409);
    const forged = await book.t.call(
      'schedule/invoice/delete',
      { schedule_id: [id], id: [a?.id] },
      book.tokens.admin,
    );
    expect(forged).toEqual({
      statusCode: 404,
      body: { status: false, message: 'An invoice is not part of this schedule.' },
    });
  });

  it('shows a deleted schedule read-only and only with the toggle, for staff', async () => {
    const id = await create([row(dock)]);
    const stored = await details(id);
    await book.t.db.update(schedules).set({ deletedAt: new Date() }).where(eq(schedules.id, id));
    expect((await details(id)).deleted_at).not.toBeNull();
    await refused(409, 'A deleted schedule cannot be changed.', {
      id,
      schedule_no: stored.schedule_no,
      invoices: [row(dock)],
    });
    const search = { page: 1, per_page: 50, search_text: String(stored.schedule_no) };
    const ids = async (body: Record<string, unknown>, token: string) =>
      ((await book.t.call('schedule/fetch', body, token)).body.schedules as Page).data.map(
        (candidate) => candidate.id,
      );
    expect(await ids(search, book.tokens.admin)).not.toContain(id);
    expect(await ids({ ...search, deleted: 1 }, book.tokens.admin)).toContain(id);
    expect(await ids({ ...search, deleted: 1 }, book.tokens.client)).not.toContain(id);
  });

  it('counts invoices changed since the verification as unverified, and keeps net funding in step', async () => {
    const id = await create([
      row(dock, { invoice_amount: '200.00' }),
      row(dock, { invoice_amount: '300.00' }),
    ]);
    const schedule_no = (await details(id)).schedule_no;
    const funding = { page: 1, per_page: 50, search_text: String(schedule_no), is_funding: 1 };
    const listed = async () =>
      ((await book.t.call('schedule/fetch', funding, book.tokens.admin)).body.schedules as Page).data.find(
        (candidate) => candidate.id === id,
      );
    const verified = await book.t.call('schedule/verify', { id, chargebacks: [] }, book.tokens.admin);
    expect(verified.statusCode).toBe(200);
    expect(await listed()).toMatchObject({ verifiedCount: 2, unverifiedCount: 0, total_amount: '400.00' });

    // A new amount unverifies its invoice; a new status alone does not.
    const [a, b] = (await details(id)).invoices;
    const resaved = await save({
      id,
      schedule_no,
      invoices: [
        row(dock, { id: a?.id, invoice_no: a?.invoice_no, invoice_amount: '250.00' }),
        row(dock, { id: b?.id, invoice_no: b?.invoice_no, invoice_amount: '300.00', status: 2 }),
      ],
    });
    expect(resaved.statusCode).toBe(200);
    expect(await listed()).toMatchObject({ verifiedCount: 1, unverifiedCount: 1, total_amount: '440.00' });
    expect((await details(id)).invoices.map((invoice) => [invoice.invoice_no, invoice.verified])).toEqual([
      [a?.invoice_no, false],
      [b?.invoice_no, true],
    ]);
    const [stored] = await book.t.db
      .select({ total: schedules.totalAmount, count: schedules.invoicesCount })
      .from(schedules)
      .where(eq(schedules.id, id));
    expect(stored).toEqual({ total: '440.00', count: 2 });
  });

  it('claims the caller’s own uploads for a row, and nobody else’s', async () => {
    const upload = await book.t.call(
      'invoice/attachment/upload',
      invoiceForm({}, [{ name: 'delivery.pdf', data: pdf() }]),
      book.tokens.client,
    );
    expect(upload.statusCode).toBe(200);
    const [path] = upload.body.urls as string[];
    const theirs = await book.t.call(
      'invoice/attachment/upload',
      invoiceForm({}, [{ name: 'x.pdf', data: pdf() }]),
      book.tokens.ca,
    );
    const [otherPath] = theirs.body.urls as string[];

    await refused(
      400,
      'An attachment is not one of your uploads.',
      {
        schedule_no: await nextNo(),
        invoices: [row(dock, { attachments: [otherPath] })],
      },
      book.tokens.client,
    );
    const id = await create([row(dock, { attachments: [path] })], book.tokens.client);
    const [invoice] = (await details(id)).invoices;
    expect(invoice?.attachments).toEqual([{ path, name: 'delivery.pdf' }]);
    const view = await book.t.app.inject({
      method: 'POST',
      url: '/api/v1/invoice/attachment/view',
      payload: { id: invoice?.id, path },
      headers: { authorization: `Bearer ${book.tokens.admin}` },
    });
    expect(view.statusCode).toBe(200);
    expect(view.headers['content-type']).toBe('application/pdf');
  });

  it('answers 403 for a missing right only', async () => {
    const body = { schedule_no: await nextNo(), invoices: [row(dock)] };
    expect((await save(body, book.tokens.analyst)).statusCode).toBe(403);
    expect((await book.t.call('schedule/fetch', { page: 1 }, book.tokens.debtor)).statusCode).toBe(403);
  });
});
