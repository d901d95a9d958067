import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { debtorClients, debtorContacts, debtors, industries, users } from '../../src/server/db/schema';
import { searchIndustries } from '../../src/server/modules/debtors/industries';
import { syncIndustries } from '../../src/server/seed/industries';
import { industries as shipped } from '../../src/shared/industries';
import { startDebtorBook, type DebtorBook } from './debtorsBook';

describe('industries and the demo debtors', () => {
  let b: DebtorBook;

  beforeAll(async () => {
    b = await startDebtorBook();
  });
  afterAll(async () => {
    await b.t.close();
  });

  it('syncs the shipped industries under their list ids at every start, leaving what users added', async () => {
    const stored = await b.t.db.select().from(industries).orderBy(asc(industries.id));
    expect(stored.map(({ id, title }) => ({ id, title }))).toEqual(
      shipped.map(({ id, title }) => ({ id, title })),
    );

    const [typed] = await b.t.db.insert(industries).values({ title: 'Vertical Farming' }).returning();
    expect(typed?.id).toBe(1001);
    await b.t.db.update(industries).set({ title: 'Healthcare (all)' }).where(eq(industries.id, 30));
    await syncIndustries(b.t.db);
    await syncIndustries(b.t.db);
    const after = await b.t.db.select().from(industries).orderBy(asc(industries.id));
    expect(after).toHaveLength(shipped.length + 1);
    expect(after.find((row) => row.id === 30)?.title).toBe('Healthcare (all)');
    const [next] = await b.t.db.insert(industries).values({ title: 'Tidal Energy' }).returning();
    expect(next?.id).toBe(1002);
  });

  it('searches industries by title, the shipped ones first, then those users added', async () => {
    const page = await searchIndustries(b.t.db, { page: 1, per_page: 50, search_text: 'ING' });
    const titles = page.data.map((row) => row.title);
    expect(titles.at(-1)).toBe('Vertical Farming');
    expect(titles.indexOf('Accounting')).toBe(0);
    const health = await searchIndustries(b.t.db, { page: 1, per_page: 50, search_text: 'health' });
    expect(health.data.map((row) => row.title)).toEqual(['Healthcare (all)', 'Home Health Care']);
    const paged = await searchIndustries(b.t.db, { page: 2, per_page: 50, search_text: '' });
    expect(paged).toMatchObject({ total: shipped.length + 2, last_page: 2, current_page: 2 });
  });

  it('gives each demo client 3 to 5 debtors with contacts, one shared, every status and one deleted', async () => {
    const holdings = await b.t.db.select().from(debtorClients);
    for (const clientId of Object.values(b.clients)) {
      const count = holdings.filter((row) => row.prospectId === clientId).length;
      expect(count).toBeGreaterThanOrEqual(3);
      expect(count).toBeLessThanOrEqual(5);
    }
    const byDebtor = new Map<number, number>();
    for (const row of holdings) byDebtor.set(row.debtorId, (byDebtor.get(row.debtorId) ?? 0) + 1);
    expect([...byDebtor.values()].filter((n) => n === 2)).toHaveLength(1);
    expect(new Set(holdings.map((row) => row.status))).toEqual(new Set([0, 1, 2]));
    expect(holdings.filter((row) => row.deletedAt !== null)).toHaveLength(1);
    const withoutContacts = await b.t.db
      .select({ id: debtors.id })
      .from(debtors)
      .where(
        sql`not exists (select 1 from ${debtorContacts} where ${debtorContacts.debtorId} = ${debtors.id})`,
      );
    expect(withoutContacts).toHaveLength(0);
  });

  it('makes the demo Debtor account the first contact of its debtor', async () => {
    const [account] = await b.t.db.select().from(users).where(eq(users.email, 'debtor@factordesk.test'));
    expect(account?.debtorId).not.toBeNull();
    const [first] = await b.t.db
      .select()
      .from(debtorContacts)
      .where(eq(debtorContacts.debtorId, account?.debtorId ?? 0))
      .orderBy(asc(debtorContacts.position));
    expect(first).toMatchObject({ email: 'debtor@factordesk.test', userId: account?.id });
    const me = await b.t.call('user/get_user_details', {}, b.tokens.debtor);
    expect(me.body.user).toMatchObject({ debtor_id: account?.debtorId, role: { role_type: 'debtor' } });
  });
});
