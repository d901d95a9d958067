import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { startTestApp, type TestApp } from './harness';
import { readAchFile } from './achFilesReader';
import {
  chargebacks,
  creditRequests,
  debtorClients,
  journalLines,
  ledgerAccounts,
  moneyApprovals,
  prospects,
  reserveReleases,
  termSheets,
  users,
} from '../../src/server/db/schema';
import { verifyLedger } from '../../src/server/ledger/verify';
import { seed } from '../../src/server/seed';
import { seedDemoCreditRequests } from '../../src/server/seed/demoCreditRequests';
import { seedDemoReserves } from '../../src/server/seed/demoReserves';
import { readSetting } from '../../src/server/modules/settings/service';
import { addMoney, compareMoney, subtractMoney, toMoneyString } from '../../src/shared/money';

interface Page<T> {
  data: T[];
  total: number;
}
interface ReserveListed {
  prospect_id: number;
  invoice_no: string;
  releasable: boolean;
  open_balance: string;
  reserved_amount: string;
  available_escrow_reserves: string;
}
interface ReleaseListed {
  id: number;
  prospect_id: number;
  payment_type: number;
  custom_amount: string;
  released_amount: string;
}

describe('the demo book with its reserves released and its credit requests', () => {
  let t: TestApp;
  let admin: string;
  let client: string;
  let acme: number;
  let bayside: number;
  let cedar: number;

  /** What the demo's reserves and credit requests put in the book, to see a second run adds nothing. */
  async function counts() {
    return {
      releases: await t.db.$count(reserveReleases),
      approvals: await t.db.$count(moneyApprovals),
      requests: await t.db.$count(creditRequests),
      lines: await t.db.$count(journalLines),
    };
  }

  /** A client's balance of a chart account in one entry, on its credit side less its debit side. */
  async function creditsOf(entryId: number, code: string) {
    const [row] = await t.db
      .select({
        net: sql<string>`(coalesce(sum(${journalLines.credit}), 0) - coalesce(sum(${journalLines.debit}), 0))::text`,
      })
      .from(journalLines)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, journalLines.accountId))
      .where(and(eq(journalLines.entryId, entryId), eq(ledgerAccounts.chartCode, code)));
    return toMoneyString(row?.net ?? '0');
  }

  beforeAll(async () => {
    t = await startTestApp({ demoBook: true, demoMoney: true });
    admin = await t.signIn('admin@factordesk.test');
    client = await t.signIn('client@factordesk.test');
    const clients = await t.db
      .select({ id: prospects.id, name: prospects.companyBusinessName })
      .from(prospects)
      .where(eq(prospects.status, 1));
    const idOf = (name: string) => clients.find((row) => row.name === name)!.id;
    acme = idOf('Acme Freight Lines');
    bayside = idOf('Bayside Medical Supply');
    cedar = idOf('Cedar Creek Builders');
    const [account] = await t.db.select().from(users).where(eq(users.email, 'client@factordesk.test'));
    expect(account!.companyId).toBe(acme);
  });
  afterAll(() => t.close());

  it('shows closed and open invoices on Cash Reserves and held escrows on Escrow Reserves, to staff and to the demo client', async () => {
    for (const token of [admin, client]) {
      const cash = await t.call('reserve/fetch', { card: 'cash', page: 1, per_page: 100 }, token);
      expect(cash.statusCode).toBe(200);
      const rows = (cash.body.reserves as Page<ReserveListed>).data;
      const own = rows.filter((row) => row.prospect_id === acme);
      // Closed with its reserve held (releasable), and open (still owed by its debtor).
      expect(own.some((row) => row.releasable && Number(row.reserved_amount) > 0)).toBe(true);
      expect(own.some((row) => !row.releasable && Number(row.open_balance) > 0)).toBe(true);
      const escrow = await t.call('reserve/fetch', { card: 'escrow', page: 1, per_page: 100 }, token);
      expect(escrow.statusCode).toBe(200);
      const held = (escrow.body.reserves as Page<ReserveListed>).data.filter(
        (row) => row.prospect_id === acme,
      );
      expect(held.length).toBeGreaterThan(0);
      expect(held.every((row) => Number(row.available_escrow_reserves) > 0)).toBe(true);
      if (token === client) {
        expect(rows.every((row) => row.prospect_id === acme)).toBe(true);
      } else {
        // Every demo client has rows; Cedar has both a closed one held and an open one.
        expect(new Set(rows.map((row) => row.prospect_id))).toEqual(new Set([acme, bayside, cedar]));
        const cedars = rows.filter((row) => row.prospect_id === cedar);
        expect(cedars.some((row) => row.releasable)).toBe(true);
        expect(cedars.some((row) => !row.releasable)).toBe(true);
      }
    }
  });

  it('lists releases by ACH, check and wire on the Reserve Release card; the client sees its own', async () => {
    const staff = await t.call('reserve_release/fetch', { page: 1, per_page: 50 }, admin);
    expect(staff.statusCode).toBe(200);
    const all = (staff.body.reserve_releases as Page<ReleaseListed>).data;
    expect(new Set(all.map((row) => row.payment_type))).toEqual(new Set([0, 1, 2]));
    expect(new Set(all.map((row) => row.prospect_id))).toEqual(new Set([acme, bayside, cedar]));
    const own = await t.call('reserve_release/fetch', { page: 1, per_page: 50 }, client);
    expect(own.statusCode).toBe(200);
    const mine = (own.body.reserve_releases as Page<ReleaseListed>).data;
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((row) => row.prospect_id === acme)).toBe(true);
  });

  it('holds a release by wire with a chargeback deducted and the wire fee of the terms, as the books post it', async () => {
    const [release] = await t.db
      .select()
      .from(reserveReleases)
      .where(and(sql`${reserveReleases.cbAmount} > 0`, sql`${reserveReleases.wireFee} > 0`));
    expect(release).toBeDefined();
    expect(release!.paymentType).toBe(2);
    const [terms] = await t.db
      .select({ wireFee: termSheets.wireFee })
      .from(termSheets)
      .where(and(eq(termSheets.prospectId, release!.prospectId), isNotNull(termSheets.signedAt)));
    expect(toMoneyString(release!.wireFee)).toBe(toMoneyString(terms!.wireFee));
    // Released = custom − wire fee − chargebacks; custom = previous + invoice reserves + escrows.
    expect(toMoneyString(release!.customAmount)).toBe(
      toMoneyString(addMoney(release!.previousReserves, release!.amount, release!.escrowAmount)),
    );
    expect(toMoneyString(release!.releasedAmount)).toBe(
      toMoneyString(subtractMoney(subtractMoney(release!.customAmount, release!.wireFee), release!.cbAmount)),
    );
    // The entry: Cr 1300 the chargebacks, Cr 4200 the wire fee, Cr 1000 what left the bank.
    const entry = release!.journalEntryId!;
    expect(await creditsOf(entry, '1300')).toBe(toMoneyString(release!.cbAmount));
    expect(await creditsOf(entry, '4200')).toBe(toMoneyString(release!.wireFee));
    expect(await creditsOf(entry, '1000')).toBe(toMoneyString(release!.releasedAmount));
    // Its chargeback is settled in full; the breakdown shows the same figures.
    const settled = await t.db
      .select()
      .from(chargebacks)
      .where(eq(chargebacks.prospectId, release!.prospectId));
    expect(settled.every((row) => row.chargeBackSettled === 1 || row.deletedAt !== null)).toBe(true);
    const details = await t.call('reserve_release/details', { id: release!.id }, admin);
    expect(details.statusCode).toBe(200);
    expect(details.body.rr).toMatchObject({
      wire_fee: toMoneyString(release!.wireFee),
      cb_amount: toMoneyString(release!.cbAmount),
      released_amount: toMoneyString(release!.releasedAmount),
    });
  });

  it('holds a lowered release whose rest comes back as previous reserves', async () => {
    const [lowered] = await t.db
      .select()
      .from(reserveReleases)
      .where(eq(reserveReleases.prospectId, bayside));
    const total = addMoney(lowered!.previousReserves, lowered!.amount, lowered!.escrowAmount);
    expect(compareMoney(lowered!.customAmount, total)).toBeLessThan(0);
    const previous = await t.call('reserve/previous_reserves', { prospect_id: bayside }, admin);
    expect(previous.statusCode).toBe(200);
    expect(previous.body.amount).toBe(toMoneyString(subtractMoney(total, lowered!.customAmount)));
  });

  it("downloads the demo client's release by ACH as a NACHA file to its bank account", async () => {
    const [byAch] = await t.db
      .select()
      .from(reserveReleases)
      .where(and(eq(reserveReleases.prospectId, acme), eq(reserveReleases.paymentType, 0)));
    const [company] = await t.db.select().from(prospects).where(eq(prospects.id, acme));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/ach/reserve_release',
      payload: { id: byAch!.id },
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(response.statusCode).toBe(200);
    const ach = readAchFile(response.body);
    expect(ach.batches[0]!.entries).toEqual([
      expect.objectContaining({
        transactionCode: '22',
        amount: Math.round(Number(byAch!.releasedAmount) * 100),
        dfiAccount: company!.bankAccountNumber,
      }),
    ]);
  });

  it('leaves one release waiting for a second staff member, and no approval threshold set', async () => {
    const waiting = await t.db
      .select()
      .from(moneyApprovals)
      .where(and(eq(moneyApprovals.kind, 'reserve_release'), eq(moneyApprovals.status, 0)));
    expect(waiting).toHaveLength(1);
    expect(waiting[0]!.prospectId).toBe(cedar);
    expect(await readSetting(t.db, 'approval_threshold')).toBeNull();
    const listed = await t.call('approvals/fetch', { status: 'waiting' }, admin);
    expect(listed.statusCode).toBe(200);
    expect((listed.body.approvals as Page<{ id: number }>).data.map((row) => row.id)).toContain(
      waiting[0]!.id,
    );
  });

  it('holds client and debtor credit requests pending, approved and denied; the client sees its own', async () => {
    const rows = await t.db.select().from(creditRequests);
    for (const kind of ['client', 'debtor'] as const) {
      const ofKind = rows.filter((row) => (kind === 'client') === (row.debtorId === null));
      expect(ofKind.length, kind).toBeGreaterThan(0);
    }
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set([0, 1, 2]));
    // The demo client asked for its own company, pending.
    const [clientUser] = await t.db.select().from(users).where(eq(users.email, 'client@factordesk.test'));
    expect(rows.some((row) => row.createdBy === clientUser!.id && row.status === 0)).toBe(true);
    // Approval raised the limits it asked for.
    const [raised] = rows.filter((row) => row.status === 1 && row.debtorId === null);
    const [company] = await t.db.select().from(prospects).where(eq(prospects.id, raised!.prospectId));
    expect(company!.activeCreditLimit).toBe(raised!.newLimitAmount);
    const [pairRequest] = rows.filter((row) => row.status === 1 && row.debtorId !== null);
    const [pair] = await t.db
      .select()
      .from(debtorClients)
      .where(
        and(
          eq(debtorClients.prospectId, pairRequest!.prospectId),
          eq(debtorClients.debtorId, pairRequest!.debtorId!),
        ),
      );
    expect(toMoneyString(pair!.creditLimit)).toBe(toMoneyString(pairRequest!.newLimitAmount!));

    for (const kind of [1, 0]) {
      const staff = await t.call(
        'credit_request/fetch',
        { credit_requests: kind, page: 1, per_page: 50 },
        admin,
      );
      expect(staff.statusCode).toBe(200);
      const listed = (staff.body.crs as Page<{ status: number }>).data;
      expect(new Set(listed.map((row) => row.status)).size, String(kind)).toBeGreaterThanOrEqual(2);
      const own = await t.call(
        'credit_request/fetch',
        { credit_requests: kind, page: 1, per_page: 50 },
        client,
      );
      expect(own.statusCode).toBe(200);
      const mine = (own.body.crs as Page<{ prospect_id: number }>).data;
      expect(mine.length).toBeGreaterThan(0);
      expect(mine.every((row) => row.prospect_id === acme)).toBe(true);
    }
  });

  it('keeps the books clean', async () => {
    const report = await verifyLedger(t.db);
    expect(report.differences).toEqual([]);
  });

  it('adds nothing when the seed runs again, or on a book without the demo clients', async () => {
    const before = await counts();
    await seed(t.db, { demo: true, book: true, money: true, services: { ...t.deps, db: t.db } });
    expect(await counts()).toEqual(before);
    const clientIds = [acme, bayside, cedar];
    expect(await seedDemoReserves(t.db, t.deps, clientIds)).toEqual({ releases: [], waitingApproval: null });
    expect(await seedDemoCreditRequests(t.db, clientIds)).toEqual({ pending: [], approved: [], denied: [] });
    // A seed on a day before the demo's dates adds nothing either.
    const early = new Date('2026-10-25T12:00:00Z');
    expect(await seedDemoReserves(t.db, t.deps, clientIds, early)).toEqual({
      releases: [],
      waitingApproval: null,
    });
    expect(await seedDemoCreditRequests(t.db, clientIds, early)).toEqual({
      pending: [],
      approved: [],
      denied: [],
    });
    expect(await seedDemoReserves(t.db, t.deps, [])).toEqual({ releases: [], waitingApproval: null });
    expect(await seedDemoCreditRequests(t.db, [])).toEqual({ pending: [], approved: [], denied: [] });
    expect(await counts()).toEqual(before);
  });

  it('posts the waiting release when a second staff member approves it', async () => {
    const [waiting] = await t.db
      .select()
      .from(moneyApprovals)
      .where(and(eq(moneyApprovals.kind, 'reserve_release'), eq(moneyApprovals.status, 0)));
    const checker = await t.signIn('ca@factordesk.test');
    const answer = await t.call(
      'approvals/decide',
      { id: waiting!.id, decision: 'approve', note: '' },
      checker,
      { 'idempotency-key': 'demo-reserves-approval' },
    );
    expect(answer.statusCode, answer.body.message).toBe(200);
    const released = await t.db
      .select()
      .from(reserveReleases)
      .where(and(eq(reserveReleases.prospectId, cedar), isNotNull(reserveReleases.approvedBy)));
    expect(released).toHaveLength(1);
    expect(toMoneyString(released[0]!.releasedAmount)).toBe(toMoneyString(waiting!.amount));
    expect((await verifyLedger(t.db)).differences).toEqual([]);
    expect(await t.db.$count(chargebacks, inArray(chargebacks.prospectId, [cedar]))).toBeGreaterThan(0);
  });
});
