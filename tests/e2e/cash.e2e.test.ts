import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { formatUsDate, todayIso } from '../../src/shared/dates';
import { addMoney, compareMoney, formatUsd } from '../../src/shared/money';
import { api, demoPassword, openBrowser } from './browser';
import {
  addDebtorOf,
  buyInvoice,
  checkPdf,
  clientIdOf,
  collectInFull,
  debtorOf,
  type HeldDebtor,
} from './cashSteps';
import {
  cellOf,
  dialogTitled,
  figuresOf,
  retype,
  rowWith,
  runAction,
  screenshotOnFailure,
  tokenOf,
} from './moneySteps';
import { searchList, signInThroughPage, signOutThroughStorage } from './steps';
import { pick, type, typeDate } from './wizardSteps';

/**
 * Cash comes back, in Chromium through the screens people use: 0028's worked example 7 on the demo
 * client Acme Freight Lines (2.5 % for 30 days, 0.1 % a day after, 2 clearance days, recourse 90
 * days, a $3.00 chargeback fee). The funded invoices are arranged through the API on a new debtor
 * of Acme's (so its unapplied cash pool is the walk's alone); collections, unapplied cash and the
 * chargeback run are entered on /addnewcollection, /unappliedcash and /chargebacks.
 */

const client = 'Acme Freight Lines';
const otherClient = 'Bayside Medical Supply';

interface CollectionShown {
  id: number;
  collection_id: string;
  client_name: string;
  amount: string;
  total_amount: string;
  uc_collected: string;
  invoices: {
    invoice_no: string;
    collected_amount: string;
    uc: string;
    applied_amount: string;
    excess_amount: string;
    discount_fee?: string;
  }[];
}

interface ChargebackShown {
  invoice_no: string;
  cb: string;
  cb_fee: string;
}

interface UnappliedShown {
  check_number: string | null;
  remaining: string;
  status: number;
}

/** The collections the caller may see whose search text holds `text` (an invoice number). */
async function collectionsOf(text: string, token: string): Promise<CollectionShown[]> {
  const answer = await api<{ collections: { data: CollectionShown[] } }>(
    'collection/fetch',
    { page: 1, per_page: 0, search_text: text },
    token,
  );
  return answer.body.collections.data;
}

async function pendingChargebacks(token: string): Promise<string> {
  const answer = await api<{ total_chargebacks_pending: string }>('chargeback/sum', {}, token);
  return answer.body.total_chargebacks_pending;
}

/** A small PDF, proven by its bytes, as the check image. */
const checkImage = {
  name: 'check.pdf',
  mimeType: 'application/pdf',
  buffer: checkPdf,
};

interface CollectionEntry {
  /** The card: Collection Against Invoice unless told. */
  card?: 'Collection Against Invoice' | 'Against Chargeback';
  debtor: string;
  invoiceNo: string;
  amount: string;
  rowAmount: string;
  uc?: string;
  paymentType: 'ACH' | 'Check';
  number: string;
  /** mm/dd/yyyy: the payment, deposit and posting date. */
  date: string;
}

/** Add New Collection on /addnewcollection, Collection Against Invoice, filled but not saved. */
async function fillCollection(page: Page, baseUrl: string, entry: CollectionEntry): Promise<Locator> {
  await page.goto(`${baseUrl}/addnewcollection`);
  await page.getByRole('button', { name: entry.card ?? 'Collection Against Invoice', exact: true }).click();
  const form = page.getByRole('form', { name: 'Add New Collection' });
  await pick(page, form, 'Client Name', client);
  await pick(page, form, 'Debtor Name', entry.debtor);
  const rows = form.getByRole('table', { name: 'Invoices to collect' });
  await rowWith(page, entry.invoiceNo).waitFor();
  await rows.getByRole('checkbox', { name: `Select ${entry.invoiceNo}` }).check({ force: true });
  await retype(form, `Amount to be Settled ${entry.invoiceNo}`, entry.rowAmount);
  await retype(form, 'Amount', entry.amount);
  await pick(page, form, 'Payment Type', entry.paymentType);
  await type(form, entry.paymentType === 'ACH' ? 'Routing No' : 'Check No', entry.number);
  await typeDate(form, entry.paymentType === 'ACH' ? 'ACH Date' : 'Check Date', entry.date);
  await typeDate(form, 'Deposit Date', entry.date);
  await typeDate(form, 'Posting Date', entry.date);
  if (entry.uc !== undefined) {
    await form.getByRole('checkbox', { name: 'Settle Unapplied Cash' }).check({ force: true });
    await retype(form, `Unapplied Cash to Settle ${entry.invoiceNo}`, entry.uc);
  }
  await form.locator('input[type="file"]').setInputFiles(checkImage);
  await form.getByRole('list', { name: 'Attachments' }).getByText(checkImage.name).waitFor();
  return form;
}

/** Saves the filled form and waits for the list with its toast. */
async function saveCollection(page: Page, form: Locator): Promise<void> {
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('Collection completed successfully').first().waitFor();
  await page.waitForURL((url) => url.pathname === '/collections');
}

describe('cash comes back: collections, unapplied cash and chargebacks in the browser', () => {
  let context: BrowserContext;
  let page: Page;
  let baseUrl: string;
  let staff: string;
  let clientId: number;
  let debtor: HeldDebtor;
  const stamp = String(Date.now()).slice(-7);
  const debtorName = `Harbor Grain ${stamp}`;
  // (a) collected in full, (b) short-paid then charged back, (c) collected with unapplied cash.
  // Six digits at most, apart from the money-core walk's 100000–499999.
  const first = 500000 + (Number(stamp) % 166000) * 3;
  const nos = { full: String(first), short: String(first + 1), withUc: String(first + 2) };
  const ids: Record<keyof typeof nos, number> = { full: 0, short: 0, withUc: 0 };
  /** Another client's collection, which Acme's user must never see. */
  const othersNo = String(first + 3);
  let othersCollection = 0;

  beforeAll(async () => {
    ({ context, page, baseUrl } = await openBrowser());
    staff = await tokenOf('admin@factordesk.test');
    clientId = await clientIdOf(client, staff);
    await addDebtorOf(clientId, debtorName, `ap.${stamp}@harborgrain.test`, stamp, staff);
    debtor = await debtorOf(clientId, debtorName, staff);
    // All three bought before the chargeback run: a later verification would settle its chargeback.
    const buy = (invoiceNo: string, amount: string, fundDate: string) =>
      buyInvoice({ clientId, debtor, invoiceNo, amount, invoiceDate: fundDate, fundDate }, staff);
    ids.full = await buy(nos.full, '10000.00', '2026-09-01');
    ids.short = await buy(nos.short, '5000.00', '2026-07-01');
    ids.withUc = await buy(nos.withUc, '1500.00', '2026-09-01');

    const baysideId = await clientIdOf(otherClient, staff);
    const northwind = await debtorOf(baysideId, 'Northwind Traders', staff);
    const othersInvoice = await buyInvoice(
      {
        clientId: baysideId,
        debtor: northwind,
        invoiceNo: othersNo,
        // Large enough that its verification can settle Bayside's open demo chargebacks, within
        // what Northwind may still owe Bayside.
        amount: '5000.00',
        invoiceDate: '2026-10-01',
        fundDate: '2026-10-01',
      },
      staff,
    );
    othersCollection = await collectInFull(
      { clientId: baysideId, debtorId: northwind.id },
      { id: othersInvoice, amount: '5000.00', postingDate: '2026-10-15', checkNo: `CHK${stamp}X` },
      staff,
    );

    await signOutThroughStorage(page, baseUrl);
    await signInThroughPage(page, baseUrl, 'admin@factordesk.test', demoPassword);
    await page.waitForURL((url) => url.pathname !== '/login');
  });
  afterAll(() => context.close());

  it('collects an invoice in full by check: the fee is 3.2 % of $10,000.00 and the row shows on /collections', async () => {
    screenshotOnFailure(page, 'cash-full');
    const form = await fillCollection(page, baseUrl, {
      debtor: debtorName,
      invoiceNo: nos.full,
      amount: '10000',
      rowAmount: '10000',
      paymentType: 'Check',
      number: `CHK${stamp}`,
      date: '10/06/2026',
    });
    await saveCollection(page, form);

    const [saved, ...more] = await collectionsOf(nos.full, staff);
    expect(more).toEqual([]);
    expect(saved).toMatchObject({ client_name: client, amount: '10000.00', uc_collected: '0.00' });
    // Days 35 + 2 clearance = 37: 2.5 % + 0.1 % × 7 = 3.2 %.
    expect(saved!.invoices).toEqual([
      expect.objectContaining({
        invoice_no: nos.full,
        collected_amount: '10000.00',
        applied_amount: '10000.00',
        excess_amount: '0.00',
        discount_fee: '320.00',
      }),
    ]);

    // The list shows it; its Invoices cell expands to the invoice it settled.
    await searchList(page, 'collection/fetch', nos.full);
    const list = page.getByRole('table', { name: 'Collections' });
    expect(await cellOf(page, list, saved!.collection_id, 'Amount')).toBe('$10,000.00');
    expect(await cellOf(page, list, saved!.collection_id, 'Posting Date')).toBe('10/06/2026');
    await list.getByRole('button', { name: `Collection ${saved!.collection_id}`, exact: true }).click();
    const settled = page
      .getByRole('table', { name: `Collection ${saved!.collection_id}`, exact: true })
      .last();
    expect(await cellOf(page, settled, nos.full, 'Collected')).toBe('$10,000.00');
    await page.keyboard.press('Escape');
  });

  it('holds a misdirected wire as unapplied cash, then a $300.00 check settles it with the invoice', async () => {
    screenshotOnFailure(page, 'cash-unapplied');
    const wireNo = `WIRE${stamp}`;
    await page.goto(`${baseUrl}/unappliedcash`);
    await page.getByRole('button', { name: 'Without Invoices' }).click();
    await page.getByRole('button', { name: 'Add New UC', exact: true }).click();
    const dialog = await dialogTitled(page, 'Add New UC');
    await pick(page, dialog, 'Client Name', client);
    await pick(page, dialog, 'Debtor Name', debtorName);
    await retype(dialog, 'Amount Received', '1200');
    await pick(page, dialog, 'Payment Type', 'Wire');
    await type(dialog, 'Transaction No', wireNo);
    await typeDate(dialog, 'Wire Date', '09/10/2026');
    await typeDate(dialog, 'Posting Date', '09/10/2026');
    await dialog.locator('input[type="file"]').setInputFiles({ ...checkImage, name: 'wire.pdf' });
    await type(dialog, 'Comments', 'Wire received without remittance');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await searchList(page, 'unapplied_cash/fetch', wireNo);
    const held = page.getByRole('table', { name: 'Unapplied Cash' });
    expect(await cellOf(page, held, wireNo, 'Amount')).toBe('$1,200.00');
    expect(await cellOf(page, held, wireNo, 'Unapplied Cash')).toBe('$1,200.00');

    // The $300.00 check and the $1,200.00 held settle the $1,500.00 invoice.
    const form = await fillCollection(page, baseUrl, {
      debtor: debtorName,
      invoiceNo: nos.withUc,
      amount: '300',
      rowAmount: '300',
      uc: '1200',
      paymentType: 'Check',
      number: `CHK${stamp}C`,
      date: '09/15/2026',
    });
    await expect.poll(() => form.getByText('Unapplied Cash Available: $1,200.00').count()).toBe(1);
    await saveCollection(page, form);
    const [saved] = await collectionsOf(nos.withUc, staff);
    expect(saved).toMatchObject({ amount: '300.00', uc_collected: '1200.00' });
    // Days 14 + 2 = 16, within the 30: 2.5 % of the $1,500.00 applied.
    expect(saved!.invoices).toEqual([
      expect.objectContaining({
        collected_amount: '300.00',
        uc: '1200.00',
        applied_amount: '1500.00',
        discount_fee: '37.50',
      }),
    ]);

    // The wire is used up: it leaves the Without Invoices card.
    await page.goto(`${baseUrl}/unappliedcash`);
    await page.getByRole('button', { name: 'Without Invoices' }).click();
    await searchList(page, 'unapplied_cash/fetch', wireNo);
    await page.getByText('No record available.').waitFor();
    const rows = await api<{ collections: { data: UnappliedShown[] } }>(
      'unapplied_cash/fetch',
      { card: 'without_invoices', page: 1, per_page: 0, search_text: wireNo },
      staff,
    );
    expect(rows.body.collections.data).toEqual([]);
  });

  it('refuses amounts that do not match, short-pays an invoice and charges the rest back on /chargebacks', async () => {
    screenshotOnFailure(page, 'cash-chargeback');
    const entry: CollectionEntry = {
      debtor: debtorName,
      invoiceNo: nos.short,
      amount: '3500',
      rowAmount: '3000',
      paymentType: 'ACH',
      number: `ACH${stamp}`,
      date: '07/21/2026',
    };
    const form = await fillCollection(page, baseUrl, entry);
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    // Under Amount and in the list of refusals above Save.
    const refusal = form.getByRole('alert').filter({ has: page.getByRole('listitem') });
    await refusal.getByText('Amounts are not matching', { exact: true }).waitFor();
    await form.locator('span[role="alert"]', { hasText: 'Amounts are not matching' }).waitFor();
    expect(page.url()).toMatch(/\/addnewcollection$/);
    expect(await collectionsOf(nos.short, staff)).toEqual([]);

    await retype(form, 'Amount', '3000');
    await saveCollection(page, form);
    const [saved] = await collectionsOf(nos.short, staff);
    // Days 20 + 2 = 22: 2.5 % of $3,000.00.
    expect(saved!.invoices).toEqual([
      expect.objectContaining({ applied_amount: '3000.00', discount_fee: '75.00' }),
    ]);

    // Funded 07/01/2026, more than 90 days ago: the run charges the $2,000.00 left back.
    const before = await pendingChargebacks(staff);
    await page.goto(`${baseUrl}/chargebacks`);
    await page.getByRole('table', { name: 'Chargebacks' }).waitFor();
    await runAction(page, 'Run chargebacks now');
    const confirmation = page.getByRole('alertdialog');
    await confirmation.getByRole('button', { name: 'Yes', exact: true }).click();
    await page
      .getByText(/^Chargebacks raised: \d+\./)
      .first()
      .waitFor();
    await searchList(page, 'chargeback/fetch', nos.short);
    const list = page.getByRole('table', { name: 'Chargebacks' });
    expect(await cellOf(page, list, nos.short, 'Chargeback Amount')).toBe('$2,000.00');
    expect(await cellOf(page, list, nos.short, 'Chargeback Fee')).toBe('$3.00');
    expect(await cellOf(page, list, nos.short, 'Status')).toBe('Open');
    const raised = await api<{ invoices: { data: ChargebackShown[] } }>(
      'chargeback/fetch',
      { page: 1, per_page: 0, search_text: nos.short },
      staff,
    );
    expect(raised.body.invoices.data).toEqual([
      expect.objectContaining({ invoice_no: nos.short, cb: '2000.00', cb_fee: '3.00' }),
    ]);
    const after = await pendingChargebacks(staff);
    expect(compareMoney(after, addMoney(before, '2000.00'))).toBe(0);
    // The page's total, read from the books, shows the same.
    await expect
      .poll(async () => (await figuresOf(page.locator('main')))['Chargeback Pending'])
      .toBe(formatUsd(after));

    // The debtor then pays the chargeback by check (Against Chargeback): it is fully settled and
    // Acme has no open chargeback left for a later schedule's verification to offer.
    const today = formatUsDate(todayIso());
    const paid = await fillCollection(page, baseUrl, {
      card: 'Against Chargeback',
      debtor: debtorName,
      invoiceNo: nos.short,
      amount: '2000',
      rowAmount: '2000',
      paymentType: 'Check',
      number: `CHK${stamp}B`,
      date: today,
    });
    await saveCollection(page, paid);
    expect(compareMoney(await pendingChargebacks(staff), before)).toBe(0);
    const left = await api<{ invoices: { data: { charge_back_settled: number }[] } }>(
      'chargeback/fetch',
      { page: 1, per_page: 0, search_text: nos.short, show_all: true },
      staff,
    );
    expect(left.body.invoices.data.map((row) => row.charge_back_settled)).toEqual([1]);
  });

  it("the client sees its own collections on /collections, none of another client's", async () => {
    screenshotOnFailure(page, 'cash-client');
    const others = await collectionsOf(othersNo, staff);
    expect(others.map((row) => [row.id, row.client_name])).toEqual([[othersCollection, otherClient]]);
    const othersId = others[0]!.collection_id;

    // The client's token answers Acme's collections only, the walk's three among them, without fees.
    const token = await tokenOf('client@factordesk.test');
    const own = await collectionsOf('', token);
    expect(new Set(own.map((row) => row.client_name))).toEqual(new Set([client]));
    const ownInvoices = own.flatMap((row) => row.invoices);
    expect(ownInvoices.map((row) => row.invoice_no)).toEqual(expect.arrayContaining(Object.values(nos)));
    expect(own.map((row) => row.id)).not.toContain(othersCollection);
    expect(await collectionsOf(othersNo, token)).toEqual([]);
    // Its rows carry no fee: that is the factor's pricing, shown on its reserve statement.
    expect(ownInvoices.some((row) => 'discount_fee' in row)).toBe(false);

    await signOutThroughStorage(page, baseUrl);
    await signInThroughPage(page, baseUrl, 'client@factordesk.test', demoPassword);
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto(`${baseUrl}/collections`);
    await searchList(page, 'collection/fetch', nos.withUc);
    const list = page.getByRole('table', { name: 'Collections' });
    const [mine] = await collectionsOf(nos.withUc, token);
    expect(await cellOf(page, list, mine!.collection_id, 'Amount')).toBe('$300.00');
    expect(await cellOf(page, list, mine!.collection_id, 'Debtor Name')).toBe(debtorName);
    await searchList(page, 'collection/fetch', othersId);
    await page.getByText('No record available.').waitFor();
    await searchList(page, 'collection/fetch', othersNo);
    await page.getByText('No record available.').waitFor();
    expect(await page.getByText(otherClient).count()).toBe(0);
  });
});
