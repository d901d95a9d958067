import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, or, sql } from 'drizzle-orm';
import { debtorClients, invoices, pledgeMatches } from '../../src/server/db/schema';
import { recordPledgeMatches } from '../../src/server/modules/pledge-matches/record';
import type { PledgeMatch } from '../../src/shared/contract/pledgeMatches';
import { messages } from '../../src/shared/messages';
import {
  holdDebtor,
  invoiceFields,
  saveInvoice,
  staffWithRights,
  startInvoiceBook,
  type InvoiceBook,
} from './invoicesBook';

const P = messages.pledgeMatch;

let number = 700000;
const nextNo = () => String((number += 1));
let cents = 10000;
/** An amount no other test uses, so only the matches a test makes are found. */
const nextAmount = () => `${Math.floor((cents += 7) / 100)}.${String(cents % 100).padStart(2, '0')}`;

describe('the double-pledge check', () => {
  let book: InvoiceBook;
  /** A debtor both Acme and Bayside sell to. */
  let debtor: { id: number; contacts: string[] };

  beforeAll(async () => {
    book = await startInvoiceBook();
    debtor = await holdDebtor(book.t, book.clients.acme, '9999999.99', { name: 'Harbor Wholesale' });
    await book.t.db.insert(debtorClients).values({
      debtorId: debtor.id,
      prospectId: book.clients.bayside,
      creditLimit: '9999999.99',
      status: 1,
    });
  });
  afterAll(() => book.t.close());

  /** Saves an invoice of the client through the invoice form as the admin; answers its id. */
  async function invoiceOf(prospectId: number, overrides: Record<string, unknown>): Promise<number> {
    const answer = await saveInvoice(book.t, book.tokens.admin, {
      ...invoiceFields(prospectId, debtor.id, debtor.contacts),
      ...overrides,
    });
    expect(answer.statusCode, JSON.stringify(answer.body)).toBe(200);
    return answer.body.id as number;
  }

  const matchesOf = async (id: number, token = book.tokens.admin) => {
    const answer = await book.t.call('invoice/pledge_matches', { id }, token);
    expect(answer.statusCode, JSON.stringify(answer.body)).toBe(200);
    return answer.body.matches as PledgeMatch[];
  };
  const rowsOf = (id: number) =>
    book.t.db
      .select()
      .from(pledgeMatches)
      .where(or(eq(pledgeMatches.invoiceId, id), eq(pledgeMatches.matchedInvoiceId, id)));

  /** A schedule of Acme with these rows, saved through the schedule form; answers its id and invoices. */
  async function acmeSchedule(rows: Record<string, unknown>[]) {
    const next = await book.t.call(
      'schedule/next_number',
      { prospect_id: book.clients.acme },
      book.tokens.admin,
    );
    const answer = await book.t.call(
      'schedule/save',
      {
        prospect_id: book.clients.acme,
        schedule_no: next.body.schedule_no,
        invoices: rows.map((row) => ({
          debtor_id: debtor.id,
          debtor_contact: debtor.contacts,
          invoice_no: nextNo(),
          invoice_date: '2026-10-20',
          invoice_amount: nextAmount(),
          payment_type: 2,
          net_invoice_term: 1,
          invoice_due_date: '2026-10-20',
          advance_percentage: '1.00',
          advance_amount: '1.00',
          status: 1,
          Tentative_payment_mode: '',
          commitment_date: null,
          attachments: [],
          ...row,
        })),
      },
      book.tokens.admin,
    );
    expect(answer.statusCode, JSON.stringify(answer.body)).toBe(200);
    const scheduleId = answer.body.id as number;
    const saved = await book.t.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(eq(invoices.scheduleId, scheduleId))
      .orderBy(invoices.id);
    return { scheduleId, invoiceIds: saved.map((row) => row.id) };
  }

  it('finds the same number of the same debtor across two clients, both ways', async () => {
    const no = nextNo();
    const acme = await invoiceOf(book.clients.acme, { invoice_no: no, invoice_amount: nextAmount() });
    const bayside = await invoiceOf(book.clients.bayside, {
      invoice_no: no,
      invoice_amount: nextAmount(),
      invoice_date: '2026-10-15',
    });
    const [seenFromAcme] = await matchesOf(acme);
    expect(seenFromAcme).toMatchObject({
      invoice_id: acme,
      matched_invoice_id: bayside,
      invoice_no: no,
      prospect_id: book.clients.bayside,
      company_business_name: 'Bayside Medical Supply',
      invoice_date: '2026-10-15',
      schedule_no: null,
      is_funding: false,
      reason: 'number',
      cleared_at: null,
      cleared_by: null,
    });
    expect(await matchesOf(bayside)).toEqual([
      expect.objectContaining({ matched_invoice_id: acme, reason: 'number' }),
    ]);
    expect(await rowsOf(acme)).toHaveLength(2);
  });

  it('finds the same amount and invoice date under another number', async () => {
    const amount = nextAmount();
    const acme = await invoiceOf(book.clients.acme, { invoice_amount: amount, invoice_date: '2026-09-30' });
    const bayside = await invoiceOf(book.clients.bayside, {
      invoice_amount: amount,
      invoice_date: '2026-09-30',
    });
    expect(await matchesOf(acme)).toEqual([
      expect.objectContaining({
        matched_invoice_id: bayside,
        reason: 'amount_and_date',
        invoice_amount: amount,
      }),
    ]);
    // The same amount on another date is no match.
    const other = await invoiceOf(book.clients.bayside, {
      invoice_amount: amount,
      invoice_date: '2026-09-29',
    });
    expect(await matchesOf(other)).toEqual([]);
  });

  it('matches a dash re-issue by its base number', async () => {
    const base = nextNo();
    const original = await invoiceOf(book.clients.acme, { invoice_no: base, invoice_amount: nextAmount() });
    // A re-issue as Zero Funding files it ('<number>-<n>'), here of another client.
    const template = (await book.t.db.select().from(invoices).where(eq(invoices.id, original)))[0]!;
    const [reissue] = await book.t.db
      .insert(invoices)
      .values({
        ...template,
        id: undefined,
        prospectId: book.clients.bayside,
        invoiceNo: `${base}-1`,
        invoiceAmount: nextAmount(),
        invoiceDate: '2026-08-01',
      })
      .returning({ id: invoices.id });
    await book.t.db.transaction((tx) => recordPledgeMatches(tx, [reissue!.id]));
    expect(await matchesOf(original)).toEqual([
      expect.objectContaining({ matched_invoice_id: reissue!.id, invoice_no: `${base}-1`, reason: 'number' }),
    ]);
  });

  it('does not match a deleted invoice, and a deletion takes its matches away', async () => {
    const amount = nextAmount();
    const acme = await invoiceOf(book.clients.acme, { invoice_amount: amount, invoice_date: '2026-09-01' });
    const bayside = await invoiceOf(book.clients.bayside, {
      invoice_amount: amount,
      invoice_date: '2026-09-01',
    });
    expect(await matchesOf(acme)).toHaveLength(1);
    const deleted = await book.t.call('invoice/delete', { ids: [bayside] }, book.tokens.admin);
    expect(deleted.statusCode).toBe(200);
    expect(await matchesOf(acme)).toEqual([]);
    expect(await rowsOf(bayside)).toEqual([]);
    // A new invoice like the deleted one finds the live one only.
    const again = await invoiceOf(book.clients.bayside, {
      invoice_amount: amount,
      invoice_date: '2026-09-01',
    });
    expect((await matchesOf(again)).map((match) => match.matched_invoice_id)).toEqual([acme]);
  });

  it('does not match the same client’s invoices of one schedule, but does across its schedules', async () => {
    const amount = nextAmount();
    const first = await acmeSchedule([{ invoice_amount: amount }, { invoice_amount: amount }]);
    expect(await rowsOf(first.invoiceIds[0]!)).toEqual([]);
    const second = await acmeSchedule([{ invoice_amount: amount }]);
    expect((await matchesOf(second.invoiceIds[0]!)).map((match) => match.matched_invoice_id)).toEqual(
      first.invoiceIds,
    );
    expect((await matchesOf(first.invoiceIds[0]!))[0]).toMatchObject({
      matched_invoice_id: second.invoiceIds[0],
      schedule_id: second.scheduleId,
      schedule_no: expect.any(Number),
    });
  });

  it('never shows a client or debtor user a match: 404, and nothing of it in the invoice', async () => {
    const amount = nextAmount();
    const acme = await invoiceOf(book.clients.acme, { invoice_amount: amount, invoice_date: '2026-08-15' });
    await invoiceOf(book.clients.bayside, { invoice_amount: amount, invoice_date: '2026-08-15' });
    const [match] = await matchesOf(acme);
    expect(match).toBeDefined();
    for (const token of [book.tokens.client, book.tokens.debtor]) {
      const listed = await book.t.call('invoice/pledge_matches', { id: acme }, token);
      expect(listed.statusCode).toBe(404);
      expect(JSON.stringify(listed.body)).not.toContain('Bayside');
      const cleared = await book.t.call('invoice/pledge_matches/clear', { ids: [match!.id] }, token);
      expect([403, 404]).toContain(cleared.statusCode);
    }
    const details = await book.t.call('invoice/details', { id: acme }, book.tokens.client);
    expect(details.statusCode).toBe(200);
    const text = JSON.stringify(details.body);
    expect(text).not.toMatch(/pledge|match/i);
    expect(text).not.toContain('Bayside');
    const schedules = await book.t.call('invoice/fetch', { page: 1, per_page: 0 }, book.tokens.client);
    expect(JSON.stringify(schedules.body)).not.toMatch(/pledge/i);
    // Nothing was cleared by the refused calls.
    expect((await rowsOf(acme)).every((row) => row.clearedAt === null)).toBe(true);
  });

  it('refuses verification while a match stands uncleared, and allows it once cleared', async () => {
    const amount = nextAmount();
    const { scheduleId, invoiceIds } = await acmeSchedule([
      { invoice_amount: amount, invoice_date: '2026-07-07' },
      {},
    ]);
    const other = await invoiceOf(book.clients.bayside, {
      invoice_amount: amount,
      invoice_date: '2026-07-07',
    });
    const [invoice] = await book.t.db.select().from(invoices).where(eq(invoices.id, invoiceIds[0]!));
    const [theirs] = await book.t.db.select().from(invoices).where(eq(invoices.id, other));
    const refusal = P.verificationRefused([invoice!.invoiceNo]);
    // The refusal names this schedule's invoice, never the other client's.
    expect(refusal).not.toContain(theirs!.invoiceNo);
    // The client sees its schedule as it always did: nothing of the match.
    const seenByClient = await book.t.call('schedule/details', { id: scheduleId }, book.tokens.client);
    expect(seenByClient.statusCode).toBe(200);
    expect(JSON.stringify(seenByClient.body)).not.toMatch(/pledge|Bayside/i);

    const check = await book.t.call(
      'schedule/check_chargebacks',
      { schedule_id: scheduleId, prospect_id: book.clients.acme },
      book.tokens.admin,
    );
    expect({ code: check.statusCode, message: check.body.message }).toEqual({ code: 409, message: refusal });
    const refused = await book.t.call(
      'schedule/verify',
      { id: scheduleId, chargebacks: [] },
      book.tokens.admin,
    );
    expect({ code: refused.statusCode, message: refused.body.message }).toEqual({
      code: 409,
      message: refusal,
    });
    expect(refused.body.message).toContain(invoice!.invoiceNo);

    const [match] = await matchesOf(invoiceIds[0]!);
    const cleared = await book.t.call(
      'invoice/pledge_matches/clear',
      { ids: [match!.id] },
      book.tokens.admin,
    );
    expect(cleared.statusCode).toBe(200);
    const verified = await book.t.call(
      'schedule/verify',
      { id: scheduleId, chargebacks: [] },
      book.tokens.admin,
    );
    expect(verified.statusCode, JSON.stringify(verified.body)).toBe(200);
  });

  it('records who cleared a match and when, on both directions; clearing again changes nothing', async () => {
    const no = nextNo();
    const acme = await invoiceOf(book.clients.acme, { invoice_no: no, invoice_amount: nextAmount() });
    const bayside = await invoiceOf(book.clients.bayside, { invoice_no: no, invoice_amount: nextAmount() });
    const [match] = await matchesOf(acme);
    const clearedAt = book.clock.now().toISOString();
    expect(
      (await book.t.call('invoice/pledge_matches/clear', { ids: [match!.id] }, book.tokens.admin)).statusCode,
    ).toBe(200);
    const [seen] = await matchesOf(acme);
    expect(seen).toMatchObject({ cleared_at: clearedAt, cleared_by: expect.stringMatching(/\S/) });
    expect((await matchesOf(bayside))[0]).toMatchObject({ cleared_at: clearedAt });

    book.clock.advance(60_000);
    const again = await book.t.call('invoice/pledge_matches/clear', { ids: [match!.id] }, book.tokens.admin);
    expect(again.statusCode).toBe(200);
    expect((await matchesOf(acme))[0]?.cleared_at).toBe(clearedAt);

    // An edit that leaves the match as it was does not undo the review.
    const kept = await saveInvoice(book.t, book.tokens.admin, {
      ...invoiceFields(book.clients.acme, debtor.id, debtor.contacts),
      id: acme,
      invoice_no: no,
      invoice_amount: nextAmount(),
    });
    expect(kept.statusCode).toBe(200);
    expect((await matchesOf(acme))[0]?.cleared_at).toBe(clearedAt);
  });

  it('clears once when two reviews arrive together, beside a save of the same debtor', async () => {
    const no = nextNo();
    const acme = await invoiceOf(book.clients.acme, { invoice_no: no, invoice_amount: nextAmount() });
    await invoiceOf(book.clients.bayside, { invoice_no: no, invoice_amount: nextAmount() });
    const [match] = await matchesOf(acme);
    const clear = () => book.t.call('invoice/pledge_matches/clear', { ids: [match!.id] }, book.tokens.admin);
    const answers = await Promise.all([
      clear(),
      clear(),
      saveInvoice(book.t, book.tokens.admin, {
        ...invoiceFields(book.clients.bayside, debtor.id, debtor.contacts),
        invoice_amount: nextAmount(),
      }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const rows = await rowsOf(acme);
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.clearedAt !== null)).toBe(true);
  });

  it('refuses a forged match id, malformed ids and a staff user without the right', async () => {
    const unknown = await book.t.call(
      'invoice/pledge_matches/clear',
      { ids: [2_000_000] },
      book.tokens.admin,
    );
    expect(unknown.statusCode).toBe(404);
    for (const ids of [[], ['1'], [1.5], [-1], '1', [null]]) {
      const bad = await book.t.call('invoice/pledge_matches/clear', { ids }, book.tokens.admin);
      expect({ ids, code: bad.statusCode }).toEqual({ ids, code: 400 });
    }
    expect(
      (await book.t.call('invoice/pledge_matches', { id: 2_000_000 }, book.tokens.admin)).statusCode,
    ).toBe(404);
    expect((await book.t.call('invoice/pledge_matches', { id: '1' }, book.tokens.admin)).statusCode).toBe(
      400,
    );
    const viewer = await staffWithRights(book.t, 'Invoice Viewer', ['view_invoices']);
    expect((await book.t.call('invoice/pledge_matches/clear', { ids: [1] }, viewer)).statusCode).toBe(403);
    expect((await book.t.call('invoice/pledge_matches', { id: 1 }, viewer)).statusCode).toBe(403);
  });

  it('removes an uncleared match once an edit ends it', async () => {
    const amount = nextAmount();
    const acme = await invoiceOf(book.clients.acme, { invoice_amount: amount, invoice_date: '2026-06-06' });
    const bayside = await invoiceOf(book.clients.bayside, {
      invoice_amount: amount,
      invoice_date: '2026-06-06',
    });
    expect(await rowsOf(acme)).toHaveLength(2);
    const edited = await saveInvoice(book.t, book.tokens.admin, {
      ...invoiceFields(book.clients.bayside, debtor.id, debtor.contacts),
      id: bayside,
      invoice_no: (await book.t.db.select().from(invoices).where(eq(invoices.id, bayside)))[0]!.invoiceNo,
      invoice_amount: nextAmount(),
      invoice_date: '2026-06-06',
    });
    expect(edited.statusCode, JSON.stringify(edited.body)).toBe(200);
    expect(await rowsOf(acme)).toEqual([]);
    expect(await matchesOf(bayside)).toEqual([]);
  });

  it('keeps one row per direction when saves run at the same time', async () => {
    const no = nextNo();
    const saves = await Promise.all([
      saveInvoice(book.t, book.tokens.admin, {
        ...invoiceFields(book.clients.acme, debtor.id, debtor.contacts),
        invoice_no: no,
        invoice_amount: nextAmount(),
      }),
      saveInvoice(book.t, book.tokens.admin, {
        ...invoiceFields(book.clients.bayside, debtor.id, debtor.contacts),
        invoice_no: no,
        invoice_amount: nextAmount(),
      }),
    ]);
    expect(saves.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const ids = saves.map((answer) => answer.body.id as number);
    // Recorded again, twice at once: still the same two rows.
    await Promise.all([
      book.t.db.transaction((tx) => recordPledgeMatches(tx, ids)),
      book.t.db.transaction((tx) => recordPledgeMatches(tx, [...ids].reverse())),
    ]);
    const rows = await book.t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(pledgeMatches)
      .where(inArray(pledgeMatches.invoiceId, ids));
    expect(rows[0]?.n).toBe(2);
    expect((await matchesOf(ids[0]!)).map((match) => match.matched_invoice_id)).toEqual([ids[1]]);
  });
});
