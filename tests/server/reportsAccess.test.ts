import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { startTestApp, type TestApp } from './harness';
import {
  debtorClients,
  prospects,
  reportExports,
  rights,
  roleRights,
  roles,
  users,
} from '../../src/server/db/schema';
import { postEntry } from '../../src/server/ledger/post';
import { ledgerOperations } from '../../src/server/ledger/operations';
import { addDaysIso, todayIso } from '../../src/shared/dates';
import { reportRights } from '../../src/shared/rights';

/** The reports' doors: rights, each party's own part of the book, refused input, and the files. */
describe('reports: rights, scope, input and files', () => {
  let t: TestApp;
  let admin: string;
  let client: string;
  let acme: number;
  let otherClient: number;
  let foreignDebtor: number;
  const today = todayIso();

  async function raw(path: string, body: unknown, token: string) {
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/${path}`,
      payload: body as object,
      headers: { authorization: `Bearer ${token}` },
    });
  }

  beforeAll(async () => {
    t = await startTestApp({ demoBook: true, demoMoney: true });
    admin = await t.signIn('admin@factordesk.test');
    client = await t.signIn('client@factordesk.test');
    const [account] = await t.db.select().from(users).where(eq(users.email, 'client@factordesk.test'));
    acme = account!.companyId!;
    const others = await t.db
      .select({ id: prospects.id })
      .from(prospects)
      .where(and(eq(prospects.status, 1), sql`${prospects.id} <> ${acme}`));
    otherClient = others[0]!.id;
    const acmeDebtors = await t.db
      .select({ id: debtorClients.debtorId })
      .from(debtorClients)
      .where(eq(debtorClients.prospectId, acme));
    const [foreign] = await t.db
      .select({ id: debtorClients.debtorId })
      .from(debtorClients)
      .where(
        acmeDebtors.length > 0
          ? sql`${debtorClients.debtorId} not in (${sql.join(
              acmeDebtors.map((row) => sql`${row.id}`),
              sql`, `,
            )})`
          : sql`true`,
      );
    foreignDebtor = foreign!.id;
  });
  afterAll(() => t.close());

  it('refuses a caller without the report rights (403), and a client the Broker Commission report', async () => {
    const debtor = await t.signIn('debtor@factordesk.test');
    expect((await t.call('reports/fetch', { report: 'debtor_aging' }, debtor)).statusCode).toBe(403);
    const broker = await t.signIn('broker@factordesk.test');
    expect((await t.call('reports/fetch', { report: 'broker_commission' }, broker)).statusCode).toBe(403);
    expect((await t.call('reports/fetch', { report: 'broker_commission' }, client)).statusCode).toBe(403);
    expect(
      (await t.call('reports/generate', { report: 'broker_commission', export: 2 }, client)).statusCode,
    ).toBe(403);
    expect((await t.call('reports/fetch', { report: 'broker_commission' }, admin)).statusCode).toBe(200);
  });

  it('checks the right of the format asked: without the PDF right a PDF is refused, the CSV still made', async () => {
    const [clientRole] = await t.db.select({ id: roles.id }).from(roles).where(eq(roles.roleType, 'client'));
    const [pdfRight] = await t.db
      .select({ id: rights.id })
      .from(rights)
      .where(eq(rights.rightName, reportRights('debtor_aging').pdf));
    await t.db
      .delete(roleRights)
      .where(and(eq(roleRights.roleId, clientRole!.id), eq(roleRights.rightId, pdfRight!.id)));
    const trimmed = await t.signIn('client@factordesk.test');
    expect(
      (await t.call('reports/generate', { report: 'debtor_aging', export: 0 }, trimmed)).statusCode,
    ).toBe(403);
    expect((await raw('reports/generate', { report: 'debtor_aging', export: 2 }, trimmed)).statusCode).toBe(
      200,
    );
    await t.db.insert(roleRights).values({ roleId: clientRole!.id, rightId: pdfRight!.id });
  });

  it('holds a client to its company: another client or debtor answers 404, as does one that does not exist', async () => {
    expect(
      (await t.call('reports/fetch', { report: 'debtor_aging', prospect_id: otherClient }, client))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.call('reports/fetch', { report: 'debtor_aging', debtor_id: foreignDebtor }, client))
        .statusCode,
    ).toBe(404);
    // Debtor Aging takes no broker at all: refused before anyone's broker is looked at.
    expect((await t.call('reports/fetch', { report: 'debtor_aging', broker_id: 1 }, client)).statusCode).toBe(
      400,
    );
    expect(
      (
        await t.call(
          'reports/generate',
          { report: 'debtor_aging', prospect_id: otherClient, export: 2 },
          client,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.call('reports/fetch', { report: 'debtor_aging', prospect_id: 999999 }, admin)).statusCode,
    ).toBe(404);
    expect(
      (await t.call('reports/fetch', { report: 'debtor_aging', debtor_id: 999999 }, admin)).statusCode,
    ).toBe(404);
    const own = await t.call('reports/fetch', { report: 'debtor_aging', prospect_id: acme }, client);
    expect(own.statusCode).toBe(200);
    const staff = await t.call(
      'reports/fetch',
      { report: 'debtor_aging', prospect_id: otherClient, per_page: 0 },
      admin,
    );
    const otherName = (staff.body.gridData as { client_name: string }[])[0]?.client_name;
    const mine = await t.call('reports/fetch', { report: 'debtor_aging', per_page: 0 }, client);
    for (const row of mine.body.gridData as { client_name: string }[])
      expect(row.client_name).not.toBe(otherName);
  });

  it('holds a debtor to what it owes and a broker to its referrals when their roles are given the reports', async () => {
    for (const roleType of ['debtor', 'broker'] as const) {
      const [role] = await t.db.select({ id: roles.id }).from(roles).where(eq(roles.roleType, roleType));
      const wanted = await t.db
        .select({ id: rights.id })
        .from(rights)
        .where(
          inArray(rights.rightName, [
            reportRights('debtor_aging').view,
            reportRights('broker_commission').view,
          ]),
        );
      await t.db
        .insert(roleRights)
        .values(wanted.map((right) => ({ roleId: role!.id, rightId: right.id })))
        .onConflictDoNothing();
    }
    const debtor = await t.signIn('debtor@factordesk.test');
    const [debtorUser] = await t.db.select().from(users).where(eq(users.email, 'debtor@factordesk.test'));
    const ownDebtor = debtorUser!.debtorId!;
    const seen = await t.call('reports/fetch', { report: 'debtor_aging', per_page: 0 }, debtor);
    expect(seen.statusCode).toBe(200);
    const all = await t.call(
      'reports/fetch',
      { report: 'debtor_aging', per_page: 0, debtor_id: ownDebtor },
      admin,
    );
    expect(seen.body.totals).toEqual(all.body.totals);
    const other = ownDebtor === foreignDebtor ? 999999 : foreignDebtor;
    expect(
      (await t.call('reports/fetch', { report: 'debtor_aging', debtor_id: other }, debtor)).statusCode,
    ).toBe(404);
    expect((await t.call('reports/fetch', { report: 'broker_commission' }, debtor)).statusCode).toBe(403);

    const broker = await t.signIn('broker@factordesk.test');
    const commission = await t.call('reports/fetch', { report: 'broker_commission', per_page: 0 }, broker);
    expect(commission.statusCode).toBe(200);
    const [brokerUser] = await t.db.select().from(users).where(eq(users.email, 'broker@factordesk.test'));
    const staffView = await t.call(
      'reports/fetch',
      { report: 'broker_commission', per_page: 0, broker_id: brokerUser!.brokerId! },
      admin,
    );
    expect(commission.body.totals).toEqual(staffView.body.totals);
    expect(
      (await t.call('reports/fetch', { report: 'broker_commission', broker_id: 999999 }, broker)).statusCode,
    ).toBe(404);
  });

  it('refuses malformed filters with 400', async () => {
    const bad: Record<string, unknown>[] = [
      { report: 'credit_limit_warning', limit: '123456' },
      { report: 'credit_limit_warning', limit: '5,00' },
      { report: 'credit_limit_warning', limit: '1e3' },
      { report: 'credit_limit_warning', limit: 80 },
      { report: 'last_payment_date', no_of_days: '1234' },
      { report: 'last_payment_date', no_of_days: '5,0' },
      { report: 'debtor_aging', date_keyword: 'dateRange', from_date: '2025-01-01' },
      { report: 'debtor_aging', date_keyword: 'dateRange', from_date: '2025-02-01', to_date: '2025-01-01' },
      { report: 'debtor_aging', date_keyword: '24hours' },
      { report: 'debtor_aging', as_of: addDaysIso(today, 1) },
      { report: 'debtor_aging', as_of: '2025-02-30' },
      {
        report: 'debtor_aging',
        from_date: '2025-01-01\u0007',
        to_date: '2025-01-02',
        date_keyword: 'dateRange',
      },
      { report: 'debtor\u0000aging' },
      { report: 'no_such_report' },
      { report: 'debtor_aging', prospect_id: '5' },
      { report: 'debtor_aging', prospect_id: -1 },
      { report: 'client_analysis', duration: 12 },
      { report: 'transactions', fiscal_year: 2019 },
      { report: 'transactions', transaction_type: 'both' },
      { report: 'debtor_aging', export: 3 },
      { report: 'debtor_aging', extra: 1 },
      { report: 'debtor_aging', per_page: 5000 },
      // A filter the report does not take (src/shared/reportFilters.ts) is refused, not ignored.
      { report: 'reserve_detail', debtor_id: 0 },
      { report: 'transactions', date_keyword: '30days' },
      { report: 'client_risk_management_details', date_keyword: '30days' },
      { report: 'debtor_aging', limit: '50' },
      { report: 'client_analysis', broker_id: 0 },
      { report: 'credit_limit_warning', no_of_days: '30' },
      { report: 'last_payment_date', duration: 6 },
      { report: 'cash_posting', fiscal_year: 2025 },
      { report: 'debtor_aging', transaction_type: 'all' },
    ];
    for (const body of bad) {
      const answer = await t.call('reports/fetch', body, admin);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await t.call('reports/fetch', { report: 'debtor_aging', date_keyword: '30days' }, admin)).statusCode,
    ).toBe(200);
    expect(
      (await t.call('reports/fetch', { report: 'invoice_summary_aging', date_keyword: '24hours' }, admin))
        .statusCode,
    ).toBe(200);
  });

  it('sorts by one of the report columns only: any other sort falls back to the report order', async () => {
    const body = { report: 'purchase_summary_with_fee', per_page: 0 };
    const byAmount = await t.call(
      'reports/fetch',
      { ...body, sort_by: 'invoice_amount', sort_desc: 1 },
      admin,
    );
    expect(byAmount.statusCode).toBe(200);
    const amounts = (byAmount.body.gridData as { invoice_amount: string }[]).map((row) =>
      Number(row.invoice_amount),
    );
    expect(amounts.length).toBeGreaterThan(1);
    expect([...amounts].sort((a, b) => b - a)).toEqual(amounts);
    // A field name that is not one of the report's columns falls back to the report's order...
    const forged = await t.call('reports/fetch', { ...body, sort_by: 'password_hash' }, admin);
    const plain = await t.call('reports/fetch', body, admin);
    expect(forged.statusCode).toBe(200);
    expect(forged.body.gridData).toEqual(plain.body.gridData);
    // ...and anything that is not a field name at all is refused.
    for (const sortBy of ['invoice_no; drop table invoices', 'invoice_no\u0000', 'invoice_no\n', '']) {
      expect((await t.call('reports/fetch', { ...body, sort_by: sortBy }, admin)).statusCode).toBe(400);
    }
  });

  it('writes a CSV with the title, the filters, the period, "As of" and the totals of the grid', async () => {
    const asOf = addDaysIso(today, -1);
    const body = {
      report: 'invoice_summary_aging',
      prospect_id: acme,
      as_of: asOf,
      date_keyword: 'last12Months',
    };
    const file = await raw('reports/generate', { ...body, export: 2 }, admin);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/csv');
    expect(file.headers['content-disposition']).toContain('invoice_summary_aging');
    const text = file.body.replace(/^\uFEFF/, '');
    const [mm, dd, yyyy] = [asOf.slice(5, 7), asOf.slice(8, 10), asOf.slice(0, 4)];
    expect(text.split('\r\n')[0]).toBe('Invoice Summary Aging');
    expect(text).toContain(`As of ${mm}/${dd}/${yyyy}`);
    expect(text).toContain('Client: ');
    expect(text).toContain('Period: ');
    const grid = await t.call('reports/fetch', { ...body, per_page: 0 }, admin);
    const rows = text.trim().split('\r\n');
    // title, notes, header, the rows, the totals
    const totalsLine = rows.at(-1)!;
    expect(totalsLine).toContain(String((grid.body.totals as { balance: string }).balance));
    expect(rows.length).toBeGreaterThanOrEqual((grid.body.rowsCount as number) + 3);
  });

  it('writes an Excel workbook with the grid cells and totals, and a short PDF at once', async () => {
    const body = { report: 'purchase_summary_with_fee', prospect_id: acme };
    const file = await raw('reports/generate', { ...body, export: 1 }, admin);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const texts: string[] = [];
    sheet.eachRow((row) =>
      texts.push((row.values as unknown[]).map((value) => String(value ?? '')).join('|')),
    );
    expect(texts[0]).toContain('Purchase Summary With Fee');
    expect(texts.some((line) => line.includes('Client: '))).toBe(true);
    const grid = await t.call('reports/fetch', { ...body, per_page: 0 }, admin);
    const totals = grid.body.totals as { invoice_amount: string };
    expect(Number(grid.body.rowsCount)).toBeGreaterThan(0);
    expect(texts.at(-1)).toContain(String(Number(totals.invoice_amount)));
    const pdf = await raw('reports/generate', { ...body, export: 0 }, admin);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('mails a PDF of more than 400 rows built in the background, and tells only its owner how far it got', async () => {
    // More than 400 lines on the demo client's reserve: small balanced entries.
    await t.db.transaction(async (tx) => {
      for (let index = 0; index < 210; index += 1) {
        await postEntry(tx, {
          date: today,
          operation: ledgerOperations.openingBalance,
          operationKey: `test:reports:${index}`,
          memo: 'Reserve brought forward',
          clientId: acme,
          lines: [
            { chart: 'chargebacksReceivable', clientId: acme, debit: '1.00' },
            { chart: 'clientReserves', clientId: acme, credit: '1.00' },
          ],
        });
      }
    });
    const body = { report: 'transactions', export: 0 };
    const grid = await t.call('reports/fetch', { ...body, export: undefined, per_page: 1 }, client);
    expect(grid.body.rowsCount as number).toBeGreaterThan(400);
    const answer = await t.call('reports/generate', body, client);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toMatchObject({
      status: true,
      message: 'PDF report has been sent to you over an email.',
    });
    const id = answer.body.export_id as number;
    expect((await t.call('reports/export_status', { id }, admin)).statusCode).toBe(404);
    expect((await t.call('reports/export_status', { id: 999999 }, client)).statusCode).toBe(404);
    expect((await t.call('reports/export_status', { id: '1' }, client)).statusCode).toBe(400);
    let state = '';
    for (let attempt = 0; attempt < 200 && state !== 'sent' && state !== 'failed'; attempt += 1) {
      const status = await t.call('reports/export_status', { id }, client);
      expect(status.statusCode).toBe(200);
      state = status.body.state as string;
      if (state === 'building') await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(state).toBe('sent');
    const [row] = await t.db.select().from(reportExports).where(eq(reportExports.id, id));
    expect(row!.rowsWritten).toBe(grid.body.rowsCount);
    const [mail] = await t.mailsTo('client@factordesk.test');
    expect(mail!.subject).toContain('Report Generated');
    expect(mail!.attachments).toHaveLength(1);
    const attached = mail!.attachments![0]!;
    expect(attached.content_type).toBe('application/pdf');
    const stored = await t.deps.files.read(attached.file_key);
    expect(stored.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
