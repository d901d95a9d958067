import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import {
  chargebacks,
  collectionItems,
  collections,
  invoices,
  journalEntries,
  journalLines,
  ledgerAccounts,
  notifications,
  users,
  termSheets,
  unappliedCash,
  unappliedCashApplications,
} from '../../src/server/db/schema';
import { ledgerOperations } from '../../src/server/ledger/operations';
import { postEntry } from '../../src/server/ledger/post';
import { raiseChargeback } from '../../src/server/modules/chargebacks/raise';
import { messages } from '../../src/shared/messages';
import { toMoneyString } from '../../src/shared/money';
import { grantRole } from './debtorsBook';
import { addSchedule, ledgerDifferences, startFundingBook, type FundingBook } from './fundingBook';

const M = messages.collection;

/**
 * The collections tests' book: the funding book with Acme on the terms of the worked examples of
 * docs/decisions/0028-cash-comes-back.md, invoices funded through Verify Schedule and Post Payment,
 * and the Add New Collection form as the browser sends it.
 */

/** Acme's terms set to those of 0028's worked examples (advance 80 %, escrow 5 % already). */
async function useExampleTerms(db: Db, clientId: number): Promise<void> {
  await db
    .update(termSheets)
    .set({
      purchaseDiscount: '3.00',
      discountDays: 30,
      isIncrementalPurchaseDiscount: true,
      incrementalDiscountPercentage: '0.10',
      incrementalDiscountDays: 1,
      businessDaysClearance: 2,
      wireFee: '25.00',
      cbFee: '50.00',
      cbPerDayFee: '2.00',
      recourseDays: 60,
    })
    .where(eq(termSheets.prospectId, clientId));
}

/** Invoices of one debtor, verified and bought by a first payment funding them on `fundDate`. */
async function fundedInvoices(
  book: FundingBook,
  clientId: number,
  debtorId: number,
  amounts: readonly string[],
  fundDate: string,
): Promise<number[]> {
  const made = await addSchedule(
    book.t.db,
    clientId,
    amounts.map((amount) => ({ debtorId, amount, date: '2026-08-20' })),
  );
  const verified = await book.t.call(
    'schedule/verify',
    { id: made.scheduleId, chargebacks: [] },
    book.tokens.ca,
  );
  if (verified.statusCode !== 200) throw new Error(JSON.stringify(verified.body));
  const info = await book.t.call('schedule/payment_info', { id: made.scheduleId }, book.tokens.ca);
  const paid = await book.t.call(
    'schedule/payment/save',
    {
      schedule_id: made.scheduleId,
      payment_type: 0,
      transaction_number: 'ACH12345',
      schedule_fund_date: fundDate,
      check_date: fundDate,
      check_deposit_date: fundDate,
      posting_date: fundDate,
      amount: info.body.amount,
      selectedUnverifiedInvoices: [],
      unverifiedInvoices: [],
    },
    book.tokens.ca,
  );
  expect(paid.body.message).toBe(messages.funding.paymentFunded);
  return made.invoiceIds;
}

/** Unapplied cash received without an invoice, as Add New UC records it: Dr 1000 / Cr 2300. */
async function receiveUnappliedCash(
  db: Db,
  clientId: number,
  debtorId: number,
  amount: string,
  postingDate: string,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(unappliedCash)
      .values({ prospectId: clientId, debtorId, amount, remaining: amount, postingDate, paymentType: 2 })
      .returning({ id: unappliedCash.id });
    await postEntry(tx, {
      date: postingDate,
      operation: ledgerOperations.unappliedCashReceipt,
      operationKey: `unapplied_cash:${row!.id}`,
      memo: 'Received without remittance',
      clientId,
      lines: [
        { chart: 'cash', debit: amount },
        { chart: 'unappliedCash', clientId, credit: amount },
      ],
    });
    return row!.id;
  });
}

interface RowInput {
  id: number;
  kind: 'invoice' | 'chargeback';
  collected_amount: string;
  uc?: string;
  move_to_cb?: boolean;
}

// A file whose leading bytes say it is a PDF.
const checkImage = () => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(200, 0x20)]);

/** The Add New Collection form data: a check by default, posting on `posting`. */
function collectionForm(
  fields: {
    prospect_id: number;
    debtor_id: number;
    collection_type?: 1 | 2 | 3;
    amount: string;
    cb_amount?: string;
    total_amount?: string;
    rows: readonly RowInput[];
    posting?: string;
    [field: string]: unknown;
  },
  file: { name: string; data: Buffer } | null = { name: 'check.pdf', data: checkImage() },
): FormData {
  const { rows, posting = '2026-10-06', ...rest } = fields;
  const uc = rows.reduce((sum, row) => sum + Math.round(Number(row.uc ?? '0') * 100), 0);
  const values: Record<string, unknown> = {
    collection_type: 1,
    cb_amount: '0',
    total_amount: rest.amount,
    uc_collected: (uc / 100).toFixed(2),
    payment_type: 1,
    check_number: 'CHK1001',
    check_date: posting,
    check_deposit_date: posting,
    posting_date: posting,
    notes: 'Check from the debtor',
    ...rest,
    invoices: JSON.stringify(rows.map((row) => ({ uc: '0', move_to_cb: false, ...row }))),
  };
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined) form.append(key, String(value));
  }
  if (file) form.append('check_path', new Blob([new Uint8Array(file.data)]), file.name);
  return form;
}

/** The lines of a collection's journal entry, as account code → signed amount (debit +, credit −). */
async function entryOf(db: Db, collectionId: number): Promise<string[]> {
  const [collection] = await db.select().from(collections).where(eq(collections.id, collectionId));
  const rows = await db
    .select({ code: ledgerAccounts.code, debit: journalLines.debit, credit: journalLines.credit })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, journalLines.accountId))
    .where(
      and(
        eq(journalEntries.operationKey, `collection:${collectionId}`),
        eq(journalEntries.id, collection!.journalEntryId!),
      ),
    );
  return rows
    .map((row) =>
      Number(row.debit) > 0
        ? `Dr ${row.code} ${toMoneyString(row.debit)}`
        : `Cr ${row.code} ${toMoneyString(row.credit)}`,
    )
    .sort();
}

async function invoiceOf(db: Db, id: number) {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  return row!;
}

describe('Collections', () => {
  let book: FundingBook;
  let acme: number;
  let bayside: number;
  let cedar: number;
  let northwind: number;
  let lonestar: number;
  const save = (form: FormData, token = book.tokens.ca, headers?: Record<string, string>) =>
    book.t.call('collection/save', form, token, headers);
  const count = async () =>
    (await book.t.db.select({ n: sql<number>`count(*)::int` }).from(collections))[0]!.n;
  const entryCount = async () =>
    (await book.t.db.select({ n: sql<number>`count(*)::int` }).from(journalEntries))[0]!.n;
  const code = (base: string, debtor?: number, client = acme) =>
    debtor ? `${base}-C${client}-D${debtor}` : `${base}-C${client}`;

  beforeAll(async () => {
    book = await startFundingBook();
    ({ acme, bayside, cedar } = book.clients);
    ({ northwind, lonestar } = book.debtors);
    await useExampleTerms(book.t.db, acme);
    await useExampleTerms(book.t.db, cedar);
    // The client's own users may add collections here, so that their scope is what refuses another client's.
    await grantRole(book.t, 'client', [
      'add_new_collection',
      'view_collections',
      'schedule_notes',
      'download_report',
    ]);
  });
  afterAll(() => book.t.close());
  afterEach(async () => {
    expect(await ledgerDifferences(book.t.db)).toEqual([]);
  });

  describe('the worked examples of 0028', () => {
    it('example 1: collected in full after 37 days earns 3.7 %', async () => {
      const [invoiceId] = await fundedInvoices(book, acme, northwind, ['10000.00'], '2026-09-01');
      const offered = await book.t.call(
        'collection/invoices',
        { prospect_id: acme, debtor_id: northwind, collection_type: 1 },
        book.tokens.ca,
      );
      expect(offered.body.invoices).toContainEqual(
        expect.objectContaining({
          id: invoiceId,
          kind: 'invoice',
          balance: '10000.00',
          funding_date: '2026-09-01',
        }),
      );
      const answer = await save(
        collectionForm({
          prospect_id: acme,
          debtor_id: northwind,
          amount: '10000.00',
          rows: [{ id: invoiceId!, kind: 'invoice', collected_amount: '10000.00' }],
        }),
      );
      expect(answer).toMatchObject({ statusCode: 200, body: { status: true, message: M.completed } });
      const id = Number(answer.body.id);
      expect(await entryOf(book.t.db, id)).toEqual(
        [
          `Dr 1000 10000.00`,
          `Cr ${code('1200', northwind)} 10000.00`,
          `Dr ${code('2100')} 370.00`,
          `Cr ${code('4100')} 370.00`,
        ].sort(),
      );
      const invoice = await invoiceOf(book.t.db, invoiceId!);
      expect(invoice).toMatchObject({ collectedAmount: '10000.00', discountFeeAmount: '370.00' });
      const [item] = await book.t.db
        .select()
        .from(collectionItems)
        .where(eq(collectionItems.collectionId, id));
      expect(item).toMatchObject({
        appliedAmount: '10000.00',
        discountFee: '370.00',
        feeDays: 37,
        excessAmount: '0.00',
      });
      // Fully collected: no longer offered.
      const after = await book.t.call(
        'collection/invoices',
        { prospect_id: acme, debtor_id: northwind, collection_type: 1 },
        book.tokens.ca,
      );
      expect((after.body.invoices as { id: number }[]).map((row) => row.id)).not.toContain(invoiceId);
    });

    it('example 3: a held payment is settled from the pool with a check', async () => {
      const [invoiceId] = await fundedInvoices(book, acme, lonestar, ['1500.00'], '2026-10-01');
      const ucId = await receiveUnappliedCash(book.t.db, acme, lonestar, '1200.00', '2026-10-10');
      const pool = await book.t.call(
        'collection/debtor_uc',
        { prospect_id: acme, debtor_id: lonestar },
        book.tokens.ca,
      );
      expect(pool.body.uc).toBe('1200.00');
      const answer = await save(
        collectionForm({
          prospect_id: acme,
          debtor_id: lonestar,
          amount: '300.00',
          posting: '2026-10-15',
          rows: [{ id: invoiceId!, kind: 'invoice', collected_amount: '300.00', uc: '1200.00' }],
        }),
      );
      expect(answer.statusCode).toBe(200);
      const id = Number(answer.body.id);
      expect(await entryOf(book.t.db, id)).toEqual(
        [
          `Dr 1000 300.00`,
          `Dr ${code('2300')} 1200.00`,
          `Cr ${code('1200', lonestar)} 1500.00`,
          `Dr ${code('2100')} 45.00`,
          `Cr ${code('4100')} 45.00`,
        ].sort(),
      );
      expect(await invoiceOf(book.t.db, invoiceId!)).toMatchObject({
        collectedAmount: '1500.00',
        discountFeeAmount: '45.00',
      });
      const [uc] = await book.t.db.select().from(unappliedCash).where(eq(unappliedCash.id, ucId));
      expect(uc).toMatchObject({ remaining: '0.00', status: 4 });
      const applications = await book.t.db
        .select()
        .from(unappliedCashApplications)
        .where(eq(unappliedCashApplications.collectionId, id));
      expect(applications).toEqual([
        expect.objectContaining({ unappliedCashId: ucId, amount: '1200.00', invoiceId }),
      ]);
      const poolAfter = await book.t.call(
        'collection/debtor_uc',
        { prospect_id: acme, debtor_id: lonestar },
        book.tokens.ca,
      );
      expect(poolAfter.body.uc).toBe('0.00');
    });

    it('example 4: an overpayment is held as unapplied cash on the invoice', async () => {
      const [invoiceId] = await fundedInvoices(book, acme, northwind, ['1000.00'], '2026-09-01');
      const answer = await save(
        collectionForm({
          prospect_id: acme,
          debtor_id: northwind,
          amount: '1050.00',
          posting: '2026-09-11',
          rows: [{ id: invoiceId!, kind: 'invoice', collected_amount: '1050.00' }],
        }),
      );
      expect(answer.statusCode).toBe(200);
      const id = Number(answer.body.id);
      expect(await entryOf(book.t.db, id)).toEqual(
        [
          `Dr 1000 1050.00`,
          `Cr ${code('1200', northwind)} 1000.00`,
          `Cr ${code('2300')} 50.00`,
          `Dr ${code('2100')} 30.00`,
          `Cr ${code('4100')} 30.00`,
        ].sort(),
      );
      expect(await invoiceOf(book.t.db, invoiceId!)).toMatchObject({
        collectedAmount: '1000.00',
        discountFeeAmount: '30.00',
        uc: '50.00',
      });
      const held = await book.t.db.select().from(unappliedCash).where(eq(unappliedCash.collectionId, id));
      expect(held).toEqual([
        expect.objectContaining({
          invoiceId,
          amount: '50.00',
          remaining: '50.00',
          status: 0,
          debtorId: northwind,
        }),
      ]);
      // Cash held on an invoice is not the pool a collection settles.
      const pool = await book.t.call(
        'collection/debtor_uc',
        { prospect_id: acme, debtor_id: northwind },
        book.tokens.ca,
      );
      expect(pool.body.uc).toBe('0.00');
    });

    it('cash held on an invoice and transferred to collection joins the pool and leaves the invoice', async () => {
      const [overpaid] = await fundedInvoices(book, acme, northwind, ['500.00'], '2026-09-01');
      const first = await save(
        collectionForm({
          prospect_id: acme,
          debtor_id: northwind,
          amount: '540.00',
          posting: '2026-09-11',
          rows: [{ id: overpaid!, kind: 'invoice', collected_amount: '540.00' }],
        }),
      );
      expect(first.statusCode).toBe(200);
      const [held] = await book.t.db
        .select()
        .from(unappliedCash)
        .where(eq(unappliedCash.collectionId, Number(first.body.id)));
      // Transfer to collection posts nothing: the cash stays in 2300 and joins the pool.
      await book.t.db.update(unappliedCash).set({ status: 1 }).where(eq(unappliedCash.id, held!.id));
      const pool = await book.t.call(
        'collection/debtor_uc',
        { prospect_id: acme, debtor_id: northwind },
        book.tokens.ca,
      );
      expect(pool.body.uc).toBe('40.00');
      const [target] = await fundedInvoices(book, acme, northwind, ['300.00'], '2026-10-01');
      const answer = await save(
        collectionForm({
          prospect_id: acme,
          debtor_id: northwind,
          amount: '260.00',
          posting: '2026-10-11',
          rows: [{ id: target!, kind: 'invoice', collected_amount: '260.00', uc: '40.00' }],
        }),
      );
      expect(answer.statusCode).toBe(200);
      expect(await invoiceOf(book.t.db, overpaid!)).toMatchObject({ uc: '0.00' });
      expect(await invoiceOf(book.t.db, target!)).toMatchObject({
        collectedAmount: '300.00',
        discountFeeAmount: '9.00',
      });
      const [used] = await book.t.db.select().from(unappliedCash).where(eq(unappliedCash.id, held!.id));
      expect(used).toMatchObject({ remaining: '0.00', status: 4 });
    });

    it('examples 2 and 6: short-paid, charged back, then the debtor pays the chargeback', async () => {
      const [invoiceId] = await fundedInvoices(book, acme, lonestar, ['5000.00'], '2026-09-01');
      const paid = await save(
        collectionForm({
          prospect_id: acme,
          debtor_id: lonestar,
          amount: '3000.00',
          posting: '2026-09-21',
          payment_type: 0,
          check_number: '021000021',
          rows: [{ id: invoiceId!, kind: 'invoice', collected_amount: '3000.00' }],
        }),
      );
      expect(paid.statusCode).toBe(200);
      expect(await entryOf(book.t.db, Number(paid.body.id))).toEqual(
        [
          `Dr 1000 3000.00`,
          `Cr ${code('1200', lonestar)} 3000.00`,
          `Dr ${code('2100')} 90.00`,
          `Cr ${code('4100')} 90.00`,
        ].sort(),
      );
      const chargebackId = await book.t.db.transaction((tx) =>
        raiseChargeback(tx, invoiceId!, '2026-11-01', null),
      );
      expect(chargebackId).not.toBeNull();
      const offered = await book.t.call(
        'collection/invoices',
        { prospect_id: acme, debtor_id: lonestar, collection_type: 2 },
        book.tokens.ca,
      );
      expect(offered.body.invoices).toContainEqual(
        expect.objectContaining({ id: chargebackId, kind: 'chargeback', balance: '2000.00' }),
      );
      const answer = await save(
        collectionForm({
          prospect_id: acme,
          debtor_id: lonestar,
          collection_type: 2,
          amount: '2000.00',
          posting: '2026-11-02',
          rows: [{ id: chargebackId!, kind: 'chargeback', collected_amount: '2000.00' }],
        }),
      );
      expect(answer.statusCode).toBe(200);
      expect(await entryOf(book.t.db, Number(answer.body.id))).toEqual(
        [`Dr 1000 2000.00`, `Cr ${code('1300')} 2000.00`].sort(),
      );
      const [chargeback] = await book.t.db
        .select()
        .from(chargebacks)
        .where(eq(chargebacks.id, chargebackId!));
      expect(chargeback).toMatchObject({ adjustedCb: '0.00', chargeBackSettled: 1 });
    });
  });

  describe('the types and the moves', () => {
    // Cedar Creek on the examples' terms: its invoices are funded before any is charged back (a
    // verification must otherwise choose the client's open chargebacks).
    let invoiceId: number;
    let shortId: number;
    let movedId: number;
    let partial: number | null;
    beforeAll(async () => {
      [invoiceId, shortId] = (await fundedInvoices(
        book,
        cedar,
        northwind,
        ['2000.00', '800.00'],
        '2026-10-01',
      )) as [number, number];
      [movedId] = (await fundedInvoices(book, cedar, lonestar, ['1000.00'], '2026-10-01')) as [number];
    });

    it('type 3 settles an invoice and a chargeback part-way in one entry', async () => {
      const chargebackId = await book.t.db.transaction((tx) =>
        raiseChargeback(tx, shortId, '2026-10-20', null),
      );
      partial = chargebackId;
      const answer = await save(
        collectionForm({
          prospect_id: cedar,
          debtor_id: northwind,
          collection_type: 3,
          amount: '2000.00',
          cb_amount: '300.00',
          total_amount: '2300.00',
          posting: '2026-10-21',
          rows: [
            { id: invoiceId, kind: 'invoice', collected_amount: '2000.00' },
            { id: chargebackId!, kind: 'chargeback', collected_amount: '300.00' },
          ],
        }),
      );
      expect(answer.statusCode).toBe(200);
      // Days 20 + 2 = 22: 3 % of 2,000.00.
      expect(await entryOf(book.t.db, Number(answer.body.id))).toEqual(
        [
          `Dr 1000 2300.00`,
          `Cr ${code('1200', northwind, cedar)} 2000.00`,
          `Cr ${code('1300', undefined, cedar)} 300.00`,
          `Dr ${code('2100', undefined, cedar)} 60.00`,
          `Cr ${code('4100', undefined, cedar)} 60.00`,
        ].sort(),
      );
      const [chargeback] = await book.t.db
        .select()
        .from(chargebacks)
        .where(eq(chargebacks.id, chargebackId!));
      expect(chargeback).toMatchObject({ adjustedCb: '500.00', chargeBackSettled: 2 });
    });

    it('move to chargeback charges the rest of a short-paid invoice back at once', async () => {
      const answer = await save(
        collectionForm({
          prospect_id: cedar,
          debtor_id: lonestar,
          amount: '400.00',
          posting: '2026-10-11',
          rows: [{ id: movedId, kind: 'invoice', collected_amount: '400.00', move_to_cb: true }],
        }),
      );
      expect(answer.statusCode).toBe(200);
      const [chargeback] = await book.t.db
        .select()
        .from(chargebacks)
        .where(eq(chargebacks.invoiceId, movedId));
      expect(chargeback).toMatchObject({ cb: '600.00', chargebackDate: '2026-10-11', cbFee: '50.00' });
      expect(await invoiceOf(book.t.db, movedId)).toMatchObject({
        collectedAmount: '400.00',
        chargebackAmount: '600.00',
        discountFeeAmount: '12.00',
      });
    });

    it('tells the staff who see collections and the client, never the one who posted', async () => {
      const rows = await book.t.db
        .select({ email: users.email })
        .from(notifications)
        .innerJoin(users, eq(users.id, notifications.userId))
        .where(eq(notifications.type, 'collection_posted'));
      const emails = new Set(rows.map((row) => row.email));
      expect(emails.has('client@factordesk.test')).toBe(true);
      expect(emails.has('ca@factordesk.test')).toBe(false);
    });

    it('a wire has no deposit date and posts on or after its wire date', async () => {
      const form = (posting: string) =>
        collectionForm({
          prospect_id: cedar,
          debtor_id: northwind,
          collection_type: 2,
          amount: '100.00',
          posting,
          check_date: '2026-10-25',
          payment_type: 2,
          check_number: 'WIRE42',
          check_deposit_date: '',
          rows: [{ id: partial!, kind: 'chargeback', collected_amount: '100.00' }],
        });
      expect((await save(form('2026-10-24'))).statusCode).toBe(400);
      const answer = await save(form('2026-10-25'));
      expect(answer.statusCode).toBe(200);
      const [stored] = await book.t.db
        .select()
        .from(collections)
        .where(eq(collections.id, Number(answer.body.id)));
      expect(stored).toMatchObject({ paymentType: 2, checkDepositDate: null, totalAmount: '100.00' });
      const [chargeback] = await book.t.db.select().from(chargebacks).where(eq(chargebacks.id, partial!));
      expect(chargeback).toMatchObject({ adjustedCb: '400.00', chargeBackSettled: 2 });
    });
  });

  describe('refusals change nothing', () => {
    let invoiceId: number;
    beforeAll(async () => {
      [invoiceId] = (await fundedInvoices(book, acme, northwind, ['900.00'], '2026-10-01')) as [number];
    });
    const base = () => ({
      prospect_id: acme,
      debtor_id: northwind,
      amount: '100.00',
      posting: '2026-10-20',
      rows: [{ id: invoiceId, kind: 'invoice' as const, collected_amount: '100.00' }],
    });
    async function refused(form: FormData, status: number, message?: string, token?: string) {
      const [collectionsBefore, entriesBefore] = [await count(), await entryCount()];
      const answer = await save(form, token);
      expect(answer.statusCode).toBe(status);
      if (message) expect(answer.body.message).toBe(message);
      expect([await count(), await entryCount()]).toEqual([collectionsBefore, entriesBefore]);
      expect(await invoiceOf(book.t.db, invoiceId)).toMatchObject({ collectedAmount: '0.00' });
    }

    it('amounts not matching', async () => {
      await refused(collectionForm({ ...base(), amount: '90.00' }), 400, M.amountsNotMatching);
      await refused(collectionForm({ ...base(), total_amount: '120.00' }), 400, M.totalMismatch);
    });
    it('a row without an amount, none selected, type 3 without both kinds', async () => {
      await refused(
        collectionForm({
          ...base(),
          amount: '0.00',
          rows: [{ id: invoiceId, kind: 'invoice', collected_amount: '0' }],
        }),
        400,
        M.invoiceNeedsAmount,
      );
      await refused(collectionForm({ ...base(), rows: [] }), 400, M.selectAtLeastOne);
      await refused(collectionForm({ ...base(), collection_type: 3 }), 400, M.selectAtLeastOne);
    });
    it('unapplied cash above the pool', async () => {
      await refused(
        collectionForm({
          ...base(),
          rows: [{ id: invoiceId, kind: 'invoice', collected_amount: '100.00', uc: '50.00' }],
        }),
        400,
        M.ucAbovePool,
      );
    });
    it('a row of another debtor, of another client, a deleted invoice', async () => {
      const [otherDebtor] = await fundedInvoices(book, acme, lonestar, ['100.00'], '2026-10-01');
      await refused(
        collectionForm({
          ...base(),
          rows: [{ id: otherDebtor!, kind: 'invoice', collected_amount: '100.00' }],
        }),
        400,
        M.rowNotOffered,
      );
      const [otherClient] = await fundedInvoices(book, bayside, northwind, ['100.00'], '2026-10-01');
      await refused(
        collectionForm({
          ...base(),
          rows: [{ id: otherClient!, kind: 'invoice', collected_amount: '100.00' }],
        }),
        404,
      );
      await refused(
        collectionForm({ ...base(), rows: [{ id: 999999, kind: 'invoice', collected_amount: '100.00' }] }),
        404,
      );
      const [deleted] = await fundedInvoices(book, acme, northwind, ['100.00'], '2026-10-01');
      await book.t.db.update(invoices).set({ deletedAt: new Date() }).where(eq(invoices.id, deleted!));
      await refused(
        collectionForm({ ...base(), rows: [{ id: deleted!, kind: 'invoice', collected_amount: '100.00' }] }),
        400,
        M.invoiceNotOpen,
      );
    });
    it('move to chargeback on a fully paid row', async () => {
      await refused(
        collectionForm({
          ...base(),
          amount: '900.00',
          rows: [{ id: invoiceId, kind: 'invoice', collected_amount: '900.00', move_to_cb: true }],
        }),
        400,
        M.moveToCbNotAllowed,
      );
    });
    it('the payment fields and the dates', async () => {
      await refused(collectionForm({ ...base(), posting: '2026-09-30' }), 400);
      await refused(collectionForm({ ...base(), posting: '2026-11-03' }), 400, M.postingInFuture);
      await refused(collectionForm({ ...base(), check_number: 'CHK-1' }), 400);
      await refused(collectionForm({ ...base(), check_number: 'C'.repeat(21) }), 400);
      await refused(collectionForm({ ...base(), check_deposit_date: '2026-10-21' }), 400);
      await refused(collectionForm({ ...base(), check_deposit_date: '' }), 400);
      await refused(collectionForm({ ...base(), check_number: 'CHK\u0001' }), 400);
    });
    it('malformed money and wrong types', async () => {
      for (const amount of ['5,00', '1e3', '-5', '1.005', 'abc']) {
        await refused(collectionForm({ ...base(), amount }), 400);
      }
      await refused(collectionForm({ ...base(), collection_type: 4 as 1 }), 400);
      const form = collectionForm(base());
      form.set('invoices', '{not json');
      await refused(form, 400);
      const forged = collectionForm(base());
      forged.set('invoices', JSON.stringify([{ id: 'x', kind: 'invoice', collected_amount: '100.00' }]));
      await refused(forged, 400);
    });
    it('the attachment: required, proven by its bytes, no # or &', async () => {
      await refused(collectionForm(base(), null), 400, M.attachmentRequired);
      await refused(
        collectionForm(base(), { name: 'check.pdf', data: Buffer.from('MZ not a pdf at all') }),
        400,
      );
      await refused(collectionForm(base(), { name: 'check#1.pdf', data: checkImage() }), 400);
      await refused(collectionForm(base(), { name: 'check.exe', data: checkImage() }), 400);
    });
    it("a client user records no money, its own company's or another's (403); a caller without the right (403)", async () => {
      await refused(collectionForm(base()), 403, M.staffRecordsMoney, book.tokens.client);
      await refused(
        collectionForm({ ...base(), prospect_id: bayside }),
        403,
        M.staffRecordsMoney,
        book.tokens.client,
      );
      await refused(collectionForm(base()), 403, undefined, book.tokens.analyst);
      const offered = await book.t.call(
        'collection/invoices',
        { prospect_id: bayside, debtor_id: northwind, collection_type: 1 },
        book.tokens.client,
      );
      expect(offered.statusCode).toBe(404);
      const pool = await book.t.call(
        'collection/debtor_uc',
        { prospect_id: bayside, debtor_id: northwind },
        book.tokens.client,
      );
      expect(pool.statusCode).toBe(404);
    });
  });

  describe('queues and repeats', () => {
    it('two collections of the same invoice never over-collect', async () => {
      const [invoiceId] = await fundedInvoices(book, acme, northwind, ['700.00'], '2026-10-01');
      const form = () =>
        collectionForm({
          prospect_id: acme,
          debtor_id: northwind,
          amount: '700.00',
          posting: '2026-10-20',
          rows: [{ id: invoiceId!, kind: 'invoice', collected_amount: '700.00' }],
        });
      const answers = await Promise.all([save(form()), save(form())]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
      expect(await invoiceOf(book.t.db, invoiceId!)).toMatchObject({ collectedAmount: '700.00' });
      const items = await book.t.db
        .select()
        .from(collectionItems)
        .where(eq(collectionItems.invoiceId, invoiceId!));
      expect(items).toHaveLength(1);
    });

    it('two collections settling the same pool never take more than it holds', async () => {
      const [one, two] = await fundedInvoices(book, bayside, lonestar, ['400.00', '400.00'], '2026-10-01');
      await receiveUnappliedCash(book.t.db, bayside, lonestar, '300.00', '2026-10-05');
      const form = (invoiceId: number) =>
        collectionForm({
          prospect_id: bayside,
          debtor_id: lonestar,
          amount: '200.00',
          posting: '2026-10-20',
          rows: [{ id: invoiceId, kind: 'invoice', collected_amount: '200.00', uc: '200.00' }],
        });
      const answers = await Promise.all([save(form(one!)), save(form(two!))]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
      expect(answers.find((answer) => answer.statusCode === 400)!.body.message).toBe(M.ucAbovePool);
      const pool = await book.t.call(
        'collection/debtor_uc',
        { prospect_id: bayside, debtor_id: lonestar },
        book.tokens.ca,
      );
      expect(pool.body.uc).toBe('100.00');
    });

    it('a repeat with the same Idempotency-Key replays the answer and posts once', async () => {
      const [invoiceId] = await fundedInvoices(book, acme, northwind, ['600.00'], '2026-10-01');
      const form = () =>
        collectionForm({
          prospect_id: acme,
          debtor_id: northwind,
          amount: '250.00',
          posting: '2026-10-20',
          rows: [{ id: invoiceId!, kind: 'invoice', collected_amount: '250.00' }],
        });
      const key = { 'Idempotency-Key': `collection-${invoiceId}` };
      const first = await save(form(), book.tokens.ca, key);
      const second = await save(form(), book.tokens.ca, key);
      expect(first.statusCode).toBe(200);
      expect(second).toEqual(first);
      expect(await invoiceOf(book.t.db, invoiceId!)).toMatchObject({ collectedAmount: '250.00' });
    });
  });

  describe('the list, the notes and the report', () => {
    it('lists collections with their rows, searched, and a client user only its own without the fees', async () => {
      const all = await book.t.call('collection/fetch', { page: 1, per_page: 100 }, book.tokens.ca);
      expect(all.statusCode).toBe(200);
      const page = all.body.collections as {
        data: { id: number; invoices: Record<string, unknown>[] }[];
        total: number;
      };
      expect(page.total).toBeGreaterThan(3);
      expect(page.data[0]!.invoices[0]).toHaveProperty('discount_fee');
      const [first] = await book.t.db
        .select()
        .from(collections)
        .where(eq(collections.prospectId, acme))
        .limit(1);
      const found = await book.t.call(
        'collection/fetch',
        { page: 1, per_page: 10, search_text: `COL-${first!.id}` },
        book.tokens.ca,
      );
      expect((found.body.collections as { data: { id: number }[] }).data.map((row) => row.id)).toContain(
        first!.id,
      );
      const client = await book.t.call('collection/fetch', { page: 1, per_page: 100 }, book.tokens.client);
      const clientPage = client.body.collections as { data: { prospect_id: number; invoices: object[] }[] };
      expect(clientPage.data.length).toBeGreaterThan(0);
      expect(clientPage.data.every((row) => row.prospect_id === acme)).toBe(true);
      expect(clientPage.data[0]!.invoices[0]).not.toHaveProperty('discount_fee');
      const denied = await book.t.call('collection/fetch', { page: 1, per_page: 10 }, book.tokens.analyst);
      expect([200, 403]).toContain(denied.statusCode);
    });

    it('adds and lists notes, 150 characters at most', async () => {
      const [first] = await book.t.db.select().from(collections).limit(1);
      const added = await book.t.call(
        'collection/notes/save',
        { collection_id: first!.id, note: 'Called AP' },
        book.tokens.ca,
      );
      expect(added.statusCode).toBe(200);
      const blank = await book.t.call(
        'collection/notes/save',
        { collection_id: first!.id, note: ' ' },
        book.tokens.ca,
      );
      expect(blank).toMatchObject({ statusCode: 400, body: { message: M.addNoteRequired } });
      const long = await book.t.call(
        'collection/notes/save',
        { collection_id: first!.id, note: 'x'.repeat(151) },
        book.tokens.ca,
      );
      expect(long.statusCode).toBe(400);
      const notes = await book.t.call('collection/notes', { collection_id: first!.id }, book.tokens.ca);
      expect(notes.body.notes).toEqual([expect.objectContaining({ note: 'Called AP' })]);
      const missing = await book.t.call('collection/notes', { collection_id: 999999 }, book.tokens.ca);
      expect(missing.statusCode).toBe(404);
    });

    it("downloads one collection as a PDF, never another client's", async () => {
      const [first] = await book.t.db
        .select()
        .from(collections)
        .where(eq(collections.prospectId, acme))
        .limit(1);
      const response = await book.t.app.inject({
        method: 'POST',
        url: '/api/v1/collection/report',
        payload: { id: first!.id },
        headers: { authorization: `Bearer ${book.tokens.ca}` },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('application/pdf');
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const [bays] = await fundedInvoices(book, bayside, northwind, ['100.00'], '2026-10-01');
      const posted = await save(
        collectionForm({
          prospect_id: bayside,
          debtor_id: northwind,
          amount: '100.00',
          posting: '2026-10-20',
          rows: [{ id: bays!, kind: 'invoice', collected_amount: '100.00' }],
        }),
      );
      expect(posted.statusCode).toBe(200);
      const other = await book.t.app.inject({
        method: 'POST',
        url: '/api/v1/collection/report',
        payload: { id: Number(posted.body.id) },
        headers: { authorization: `Bearer ${book.tokens.client}` },
      });
      expect(other.statusCode).toBe(404);
    });
  });
});
