import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { chargebacks, invoices, reserveReleases } from '../../src/server/db/schema';
import { messages } from '../../src/shared/messages';
import { reserveRefusals as R } from '../../src/server/modules/reserves/refusals';
import { grantRole } from './debtorsBook';
import { ledgerDifferences, type FundingBook } from './fundingBook';
import {
  entryCount,
  releaseForm,
  startReservesBook,
  useExampleTerms,
  workedExample,
  type WorkedExample,
} from './reservesBook';

/**
 * What Post Reserve Release and its lookups refuse (docs/decisions/0029): each refusal answers a
 * clear error and changes nothing; a client user sees its own company only and posts nothing.
 */
describe('reserves: refusals, scope and repeats', () => {
  let book: FundingBook;
  let acme: number;
  let cedar: number;
  let bayside: number;
  let ex: WorkedExample;
  let cedarEx: WorkedExample;
  /** The valid form of the worked example's release (acme). */
  let valid: Record<string, unknown>;
  const call = (path: string, body: unknown, token = book.tokens.ca, headers?: Record<string, string>) =>
    book.t.call(path, body, token, headers);

  /** The call is refused with `status` (and `message` when given), and nothing is posted or released. */
  async function refused(body: unknown, status: number, message?: string | RegExp, token = book.tokens.ca) {
    const before = await entryCount(book.t.db);
    const releases = (await book.t.db.select({ id: reserveReleases.id }).from(reserveReleases)).length;
    const answer = await call('reserve_release/save', body, token);
    expect(answer.statusCode).toBe(status);
    expect(answer.body.status).toBe(false);
    if (typeof message === 'string') expect(answer.body.message).toBe(message);
    else if (message) expect(answer.body.message).toMatch(message);
    expect(await entryCount(book.t.db)).toBe(before);
    expect((await book.t.db.select({ id: reserveReleases.id }).from(reserveReleases)).length).toBe(releases);
    const [row] = await book.t.db.select().from(invoices).where(eq(invoices.id, ex.i1001));
    expect(row!.reserveReleaseId).toBeNull();
  }

  beforeAll(async () => {
    book = await startReservesBook();
    ({ acme, cedar, bayside } = book.clients);
    await useExampleTerms(book.t.db, bayside);
    ex = await workedExample(book, acme, book.debtors.northwind);
    cedarEx = await workedExample(book, cedar, book.debtors.lonestar);
    // The client's users may open the release form here, so that ownership is what refuses them.
    await grantRole(book.t, 'client', ['create_rr_batch', 'reserve_release_selection']);
    valid = await releaseForm(book, { invoices: [ex.i1001, ex.i1002], charge_backs: [ex.chargeback] });
    expect(valid.released_amount).toBe('715.00');
  });
  afterAll(() => book.t.close());
  afterEach(async () => {
    expect(await ledgerDifferences(book.t.db)).toEqual([]);
  });

  describe('the figures', () => {
    it('refuses previous reserves that differ from the books', async () => {
      await refused({ ...valid, previous_reserves: '-49.99' }, 400, R.figuresChanged);
    });
    it('refuses a wire fee, escrow or cb amount that differ from the server', async () => {
      await refused({ ...valid, wire_fee: '0.00', released_amount: '740.00' }, 400, R.figuresChanged);
      await refused(
        { ...valid, escrow: '300.00', custom_amount: '2790.00', released_amount: '765.00' },
        400,
        R.figuresChanged,
      );
      await refused({ ...valid, cb_amount: '1000.00', released_amount: '1715.00' }, 400, R.figuresChanged);
    });
    it('refuses a released amount that is not custom − wire fee − cb amount', async () => {
      await refused({ ...valid, released_amount: '716.00' }, 400, R.figuresChanged);
    });
    it('refuses a total above the batch total', async () => {
      await refused(
        { ...valid, custom_amount: '2740.01', released_amount: '715.01' },
        400,
        messages.reserve.totalExceedsBatch('$2,740.00'),
      );
    });
    it('refuses a release below $1.00', async () => {
      // As the form would send it: refused by the rules of the request.
      await refused(
        { ...valid, custom_amount: '2025.50', released_amount: '0.50' },
        400,
        messages.reserve.releasedAmountRequired,
      );
      // Lowered below the fee and the chargebacks, while claiming $1.00.
      await refused(
        { ...valid, custom_amount: '2025.50', released_amount: '1.00' },
        400,
        messages.reserve.releasedAmountRequired,
      );
    });
    it('refuses escrows above the extra escrow', async () => {
      await refused(
        {
          ...valid,
          escrows: [ex.i1001],
          escrow: '500.00',
          custom_amount: '2990.00',
          released_amount: '965.00',
        },
        400,
        R.escrowAboveExtra('$450.00'),
      );
      await refused(
        {
          ...valid,
          escrows: [ex.i1002, ex.i1006],
          escrow: '550.00',
          custom_amount: '3040.00',
          released_amount: '1015.00',
        },
        400,
        R.escrowAboveExtra('$450.00'),
      );
    });
    it("refuses an escrow that is another client's", async () => {
      await refused({ ...valid, escrows: [cedarEx.i1002] }, 400, R.escrowNotHeld);
    });
  });

  describe('the chargebacks', () => {
    it("refuses another client's chargeback", async () => {
      await refused({ ...valid, charge_backs: [cedarEx.chargeback] }, 400, R.chargebackNotOpen);
    });
    it('refuses a chargeback chosen by a schedule verification', async () => {
      const [invoice] = await book.t.db.select().from(invoices).where(eq(invoices.id, ex.i1006));
      await book.t.db
        .update(chargebacks)
        .set({ settledByScheduleId: invoice!.scheduleId })
        .where(eq(chargebacks.id, ex.chargeback));
      try {
        await refused(valid, 400, R.chargebackNotOpen);
      } finally {
        await book.t.db
          .update(chargebacks)
          .set({ settledByScheduleId: null })
          .where(eq(chargebacks.id, ex.chargeback));
      }
    });
    it('refuses a chargeback a forged id names', async () => {
      await refused({ ...valid, charge_backs: [987654] }, 400, R.chargebackNotOpen);
    });
  });

  describe('the date', () => {
    it("refuses a date before the latest posting of the batch's collections", async () => {
      await refused({ ...valid, reserve_release_date: '2026-10-05' }, 400, R.dateBeforePosting('2026-10-06'));
    });
    it('refuses a date in the future', async () => {
      await refused({ ...valid, reserve_release_date: '2026-11-03' }, 400, R.dateInFuture);
    });
    it('refuses a date that is not one', async () => {
      await refused(
        { ...valid, reserve_release_date: '11/02/2026' },
        400,
        messages.reserve.releaseDateRequired,
      );
      await refused(
        { ...valid, reserve_release_date: '2026-02-30' },
        400,
        messages.reserve.releaseDateRequired,
      );
    });
  });

  describe('the invoices', () => {
    it('refuses an invoice not releasable', async () => {
      await refused({ ...valid, invoices: [ex.i1001, ex.i1002, ex.i1006] }, 400, /is not releasable/);
    });
    it('refuses invoices of two clients', async () => {
      await refused({ ...valid, invoices: [ex.i1001, cedarEx.i1001] }, 400, R.sameClient);
      const batch = await call('reserve/batch', { id: [ex.i1001, cedarEx.i1001] });
      expect(batch).toMatchObject({ statusCode: 400, body: { message: messages.invoice.sameClient } });
      expect(messages.invoice.sameClient).toBe('Please select invoices which belongs to same client');
    });
    it("refuses a client that is not the invoices' own", async () => {
      await refused({ ...valid, prospect_id: cedar }, 400, R.sameClient);
    });
    it('answers 404 for an invoice that does not exist', async () => {
      await refused({ ...valid, invoices: [ex.i1001, 987654] }, 404);
      const batch = await call('reserve/batch', { id: [987654] });
      expect(batch.statusCode).toBe(404);
    });
  });

  describe('bad input', () => {
    it.each([
      ['custom amount "5,00"', (): Record<string, unknown> => ({ custom_amount: '5,00' })],
      ['custom amount "1e3"', (): Record<string, unknown> => ({ custom_amount: '1e3' })],
      ['a negative custom amount', (): Record<string, unknown> => ({ custom_amount: '-5.00' })],
      ['a custom amount of three decimals', (): Record<string, unknown> => ({ custom_amount: '2740.001' })],
      ['a custom amount as a number', (): Record<string, unknown> => ({ custom_amount: 2740 })],
      ['released amount "7,15"', (): Record<string, unknown> => ({ released_amount: '7,15' })],
      ['escrow "1e2"', (): Record<string, unknown> => ({ escrow: '1e2' })],
      ['a negative escrow', (): Record<string, unknown> => ({ escrow: '-250.00' })],
      ['repeated invoices', (): Record<string, unknown> => ({ invoices: [ex.i1001, ex.i1001] })],
      [
        'repeated chargebacks',
        (): Record<string, unknown> => ({ charge_backs: [ex.chargeback, ex.chargeback] }),
      ],
      ['repeated escrows', (): Record<string, unknown> => ({ escrows: [ex.i1002, ex.i1002] })],
      ['no invoices', (): Record<string, unknown> => ({ invoices: [] })],
      ['an invoice id as text', (): Record<string, unknown> => ({ invoices: ['abc'] })],
      ['a negative invoice id', (): Record<string, unknown> => ({ invoices: [-1] })],
      ['an unknown payment type', (): Record<string, unknown> => ({ payment_type: 7 })],
      [
        'a control character in the date',
        (): Record<string, unknown> => ({ reserve_release_date: '2026-11-02\u0000' }),
      ],
      [
        'a control character in an amount',
        (): Record<string, unknown> => ({ custom_amount: '2740.00\u0007' }),
      ],
      ['an unknown field', (): Record<string, unknown> => ({ note: 'extra' })],
    ])('refuses %s with a 400', async (_name, change) => {
      await refused({ ...valid, ...change() }, 400);
    });
    it('refuses a client id of another type', async () => {
      await refused({ ...valid, prospect_id: 'acme' }, 400);
    });
  });

  describe('who may act', () => {
    it('refuses a client user, even with the rights: releases are posted by staff', async () => {
      await refused(valid, 403, R.staffReleases, book.tokens.client);
    });
    it('refuses a user without create_rr_batch', async () => {
      await refused(valid, 403, undefined, book.tokens.analyst);
    });
    it("answers 404 to a client user for another client's invoices and figures", async () => {
      const batch = await call('reserve/batch', { id: [cedarEx.i1001] }, book.tokens.client);
      expect(batch.statusCode).toBe(404);
      const mixed = await call('reserve/batch', { id: [ex.i1001, cedarEx.i1001] }, book.tokens.client);
      expect(mixed.statusCode).toBe(404);
      for (const path of [
        'reserve/previous_reserves',
        'reserve/available_escrows',
        'reserve/ten_percent_ar',
      ]) {
        expect((await call(path, { prospect_id: cedar }, book.tokens.client)).statusCode).toBe(404);
        expect((await call(path, { prospect_id: acme }, book.tokens.client)).statusCode).toBe(200);
      }
      const own = await call('reserve/batch', { id: [ex.i1001] }, book.tokens.client);
      expect(own.statusCode).toBe(200);
    });
    it("lists a client user's own company only, whatever it searches", async () => {
      for (const card of ['cash', 'escrow']) {
        const list = await call(
          'reserve/fetch',
          { card, search_text: '', per_page: 0, show_all: 1 },
          book.tokens.client,
        );
        const rows = (list.body.reserves as { data: { prospect_id: number }[] }).data;
        expect(rows.length).toBeGreaterThan(0);
        expect(rows.every((row) => row.prospect_id === acme)).toBe(true);
        const staff = await call('reserve/fetch', { card, search_text: '', per_page: 0 });
        const staffRows = (staff.body.reserves as { data: { prospect_id: number }[] }).data;
        expect(staffRows.some((row) => row.prospect_id === cedar)).toBe(true);
      }
      const searched = await call(
        'reserve/fetch',
        { card: 'cash', search_text: 'cedar' },
        book.tokens.client,
      );
      expect((searched.body.reserves as { total: number }).total).toBe(0);
      const debtor = await call('reserve/fetch', { card: 'cash', search_text: '' }, book.tokens.debtor);
      expect(debtor.statusCode).toBe(403);
    });
    it('searches the cards by invoice no, client name and funding date', async () => {
      const [row] = await book.t.db.select().from(invoices).where(eq(invoices.id, cedarEx.i1006));
      const byNo = await call('reserve/fetch', { card: 'cash', search_text: row!.invoiceNo });
      expect((byNo.body.reserves as { data: { id: number }[] }).data.map((r) => r.id)).toEqual([
        cedarEx.i1006,
      ]);
      const byName = await call('reserve/fetch', { card: 'cash', search_text: 'CEDAR creek', per_page: 50 });
      const names = (byName.body.reserves as { data: { prospect_id: number }[] }).data;
      expect(names.length).toBe(3);
      expect(names.every((r) => r.prospect_id === cedar)).toBe(true);
      const byDate = await call('reserve/fetch', { card: 'cash', search_text: '09/01/2026', per_page: 50 });
      expect((byDate.body.reserves as { total: number }).total).toBe(6);
      const none = await call('reserve/fetch', { card: 'cash', search_text: '09/02/2026' });
      expect((none.body.reserves as { total: number }).total).toBe(0);
      const sorted = await call('reserve/fetch', {
        card: 'cash',
        search_text: '',
        per_page: 50,
        sort_by: 'reserved_amount',
        sort_desc: true,
      });
      const amounts = (sorted.body.reserves as { data: { reserved_amount: string }[] }).data.map((r) =>
        Number(r.reserved_amount),
      );
      expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    });
    it('keeps terminated clients off the cards unless staff ask', async () => {
      const { prospects } = await import('../../src/server/db/schema');
      await book.t.db.update(prospects).set({ terminatedAt: new Date() }).where(eq(prospects.id, cedar));
      try {
        const hidden = await call('reserve/fetch', { card: 'cash', search_text: 'cedar' });
        expect((hidden.body.reserves as { total: number }).total).toBe(0);
        const shown = await call('reserve/fetch', { card: 'cash', search_text: 'cedar', show_all: 1 });
        const rows = (shown.body.reserves as { data: { is_terminated: boolean }[] }).data;
        expect(rows.length).toBe(3);
        expect(rows.every((r) => r.is_terminated)).toBe(true);
      } finally {
        await book.t.db.update(prospects).set({ terminatedAt: null }).where(eq(prospects.id, cedar));
      }
    });
  });

  describe('a repeated post', () => {
    it('answers the same for a repeated Idempotency-Key and posts once', async () => {
      const form = await releaseForm(book, { invoices: [cedarEx.i1001], payment_type: 0 });
      const before = await entryCount(book.t.db);
      const headers = { 'Idempotency-Key': 'reserve-release-once-1' };
      const first = await call('reserve_release/save', form, book.tokens.ca, headers);
      const again = await call('reserve_release/save', form, book.tokens.ca, headers);
      expect(first.statusCode).toBe(200);
      expect(again.statusCode).toBe(200);
      expect(again.body).toEqual(first.body);
      expect(await entryCount(book.t.db)).toBe(before + 1);
      // Without the key, the second post is refused: the invoice is released.
      const third = await call('reserve_release/save', form);
      expect(third.statusCode).toBe(400);
      expect(await entryCount(book.t.db)).toBe(before + 1);
      // The client user sees its releases without who made them; not another client's.
      const mine = await call('reserve_release/fetch', { search_text: '' }, book.tokens.client);
      expect((mine.body.reserve_releases as { total: number }).total).toBe(0);
      const details = await call('reserve_release/details', { id: first.body.id }, book.tokens.client);
      expect(details.statusCode).toBe(404);
    });
  });
});
