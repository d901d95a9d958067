import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { startTestApp, type TestApp } from './harness';
import { users } from '../../src/server/db/schema';
import type { Caller } from '../../src/server/http/caller';
import type { ScopeColumns } from '../../src/server/http/scope';
import { HttpError } from '../../src/server/http/errors';
import { foundOr404, partyOf, scopeCondition } from '../../src/server/http/scope';
import { loadCaller } from '../../src/server/modules/session/authenticate';
import type { RoleType } from '../../src/shared/rights';

/** A stand-in for any table of the book: invoices, schedules, tickets... */
const ledgerRows = pgTable('scope_test_rows', {
  id: serial('id').primaryKey(),
  label: text('label').notNull(),
  companyId: integer('company_id'),
  debtorId: integer('debtor_id'),
  brokerId: integer('broker_id'),
});

function callerAs(
  roleType: RoleType,
  links: Partial<Pick<Caller, 'companyId' | 'debtorId' | 'brokerId'>> = {},
): Caller {
  return {
    userId: '00000000-0000-4000-8000-000000000001',
    sessionId: '00000000-0000-4000-8000-000000000002',
    roleType,
    rights: new Set(),
    companyId: links.companyId ?? null,
    debtorId: links.debtorId ?? null,
    brokerId: links.brokerId ?? null,
    sensitiveInformationDisclosure: false,
  };
}

describe('scoping queries to the caller’s party', () => {
  let t: TestApp;

  const allColumns: ScopeColumns = {
    company: ledgerRows.companyId,
    debtor: ledgerRows.debtorId,
    broker: ledgerRows.brokerId,
  };

  async function visibleTo(caller: Caller, columns: ScopeColumns = allColumns) {
    const rows = await t.db
      .select({ label: ledgerRows.label })
      .from(ledgerRows)
      .where(scopeCondition(caller, columns))
      .orderBy(asc(ledgerRows.id));
    return rows.map((r) => r.label);
  }

  beforeAll(async () => {
    t = await startTestApp();
    await t.db.execute(sql`
      create table scope_test_rows (
        id serial primary key, label text not null, company_id integer, debtor_id integer, broker_id integer
      )`);
    await t.db.insert(ledgerRows).values([
      { label: 'acme-to-globex', companyId: 1, debtorId: 10, brokerId: 100 },
      { label: 'initech-to-globex', companyId: 2, debtorId: 10, brokerId: null },
      { label: 'acme-to-hooli', companyId: 1, debtorId: 20, brokerId: 200 },
    ]);
  });
  afterAll(() => t.close());

  it('names the party each role acts for', () => {
    expect(partyOf(callerAs('admin'))).toEqual({ kind: 'staff' });
    expect(partyOf(callerAs('custom'))).toEqual({ kind: 'staff' });
    expect(partyOf(callerAs('client', { companyId: 1 }))).toEqual({ kind: 'client', companyId: 1 });
    expect(partyOf(callerAs('debtor', { debtorId: 10 }))).toEqual({ kind: 'debtor', debtorId: 10 });
    expect(partyOf(callerAs('broker', { brokerId: 100 }))).toEqual({ kind: 'broker', brokerId: 100 });
    // A client user also carrying a debtor id is still scoped as the client it is.
    expect(partyOf(callerAs('client', { companyId: 2, debtorId: 10 }))).toEqual({
      kind: 'client',
      companyId: 2,
    });
    expect(partyOf(callerAs('client'))).toEqual({ kind: 'none' });
  });

  it('shows staff everything', async () => {
    expect(scopeCondition(callerAs('client_advocate'), {})).toBeUndefined();
    expect(await visibleTo(callerAs('credit_analyst'))).toEqual([
      'acme-to-globex',
      'initech-to-globex',
      'acme-to-hooli',
    ]);
  });

  it("shows a client only its company's rows", async () => {
    expect(await visibleTo(callerAs('client', { companyId: 1 }))).toEqual([
      'acme-to-globex',
      'acme-to-hooli',
    ]);
    expect(await visibleTo(callerAs('client', { companyId: 2 }))).toEqual(['initech-to-globex']);
    expect(await visibleTo(callerAs('client', { companyId: 3 }))).toEqual([]);
  });

  it("shows a debtor only its own debtor's rows", async () => {
    expect(await visibleTo(callerAs('debtor', { debtorId: 10 }))).toEqual([
      'acme-to-globex',
      'initech-to-globex',
    ]);
    expect(await visibleTo(callerAs('debtor', { debtorId: 20 }))).toEqual(['acme-to-hooli']);
  });

  it('shows a broker only its referrals', async () => {
    expect(await visibleTo(callerAs('broker', { brokerId: 200 }))).toEqual(['acme-to-hooli']);
  });

  it('shows an unlinked client, debtor or broker nothing', async () => {
    const [client] = await t.db.select().from(users).where(eq(users.email, 'client@factordesk.test'));
    const token = await t.signIn('client@factordesk.test');
    const sessionId = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid as string;
    const loaded = await loadCaller(t.db, client!.id, sessionId, new Date());
    expect(loaded?.roleType).toBe('client');
    expect(await visibleTo(loaded!)).toEqual([]);
    expect(await visibleTo(callerAs('debtor'))).toEqual([]);
    expect(await visibleTo(callerAs('broker'))).toEqual([]);
  });

  it('denies a party whose column the table does not name, rather than leaking', async () => {
    const companyOnly = { company: ledgerRows.companyId };
    expect(await visibleTo(callerAs('debtor', { debtorId: 10 }), companyOnly)).toEqual([]);
    expect(await visibleTo(callerAs('broker', { brokerId: 100 }), companyOnly)).toEqual([]);
    expect(await visibleTo(callerAs('client', { companyId: 1 }), companyOnly)).toEqual([
      'acme-to-globex',
      'acme-to-hooli',
    ]);
  });

  it('answers a missing or hidden record exactly like one that does not exist', async () => {
    const [row] = await t.db
      .select()
      .from(ledgerRows)
      .where(scopeCondition(callerAs('client', { companyId: 2 }), { company: ledgerRows.companyId }))
      .orderBy(asc(ledgerRows.id));
    expect(foundOr404(row)?.label).toBe('initech-to-globex');
    for (const missing of [undefined, null]) {
      const error = (() => {
        try {
          foundOr404(missing);
        } catch (caught) {
          return caught;
        }
        return null;
      })();
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({ statusCode: 404, message: 'Record not found.' });
    }
    // Falsy values are found values.
    expect(foundOr404(0)).toBe(0);
    expect(foundOr404('')).toBe('');
  });
});
