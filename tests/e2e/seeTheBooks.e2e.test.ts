import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page, Response } from 'playwright-core';
import type { LedgerData } from '../../src/shared/contract/generalLedger';
import type { ReportGrid } from '../../src/shared/contract/reports';
import { formatUsDate } from '../../src/shared/dates';
import { addMoney, formatUsd, subtractMoney, toMoneyString } from '../../src/shared/money';
import { fiscalYearLabel } from '../../src/shared/reportPeriods';
import { api, openBrowser } from './browser';
import {
  asShown,
  definitionOf,
  downloadBy,
  drawnRows,
  drawPdf,
  inkShare,
  pdfText,
  readSheet,
  signInAs,
} from './businessSteps';
import { screenshotOnFailure, tokenOf } from './moneySteps';
import { pick } from './wizardSteps';

/**
 * Staff see the books (issue 14, "What it must show"): the demo Admin runs Debtor Aging over the
 * last 12 months on /reports → /reportindex, exports it to Excel and PDF and opens both (the
 * workbook's rows and totals are the grid's; the PDF's pages are drawn and looked at), then reads
 * the general ledger of the demo client Acme Freight Lines for the fiscal year of the demo book
 * (October 2025 to September 2026) and exports it to Excel: the file's lines, totals and balance
 * are the page's and the API's.
 */

const client = 'Acme Freight Lines';
/** The demo book runs June to October 2026: fiscal year 2026 holds most of it. */
const fiscalYear = 2026;

const answerOf = (endpoint: string) => (response: Response) =>
  response.url().endsWith(`/api/v1/${endpoint}`) && response.request().method() === 'POST';

/** The rows of a kit table as the page shows them, each cell's text in the header's order. */
async function tableRows(page: Page, name: string): Promise<{ header: string[]; rows: string[][] }> {
  const table = page.getByRole('table', { name, exact: true });
  await table.waitFor();
  return table.evaluate((element) => {
    const header = [...element.querySelectorAll(':scope > thead > tr > th')].map(
      (cell) => cell.textContent?.trim() ?? '',
    );
    const rows = [...element.querySelectorAll(':scope > tbody > tr')]
      .map((row) => [...row.querySelectorAll(':scope > td')].map((cell) => cell.textContent?.trim() ?? ''))
      .filter((cells) => cells.length === header.length);
    return { header, rows };
  });
}

describe('staff see the books: a report and the general ledger, on the page and in their files', () => {
  let context: BrowserContext;
  let page: Page;
  let baseUrl: string;
  let dir: string;

  beforeAll(async () => {
    ({ context, page, baseUrl } = await openBrowser());
    dir = mkdtempSync(join(tmpdir(), 'see-the-books-'));
    await signInAs(page, baseUrl, 'admin@factordesk.test');
  });
  afterAll(async () => {
    await context.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('runs Debtor Aging and exports it to Excel and PDF, both holding what the grid shows', async () => {
    screenshotOnFailure(page, 'books-debtor-aging');
    await page.goto(`${baseUrl}/reports`);
    await page.getByRole('textbox', { name: 'Search by report name' }).fill('aging');
    const card = page.getByRole('link', { name: 'Debtor Aging', exact: true });
    await card.waitFor();
    await card.click();
    await page.waitForURL((url) => url.pathname === '/reportindex');
    await page.getByRole('heading', { name: 'Debtor Aging', exact: true }).waitFor();

    const filters = page.getByRole('form', { name: 'Filters' });
    await pick(page, filters, 'Date', 'Last 12 Months');
    let answered = page.waitForResponse(answerOf('reports/fetch'));
    await filters.getByRole('button', { name: 'Run Report' }).click();
    let grid = (await (await answered).json()) as ReportGrid;
    expect(grid.rowsCount).toBeGreaterThan(0);
    // The grid's page holds every row when there are no more than 50.
    answered = page.waitForResponse(answerOf('reports/fetch'));
    await page.getByRole('combobox', { name: 'Rows per page' }).selectOption({ label: '50' });
    grid = (await (await answered).json()) as ReportGrid;
    await page
      .getByText(`${grid.rowsCount} ${grid.rowsCount === 1 ? 'row' : 'rows'}`, { exact: true })
      .waitFor();
    const shown = await tableRows(page, 'Debtor Aging rows');
    await expect
      .poll(async () => (await tableRows(page, 'Debtor Aging rows')).rows.length)
      .toBe(Math.min(50, grid.rowsCount));
    const onPage = (await tableRows(page, 'Debtor Aging rows')).rows;
    expect(shown.header).toEqual(grid.columns.map((column) => column.header));
    const totals = page.getByRole('region', { name: 'Totals' });
    const totalsShown: Record<string, string> = {};
    for (const column of grid.columns.filter((candidate) => candidate.kind === 'money')) {
      totalsShown[column.header] = await definitionOf(totals, column.header);
    }
    expect(totalsShown.Balance).toBe(formatUsd(String(grid.totals?.balance ?? 'none')));
    // The totals are the rows' sums.
    expect(totalsShown.Balance).toBe(
      formatUsd(addMoney('0', ...grid.gridData.map((row) => String(row.balance ?? '0')))),
    );

    // Excel: the header, every row as the grid prints it, and the totals row.
    const exports = page.getByRole('group', { name: 'Export To' });
    const xlsxPath = await downloadBy(page, dir, () =>
      exports.getByRole('button', { name: 'Excel', exact: true }).click(),
    );
    expect(xlsxPath).toMatch(/\.xlsx$/);
    const sheet = await readSheet(xlsxPath, 'Debtor');
    expect(sheet.heading[0]).toBe('Debtor Aging');
    expect(sheet.header).toEqual(shown.header);
    const fileTotals = sheet.rows.at(-1)!;
    const fileRows = sheet.rows.slice(0, -1);
    expect(fileRows.length).toBe(grid.rowsCount);
    expect(fileRows.slice(0, onPage.length).map((row) => row.map(asShown))).toEqual(onPage);
    for (const [index, header] of shown.header.entries()) {
      if (header in totalsShown) expect(fileTotals[index], header).toBe(totalsShown[header]);
    }

    // PDF: drawn as pages, the first kept as a picture and looked at; its text has the title and the top row.
    const pdfPath = await downloadBy(page, dir, () =>
      exports.getByRole('button', { name: 'PDF', exact: true }).click(),
    );
    expect(pdfPath).toMatch(/\.pdf$/);
    const pages = await drawPdf(pdfPath, dir, 'debtor-aging');
    expect(pages.length).toBeGreaterThan(0);
    const kept = join(dir, 'debtor-aging-first-page.png');
    copyFileSync(pages[0]!, kept);
    const drawn = inkShare(kept);
    // A page at 60 dpi: a few hundred pixels each way, some ink (text and rules), mostly paper.
    expect(drawn.width).toBeGreaterThan(300);
    expect(drawn.height).toBeGreaterThan(300);
    expect(drawn.ink).toBeGreaterThan(0.005);
    expect(drawn.ink).toBeLessThan(0.6);
    const text = await pdfText(pdfPath);
    expect(text).toContain('Debtor Aging');
    // Every row's debtor on a line with its balance, then the totals.
    const lines = text.split('\n');
    const debtorAt = shown.header.indexOf('Debtor');
    const balanceAt = shown.header.indexOf('Balance');
    for (const row of fileRows) {
      const line = lines.find((candidate) => candidate.trimStart().startsWith(row[debtorAt]!));
      expect(line, row[debtorAt]).toContain(row[balanceAt]!);
    }
    expect(text).toContain(totalsShown.Balance!);
  });

  it('shows the ledger of a client for a fiscal year as the API answers it, and its Excel file agrees', async () => {
    screenshotOnFailure(page, 'books-general-ledger');
    await page.goto(`${baseUrl}/generalledger`);
    const form = page.getByRole('form', { name: 'General Ledger filters' });
    await pick(page, form, 'Fiscal Year', fiscalYearLabel(fiscalYear));
    await pick(page, form, 'Client Name', client);
    const answered = page.waitForResponse(answerOf('general_ledger/fetch'));
    await form.getByRole('button', { name: 'Fetch', exact: true }).click();
    const sent = (await answered).request().postDataJSON() as { id: number };
    const title = `General Ledger: ${client}`;
    await page.getByRole('heading', { name: title }).waitFor();

    // The API's own answer, asked apart from the page.
    const staff = await tokenOf('admin@factordesk.test');
    const fetched = await api<{ ledger_data: LedgerData }>(
      'general_ledger/fetch',
      { client_debtor: 'client', id: sent.id, fiscal_year: fiscalYear, transaction_type: 'all' },
      staff,
    );
    expect(fetched.statusCode).toBe(200);
    const ledger = fetched.body.ledger_data;
    expect(ledger.period).toEqual({ from: `${fiscalYear - 1}-10-01`, to: `${fiscalYear}-09-30` });
    expect(ledger.invoices.length).toBeGreaterThan(3);

    const card = page.locator('main');
    const money = (value: string | null) => (value === null ? '-' : formatUsd(value));
    expect(await definitionOf(card, 'Statement Period')).toBe(
      `${formatUsDate(ledger.period.from)} - ${formatUsDate(ledger.period.to)}`,
    );
    expect(await definitionOf(card, 'Assigned Credit Limit')).toBe(money(ledger.credit_limit));
    expect(await definitionOf(card, 'Available Credit Limit')).toBe(money(ledger.active_credit_limit));
    expect(await definitionOf(card, 'Current Balance Outstanding')).toBe(money(ledger.balance));
    expect(await definitionOf(card, 'Statement Date')).toBe(formatUsDate(ledger.statement_date));

    // The lines: those in view on the page are the API's first ones, as they print.
    const printed = (line: LedgerData['invoices'][number]) => [
      line.invoice_no ?? '',
      line.debtor_name ?? '',
      line.description,
      formatUsDate(line.posting_date),
      line.payment_mode ?? '',
      line.transaction_no ?? '',
      line.debit_amount === null ? '' : formatUsd(line.debit_amount),
      line.credit_amount === null ? '' : formatUsd(line.credit_amount),
    ];
    const expected = ledger.invoices.map(printed);
    const linesGrid = page.getByRole('region', { name: title, exact: true });
    await expect.poll(async () => (await drawnRows(linesGrid)).length).toBeGreaterThan(2);
    const inView = await drawnRows(linesGrid);
    expect(inView).toEqual(expected.slice(0, inView.length).map((row) => row.map(asShown)));

    // The ledger's arithmetic: the period's movements take the opening balance to the closing one.
    const debit = addMoney('0', ...ledger.invoices.map((line) => line.debit_amount ?? '0'));
    const credit = addMoney('0', ...ledger.invoices.map((line) => line.credit_amount ?? '0'));
    expect(ledger.totals).toEqual({ debit: toMoneyString(debit), credit: toMoneyString(credit) });
    expect(toMoneyString(subtractMoney(addMoney(ledger.opening_balance, debit), credit))).toBe(
      ledger.balance,
    );

    // Export To → Excel: the same lines, the totals row and the balance in its heading.
    const xlsxPath = await downloadBy(page, dir, async () => {
      await form.getByRole('button', { name: 'Export To' }).click();
      await page.getByRole('menuitem', { name: 'Excel' }).click();
    });
    expect(xlsxPath).toMatch(/\.xlsx$/);
    const sheet = await readSheet(xlsxPath, 'Invoice No');
    expect(sheet.heading[0]).toBe(title);
    expect(sheet.heading).toContain(`Current Balance Outstanding: ${money(ledger.balance)}`);
    expect(sheet.heading).toContain(
      `Statement Period: ${formatUsDate(ledger.period.from)} - ${formatUsDate(ledger.period.to)} (fiscal year ${fiscalYearLabel(fiscalYear)})`,
    );
    expect(sheet.header).toEqual([
      'Invoice No',
      'Debtor Name',
      'Description',
      'Posting Date',
      'Payment Mode',
      'Transaction No',
      'Debit',
      'Credit',
    ]);
    const fileLines = sheet.rows.slice(0, -1);
    expect(fileLines).toEqual(expected);
    const fileTotals = sheet.rows.at(-1)!;
    expect(fileTotals[0]).toBe('Total');
    expect(fileTotals.slice(6)).toEqual([formatUsd(ledger.totals.debit), formatUsd(ledger.totals.credit)]);
  });
});
