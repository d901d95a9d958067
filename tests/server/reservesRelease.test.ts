import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { approvalRunnerOf } from '../../src/server/modules/approvals/runners';
import { reserveRefusals as R } from '../../src/server/modules/reserves/refusals';
import {
  journalEntries,
  moneyApprovals,
  moneyApprovalStatus,
  reserveReleases,
  users,
} from '../../src/server/db/schema';
import { adminCaller, ledgerDifferences, type FundingBook } from './fundingBook';
import {
  collect,
  entryCount,
  fundedInvoices,
  linesOf,
  releaseForm,
  setApprovalThreshold,
  startReservesBook,
  workedExample,
  type WorkedExample,
} from './reservesBook';

/**
 * Post Reserve Release when two ask at once (run on PGlite and on PostgreSQL), and above the
 * approval threshold, where it waits for a second staff member (docs/decisions/0029).
 */
describe('reserve releases at once and with a second pair of eyes', () => {
  let book: FundingBook;
  const call = (path: string, body: unknown, token = book.tokens.ca, headers?: Record<string, string>) =>
    book.t.call(path, body, token, headers);

  beforeAll(async () => {
    book = await startReservesBook();
  });
  afterAll(() => book.t.close());
  afterEach(async () => {
    await setApprovalThreshold(book.t.db, null);
    expect(await ledgerDifferences(book.t.db)).toEqual([]);
  });

  describe('simultaneous releases', () => {
    it('pays once when several releases of the same invoices arrive together', async () => {
      const ex = await workedExample(book, book.clients.acme, book.debtors.northwind);
      const form = await releaseForm(book, { invoices: [ex.i1001, ex.i1002], charge_backs: [ex.chargeback] });
      const before = await entryCount(book.t.db);
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, index) =>
          call('reserve_release/save', form, book.tokens.ca, { 'Idempotency-Key': `together-${index}` }),
        ),
      );
      const codes = answers.map((answer) => answer.statusCode).sort();
      expect(codes).toEqual([200, 400, 400, 400, 400, 400]);
      for (const answer of answers.filter((a) => a.statusCode === 400)) {
        expect(answer.body.message).toMatch(/already been released/);
      }
      expect(await entryCount(book.t.db)).toBe(before + 1);
      const posted = await book.t.db
        .select({ id: journalEntries.id })
        .from(journalEntries)
        .where(like(journalEntries.operationKey, 'reserve_release:%'));
      expect(posted).toHaveLength(1);
    });

    it('posts once for one Idempotency-Key sent several times at once', async () => {
      const ex = await workedExample(book, book.clients.cedar, book.debtors.lonestar);
      const form = await releaseForm(book, { invoices: [ex.i1001], payment_type: 1 });
      const before = await entryCount(book.t.db);
      const answers = await Promise.all(
        Array.from({ length: 4 }, () =>
          call('reserve_release/save', form, book.tokens.ca, { 'Idempotency-Key': 'one-key-at-once' }),
        ),
      );
      const ok = answers.filter((answer) => answer.statusCode === 200);
      expect(ok.length).toBeGreaterThan(0);
      expect(answers.every((answer) => [200, 409].includes(answer.statusCode))).toBe(true);
      expect(new Set(ok.map((answer) => answer.body.id)).size).toBe(1);
      expect(await entryCount(book.t.db)).toBe(before + 1);
    });
  });

  describe('the approval threshold', () => {
    let ex: WorkedExample;
    let form: Record<string, unknown>;
    let approvalId: number;
    let maker: string;
    let extra: number;

    beforeAll(async () => {
      const bayside = book.clients.bayside;
      const { useExampleTerms } = await import('./reservesBook');
      await useExampleTerms(book.t.db, bayside);
      // A paid invoice beside the worked example, for a second release of the client.
      [extra] = (await fundedInvoices(book, bayside, book.debtors.lonestar, ['1000.00'], '2026-10-01')) as [
        number,
      ];
      await collect(book, bayside, book.debtors.lonestar, extra, '1000.00', '2026-10-11');
      ex = await workedExample(book, bayside, book.debtors.northwind);
      form = await releaseForm(book, {
        invoices: [ex.i1001, ex.i1002],
        charge_backs: [ex.chargeback],
        escrows: [ex.i1002],
      });
      const [ca] = await book.t.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, 'ca@factordesk.test'));
      maker = ca!.id;
    });

    it('holds a release above the threshold instead of posting it', async () => {
      await setApprovalThreshold(book.t.db, '700.00');
      const before = await entryCount(book.t.db);
      const answer = await call('reserve_release/save', form);
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toMatchObject({
        status: true,
        message: R.waitingApproval,
        id: null,
        waiting_approval: true,
      });
      approvalId = answer.body.approval_id as number;
      expect(approvalId).toEqual(expect.any(Number));
      expect(await entryCount(book.t.db)).toBe(before);
      const [held] = await book.t.db.select().from(moneyApprovals).where(eq(moneyApprovals.id, approvalId));
      expect(held).toMatchObject({
        kind: 'reserve_release',
        prospectId: book.clients.bayside,
        amount: '715.00',
        status: moneyApprovalStatus.waiting,
        madeBy: maker,
      });
      expect(held!.request).toMatchObject({ invoices: [ex.i1001, ex.i1002], released_amount: '715.00' });
      const releases = await book.t.db
        .select()
        .from(reserveReleases)
        .where(eq(reserveReleases.prospectId, book.clients.bayside));
      expect(releases).toEqual([]);
    });

    it('posts a release at or below the threshold at once', async () => {
      await setApprovalThreshold(book.t.db, '715.00');
      // The held invoices are the waiting release's: refused, not posted.
      const answer = await call('reserve_release/save', form);
      expect(answer.statusCode).toBe(409);
      expect(answer.body.message).toBe(R.heldForApproval);
    });

    it('refuses a second waiting release of the client, and anything the first holds', async () => {
      const other = await releaseForm(book, { invoices: [extra], escrows: [] });
      await setApprovalThreshold(book.t.db, '1.00');
      const before = await entryCount(book.t.db);
      const second = await call('reserve_release/save', other);
      expect(second.statusCode).toBe(409);
      expect(second.body.message).toBe(R.waitingRelease);
      await setApprovalThreshold(book.t.db, null);
      // Another release of one of its invoices, below the threshold, is refused all the same.
      const alone = await releaseForm(book, { invoices: [ex.i1001], escrows: [] });
      const held = await call('reserve_release/save', alone);
      expect(held.statusCode).toBe(409);
      expect(held.body.message).toBe(R.heldForApproval);
      expect(await entryCount(book.t.db)).toBe(before);
    });

    it('posts the waiting release when a second staff member approves it, recording both', async () => {
      const [held] = await book.t.db.select().from(moneyApprovals).where(eq(moneyApprovals.id, approvalId));
      const admin = (await adminCaller(book.t.db)).userId;
      const run = approvalRunnerOf('reserve_release');
      // The maker may not approve its own release.
      await expect(
        book.t.db.transaction((tx) =>
          run(book.t.deps, tx, { request: held!.request, madeBy: maker, approvedBy: maker }),
        ),
      ).rejects.toThrow();
      const id = await book.t.db.transaction(async (tx) => {
        const posted = await run(book.t.deps, tx, {
          request: held!.request,
          madeBy: maker,
          approvedBy: admin,
        });
        await tx
          .update(moneyApprovals)
          .set({
            status: moneyApprovalStatus.approved,
            decidedBy: admin,
            decidedAt: new Date(),
            resultId: posted,
          })
          .where(eq(moneyApprovals.id, approvalId));
        return posted;
      });
      const [release] = await book.t.db.select().from(reserveReleases).where(eq(reserveReleases.id, id));
      expect(release).toMatchObject({ createdBy: maker, approvedBy: admin, releasedAmount: '715.00' });
      const c = book.clients.bayside;
      expect(await linesOf(book.t.db, `reserve_release:${id}`)).toEqual([
        `Dr 2200-C${c} 250.00`,
        `Cr 2100-C${c} 250.00`,
        `Dr 2100-C${c} 2740.00`,
        `Cr 1300-C${c} 2000.00`,
        `Cr 4200-C${c} 25.00`,
        'Cr 1000 715.00',
      ]);
      const list = await call('reserve_release/fetch', { search_text: 'bayside' });
      const rows = (list.body.reserve_releases as { data: Record<string, unknown>[] }).data;
      expect(rows[0]).toMatchObject({
        id,
        approved_by_name: expect.any(String),
        created_by_name: expect.any(String),
      });
      // Approved again, it is checked as of now: already released.
      await expect(
        book.t.db.transaction((tx) =>
          run(book.t.deps, tx, { request: held!.request, madeBy: maker, approvedBy: admin }),
        ),
      ).rejects.toThrow(/already been released/);
    });
  });
});
