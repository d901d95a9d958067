import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { debtorClients, debtors } from '../../src/server/db/schema';
import type { DebtorRow, ImportPreviewRow } from '../../src/shared/contract/debtors';
import { debtorForm, startDebtorBook, upload, type DebtorBook } from './debtorsBook';

const header =
  'client,debtor_name,email,fein,phone,address,zip,state,city,industry,credit_limit,' +
  'contact_first_name,contact_last_name,contact_email,contact_phone';

function csv(...rows: string[]): { filename: string; content: string } {
  return { filename: 'debtors.csv', content: [header, ...rows].join('\r\n') };
}

/** The debtor import (docs/decisions/0007-debtor-import.md): preview without writing, then all rows or none. */
describe('importing debtors from a CSV file', () => {
  let b: DebtorBook;

  const preview = (file: { filename: string; content: string }, token = b.tokens.ca) =>
    upload(b.t, 'debtor/import/preview', token, {}, file);
  const commit = (file: { filename: string; content: string }, rows: string, token = b.tokens.ca) =>
    upload(b.t, 'debtor/import/save', token, { rows }, file);
  async function counts() {
    const [d] = await b.t.db.select({ n: sql<number>`count(*)::int` }).from(debtors);
    const [h] = await b.t.db.select({ n: sql<number>`count(*)::int` }).from(debtorClients);
    return { debtors: d?.n, holdings: h?.n };
  }
  async function rowsOf(clientName: string): Promise<DebtorRow[]> {
    const answer = await b.t.call('debtor/fetch', { per_page: 0, search_text: clientName }, b.tokens.admin);
    return (answer.body.debtors as { data: DebtorRow[] }).data;
  }

  beforeAll(async () => {
    b = await startDebtorBook();
  });
  afterAll(async () => {
    await b.t.close();
  });

  it('previews every row with its problems and writes nothing', async () => {
    const before = await counts();
    const file = csv(
      'Cedar Creek Builders,Quarry Stone Works,ap@quarry.example,12-7777777,214-555-0400,"100 Main Street, Suite 4",75201,,,Mining Tools,5000,Ada,Lane,ada@quarry.example,214-555-0401',
      'Cedar Creek Builders,Bad Row,not-an-email,12-7777778,214-555-0400,1 Road,,,,,5000,,,,',
      'Nowhere Inc,Lost Debtor,ap@lost.example,12-7777779,214-555-0400,1 Road,75201,,,,5000,,,,',
      'acme freight lines,Northwind Traders,ap@northwind.example,74-1852963,214-555-0110,1200 Commerce Street,75201,,,,1000,,,,',
      `${b.clients.cedar},Northwind Traders,AP@northwind.example,741852963,2145550110,1200 Commerce Street,75201,,,,1000,,,,`,
      'Cedar Creek Builders,Quarry Stone Works,AP@quarry.example,127777777,214-555-0400,1 Road,75201,,,,100,,,,',
      '',
      'Bayside Medical Supply,Harbor Labs,ap@harborlabs.example,12-7777780,415-555-0400,1 Bay Road,94105,,,,150000,,,,',
      'Bayside Medical Supply,Harbor Annex,ap@harborannex.example,12-7777781,415-555-0400,1 Bay Road,94105,,,,20000,,,,',
    );
    const answer = await preview(file);
    expect(answer.statusCode).toBe(200);
    const rows = answer.body.rows as ImportPreviewRow[];
    expect(answer.body).toMatchObject({ total: 8, valid: 3 });
    expect(rows.find((row) => row.row === 2)).toMatchObject({
      client_name: 'Cedar Creek Builders',
      debtor_name: 'Quarry Stone Works',
      credit_limit: '5000',
      action: 'create',
      errors: [],
    });
    expect(rows.find((row) => row.row === 6)).toMatchObject({
      client_name: 'Cedar Creek Builders',
      action: 'link',
    });
    expect(await counts()).toEqual(before);
  });

  it('judges each row by the debtor form rules and the client limits', async () => {
    const answer = await preview(
      csv(
        'Cedar Creek Builders,Quarry Stone Works,ap@quarry.example,12-7777777,214-555-0400,"100 Main Street, Suite 4",75201,,,Mining Tools,5000,Ada,Lane,ada@quarry.example,214-555-0401',
        'Cedar Creek Builders,Bad Row,not-an-email,12-7777778,214-555-0400,1 Road,,,,,5000,,,,',
        'Nowhere Inc,Lost Debtor,ap@lost.example,12-7777779,214-555-0400,1 Road,75201,,,,5000,,,,',
        'acme freight lines,Northwind Traders,ap@northwind.example,74-1852963,214-555-0110,1200 Commerce Street,75201,,,,1000,,,,',
        `${b.clients.cedar},Northwind Traders,AP@northwind.example,741852963,2145550110,1200 Commerce Street,75201,,,,1000,,,,`,
        'Cedar Creek Builders,Quarry Stone Works,AP@quarry.example,127777777,214-555-0400,1 Road,75201,,,,100,,,,',
        '',
        'Bayside Medical Supply,Harbor Labs,ap@harborlabs.example,12-7777780,415-555-0400,1 Bay Road,94105,,,,150000,,,,',
        'Bayside Medical Supply,Harbor Annex,ap@harborannex.example,12-7777781,415-555-0400,1 Bay Road,94105,,,,20000,,,,',
        'Cedar Creek Builders,No Contact Phone,ap@nophone.example,12-7777782,214-555-0400,1 Road,75201,,,,10,Bo,,bo@nophone.example,',
      ),
    );
    const rows = answer.body.rows as ImportPreviewRow[];
    expect(rows.map((row) => [row.row, row.action, row.errors])).toEqual([
      [2, 'create', []],
      [
        3,
        null,
        ['Company Email is invalid', 'Zip Code is required', 'State is required', 'City is required'],
      ],
      [4, null, ['Client not found.']],
      [5, null, ['This debtor already exists for this client.']],
      [6, 'link', []],
      [7, null, ['The same debtor is already in row 2 for this client.']],
      [9, 'create', []],
      [10, null, ["Weekly Credit Limit can not exceed the client's available credit limit."]],
      [11, null, ['Phone No is required']],
    ]);
  });

  it('imports the previewed rows in one go, filling state and city from the zip', async () => {
    const file = csv(
      'Cedar Creek Builders,Quarry Stone Works,ap@quarry.example,12-7777777,214-555-0400,"100 Main Street, Suite 4",75201,,,Mining Tools,5000,Ada,Lane,ada@quarry.example,214-555-0401',
      'Nowhere Inc,Lost Debtor,ap@lost.example,12-7777779,214-555-0400,1 Road,75201,,,,5000,,,,',
      `${b.clients.cedar},Northwind Traders,AP@northwind.example,741852963,2145550110,1200 Commerce Street,75201,,,,1000,,,,`,
    );
    const checked = await preview(file);
    expect(checked.body).toMatchObject({ total: 3, valid: 2 });
    const answer = await commit(file, '2,4');
    expect(answer).toEqual({
      statusCode: 200,
      body: { status: true, message: '2 debtors have been imported.', imported: 2 },
    });
    const cedar = await rowsOf('cedar creek');
    const quarry = cedar.find((row) => row.debtor_name === 'Quarry Stone Works');
    expect(quarry).toMatchObject({ credit_limit: '5000.00', status: 0 });
    expect(cedar.find((row) => row.debtor_name === 'Northwind Traders')).toMatchObject({
      credit_limit: '1000.00',
    });
    const stored = await b.t.call(
      'debtor/details',
      { prospect_id: b.clients.cedar, id: quarry?.id },
      b.tokens.admin,
    );
    expect(stored.body.debtor).toMatchObject({
      address: '100 Main Street, Suite 4',
      state: 'Texas',
      city: 'Dallas',
      fein: '127777777',
      industry: 'Mining Tools',
      pocs: [{ first_name: 'Ada', last_name: 'Lane', email: 'ada@quarry.example', phone: '2145550401' }],
    });
  });

  it('writes nothing when the rows no longer check out as previewed', async () => {
    const file = csv(
      'Bayside Medical Supply,Tidewater Labs,ap@tidewater.example,12-8888881,415-555-0500,1 Bay Road,94105,,,,1000,,,,',
      'Bayside Medical Supply,Seaside Imaging,ap@seaside.example,12-8888882,415-555-0501,2 Bay Road,94105,,,,1000,,,,',
    );
    expect((await preview(file)).body).toMatchObject({ valid: 2 });
    // Meanwhile someone files the second one by hand.
    const byHand = await b.t.call(
      'debtor/save',
      debtorForm(b.clients.bayside, { email: 'ap@seaside.example', fein: '12-8888882' }),
      b.tokens.ca,
    );
    expect(byHand.statusCode).toBe(200);
    const before = await counts();
    const answer = await commit(file, '2,3');
    expect(answer).toEqual({
      statusCode: 409,
      body: {
        status: false,
        message: 'The file no longer checks out as it did in the preview. Please check it again.',
      },
    });
    expect(await counts()).toEqual(before);
    expect((await rowsOf('bayside')).map((row) => row.debtor_name)).not.toContain('Tidewater Labs');
    // Checked again, the remaining row imports.
    expect((await commit(file, '2')).body).toMatchObject({ imported: 1 });
  });

  it('refuses a file it cannot read with 400 and the reason', async () => {
    const cases: [{ filename: string; content: string } | undefined, string][] = [
      [undefined, 'File Required, Please select the file first'],
      [{ filename: 'debtors.xlsx', content: header }, 'File type xlsx is not allowed.'],
      [{ filename: 'debtors.csv', content: '' }, 'The file has no rows to import.'],
      [{ filename: 'debtors.csv', content: header }, 'The file has no rows to import.'],
      [
        { filename: 'debtors.csv', content: 'debtor_name,email\r\nA,b@c.example' },
        'The file lacks the column(s): client, fein, phone, address, zip, credit_limit.',
      ],
      [{ filename: 'debtors.csv', content: `${header},vip\r\nx` }, 'The file has unknown column(s): vip.'],
      [
        { filename: 'debtors.csv', content: `${header}\r\n"unclosed,x` },
        'The file is not a readable CSV file (check its quotes).',
      ],
      [
        { filename: 'debtors.csv', content: [header, ...Array.from({ length: 501 }, () => 'x')].join('\n') },
        'A file may hold at most 500 debtors.',
      ],
    ];
    for (const [file, message] of cases) {
      const answer = await preview(file as { filename: string; content: string });
      expect({ message: answer.body.message, code: answer.statusCode }).toEqual({ message, code: 400 });
    }
  });

  it('a client user imports for its own company only, and needs no client column', async () => {
    const file = {
      filename: 'mine.csv',
      content: [
        'debtor_name,email,fein,phone,address,zip,credit_limit,client',
        'Prairie Mills,ap@prairie.example,12-9999991,214-555-0600,9 Mill Road,75201,500,',
        'Other Client Debtor,ap@otherco.example,12-9999992,214-555-0601,9 Mill Road,75201,500,Bayside Medical Supply',
        `By Id,ap@byid.example,12-9999993,214-555-0602,9 Mill Road,75201,500,${b.clients.cedar}`,
      ].join('\n'),
    };
    const answer = await preview(file, b.tokens.client);
    expect((answer.body.rows as ImportPreviewRow[]).map((row) => [row.client_name, row.errors])).toEqual([
      ['Acme Freight Lines', []],
      ['Bayside Medical Supply', ['Client not found.']],
      [String(b.clients.cedar), ['Client not found.']],
    ]);
    expect((await commit(file, '2', b.tokens.client)).body).toMatchObject({ imported: 1 });
    expect((await preview(file, b.tokens.analyst)).statusCode).toBe(403);
  });
});
