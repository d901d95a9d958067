import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { invoiceAttachments, invoices } from '../../src/server/db/schema';
import {
  contactsOf,
  exe,
  holdDebtor,
  invoiceCount,
  invoiceFields,
  invoiceRow,
  jpeg,
  pdf,
  saveInvoice,
  staffWithRights,
  startInvoiceBook,
  unsignTerms,
  type InvoiceBook,
} from './invoicesBook';

describe('the invoice form, through the API with the browser bypassed', () => {
  let book: InvoiceBook;
  let debtor: { id: number; contacts: string[] };

  beforeAll(async () => {
    book = await startInvoiceBook();
    debtor = await holdDebtor(book.t, book.clients.acme, '20000.00', {
      contacts: ['ap@pier.example', 'cfo@pier.example'],
    });
  });
  afterAll(() => book.t.close());

  const fields = (overrides: Record<string, unknown> = {}) =>
    invoiceFields(book.clients.acme, debtor.id, [debtor.contacts[0] ?? ''], overrides);

  /** Saves as admin and expects a refusal with this code and message, with nothing written. */
  async function refused(
    code: number,
    message: string,
    overrides: Record<string, unknown>,
    token = book.tokens.admin,
  ) {
    const before = await invoiceCount(book.t);
    const answer = await saveInvoice(book.t, token, fields(overrides));
    expect({ code: answer.statusCode, message: answer.body.message }).toEqual({ code, message });
    expect(answer.body.status).toBe(false);
    expect(await invoiceCount(book.t)).toBe(before);
  }

  it('takes the terms from the signed term sheet and computes advance and due date itself', async () => {
    const answer = await saveInvoice(
      book.t,
      book.tokens.admin,
      fields({
        invoice_amount: '2500.55',
        invoice_date: '2026-11-01',
        advance_percentage: '99.00',
        advance_amount: '1.00',
        net_invoice_term: 5,
        invoice_due_date: '2030-01-01',
        commitment_date: '2026-11-20',
        Tentative_payment_mode: 'Check',
        note: 'First delivery',
      }),
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.body.message).toBe('Invoice has been created successfully.');
    const row = await invoiceRow(book.t, answer.body.id as number);
    expect(row).toMatchObject({
      invoiceAmount: '2500.55',
      advancePercentage: '80.00',
      // 2500.55 × 80 % = 2000.44
      advanceAmount: '2000.44',
      discountDays: 30,
      invoiceDueDate: '2026-11-30',
      commitmentDate: '2026-11-20',
      tentativePaymentMode: 'Check',
      note: 'First delivery',
      status: 1,
      paymentType: 2,
    });
  });

  it('refuses bad input with 400 and a clear message, writing nothing', async () => {
    await refused(400, 'Invoice Amount must be between $0.00 and $99,999,999.99 with at most 2 decimals', {
      invoice_amount: '-5.00',
    });
    await refused(400, 'Invoice Amount must be between $0.00 and $99,999,999.99 with at most 2 decimals', {
      invoice_amount: '100000000',
    });
    await refused(400, 'Invoice Amount must be between $0.00 and $99,999,999.99 with at most 2 decimals', {
      invoice_amount: '10.005',
    });
    await refused(400, 'Invoice No must be at most 6 digits', { invoice_no: '1234567' });
    await refused(400, 'Invoice No must be greater than 0', { invoice_no: '000' });
    await refused(400, 'Invoice No may contain digits only', { invoice_no: '12a4' });
    await refused(400, 'Invoice No is required', { invoice_no: '' });
    await refused(400, 'Debtor Contact is required', { debtor_contact: [] });
    await refused(400, 'Client Name is required', { prospect_id: '' });
    await refused(400, 'Invoice Date is required', { invoice_date: '' });
    await refused(400, 'Invoice Date must lie between 01/01/1945 and 12/31/2050', {
      invoice_date: '1901-01-01',
    });
    await refused(400, 'Commitment Date cannot be before the Invoice Date', {
      commitment_date: '2026-10-01',
    });
    await refused(400, 'Status is required', { status: 7 });
    await refused(400, 'Payment Type is required', { payment_type: '' });
    await refused(400, 'Expected Payment Mode must be one of the payment types', {
      Tentative_payment_mode: 'Cash',
    });
    await refused(400, 'Unknown field(s): schedule_id.', { schedule_id: 5 });
    await refused(400, 'A chosen debtor contact is not a contact of this debtor.', {
      debtor_contact: ['someone@elsewhere.example'],
    });
  });

  it('answers 404 for a forged client or debtor, and for another client’s debtor', async () => {
    await refused(404, 'Record not found.', { prospect_id: 987654 });
    await refused(404, 'Record not found.', { debtor_id: 987654 });
    const baysides = await holdDebtor(book.t, book.clients.bayside, '1000.00');
    await refused(404, 'Record not found.', { debtor_id: baysides.id, debtor_contact: baysides.contacts });
  });

  it('refuses a terminated debtor and a client without a signed term sheet', async () => {
    const ended = await holdDebtor(book.t, book.clients.acme, '1000.00', { status: 2 });
    await refused(409, 'This debtor is terminated for the client: no invoice can be made on it.', {
      debtor_id: ended.id,
      debtor_contact: ended.contacts,
    });
    const restore = await unsignTerms(book.t, book.clients.acme);
    try {
      await refused(409, 'This client has no signed term sheet yet, so no invoice can be made for it.', {});
    } finally {
      await restore();
    }
  });

  it('keeps an invoice number unique for the client and debtor', async () => {
    const first = await saveInvoice(book.t, book.tokens.admin, fields({ invoice_no: '424242' }));
    expect(first.statusCode).toBe(200);
    await refused(409, 'Invoice No 424242 already exists for this client and debtor.', {
      invoice_no: '424242',
    });
    const other = await holdDebtor(book.t, book.clients.acme, '1000.00');
    const elsewhere = await saveInvoice(
      book.t,
      book.tokens.admin,
      invoiceFields(book.clients.acme, other.id, other.contacts, {
        invoice_no: '424242',
        invoice_amount: '10.00',
      }),
    );
    expect(elsewhere.statusCode).toBe(200);
  });

  it("blocks an amount above the debtor's available credit limit", async () => {
    const small = await holdDebtor(book.t, book.clients.acme, '1500.00');
    const base = { debtor_id: small.id, debtor_contact: small.contacts };
    expect(
      (await saveInvoice(book.t, book.tokens.admin, fields({ ...base, invoice_amount: '1000.00' })))
        .statusCode,
    ).toBe(200);
    await refused(409, "Invoice amount cannot be greater than debtor's available credit limit", {
      ...base,
      invoice_amount: '500.01',
    });
    expect(
      (await saveInvoice(book.t, book.tokens.admin, fields({ ...base, invoice_amount: '500.00' })))
        .statusCode,
    ).toBe(200);
  });

  it('edits an invoice without counting its own amount twice, and keeps its client and debtor', async () => {
    const small = await holdDebtor(book.t, book.clients.acme, '1000.00');
    const created = await saveInvoice(
      book.t,
      book.tokens.admin,
      invoiceFields(book.clients.acme, small.id, small.contacts, {
        invoice_amount: '900.00',
        invoice_no: '515151',
      }),
    );
    const id = created.body.id as number;
    const edit = (overrides: Record<string, unknown>) =>
      saveInvoice(
        book.t,
        book.tokens.admin,
        invoiceFields(book.clients.acme, small.id, small.contacts, {
          id,
          invoice_no: '515151',
          ...overrides,
        }),
      );
    const raised = await edit({ invoice_amount: '1000.00' });
    expect(raised.body).toMatchObject({
      status: true,
      message: 'Invoice has been updated successfully.',
      id,
    });
    expect((await invoiceRow(book.t, id))?.advanceAmount).toBe('800.00');
    expect((await edit({ invoice_amount: '1000.01' })).statusCode).toBe(409);
    const moved = await edit({ debtor_id: debtor.id, debtor_contact: [debtor.contacts[0]] });
    expect(moved.body).toEqual({
      status: false,
      message: 'The client and the debtor of a saved invoice cannot be changed.',
    });
    await book.t.db.update(invoices).set({ fundingDate: '2026-11-05' }).where(eq(invoices.id, id));
    expect((await edit({ note: 'late' })).body.message).toBe('A funded invoice cannot be changed.');
  });

  it('fixes a client user to its company and keeps commitment date and payment mode from it', async () => {
    await refused(404, 'Record not found.', { prospect_id: book.clients.bayside }, book.tokens.client);
    const answer = await saveInvoice(
      book.t,
      book.tokens.client,
      fields({ commitment_date: '2026-12-01', Tentative_payment_mode: 'ACH' }),
    );
    expect(answer.statusCode).toBe(200);
    expect(await invoiceRow(book.t, answer.body.id as number)).toMatchObject({
      commitmentDate: null,
      tentativePaymentMode: '',
    });
  });

  it('lets a debtor user keep up only the expected payment mode and the note, through its own call', async () => {
    const contacts = await contactsOf(book.t, book.northwind);
    const created = await saveInvoice(
      book.t,
      book.tokens.admin,
      invoiceFields(book.clients.acme, book.northwind, contacts, {
        invoice_amount: '300.00',
        invoice_no: '616161',
      }),
    );
    const id = created.body.id as number;
    const update = (body: Record<string, unknown>, token = book.tokens.debtor) =>
      book.t.call('invoice/debtor_update', body, token);

    const answer = await update({ id, Tentative_payment_mode: 'Wire', note: 'Paying Friday' });
    expect(answer).toEqual({
      statusCode: 200,
      body: { status: true, message: 'Invoice has been updated successfully.' },
    });
    expect(await invoiceRow(book.t, id)).toMatchObject({
      invoiceNo: '616161',
      invoiceAmount: '300.00',
      invoiceDate: '2026-11-01',
      status: 1,
      paymentType: 2,
      tentativePaymentMode: 'Wire',
      note: 'Paying Friday',
    });
    // Nothing else travels: an amount or a status is an unknown field.
    expect(
      (await update({ id, Tentative_payment_mode: 'Wire', note: '', invoice_amount: '5.00' })).statusCode,
    ).toBe(400);
    expect((await update({ id, Tentative_payment_mode: 'Carrier pigeon', note: '' })).statusCode).toBe(400);
    // Not another debtor's invoice, nor a forged id; and the call is the debtor's only.
    const otherDebtor = await holdDebtor(book.t, book.clients.acme, '5000.00');
    const notOwed = await saveInvoice(
      book.t,
      book.tokens.admin,
      invoiceFields(book.clients.acme, otherDebtor.id, otherDebtor.contacts),
    );
    expect((await update({ id: notOwed.body.id, Tentative_payment_mode: '', note: 'x' })).statusCode).toBe(
      404,
    );
    expect((await update({ id: 987654321, Tentative_payment_mode: '', note: 'x' })).statusCode).toBe(404);
    expect((await update({ id, Tentative_payment_mode: '', note: 'x' }, book.tokens.client)).statusCode).toBe(
      403,
    );
    expect((await update({ id, Tentative_payment_mode: '', note: 'x' }, book.tokens.admin)).statusCode).toBe(
      403,
    );
    // Two at once: both answer, one of the two notes stands whole.
    const both = await Promise.all([
      update({ id, Tentative_payment_mode: 'ACH', note: 'first' }),
      update({ id, Tentative_payment_mode: 'Check', note: 'second' }),
    ]);
    expect(both.map((result) => result.statusCode)).toEqual([200, 200]);
    const after = await invoiceRow(book.t, id);
    expect([
      ['ACH', 'first'],
      ['Check', 'second'],
    ]).toContainEqual([after?.tentativePaymentMode, after?.note]);
    // A funded invoice is not changed any more.
    await book.t.db.update(invoices).set({ fundingDate: '2026-11-05' }).where(eq(invoices.id, id));
    expect((await update({ id, Tentative_payment_mode: 'Wire', note: 'late' })).body.message).toBe(
      'A funded invoice cannot be changed.',
    );
    // The invoice form is the client's and staff's: a debtor user saves none, not even its own.
    const asDebtor = await saveInvoice(
      book.t,
      book.tokens.debtor,
      invoiceFields(book.clients.acme, book.northwind, contacts, { id, note: 'via the form' }),
    );
    expect(asDebtor.statusCode).toBe(403);
    const adding = await saveInvoice(
      book.t,
      book.tokens.debtor,
      invoiceFields(book.clients.acme, book.northwind, contacts),
    );
    expect(adding.statusCode).toBe(403);
  });

  it('answers 403 for a missing right, never for a business refusal', async () => {
    expect((await saveInvoice(book.t, book.tokens.analyst, fields())).statusCode).toBe(403);
    const adder = await staffWithRights(book.t, 'Invoice Adder', ['view_invoices', 'add_new_invoice']);
    const created = await saveInvoice(book.t, adder, fields());
    expect(created.statusCode).toBe(200);
    const editing = await saveInvoice(book.t, adder, fields({ id: created.body.id }));
    expect(editing.statusCode).toBe(403);
  });

  it('keeps attachments proven by their bytes, 4 at most, all or none', async () => {
    const withFiles = await saveInvoice(book.t, book.tokens.admin, fields(), [
      { name: 'invoice.pdf', data: pdf() },
      { name: 'proof.jpg', data: jpeg() },
    ]);
    expect(withFiles.statusCode).toBe(200);
    const id = withFiles.body.id as number;
    const stored = await book.t.db
      .select()
      .from(invoiceAttachments)
      .where(eq(invoiceAttachments.invoiceId, id));
    expect(stored.map((file) => file.contentType).sort()).toEqual(['application/pdf', 'image/jpeg']);
    const details = await book.t.call('invoice/details', { id }, book.tokens.admin);
    expect(
      (details.body.invoice as { attachments: { name: string }[] }).attachments.map((file) => file.name),
    ).toEqual(['invoice.pdf', 'proof.jpg']);

    const before = await invoiceCount(book.t);
    const disguised = await saveInvoice(book.t, book.tokens.admin, fields(), [
      { name: 'invoice.pdf', data: pdf() },
      { name: 'setup.pdf', data: exe() },
    ]);
    expect(disguised.statusCode).toBe(400);
    const wrongKind = await saveInvoice(book.t, book.tokens.admin, fields(), [
      { name: 'notes.docx', data: pdf() },
    ]);
    expect(wrongKind.body.message).toBe('File type docx is not allowed.');
    const badName = await saveInvoice(book.t, book.tokens.admin, fields(), [
      { name: 'a#b.pdf', data: pdf() },
    ]);
    expect(badName.body.message).toBe('Filename is invalid, filename must not include # and &');
    const five = await saveInvoice(
      book.t,
      book.tokens.admin,
      fields(),
      Array.from({ length: 5 }, (_, i) => ({ name: `p${i}.pdf`, data: pdf() })),
    );
    expect(five.statusCode).toBe(400);
    expect(await invoiceCount(book.t)).toBe(before);

    const more = await saveInvoice(
      book.t,
      book.tokens.admin,
      fields({ id, invoice_no: (await invoiceRow(book.t, id))?.invoiceNo }),
      [
        { name: 'a.pdf', data: pdf() },
        { name: 'b.pdf', data: pdf() },
        { name: 'c.pdf', data: pdf() },
      ],
    );
    expect(more.body).toEqual({ status: false, message: 'You are only authorized to upload 4 files.' });
  });
});
