import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { debtorClients, debtors, prospects } from '../../src/server/db/schema';
import type { InvoiceRow } from '../../src/shared/contract/invoices';
import { holdDebtor, invoiceFields, saveInvoice, startInvoiceBook, type InvoiceBook } from './invoicesBook';

/**
 * The invoice list reads `listed` and `search_text`, which the database keeps from the invoice, its
 * client, its debtor and the hold between them (drizzle/0013): each change, by whatever path, moves
 * the invoice on or off the list and into or out of a search at once.
 */
describe('invoice list fields kept by the database', () => {
  let book: InvoiceBook;
  let debtor: { id: number; contacts: string[] };
  let invoiceId: number;

  beforeAll(async () => {
    book = await startInvoiceBook();
    debtor = await holdDebtor(book.t, book.clients.acme, '50000.00', { name: 'Quayside Lumber' });
    const saved = await saveInvoice(
      book.t,
      book.tokens.admin,
      invoiceFields(book.clients.acme, debtor.id, debtor.contacts),
    );
    expect(saved.statusCode).toBe(200);
    invoiceId = Number(saved.body.id);
  });
  afterAll(() => book.t.close());

  const listed = async (search_text: string, deleted = false) => {
    const answer = await book.t.call(
      'invoice/fetch',
      { page: 1, per_page: 50, status: 0, deleted, search_text },
      book.tokens.admin,
    );
    expect(answer.statusCode).toBe(200);
    return (answer.body.invoices as { data: InvoiceRow[] }).data.find((row) => row.id === invoiceId);
  };

  it('finds the invoice by its number, its client and its debtor, in any case', async () => {
    const invoice = await listed('quayside lumber');
    expect(invoice?.legal_name).toBe('Quayside Lumber');
    expect(await listed('ACME')).toBeDefined();
    expect(await listed(String(invoice?.invoice_no))).toBeDefined();
    expect(await listed('no such name anywhere')).toBeUndefined();
  });

  it('follows a debtor renamed and a client renamed', async () => {
    await book.t.db.update(debtors).set({ legalName: 'Harborline Timber' }).where(eq(debtors.id, debtor.id));
    expect(await listed('harborline')).toBeDefined();
    expect(await listed('quayside')).toBeUndefined();

    const [client] = await book.t.db
      .select({ name: prospects.companyBusinessName })
      .from(prospects)
      .where(eq(prospects.id, book.clients.acme));
    await book.t.db
      .update(prospects)
      .set({ companyBusinessName: 'Acme Haulage Group' })
      .where(eq(prospects.id, book.clients.acme));
    expect(await listed('haulage group')).toBeDefined();
    await book.t.db
      .update(prospects)
      .set({ companyBusinessName: client?.name ?? '' })
      .where(eq(prospects.id, book.clients.acme));
    expect(await listed('haulage group')).toBeUndefined();
  });

  it('leaves the list while the hold on the debtor or the client is terminated, and comes back', async () => {
    const hold = and(eq(debtorClients.prospectId, book.clients.acme), eq(debtorClients.debtorId, debtor.id));
    await book.t.db.update(debtorClients).set({ status: 2 }).where(hold);
    expect(await listed('')).toBeUndefined();
    expect(await listed('', true)).toMatchObject({ is_terminated: true, deleted: false });
    await book.t.db.update(debtorClients).set({ status: 1 }).where(hold);
    expect(await listed('')).toMatchObject({ is_terminated: false });

    await book.t.db
      .update(prospects)
      .set({ terminatedAt: new Date() })
      .where(eq(prospects.id, book.clients.acme));
    expect(await listed('')).toBeUndefined();
    expect(await listed('', true)).toMatchObject({ is_terminated: true });
    await book.t.db.update(prospects).set({ terminatedAt: null }).where(eq(prospects.id, book.clients.acme));
    expect(await listed('')).toBeDefined();
  });

  it('leaves the list when deleted, shown only with the toggle as deleted', async () => {
    const removed = await book.t.call('invoice/delete', { ids: [invoiceId] }, book.tokens.admin);
    expect(removed.statusCode).toBe(200);
    expect(await listed('')).toBeUndefined();
    expect(await listed('', true)).toMatchObject({ deleted: true, is_terminated: false });
  });
});
