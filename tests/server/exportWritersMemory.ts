/**
 * Writes a long table in each format to a sink that throws the bytes away, with the garbage
 * collected after every batch, and prints (JSON) what the heap kept at its highest above where it
 * started, the bytes written and the time taken. Run by tests/server/exportWriters.test.ts as
 * `node --expose-gc --import tsx tests/server/exportWritersMemory.ts FORMAT ROWS [timed]`.
 */
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import type { ReportColumn, ReportRow } from '../../src/shared/contract/reports';
import { writeTable } from '../../src/server/exports/writeTable';
import type { TableFormat } from '../../src/server/exports/table';

const format = process.argv[2] as TableFormat;
const total = Number(process.argv[3] ?? 10000);
const batchSize = 1000;
/** 'timed': no collection between batches, so the time is the writer's own. */
const timed = process.argv[4] === 'timed';
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with --expose-gc');

const columns: ReportColumn[] = [
  { field: 'invoice_no', header: 'Invoice No', kind: 'text' },
  { field: 'debtor', header: 'Debtor', kind: 'text' },
  { field: 'description', header: 'Description', kind: 'text' },
  { field: 'date', header: 'Posting Date', kind: 'date' },
  { field: 'debit', header: 'Debit', kind: 'money' },
  { field: 'credit', header: 'Credit', kind: 'money' },
  { field: 'days', header: 'Days', kind: 'number' },
  { field: 'share', header: 'Share', kind: 'percent' },
];

async function* rows(): AsyncGenerator<ReportRow[]> {
  for (let start = 0; start < total; start += batchSize) {
    const batch: ReportRow[] = [];
    for (let index = start; index < Math.min(total, start + batchSize); index++) {
      batch.push({
        invoice_no: `INV-${index}`,
        debtor: `Debtor ${index % 97}`,
        // 400 characters that do not compress away: a writer that held the file would hold megabytes.
        description: `Invoice bought ${index} ${randomBytes(300).toString('base64')}`,
        date: `2026-${String((index % 12) + 1).padStart(2, '0')}-15`,
        debit: `${index}.25`,
        credit: null,
        days: index % 120,
        share: '12.50',
      });
    }
    yield batch;
  }
}

let bytes = 0;
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    bytes += chunk.length;
    done();
  },
});

gc();
const baseline = process.memoryUsage().heapUsed;
let peak = 0;
/** What the heap kept after each batch. */
const kept: number[] = [];
const started = performance.now();
/** When the first half was written: the second half's pace is the writer's, warmed up. */
let halfway = { rows: 0, at: started, cpu: process.cpuUsage() };
const written = await writeTable(
  format,
  { title: 'Memory check', notes: ['As of 09/30/2026'], columns, rows: rows() },
  sink,
  (rowsWritten) => {
    if (rowsWritten <= total / 2) {
      halfway = { rows: rowsWritten, at: performance.now(), cpu: process.cpuUsage() };
    }
    if (timed) return;
    gc();
    const now = process.memoryUsage().heapUsed - baseline;
    kept.push(now);
    peak = Math.max(peak, now);
  },
);
const ended = performance.now();
const seconds = (ended - started) / 1000;
const perTenThousand = 10_000 / Math.max(1, total - halfway.rows);
const warmSecondsPer10k = ((ended - halfway.at) / 1000) * perTenThousand;
// The processor time the process spent over the same rows: what the writer costs, however busy
// the machine is with other work (wall time on a shared machine measures the others too).
const warmCpu = process.cpuUsage(halfway.cpu);
const warmCpuSecondsPer10k = ((warmCpu.user + warmCpu.system) / 1e6) * perTenThousand;
// The most kept over the first quarter of the batches and over the last: equal for a flat writer.
const quarter = Math.max(1, Math.floor(kept.length / 4));
const early = Math.max(0, ...kept.slice(0, quarter));
const late = Math.max(0, ...kept.slice(-quarter));
console.log(
  JSON.stringify({
    format,
    rows: written.rows,
    bytes,
    peakRetained: peak,
    early,
    late,
    seconds,
    warmSecondsPer10k,
    warmCpuSecondsPer10k,
  }),
);
