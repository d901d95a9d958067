import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import { reserveCardCondition } from '../../src/server/modules/reserves/list';
import {
  chargebacks,
  invoices,
  notifications,
  reserveReleaseInvoices,
  reserveReleases,
  users,
} from '../../src/server/db/schema';
import { messages } from '../../src/shared/messages';
import { ledgerDifferences, type FundingBook } from './fundingBook';
import {
  balanceOf,
  collect,
  entryCount,
  fundedInvoices,
  linesOf,
  releaseForm,
  startReservesBook,
  useExampleTerms,
  workedExample,
  type WorkedExample,
} from './reservesBook';

/**
 * Reserves and their release on the server (docs/decisions/0029-reserves-and-their-release.md): the
 * worked example end to end through the API, to the cent, with its entry and the books checked.
 */
describe('reserves: the worked example of 0029', () => {
  let book: FundingBook;
  let acme: number;
  let example: WorkedExample;
  let releaseId: number;
  const call = (path: string, body: unknown, token = book.tokens.ca, headers?: Record<string, string>) =>
    book.t.call(path, body, token, headers);

  beforeAll(async () => {
    book = await startReservesBook();
    acme = book.clients.acme;
    example = await workedExample(book, acme, book.debtors.northwind);
  });
  afterAll(() => book.t.close());
  afterEach(async () => {
    expect(await ledgerDifferences(book.t.db)).toEqual([]);
  });

  it('reads what the client is owed from the books before the release', async () => {
    expect(await balanceOf(book.t.db, '2100', acme)).toBe('-3690.00');
    const previous = await call('reserve/previous_reserves', { prospect_id: acme });
    expect(previous.body).toMatchObject({ status: true, amount: '-50.00' });
    const ar = await call('reserve/ten_percent_ar', { prospect_id: acme });
    expect(ar.body).toMatchObject({ open_receivables: '6000.00', amount: '600.00' });
    const escrows = await call('reserve/available_escrows', { prospect_id: acme });
    expect(escrows.body).toMatchObject({
      held_escrow: '1050.00',
      open_receivables: '6000.00',
      ten_percent_ar: '600.00',
      extra_escrow: '450.00',
      auto_selected: [example.i1002],
    });
    expect(escrows.body.escrows).toEqual([
      expect.objectContaining({ invoice_id: example.i1001, amount: '500.00', funding_date: '2026-09-01' }),
      expect.objectContaining({ invoice_id: example.i1002, amount: '250.00' }),
      expect.objectContaining({ invoice_id: example.i1006, amount: '300.00' }),
    ]);
  });

  it('lists the three invoices on the Cash Reserves card, the closed ones releasable', async () => {
    const list = await call('reserve/fetch', { card: 'cash', search_text: '', per_page: 50 });
    expect(list.statusCode).toBe(200);
    const rows = (list.body.reserves as { data: Record<string, unknown>[] }).data;
    const byId = new Map(rows.map((row) => [row.id as number, row]));
    expect(byId.get(example.i1001)).toMatchObject({
      reserved_amount: '1630.00',
      discount_fee_amount: '370.00',
      open_balance: '0.00',
      releasable: true,
      release_amount: '1630.00',
      escrow_reserves: '500.00',
      available_escrow_reserves: '500.00',
      wire_fee: '25.00',
      previous_reserves: '-50.00',
      fee_days: 37,
      tax_per_day: '0.10',
    });
    expect(byId.get(example.i1002)).toMatchObject({ reserved_amount: '910.00', releasable: true });
    expect(byId.get(example.i1006)).toMatchObject({
      reserved_amount: '1200.00',
      releasable: false,
      release_amount: '0.00',
      open_balance: '6000.00',
    });
  });

  it('opens Create RR Batch with the batch, its latest posting date and the open chargebacks', async () => {
    const batch = await call('reserve/batch', { id: [example.i1002, example.i1001] });
    expect(batch.statusCode).toBe(200);
    expect(batch.body).toMatchObject({
      prospect_id: acme,
      client_name: 'Acme Freight Lines',
      latest_posting_date: '2026-10-06',
      wire_fee: '25.00',
      previous_reserves: '-50.00',
      chargebacks: [expect.objectContaining({ id: example.chargeback, cb: '2000.00' })],
    });
    expect((batch.body.batch as { id: number }[]).map((row) => row.id)).toEqual([
      example.i1001,
      example.i1002,
    ]);
  });

  it('refuses a batch with an invoice not releasable', async () => {
    const batch = await call('reserve/batch', { id: [example.i1001, example.i1006] });
    expect(batch.statusCode).toBe(400);
    expect(batch.body.message).toMatch(/is not releasable/);
  });

  it('posts the release by wire: $715.00 paid and the entry of 0029 to the cent', async () => {
    const form = await releaseForm(book, {
      invoices: [example.i1001, example.i1002],
      charge_backs: [example.chargeback],
    });
    expect(form).toMatchObject({
      custom_amount: '2740.00',
      escrow: '250.00',
      previous_reserves: '-50.00',
      cb_amount: '2000.00',
      wire_fee: '25.00',
      released_amount: '715.00',
      escrows: [example.i1002],
    });
    const answer = await call('reserve_release/save', form);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toMatchObject({
      status: true,
      message: messages.reserve.released.message,
      waiting_approval: false,
      approval_id: null,
    });
    releaseId = answer.body.id as number;
    expect(await linesOf(book.t.db, `reserve_release:${releaseId}`)).toEqual([
      `Dr 2200-C${acme} 250.00`,
      `Cr 2100-C${acme} 250.00`,
      `Dr 2100-C${acme} 2740.00`,
      `Cr 1300-C${acme} 2000.00`,
      `Cr 4200-C${acme} 25.00`,
      'Cr 1000 715.00',
    ]);
    expect(await balanceOf(book.t.db, '2100', acme)).toBe('-1200.00');
    expect(await balanceOf(book.t.db, '2200', acme)).toBe('-800.00');
    expect(await balanceOf(book.t.db, '1300', acme)).toBe('0.00');

    const [release] = await book.t.db.select().from(reserveReleases).where(eq(reserveReleases.id, releaseId));
    expect(release).toMatchObject({
      prospectId: acme,
      reserveReleaseDate: '2026-11-02',
      paymentType: 2,
      amount: '2540.00',
      escrowAmount: '250.00',
      previousReserves: '-50.00',
      customAmount: '2740.00',
      wireFee: '25.00',
      cbAmount: '2000.00',
      releasedAmount: '715.00',
      approvedBy: null,
    });
    expect(release!.journalEntryId).not.toBeNull();
    const released = await book.t.db
      .select({ id: invoices.id, release: invoices.reserveReleaseId, escrow: invoices.escrowReleasedAmount })
      .from(invoices)
      .where(eq(invoices.prospectId, acme));
    expect(released).toEqual(
      expect.arrayContaining([
        { id: example.i1001, release: releaseId, escrow: '0.00' },
        { id: example.i1002, release: releaseId, escrow: '250.00' },
        { id: example.i1006, release: null, escrow: '0.00' },
      ]),
    );
    const [chargeback] = await book.t.db
      .select()
      .from(chargebacks)
      .where(eq(chargebacks.id, example.chargeback));
    expect(chargeback).toMatchObject({ chargeBackSettled: 1, adjustedCb: '0.00' });
    const lines = await book.t.db
      .select({ invoiceId: reserveReleaseInvoices.invoiceId, amount: reserveReleaseInvoices.reserveAmount })
      .from(reserveReleaseInvoices)
      .where(eq(reserveReleaseInvoices.releaseId, releaseId));
    expect(lines).toEqual(
      expect.arrayContaining([
        { invoiceId: example.i1001, amount: '1630.00' },
        { invoiceId: example.i1002, amount: '910.00' },
      ]),
    );
  });

  it('leaves previous reserves at $0.00 and the extra escrow at $200.00', async () => {
    expect((await call('reserve/previous_reserves', { prospect_id: acme })).body.amount).toBe('0.00');
    const escrows = await call('reserve/available_escrows', { prospect_id: acme });
    expect(escrows.body).toMatchObject({ held_escrow: '800.00', extra_escrow: '200.00' });
  });

  it('takes the released invoices off the Cash Reserves card and keeps 1001 on the Escrow card', async () => {
    const cash = await call('reserve/fetch', { card: 'cash', search_text: '', per_page: 50 });
    const cashIds = (cash.body.reserves as { data: { id: number }[] }).data.map((row) => row.id);
    expect(cashIds).toEqual([example.i1006]);
    const escrow = await call('reserve/fetch', { card: 'escrow', search_text: '', per_page: 50 });
    const escrowRows = (escrow.body.reserves as { data: Record<string, unknown>[] }).data;
    expect(escrowRows.map((row) => row.id).sort()).toEqual([example.i1001, example.i1006].sort());
    expect(escrowRows.find((row) => row.id === example.i1001)).toMatchObject({
      reserve_release_id: releaseId,
      reserve_released_amount: '1630.00',
      reserve_release_date: '2026-11-02',
      reserved_amount: '0.00',
    });
  });

  it('shows the release on the Reserve Release card, searched by client name and release date', async () => {
    for (const search_text of ['acme', '11/02/2026', '2026-11-02']) {
      const list = await call('reserve_release/fetch', { search_text });
      const rows = (list.body.reserve_releases as { data: Record<string, unknown>[] }).data;
      expect(rows).toEqual([
        expect.objectContaining({
          id: releaseId,
          client_name: 'Acme Freight Lines',
          released_amount: '715.00',
          payment_type_text: 'Wire',
          invoice_count: 2,
          created_by_name: expect.any(String),
          approved_by_name: null,
        }),
      ]);
    }
    const none = await call('reserve_release/fetch', { search_text: 'bayside' });
    expect((none.body.reserve_releases as { total: number }).total).toBe(0);
    const details = await call('reserve_release/details', { id: releaseId });
    expect(details.body).toMatchObject({
      rr: {
        amount: '2540.00',
        escrow_amount: '250.00',
        previous_reserves: '-50.00',
        wire_fee: '25.00',
        custom_amount: '2740.00',
        cb_amount: '2000.00',
        released_amount: '715.00',
      },
    });
    expect(details.body.invoices).toEqual([
      expect.objectContaining({ id: example.i1001, reserve_amount: '1630.00', escrow_amount: null }),
      expect.objectContaining({ id: example.i1002, reserve_amount: '910.00', escrow_amount: '250.00' }),
    ]);
  });

  it("rings 'Reserve release complete' for the client's users and 'Escrow reserve exceeded' for staff once", async () => {
    const [clientUser] = await book.t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'client@factordesk.test'));
    const complete = await book.t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.type, 'reserve_release_complete'), eq(notifications.typeId, releaseId)));
    expect(complete.map((row) => row.userId)).toContain(clientUser!.id);
    expect(complete[0]!.content).toContain('$715.00');
    const exceeded = await book.t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.type, 'exceeded_escrows'), eq(notifications.typeId, acme)));
    expect(exceeded.length).toBeGreaterThan(0);
    expect(exceeded.map((row) => row.userId)).not.toContain(clientUser!.id);
    expect(new Set(exceeded.map((row) => row.userId)).size).toBe(exceeded.length);
  });

  it('keeps a lowered total in the reserve: $475.00 paid, previous reserves of $240.00 next', async () => {
    const cedar = book.clients.cedar;
    const other = await workedExample(book, cedar, book.debtors.lonestar);
    const form = await releaseForm(book, {
      invoices: [other.i1001, other.i1002],
      charge_backs: [other.chargeback],
      custom_amount: '2500.00',
    });
    expect(form).toMatchObject({ escrow: '250.00', released_amount: '475.00' });
    const answer = await call('reserve_release/save', form);
    expect(answer.statusCode).toBe(200);
    expect(await linesOf(book.t.db, `reserve_release:${answer.body.id as number}`)).toEqual([
      `Dr 2200-C${cedar} 250.00`,
      `Cr 2100-C${cedar} 250.00`,
      `Dr 2100-C${cedar} 2500.00`,
      `Cr 1300-C${cedar} 2000.00`,
      `Cr 4200-C${cedar} 25.00`,
      'Cr 1000 475.00',
    ]);
    expect(await balanceOf(book.t.db, '2100', cedar)).toBe('-1440.00');
    expect((await call('reserve/previous_reserves', { prospect_id: cedar })).body.amount).toBe('240.00');
  });

  it('pays $740.00 by ACH: no wire fee', async () => {
    const bayside = book.clients.bayside;
    await useExampleTerms(book.t.db, bayside);
    const other = await workedExample(book, bayside, book.debtors.northwind);
    const form = await releaseForm(book, {
      invoices: [other.i1001, other.i1002],
      charge_backs: [other.chargeback],
      payment_type: 0,
    });
    expect(form).toMatchObject({ wire_fee: '0.00', custom_amount: '2740.00', released_amount: '740.00' });
    const answer = await call('reserve_release/save', form);
    expect(answer.statusCode).toBe(200);
    expect(await linesOf(book.t.db, `reserve_release:${answer.body.id as number}`)).toEqual([
      `Dr 2200-C${bayside} 250.00`,
      `Cr 2100-C${bayside} 250.00`,
      `Dr 2100-C${bayside} 2740.00`,
      `Cr 1300-C${bayside} 2000.00`,
      'Cr 1000 740.00',
    ]);
  });

  it("rings 'Escrow reserve exceeded' once a day for a client, however many releases", async () => {
    const countExceeded = async () =>
      (
        await book.t.db
          .select({ id: notifications.id })
          .from(notifications)
          .where(and(eq(notifications.type, 'exceeded_escrows'), eq(notifications.typeId, acme)))
      ).length;
    const before = await countExceeded();
    expect(before).toBeGreaterThan(0);
    const [small] = await fundedInvoices(book, acme, book.debtors.lonestar, ['100.00'], '2026-10-01');
    await collect(book, acme, book.debtors.lonestar, small!, '100.00', '2026-10-11');
    const form = await releaseForm(book, { invoices: [small!], escrows: [], payment_type: 0 });
    const answer = await call('reserve_release/save', form);
    expect(answer.statusCode).toBe(200);
    expect((await call('reserve/available_escrows', { prospect_id: acme })).body.extra_escrow).not.toBe(
      '0.00',
    );
    expect(await countExceeded()).toBe(before);
    const complete = await book.t.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        and(
          eq(notifications.type, 'reserve_release_complete'),
          eq(notifications.typeId, answer.body.id as number),
        ),
      );
    expect(complete.length).toBeGreaterThan(0);
  });

  it.each([
    ['cash', 'invoices_reserves_held_idx'],
    ['escrow', 'invoices_escrow_held_idx'],
  ] as const)('reads the %s card through its partial index', async (card, index) => {
    const plan = await book.t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const query = tx
        .select({ id: invoices.id })
        .from(invoices)
        .where(reserveCardCondition(card))
        .orderBy(desc(invoices.fundingDate), desc(invoices.id))
        .limit(10);
      const answer = (await tx.execute(sql`explain ${query.getSQL()}`)) as {
        rows: Record<string, string>[];
      };
      return answer.rows.map((row) => Object.values(row).join(' ')).join('\n');
    });
    expect(plan).toContain(index);
  });

  it('refuses to release the same invoices again and posts nothing', async () => {
    const before = await entryCount(book.t.db);
    const batch = await call('reserve/batch', { id: [example.i1001] });
    expect(batch.statusCode).toBe(400);
    expect(batch.body.message).toMatch(/already been released/);
    const again = await call('reserve_release/save', {
      prospect_id: acme,
      reserve_release_date: '2026-11-02',
      payment_type: 0,
      custom_amount: '1630.00',
      escrow: '0.00',
      previous_reserves: '0.00',
      cb_amount: '0.00',
      released_amount: '1630.00',
      wire_fee: '0.00',
      invoices: [example.i1001],
    });
    expect(again.statusCode).toBe(400);
    expect(again.body.message).toMatch(/already been released/);
    expect(await entryCount(book.t.db)).toBe(before);
  });
});
