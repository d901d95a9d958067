import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { rowsOf } from '../../src/server/exports/cursor';
import { csvField, guardFormula, utf8Bom } from '../../src/server/exports/csv';
import type { TableDocument, TableFormat } from '../../src/server/exports/table';
import { tableFileName, writeTable } from '../../src/server/exports/writeTable';
import { sheetName } from '../../src/server/exports/xlsx';
import type { ReportColumn, ReportRow } from '../../src/shared/contract/reports';
import { migratedImage } from './pgliteImage';

const root = resolve(import.meta.dirname, '../..');
// The files do not depend on the database: they are written once, in the PGlite project; the
// cursor is read on the engine of the project running the file.
const onPostgres = process.env.TEST_DB === 'postgres';
const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const pdftotext = spawnSync('pdftotext', ['-v']).status === 0;

const columns: ReportColumn[] = [
  { field: 'invoice_no', header: 'Invoice No', kind: 'text' },
  { field: 'debtor', header: 'Debtor Name', kind: 'text' },
  { field: 'posting_date', header: 'Posting Date', kind: 'date' },
  { field: 'debit', header: 'Debit', kind: 'money' },
  { field: 'days', header: 'Days', kind: 'number' },
  { field: 'share', header: 'Share', kind: 'percent' },
];

async function* batches(rows: readonly ReportRow[], size = 2): AsyncGenerator<ReportRow[]> {
  for (let index = 0; index < rows.length; index += size) yield rows.slice(index, index + size);
}

function documentOf(rows: readonly ReportRow[], extra: Partial<TableDocument> = {}): TableDocument {
  return {
    title: 'Debtor Statement',
    notes: ['Client: Acme, Inc.', 'As of 09/30/2026'],
    columns,
    rows: batches(rows),
    ...extra,
  };
}

/** Writes the document and answers the file's bytes. */
async function written(
  format: TableFormat,
  document: TableDocument,
): Promise<{ bytes: Buffer; rows: number }> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const result = await writeTable(format, document, out);
  return { bytes: Buffer.concat(chunks), rows: result.rows };
}

/** RFC 4180, read strictly: quoted fields with doubled quotes, CRLF between records. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let index = 0;
  let quoted = false;
  while (index < text.length) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 2;
        continue;
      }
      if (char === '"') {
        quoted = false;
        index += 1;
        continue;
      }
      field += char;
      index += 1;
      continue;
    }
    if (char === '"' && field === '') {
      quoted = true;
      index += 1;
    } else if (char === ',') {
      record.push(field);
      field = '';
      index += 1;
    } else if (char === '\r' && text[index + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      index += 2;
    } else if (char === '\n' || char === '\r' || char === '"') {
      throw new Error(`bare ${JSON.stringify(char)} at ${index}`);
    } else {
      field += char;
      index += 1;
    }
  }
  if (field !== '' || record.length > 0) throw new Error('the last record has no CRLF');
  return records;
}

const tricky: ReportRow[] = [
  {
    invoice_no: 'INV-1',
    debtor: 'Smith, Jones & Co',
    posting_date: '2026-01-05',
    debit: '1234.50',
    days: 12,
    share: '12.5',
  },
  {
    invoice_no: 'INV-2',
    debtor: 'The "Best" Foods',
    posting_date: '2026-02-28',
    debit: '-12.50',
    days: 0,
    share: null,
  },
  {
    invoice_no: '=HYPERLINK("http://evil")',
    debtor: '+1 555',
    posting_date: '2026-03-01',
    debit: '0.00',
    days: 3,
    share: '0',
  },
  { invoice_no: '-5', debtor: '@SUM(A1)', posting_date: null, debit: null, days: null, share: null },
  {
    invoice_no: 'INV-5',
    debtor: 'Line one\nline two',
    posting_date: '2026-03-02',
    debit: '5.00',
    days: 1,
    share: '1',
  },
  {
    invoice_no: ' padded ',
    debtor: 'Zoë Café',
    posting_date: '2026-03-03',
    debit: '7.00',
    days: 2,
    share: '2',
  },
];

describe.skipIf(onPostgres)('CSV', () => {
  it('opens with a BOM, quotes what it must, ends records with CRLF and reads back cell for cell', async () => {
    const { bytes, rows } = await written(
      'csv',
      documentOf(tricky, { totals: async () => ({ invoice_no: 'Total', debit: '1229.00' }) }),
    );
    expect(rows).toBe(6);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text.startsWith(utf8Bom)).toBe(true);
    const records = parseCsv(text.slice(1));
    expect(records[0]).toEqual(['Debtor Statement']);
    expect(records[1]).toEqual(['Client: Acme, Inc.']);
    expect(records[2]).toEqual(['As of 09/30/2026']);
    expect(records[3]).toEqual(['']);
    expect(records[4]).toEqual(['Invoice No', 'Debtor Name', 'Posting Date', 'Debit', 'Days', 'Share']);
    expect(records[5]).toEqual(['INV-1', 'Smith, Jones & Co', '01/05/2026', '1234.50', '12', '12.5']);
    expect(records[6]).toEqual(['INV-2', 'The "Best" Foods', '02/28/2026', '-12.50', '0', '']);
    expect(records[9]).toEqual(['INV-5', 'Line one\nline two', '03/02/2026', '5.00', '1', '1']);
    expect(records[10]?.[0]).toBe(' padded ');
    expect(records[10]?.[1]).toBe('Zoë Café');
    expect(records[11]).toEqual(['Total', '', '', '1229.00', '', '']);
    expect(records).toHaveLength(12);
    expect(text).toContain('"Smith, Jones & Co"');
    expect(text).toContain('"The ""Best"" Foods"');
  });

  it('makes a text cell that starts with = + - @ inert with an apostrophe, and leaves money alone', async () => {
    const records = parseCsv((await written('csv', documentOf(tricky))).bytes.toString('utf8').slice(1));
    expect(records[7]?.[0]).toBe(`'=HYPERLINK("http://evil")`);
    expect(records[7]?.[1]).toBe("'+1 555");
    expect(records[8]?.[0]).toBe("'-5");
    expect(records[8]?.[1]).toBe("'@SUM(A1)");
    // A negative amount in a money column is a number, not a formula.
    expect(records[6]?.[3]).toBe('-12.50');
    expect(guardFormula('\tcmd')).toBe("'\tcmd");
    expect(guardFormula('plain = fine')).toBe('plain = fine');
    expect(csvField('a\rb')).toBe('"a\rb"');
  });

  it('writes the header alone when there are no rows', async () => {
    const records = parseCsv((await written('csv', documentOf([]))).bytes.toString('utf8').slice(1));
    expect(records.at(-1)).toEqual(['Invoice No', 'Debtor Name', 'Posting Date', 'Debit', 'Days', 'Share']);
  });
});

describe.skipIf(onPostgres)('Excel', () => {
  it('reads back with the title, notes, a frozen header, money as numbers and dates as dates', async () => {
    const { bytes } = await written(
      'xlsx',
      documentOf(tricky, { totals: async () => ({ invoice_no: 'Total', debit: '1229.00' }) }),
    );
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Debtor Statement');
    expect(sheet.getCell('A1').value).toBe('Debtor Statement');
    expect(sheet.getCell('A2').value).toBe('Client: Acme, Inc.');
    expect(sheet.getCell('A3').value).toBe('As of 09/30/2026');
    expect(sheet.getRow(5).values).toEqual([
      undefined,
      'Invoice No',
      'Debtor Name',
      'Posting Date',
      'Debit',
      'Days',
      'Share',
    ]);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 5 });
    const first = sheet.getRow(6);
    expect(first.getCell(1).value).toBe('INV-1');
    expect(first.getCell(3).value).toEqual(new Date(Date.UTC(2026, 0, 5)));
    expect(first.getCell(3).numFmt).toBe('mm/dd/yyyy');
    expect(first.getCell(4).value).toBe(1234.5);
    expect(first.getCell(4).numFmt).toBe('$#,##0.00');
    expect(first.getCell(5).value).toBe(12);
    expect(first.getCell(6).value).toBe(12.5);
    expect(sheet.getRow(7).getCell(4).value).toBe(-12.5);
    // Text that looks like a formula is stored as text, never as a formula.
    expect(sheet.getRow(8).getCell(1).value).toBe('=HYPERLINK("http://evil")');
    expect(sheet.getRow(8).getCell(1).type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getRow(9).getCell(3).value).toBeNull();
    expect(sheet.getRow(11).getCell(2).value).toBe('Zoë Café');
    expect(sheet.getRow(12).getCell(1).value).toBe('Total');
    expect(sheet.getRow(12).getCell(4).value).toBe(1229);
    expect(sheet.getRow(12).getCell(1).font?.bold).toBe(true);
    expect(sheet.getRow(11).getCell(1).font?.bold).toBeUndefined();
    expect(sheet.rowCount).toBe(12);
  });

  it("names the sheet within Excel's rules", () => {
    expect(sheetName('Receivables: a/b [2026] * ? \\ very long title indeed')).toHaveLength(31);
    expect(sheetName('Receivables: a/b [2026]')).not.toMatch(/[[\]:*?/\\]/);
    expect(sheetName('')).toBe('Sheet1');
  });
});

describe.skipIf(onPostgres)('PDF', () => {
  const many: ReportRow[] = Array.from({ length: 130 }, (_, index) => ({
    invoice_no: `INV-${index + 1}`,
    debtor:
      index === 0
        ? `A debtor whose name goes on and on ${'and on '.repeat(40)}until the end`
        : `Debtor ${index + 1}`,
    posting_date: '2026-04-30',
    debit: '1234567.89',
    days: index,
    share: '33.333',
  }));

  it('prints the title and notes, the header on every page, page numbers, and cuts long text', async () => {
    const { bytes, rows } = await written(
      'pdf',
      documentOf(many, { totals: async () => ({ invoice_no: 'Total' }) }),
    );
    expect(rows).toBe(130);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const dir = mkdtempSync(join(tmpdir(), 'table-pdf-'));
    const file = join(dir, 'table.pdf');
    writeFileSync(file, bytes);
    const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file]).toString())?.[1]);
    expect(pages).toBeGreaterThanOrEqual(3);
    expect(execFileSync('pdfinfo', [file]).toString()).toMatch(/Page size:\s+792 x 612/);
    if (!pdftotext) return;
    const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
    const pageTexts = text.split('\f').filter((page) => page.trim() !== '');
    expect(pageTexts).toHaveLength(pages);
    expect(pageTexts[0]).toContain('Debtor Statement');
    expect(pageTexts[0]).toContain('As of 09/30/2026');
    pageTexts.forEach((page, index) => {
      expect(page).toMatch(/Invoice No\s+Debtor Name\s+Posting Date\s+Debit\s+Days\s+Share/);
      expect(page).toContain(`Page ${index + 1}`);
    });
    expect(text).toContain('$1,234,567.89');
    expect(text).toContain('04/30/2026');
    expect(text).toContain('33.33%');
    expect(text).toContain('INV-130');
    expect(text).toContain('Total');
    expect(text).toContain('A debtor whose name goes on');
    expect(text).toContain('...');
    expect(text).not.toContain('until the end');
  });

  it('says there is no record when there are none', async () => {
    const { bytes } = await written('pdf', documentOf([]));
    const dir = mkdtempSync(join(tmpdir(), 'table-pdf-'));
    writeFileSync(join(dir, 'empty.pdf'), bytes);
    if (!pdftotext) return;
    expect(execFileSync('pdftotext', [join(dir, 'empty.pdf'), '-']).toString()).toContain(
      'No record available.',
    );
  });
});

describe.skipIf(onPostgres)('a long table in constant memory', () => {
  // Each format in a child process with the garbage collected after every batch: what the heap
  // keeps must stay small while the file grows to many megabytes.
  const measure = (format: TableFormat, rows: number) => {
    const answer = execFileSync(
      process.execPath,
      ['--expose-gc', '--import', 'tsx', 'tests/server/exportWritersMemory.ts', format, String(rows)],
      { cwd: root, encoding: 'utf8' },
    );
    return JSON.parse(answer.trim().split('\n').at(-1)!) as {
      rows: number;
      bytes: number;
      peakRetained: number;
      early: number;
      late: number;
      seconds: number;
    };
  };

  it.each([
    ['csv', 20_000],
    ['xlsx', 20_000],
    ['pdf', 10_000],
  ] as const)(
    '%s: %i rows keep the heap flat',
    (format, rows) => {
      const result = measure(format, rows);
      console.log(
        `${format}: ${result.rows} rows, ${(result.bytes / 1e6).toFixed(1)} MB written, ` +
          `${(result.peakRetained / 1e6).toFixed(1)} MB kept at most ` +
          `(${(result.early / 1e6).toFixed(1)} MB in the first quarter, ${(result.late / 1e6).toFixed(1)} MB in the last)`,
      );
      expect(result.rows).toBe(rows);
      // Each row carries 400 characters that do not compress: a writer that held the file (or its
      // rows) would keep megabytes more at the end than at the start.
      if (format !== 'pdf') expect(result.bytes).toBeGreaterThan(2.5e6);
      expect(result.peakRetained).toBeLessThan(12e6);
      // pdfkit keeps a few kilobytes of each finished page's bookkeeping (the page tree, the
      // objects' offsets) until the end: about 1.5 MB per 10,000 rows, never the pages themselves.
      expect(result.late - result.early).toBeLessThan(format === 'pdf' ? 3e6 : 1.5e6);
    },
    120_000,
  );

  it('writes 10,000 rows within three times the benchmark budget in processor time', () => {
    // The budgets per 10,000 rows: CSV 0.15 s, XLSX 0.6 s, PDF 1.5 s; measured over the
    // second 10,000 of 20,000 rows (the writer warmed up), without collecting between batches, in
    // the writer process's own processor time, so that other work on the machine does not count.
    // Three times the budget leaves room for a slower, hotter machine (shared caches), not for
    // pdfkit's own text() (four times over) or a per-cell style. `npm run bench:reports` measures the wall time on a quiet machine.
    const budgets = { csv: 0.15, xlsx: 0.6, pdf: 1.5 } as const;
    for (const format of ['csv', 'xlsx', 'pdf'] as const) {
      const answer = execFileSync(
        process.execPath,
        ['--expose-gc', '--import', 'tsx', 'tests/server/exportWritersMemory.ts', format, '20000', 'timed'],
        { cwd: root, encoding: 'utf8' },
      );
      const { warmCpuSecondsPer10k } = JSON.parse(answer.trim().split('\n').at(-1)!) as {
        warmCpuSecondsPer10k: number;
      };
      console.log(
        `${format}: ${warmCpuSecondsPer10k.toFixed(2)} s of processor per 10,000 rows (budget ${budgets[format]} s)`,
      );
      expect(warmCpuSecondsPer10k).toBeLessThan(budgets[format] * 3);
    }
  }, 120_000);
});

describe.skipIf(onPostgres)('tableFileName', () => {
  it('keeps plain characters and the extension', () => {
    expect(tableFileName('Debtor Statement: Acme/Co', 'xlsx', '2026-09-30')).toBe(
      'Debtor_Statement_AcmeCo_2026-09-30.xlsx',
    );
    expect(tableFileName('***', 'pdf')).toBe('report.pdf');
  });
});

async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const database: { kind: string; open: () => Promise<DatabaseHandle> } = onPostgres
  ? { kind: 'PostgreSQL', open: () => connectDatabase({ databaseUrl: postgresUrl, dataDir: 'memory' }) }
  : { kind: 'PGlite', open: async () => openDatabase({ dataDir: 'memory', image: await migratedImage() }) };

describe(`rowsOf on ${database.kind}`, () => {
  const { kind, open } = database;
  let handle: DatabaseHandle | null = null;

  beforeAll(async () => {
    if (kind === 'PostgreSQL' && !(await postgresAnswers())) return;
    handle = await open();
  });
  afterAll(async () => {
    await handle?.close();
  });

  const numbers = (count: number) =>
    sql`select g as n, 'row ' || g as label from generate_series(1, ${count}::int) as g order by g`;

  it('reads every row in order, batch by batch', async (context) => {
    if (!handle) return context.skip();
    const sizes: number[] = [];
    const seen: number[] = [];
    for await (const batch of rowsOf<{ n: number; label: string }>(handle.db, numbers(2500), 1000)) {
      sizes.push(batch.length);
      for (const row of batch) seen.push(Number(row.n));
    }
    expect(sizes).toEqual([1000, 1000, 500]);
    expect(seen).toEqual(Array.from({ length: 2500 }, (_, index) => index + 1));
    // Nothing is left open: the database answers, and a second cursor reads too.
    const again: number[] = [];
    for await (const batch of rowsOf<{ n: number }>(handle.db, numbers(3), 2)) again.push(batch.length);
    expect(again).toEqual([2, 1]);
  });

  it('answers no batch for no rows', async (context) => {
    if (!handle) return context.skip();
    const sizes: number[] = [];
    for await (const batch of rowsOf(handle.db, numbers(0), 10)) sizes.push(batch.length);
    expect(sizes).toEqual([]);
  });

  it('stops fetching when the reader stops, and closes the transaction', async (context) => {
    if (!handle) return context.skip();
    let batchesRead = 0;
    for await (const batch of rowsOf(handle.db, numbers(100_000), 100)) {
      expect(batch).toHaveLength(100);
      batchesRead += 1;
      if (batchesRead === 2) break;
    }
    expect(batchesRead).toBe(2);
    const answer = (await handle.db.execute(sql`select 1 as one`)) as unknown as { rows: { one: number }[] };
    expect(Number(answer.rows[0]?.one)).toBe(1);
  });

  it('reads in a read-only transaction, and a failing query fails the reader and leaves the database well', async (context) => {
    if (!handle) return context.skip();
    const settings: string[] = [];
    // PostgreSQL reads in a read-only transaction; PGlite through a held cursor, outside one.
    for await (const batch of rowsOf<{ ro: string }>(
      handle.db,
      sql`select current_setting('transaction_read_only') as ro`,
      10,
    )) {
      settings.push(...batch.map((row) => row.ro));
    }
    expect(settings).toEqual([onPostgres ? 'on' : 'off']);
    const read = async () => {
      for await (const batch of rowsOf(
        handle!.db,
        sql`select 1 / (g - 3) as x from generate_series(1, 5) as g`,
        10,
      ))
        void batch;
    };
    const failure = await read().then(
      () => null,
      (error: unknown) => error as Error & { cause?: Error },
    );
    expect(`${failure?.message} ${failure?.cause?.message}`).toMatch(/division by zero/);
    const answer = (await handle.db.execute(sql`select 2 as two`)) as unknown as { rows: { two: number }[] };
    expect(Number(answer.rows[0]?.two)).toBe(2);
  });

  it('lets other queries run between its batches', async (context) => {
    if (!handle) return context.skip();
    const seen: number[] = [];
    for await (const batch of rowsOf<{ n: number }>(handle.db, numbers(30), 10)) {
      // A progress update or another request while the file is being written.
      const answer = (await handle.db.execute(sql`select ${batch.length}::int as n`)) as unknown as {
        rows: { n: number }[];
      };
      seen.push(Number(answer.rows[0]?.n));
    }
    expect(seen).toEqual([10, 10, 10]);
  });

  it('reads inside a transaction it is given, and leaves it open for its owner', async (context) => {
    if (!handle) return context.skip();
    const total = await handle.db.transaction(async (tx) => {
      let count = 0;
      for await (const batch of rowsOf(tx, numbers(25), 10)) count += batch.length;
      const answer = (await tx.execute(sql`select 3 as three`)) as unknown as { rows: { three: number }[] };
      return count + Number(answer.rows[0]?.three);
    });
    expect(total).toBe(28);
  });

  it('writes a file straight from the cursor', async (context) => {
    if (!handle) return context.skip();
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (chunk: Buffer) => chunks.push(chunk));
    const result = await writeTable(
      'csv',
      {
        title: 'Numbers',
        notes: [],
        columns: [
          { field: 'n', header: 'N', kind: 'number' },
          { field: 'label', header: 'Label', kind: 'text' },
        ],
        rows: rowsOf(handle.db, numbers(1234), 500),
      },
      out,
    );
    expect(result.rows).toBe(1234);
    const records = parseCsv(Buffer.concat(chunks).toString('utf8').slice(1));
    expect(records.at(-1)).toEqual(['1234', 'row 1234']);
  });
});

// A reader that stops writing must not make the writer fail or hang: the out stream's error reaches the caller.
describe.skipIf(onPostgres)('a broken destination', () => {
  it("fails the write with the stream's error", async () => {
    const broken = new Writable({
      write(_chunk, _encoding, done) {
        done(new Error('disk full'));
      },
    });
    broken.on('error', () => undefined);
    await expect(writeTable('csv', documentOf(tricky), broken)).rejects.toThrow('disk full');
  });
});
