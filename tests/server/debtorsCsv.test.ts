import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../src/server/modules/debtors/csv';
import { importColumns, importTemplateCsv } from '../../src/shared/validation/debtorImport';

/** The import reads CSV as spreadsheets write it (RFC 4180). */
describe('reading an import file', () => {
  it('splits cells and lines, with quoted commas, line breaks and doubled quotes', () => {
    const text = '\uFEFFname,address\r\n"Acme, Inc.","1 Main St\nSuite 4"\r\n"Say ""hi""",x\n';
    expect(parseCsv(text)).toEqual([
      ['name', 'address'],
      ['Acme, Inc.', '1 Main St\nSuite 4'],
      ['Say "hi"', 'x'],
    ]);
  });

  it('keeps empty cells and a last line without a line end', () => {
    expect(parseCsv('a,,c\n,,')).toEqual([
      ['a', '', 'c'],
      ['', '', ''],
    ]);
  });

  it('refuses a quote that is never closed', () => {
    expect(parseCsv('a,"b\nc,d')).toBeNull();
  });

  it('reads back the template the Import dialog offers, one cell per column', () => {
    const [header, example] = parseCsv(importTemplateCsv()) ?? [];
    expect(header).toEqual([...importColumns]);
    expect(example).toHaveLength(importColumns.length);
  });
});
