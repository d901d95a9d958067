import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, count, eq, sql } from 'drizzle-orm';
import { startTestApp, type TestApp } from './harness';
import { auditTrail } from '../../src/server/db/schema';
import { appendAudit } from '../../src/server/audit/append';
import { verifyAuditChain } from '../../src/server/audit/verify';
import { genesisHash, rowHash } from '../../src/server/audit/chain';
import { postEntry, type Posting } from '../../src/server/ledger/post';

describe('the audit chain', () => {
  let t: TestApp;
  let serial = 0;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const rows = () => t.db.select().from(auditTrail).orderBy(asc(auditTrail.seq));
  const posting = (): Posting => ({
    date: '2026-11-02',
    operation: 'schedule_funding',
    operationKey: `audit-test:${++serial}`,
    memo: 'Audit test movement',
    lines: [
      { chart: 'cash', debit: '10.00' },
      { chart: 'cash', credit: '10.00' },
    ],
  });

  it('links each row to the one before, from the genesis hash', async () => {
    await appendAudit(t.db, { kind: 'refused', subject: 'test/first', detail: '403' });
    await appendAudit(t.db, { kind: 'refused', subject: 'test/second', detail: '403' });
    const all = await rows();
    expect(all[0]!.seq).toBe(1);
    expect(all[0]!.prevHash).toBe(genesisHash);
    for (let i = 1; i < all.length; i++) {
      expect(all[i]!.seq).toBe(all[i - 1]!.seq + 1);
      expect(all[i]!.prevHash).toBe(all[i - 1]!.hash);
      expect(all[i]!.hash).toBe(rowHash(all[i]!, all[i]!.prevHash));
    }
    expect((await verifyAuditChain(t.db)).broken).toBeNull();
  });

  it('never forks under concurrent appends', async () => {
    const before = (await rows()).length;
    await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        appendAudit(t.db, { kind: 'refused', subject: `test/concurrent/${i}`, detail: '401' }),
      ),
    );
    const all = await rows();
    expect(all.length).toBe(before + 25);
    expect(new Set(all.map((r) => r.prevHash)).size).toBe(all.length);
    const report = await verifyAuditChain(t.db, 7);
    expect(report.broken).toBeNull();
    expect(report.rows).toBe(all.length);
  });

  it('records a money post in its own transaction, and nothing when the post rolls back', async () => {
    const moneyRows = async () =>
      (await t.db.select({ n: count() }).from(auditTrail).where(eq(auditTrail.kind, 'money_post')))[0]!.n;
    const before = await moneyRows();
    const id = await t.db.transaction((tx) => postEntry(tx, posting()));
    expect(await moneyRows()).toBe(before + 1);
    const [last] = await t.db
      .select()
      .from(auditTrail)
      .where(eq(auditTrail.kind, 'money_post'))
      .orderBy(sql`seq desc`)
      .limit(1);
    expect(last!.subject).toBe(`journal entry ${id}`);

    await expect(
      t.db.transaction(async (tx) => {
        await postEntry(tx, posting());
        throw new Error('the operation failed after posting');
      }),
    ).rejects.toThrow('the operation failed after posting');
    expect(await moneyRows()).toBe(before + 1);

    // Posts racing each other and refusals racing them still make one chain.
    await Promise.all([
      ...Array.from({ length: 6 }, () => t.db.transaction((tx) => postEntry(tx, posting()))),
      ...Array.from({ length: 6 }, (_, i) => appendAudit(t.db, { kind: 'refused', subject: `race/${i}` })),
    ]);
    expect(await moneyRows()).toBe(before + 7);
    expect((await verifyAuditChain(t.db)).broken).toBeNull();
  });

  it('refuses updates, deletes and truncation', async () => {
    await expect(
      t.db.execute(sql`update audit_trail set detail = 'changed' where seq = 1`),
    ).rejects.toThrow();
    await expect(t.db.execute(sql`delete from audit_trail where seq = 1`)).rejects.toThrow();
    await expect(t.db.execute(sql`truncate audit_trail`)).rejects.toThrow();
    expect((await verifyAuditChain(t.db)).broken).toBeNull();
  });

  it('finds a changed row and a removed row (with the trigger lifted, as only an intruder could)', async () => {
    await t.db.execute(sql`alter table audit_trail disable trigger audit_trail_immutable`);
    try {
      await t.db.execute(sql`update audit_trail set detail = 'nothing happened' where seq = 3`);
      expect((await verifyAuditChain(t.db)).broken).toEqual({
        seq: 3,
        reason: 'its fields do not match its hash',
      });
      // Recomputing the changed row's own hash does not help: the next row names the old one.
      const [third] = await t.db.select().from(auditTrail).where(eq(auditTrail.seq, 3));
      await t.db.execute(
        sql`update audit_trail set hash = ${rowHash(third!, third!.prevHash)} where seq = 3`,
      );
      expect((await verifyAuditChain(t.db)).broken?.seq).toBe(4);

      await t.db.execute(sql`delete from audit_trail where seq <= 4`);
      await t.db.execute(sql`delete from audit_trail where seq = 6`);
      expect((await verifyAuditChain(t.db)).broken).toEqual({
        seq: 1,
        reason: 'row 1 is missing (next is 5)',
      });
    } finally {
      await t.db.execute(sql`alter table audit_trail enable trigger audit_trail_immutable`);
    }
  });
});
