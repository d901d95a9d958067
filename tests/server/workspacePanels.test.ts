import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { prospects } from '../../src/server/db/schema';
import { demoBroker } from '../../src/server/seed/demoBroker';
import { messages } from '../../src/shared/messages';
import {
  addDebtor,
  addInvoice,
  addSchedule,
  holdBookDebtors,
  paymentBody,
  startFundingBook,
  type FundingBook,
} from './fundingBook';
import { staffWithRights } from './invoicesBook';

/**
 * The staff workspace's reads: the invoice, schedule and debtor panels and the command palette,
 * each answering what the caller's party may see and 404 for anything else.
 */
describe('the workspace panels and the command palette', () => {
  let book: FundingBook;
  let scheduleId: number;
  let invoiceIds: number[];
  let baysideInvoice: number;
  let paymentId: number;
  const call = (path: string, body: unknown, token = book.tokens.admin) => book.t.call(path, body, token);
  const notFound = { statusCode: 404, body: { status: false, message: messages.http.notFound } };

  beforeAll(async () => {
    book = await startFundingBook();
    await holdBookDebtors(book);
    const { acme, bayside } = book.clients;
    ({ scheduleId, invoiceIds } = await addSchedule(book.t.db, acme, [
      { debtorId: book.debtors.northwind, amount: '1000.00' },
      { debtorId: book.debtors.lonestar, amount: '500.00' },
    ]));
    expect(
      (await call('schedule/verify', { id: scheduleId, chargebacks: [] }, book.tokens.ca)).statusCode,
    ).toBe(200);
    const paid = await call('schedule/payment/save', paymentBody(scheduleId, '500.00'), book.tokens.ca);
    expect(paid.statusCode).toBe(200);
    paymentId = (paid.body.payment as { id: number }).id;
    baysideInvoice = await addInvoice(
      book.t.db,
      bayside,
      { debtorId: book.debtors.northwind, amount: '70.00' },
      null,
    );
    // Bayside came through the demo broker's referral code.
    await book.t.db
      .update(prospects)
      .set({ brokerReferralCode: demoBroker.referralCode })
      .where(eq(prospects.id, bayside));
  });
  afterAll(() => book.t.close());

  describe('the invoice panel', () => {
    it('gives staff the invoice with its schedule, debtor, payments, timeline and journal entries', async () => {
      const answer = await call('workspace/invoice_panel', { invoice_id: invoiceIds[0] });
      expect(answer.statusCode).toBe(200);
      const invoice = answer.body.invoice as Record<string, unknown> & { timeline: { kind: string }[] };
      expect(invoice).toMatchObject({
        id: invoiceIds[0],
        client: { id: book.clients.acme },
        debtor: { id: book.debtors.northwind, legal_name: 'Northwind Traders' },
        schedule: { id: scheduleId, stage: 'funded' },
        invoice_amount: '1000.00',
        advance_amount: '800.00',
        funding_date: '2026-10-05',
        payments: [{ id: paymentId, amount: '500.00' }],
      });
      expect(invoice.timeline.map((event) => event.kind)).toEqual(['created', 'verified', 'paid', 'funded']);
      const entries = answer.body.journal_entries as { memo: string; lines: { memo: string }[] }[];
      expect(entries).toHaveLength(1);
      expect(entries[0]!.lines.map((line) => line.memo)).toContain(
        `Invoice ${String(invoice.invoice_no)} bought at face value`,
      );
    });

    it('hides the journal lines from a client, and from staff who may not read the ledger', async () => {
      const client = await call('workspace/invoice_panel', { invoice_id: invoiceIds[0] }, book.tokens.client);
      expect(client.statusCode).toBe(200);
      expect(client.body).not.toHaveProperty('journal_entries');
      expect(client.body.invoice).toMatchObject({ payments: [{ id: paymentId }] });
      const clerk = await staffWithRights(book.t, 'Invoice Clerk', ['view_invoices']);
      const staff = await call('workspace/invoice_panel', { invoice_id: invoiceIds[0] }, clerk);
      expect(staff.statusCode).toBe(200);
      expect(staff.body.journal_entries).toEqual([]);
    });

    it('refuses staff without the right to view invoices with 403', async () => {
      const reader = await staffWithRights(book.t, 'Debtor Reader', ['view_debtors']);
      expect((await call('workspace/invoice_panel', { invoice_id: invoiceIds[0] }, reader)).statusCode).toBe(
        403,
      );
      expect((await call('workspace/schedule_panel', { schedule_id: scheduleId }, reader)).statusCode).toBe(
        403,
      );
      expect(
        (await call('workspace/debtor_panel', { debtor_id: book.debtors.northwind }, reader)).statusCode,
      ).toBe(200);
      // The palette finds only the kinds the caller's rights open.
      const found = await call('search/command_palette', { search_text: 'northwind' }, reader);
      expect((found.body.results as { kind: string }[]).every((result) => result.kind === 'debtor')).toBe(
        true,
      );
    });

    it("answers 404 for another client's invoice, a forged id and a party outside the book", async () => {
      expect(
        await call('workspace/invoice_panel', { invoice_id: baysideInvoice }, book.tokens.client),
      ).toMatchObject(notFound);
      expect(await call('workspace/invoice_panel', { invoice_id: 2_000_000_000 })).toMatchObject(notFound);
      // The demo debtor user owes none of the book's invoices.
      expect(
        await call('workspace/invoice_panel', { invoice_id: invoiceIds[0] }, book.tokens.debtor),
      ).toMatchObject(notFound);
    });

    it('refuses bad ids and control characters with 400', async () => {
      for (const body of [
        { invoice_id: 0 },
        { invoice_id: 'x' },
        { invoice_id: 1.5 },
        {},
        { invoice_id: 1, more: 1 },
      ]) {
        expect((await call('workspace/invoice_panel', body)).statusCode).toBe(400);
      }
      expect((await call('workspace/invoice_panel', { invoice_id: '1\u0000' })).statusCode).toBe(400);
    });
  });

  describe('the schedule panel', () => {
    it('gives the schedule with its invoices, verification and payments', async () => {
      const answer = await call('workspace/schedule_panel', { schedule_id: scheduleId });
      expect(answer.statusCode).toBe(200);
      expect(answer.body.schedule).toMatchObject({
        id: scheduleId,
        stage: 'funded',
        client: { id: book.clients.acme },
        total_amount: '1200.00',
        verification: { verified_by: expect.any(String), cb_amount: '0.00' },
        invoices: [
          { id: invoiceIds[0], verified: true },
          { id: invoiceIds[1], verified: true },
        ],
        payments: [{ id: paymentId }],
      });
    });

    it("lets a client read its own schedule, not another's; a debtor may not read schedules", async () => {
      expect(
        (await call('workspace/schedule_panel', { schedule_id: scheduleId }, book.tokens.client)).statusCode,
      ).toBe(200);
      const bayside = await addSchedule(book.t.db, book.clients.bayside, []);
      expect(
        await call('workspace/schedule_panel', { schedule_id: bayside.scheduleId }, book.tokens.client),
      ).toMatchObject(notFound);
      expect(
        (await call('workspace/schedule_panel', { schedule_id: scheduleId }, book.tokens.debtor)).statusCode,
      ).toBe(403);
      expect((await call('workspace/schedule_panel', { schedule_id: -1 })).statusCode).toBe(400);
    });
  });

  describe('the debtor panel', () => {
    it('gives staff the debtor with every client hold, its contacts and open invoices', async () => {
      const answer = await call('workspace/debtor_panel', { debtor_id: book.debtors.northwind });
      expect(answer.statusCode).toBe(200);
      const debtor = answer.body.debtor as {
        limits: { prospect_id: number; available_credit: string; outstanding: string }[];
        contacts: unknown[];
        open_invoices: { id: number }[];
        open_invoice_count: number;
      };
      expect(debtor.limits.map((limit) => limit.prospect_id).sort()).toEqual(
        Object.values(book.clients).sort((a, b) => a - b),
      );
      const acme = debtor.limits.find((limit) => limit.prospect_id === book.clients.acme)!;
      // The funded invoice still counts: the debtor has not paid it (0013).
      expect(acme).toMatchObject({ outstanding: '1000.00', available_credit: '99998999.99' });
      expect(debtor.contacts).toEqual([
        { name: 'Accounts', email: 'ap@debtor.test', department: '', phone: '+1 2145550101' },
      ]);
      expect(debtor.open_invoices.map((invoice) => invoice.id)).toEqual([baysideInvoice]);
      expect(debtor.open_invoice_count).toBe(1);
    });

    it('shows a client only its own hold and invoices, and 404 for a debtor it does not hold', async () => {
      const answer = await call(
        'workspace/debtor_panel',
        { debtor_id: book.debtors.northwind },
        book.tokens.client,
      );
      expect(answer.statusCode).toBe(200);
      expect(answer.body.debtor).toMatchObject({
        limits: [{ prospect_id: book.clients.acme }],
        open_invoices: [],
        open_invoice_count: 0,
      });
      const stranger = await addDebtor(book.t.db, 'Unheld Supply');
      expect(await call('workspace/debtor_panel', { debtor_id: stranger }, book.tokens.client)).toMatchObject(
        notFound,
      );
      expect(await call('workspace/debtor_panel', { debtor_id: 2_000_000_000 })).toMatchObject(notFound);
      expect(
        (await call('workspace/debtor_panel', { debtor_id: stranger }, book.tokens.debtor)).statusCode,
      ).toBe(403);
    });
  });

  describe('the command palette', () => {
    type Result = { kind: string; id: number; label: string; path: string; state: Record<string, number> };
    const search = async (text: string, token = book.tokens.admin) => {
      const answer = await call('search/command_palette', { search_text: text }, token);
      expect(answer.statusCode).toBe(200);
      return answer.body.results as Result[];
    };
    let invoiceNo: string;

    beforeAll(async () => {
      const panel = await call('workspace/invoice_panel', { invoice_id: invoiceIds[0] });
      invoiceNo = (panel.body.invoice as { invoice_no: string }).invoice_no;
    });

    it('finds staff clients, debtors, invoices and schedules, each with the page that opens it', async () => {
      expect(await search('northwind')).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            kind: 'debtor',
            id: book.debtors.northwind,
            path: '/editdebtor',
            state: { id: book.debtors.northwind, prospect_id: book.clients.acme },
          }),
        ]),
      );
      const clients = await search('acme');
      expect(clients[0]).toMatchObject({ kind: 'client', id: book.clients.acme, path: '/clientprofile' });
      const invoices = await search(invoiceNo);
      expect(invoices[0]).toMatchObject({
        kind: 'invoice',
        id: invoiceIds[0],
        label: invoiceNo,
        path: '/addnewinvoice',
        state: { id: invoiceIds[0] },
      });
      expect((await search('Northwind Traders')).length).toBeLessThanOrEqual(20);
    });

    it("keeps a client to its own debtors, invoices and schedules, never another client's", async () => {
      const found = await search('northwind', book.tokens.client);
      expect(found.length).toBeGreaterThan(0);
      expect(
        found.every((result) => result.kind !== 'debtor' || result.state.prospect_id === book.clients.acme),
      ).toBe(true);
      expect(await search('bayside', book.tokens.client)).toEqual([]);
      const baysideNo = (
        (await call('workspace/invoice_panel', { invoice_id: baysideInvoice })).body.invoice as {
          invoice_no: string;
        }
      ).invoice_no;
      expect(
        (await search(baysideNo, book.tokens.client)).some((result) => result.id === baysideInvoice),
      ).toBe(false);
      expect((await search(invoiceNo, book.tokens.client))[0]).toMatchObject({ id: invoiceIds[0] });
    });

    it('keeps a debtor to the invoices it owes and a broker to the clients it referred', async () => {
      expect(await search(invoiceNo, book.tokens.debtor)).toEqual([]);
      expect(await search('acme', book.tokens.debtor)).toEqual([]);
      const broker = await book.t.signIn(demoBroker.email);
      expect(await search('bayside', broker)).toEqual([
        expect.objectContaining({ kind: 'client', id: book.clients.bayside }),
      ]);
      expect(await search('acme', broker)).toEqual([]);
      expect(await search(invoiceNo, broker)).toEqual([]);
    });

    it('refuses text too short, too long or with control characters', async () => {
      for (const search_text of ['a', ' a ', 'x'.repeat(51), 'ab\u0007', undefined]) {
        expect((await call('search/command_palette', { search_text })).statusCode).toBe(400);
      }
      expect((await call('search/command_palette', { search_text: 'ab', extra: 1 })).statusCode).toBe(400);
      expect((await call('search/command_palette', { search_text: 'ab' }, '')).statusCode).toBe(401);
    });
  });
});
