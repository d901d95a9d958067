import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { tableNameTooltipOver } from '../../src/shared/constants';
import { formatUsDate } from '../../src/shared/dates';
import { formatUsd, toMoneyString } from '../../src/shared/money';
import { demoPassword } from './browser';
import { signInThroughPage, signOutThroughStorage } from './steps';

/**
 * What a test of "see the business" does beyond the screens: sign a party in and wait for its
 * landing page, save what the page downloads, read an Excel file as its cells print, and draw a
 * PDF's pages to look at them.
 */

const run = promisify(execFile);

/** Signs `email` in on /login (after forgetting any session) and answers the path it lands on. */
export async function signInAs(page: Page, baseUrl: string, email: string): Promise<string> {
  await signOutThroughStorage(page, baseUrl);
  await signInThroughPage(page, baseUrl, email, demoPassword);
  await page.waitForURL((url) => !['/login', '/home', '/privacypolicy'].includes(url.pathname));
  return new URL(page.url()).pathname;
}

/** A figure of a party's home: the amount shown in the card named `label`. */
export async function figureOf(page: Page, label: string): Promise<string> {
  const card = page.getByRole('group', { name: label, exact: true });
  await card.waitFor();
  return ((await card.locator(':scope > span').nth(1).textContent()) ?? '').trim();
}

/** Clicks what saves a file and answers where the download was saved (under `dir`). */
export async function downloadBy(page: Page, dir: string, click: () => Promise<void>): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const failure = await download.failure();
  if (failure) throw new Error(`the download failed: ${failure}`);
  const path = join(dir, download.suggestedFilename());
  await download.saveAs(path);
  return path;
}

/** One Excel cell as a page prints it: money and numbers by their cell format, dates MM/DD/YYYY. */
export function printedCell(cell: ExcelJS.Cell): string {
  const value = cell.value;
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return formatUsDate(value.toISOString().slice(0, 10));
  if (typeof value === 'number') {
    const format = cell.numFmt ?? '';
    if (format.includes('$')) return formatUsd(toMoneyString(value.toFixed(2)));
    if (format.includes('%')) return `${value.toFixed(2)}%`;
    return value.toLocaleString('en-US', { maximumFractionDigits: 4 });
  }
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export interface Sheet {
  /** The title, then the notes, as the first rows hold them. */
  heading: string[];
  header: string[];
  /** The rows under the header, each cell as the page prints it (the totals row last, when there is one). */
  rows: string[][];
}

/** The first sheet of a workbook the product wrote: its heading lines, its header, its rows. */
export async function readSheet(path: string, firstHeader: string): Promise<Sheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error(`no sheet in ${path}`);
  const width = sheet.columnCount;
  const lines: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const cells: string[] = [];
    for (let column = 1; column <= width; column += 1) cells.push(printedCell(row.getCell(column)));
    lines.push(cells);
  });
  const headerAt = lines.findIndex((cells) => cells[0] === firstHeader);
  if (headerAt < 0) throw new Error(`no header row starting ${firstHeader} in ${path}`);
  const header = lines[headerAt]!.filter((text) => text !== '');
  return {
    heading: lines
      .slice(0, headerAt)
      .map((cells) => cells[0] ?? '')
      .filter((text) => text !== ''),
    header,
    rows: lines.slice(headerAt + 1).map((cells) => cells.slice(0, header.length)),
  };
}

/** Draws every page of a PDF at 60 dpi (pdftoppm) into `dir`; answers the PNG files, page by page. */
export async function drawPdf(path: string, dir: string, prefix: string): Promise<string[]> {
  await run('pdftoppm', ['-png', '-r', '60', path, join(dir, prefix)]);
  return readdirSync(dir)
    .filter((name) => name.startsWith(`${prefix}-`) && name.endsWith('.png'))
    .sort()
    .map((name) => join(dir, name));
}

/** The text of a PDF as pdftotext reads it, in its layout. */
export async function pdfText(path: string): Promise<string> {
  const { stdout } = await run('pdftotext', ['-layout', path, '-']);
  return stdout;
}

/** How much of a drawn page is ink: the share of pixels darker than near-white. */
export function inkShare(pngPath: string): { width: number; height: number; ink: number } {
  const png = PNG.sync.read(readFileSync(pngPath));
  let dark = 0;
  for (let index = 0; index < png.data.length; index += 4) {
    const [r, g, b] = [png.data[index]!, png.data[index + 1]!, png.data[index + 2]!];
    if (r < 200 || g < 200 || b < 200) dark += 1;
  }
  return { width: png.width, height: png.height, ink: dark / (png.width * png.height) };
}

/**
 * The rows a Blueprint grid (the kit's BigTable) has drawn, each cell's text in column order: the
 * grid draws only the rows in view, so this answers the first ones.
 */
export async function drawnRows(grid: Locator): Promise<string[][]> {
  return grid.evaluate((element) => {
    // The frozen first column is drawn in a quadrant of its own, over the main one.
    const rows = new Map<number, Map<number, string>>();
    for (const cell of element.querySelectorAll('.bp6-table-quadrant .bp6-table-cell')) {
      const row = /bp6-table-cell-row-(\d+)/.exec(cell.className)?.[1];
      const column = /bp6-table-cell-col-(\d+)/.exec(cell.className)?.[1];
      if (row === undefined || column === undefined) continue;
      const cells = rows.get(Number(row)) ?? new Map<number, string>();
      const text = cell.textContent?.trim() ?? '';
      if (!cells.get(Number(column))) cells.set(Number(column), text);
      rows.set(Number(row), cells);
    }
    return [...rows.entries()]
      .sort(([a], [b]) => a - b)
      .map(([, cells]) => [...cells.entries()].sort(([a], [b]) => a - b).map(([, text]) => text));
  });
}

/** A cell's text as a kit table shows it: a text longer than 24 characters is cut with '…'. */
export function asShown(text: string): string {
  return text.length > tableNameTooltipOver ? `${text.slice(0, tableNameTooltipOver)}…` : text;
}

/** The value of a description list's term `term` (a header card's fact, a report's total). */
export async function definitionOf(scope: Locator, term: string): Promise<string> {
  const value = scope
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
    .locator('xpath=following-sibling::dd[1]');
  return ((await value.textContent()) ?? '').trim();
}
