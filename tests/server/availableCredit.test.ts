import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { debtorClients, invoices } from '../../src/server/db/schema';
import { messages } from '../../src/shared/messages';
import { paymentBody } from './fundingBook';
import { holdDebtor, invoiceFields, saveInvoice, startInvoiceBook, type InvoiceBook } from './invoicesBook';

/**
 * A debtor's available credit with a client is one figure: the debtor list, the debtor's details,
 * the invoice and schedule forms' lookup and the credit check's refusal say the same, to the cent,
 * after invoicing, funding, editing and deleting.
 */
describe('one available credit of a debtor', () => {
  let book: InvoiceBook;
  let harbour: { id: number; contacts: string[] };
  let number = 640000;
  const admin = () => book.tokens.admin;
  const call = (path: string, body: unknown, token = admin()) => book.t.call(path, body, token);
  const acme = () => book.clients.acme;

  beforeAll(async () => {
    book = await startInvoiceBook();
    harbour = await holdDebtor(book.t, book.clients.acme, '50000.00', { name: 'Harbourfront Grocers' });
  });
  afterAll(() => book.t.close());

  function row(amount: string) {
    number += 1;
    return {
      debtor_id: harbour.id,
      debtor_contact: harbour.contacts,
      invoice_no: String(number),
      invoice_date: '2026-11-01',
      invoice_amount: amount,
      payment_type: 2,
      net_invoice_term: 1,
      invoice_due_date: '2026-11-01',
      advance_percentage: '1.00',
      advance_amount: '1.00',
      status: 1,
      Tentative_payment_mode: '',
      commitment_date: null,
      attachments: [],
    };
  }

  async function invoice(amount: string): Promise<number> {
    number += 1;
    const answer = await saveInvoice(
      book.t,
      admin(),
      invoiceFields(acme(), harbour.id, harbour.contacts, {
        invoice_no: String(number),
        invoice_amount: amount,
      }),
    );
    expect(answer.statusCode).toBe(200);
    return answer.body.id as number;
  }

  /** The available credit as each screen and check tells it. */
  async function availableEverywhere() {
    const list = await call('debtor/fetch', {
      page: 1,
      per_page: 10,
      search_text: 'Harbourfront',
      show_all: false,
    });
    const listed = (list.body.debtors as { data: { id: number; available_credit_limit: string }[] }).data;
    const details = await call('debtor/details', { prospect_id: acme(), id: harbour.id });
    const lookup = await call('invoice/debtor_credit', { prospect_id: acme(), debtor_id: harbour.id });
    // The schedule form's check refuses a cent more than is available and names what is.
    const shown = (lookup.body.credit_limit as { available_credit_limit: string }).available_credit_limit;
    const next = await call('schedule/next_number', { prospect_id: acme() });
    // A row takes more than 1.00; with nothing available any such amount is a cent too many.
    const overCents = Math.max(Math.round(Number(shown) * 100) + 1, 200);
    const refused = await call('schedule/save', {
      prospect_id: acme(),
      schedule_no: next.body.schedule_no,
      invoices: [row((overCents / 100).toFixed(2))],
    });
    expect(refused.statusCode).toBe(409);
    const named = /\(\$([\d,]+\.\d{2})\)\.$/.exec(refused.body.message ?? '')?.[1]?.replace(/,/g, '');
    return {
      list: listed.find((debtor) => debtor.id === harbour.id)?.available_credit_limit,
      details: (details.body.debtor as { available_credit_limit: string }).available_credit_limit,
      lookup: shown,
      refusal: named,
    };
  }

  const everywhere = (amount: string) => ({ list: amount, details: amount, lookup: amount, refusal: amount });

  it('agrees everywhere after invoicing, funding, editing and deleting', async () => {
    expect(await availableEverywhere()).toEqual(everywhere('50000.00'));

    // $14,025.75 invoiced, scheduled, verified and funded against the $50,000 debtor.
    const next = await call('schedule/next_number', { prospect_id: acme() });
    const saved = await call('schedule/save', {
      prospect_id: acme(),
      schedule_no: next.body.schedule_no,
      invoices: [row('14025.75')],
    });
    expect(saved.statusCode).toBe(200);
    const scheduleId = saved.body.id as number;
    expect(await availableEverywhere()).toEqual(everywhere('35974.25'));
    expect((await call('schedule/verify', { id: scheduleId, chargebacks: [] })).statusCode).toBe(200);
    const info = await call('schedule/payment_info', { id: scheduleId });
    const paid = await call(
      'schedule/payment/save',
      paymentBody(scheduleId, info.body.amount as string, {
        schedule_fund_date: '2026-11-02',
        check_date: '2026-11-03',
        check_deposit_date: '2026-11-04',
        posting_date: '2026-11-05',
      }),
    );
    expect(paid.statusCode).toBe(200);
    expect(await availableEverywhere()).toEqual(everywhere('35974.25'));

    // A loose invoice edited, then deleted: the credit follows each step.
    const loose = await invoice('2000.00');
    expect(await availableEverywhere()).toEqual(everywhere('33974.25'));
    const edited = await saveInvoice(
      book.t,
      admin(),
      invoiceFields(acme(), harbour.id, harbour.contacts, {
        id: loose,
        invoice_no: (await book.t.db.select().from(invoices).where(eq(invoices.id, loose)))[0]!.invoiceNo,
        invoice_amount: '1500.50',
      }),
    );
    expect(edited.statusCode).toBe(200);
    expect(await availableEverywhere()).toEqual(everywhere('34473.75'));
    expect((await call('invoice/delete', { ids: [loose] })).statusCode).toBe(200);
    expect(await availableEverywhere()).toEqual(everywhere('35974.25'));

    // An unfunded schedule deleted moves its invoices to a new one: still owed, still counted.
    const other = await call('schedule/save', {
      prospect_id: acme(),
      schedule_no: (await call('schedule/next_number', { prospect_id: acme() })).body.schedule_no,
      invoices: [row('974.25')],
    });
    const [moving] = await book.t.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(eq(invoices.scheduleId, other.body.id as number));
    expect(await availableEverywhere()).toEqual(everywhere('35000.00'));
    const deleted = await call('schedule/delete', {
      id: [other.body.id],
      prospect_id: acme(),
      schedule_invoices: { [moving!.id]: -1 },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await availableEverywhere()).toEqual(everywhere('35000.00'));
  });

  it('the invoice form refuses a cent more than the lookup shows, and takes exactly that', async () => {
    const lookup = await call('invoice/debtor_credit', { prospect_id: acme(), debtor_id: harbour.id });
    const shown = (lookup.body.credit_limit as { available_credit_limit: string }).available_credit_limit;
    const cents = Math.round(Number(shown) * 100);
    const fields = (amount: string) =>
      invoiceFields(acme(), harbour.id, harbour.contacts, {
        invoice_no: String((number += 1)),
        invoice_amount: amount,
      });
    const over = await saveInvoice(book.t, admin(), fields(((cents + 1) / 100).toFixed(2)));
    expect(over).toMatchObject({ statusCode: 409, body: { message: messages.invoice.creditLimitExceeded } });
    const exact = await saveInvoice(book.t, admin(), fields(shown));
    expect(exact.statusCode).toBe(200);
    expect(await availableEverywhere()).toEqual(everywhere('0.00'));
    await call('invoice/delete', { ids: [exact.body.id] });
  });

  it('sorts the debtor list by what is available, not by the limit', async () => {
    const roomy = await holdDebtor(book.t, acme(), '3000.00', { name: 'Harbourview Roomy' });
    const busy = await holdDebtor(book.t, acme(), '9000.00', { name: 'Harbourview Busy' });
    number += 1;
    const used = await saveInvoice(
      book.t,
      admin(),
      invoiceFields(acme(), busy.id, busy.contacts, {
        invoice_no: String(number),
        invoice_amount: '8000.00',
      }),
    );
    expect(used.statusCode).toBe(200);
    const list = await call('debtor/fetch', {
      page: 1,
      per_page: 10,
      search_text: 'Harbourview',
      show_all: false,
      sort_by: 'available_credit_limit',
      sort_desc: false,
    });
    const rows = (list.body.debtors as { data: { id: number; available_credit_limit: string }[] }).data;
    expect(rows.map((debtor) => [debtor.id, debtor.available_credit_limit])).toEqual([
      [busy.id, '1000.00'],
      [roomy.id, '3000.00'],
    ]);
  });

  it('keeps each pair’s outstanding amount equal to its live invoices, whatever wrote them', async () => {
    // Written straight on the database too: the triggers keep the pair's figure, not the services.
    await book.t.db.insert(invoices).values({
      prospectId: acme(),
      debtorId: harbour.id,
      invoiceNo: String((number += 1)),
      invoiceAmount: '120.40',
      invoiceDate: '2026-11-01',
      discountDays: 30,
      invoiceDueDate: '2026-11-30',
      advancePercentage: '80.00',
      advanceAmount: '96.32',
    });
    await book.t.db
      .update(invoices)
      .set({ invoiceAmount: '99.99' })
      .where(eq(invoices.invoiceNo, String(number)));
    const live = sql`coalesce(sum(${invoices.invoiceAmount}), 0)`;
    const drifted = await book.t.db
      .select({
        id: debtorClients.id,
        outstanding: debtorClients.outstandingAmount,
        live: sql<string>`${live}`,
      })
      .from(debtorClients)
      .leftJoin(
        invoices,
        and(
          eq(invoices.prospectId, debtorClients.prospectId),
          eq(invoices.debtorId, debtorClients.debtorId),
          isNull(invoices.deletedAt),
        ),
      )
      .groupBy(debtorClients.id)
      .having(sql`${debtorClients.outstandingAmount} <> ${live}`);
    expect(drifted).toEqual([]);
    const [pair] = await book.t.db
      .select({ outstanding: debtorClients.outstandingAmount })
      .from(debtorClients)
      .where(eq(debtorClients.debtorId, harbour.id));
    // 14,025.75 funded and 974.25 moved with its deleted schedule, both still owed, and the 99.99.
    expect(pair!.outstanding).toBe('15099.99');
  });
});
