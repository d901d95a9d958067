import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness';

interface LinkedLine {
  id: number;
  chart_code: string;
  invoice_id: number | null;
  named: string | null;
  invoice_no: string | null;
  invoice_client: number | null;
  invoice_debtor: number | null;
  client_id: number | null;
  debtor_id: number | null;
}

/**
 * The general ledger's invoice column reads journal_lines.invoice_id (drizzle/0018): the posting
 * code sets it, and the migration linked the lines posted before it. On the demo book every
 * Purchased Receivables (1200) and Discount Fee Income (4100) line names its invoice, the one its
 * memo (or, for a chargeback, its entry's memo) names, of the line's client and debtor; and the
 * migration's backfill, run again on lines whose link is cleared, finds the same invoices.
 */
describe('journal lines name their invoice', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ demoBook: true, demoMoney: true });
  });
  afterAll(() => t.close());

  const lines = async (): Promise<LinkedLine[]> => {
    const answer = (await t.db.execute(sql`
      select l.id, a.chart_code, l.invoice_id,
             coalesce(substring(l.memo from '[Ii]nvoice ([^ :]+)'), substring(e.memo from '^Invoice ([^ :]+)')) as named,
             i.invoice_no, i.prospect_id as invoice_client, i.debtor_id as invoice_debtor,
             a.client_id, a.debtor_id
        from journal_lines l
        join journal_entries e on e.id = l.entry_id
        join ledger_accounts a on a.id = l.account_id
        left join invoices i on i.id = l.invoice_id
       where a.chart_code in ('1200', '4100')
       order by l.id`)) as unknown as { rows: LinkedLine[] };
    return answer.rows;
  };

  const expectLinked = (all: readonly LinkedLine[]) => {
    expect(all.length).toBeGreaterThan(20);
    for (const line of all) {
      expect(line.invoice_id, `line ${line.id}`).not.toBeNull();
      expect(line.invoice_no, `line ${line.id}`).toBe(line.named);
      expect(line.invoice_client).toBe(line.client_id);
      if (line.chart_code === '1200') expect(line.invoice_debtor).toBe(line.debtor_id);
    }
  };

  it('as posted: every 1200 and 4100 line names the invoice its memo names', async () => {
    expectLinked(await lines());
  });

  it("the migration's backfill finds the same invoices for lines without the link", async () => {
    const before = await lines();
    const migration = readFileSync(
      resolve(import.meta.dirname, '../../drizzle/0018_reports_and_the_ledger_by_invoice.sql'),
      'utf8',
    );
    const statements = migration.split('--> statement-breakpoint').map((part) => part.trim());
    const start = statements.findIndex((part) => /DISABLE TRIGGER "journal_lines_immutable"/.test(part));
    const backfill = statements.slice(start, start + 3);
    expect(backfill[1]).toMatch(/^(--[^\n]*\n)*UPDATE "journal_lines"/m);
    expect(backfill[2]).toMatch(/ENABLE TRIGGER "journal_lines_immutable"/);
    await t.db.transaction(async (tx) => {
      await tx.execute(sql.raw('ALTER TABLE "journal_lines" DISABLE TRIGGER "journal_lines_immutable"'));
      await tx.execute(sql.raw('UPDATE "journal_lines" SET "invoice_id" = NULL'));
      await tx.execute(sql.raw('ALTER TABLE "journal_lines" ENABLE TRIGGER "journal_lines_immutable"'));
    });
    expect((await lines()).every((line) => line.invoice_id === null)).toBe(true);
    await t.db.transaction(async (tx) => {
      for (const statement of backfill) await tx.execute(sql.raw(statement));
    });
    const after = await lines();
    expectLinked(after);
    expect(after.map((line) => [line.id, line.invoice_id])).toEqual(
      before.map((line) => [line.id, line.invoice_id]),
    );
  });
});
