import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { startTestApp, type TestApp } from './harness';
import {
  brokers,
  collectionItems,
  collections,
  debtorClients,
  invoices,
  journalLines,
  ledgerAccounts,
  prospects,
  rights,
  roleRights,
  users,
} from '../../src/server/db/schema';
import { addDaysIso, todayIso } from '../../src/shared/dates';
import { parseMoney, toMoneyString, type Money } from '../../src/shared/money';

/**
 * The dashboards on the demo book (docs/decisions/0032): every figure computed here again from the
 * rows (and the total debt from the books' 1200 Purchased Receivables), then the scoping of each
 * party, the rights and bad input.
 */

const zero = parseMoney('0')!;
const m = (text: string) => parseMoney(text)!;
const days = (a: string, b: string) => Math.round((Date.parse(a) - Date.parse(b)) / 86_400_000);
const oneDecimal = (sum: number, n: number) => (n === 0 ? 0 : Math.round((sum / n) * 10) / 10);
const pct = (part: Money, whole: Money) =>
  whole.isZero() ? '0.00' : part.div(whole).times(100).toDecimalPlaces(2).toFixed(2);

interface Analytics {
  average_aging: number;
  total_debt: string;
  total_paid_amount: string;
  average_debt_per_debtor: string;
  debtors_data: {
    debtor_id: number;
    name: string;
    total_debt: string;
    total_paid_amount: string;
    average_aging: number;
    average_aging_turnover: number;
  }[];
  collection_data: { age: string; collection: string }[];
}
interface Concentration {
  data: {
    prospect_id: number;
    client_name: string;
    concentration: string;
    total_debt: string;
    debtors: { debtor_id: number; debtor_name: string; concentration: string; total_debt: string }[];
  }[];
  total: number;
  last_page: number;
}

describe('the dashboards on the demo book', () => {
  let t: TestApp;
  let admin: string;
  let client: string;
  let debtor: string;
  let broker: string;
  let company: number;
  let debtorId: number;
  let otherClient: number;
  let otherDebtor: number;
  const today = todayIso();

  type OpenRow = { prospectId: number; debtorId: number; debt: Money; invoiceDate: string };
  let open: OpenRow[];
  type PaidRow = { prospectId: number; debtorId: number; applied: Money; age: number; posting: string };
  let paid: PaidRow[];

  beforeAll(async () => {
    t = await startTestApp({ demoBook: true, demoMoney: true });
    admin = await t.signIn('admin@factordesk.test');
    client = await t.signIn('client@factordesk.test');
    debtor = await t.signIn('debtor@factordesk.test');
    broker = await t.signIn('broker@factordesk.test');
    const [c] = await t.db.select().from(users).where(eq(users.email, 'client@factordesk.test'));
    company = c!.companyId!;
    const [d] = await t.db.select().from(users).where(eq(users.email, 'debtor@factordesk.test'));
    debtorId = d!.debtorId!;
    const rows = await t.db
      .select()
      .from(invoices)
      .where(and(isNotNull(invoices.fundingDate), isNull(invoices.deletedAt)));
    open = rows
      .map((row) => ({
        prospectId: row.prospectId,
        debtorId: row.debtorId,
        debt: m(row.invoiceAmount).minus(row.collectedAmount).minus(row.chargebackAmount),
        invoiceDate: row.invoiceDate,
      }))
      .filter((row) => row.debt.gt(0));
    const items = await t.db
      .select({
        prospectId: collections.prospectId,
        debtorId: collections.debtorId,
        applied: collectionItems.appliedAmount,
        chargebackId: collectionItems.chargebackId,
        posting: collections.postingDate,
        invoiceDate: invoices.invoiceDate,
      })
      .from(collectionItems)
      .innerJoin(collections, eq(collections.id, collectionItems.collectionId))
      .innerJoin(invoices, eq(invoices.id, collectionItems.invoiceId));
    paid = items
      .filter((row) => row.chargebackId === null && m(row.applied).gt(0))
      .map((row) => ({
        prospectId: row.prospectId,
        debtorId: row.debtorId,
        applied: m(row.applied),
        age: days(row.posting, row.invoiceDate),
        posting: row.posting,
      }));
    otherClient = open.find((row) => row.prospectId !== company)!.prospectId;
    const held = await t.db
      .select({ debtorId: debtorClients.debtorId })
      .from(debtorClients)
      .where(eq(debtorClients.prospectId, company));
    const heldIds = new Set(held.map((row) => row.debtorId));
    otherDebtor = open.find((row) => !heldIds.has(row.debtorId) && row.debtorId !== debtorId)!.debtorId;
  });
  afterAll(() => t.close());

  const call = (path: string, body: unknown, token: string) => t.call(path, body, token);
  const analytics = async (body: unknown, token = admin) => {
    const answer = await call('dashboard/fetch_analytics', body, token);
    expect(answer.statusCode, JSON.stringify(answer.body)).toBe(200);
    return answer.body.analytics as Analytics;
  };
  const concentration = async (body: unknown, token = admin) => {
    const answer = await call('dashboard/fetch_debt_concentration', body, token);
    expect(answer.statusCode, JSON.stringify(answer.body)).toBe(200);
    return answer.body.clients as Concentration;
  };

  function expected(openRows: OpenRow[], paidRows: PaidRow[]) {
    const debt = openRows.reduce((sum, row) => sum.plus(row.debt), zero);
    const debtorCount = new Set(openRows.map((row) => row.debtorId)).size;
    const bucket = (age: number) => (age <= 30 ? '0-30' : age <= 60 ? '31-60' : age <= 90 ? '61-90' : '91+');
    return {
      average_aging: oneDecimal(
        openRows.reduce((sum, row) => sum + days(today, row.invoiceDate), 0),
        openRows.length,
      ),
      total_debt: toMoneyString(debt),
      total_paid_amount: toMoneyString(paidRows.reduce((sum, row) => sum.plus(row.applied), zero)),
      average_debt_per_debtor: toMoneyString(debtorCount === 0 ? zero : debt.div(debtorCount)),
      collection_data: ['0-30', '31-60', '61-90', '91+'].map((age) => ({
        age,
        collection: toMoneyString(
          paidRows.filter((row) => bucket(row.age) === age).reduce((sum, row) => sum.plus(row.applied), zero),
        ),
      })),
    };
  }

  it('gives staff the whole book: the total debt is the books’ 1200 Purchased Receivables', async () => {
    const answer = await analytics({ prospect_id: 0, debtor_id: 0, from_date: '', to_date: '' });
    expect(open.length).toBeGreaterThan(0);
    expect(paid.length).toBeGreaterThan(0);
    expect(answer).toMatchObject(expected(open, paid));
    const [books] = await t.db
      .select({
        balance: sql<string>`(coalesce(sum(${journalLines.debit}), 0) - coalesce(sum(${journalLines.credit}), 0))::text`,
      })
      .from(journalLines)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, journalLines.accountId))
      .where(eq(ledgerAccounts.chartCode, '1200'));
    expect(answer.total_debt).toBe(toMoneyString(books!.balance));
  });

  it('charts the ten debtors owing most, with what they paid and how old their invoices were', async () => {
    const answer = await analytics({});
    const byDebtor = new Map<number, Money>();
    for (const row of open) byDebtor.set(row.debtorId, (byDebtor.get(row.debtorId) ?? zero).plus(row.debt));
    const top = [...byDebtor.entries()].sort((a, b) => b[1].comparedTo(a[1]) || a[0] - b[0]).slice(0, 10);
    expect(answer.debtors_data.length).toBeGreaterThan(1);
    expect(answer.debtors_data.map((row) => row.debtor_id)).toEqual(top.map(([id]) => id));
    for (const row of answer.debtors_data) {
      const mine = open.filter((o) => o.debtorId === row.debtor_id);
      const paidRows = paid.filter((p) => p.debtorId === row.debtor_id);
      expect(row.total_debt).toBe(toMoneyString(byDebtor.get(row.debtor_id)!));
      expect(row.average_aging).toBe(
        oneDecimal(
          mine.reduce((sum, o) => sum + days(today, o.invoiceDate), 0),
          mine.length,
        ),
      );
      expect(row.total_paid_amount).toBe(
        toMoneyString(paidRows.reduce((sum, p) => sum.plus(p.applied), zero)),
      );
      expect(row.average_aging_turnover).toBe(
        oneDecimal(
          paidRows.reduce((sum, p) => sum + p.age, 0),
          paidRows.length,
        ),
      );
      expect(row.name).not.toBe('');
    }
  });

  it('bounds the paid amount by posting date and the debt by invoice date', async () => {
    const from = addDaysIso(today, -45);
    const answer = await analytics({ from_date: from, to_date: today });
    const exp = expected(
      open.filter((row) => row.invoiceDate >= from && row.invoiceDate <= today),
      paid.filter((row) => row.posting >= from && row.posting <= today),
    );
    expect(answer).toMatchObject(exp);
  });

  it('filters by client and by debtor', async () => {
    const answer = await analytics({ prospect_id: company, debtor_id: 0 });
    expect(answer).toMatchObject(
      expected(
        open.filter((row) => row.prospectId === company),
        paid.filter((row) => row.prospectId === company),
      ),
    );
    const one = open[0]!.debtorId;
    const byDebtor = await analytics({ prospect_id: 0, debtor_id: one });
    expect(byDebtor).toMatchObject(
      expected(
        open.filter((row) => row.debtorId === one),
        paid.filter((row) => row.debtorId === one),
      ),
    );
  });

  it('shows debt concentration per client, each debtor’s share of its client’s, paged', async () => {
    const whole = open.reduce((sum, row) => sum.plus(row.debt), zero);
    const byClient = new Map<number, Money>();
    for (const row of open)
      byClient.set(row.prospectId, (byClient.get(row.prospectId) ?? zero).plus(row.debt));
    const ordered = [...byClient.entries()].sort((a, b) => b[1].comparedTo(a[1]) || a[0] - b[0]);
    const all = await concentration({ page: 1, per_page: 0 });
    expect(all.total).toBe(ordered.length);
    expect(all.data.map((row) => [row.prospect_id, row.total_debt, row.concentration])).toEqual(
      ordered.map(([id, debt]) => [id, toMoneyString(debt), pct(debt, whole)]),
    );
    for (const row of all.data) {
      expect(row.concentration).toMatch(/^\d{1,3}\.\d{2}$/);
      const clientDebt = byClient.get(row.prospect_id)!;
      const debtorSum = row.debtors.reduce((sum, d) => sum.plus(d.total_debt), zero);
      expect(toMoneyString(debtorSum)).toBe(toMoneyString(clientDebt));
      for (const d of row.debtors) {
        const debt = open
          .filter((o) => o.prospectId === row.prospect_id && o.debtorId === d.debtor_id)
          .reduce((sum, o) => sum.plus(o.debt), zero);
        expect(d.total_debt).toBe(toMoneyString(debt));
        expect(d.concentration).toBe(pct(debt, clientDebt));
      }
      // Each client's debt is its 1200 balance in the books.
      const [books] = await t.db
        .select({
          balance: sql<string>`(coalesce(sum(${journalLines.debit}), 0) - coalesce(sum(${journalLines.credit}), 0))::text`,
        })
        .from(journalLines)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, journalLines.accountId))
        .where(and(eq(ledgerAccounts.chartCode, '1200'), eq(ledgerAccounts.clientId, row.prospect_id)));
      expect(row.total_debt).toBe(toMoneyString(books!.balance));
    }
    const first = await concentration({ page: 1, per_page: 1 });
    expect(first.data).toHaveLength(1);
    expect(first.last_page).toBe(ordered.length);
    if (ordered.length > 1) {
      const second = await concentration({ page: 2, per_page: 1 });
      expect(second.data[0]!.prospect_id).toBe(ordered[1]![0]);
    }
    const beyond = await concentration({ page: 99, per_page: 10 });
    expect(beyond.data).toEqual([]);
  });

  describe('scoping', () => {
    it('keeps a client user to its own company whatever it sends', async () => {
      const own = expected(
        open.filter((row) => row.prospectId === company),
        paid.filter((row) => row.prospectId === company),
      );
      expect(await analytics({ prospect_id: 0 }, client)).toMatchObject(own);
      expect(await analytics({ prospect_id: company }, client)).toMatchObject(own);
      const page = await concentration({}, client);
      expect(page.data.map((row) => row.prospect_id)).toEqual(page.total === 0 ? [] : [company]);
      for (const path of ['dashboard/fetch_analytics', 'dashboard/fetch_debt_concentration']) {
        const other = await call(path, { prospect_id: otherClient }, client);
        expect(other.statusCode, path).toBe(404);
        const foreignDebtor = await call(path, { debtor_id: otherDebtor }, client);
        expect(foreignDebtor.statusCode, path).toBe(404);
      }
      const invoicesOfOther = await call(
        'dashboard/fetch_invoice_analytics',
        { debtor_id: otherDebtor },
        client,
      );
      expect(invoicesOfOther.statusCode).toBe(404);
    });

    it('keeps a debtor user to what it owes', async () => {
      const own = expected(
        open.filter((row) => row.debtorId === debtorId),
        paid.filter((row) => row.debtorId === debtorId),
      );
      expect(await analytics({}, debtor)).toMatchObject(own);
      expect((await call('dashboard/fetch_analytics', { debtor_id: otherDebtor }, debtor)).statusCode).toBe(
        404,
      );
      expect(
        (await call('dashboard/fetch_invoice_analytics', { debtor_id: otherDebtor }, debtor)).statusCode,
      ).toBe(404);
    });

    it('keeps a broker to the clients it referred', async () => {
      const referred = await t.db
        .select({ id: prospects.id })
        .from(prospects)
        .innerJoin(brokers, eq(brokers.referralCode, prospects.brokerReferralCode))
        .innerJoin(users, eq(users.id, brokers.userId))
        .where(eq(users.email, 'broker@factordesk.test'));
      const ids = new Set(referred.map((row) => row.id));
      expect(await analytics({}, broker)).toMatchObject(
        expected(
          open.filter((row) => ids.has(row.prospectId)),
          paid.filter((row) => ids.has(row.prospectId)),
        ),
      );
      if (!ids.has(otherClient)) {
        expect(
          (await call('dashboard/fetch_analytics', { prospect_id: otherClient }, broker)).statusCode,
        ).toBe(404);
      }
    });

    it('answers 404 for a client or debtor that does not exist', async () => {
      for (const body of [{ prospect_id: 999_999 }, { debtor_id: 999_999 }]) {
        expect((await call('dashboard/fetch_analytics', body, admin)).statusCode).toBe(404);
        expect((await call('dashboard/fetch_debt_concentration', body, admin)).statusCode).toBe(404);
      }
      expect(
        (await call('dashboard/fetch_invoice_analytics', { debtor_id: 999_999 }, admin)).statusCode,
      ).toBe(404);
    });
  });

  describe('the debtor dashboard', () => {
    it('counts the debtor’s purchased invoices by state, with their shares and its net term', async () => {
      const answer = await call('dashboard/fetch_invoice_analytics', {}, debtor);
      expect(answer.statusCode).toBe(200);
      const rows = await t.db
        .select()
        .from(invoices)
        .where(
          and(eq(invoices.debtorId, debtorId), isNotNull(invoices.fundingDate), isNull(invoices.deletedAt)),
        );
      const state = (row: (typeof rows)[number]) =>
        m(row.chargebackAmount).gt(0)
          ? 'charge_back'
          : m(row.collectedAmount).gte(row.invoiceAmount)
            ? 'collected'
            : row.invoiceDueDate < today
              ? 'over_due'
              : 'due_30';
      const count = (s: string) => rows.filter((row) => state(row) === s).length;
      const total = parseMoney(String(rows.length))!;
      const terms = new Map<number, number>();
      for (const row of rows) terms.set(row.discountDays, (terms.get(row.discountDays) ?? 0) + 1);
      const term = [...terms.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]?.[0] ?? 30;
      expect(rows.length).toBeGreaterThan(0);
      expect(answer.body.analytics).toEqual({
        collected: count('collected'),
        due_30: count('due_30'),
        over_due: count('over_due'),
        charge_back: count('charge_back'),
        collected_percentage: pct(m(String(count('collected'))), total),
        due_30_percentage: pct(m(String(count('due_30'))), total),
        over_due_percentage: pct(m(String(count('over_due'))), total),
        charge_back_percentage: pct(m(String(count('charge_back'))), total),
        total: rows.length,
        discount_days: term,
      });
      const recent = answer.body.recent_invoices as { id: number; invoice_date: string }[];
      expect(recent.length).toBe(Math.min(10, rows.length));
      const newest = [...rows].sort((a, b) => b.invoiceDate.localeCompare(a.invoiceDate) || b.id - a.id);
      expect(recent.map((row) => row.id)).toEqual(newest.slice(0, 10).map((row) => row.id));
    });

    it('lets staff name a debtor and answers the same', async () => {
      const own = await call('dashboard/fetch_invoice_analytics', {}, debtor);
      const staff = await call('dashboard/fetch_invoice_analytics', { debtor_id: debtorId }, admin);
      expect(staff.statusCode).toBe(200);
      expect(staff.body.analytics).toEqual(own.body.analytics);
    });
  });

  describe('bad input', () => {
    const bodies: [string, unknown][] = [
      ['a malformed date', { from_date: '2026-13-01' }],
      ['a US date', { from_date: '01/02/2026' }],
      ['a date with a control character', { to_date: '2026-01-01\u0000' }],
      ['a control character alone', { from_date: '\u0007' }],
      ['from after to', { from_date: '2026-02-01', to_date: '2026-01-01' }],
      ['an id as text', { prospect_id: '5' }],
      ['an id as money text', { prospect_id: '5,00' }],
      ['an id in exponent form', { debtor_id: '1e3' }],
      ['a fractional id', { debtor_id: 1.5 }],
      ['a negative id', { prospect_id: -1 }],
      ['an id beyond the integers', { prospect_id: 2 ** 31 }],
      ['an unknown field', { search: 'x' }],
      ['a body that is not an object', [1, 2]],
    ];
    for (const [what, body] of bodies) {
      it(`refuses ${what}`, async () => {
        for (const path of ['dashboard/fetch_analytics', 'dashboard/fetch_debt_concentration']) {
          const answer = await call(path, body, admin);
          expect(answer.statusCode, path).toBe(400);
          expect(answer.body.status).toBe(false);
        }
      });
    }
    it('refuses a bad page and a bad debtor id on the debtor dashboard', async () => {
      for (const body of [{ page: 0 }, { per_page: 5000 }, { page: '1' }]) {
        expect((await call('dashboard/fetch_debt_concentration', body, admin)).statusCode).toBe(400);
      }
      for (const body of [{ debtor_id: 'x' }, { debtor_id: -2 }, { prospect_id: 1 }]) {
        expect((await call('dashboard/fetch_invoice_analytics', body, admin)).statusCode).toBe(400);
      }
    });
  });

  describe('rights', () => {
    it('answers 401 without a session', async () => {
      expect((await t.call('dashboard/fetch_analytics', {})).statusCode).toBe(401);
      expect((await t.call('dashboard/fetch_invoice_analytics', {})).statusCode).toBe(401);
    });

    it('answers 403 without view_dashboard, but a debtor still reads its own dashboard', async () => {
      const [right] = await t.db.select().from(rights).where(eq(rights.rightName, 'view_dashboard'));
      const accounts = await t.db
        .select({ roleId: users.roleId })
        .from(users)
        .where(inArray(users.email, ['client@factordesk.test', 'debtor@factordesk.test']));
      const roleIds = accounts.map((row) => row.roleId!);
      await t.db
        .delete(roleRights)
        .where(and(eq(roleRights.rightId, right!.id), inArray(roleRights.roleId, roleIds)));
      try {
        const clientNow = await t.signIn('client@factordesk.test');
        const debtorNow = await t.signIn('debtor@factordesk.test');
        for (const path of [
          'dashboard/fetch_analytics',
          'dashboard/fetch_debt_concentration',
          'dashboard/fetch_invoice_analytics',
        ]) {
          expect((await call(path, {}, clientNow)).statusCode, path).toBe(403);
        }
        expect((await call('dashboard/fetch_analytics', {}, debtorNow)).statusCode).toBe(403);
        expect((await call('dashboard/fetch_invoice_analytics', {}, debtorNow)).statusCode).toBe(200);
      } finally {
        await t.db.insert(roleRights).values(roleIds.map((roleId) => ({ roleId, rightId: right!.id })));
      }
    });
  });
});
