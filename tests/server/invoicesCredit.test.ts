import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { invoices } from '../../src/server/db/schema';
import {
  holdDebtor,
  invoiceFields,
  notificationsOf,
  saveInvoice,
  startInvoiceBook,
  type InvoiceBook,
} from './invoicesBook';

describe("a debtor's credit under concurrent saves", () => {
  let book: InvoiceBook;

  beforeAll(async () => {
    book = await startInvoiceBook();
  });
  afterAll(() => book.t.close());

  const outstanding = async (debtorId: number) => {
    const [row] = await book.t.db
      .select({ total: sql<string>`coalesce(sum(${invoices.invoiceAmount}), 0)::numeric(16,2)::text` })
      .from(invoices)
      .where(and(eq(invoices.debtorId, debtorId), isNull(invoices.deletedAt)));
    return row?.total;
  };

  it('lets only one of two saves racing for the same headroom through', async () => {
    const debtor = await holdDebtor(book.t, book.clients.acme, '1500.00');
    const save = (token: string) =>
      saveInvoice(
        book.t,
        token,
        invoiceFields(book.clients.acme, debtor.id, debtor.contacts, { invoice_amount: '1000.00' }),
      );
    const answers = await Promise.all([save(book.tokens.admin), save(book.tokens.ca)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.body.message).toBe(
      "Invoice amount cannot be greater than debtor's available credit limit",
    );
    expect(await outstanding(debtor.id)).toBe('1000.00');
  });

  it('lets a schedule save and an invoice save share headroom only once', async () => {
    const debtor = await holdDebtor(book.t, book.clients.acme, '1500.00');
    const next = await book.t.call(
      'schedule/next_number',
      { prospect_id: book.clients.acme },
      book.tokens.admin,
    );
    const row = {
      debtor_id: debtor.id,
      debtor_contact: debtor.contacts,
      invoice_no: '303030',
      invoice_date: '2026-11-01',
      invoice_amount: '1000.00',
      payment_type: 2,
      net_invoice_term: 30,
      invoice_due_date: '2026-11-30',
      advance_percentage: '80.00',
      advance_amount: '800.00',
      status: 1,
      Tentative_payment_mode: '',
      commitment_date: null,
      attachments: [],
    };
    const answers = await Promise.all([
      book.t.call(
        'schedule/save',
        { prospect_id: book.clients.acme, schedule_no: next.body.schedule_no, invoices: [row] },
        book.tokens.admin,
      ),
      saveInvoice(
        book.t,
        book.tokens.ca,
        invoiceFields(book.clients.acme, debtor.id, debtor.contacts, { invoice_amount: '1000.00' }),
      ),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await outstanding(debtor.id)).toBe('1000.00');
  });

  it('tells staff and the client once when a save leaves 10 % of the limit or less', async () => {
    const debtor = await holdDebtor(book.t, book.clients.acme, '1000.00', { name: 'Thin Margin Supply' });
    const save = (amount: string) =>
      saveInvoice(
        book.t,
        book.tokens.admin,
        invoiceFields(book.clients.acme, debtor.id, debtor.contacts, { invoice_amount: amount }),
      );
    const consumed = async (email: string) =>
      (await notificationsOf(book.t, email, 'credit_limit_consumed')).filter(
        (note) => note.typeId === debtor.id,
      );

    expect((await save('850.00')).statusCode).toBe(200);
    expect(await consumed('ca@factordesk.test')).toHaveLength(0);
    expect((await save('60.00')).statusCode).toBe(200);
    const told = await consumed('ca@factordesk.test');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      content: 'Thin Margin Supply has $90.00 of credit limit left with Acme Freight Lines.',
      subTypeId: book.clients.acme,
    });
    expect(await consumed('client@factordesk.test')).toHaveLength(1);
    // Another company's users hear nothing of it.
    expect(await consumed('debtor@factordesk.test')).toHaveLength(0);
    expect((await save('10.00')).statusCode).toBe(200);
    expect(await consumed('ca@factordesk.test')).toHaveLength(1);
  });
});
