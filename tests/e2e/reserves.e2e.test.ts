import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { paymentTypes } from '../../src/shared/constants';
import type { ReserveReleaseRow, ReserveRow } from '../../src/shared/contract/reserves';
import { formatUsDate, todayIso } from '../../src/shared/dates';
import { compareMoney, formatUsd } from '../../src/shared/money';
import { api, demoPassword, openBrowser } from './browser';
import { addDebtorOf, buyInvoice, clientIdOf, debtorOf } from './cashSteps';
import { cellOf, rowWith, runAction, screenshotOnFailure, textbox, tokenOf } from './moneySteps';
import {
  batchLookups,
  collect,
  expectedRelease,
  fundInvoice,
  postOnce,
  releaseBodyOf,
  type BatchLookups,
  type ExpectedRelease,
} from './reserveSteps';
import { searchList, signInThroughPage, signOutThroughStorage } from './steps';
import { pick, typeDate } from './wizardSteps';

/**
 * A reserve release in Chromium, through the screens staff and a client use (0029): two invoices of
 * the demo client Acme Freight Lines on a new debtor of its own, funded 09/01/2026 and collected
 * 10/06/2026 (one in full, one short with the rest moved to chargeback), are released in one batch
 * on /reserves → Create RR Batch, paid by wire, with that chargeback deducted. The invoices are
 * arranged through the API on a debtor of the walk's own, verified settling no chargeback of the
 * demo's or another walk's; the release takes only them and that chargeback. Another client's
 * release (Bayside Medical Supply, made through the API) is what Acme's user must never see.
 */

const client = 'Acme Freight Lines';
const otherClient = 'Bayside Medical Supply';

async function releasesOf(token: string): Promise<ReserveReleaseRow[]> {
  const answer = await api<{ reserve_releases: { data: ReserveReleaseRow[] } }>(
    'reserve_release/fetch',
    { page: 1, per_page: 0 },
    token,
  );
  return answer.body.reserve_releases.data;
}

async function cashReservesOf(search: string, token: string): Promise<ReserveRow[]> {
  const answer = await api<{ reserves: { data: ReserveRow[] } }>(
    'reserve/fetch',
    { card: 'cash', page: 1, per_page: 0, search_text: search },
    token,
  );
  return answer.body.reserves.data;
}

describe('reserves released in the browser: Create RR Batch by wire with a chargeback deducted', () => {
  let context: BrowserContext;
  let page: Page;
  let baseUrl: string;
  let staff: string;
  const stamp = String(Date.now()).slice(-7);
  const debtorName = `Pier Reserve ${stamp}`;
  // Five digits, apart from the demo's 1xxxx–2xxxx and the other walks' six-digit numbers.
  const first = 30000 + (Number(stamp) % 30000) * 2;
  const nos = { full: String(first), short: String(first + 1) };
  const ids = { full: 0, short: 0 };
  let lookups: BatchLookups;
  let expected: ExpectedRelease;
  let chargebackId = 0;
  /** Bayside's release, made through the API. */
  let othersRelease = 0;
  let othersReleased = '';
  /** What the browser sent to Post Reserve Release. */
  let sentBody: unknown = null;
  let releaseId = 0;
  const today = todayIso();

  beforeAll(async () => {
    ({ context, page, baseUrl } = await openBrowser());
    staff = await tokenOf('admin@factordesk.test');
    const clientId = await clientIdOf(client, staff);
    await addDebtorOf(clientId, debtorName, `ap.${stamp}@pierreserve.test`, stamp, staff);
    const debtor = await debtorOf(clientId, debtorName, staff);
    const pair = { clientId, debtorId: debtor.id };
    const buy = (invoiceNo: string, amount: string) =>
      fundInvoice({ clientId, debtor, invoiceNo, amount, fundDate: '2026-09-01' }, staff);
    ids.full = await buy(nos.full, '10000.00');
    ids.short = await buy(nos.short, '4000.00');
    await collect(
      pair,
      {
        id: ids.full,
        collected: '10000.00',
        postingDate: '2026-10-06',
        checkNo: `RR${stamp}A`,
        moveToCb: false,
      },
      staff,
    );
    // $3,000.00 of $4,000.00 paid; the $1,000.00 left is moved to chargeback.
    await collect(
      pair,
      {
        id: ids.short,
        collected: '3000.00',
        postingDate: '2026-10-06',
        checkNo: `RR${stamp}B`,
        moveToCb: true,
      },
      staff,
    );

    lookups = await batchLookups([ids.full, ids.short], staff);
    const mine = lookups.chargebacks.filter((cb) => cb.invoice_no === nos.short);
    expect(mine.map((cb) => cb.cb)).toEqual(['1000.00']);
    chargebackId = mine[0]!.id;
    expected = expectedRelease(lookups, {
      paymentType: paymentTypes.Wire,
      chargebackIds: [chargebackId],
      escrowIds: lookups.escrows.auto_selected,
    });

    // Bayside's release: an invoice of a new debtor of its own, collected in full, released by ACH.
    const baysideId = await clientIdOf(otherClient, staff);
    const baysideDebtorName = `Pier Reserve West ${stamp}`;
    await addDebtorOf(baysideId, baysideDebtorName, `ap.west.${stamp}@pierreserve.test`, stamp, staff);
    const baysideDebtor = await debtorOf(baysideId, baysideDebtorName, staff);
    // Bought as the cash walk buys Bayside's: its verification settles the open chargebacks that fit.
    const baysideInvoice = await buyInvoice(
      {
        clientId: baysideId,
        debtor: baysideDebtor,
        invoiceNo: String(first + 2),
        amount: '5000.00',
        invoiceDate: '2026-09-01',
        fundDate: '2026-09-01',
      },
      staff,
    );
    await collect(
      { clientId: baysideId, debtorId: baysideDebtor.id },
      {
        id: baysideInvoice,
        collected: '5000.00',
        postingDate: '2026-10-06',
        checkNo: `RR${stamp}W`,
        moveToCb: false,
      },
      staff,
    );
    const theirs = await batchLookups([baysideInvoice], staff);
    const theirFigures = expectedRelease(theirs, {
      paymentType: paymentTypes.ACH,
      chargebackIds: [],
      escrowIds: [],
    });
    const posted = await postOnce<{ id: number | null; message: string }>(
      'reserve_release/save',
      releaseBodyOf(theirs, theirFigures, { paymentType: paymentTypes.ACH, chargebackIds: [], date: today }),
      staff,
    );
    expect(posted.statusCode, posted.body.message).toBe(200);
    othersRelease = posted.body.id ?? 0;
    othersReleased = theirFigures.released;

    await signOutThroughStorage(page, baseUrl);
    await signInThroughPage(page, baseUrl, 'admin@factordesk.test', demoPassword);
    await page.waitForURL((url) => url.pathname !== '/login');
  });
  afterAll(() => context.close());

  it('shows the figures the books give and posts the release by wire, deducting the chosen chargeback', async () => {
    screenshotOnFailure(page, 'reserves-release');
    // The arrangement leaves something to release: the check below could not pass on $0.00.
    expect(compareMoney(expected.released, '1')).toBeGreaterThanOrEqual(0);
    expect(lookups.batch.map((row) => row.releasable)).toEqual([true, true]);

    // Cash Reserves, the walk's two invoices (found by their debtor), then Create RR Batch.
    await page.goto(`${baseUrl}/reserves`);
    await page.getByRole('button', { name: 'Cash Reserves', pressed: true }).waitFor();
    await searchList(page, 'reserve/fetch', debtorName);
    const list = page.getByRole('table', { name: 'Reserves' });
    expect(await cellOf(page, list, nos.full, 'Release Status')).toBe('Releasable');
    expect(await cellOf(page, list, nos.short, 'Release Status')).toBe('Releasable');
    for (const invoiceNo of [nos.full, nos.short])
      await rowWith(page, invoiceNo).getByRole('checkbox').check({ force: true });
    await runAction(page, 'Create RR Batch');
    await page.waitForURL((url) => url.pathname === '/createrrbatch');

    const form = page.getByRole('form', { name: 'Create RR Batch' });
    await form.getByText(client, { exact: true }).waitFor();
    const batch = form.getByRole('table', { name: 'Reserve Release', exact: true });
    await rowWith(page, nos.full).waitFor();
    expect(await batch.locator(':scope > tbody > tr').count()).toBe(2);

    // One chargeback chosen: the walk's own, not the demo's.
    const chargebacks = form.getByRole('table', { name: 'Chargeback(s)', exact: true });
    await chargebacks
      .getByRole('checkbox', { name: `Select Chargeback(s) ${nos.short}` })
      .check({ force: true });
    await typeDate(form, 'Reserve Release Date', formatUsDate(today));
    await pick(page, form, 'Payment Type', 'Wire');

    const shown = async (label: string) => textbox(form, label).inputValue();
    await expect.poll(() => shown('Wire Fee')).toBe(formatUsd(expected.wireFee));
    expect(compareMoney(expected.wireFee, '0')).toBeGreaterThan(0);
    expect(await shown('Previous Reserves')).toBe(formatUsd(expected.previousReserves));
    expect(await shown('Total Amount with Previous Reserves and Escrow')).toBe(
      formatUsd(expected.batchTotal),
    );
    expect(await shown('CB Amount Deducted')).toBe(formatUsd('1000.00'));
    expect(await shown('Amount to be Released')).toBe(formatUsd(expected.released));

    // Post Reserve Release, asked first; the toast, then the Reserve Release card.
    const sent = page.waitForRequest(
      (request: Request) =>
        request.method() === 'POST' && request.url().endsWith('/api/v1/reserve_release/save'),
    );
    await form.getByRole('button', { name: 'Post Reserve Release', exact: true }).click();
    const confirmation = page.getByRole('alertdialog');
    await confirmation
      .getByText(`Release ${formatUsd(expected.released)} to ${client}?`, { exact: false })
      .waitFor();
    await confirmation.getByRole('button', { name: 'Yes', exact: true }).click();
    sentBody = (await sent).postDataJSON();
    await page.getByText('Reserves have been released successfully.').first().waitFor();
    await page.waitForURL((url) => url.pathname === '/reserves');
    await page.getByRole('button', { name: 'Reserve Release', pressed: true }).waitFor();

    const releases = page.getByRole('table', { name: 'Reserves' });
    const released = formatUsd(expected.released);
    expect(await cellOf(page, releases, released, 'Client Name')).toBe(client);
    expect(await cellOf(page, releases, released, 'Reserve Release Date')).toBe(formatUsDate(today));
    expect(await cellOf(page, releases, released, 'Payment Type')).toBe('Wire');
    expect(await cellOf(page, releases, released, 'Invoice Reserves')).toBe(
      formatUsd(expected.invoiceReserves),
    );
    expect(await cellOf(page, releases, released, 'Wire Fee')).toBe(formatUsd(expected.wireFee));
    expect(await cellOf(page, releases, released, 'CB Amount')).toBe(formatUsd('1000.00'));
    expect(await cellOf(page, releases, released, 'Custom Amount')).toBe(formatUsd(expected.batchTotal));

    // The books agree: the release is stored with the figures shown, its invoices leave Cash
    // Reserves and the chargeback is settled.
    const stored = (await releasesOf(staff)).filter(
      (row) => row.client_name === client && row.released_amount === expected.released,
    );
    expect(stored).toEqual([
      expect.objectContaining({
        reserve_release_date: today,
        payment_type: paymentTypes.Wire,
        invoice_count: 2,
        amount: expected.invoiceReserves,
        escrow_amount: expected.escrows,
        previous_reserves: expected.previousReserves,
        wire_fee: expected.wireFee,
        custom_amount: expected.batchTotal,
        cb_amount: '1000.00',
      }),
    ]);
    releaseId = stored[0]!.id;
    expect(await cashReservesOf(debtorName, staff)).toEqual([]);
    const open = await api<{ invoices: { data: { id: number }[] } }>(
      'chargeback/fetch',
      { page: 1, per_page: 0, search_text: nos.short },
      staff,
    );
    expect(open.body.invoices.data.map((row) => row.id)).not.toContain(chargebackId);
  });

  it('refuses to post the same release twice', async () => {
    expect(sentBody).not.toBeNull();
    const before = await releasesOf(staff);
    const again = await postOnce<{ message: string }>('reserve_release/save', sentBody, staff);
    expect(again.statusCode).toBe(400);
    expect(again.body.message).toBe(`The reserve of invoice ${nos.full} has already been released`);
    expect(await releasesOf(staff)).toEqual(before);
  });

  it('shows the client its own release on the Reserve Release card, without the staff columns', async () => {
    screenshotOnFailure(page, 'reserves-client');
    expect(releaseId).toBeGreaterThan(0);
    const token = await tokenOf('client@factordesk.test');
    const own = await releasesOf(token);
    expect(new Set(own.map((row) => row.client_name))).toEqual(new Set([client]));
    expect(own.map((row) => row.id)).toContain(releaseId);
    expect(own.map((row) => row.id)).not.toContain(othersRelease);
    expect(own.some((row) => 'created_by_name' in row || 'approved_by_name' in row)).toBe(false);

    await signOutThroughStorage(page, baseUrl);
    await signInThroughPage(page, baseUrl, 'client@factordesk.test', demoPassword);
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto(`${baseUrl}/reserves`);
    await page.getByRole('button', { name: 'Reserve Release', exact: true }).click();
    await page.getByRole('button', { name: 'Reserve Release', pressed: true }).waitFor();
    const releases = page.getByRole('table', { name: 'Reserves' });
    const released = formatUsd(expected.released);
    expect(await cellOf(page, releases, released, 'Reserve Release Date')).toBe(formatUsDate(today));
    expect(await cellOf(page, releases, released, 'Payment Type')).toBe('Wire');
    expect(await cellOf(page, releases, released, 'Invoice Reserves')).toBe(
      formatUsd(expected.invoiceReserves),
    );
    expect(await cellOf(page, releases, released, 'Wire Fee')).toBe(formatUsd(expected.wireFee));
    expect(await cellOf(page, releases, released, 'CB Amount')).toBe(formatUsd('1000.00'));

    const headers = (await releases.locator(':scope > thead > tr > th').allTextContents()).map((text) =>
      text.trim(),
    );
    for (const staffOnly of [
      'Client Name',
      'Invoices',
      'Escrow Released',
      'Previous Reserves',
      'Custom Amount',
      'Created By',
      'Approved By',
    ])
      expect(headers).not.toContain(staffOnly);
    // Every row is Acme's: as many as its token answers, Bayside's amount nowhere.
    expect(await releases.locator(':scope > tbody > tr').count()).toBe(own.length);
    expect(await rowWith(page, formatUsd(othersReleased)).count()).toBe(0);
    expect(await page.getByText(otherClient).count()).toBe(0);
  });
});
