import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { expect, onTestFailed } from 'vitest';
import { api, demoPassword, stepTimeoutMs } from './browser';
import { searchList } from './steps';
import { pick, pickZip, type, typeDate } from './wizardSteps';

/**
 * What staff, a debtor and a client do with the money core in the browser: debtors, invoices,
 * schedules, verification and funding, each through the screen a person uses. Fields are found by
 * their labels, lists are searched before a row is chosen, dialogs by their titles.
 */

type Scope = Page | Locator;

/** On failure of the running test, keeps a screenshot of the page in .e2e-artifacts/ (git-ignored). */
export function screenshotOnFailure(page: Page, name: string): void {
  onTestFailed(async () => {
    mkdirSync('.e2e-artifacts', { recursive: true });
    await page.screenshot({ path: `.e2e-artifacts/${name}.png`, fullPage: true });
  });
}

/** An access token of a demo account, for what a test reads or asks through the API. */
export async function tokenOf(email: string): Promise<string> {
  const answer = await api<{ access_token: string }>('login', { email, password: demoPassword });
  if (answer.statusCode !== 200) throw new Error(`sign-in of ${email} failed`);
  return answer.body.access_token;
}

export function textbox(scope: Scope, label: string): Locator {
  return scope.getByRole('textbox', { name: label, exact: true });
}

/** Replaces a field's text key by key, as a person does (masks, filters and money fields see each key). */
export async function retype(scope: Scope, label: string, text: string): Promise<void> {
  const field = textbox(scope, label);
  await field.click();
  await field.press('ControlOrMeta+A');
  await field.pressSequentially(text);
  await field.press('Tab');
}

/**
 * Picks an e-mail in a kit multi-select (Debtor Contact) and closes its list; answers every e-mail
 * the list offered.
 */
export async function pickContact(page: Page, scope: Scope, label: string, email: string): Promise<string[]> {
  await textbox(scope, label).click();
  const list = page.getByRole('listbox').last();
  const option = list.getByRole('option', { name: email, exact: true });
  await option.waitFor();
  const offered = await list.getByRole('option').allTextContents();
  await option.click();
  await page.keyboard.press('Escape');
  return offered;
}

/** The list's row showing `text` (after the list answered a search for it). */
export function rowWith(page: Page, text: string): Locator {
  return page.getByRole('row').filter({ has: page.getByRole('cell', { name: text, exact: true }) });
}

/** Ticks the rows showing each of `texts`, after searching the list for `search`. */
export async function selectRows(
  page: Page,
  endpoint: string,
  search: string,
  texts: readonly string[],
): Promise<void> {
  await searchList(page, endpoint, search);
  for (const text of texts) await rowWith(page, text).getByRole('checkbox').check({ force: true });
}

/** Runs the kebab's action `label` and waits for the menu to close. */
export async function runAction(page: Page, label: string): Promise<void> {
  await page.getByRole('button', { name: /^Actions( \(\d+ selected\))?$/ }).click();
  await page.getByRole('menu', { name: 'Actions' }).getByText(label, { exact: true }).click();
  await page.getByRole('menu', { name: 'Actions' }).waitFor({ state: 'detached' });
}

/** The open dialog titled `title`. */
export async function dialogTitled(page: Page, title: string): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: title, exact: true });
  await dialog.waitFor();
  return dialog;
}

/** The texts of one column of a table, row by row (a list's 'No record available.' gives none). */
export async function columnTexts(table: Locator, header: string): Promise<string[]> {
  return table.evaluate((element, name) => {
    const headers = [...element.querySelectorAll(':scope > thead > tr > th')].map((cell) =>
      cell.textContent?.trim(),
    );
    const index = headers.indexOf(name);
    if (index < 0) throw new Error(`no column ${name} in ${headers.join(', ')}`);
    return [...element.querySelectorAll(':scope > tbody > tr')]
      .map((row) => row.querySelectorAll(':scope > td'))
      .filter((cells) => cells.length === headers.length)
      .map((cells) => cells[index]?.textContent?.trim() ?? '');
  }, header);
}

/** Shows every row of a kit list on one page. */
export async function showAllRows(page: Page): Promise<void> {
  await page.getByRole('combobox', { name: 'Rows per page' }).selectOption({ label: 'All' });
}

export interface NewDebtor {
  client: string;
  name: string;
  email: string;
  /** Nine digits; the field masks them 99-9999999. */
  fein: string;
  phone: string;
  creditLimit: string;
  contacts: readonly { firstName: string; email: string; phone: string }[];
}

/** Add New Debtor: the Profile tab, then the Debtor Contacts tab, then Save (back to /debtormain). */
export async function addDebtor(page: Page, baseUrl: string, debtor: NewDebtor): Promise<void> {
  await page.goto(`${baseUrl}/addnewdebtor`);
  const form = page.getByRole('form', { name: 'Add New Debtor' });
  await pick(page, form, 'Client Name', debtor.client);
  await type(form, 'Debtor Name', debtor.name);
  await type(form, 'Phone No', debtor.phone);
  await type(form, 'Company Email', debtor.email);
  await type(form, 'FEIN', debtor.fein);
  await type(form, 'Address', '10 Main Street');
  await pickZip(page, form, '75201', /^75201 – Dallas/);
  await retype(form, 'Weekly Credit Limit', debtor.creditLimit);

  await form.getByRole('tab', { name: 'Debtor Contacts' }).click();
  for (const [index, contact] of debtor.contacts.entries()) {
    if (index > 0) await form.getByRole('button', { name: 'Add Contact' }).click();
    const card = form.getByLabel(`Contact ${index + 1}`, { exact: true });
    await type(card, 'First Name', contact.firstName);
    await type(card, 'Email', contact.email);
    await type(card, 'Phone No', contact.phone);
  }
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/debtormain');
}

export interface NewInvoice {
  client: string;
  debtor: string;
  contact: string;
  invoiceNo: string;
  amount: string;
  /** mm/dd/yyyy */
  date: string;
}

/** Add New Invoice on /addnewinvoice, saved (back to /invoices); answers the contacts offered. */
export async function addInvoice(page: Page, baseUrl: string, invoice: NewInvoice): Promise<string[]> {
  await page.goto(`${baseUrl}/addnewinvoice`);
  const form = page.getByRole('form', { name: 'Add New Invoice' });
  await pick(page, form, 'Client Name', invoice.client);
  await pick(page, form, 'Debtor Name', invoice.debtor);
  const offered = await pickContact(page, form, 'Debtor Contact', invoice.contact);
  await retype(form, 'Invoice No', invoice.invoiceNo);
  await retype(form, 'Invoice Amount', invoice.amount);
  await typeDate(form, 'Invoice Date', invoice.date);
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/invoices');
  return offered;
}

/**
 * Add New Schedule on /addnewscheduleofassignment for the client, with one invoice row; answers
 * the schedule number the server assigned.
 */
export async function addSchedule(page: Page, baseUrl: string, invoice: NewInvoice): Promise<string> {
  await page.goto(`${baseUrl}/addnewscheduleofassignment`);
  const form = page.getByRole('form', { name: 'Add New Schedule' });
  await pick(page, form, 'Client Name', invoice.client);
  const scheduleNo = textbox(form, 'Schedule No');
  await waitForValue(scheduleNo);
  const row = form.getByRole('region', { name: 'Invoice 1' });
  await pick(page, row, 'Debtor Name', invoice.debtor);
  await pickContact(page, row, 'Debtor Contact', invoice.contact);
  await retype(row, 'Invoice No', invoice.invoiceNo);
  await typeDate(row, 'Invoice Date', invoice.date);
  await retype(row, 'Invoice Amount', invoice.amount);
  const number = await scheduleNo.inputValue();
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/scheduleofassignment');
  return number;
}

/** Waits for the app to fill the field (the schedule number it asks the server for). */
async function waitForValue(field: Locator): Promise<void> {
  await expect
    .poll(() => field.inputValue(), { timeout: stepTimeoutMs, message: 'the field stayed empty' })
    .not.toBe('');
}

/** Move To Schedule on /invoices: the invoices found by `search` go to the schedule chosen by `target`. */
export async function moveToSchedule(
  page: Page,
  baseUrl: string,
  search: string,
  invoiceNos: readonly string[],
  target: string,
): Promise<void> {
  await page.goto(`${baseUrl}/invoices`);
  await selectRows(page, 'invoice/fetch', search, invoiceNos);
  await runAction(page, 'Move To Schedule');
  const dialog = await dialogTitled(page, 'Move To Schedule');
  await pick(page, dialog, 'Schedule', target);
  await dialog.getByRole('button', { name: 'Move', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** The schedules Move To Schedule offers for the invoices found by `search`; the dialog is then cancelled. */
export async function moveTargetsOffered(
  page: Page,
  baseUrl: string,
  search: string,
  invoiceNos: readonly string[],
): Promise<string[]> {
  await page.goto(`${baseUrl}/invoices`);
  await selectRows(page, 'invoice/fetch', search, invoiceNos);
  await runAction(page, 'Move To Schedule');
  const dialog = await dialogTitled(page, 'Move To Schedule');
  await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
  const list = page.getByRole('listbox').last();
  await list.getByRole('option', { name: 'New Schedule', exact: true }).waitFor();
  const offered = await list.getByRole('option').allTextContents();
  // Escape would close the dialog as well; the select's own button closes only its list.
  await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
  await list.waitFor({ state: 'detached' });
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  return offered;
}

/**
 * Ticks the row of schedule `scheduleNo` of `client` in a schedule list, after searching for the
 * number: schedule numbers run per client, so another client may show the same one.
 */
async function selectSchedule(
  page: Page,
  endpoint: string,
  scheduleNo: string,
  client: string,
): Promise<void> {
  await searchList(page, endpoint, scheduleNo);
  await rowWith(page, scheduleNo).filter({ hasText: client }).getByRole('checkbox').check({ force: true });
}

/** Verify Schedule from the /scheduleofassignment kebab; answers the Schedule Total the dialog showed. */
export async function verifySchedule(
  page: Page,
  baseUrl: string,
  scheduleNo: string,
  client: string,
): Promise<string> {
  await page.goto(`${baseUrl}/scheduleofassignment`);
  await selectSchedule(page, 'schedule/fetch', scheduleNo, client);
  await runAction(page, 'Verify Schedule');
  const dialog = await dialogTitled(page, 'Verify Schedule');
  const total = dialog.getByRole('definition');
  await total.waitFor();
  const shown = (await total.textContent()) ?? '';
  await dialog.getByRole('button', { name: 'Verify', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  return shown;
}

export interface WirePayment {
  transactionNo: string;
  /** mm/dd/yyyy each. */
  fundDate: string;
  wireDate: string;
  postingDate: string;
}

/** The terms and definitions of a figures list (Remaining Amount, Payable Amount…), by term. */
export async function figuresOf(scope: Locator): Promise<Record<string, string>> {
  const terms = await scope.getByRole('term').allTextContents();
  const values = await scope.getByRole('definition').allTextContents();
  return Object.fromEntries(terms.map((term, index) => [term, values[index] ?? '']));
}

/**
 * Post Payment from the /scheduleoffunding kebab, by wire, for the amount the dialog proposes;
 * answers what the dialog showed before posting (figures, amount and wire fee).
 */
export async function postWirePayment(
  page: Page,
  baseUrl: string,
  scheduleNo: string,
  client: string,
  payment: WirePayment,
): Promise<{ figures: Record<string, string>; amount: string; wireFee: string }> {
  await page.goto(`${baseUrl}/scheduleoffunding`);
  await selectSchedule(page, 'schedule/funding/fetch', scheduleNo, client);
  await runAction(page, 'Post Payment');
  const dialog = await dialogTitled(page, 'Post Payment');
  await pick(page, dialog, 'Payment Type', 'Wire');
  await typeDate(dialog, 'Schedule Fund Date', payment.fundDate);
  await type(dialog, 'Transaction No', payment.transactionNo);
  await typeDate(dialog, 'Wire Date', payment.wireDate);
  await typeDate(dialog, 'Posting Date', payment.postingDate);
  const shown = {
    figures: await figuresOf(dialog),
    amount: await textbox(dialog, 'Amount').inputValue(),
    wireFee: await textbox(dialog, 'Wire Fee').inputValue(),
  };
  await dialog.getByRole('button', { name: 'Post', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  return shown;
}

/** Show Payment from the /scheduleoffunding kebab: the Payments dialog. */
export async function showPayments(
  page: Page,
  baseUrl: string,
  scheduleNo: string,
  client: string,
): Promise<Locator> {
  await page.goto(`${baseUrl}/scheduleoffunding`);
  await selectSchedule(page, 'schedule/funding/fetch', scheduleNo, client);
  await runAction(page, 'Show Payment');
  return dialogTitled(page, 'Payments');
}

/** How far a dialog's body scrolls sideways at the given screen size (0 when everything fits). */
export async function sidewaysScrollAt(
  page: Page,
  dialog: Locator,
  viewport: { width: number; height: number },
): Promise<number> {
  await page.setViewportSize(viewport);
  return dialog.evaluate((element) => {
    const body = element.querySelector('.bp6-dialog-body');
    return body ? body.scrollWidth - body.clientWidth : Number.NaN;
  });
}

export interface ShownJournalLine {
  account: string;
  code: string;
  debit: string;
  credit: string;
}

/** The lines of a journal entry table as shown: account name and code, debit and credit. */
export async function journalLinesOf(table: Locator): Promise<ShownJournalLine[]> {
  return table.evaluate((element) =>
    [...element.querySelectorAll(':scope > tbody > tr')].map((row) => {
      const [account, debit, credit] = [...row.querySelectorAll(':scope > td')];
      return {
        account: account?.childNodes[0]?.textContent?.trim() ?? '',
        code: account?.querySelector('span')?.textContent?.trim() ?? '',
        debit: debit?.textContent?.trim() ?? '',
        credit: credit?.textContent?.trim() ?? '',
      };
    }),
  );
}

/** The totals row of a journal entry table: [debits, credits]. */
export async function journalTotalsOf(table: Locator): Promise<string[]> {
  return table.locator(':scope > tfoot > tr > td').allTextContents();
}

/** The text in column `header` of the row whose cell shows `rowText` (and which shows `alsoShowing`). */
export async function cellOf(
  page: Page,
  table: Locator,
  rowText: string,
  header: string,
  alsoShowing?: string,
): Promise<string> {
  const row = table
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: rowText, exact: true }) })
    .filter(alsoShowing === undefined ? {} : { hasText: alsoShowing });
  await row.waitFor();
  const headers = (await table.locator(':scope > thead > tr > th').allTextContents()).map((text) =>
    text.trim(),
  );
  const index = headers.indexOf(header);
  if (index < 0) throw new Error(`no column ${header} in ${headers.join(', ')}`);
  return ((await row.locator(':scope > td').nth(index).textContent()) ?? '').trim();
}

/** An invoice's status on /invoices as the user sees it, after searching for its number. */
export async function invoiceStatusShown(page: Page, baseUrl: string, invoiceNo: string): Promise<string> {
  await page.goto(`${baseUrl}/invoices`);
  await searchList(page, 'invoice/fetch', invoiceNo);
  return cellOf(page, page.getByRole('table', { name: 'Invoices' }), invoiceNo, 'Status');
}
