import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { creditRequests, debtorClients, journalEntries, prospects, users } from '../../src/server/db/schema';
import { messages } from '../../src/shared/messages';
import { addDebtor, ledgerDifferences, startFundingBook, type FundingBook } from './fundingBook';
import { notificationsOf, staffWithRights } from './invoicesBook';

const M = messages.creditRequest;
/** The rows of a credit_request/fetch answer. */
const crsOf = (body: Record<string, unknown>) => (body.crs as { data: unknown[] }).data;

/**
 * Client and debtor credit requests (docs/decisions/0029, Credit requests): the limits they raise,
 * the checks made when asked and again when approved, who may ask and see what, and that two
 * approvals of one request raise the limit once.
 */
describe('credit requests', () => {
  let book: FundingBook;
  let acmeNorthwind: number;
  let acmeLonestar: number;
  let viewer: string;
  const call = (path: string, body: unknown, token = book.tokens.ca) => book.t.call(path, body, token);

  const activeLimitOf = async (id: number) =>
    (await book.t.db.select().from(prospects).where(eq(prospects.id, id)))[0]!.activeCreditLimit;
  const pairLimitOf = async (id: number) =>
    (await book.t.db.select().from(debtorClients).where(eq(debtorClients.id, id)))[0]!.creditLimit;
  const requestOf = async (id: number) =>
    (await book.t.db.select().from(creditRequests).where(eq(creditRequests.id, id)))[0]!;
  const requestCount = async () =>
    (await book.t.db.select({ n: sql<number>`count(*)::int` }).from(creditRequests))[0]!.n;
  const entryCount = async () =>
    (await book.t.db.select({ n: sql<number>`count(*)::int` }).from(journalEntries))[0]!.n;

  async function ask(body: Record<string, unknown>, token = book.tokens.ca): Promise<number> {
    const answer = await call('credit_request/save', body, token);
    expect(answer.body).toMatchObject({ status: true, message: M.saved });
    return answer.body.id as number;
  }
  const decide = (ids: number[], status: number, token = book.tokens.ca) =>
    call('credit_request/change_status', { ids, status }, token);

  /** Acme: an active limit of $100,000.00, two debtors holding $30,000 and $20,000 of it. */
  async function resetAcme(active = '100000.00', northwind = '30000.00', lonestar = '20000.00') {
    await book.t.db
      .update(prospects)
      .set({ activeCreditLimit: active })
      .where(eq(prospects.id, book.clients.acme));
    await book.t.db
      .update(debtorClients)
      .set({ creditLimit: northwind })
      .where(eq(debtorClients.id, acmeNorthwind));
    await book.t.db
      .update(debtorClients)
      .set({ creditLimit: lonestar })
      .where(eq(debtorClients.id, acmeLonestar));
    // Earlier tests' pending requests stay out of the way of the next.
    await book.t.db.update(creditRequests).set({ deletedAt: new Date() });
  }

  beforeAll(async () => {
    book = await startFundingBook();
    // The demo debtors of Acme leave the stage: the tests' figures are the two pairs below.
    await book.t.db
      .update(debtorClients)
      .set({ status: 2 })
      .where(eq(debtorClients.prospectId, book.clients.acme));
    const pairs = await book.t.db
      .insert(debtorClients)
      .values([
        {
          prospectId: book.clients.acme,
          debtorId: book.debtors.northwind,
          creditLimit: '30000.00',
          status: 1,
        },
        {
          prospectId: book.clients.acme,
          debtorId: book.debtors.lonestar,
          creditLimit: '20000.00',
          status: 1,
        },
        {
          prospectId: book.clients.bayside,
          debtorId: book.debtors.northwind,
          creditLimit: '1000.00',
          status: 1,
        },
      ])
      .returning({ id: debtorClients.id });
    acmeNorthwind = pairs[0]!.id;
    acmeLonestar = pairs[1]!.id;
    await book.t.db
      .update(prospects)
      .set({ activeCreditLimit: '50000.00' })
      .where(eq(prospects.id, book.clients.bayside));
    viewer = await staffWithRights(book.t, 'CR Viewer', ['view_client_requests', 'view_debtor_requests']);
  });
  afterAll(() => book.t.close());

  it('looks up the limits a request starts from, the available credit from the one client figure', async () => {
    await resetAcme();
    const answer = await call('credit_request/credit_limit', {
      prospect_id: book.clients.acme,
      debtor_id: book.debtors.northwind,
    });
    expect(answer.body).toEqual({
      status: true,
      credit_limit: {
        client_original_credit_limit: '100000.00',
        debtor_original_credit_limit: '30000.00',
        client_active_credit_limit: '100000.00',
        available_credit_limit: '50000.00',
      },
    });
    const own = await call(
      'credit_request/credit_limit',
      { prospect_id: book.clients.acme },
      book.tokens.client,
    );
    expect(own.body.credit_limit).toMatchObject({ debtor_original_credit_limit: null });
    const other = await call(
      'credit_request/credit_limit',
      { prospect_id: book.clients.bayside },
      book.tokens.client,
    );
    expect(other.statusCode).toBe(404);
    const notHeld = await call('credit_request/credit_limit', {
      prospect_id: book.clients.cedar,
      debtor_id: book.debtors.northwind,
    });
    expect(notHeld.statusCode).toBe(404);
  });

  it('stores a client request pending and tells the staff who may approve it', async () => {
    await resetAcme();
    const id = await ask(
      { prospect_id: book.clients.acme, requested_amount: '25000.00' },
      book.tokens.client,
    );
    const row = await requestOf(id);
    expect(row).toMatchObject({
      status: 0,
      debtorId: null,
      requestedAmount: '25000.00',
      currentCreditLimit: '100000.00',
      clientActiveCreditLimit: '100000.00',
      actionDate: null,
    });
    const notes = await notificationsOf(book.t, 'ca@factordesk.test', 'client_credit_request');
    expect(notes.some((note) => note.typeId === id)).toBe(true);
    // Asking changed no limit and posted nothing.
    expect(await activeLimitOf(book.clients.acme)).toBe('100000.00');
  });

  it("a client user asks to raise its own debtor's weekly limit; staff who approve debtor requests hear of it", async () => {
    await resetAcme();
    const id = await ask(
      { prospect_id: book.clients.acme, debtor_id: book.debtors.northwind, requested_amount: '1000.00' },
      book.tokens.client,
    );
    expect(await requestOf(id)).toMatchObject({
      debtorId: book.debtors.northwind,
      currentCreditLimit: '30000.00',
      clientActiveCreditLimit: '100000.00',
      newLimitAmount: '31000.00',
      searchText: 'northwind traders',
    });
    const notes = await notificationsOf(book.t, 'ca@factordesk.test', 'debtor_credit_request');
    expect(notes.some((note) => note.typeId === id)).toBe(true);
    expect(await pairLimitOf(acmeNorthwind)).toBe('30000.00');
  });

  it("reads each kind of request under that kind's view right", async () => {
    const clientOnly = await staffWithRights(book.t, 'CR Client Viewer', ['view_client_requests']);
    const list = (kind: number) =>
      call(
        'credit_request/fetch',
        { credit_requests: kind, page: 1, per_page: 10, search_text: '' },
        clientOnly,
      );
    expect((await list(1)).statusCode).toBe(200);
    expect((await list(0)).statusCode).toBe(403);
    const debtorRequest = await ask({
      prospect_id: book.clients.acme,
      debtor_id: book.debtors.lonestar,
      requested_amount: '1.00',
    });
    expect((await call('credit_request/details', { id: debtorRequest }, clientOnly)).statusCode).toBe(403);
  });

  it("refuses a client user's request for another company as if it did not exist", async () => {
    const before = await requestCount();
    const answer = await call(
      'credit_request/save',
      { prospect_id: book.clients.bayside, requested_amount: '10.00' },
      book.tokens.client,
    );
    expect(answer.statusCode).toBe(404);
    expect(await requestCount()).toBe(before);
  });

  it('refuses bad input with the form messages and stores nothing', async () => {
    await resetAcme();
    const before = await requestCount();
    const cases: [Record<string, unknown>, number, string | null][] = [
      [{ prospect_id: book.clients.acme, requested_amount: '5,00' }, 400, M.requestedRequired],
      [{ prospect_id: book.clients.acme, requested_amount: '1e3' }, 400, M.requestedRequired],
      [{ prospect_id: book.clients.acme, requested_amount: '0' }, 400, M.requestedMin],
      [{ prospect_id: book.clients.acme, requested_amount: '0.00' }, 400, M.requestedMin],
      [{ prospect_id: book.clients.acme, requested_amount: '100000000.00' }, 400, M.currentLimitCap],
      [{ prospect_id: book.clients.acme, requested_amount: '' }, 400, M.requestedRequired],
      [{ prospect_id: book.clients.acme }, 400, M.requestedRequired],
      [{ prospect_id: book.clients.acme, requested_amount: 500 }, 400, M.requestedRequired],
      [{ prospect_id: book.clients.acme, requested_amount: '5\u0000' }, 400, null],
      [{ prospect_id: book.clients.acme, requested_amount: '\u202e5.00' }, 400, null],
      [{ requested_amount: '10.00' }, 400, M.clientNameRequired],
      [{ prospect_id: null, requested_amount: '10.00' }, 400, M.clientNameRequired],
      [{ prospect_id: String(book.clients.acme), requested_amount: '10.00' }, 400, null],
      [{ prospect_id: book.clients.acme, requested_amount: '10.00', extra: 1 }, 400, null],
      // Forged ids: a client that does not exist, a debtor the client does not hold.
      [{ prospect_id: 2_000_000_000, requested_amount: '10.00' }, 404, null],
      [
        { prospect_id: book.clients.cedar, debtor_id: book.debtors.northwind, requested_amount: '10.00' },
        404,
        null,
      ],
      [{ prospect_id: book.clients.acme, debtor_id: 2_000_000_000, requested_amount: '10.00' }, 404, null],
      [{ prospect_id: book.clients.acme, debtor_id: -1, requested_amount: '10.00' }, 400, null],
    ];
    for (const [body, code, message] of cases) {
      const answer = await call('credit_request/save', body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(code);
      expect(answer.body.status).toBe(false);
      if (message !== null) expect(answer.body.message, JSON.stringify(body)).toBe(message);
    }
    expect(await requestCount()).toBe(before);
  });

  it('refuses a client request taking the limit past $99,999,999.99 and a debtor request above the available credit', async () => {
    await resetAcme();
    const cap = await call('credit_request/save', {
      prospect_id: book.clients.acme,
      requested_amount: '99900000.00',
    });
    expect(cap.statusCode).toBe(400);
    expect(cap.body.message).toBe(M.currentLimitCap);
    const above = await call('credit_request/save', {
      prospect_id: book.clients.acme,
      debtor_id: book.debtors.northwind,
      requested_amount: '50000.01',
    });
    expect(above.statusCode).toBe(400);
    expect(above.body.message).toBe(M.exceedsClientAvailable);
    await ask({
      prospect_id: book.clients.acme,
      debtor_id: book.debtors.northwind,
      requested_amount: '50000.00',
    });
  });

  it('approval raises the active limit, records who and when, tells the requester and posts nothing', async () => {
    await resetAcme();
    const id = await ask(
      { prospect_id: book.clients.acme, requested_amount: '25000.00' },
      book.tokens.client,
    );
    const entries = await entryCount();
    const answer = await decide([id], 1);
    expect(answer.body).toEqual({ status: true, message: M.approvedDone });
    expect(await activeLimitOf(book.clients.acme)).toBe('125000.00');
    const row = await requestOf(id);
    const [ca] = await book.t.db.select().from(users).where(eq(users.email, 'ca@factordesk.test'));
    expect(row).toMatchObject({ status: 1, actionBy: ca!.id, newLimitAmount: '125000.00' });
    expect(row.actionDate).not.toBeNull();
    const told = await notificationsOf(book.t, 'client@factordesk.test', 'client_credit_request');
    expect(told.some((note) => note.typeId === id && note.content.includes('approved'))).toBe(true);
    expect(await entryCount()).toBe(entries);
    expect(await ledgerDifferences(book.t.db)).toEqual([]);
    // The lookup the forms read shows the new figure at once.
    const lookup = await call('credit_request/credit_limit', { prospect_id: book.clients.acme });
    expect((lookup.body.credit_limit as { available_credit_limit: string }).available_credit_limit).toBe(
      '75000.00',
    );
  });

  it('denial changes no limit', async () => {
    await resetAcme();
    const id = await ask({
      prospect_id: book.clients.acme,
      debtor_id: book.debtors.lonestar,
      requested_amount: '100.00',
    });
    expect((await decide([id], 2)).body).toEqual({ status: true, message: M.deniedDone });
    expect(await pairLimitOf(acmeLonestar)).toBe('20000.00');
    expect(await requestOf(id)).toMatchObject({ status: 2 });
  });

  it('checks a debtor request again when approved: one that no longer fits stays pending', async () => {
    await resetAcme();
    // Each fits the $50,000.00 available when asked; together they do not.
    const first = await ask({
      prospect_id: book.clients.acme,
      debtor_id: book.debtors.northwind,
      requested_amount: '30000.00',
    });
    const second = await ask({
      prospect_id: book.clients.acme,
      debtor_id: book.debtors.lonestar,
      requested_amount: '30000.00',
    });
    expect((await decide([first], 1)).statusCode).toBe(200);
    expect(await pairLimitOf(acmeNorthwind)).toBe('60000.00');
    const refused = await decide([second], 1);
    expect(refused.statusCode).toBe(409);
    expect(refused.body.message).toBe(M.exceedsClientAvailable);
    expect(await requestOf(second)).toMatchObject({ status: 0, actionDate: null, actionBy: null });
    expect(await pairLimitOf(acmeLonestar)).toBe('20000.00');
    // Both in one selection: refused whole, nothing raised.
    await resetAcme();
    const a = await ask({
      prospect_id: book.clients.acme,
      debtor_id: book.debtors.northwind,
      requested_amount: '30000.00',
    });
    const b = await ask({
      prospect_id: book.clients.acme,
      debtor_id: book.debtors.lonestar,
      requested_amount: '30000.00',
    });
    expect((await decide([a, b], 1)).statusCode).toBe(409);
    expect(await pairLimitOf(acmeNorthwind)).toBe('30000.00');
    expect(await requestOf(a)).toMatchObject({ status: 0 });
  });

  it('rings credit limit consumed when an approved debtor request uses up the available credit', async () => {
    await resetAcme();
    const id = await ask({
      prospect_id: book.clients.acme,
      debtor_id: book.debtors.lonestar,
      requested_amount: '50000.00',
    });
    expect((await decide([id], 1)).statusCode).toBe(200);
    expect(await pairLimitOf(acmeLonestar)).toBe('70000.00');
    const notes = await notificationsOf(book.t, 'client@factordesk.test', 'credit_limit_consumed');
    expect(notes.some((note) => note.subTypeId === book.clients.acme && note.content.includes('Acme'))).toBe(
      true,
    );
  });

  it('refuses a selection mixing statuses or holding a decided request, and changes nothing', async () => {
    await resetAcme();
    const approved = await ask({ prospect_id: book.clients.acme, requested_amount: '1.00' });
    const pending = await ask({ prospect_id: book.clients.acme, requested_amount: '2.00' });
    await decide([approved], 1);
    const limit = await activeLimitOf(book.clients.acme);
    const mixed = await decide([approved, pending], 2);
    expect(mixed.statusCode).toBe(409);
    expect(mixed.body.message).toBe(M.mixedStatuses);
    const decided = await decide([approved], 2);
    expect(decided.statusCode).toBe(409);
    expect(decided.body.message).toBe(M.alreadyDecided);
    expect(await requestOf(pending)).toMatchObject({ status: 0 });
    expect(await requestOf(approved)).toMatchObject({ status: 1 });
    expect(await activeLimitOf(book.clients.acme)).toBe(limit);
    const kinds = await decide(
      [
        pending,
        await ask({
          prospect_id: book.clients.acme,
          debtor_id: book.debtors.northwind,
          requested_amount: '1.00',
        }),
      ],
      1,
    );
    expect(kinds.statusCode).toBe(400);
    // A forged id answers 404; a bad status or an empty selection is refused.
    expect((await decide([pending, 2_000_000_000], 1)).statusCode).toBe(404);
    expect((await decide([pending], 3)).statusCode).toBe(400);
    expect((await decide([], 1)).statusCode).toBe(400);
    expect(await requestOf(pending)).toMatchObject({ status: 0 });
  });

  it('a client user sees only its own requests, and decides none', async () => {
    await resetAcme();
    const own = await ask({ prospect_id: book.clients.acme, requested_amount: '10.00' });
    const others = await ask({ prospect_id: book.clients.bayside, requested_amount: '10.00' });
    const list = await call(
      'credit_request/fetch',
      { credit_requests: 1, page: 1, per_page: 0, search_text: '', show_all: true },
      book.tokens.client,
    );
    const ids = (crsOf(list.body) as { id: number; prospect_id: number }[]).map((row) => row.id);
    expect(ids).toContain(own);
    expect(ids).not.toContain(others);
    expect(
      (crsOf(list.body) as { prospect_id: number }[]).every((row) => row.prospect_id === book.clients.acme),
    ).toBe(true);
    expect((await call('credit_request/details', { id: others }, book.tokens.client)).statusCode).toBe(404);
    expect((await call('credit_request/details', { id: own }, book.tokens.client)).statusCode).toBe(200);
    expect((await decide([own], 1, book.tokens.client)).statusCode).toBe(403);
    expect((await decide([others], 1, viewer)).statusCode).toBe(403);
    expect(await requestOf(own)).toMatchObject({ status: 0 });
  });

  it('searches client requests by client name and status, debtor requests by debtor name', async () => {
    await resetAcme();
    const acme = await ask({ prospect_id: book.clients.acme, requested_amount: '10.00' });
    const bayside = await ask({ prospect_id: book.clients.bayside, requested_amount: '10.00' });
    const debtor = await ask({
      prospect_id: book.clients.acme,
      debtor_id: book.debtors.lonestar,
      requested_amount: '5.00',
    });
    await decide([bayside], 2);
    const search = async (kind: number, text: string) =>
      (
        crsOf(
          (
            await call('credit_request/fetch', {
              credit_requests: kind,
              page: 1,
              per_page: 0,
              search_text: text,
            })
          ).body,
        ) as { id: number }[]
      ).map((row) => row.id);
    expect(await search(1, 'acme')).toEqual([acme]);
    expect(await search(1, 'DENIED')).toEqual([bayside]);
    expect(await search(0, 'lone star')).toEqual([debtor]);
    expect(await search(0, 'acme')).toEqual([]);
    expect(await search(1, '')).not.toContain(debtor);
    // Deleted rows only with show_all.
    await book.t.db.update(creditRequests).set({ deletedAt: new Date() }).where(eq(creditRequests.id, acme));
    expect(await search(1, 'acme')).toEqual([]);
    const all = await call('credit_request/fetch', {
      credit_requests: 1,
      page: 1,
      per_page: 0,
      search_text: 'acme',
      show_all: 1,
    });
    expect(crsOf(all.body)).toContainEqual(expect.objectContaining({ id: acme, deleted: true }));
  });

  it('two approvals of one request at once raise the limit once', async () => {
    await resetAcme();
    const id = await ask({ prospect_id: book.clients.acme, requested_amount: '1000.00' });
    const answers = await Promise.all(Array.from({ length: 8 }, () => decide([id], 1)));
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(7);
    expect(await activeLimitOf(book.clients.acme)).toBe('101000.00');
    const debtorId = await ask({
      prospect_id: book.clients.acme,
      debtor_id: book.debtors.northwind,
      requested_amount: '1000.00',
    });
    const twice = await Promise.all([decide([debtorId], 1), decide([debtorId], 1), decide([debtorId], 2)]);
    expect(twice.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    const pair = await pairLimitOf(acmeNorthwind);
    expect(['30000.00', '31000.00']).toContain(pair);
    expect((await requestOf(debtorId)).status === 1).toBe(pair === '31000.00');
  });

  it('a debtor no longer held by the client cannot be raised', async () => {
    await resetAcme();
    const debtorId = await addDebtor(book.t.db, 'Short Lived Supply');
    const [pair] = await book.t.db
      .insert(debtorClients)
      .values({ prospectId: book.clients.acme, debtorId, creditLimit: '100.00', status: 1 })
      .returning({ id: debtorClients.id });
    const id = await ask({ prospect_id: book.clients.acme, debtor_id: debtorId, requested_amount: '10.00' });
    await book.t.db
      .update(debtorClients)
      .set({ status: 2 })
      .where(and(eq(debtorClients.id, pair!.id)));
    const refused = await decide([id], 1);
    expect(refused.statusCode).toBe(409);
    expect(refused.body.message).toBe(M.notADebtorOfClient);
  });
});
