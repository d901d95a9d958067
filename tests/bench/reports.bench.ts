/**
 * The reports at scale (`npm run bench:reports`, docs/decisions/0030-reports.md), on the database
 * `npm run seed:large` filled (DATABASE_URL), read only: every statement runs in read-only
 * transactions and no session is opened (the caller is built in memory).
 *
 * 1. The file writers: 100,000 rows read from a database cursor in batches, exactly as
 *    `reports/generate` reads them, written to CSV, XLSX and PDF (each format whose writer is in);
 *    it prints the seconds per 10,000 rows, the peak RSS growth over the run, and the ratio to the
 *    target. The large book has few bought invoices (its journal is small), so the 100,000 rows
 *    are its invoices in the Invoice Summary Aging's columns, read from the invoices table.
 *    RSS never shrinks within a process, so a format run after another may show little RSS growth:
 *    the heap (with external buffers) growth is printed beside it, and the ratio takes the larger.
 * 2. Each of the seventeen reports' grid (`fetchReport`, first page, count and totals) on the
 *    whole book: its time.
 */
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { connectDatabase } from '../../src/server/db/client';
import type { Caller } from '../../src/server/http/caller';
import { rowsOf } from '../../src/server/exports/cursor';
import { fetchReport } from '../../src/server/modules/reports/engine';
import { reportRegistry } from '../../src/server/modules/reports/registry';
import { tableWriters } from '../../src/server/exports/writeTable';
import { ReportRequestSchema, type ReportRow } from '../../src/shared/contract/reports';
import { allRightIds, reportDefs } from '../../src/shared/rights';
import { todayIso } from '../../src/shared/dates';
import { fiscalYearOf } from '../../src/shared/reportPeriods';
import type { TableFormat } from '../../src/server/exports/table';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl?.startsWith('postgres')) {
  console.error('bench:reports needs DATABASE_URL: a PostgreSQL database filled by `npm run seed:large`.');
  process.exit(1);
}
const rowsWanted = Number(process.env.BENCH_REPORT_ROWS ?? 100_000);
const targets: Readonly<Record<TableFormat, number>> = { csv: 0.15, xlsx: 0.6, pdf: 1.5 };
const memoryTargetMb = 200;

const handle = await connectDatabase({ databaseUrl, dataDir: 'memory' });
const db = handle.db;
const columns = reportRegistry.invoice_summary_aging.columns;
const rowsQuery = sql`select i.id as row_id, p.company_business_name as client_name, d.legal_name as debtor_name,
    i.invoice_no, i.invoice_date::text as invoice_date, i.invoice_due_date::text as invoice_due_date,
    (${todayIso()}::date - i.invoice_date)::int as aging, i.invoice_amount::numeric(16,2)::text as invoice_amount,
    i.collected_amount::numeric(16,2)::text as paid_amount,
    (i.invoice_amount - i.collected_amount - i.chargeback_amount)::numeric(16,2)::text as balance
  from invoices i join prospects p on p.id = i.prospect_id join debtors d on d.id = i.debtor_id
  where i.deleted_at is null order by i.id limit ${rowsWanted}`;

function print(row: Record<string, unknown>): ReportRow {
  const printed: ReportRow = {};
  for (const column of columns) {
    const value = row[column.field];
    printed[column.field] =
      value === null || value === undefined ? null : typeof value === 'number' ? value : String(value);
  }
  return printed;
}

/** A sink that counts bytes, as a socket would take them. */
function sink(): Writable & { bytes: number } {
  const out = new Writable({
    write(chunk: Buffer, _encoding, done) {
      out.bytes += chunk.length;
      done();
    },
  }) as Writable & { bytes: number };
  out.bytes = 0;
  return out;
}

const lines: string[] = [];
try {
  for (const format of ['csv', 'xlsx', 'pdf'] as const) {
    const writer = tableWriters[format];
    global.gc?.();
    const baseline = process.memoryUsage();
    let peak = baseline.rss;
    let peakHeap = baseline.heapUsed + baseline.external;
    const sample = () => {
      const now = process.memoryUsage();
      peak = Math.max(peak, now.rss);
      peakHeap = Math.max(peakHeap, now.heapUsed + now.external);
    };
    const sampler = setInterval(sample, 10);
    const started = performance.now();
    const out = sink();
    const rows = (async function* () {
      for await (const batch of rowsOf(db, rowsQuery, 5000)) yield batch.map(print);
    })();
    const written = await writer(
      {
        title: 'Invoice Summary Aging',
        notes: ['Bench'],
        columns,
        rows,
        totals: () => Promise.resolve(null),
      },
      out,
    );
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    sample();
    const per10k = (seconds * 10_000) / written.rows;
    const growthMb = (peak - baseline.rss) / 1024 / 1024;
    const heapGrowthMb = (peakHeap - baseline.heapUsed - baseline.external) / 1024 / 1024;
    lines.push(
      `${format.padEnd(5)} ${written.rows} rows in ${seconds.toFixed(2)} s: ${per10k.toFixed(3)} s per 10,000 rows ` +
        `(target ${targets[format]}, ratio ${(per10k / targets[format]).toFixed(2)}); ` +
        `peak RSS growth ${growthMb.toFixed(1)} MB, peak heap+external growth ${heapGrowthMb.toFixed(1)} MB ` +
        `(target ${memoryTargetMb}, ratio ${(Math.max(growthMb, heapGrowthMb) / memoryTargetMb).toFixed(2)}); ` +
        `${(out.bytes / 1024 / 1024).toFixed(1)} MB written`,
    );
    console.error(lines.at(-1));
  }

  const staff: Caller = {
    userId: '00000000-0000-0000-0000-000000000000',
    sessionId: 'bench',
    roleType: 'admin',
    rights: new Set(allRightIds),
    companyId: null,
    debtorId: null,
    brokerId: null,
    sensitiveInformationDisclosure: false,
  };
  for (const report of reportDefs) {
    const request = ReportRequestSchema.parse({
      report: report.handle,
      // Transactions reads one fiscal year: the current one.
      ...(report.handle === 'transactions' ? { fiscal_year: fiscalYearOf(todayIso()) } : {}),
    });
    const started = performance.now();
    const grid = await db.transaction((tx) => fetchReport(tx, staff, request, todayIso()), {
      accessMode: 'read only',
    });
    const ms = performance.now() - started;
    lines.push(
      `grid ${report.handle.padEnd(32)} ${String(grid.rowsCount).padStart(8)} rows  ${ms.toFixed(0).padStart(6)} ms`,
    );
    console.error(lines.at(-1));
  }
} finally {
  await handle.close();
}
console.log(lines.join('\n'));
