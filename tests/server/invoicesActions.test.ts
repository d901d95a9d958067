import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { chargebacks, invoices, schedules, users } from '../../src/server/db/schema';
import { clientUsers, staffHolding } from '../../src/server/modules/invoices/recipients';
import { expectedRecipients, storedRecipients } from './noticeRecipients';
import {
  contactsOf,
  holdDebtor,
  invoiceFields,
  invoiceRow,
  notificationsOf,
  saveInvoice,
  startInvoiceBook,
  type InvoiceBook,
} from './invoicesBook';

describe('approving, deleting and moving invoices', () => {
  let book: InvoiceBook;
  let northwindContacts: string[];
  let quarry: { id: number; contacts: string[] };

  beforeAll(async () => {
    book = await startInvoiceBook();
    northwindContacts = await contactsOf(book.t, book.northwind);
    quarry = await holdDebtor(book.t, book.clients.acme, '90000.00');
  });
  afterAll(() => book.t.close());

  async function make(
    prospectId: number,
    debtorId: number,
    contacts: string[],
    overrides: Record<string, unknown> = {},
  ) {
    const answer = await saveInvoice(
      book.t,
      book.tokens.admin,
      invoiceFields(prospectId, debtorId, contacts, overrides),
    );
    expect(answer.statusCode).toBe(200);
    return answer.body.id as number;
  }
  const acmeInvoice = (overrides: Record<string, unknown> = {}) =>
    make(book.clients.acme, quarry.id, quarry.contacts, overrides);

  it("tells staff and the debtor's users of a new invoice, and no other company", async () => {
    const id = await make(book.clients.acme, book.northwind, northwindContacts, { invoice_no: '730001' });
    const toDebtor = await notificationsOf(book.t, 'debtor@factordesk.test', 'invoice_created');
    expect(toDebtor.map((note) => note.typeId)).toContain(id);
    expect(
      (await notificationsOf(book.t, 'ca@factordesk.test', 'invoice_created')).map((note) => note.typeId),
    ).toContain(id);
    // The creator needs no bell, and a client user hears of no invoice through its right to view them.
    expect((await notificationsOf(book.t, 'admin@factordesk.test', 'invoice_created')).length).toBe(0);
    expect((await notificationsOf(book.t, 'client@factordesk.test', 'invoice_created')).length).toBe(0);
  });

  it("tells staff holding view_invoices and the client's users of an edited invoice, not the editor", async () => {
    const id = await acmeInvoice({ invoice_no: '730077' });
    const edited = await saveInvoice(
      book.t,
      book.tokens.admin,
      invoiceFields(book.clients.acme, quarry.id, quarry.contacts, {
        id,
        invoice_no: '730077',
        invoice_amount: '1234.00',
      }),
    );
    expect(edited.body).toMatchObject({ status: true });
    const admin = (
      await book.t.db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@factordesk.test'))
    )[0]!.id;
    const told = await storedRecipients(book.t.db, 'invoice_updated', id);
    expect(told).toEqual(
      expectedRecipients(
        [await staffHolding(book.t.db, 'view_invoices'), await clientUsers(book.t.db, book.clients.acme)],
        admin,
      ),
    );
    expect(told).not.toContain(admin);
    expect(told.length).toBeGreaterThan(0);
  });

  it('lets the debtor approve or deny its unfunded invoices once each, and tells staff', async () => {
    const id = await make(book.clients.bayside, book.northwind, northwindContacts);
    const { t, tokens } = book;
    const approve = await t.call('invoice/status_change', { ids: [id], status: 2 }, tokens.debtor);
    expect(approve.body).toEqual({ status: true, message: 'Invoice has been approved successfully.' });
    expect((await invoiceRow(t, id))?.status).toBe(2);
    const again = await t.call('invoice/status_change', { ids: [id], status: 2 }, tokens.debtor);
    expect(again).toEqual({
      statusCode: 409,
      body: { status: false, message: 'This invoice is already approved.' },
    });
    const deny = await t.call('invoice/status_change', { ids: [id], status: 3 }, tokens.debtor);
    expect(deny.body.message).toBe('Invoice has been denied successfully.');
    expect(
      (await notificationsOf(t, 'admin@factordesk.test', 'invoice_approved')).map((n) => n.typeId),
    ).toContain(id);
    expect(
      (await notificationsOf(t, 'admin@factordesk.test', 'invoice_denied')).map((n) => n.typeId),
    ).toContain(id);

    await t.db.update(invoices).set({ fundingDate: '2026-11-03' }).where(eq(invoices.id, id));
    const funded = await t.call('invoice/status_change', { ids: [id], status: 2 }, tokens.debtor);
    expect(funded.body.message).toBe('A funded invoice can no longer be approved or denied.');

    const notOwed = await acmeInvoice();
    expect(
      (await t.call('invoice/status_change', { ids: [notOwed], status: 2 }, tokens.debtor)).statusCode,
    ).toBe(404);
    expect(
      (await t.call('invoice/status_change', { ids: [notOwed], status: 1 }, tokens.admin)).statusCode,
    ).toBe(400);
    // Without approval_denial (a client user) the call is refused outright.
    expect(
      (await t.call('invoice/status_change', { ids: [notOwed], status: 2 }, tokens.client)).statusCode,
    ).toBe(403);
  });

  it('deletes invoices of one client that are neither funded nor scheduled', async () => {
    const { t, tokens } = book;
    const a = await acmeInvoice();
    const b = await acmeInvoice();
    const ok = await t.call('invoice/delete', { ids: [a, b] }, tokens.client);
    expect(ok.body).toEqual({ status: true, message: '2 invoices have been deleted successfully.' });
    expect((await invoiceRow(t, a))?.deletedAt).not.toBeNull();

    const acme = await acmeInvoice();
    const bayside = await make(book.clients.bayside, book.northwind, northwindContacts);
    const mixed = await t.call('invoice/delete', { ids: [acme, bayside] }, tokens.admin);
    expect(mixed).toEqual({
      statusCode: 409,
      body: { status: false, message: 'Please select invoices which belongs to same client' },
    });
    const theirs = await t.call('invoice/delete', { ids: [acme, bayside] }, tokens.client);
    expect(theirs.statusCode).toBe(404);
    expect((await invoiceRow(t, acme))?.deletedAt).toBeNull();
    expect((await t.call('invoice/delete', { ids: [acme] }, tokens.analyst)).statusCode).toBe(403);
  });

  it('moves invoices to a new schedule, then refuses to move or delete them again', async () => {
    const { t, tokens } = book;
    const a = await acmeInvoice();
    const b = await acmeInvoice();
    const moved = await t.call(
      'invoice/move_to_schedule',
      { invoices_ids: [a, b], schedule_no: '777' },
      tokens.client,
    );
    expect(moved.body).toMatchObject({ status: true, message: 'Invoice(s) has been moved to the schedule.' });
    const scheduleId = moved.body.schedule_id as number;
    expect((await invoiceRow(t, a))?.scheduleId).toBe(scheduleId);
    // schedule_created: the staff who view schedules of assignment (the client who made it is not staff).
    expect(await storedRecipients(t.db, 'schedule_created', scheduleId)).toEqual(
      expectedRecipients([await staffHolding(t.db, 'view_schedule_of_assignment')], ''),
    );

    const list = await t.call('invoice/schedules', { prospect_id: book.clients.acme }, tokens.client);
    expect(list.body.invoices).toContainEqual({ id: scheduleId, schedule_no: 777, invoicesCount: 2 });

    const again = await t.call(
      'invoice/move_to_schedule',
      { invoices_ids: [a], schedule_id: scheduleId },
      tokens.admin,
    );
    expect(again.body.message).toBe(
      'Invoices that are funded or already in a schedule cannot be moved or deleted.',
    );
    const deleting = await t.call('invoice/delete', { ids: [b] }, tokens.admin);
    expect(deleting.statusCode).toBe(409);

    const c = await acmeInvoice();
    const taken = await t.call(
      'invoice/move_to_schedule',
      { invoices_ids: [c], schedule_no: 777 },
      tokens.admin,
    );
    expect(taken.body).toEqual({ status: false, message: 'Schedule No 777 already exists for this client.' });
    const joins = await t.call(
      'invoice/move_to_schedule',
      { invoices_ids: [c], schedule_id: scheduleId },
      tokens.admin,
    );
    expect(joins.statusCode).toBe(200);
  });

  it('refuses bad move requests clearly and writes nothing', async () => {
    const { t, tokens } = book;
    const a = await acmeInvoice();
    const bayside = await make(book.clients.bayside, book.northwind, northwindContacts);
    const count = async () => (await t.db.select().from(schedules)).length;
    const before = await count();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ invoices_ids: [a], schedule_no: '1234567' }, 400, 'Schedule No must be at most 6 digits'],
      [{ invoices_ids: [a], schedule_no: '12a' }, 400, 'Schedule No may contain digits only'],
      [{ invoices_ids: [a], schedule_no: '0' }, 400, 'Schedule No must be greater than 0'],
      [{ invoices_ids: [a] }, 400, 'Schedule No is required'],
      [{ invoices_ids: [a], schedule_no: 5, schedule_id: 5 }, 400, 'Schedule No is required'],
      [{ invoices_ids: [], schedule_no: 5 }, 400, 'Please select at least one invoice.'],
      [{ invoices_ids: [a], schedule_id: 987654 }, 404, 'Record not found.'],
      [
        { invoices_ids: [a, bayside], schedule_no: 9 },
        409,
        'Please select invoices which belongs to same client',
      ],
    ];
    for (const [body, code, message] of cases) {
      const answer = await t.call('invoice/move_to_schedule', body, tokens.admin);
      expect({ body, code: answer.statusCode, message: answer.body.message }).toEqual({
        body,
        code,
        message,
      });
    }
    // Another client's schedule is not one of this client's.
    const theirs = await t.call(
      'invoice/move_to_schedule',
      { invoices_ids: [bayside], schedule_no: 31 },
      tokens.admin,
    );
    const foreign = await t.call(
      'invoice/move_to_schedule',
      { invoices_ids: [a], schedule_id: theirs.body.schedule_id },
      tokens.admin,
    );
    expect(foreign.statusCode).toBe(404);
    expect(await count()).toBe(before + 1);
    expect((await invoiceRow(t, a))?.scheduleId).toBeNull();
  });

  it('keeps a schedule to 25 invoices and each invoice number once', async () => {
    const { t, tokens } = book;
    const ids = [];
    for (let i = 0; i < 25; i += 1) ids.push(await acmeInvoice({ invoice_amount: '10.00' }));
    const full = await t.call(
      'invoice/move_to_schedule',
      { invoices_ids: ids, schedule_no: 888 },
      tokens.admin,
    );
    expect(full.statusCode).toBe(200);
    const extra = await acmeInvoice();
    const over = await t.call(
      'invoice/move_to_schedule',
      { invoices_ids: [extra], schedule_id: full.body.schedule_id },
      tokens.admin,
    );
    expect(over.body).toEqual({ status: false, message: 'Only 25 invoices are allowed.' });

    const other = await holdDebtor(t, book.clients.acme, '1000.00');
    const first = await acmeInvoice({ invoice_no: '909090' });
    const twin = await make(book.clients.acme, other.id, other.contacts, {
      invoice_no: '909090',
      invoice_amount: '5.00',
    });
    const twins = await t.call(
      'invoice/move_to_schedule',
      { invoices_ids: [first, twin], schedule_no: 889 },
      tokens.admin,
    );
    expect(twins.body.message).toBe(
      'Invoice can be only be part of a single Schedule, invoice should be unique',
    );
    expect(
      (
        await t.db
          .select()
          .from(invoices)
          .where(inArray(invoices.id, [first, twin]))
      ).every((r) => r.scheduleId === null),
    ).toBe(true);
  });

  it('offers the number of a funded invoice with nothing owed as a Zero Funding re-issue', async () => {
    const { t, tokens } = book;
    const check = (invoiceNo: string) =>
      t.call(
        'invoice/check_unique',
        { invoice_no: invoiceNo, prospect_id: book.clients.acme, debtor_id: quarry.id },
        tokens.client,
      );
    expect((await check('654321')).body).toMatchObject({ unique: true, newInvoiceNumber: null });

    const id = await acmeInvoice({ invoice_no: '654321', invoice_amount: '1200.00', payment_type: 1 });
    expect((await check('654321')).body).toMatchObject({
      unique: false,
      message: 'This invoice number already exists for this client and debtor.',
      newInvoiceNumber: null,
    });
    // Funded, charged back and settled in full: nothing is owed on it any more.
    await t.db.update(invoices).set({ fundingDate: '2026-11-02' }).where(eq(invoices.id, id));
    await t.db.insert(chargebacks).values({
      invoiceId: id,
      prospectId: book.clients.acme,
      cb: '1200.00',
      actualCb: '1200.00',
      chargeBackSettled: 1,
    });
    const offer = await check('654321');
    expect(offer.body).toMatchObject({
      unique: false,
      newInvoiceNumber: '654321-1',
      invoice: {
        invoice_no: '654321-1',
        invoice_amount: '1200.00',
        invoice_date: '2026-11-01',
        invoice_due_date: '2026-11-30',
        advance_amount: '0.00',
        payment_type: 1,
      },
    });
    expect(offer.body.message).toContain('654321-1');

    const reissued = await acmeInvoice({ invoice_no: '654321-1', invoice_amount: '1200.00' });
    expect(await invoiceRow(t, reissued)).toMatchObject({ invoiceNo: '654321-1', advanceAmount: '0.00' });
    expect((await check('654321')).body.newInvoiceNumber).toBe('654321-2');

    const forged = await saveInvoice(
      t,
      tokens.admin,
      invoiceFields(book.clients.acme, quarry.id, quarry.contacts, { invoice_no: '111111-1' }),
    );
    expect(forged.body).toEqual({
      status: false,
      message: 'Only a zero-funding re-issue of a funded invoice carries a number with a dash.',
    });
    const otherClient = await t.call(
      'invoice/check_unique',
      { invoice_no: '654321', prospect_id: book.clients.bayside, debtor_id: book.northwind },
      tokens.client,
    );
    expect(otherClient.statusCode).toBe(404);
  });
});
