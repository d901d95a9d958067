import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { invoices } from '../../src/server/db/schema';
import type { InvoiceRow } from '../../src/shared/contract/invoices';
import {
  contactsOf,
  holdDebtor,
  invoiceFields,
  saveInvoice,
  startInvoiceBook,
  type InvoiceBook,
} from './invoicesBook';

type Page = { data: InvoiceRow[]; total: number; last_page: number; current_page: number };

describe('the invoice list and an invoice', () => {
  let book: InvoiceBook;
  let northwindContacts: string[];
  const made: Record<string, number> = {};

  beforeAll(async () => {
    book = await startInvoiceBook();
    const { t, clients, tokens, northwind } = book;
    northwindContacts = await contactsOf(t, northwind);
    const own = await holdDebtor(t, clients.acme, '50000.00', { name: 'Quarry Supply Co' });
    const make = async (
      key: string,
      prospectId: number,
      debtorId: number,
      contacts: string[],
      extra = {},
    ) => {
      const answer = await saveInvoice(t, tokens.admin, invoiceFields(prospectId, debtorId, contacts, extra));
      expect(answer.statusCode).toBe(200);
      made[key] = answer.body.id as number;
    };
    await make('acmeNorthwind', clients.acme, northwind, northwindContacts, { invoice_no: '880001' });
    await make('baysideNorthwind', clients.bayside, northwind, northwindContacts, { invoice_no: '880002' });
    await make('acmeQuarry', clients.acme, own.id, own.contacts, { invoice_no: '880003', status: 2 });
    await make('deleted', clients.acme, own.id, own.contacts, { invoice_no: '880004' });
    await t.db
      .update(invoices)
      .set({ deletedAt: new Date() })
      .where(eq(invoices.id, made.deleted ?? 0));
  });
  afterAll(() => book.t.close());

  const list = async (token: string, body: Record<string, unknown> = {}) => {
    const answer = await book.t.call(
      'invoice/fetch',
      { page: 1, per_page: 50, search_text: '88000', ...body },
      token,
    );
    expect(answer.statusCode).toBe(200);
    return answer.body.invoices as Page;
  };
  const numbers = (page: Page) => page.data.map((row) => row.invoice_no).sort();

  it('lists the invoices staff may see, with the spec’s row fields', async () => {
    const page = await list(book.tokens.admin);
    expect(numbers(page)).toEqual(['880001', '880002', '880003']);
    const row = page.data.find((invoice) => invoice.invoice_no === '880001');
    expect(row).toMatchObject({
      company_business_name: 'Acme Freight Lines',
      legal_name: 'Northwind Traders',
      schedule_no: null,
      funding_date: null,
      invoice_amount: '1000.00',
      advance_amount: '800.00',
      reserved_amount: '200.00',
      status_text: 'Pending',
      deleted: false,
      is_terminated: false,
    });
  });

  it('filters by status and shows deleted invoices only with the toggle, for staff only', async () => {
    expect(numbers(await list(book.tokens.admin, { status: 2 }))).toEqual(['880003']);
    const all = await list(book.tokens.admin, { deleted: 1 });
    expect(numbers(all)).toEqual(['880001', '880002', '880003', '880004']);
    expect(all.data.find((row) => row.invoice_no === '880004')?.deleted).toBe(true);
    // A client user has no such toggle: asking for it changes nothing.
    expect(numbers(await list(book.tokens.client, { deleted: true }))).toEqual(['880001', '880003']);
  });

  it('searches by client and debtor name as well as number', async () => {
    expect(numbers(await list(book.tokens.admin, { search_text: 'quarry supply' }))).toEqual(['880003']);
    const bayside = await list(book.tokens.admin, { search_text: 'BAYSIDE' });
    expect(bayside.data.some((row) => row.invoice_no === '880002')).toBe(true);
    expect(bayside.data.every((row) => row.company_business_name === 'Bayside Medical Supply')).toBe(true);
  });

  it('shows a client user its company’s invoices only, and a debtor user its debtor’s only', async () => {
    expect(numbers(await list(book.tokens.client))).toEqual(['880001', '880003']);
    expect(numbers(await list(book.tokens.debtor))).toEqual(['880001', '880002']);
    // A debtor user's search does not reach debtor names: it owes them all.
    expect((await list(book.tokens.debtor, { search_text: 'northwind' })).total).toBe(0);
  });

  it('opens one invoice for the form, and another party’s as if it did not exist', async () => {
    const { t, tokens } = book;
    const own = await t.call('invoice/details', { id: made.acmeNorthwind }, tokens.client);
    expect(own.statusCode).toBe(200);
    expect(own.body.invoice).toMatchObject({
      invoice_no: '880001',
      company_business_name: 'Acme Freight Lines',
      net_invoice_term: 30,
      invoice_due_date: '2026-11-30',
      advance_percentage: '80.00',
      debtor_contact: northwindContacts,
      is_funding: false,
    });
    const other = await t.call('invoice/details', { id: made.baysideNorthwind }, tokens.client);
    expect(other.statusCode).toBe(404);
    const notOwed = await t.call('invoice/details', { id: made.acmeQuarry }, tokens.debtor);
    expect(notOwed.statusCode).toBe(404);
    const missing = await t.call('invoice/details', { id: 999999 }, tokens.admin);
    expect(missing).toEqual({ statusCode: 404, body: { status: false, message: 'Record not found.' } });
  });

  it('counts on pages within the caller’s scope', async () => {
    const first = await list(book.tokens.admin, { per_page: 2, sort_by: 'invoice_no', sort_desc: false });
    expect(first).toMatchObject({ total: 3, last_page: 2, current_page: 1 });
    expect(numbers(first)).toEqual(['880001', '880002']);
    const second = await list(book.tokens.admin, {
      per_page: 2,
      page: 2,
      sort_by: 'invoice_no',
      sort_desc: false,
    });
    expect(numbers(second)).toEqual(['880003']);
    expect((await list(book.tokens.client, { per_page: 1 })).last_page).toBe(2);
  });
});
