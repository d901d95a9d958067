import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { addDaysIso, formatUsDate, todayIso } from '../../src/shared/dates';
import { formatUsd } from '../../src/shared/money';
import { api, demoPassword, openBrowser } from './browser';
import {
  addDebtor,
  addInvoice,
  addSchedule,
  cellOf,
  columnTexts,
  invoiceStatusShown,
  journalLinesOf,
  journalTotalsOf,
  moveTargetsOffered,
  moveToSchedule,
  postWirePayment,
  rowWith,
  screenshotOnFailure,
  showAllRows,
  showPayments,
  sidewaysScrollAt,
  tokenOf,
  verifySchedule,
} from './moneySteps';
import { searchList, signInThroughPage, signOutThroughStorage } from './steps';

/**
 * The money core in Chromium, through the screens people use: staff take a new debtor's invoices
 * from entry to a wire payment and read what it did to the books; the debtor approves an invoice;
 * the client sees its own company's invoices and schedules only.
 *
 * The demo client Acme Freight Lines (the demo Client account's company) buys at 80% advance, 5%
 * escrow and a $25 wire fee; Bayside Medical Supply is another demo client; the demo Debtor
 * account is Northwind Traders' first contact (src/server/seed/).
 */

const client = 'Acme Freight Lines';
const otherClient = 'Bayside Medical Supply';

interface InvoiceListed {
  id: number;
  invoice_no: string;
  company_business_name: string;
  status_text: string;
  funding_date: string | null;
  schedule_no: number | null;
}

interface ScheduleListed {
  schedule_no: number;
  company_business_name: string;
  total_amount: string;
}

async function invoicesOf(company: string, token: string): Promise<InvoiceListed[]> {
  const answer = await api<{ invoices: { data: InvoiceListed[] } }>(
    'invoice/fetch',
    { page: 1, per_page: 0, search_text: company },
    token,
  );
  return answer.body.invoices.data.filter((row) => row.company_business_name === company);
}

/** A schedule as its list row shows it: number and net funding. */
const scheduleKey = (no: number | string, netFunding: string) => `${no} ${netFunding}`;

async function schedulesOf(company: string, token: string): Promise<string[]> {
  const answer = await api<{ schedules: { data: ScheduleListed[] } }>(
    'schedule/fetch',
    { page: 1, per_page: 0, search_text: company },
    token,
  );
  return answer.body.schedules.data
    .filter((row) => row.company_business_name === company)
    .map((row) => scheduleKey(row.schedule_no, formatUsd(row.total_amount)));
}

/** The id of the journal entry a payment posted, as Show Payment's call answers it to staff. */
async function paymentEntryId(scheduleNo: string, transactionNo: string): Promise<number> {
  const staff = await tokenOf('admin@factordesk.test');
  const listed = await api<{
    schedules: { data: { id: number; schedule_no: number; company_business_name: string }[] };
  }>('schedule/funding/fetch', { page: 1, per_page: 10, search_text: scheduleNo }, staff);
  const schedule = listed.body.schedules.data.find(
    (row) => String(row.schedule_no) === scheduleNo && row.company_business_name === client,
  );
  const answer = await api<{
    payments: { transaction_number: string; journal_entry: { id: number } | null }[];
  }>('schedule/payment/fetch', { schedule_id: schedule?.id }, staff);
  const id = answer.body.payments.find((row) => row.transaction_number === transactionNo)?.journal_entry?.id;
  if (id === undefined) throw new Error(`no journal entry for payment ${transactionNo}`);
  return id;
}

describe('the money core: invoices to a wire payment in the books, and who sees what', () => {
  let context: BrowserContext;
  let page: Page;
  let baseUrl: string;
  const stamp = String(Date.now()).slice(-6);
  const debtor = `Ridge Foods ${stamp}`;
  const contacts = [
    { firstName: 'Rita', email: `rita.${stamp}@ridgefoods.test`, phone: '2145550198' },
    { firstName: 'Sam', email: `sam.${stamp}@ridgefoods.test`, phone: '2145550197' },
  ];
  const firstNo = String(100000 + (Number(stamp) % 400000));
  const invoiceNos = [firstNo, String(Number(firstNo) + 1), String(Number(firstNo) + 2)];
  /** Entered after the schedule is funded. */
  const laterNo = String(Number(firstNo) + 3);
  const day = (offset: number) => formatUsDate(addDaysIso(todayIso(), offset));
  const invoiceDate = day(-20);
  const payment = {
    transactionNo: `WIRE${stamp}`,
    fundDate: day(-10),
    wireDate: day(-9),
    postingDate: day(-8),
  };
  let scheduleNo = '';

  beforeAll(async () => {
    ({ context, page, baseUrl } = await openBrowser());
  });
  afterAll(() => context.close());

  it('staff enter a debtor and its invoices, schedule, verify and wire-fund them, and see the entry', async () => {
    screenshotOnFailure(page, 'moneyCore-staff');
    await signOutThroughStorage(page, baseUrl);
    await signInThroughPage(page, baseUrl, 'admin@factordesk.test', demoPassword);
    await page.waitForURL((url) => url.pathname !== '/login');

    // A new debtor of Acme's, with two contacts on the Debtor Contacts tab.
    await addDebtor(page, baseUrl, {
      client,
      name: debtor,
      email: `ap.${stamp}@ridgefoods.test`,
      fein: `3${stamp}00`.slice(0, 9),
      phone: '2145550199',
      creditLimit: '50000',
      contacts,
    });
    await searchList(page, 'debtor/fetch', debtor);
    const debtors = page.getByRole('table', { name: 'Debtors' });
    expect(await cellOf(page, debtors, debtor, 'Client Name')).toBe(client);

    // Two invoices on /addnewinvoice; the debtor's contacts are offered on the form.
    const entered = { client, debtor, contact: contacts[0]!.email, date: invoiceDate };
    const offered = await addInvoice(page, baseUrl, {
      ...entered,
      invoiceNo: invoiceNos[0]!,
      amount: '1000',
    });
    expect([...offered].sort()).toEqual(contacts.map((contact) => contact.email).sort());
    await addInvoice(page, baseUrl, { ...entered, invoiceNo: invoiceNos[1]!, amount: '500' });
    await searchList(page, 'invoice/fetch', debtor);
    const invoices = page.getByRole('table', { name: 'Invoices' });
    expect(await cellOf(page, invoices, invoiceNos[0]!, 'Advance Amount')).toBe('$800.00');
    expect(await cellOf(page, invoices, invoiceNos[1]!, 'Schedule No')).toBe('Unassigned');

    // A schedule on /addnewscheduleofassignment with a third invoice; the two others moved into it.
    scheduleNo = await addSchedule(page, baseUrl, {
      ...entered,
      invoiceNo: invoiceNos[2]!,
      amount: '250',
    });
    expect(scheduleNo).toMatch(/^\d+$/);
    await moveToSchedule(
      page,
      baseUrl,
      debtor,
      invoiceNos.slice(0, 2),
      `Schedule No ${scheduleNo} (1 invoice)`,
    );
    for (const invoiceNo of invoiceNos) {
      expect(await cellOf(page, invoices, invoiceNo, 'Schedule No')).toBe(scheduleNo);
    }

    // Verify Schedule: no chargebacks; the total is the advances less the escrow withheld.
    // Advances 800 + 400 + 200 = 1,400.00; escrow 5%: 50 + 25 + 12.50 = 87.50.
    expect(await verifySchedule(page, baseUrl, scheduleNo, client)).toBe('$1,312.50');
    const schedules = page.getByRole('table', { name: 'Schedule of Assignment' });
    await expect.poll(() => cellOf(page, schedules, scheduleNo, 'Verified', client)).toBe('3');

    // Post Payment by wire: the client's $25 wire fee is shown and taken from what is paid out.
    const shown = await postWirePayment(page, baseUrl, scheduleNo, client, payment);
    expect(shown.amount).toBe('$1,312.50');
    expect(shown.wireFee).toBe('$25.00');
    expect(shown.figures).toMatchObject({ 'Remaining Amount': '$1,312.50', 'Payable Amount': '$1,287.50' });
    await page.getByText('Payment has been funded successfully').first().waitFor();
    const funding = page.getByRole('table', { name: 'Schedule of Funding' });
    await expect.poll(() => cellOf(page, funding, scheduleNo, 'Remaining Amount', client)).toBe('$0.00');
    expect(await cellOf(page, funding, scheduleNo, 'Paid Amount', client)).toBe('$1,312.50');
    expect(await cellOf(page, funding, scheduleNo, 'Funding', client)).toBe('Funded');

    // Show Payment: the payment and, under it, the journal entry it posted.
    const dialog = await showPayments(page, baseUrl, scheduleNo, client);
    const payments = dialog.getByRole('table', { name: 'Payments', exact: true });
    await rowWith(page, payment.transactionNo).waitFor();
    expect(await cellOf(page, payments, payment.transactionNo, 'Payment Type')).toBe('Wire');
    expect(await cellOf(page, payments, payment.transactionNo, 'Payment Date')).toBe(payment.wireDate);
    expect(await cellOf(page, payments, payment.transactionNo, 'Amount')).toBe('$1,312.50');
    expect(await cellOf(page, payments, payment.transactionNo, 'Wire Fee')).toBe('$25.00');
    expect(await cellOf(page, payments, payment.transactionNo, 'Paid Amount')).toBe('$1,287.50');

    // The entry the books hold for this payment, dated the wire date.
    const entryId = await paymentEntryId(scheduleNo, payment.transactionNo);
    const entry = dialog.getByRole('table', {
      name: `Journal entry #${entryId} · ${payment.wireDate}`,
      exact: true,
    });
    await entry.waitFor();
    const lines = await journalLinesOf(entry);
    const byAccount = lines.map((line) => [line.account, line.debit, line.credit].join(' | ')).sort();
    expect(byAccount).toEqual(
      [
        // The invoices bought at face value.
        'Purchased Receivables | $1,000.00 | ',
        'Purchased Receivables | $500.00 | ',
        'Purchased Receivables | $250.00 | ',
        // Their advances owed to the client, the rest held as reserve, the escrow withheld.
        'Advances Payable to Clients |  | $1,400.00',
        'Client Reserves |  | $350.00',
        'Advances Payable to Clients | $87.50 | ',
        'Escrow Reserves |  | $87.50',
        // The payout: the advances paid, the bank pays them less the wire fee earned.
        'Advances Payable to Clients | $1,312.50 | ',
        'Cash (bank) |  | $1,287.50',
        'Wire Fee Income |  | $25.00',
      ].sort(),
    );
    const receivables = lines.filter((line) => line.account === 'Purchased Receivables');
    expect(new Set(receivables.map((line) => line.code)).size).toBe(1);
    expect(receivables[0]?.code).toMatch(/^1200-C\d+-D\d+$/);
    expect(await journalTotalsOf(entry)).toEqual(['$3,150.00', '$3,150.00']);
    expect(await dialog.getByText(/^Contra entry/).count()).toBe(0);

    // The payments and their entries fit the dialog on the usual screens: nothing scrolls sideways.
    const shownAt = page.viewportSize() ?? { width: 1366, height: 900 };
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 1024, height: 768 },
    ]) {
      expect(await sidewaysScrollAt(page, dialog, viewport), `${viewport.width}×${viewport.height}`).toBe(0);
    }
    await page.setViewportSize(shownAt);
    await dialog.getByRole('button', { name: 'Close' }).last().click();

    // The debtor list shows what the invoice form shows: the weekly limit less the invoices owed.
    await page.goto(`${baseUrl}/debtormain`);
    await searchList(page, 'debtor/fetch', debtor);
    expect(await cellOf(page, debtors, debtor, 'Available Credit Limit')).toBe('$48,250.00');

    // A new invoice cannot join the funded schedule: Move To Schedule no longer offers it.
    await addInvoice(page, baseUrl, { ...entered, invoiceNo: laterNo, amount: '100' });
    const targets = await moveTargetsOffered(page, baseUrl, debtor, [laterNo]);
    expect(targets).toContain('New Schedule');
    expect(targets.some((label) => label.startsWith(`Schedule No ${scheduleNo} (`))).toBe(false);
  }, 180_000);

  it('the debtor approves one of its invoices on /invoices and sees its status change', async () => {
    screenshotOnFailure(page, 'moneyCore-debtor');
    const token = await tokenOf('debtor@factordesk.test');
    const own = await api<{ invoices: { data: { id: number }[] } }>(
      'invoice/fetch',
      { page: 1, per_page: 0, search_text: '' },
      token,
    );
    // The debtor's rows carry nothing of funding or schedules: staff's tell which is still open.
    const owed = new Set(own.body.invoices.data.map((row) => row.id));
    const book = await api<{ invoices: { data: InvoiceListed[] } }>(
      'invoice/fetch',
      { page: 1, per_page: 0, search_text: '' },
      await tokenOf('admin@factordesk.test'),
    );
    const pending = book.body.invoices.data.find(
      (row) =>
        owed.has(row.id) &&
        row.status_text === 'Pending' &&
        row.funding_date === null &&
        row.schedule_no === null,
    );
    expect(pending).toBeDefined();
    const invoiceNo = pending!.invoice_no;

    await signOutThroughStorage(page, baseUrl);
    await signInThroughPage(page, baseUrl, 'debtor@factordesk.test', demoPassword);
    await page.waitForURL((url) => url.pathname !== '/login');
    expect(await invoiceStatusShown(page, baseUrl, invoiceNo)).toBe('Pending');
    await page
      .getByRole('table', { name: 'Invoices' })
      .getByRole('cell', { name: invoiceNo, exact: true })
      .click();
    await page.waitForURL((url) => url.pathname === '/addnewinvoice');
    const approve = page.getByRole('button', { name: 'Approve', exact: true });
    await approve.click();
    await page.waitForURL((url) => url.pathname === '/invoices');
    await searchList(page, 'invoice/fetch', invoiceNo);
    const invoices = page.getByRole('table', { name: 'Invoices' });
    await expect.poll(() => cellOf(page, invoices, invoiceNo, 'Status')).toBe('Approved');
  });

  it("the client sees only its own company's invoices and schedules; another's invoice answers 404", async () => {
    screenshotOnFailure(page, 'moneyCore-client');
    const staff = await tokenOf('admin@factordesk.test');
    const ownInvoices = (await invoicesOf(client, staff)).map((row) => row.invoice_no);
    const otherInvoices = await invoicesOf(otherClient, staff);
    const ownSchedules = await schedulesOf(client, staff);
    const otherSchedules = await schedulesOf(otherClient, staff);
    expect(ownInvoices).toEqual(expect.arrayContaining(invoiceNos));
    expect(otherInvoices.length).toBeGreaterThan(0);
    expect(otherSchedules.length).toBeGreaterThan(0);

    await signOutThroughStorage(page, baseUrl);
    await signInThroughPage(page, baseUrl, 'client@factordesk.test', demoPassword);
    await page.waitForURL((url) => url.pathname !== '/login');

    // /invoices: every row is Acme's, all of Acme's are there, none of Bayside's.
    await page.goto(`${baseUrl}/invoices`);
    const invoices = page.getByRole('table', { name: 'Invoices' });
    await rowWith(page, invoiceNos[0]!).waitFor();
    await showAllRows(page);
    await expect
      .poll(async () => (await columnTexts(invoices, 'Invoice No')).length)
      .toBe(ownInvoices.length);
    const shownInvoices = await columnTexts(invoices, 'Invoice No');
    expect([...shownInvoices].sort()).toEqual([...ownInvoices].sort());
    for (const other of otherInvoices) expect(shownInvoices).not.toContain(other.invoice_no);
    expect(await page.getByText(otherClient).count()).toBe(0);
    await searchList(page, 'invoice/fetch', otherInvoices[0]!.invoice_no);
    await page.getByText('No record available.').waitFor();

    // /scheduleofassignment: Acme's schedules (number and net funding), the new one among them.
    await page.goto(`${baseUrl}/scheduleofassignment`);
    const schedules = page.getByRole('table', { name: 'Schedule of Assignment' });
    await rowWith(page, scheduleNo).waitFor();
    await showAllRows(page);
    await expect
      .poll(async () => (await columnTexts(schedules, 'Schedule No')).length)
      .toBe(ownSchedules.length);
    const numbers = await columnTexts(schedules, 'Schedule No');
    const netFunding = await columnTexts(schedules, 'Net Funding');
    const shownSchedules = numbers.map((no, index) => scheduleKey(no, netFunding[index] ?? ''));
    expect([...shownSchedules].sort()).toEqual([...ownSchedules].sort());
    expect(shownSchedules).toContain(scheduleKey(scheduleNo, '$1,400.00'));
    for (const other of otherSchedules) {
      if (!ownSchedules.includes(other)) expect(shownSchedules).not.toContain(other);
    }
    expect(await page.getByText(otherClient).count()).toBe(0);

    // Asking the API for another client's invoice answers 404; its own answers.
    const token = await tokenOf('client@factordesk.test');
    const theirs = await api('invoice/details', { id: otherInvoices[0]!.id }, token);
    expect(theirs.statusCode).toBe(404);
    const mine = await api<{ invoice: { invoice_no: string } }>(
      'invoice/details',
      { id: (await invoicesOf(client, staff))[0]!.id },
      token,
    );
    expect(mine.statusCode).toBe(200);
  });
});
