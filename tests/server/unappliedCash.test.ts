import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import {
  invoices,
  journalEntries,
  journalLines,
  ledgerAccounts,
  prospects,
  unappliedCash,
} from '../../src/server/db/schema';
import { ledgerOperations } from '../../src/server/ledger/operations';
import { postEntry } from '../../src/server/ledger/post';
import { refreshInvoiceUc } from '../../src/server/modules/unapplied-cash/invoiceUc';
import { messages } from '../../src/shared/messages';
import { grantRole } from './debtorsBook';
import {
  addDebtor,
  addInvoice,
  holdBookDebtors,
  ledgerDifferences,
  startFundingBook,
  type FundingBook,
} from './fundingBook';
import { exe, pdf, staffWithRights, type Upload } from './invoicesBook';

const M = messages.unappliedCash;

describe('unapplied cash and the hold accounts', () => {
  let book: FundingBook;
  let viewer: string;
  let collectionOnly: string;
  const call = (path: string, body: unknown, token = book.tokens.ca, headers?: Record<string, string>) =>
    book.t.call(path, body, token, headers);
  const entryCount = async () =>
    (await book.t.db.select({ n: sql<number>`count(*)::int` }).from(journalEntries))[0]!.n;
  const rowOf = async (id: number) =>
    (await book.t.db.select().from(unappliedCash).where(eq(unappliedCash.id, id)))[0]!;

  /** The lines of the entry posted under `key`, as 'Dr <account> <amount>', in line order. */
  async function linesOf(key: string): Promise<string[]> {
    const rows = await book.t.db
      .select({ code: ledgerAccounts.code, debit: journalLines.debit, credit: journalLines.credit })
      .from(journalLines)
      .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, journalLines.accountId))
      .where(eq(journalEntries.operationKey, key))
      .orderBy(asc(journalLines.id));
    return rows.map((row) =>
      Number(row.debit) > 0 ? `Dr ${row.code} ${row.debit}` : `Cr ${row.code} ${row.credit}`,
    );
  }

  function ucForm(fields: Record<string, unknown>, file: Upload | null = { name: 'check.pdf', data: pdf() }) {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) {
      if (value !== undefined) form.append(key, String(value));
    }
    if (file) form.append('check_path', new Blob([new Uint8Array(file.data)]), file.name);
    return form;
  }

  /** Example 3 of 0028: a wire of $1,200.00 with no remittance, from Northwind for Acme. */
  function wireFields(overrides: Record<string, unknown> = {}) {
    return {
      prospect_id: book.clients.acme,
      debtor_id: book.debtors.northwind,
      amount: '1200.00',
      payment_type: 2,
      check_number: 'WIRE1010',
      check_date: '2026-10-10',
      posting_date: '2026-10-10',
      note: 'Wire without remittance',
      ...overrides,
    };
  }

  async function addUc(fields: Record<string, unknown> = {}, token = book.tokens.ca): Promise<number> {
    const answer = await call('unapplied_cash/save', ucForm(wireFields(fields)), token);
    expect(answer.body).toMatchObject({ status: true });
    return answer.body.id as number;
  }

  /** Example 4 of 0028: $50.00 of a collection's excess held on an invoice, as the collection posts it. */
  async function heldOnInvoice(
    clientId: number,
    amount = '50.00',
  ): Promise<{ id: number; invoiceId: number }> {
    const invoiceId = await addInvoice(
      book.t.db,
      clientId,
      { debtorId: book.debtors.northwind, amount: '1000.00' },
      null,
    );
    const id = await book.t.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(unappliedCash)
        .values({
          prospectId: clientId,
          debtorId: book.debtors.northwind,
          invoiceId,
          amount,
          remaining: amount,
          postingDate: '2026-10-11',
          searchText: 'overpaid',
        })
        .returning({ id: unappliedCash.id });
      await postEntry(tx, {
        date: '2026-10-11',
        operation: ledgerOperations.unappliedCashReceipt,
        operationKey: `test:excess:${row!.id}`,
        memo: 'excess of a collection',
        clientId,
        lines: [
          { chart: 'cash', debit: amount },
          { chart: 'unappliedCash', clientId, credit: amount },
        ],
      });
      await refreshInvoiceUc(tx, [invoiceId]);
      return row!.id;
    });
    return { id, invoiceId };
  }

  /** Armed, the next journal entry the app writes fails as a database would: the posting fails. */
  let journalFails = false;
  const failJournalWhenArmed = (query: string) => {
    if (journalFails && /^insert into "journal_entries"/i.test(query)) {
      journalFails = false;
      throw new Error('the journal refused the entry');
    }
  };

  beforeAll(async () => {
    book = await startFundingBook({ onQuery: failJournalWhenArmed });
    await holdBookDebtors(book);
    // Client users may act here, so that their scope is what refuses another client's rows.
    await grantRole(book.t, 'client', [
      'add_new_unapplied_cash',
      'return_to_debtor',
      'transfer_to_cash_reserves',
      'transfer_to_collection',
    ]);
    viewer = await staffWithRights(book.t, 'UC Viewer', ['view_unapplied_cash']);
    collectionOnly = await staffWithRights(book.t, 'UC Collection', [
      'view_unapplied_cash',
      'transfer_to_collection',
    ]);
  });
  afterAll(() => book.t.close());
  afterEach(async () => {
    expect(await ledgerDifferences(book.t.db)).toEqual([]);
  });

  describe('Add New UC', () => {
    it('holds a wire received without an invoice and posts Dr 1000 / Cr 2300 (example 3)', async () => {
      const id = await addUc();
      expect(await linesOf(`unapplied_cash:${id}`)).toEqual([
        'Dr 1000 1200.00',
        `Cr 2300-C${book.clients.acme} 1200.00`,
      ]);
      const row = await rowOf(id);
      expect(row).toMatchObject({
        amount: '1200.00',
        remaining: '1200.00',
        status: 0,
        invoiceId: null,
        paymentType: 2,
      });
      expect(row.checkPath).toMatch(/check\.pdf$/);
      expect(row.checkDepositDate).toBeNull();

      const list = await call('unapplied_cash/fetch', { card: 'without_invoices', search_text: 'wire1010' });
      const data = (
        list.body.collections as { data: { id: number; remaining: string; payment_type_text: string }[] }
      ).data;
      expect(data.map((r) => r.id)).toContain(id);
      expect(data.find((r) => r.id === id)).toMatchObject({
        remaining: '1200.00',
        payment_type_text: 'Wire',
      });
    });

    it('answers the same for a repeated Idempotency-Key and posts once', async () => {
      const before = await entryCount();
      const headers = { 'Idempotency-Key': 'uc-save-once-1' };
      const first = await call(
        'unapplied_cash/save',
        ucForm(wireFields({ check_number: 'IDEM1' })),
        book.tokens.ca,
        headers,
      );
      const again = await call(
        'unapplied_cash/save',
        ucForm(wireFields({ check_number: 'IDEM1' })),
        book.tokens.ca,
        headers,
      );
      expect(first.statusCode).toBe(200);
      expect(again.body).toEqual(first.body);
      expect(await entryCount()).toBe(before + 1);
    });

    it('leaves nothing of a posting the database failed, and Exception Tracking lists it', async () => {
      const before = await entryCount();
      const held = await book.t.db.select({ n: sql<number>`count(*)::int` }).from(unappliedCash);
      journalFails = true;
      const failed = await call('unapplied_cash/save', ucForm(wireFields({ check_number: 'FAILS1' })));
      expect(failed.statusCode).toBe(500);
      expect(await entryCount()).toBe(before);
      expect(await book.t.db.select({ n: sql<number>`count(*)::int` }).from(unappliedCash)).toEqual(held);

      const listed = await call(
        'exception/list',
        { category: 'failed_posting', per_page: 0 },
        book.tokens.admin,
      );
      expect(listed.body.data).toEqual([
        expect.objectContaining({
          category: 'failed_posting',
          who: 'ca@factordesk.test',
          subject: 'unapplied_cash/save',
          detail: '500: the journal refused the entry',
        }),
      ]);
      // Tried again, it posts once.
      const again = await call('unapplied_cash/save', ucForm(wireFields({ check_number: 'FAILS1' })));
      expect(again.statusCode).toBe(200);
      expect(await entryCount()).toBe(before + 1);
    });

    it.each([
      ['a malformed amount "5,00"', { amount: '5,00' }, 'amount'],
      ['an amount "1e3"', { amount: '1e3' }, 'amount'],
      ['no amount', { amount: '' }, 'amount'],
      ['a zero amount', { amount: '0' }, 'amount'],
      ['no comments', { note: '' }, 'note'],
      ['comments over 150', { note: 'x'.repeat(151) }, 'note'],
      ['a number with symbols', { check_number: 'AB-12' }, 'check_number'],
      ['a number over 20', { check_number: 'A'.repeat(21) }, 'check_number'],
      ['no payment type', { payment_type: '' }, 'payment_type'],
      ['a posting before the wire date', { posting_date: '2026-10-09' }, 'posting_date'],
      [
        'a deposit before the check date',
        { payment_type: 1, check_date: '2026-10-10', check_deposit_date: '2026-10-09' },
        'check_deposit_date',
      ],
      [
        'a posting before the deposit date',
        {
          payment_type: 0,
          check_date: '2026-10-08',
          check_deposit_date: '2026-10-11',
          posting_date: '2026-10-10',
        },
        'posting_date',
      ],
      ['an ACH without a deposit date', { payment_type: 0 }, 'check_deposit_date'],
      ['no client', { prospect_id: '' }, 'prospect_id'],
      ['a forged client id', { prospect_id: 'abc' }, 'prospect_id'],
    ])('refuses %s and changes nothing', async (_name, overrides, field) => {
      const before = await entryCount();
      const answer = await call('unapplied_cash/save', ucForm(wireFields(overrides)));
      expect(answer.statusCode).toBe(400);
      expect(Object.keys((answer.body as { errors?: Record<string, string> }).errors ?? {})).toContain(field);
      expect(await entryCount()).toBe(before);
    });

    it('gives the spec its words', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ amount: '' }, 'Amount Received is required'],
        [{ note: '' }, 'Comments is required'],
        [{ check_number: '' }, 'Transaction No is required'],
        [{ payment_type: 0, check_deposit_date: '' }, 'Deposit Date is required'],
        [{ posting_date: '2026-10-01' }, 'Posting Date cannot be before Wire Date'],
      ];
      for (const [overrides, message] of cases) {
        const answer = await call('unapplied_cash/save', ucForm(wireFields(overrides)));
        expect(
          Object.values((answer.body as unknown as { errors: Record<string, string> }).errors),
        ).toContain(message);
      }
    });

    it('refuses a missing, disguised or badly named attachment', async () => {
      const before = await entryCount();
      const none = await call('unapplied_cash/save', ucForm(wireFields(), null));
      expect(none).toMatchObject({ statusCode: 400, body: { message: 'Attachment is required' } });
      const program = await call(
        'unapplied_cash/save',
        ucForm(wireFields(), { name: 'check.pdf', data: exe() }),
      );
      expect(program.statusCode).toBe(400);
      const hash = await call(
        'unapplied_cash/save',
        ucForm(wireFields(), { name: 'check#1.pdf', data: pdf() }),
      );
      expect(hash.statusCode).toBe(400);
      const text = await call(
        'unapplied_cash/save',
        ucForm(wireFields(), { name: 'check.txt', data: pdf() }),
      );
      expect(text.statusCode).toBe(400);
      const big = await call(
        'unapplied_cash/save',
        ucForm(wireFields(), { name: 'check.pdf', data: pdf(3_100_000) }),
      );
      expect(big.statusCode).toBe(400);
      expect(await entryCount()).toBe(before);
    });

    it('refuses control characters', async () => {
      const answer = await call('unapplied_cash/save', ucForm(wireFields({ note: 'paid\u0000' })));
      expect(answer.statusCode).toBe(400);
    });

    it('refuses a debtor the client does not hold', async () => {
      const stranger = await addDebtor(book.t.db, 'Stranger Supply');
      const answer = await call('unapplied_cash/save', ucForm(wireFields({ debtor_id: stranger })));
      expect(answer).toMatchObject({ statusCode: 400, body: { message: M.debtorNotHeld } });
    });

    it("lets no client user record cash, its own company's or another's (403, nothing posted)", async () => {
      const before = await entryCount();
      const own = await call(
        'unapplied_cash/save',
        ucForm(wireFields({ check_number: 'OWN1' })),
        book.tokens.client,
      );
      expect(own).toMatchObject({
        statusCode: 403,
        body: { message: messages.collection.staffRecordsMoney },
      });
      const other = await call(
        'unapplied_cash/save',
        ucForm(wireFields({ prospect_id: book.clients.bayside })),
        book.tokens.client,
      );
      expect(other.statusCode).toBe(403);
      expect(await entryCount()).toBe(before);
    });

    it('needs the right', async () => {
      const answer = await call('unapplied_cash/save', ucForm(wireFields()), viewer);
      expect(answer.statusCode).toBe(403);
      const analyst = await call('unapplied_cash/save', ucForm(wireFields()), book.tokens.analyst);
      expect(analyst.statusCode).toBe(403);
    });
  });

  describe('the list', () => {
    it('switches rows by card and keeps a client user to its own company', async () => {
      const acmeFree = await addUc({ check_number: 'LIST1' });
      const baysideFree = await addUc({ prospect_id: book.clients.bayside, check_number: 'LIST2' });
      const held = await heldOnInvoice(book.clients.acme);
      const ids = async (card: string, token = book.tokens.ca) => {
        const answer = await call('unapplied_cash/fetch', { card, per_page: 0 }, token);
        expect(answer.statusCode).toBe(200);
        return (answer.body.collections as { data: { id: number }[] }).data.map((row) => row.id);
      };
      expect(await ids('without_invoices')).toEqual(expect.arrayContaining([acmeFree, baysideFree]));
      expect(await ids('without_invoices')).not.toContain(held.id);
      expect(await ids('with_invoices')).toContain(held.id);
      expect(await ids('with_invoices')).not.toContain(acmeFree);
      const clientRows = await ids('without_invoices', book.tokens.client);
      expect(clientRows).toContain(acmeFree);
      expect(clientRows).not.toContain(baysideFree);
      const sorted = await call('unapplied_cash/fetch', {
        card: 'without_invoices',
        sort_by: 'amount',
        sort_desc: 1,
        per_page: 1,
        page: 1,
      });
      expect(sorted.body.collections).toMatchObject({ current_page: 1 });
      const debtor = await call('unapplied_cash/fetch', { card: 'released' }, book.tokens.debtor);
      expect(debtor.statusCode).toBe(403);
    });

    it("leaves out terminated clients' rows unless staff include them", async () => {
      const id = await addUc({ prospect_id: book.clients.cedar, check_number: 'TERM1' });
      await book.t.db
        .update(prospects)
        .set({ terminatedAt: new Date('2026-10-30T12:00:00Z') })
        .where(eq(prospects.id, book.clients.cedar));
      try {
        const rowsOf = async (body: Record<string, unknown>) =>
          (
            (await call('unapplied_cash/fetch', { card: 'without_invoices', search_text: 'term1', ...body }))
              .body.collections as { data: { id: number; is_terminated: boolean }[] }
          ).data;
        expect(await rowsOf({})).toEqual([]);
        expect(await rowsOf({ show_all: 1 })).toMatchObject([{ id, is_terminated: true }]);
      } finally {
        await book.t.db
          .update(prospects)
          .set({ terminatedAt: null })
          .where(eq(prospects.id, book.clients.cedar));
      }
    });

    it('refuses an unknown card', async () => {
      expect((await call('unapplied_cash/fetch', { card: 'all' })).statusCode).toBe(400);
    });
  });

  describe('Adjust Unapplied Cash', () => {
    it('moves held excess to cash reserves: Dr 2300 / Cr 2100 (example 4)', async () => {
      const held = await heldOnInvoice(book.clients.acme);
      const answer = await call('unapplied_cash/adjust', { ids: [held.id], hold_account_status: 1 });
      expect(answer.body).toEqual({ status: true, message: 'Unapplied Cash has been adjusted' });
      const code = `C${book.clients.acme}`;
      expect(await linesOf(`unapplied_cash:${held.id}:reserves`)).toEqual([
        `Dr 2300-${code} 50.00`,
        `Cr 2100-${code} 50.00`,
      ]);
      expect(await rowOf(held.id)).toMatchObject({ status: 2, remaining: '0.00', reservedAmount: '50.00' });
      const [invoice] = await book.t.db.select().from(invoices).where(eq(invoices.id, held.invoiceId));
      expect(invoice?.uc).toBe('0.00');
    });

    it('moves excess to collection without posting', async () => {
      const held = await heldOnInvoice(book.clients.acme, '75.00');
      const before = await entryCount();
      const answer = await call(
        'unapplied_cash/adjust',
        { ids: [held.id], hold_account_collection_status: 1 },
        collectionOnly,
      );
      expect(answer.statusCode).toBe(200);
      expect(await entryCount()).toBe(before);
      expect(await rowOf(held.id)).toMatchObject({ status: 1, remaining: '75.00' });
      const [invoice] = await book.t.db.select().from(invoices).where(eq(invoices.id, held.invoiceId));
      expect(invoice?.uc).toBe('75.00');
    });

    it('refuses rows of several clients, cash without invoice to collection, a missing right and a stranger', async () => {
      const acme = await heldOnInvoice(book.clients.acme);
      const bayside = await heldOnInvoice(book.clients.bayside);
      const free = await addUc({ check_number: 'ADJ1' });
      const before = await entryCount();
      const mixed = await call('unapplied_cash/adjust', {
        ids: [acme.id, bayside.id],
        hold_account_status: 1,
      });
      expect(mixed).toMatchObject({ statusCode: 400, body: { message: M.sameClient } });
      const freeToCollection = await call('unapplied_cash/adjust', {
        ids: [free],
        hold_account_collection_status: 1,
      });
      expect(freeToCollection).toMatchObject({ statusCode: 400, body: { message: M.withInvoiceOnly } });
      const noRight = await call(
        'unapplied_cash/adjust',
        { ids: [acme.id], hold_account_status: 1 },
        collectionOnly,
      );
      expect(noRight.statusCode).toBe(403);
      const viewOnly = await call(
        'unapplied_cash/adjust',
        { ids: [acme.id], hold_account_status: 1 },
        viewer,
      );
      expect(viewOnly.statusCode).toBe(403);
      const stranger = await call(
        'unapplied_cash/adjust',
        { ids: [bayside.id], hold_account_status: 1 },
        book.tokens.client,
      );
      expect(stranger.statusCode).toBe(404);
      const neither = await call('unapplied_cash/adjust', { ids: [acme.id] });
      expect(neither.statusCode).toBe(400);
      const forged = await call('unapplied_cash/adjust', { ids: ['1; drop'], hold_account_status: 1 });
      expect(forged.statusCode).toBe(400);
      const missing = await call('unapplied_cash/adjust', { ids: [2_000_000_000], hold_account_status: 1 });
      expect(missing.statusCode).toBe(404);
      expect(await entryCount()).toBe(before);
      expect(await rowOf(acme.id)).toMatchObject({ status: 0, remaining: '50.00' });
    });

    it('posts once when two transfers of the same rows race', async () => {
      const held = await heldOnInvoice(book.clients.acme, '40.00');
      const before = await entryCount();
      const answers = await Promise.all([
        call('unapplied_cash/adjust', { ids: [held.id], hold_account_status: 1 }),
        call('unapplied_cash/adjust', { ids: [held.id], hold_account_status: 1 }),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
      expect(await entryCount()).toBe(before + 1);
    });
  });

  describe('Return to Debtor', () => {
    it('returns by wire less the wire fee: Dr 2300 1,200.00 · Cr 1000 1,175.00 · Cr 4200 25.00 (example 5)', async () => {
      const id = await addUc({ check_number: 'RET1' });
      const answer = await call('unapplied_cash/return', {
        ids: [id],
        uc_released_date: '10/20/2026',
        amount: '1200.00',
        uc_return_payment_type: 2,
      });
      expect(answer.body).toEqual({ status: true, message: 'Unapplied cash returned successfully.' });
      const code = `C${book.clients.acme}`;
      expect(await linesOf(`unapplied_cash_return:${id}`)).toEqual([
        `Dr 2300-${code} 1200.00`,
        'Cr 1000 1175.00',
        `Cr 4200-${code} 25.00`,
      ]);
      expect(await rowOf(id)).toMatchObject({
        status: 3,
        remaining: '0.00',
        releasedDate: '2026-10-20',
        returnPaymentType: 2,
        returnWireFee: '25.00',
        returnedAmount: '1200.00',
      });
      const released = await call('unapplied_cash/fetch', { card: 'released', per_page: 0 });
      const rows = (released.body.collections as { data: { id: number; uc_released_date: string }[] }).data;
      expect(rows.find((row) => row.id === id)).toMatchObject({ uc_released_date: '2026-10-20' });
    });

    it('returns several rows of one debtor by check without a fee', async () => {
      const a = await addUc({ amount: '100.00', check_number: 'RET2' });
      const b = await addUc({ amount: '0.50', check_number: 'RET3' });
      const answer = await call('unapplied_cash/return', {
        ids: [b, a],
        uc_released_date: '2026-10-20',
        amount: '100.50',
        uc_return_payment_type: 1,
      });
      expect(answer.statusCode).toBe(200);
      expect(await linesOf(`unapplied_cash_return:${a}`)).toEqual([
        `Dr 2300-C${book.clients.acme} 100.50`,
        'Cr 1000 100.50',
      ]);
    });

    it('refuses a wire return below the wire fee, a wrong amount, an early date and a missing type', async () => {
      const small = await addUc({ amount: '20.00', check_number: 'RET4' });
      const before = await entryCount();
      const base = {
        ids: [small],
        uc_released_date: '2026-10-20',
        amount: '20.00',
        uc_return_payment_type: 2,
      };
      const wire = await call('unapplied_cash/return', base);
      expect(wire).toMatchObject({ statusCode: 400, body: { message: M.wireBelowFee('$25.00') } });
      const larger = await call('unapplied_cash/return', {
        ...base,
        amount: '20.01',
        uc_return_payment_type: 0,
      });
      expect(larger).toMatchObject({ statusCode: 400, body: { message: M.returnAmountMismatch } });
      const early = await call('unapplied_cash/return', {
        ...base,
        uc_released_date: '2026-10-01',
        uc_return_payment_type: 0,
      });
      expect(early).toMatchObject({ statusCode: 400, body: { message: M.returnBeforePosting } });
      const noType = await call('unapplied_cash/return', { ...base, uc_return_payment_type: '' });
      expect(noType).toMatchObject({ statusCode: 400, body: { message: 'Payment Type is required' } });
      const noDate = await call('unapplied_cash/return', { ...base, uc_released_date: '' });
      expect(noDate).toMatchObject({ statusCode: 400, body: { message: 'Return Date is required' } });
      const malformed = await call('unapplied_cash/return', {
        ...base,
        amount: '1e3',
        uc_return_payment_type: 0,
      });
      expect(malformed.statusCode).toBe(400);
      const comma = await call('unapplied_cash/return', {
        ...base,
        amount: '5,00',
        uc_return_payment_type: 0,
      });
      expect(comma.statusCode).toBe(400);
      const number = await call('unapplied_cash/return', { ...base, amount: 20, uc_return_payment_type: 0 });
      expect(number.statusCode).toBe(400);
      const control = await call('unapplied_cash/return', { ...base, uc_released_date: '2026-10-20\u0007' });
      expect(control.statusCode).toBe(400);
      expect(await entryCount()).toBe(before);
      expect(await rowOf(small)).toMatchObject({ status: 0, remaining: '20.00' });
    });

    it('refuses rows of two debtors, rows on an invoice, a stranger and a missing right', async () => {
      const north = await addUc({ amount: '10.00', check_number: 'RET5' });
      const lone = await addUc({ amount: '10.00', check_number: 'RET6', debtor_id: book.debtors.lonestar });
      const held = await heldOnInvoice(book.clients.acme, '10.00');
      const bayside = await addUc({
        amount: '10.00',
        check_number: 'RET7',
        prospect_id: book.clients.bayside,
      });
      const before = await entryCount();
      const body = (ids: number[], amount: string) => ({
        ids,
        uc_released_date: '2026-10-20',
        amount,
        uc_return_payment_type: 0,
      });
      const two = await call('unapplied_cash/return', body([north, lone], '20.00'));
      expect(two).toMatchObject({ statusCode: 400, body: { message: M.sameDebtor } });
      const onInvoice = await call('unapplied_cash/return', body([held.id], '10.00'));
      expect(onInvoice).toMatchObject({ statusCode: 400, body: { message: M.withoutInvoiceOnly } });
      const clients = await call('unapplied_cash/return', body([north, bayside], '20.00'));
      expect(clients).toMatchObject({ statusCode: 400, body: { message: M.sameClient } });
      const stranger = await call('unapplied_cash/return', body([bayside], '10.00'), book.tokens.client);
      expect(stranger.statusCode).toBe(404);
      const noRight = await call('unapplied_cash/return', body([north], '10.00'), viewer);
      expect(noRight.statusCode).toBe(403);
      expect(await entryCount()).toBe(before);
    });

    it('answers a repeated Idempotency-Key with the first answer and posts once', async () => {
      const id = await addUc({ amount: '60.00', check_number: 'IDEM2' });
      const before = await entryCount();
      const body = { ids: [id], uc_released_date: '2026-10-20', amount: '60.00', uc_return_payment_type: 0 };
      const headers = { 'Idempotency-Key': 'uc-return-once-1' };
      const first = await call('unapplied_cash/return', body, book.tokens.ca, headers);
      const again = await call('unapplied_cash/return', body, book.tokens.ca, headers);
      expect(first.statusCode).toBe(200);
      expect(again.body).toEqual(first.body);
      expect(await entryCount()).toBe(before + 1);
    });

    it('posts once when two returns of the same rows race', async () => {
      const id = await addUc({ amount: '300.00', check_number: 'RACE1' });
      const before = await entryCount();
      const body = { ids: [id], uc_released_date: '2026-10-20', amount: '300.00', uc_return_payment_type: 2 };
      const answers = await Promise.all([
        call('unapplied_cash/return', body),
        call('unapplied_cash/return', body),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
      expect(await entryCount()).toBe(before + 1);
      expect(await linesOf(`unapplied_cash_return:${id}`)).toHaveLength(3);
    });
  });

  describe('the wire term', () => {
    it("answers the client's wire fee, and a stranger's is a 404 to a client user", async () => {
      const answer = await call('unapplied_cash/wire_fee', { prospect_id: book.clients.acme });
      expect(answer.body).toEqual({ status: true, term: { wire_fee: '25.00' } });
      const own = await call(
        'unapplied_cash/wire_fee',
        { prospect_id: book.clients.acme },
        book.tokens.client,
      );
      expect(own.statusCode).toBe(200);
      const other = await call(
        'unapplied_cash/wire_fee',
        { prospect_id: book.clients.bayside },
        book.tokens.client,
      );
      expect(other.statusCode).toBe(404);
    });
  });
});
