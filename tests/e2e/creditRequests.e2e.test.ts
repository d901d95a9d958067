import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { CreditLimit, CreditRequestRow } from '../../src/shared/contract/creditRequests';
import { addMoney, compareMoney, formatUsd, toMoneyString } from '../../src/shared/money';
import { api, demoPassword, openBrowser } from './browser';
import { addDebtorOf, clientIdOf, debtorOf } from './cashSteps';
import { cellOf, dialogTitled, retype, rowWith, runAction, screenshotOnFailure, tokenOf } from './moneySteps';
import { searchList, signInThroughPage, signOutThroughStorage } from './steps';
import { pick } from './wizardSteps';

/**
 * A debtor credit request in Chromium (0029, Credit requests; 0013): Acme Freight Lines' user asks
 * on /debtorrequest to raise its weekly limit with a new debtor of its own by $1,250.00, staff
 * approve it from the kebab on /debtorrequest, and the client's Add New Invoice form then shows the
 * debtor's available credit raised by as much. The debtor is the walk's own (added through the
 * API), so no other walk's figures move.
 */

const client = 'Acme Freight Lines';
const requested = '1250.00';

async function debtorCreditOf(clientId: number, debtorId: number, token: string): Promise<string> {
  const answer = await api<{ credit_limit: { available_credit_limit: string } }>(
    'invoice/debtor_credit',
    { prospect_id: clientId, debtor_id: debtorId, leave_out: [] },
    token,
  );
  return answer.body.credit_limit.available_credit_limit;
}

async function requestsFor(debtorName: string, token: string): Promise<CreditRequestRow[]> {
  const answer = await api<{ crs: { data: CreditRequestRow[] } }>(
    'credit_request/fetch',
    { credit_requests: 0, page: 1, per_page: 0, search_text: debtorName },
    token,
  );
  return answer.body.crs.data;
}

describe('a debtor credit request in the browser: asked by the client, approved by staff', () => {
  let context: BrowserContext;
  let page: Page;
  let baseUrl: string;
  let clientToken: string;
  let clientId: number;
  let debtorId: number;
  let before: string;
  const stamp = String(Date.now()).slice(-7);
  const debtorName = `Quay Credit ${stamp}`;

  /** Add New Invoice as the client user: its company is chosen; the debtor's available credit shows. */
  async function availableShownOnInvoiceForm(): Promise<string> {
    await page.goto(`${baseUrl}/addnewinvoice`);
    const form = page.getByRole('form', { name: 'Add New Invoice' });
    await form.getByText(client).first().waitFor();
    await pick(page, form, 'Debtor Name', debtorName);
    const note = form.getByText(/^Available credit limit of the debtor: /);
    await note.waitFor();
    const text = (await note.textContent()) ?? '';
    return text.replace('Available credit limit of the debtor: ', '');
  }

  beforeAll(async () => {
    ({ context, page, baseUrl } = await openBrowser());
    const staff = await tokenOf('admin@factordesk.test');
    clientToken = await tokenOf('client@factordesk.test');
    clientId = await clientIdOf(client, staff);
    await addDebtorOf(clientId, debtorName, `ap.${stamp}@quaycredit.test`, stamp, staff);
    debtorId = (await debtorOf(clientId, debtorName, staff)).id;
    before = await debtorCreditOf(clientId, debtorId, clientToken);
    // The client's available credit leaves room for the request (else it would be refused).
    const limits = await api<{ credit_limit: CreditLimit }>(
      'credit_request/credit_limit',
      { prospect_id: clientId, debtor_id: debtorId },
      clientToken,
    );
    expect(
      compareMoney(limits.body.credit_limit.available_credit_limit ?? '0', requested),
    ).toBeGreaterThanOrEqual(0);

    await signOutThroughStorage(page, baseUrl);
    await signInThroughPage(page, baseUrl, 'client@factordesk.test', demoPassword);
    await page.waitForURL((url) => url.pathname !== '/login');
  });
  afterAll(() => context.close());

  it("the client's invoice form shows the debtor's available credit, then the client asks for more", async () => {
    screenshotOnFailure(page, 'credit-request-ask');
    expect(await availableShownOnInvoiceForm()).toBe(formatUsd(before));

    await page.goto(`${baseUrl}/debtorrequest`);
    await page.getByRole('button', { name: 'Add New Request', exact: true }).click();
    const dialog = await dialogTitled(page, 'Add New Request');
    await pick(page, dialog, 'Debtor Name', debtorName);
    await dialog.getByText(formatUsd(before)).first().waitFor();
    await retype(dialog, 'Requested Credit Limit', '1250');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Credit request has been submitted successfully.').first().waitFor();
    await dialog.waitFor({ state: 'detached' });

    const [asked, ...more] = await requestsFor(debtorName, clientToken);
    expect(more).toEqual([]);
    expect(asked).toMatchObject({ client_name: client, requested_amount: requested, status: 0 });
    await searchList(page, 'credit_request/fetch', debtorName);
    const list = page.getByRole('table', { name: 'Debtor Credit Requests' });
    expect(await cellOf(page, list, debtorName, 'Requested Credit Limit')).toBe(formatUsd(requested));
    expect(await cellOf(page, list, debtorName, 'Status')).toBe('Pending');
    // Asking moves no limit: the invoice form still shows the same figure.
    expect(await debtorCreditOf(clientId, debtorId, clientToken)).toBe(before);
  });

  it('staff approve it on /debtorrequest from the kebab, asked first', async () => {
    screenshotOnFailure(page, 'credit-request-approve');
    await signOutThroughStorage(page, baseUrl);
    await signInThroughPage(page, baseUrl, 'admin@factordesk.test', demoPassword);
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto(`${baseUrl}/debtorrequest`);
    await searchList(page, 'credit_request/fetch', debtorName);
    const list = page.getByRole('table', { name: 'Debtor Credit Requests' });
    expect(await cellOf(page, list, debtorName, 'Client Name')).toBe(client);
    await rowWith(page, debtorName).getByRole('checkbox').check({ force: true });
    await runAction(page, 'Approve');
    const confirmation = page.getByRole('alertdialog');
    await confirmation.getByText('Are you sure you want to approve this credit request?').waitFor();
    await confirmation.getByRole('button', { name: 'Yes', exact: true }).click();
    await page.getByText('Credit request has been approved successfully.').first().waitFor();
    await expect.poll(() => cellOf(page, list, debtorName, 'Status')).toBe('Approved');

    const [approved] = await requestsFor(debtorName, clientToken);
    expect(approved).toMatchObject({ status: 1 });
    const newLimit = approved!.new_limit_amount!;
    expect(compareMoney(newLimit, addMoney(approved!.current_credit_limit, requested))).toBe(0);
    expect(await cellOf(page, list, debtorName, 'New Credit Limit')).toBe(formatUsd(newLimit));
  });

  it("the client's invoice form then shows the debtor's available credit raised by the amount approved", async () => {
    screenshotOnFailure(page, 'credit-request-after');
    const after = await debtorCreditOf(clientId, debtorId, clientToken);
    expect(after).toBe(toMoneyString(addMoney(before, requested)));

    await signOutThroughStorage(page, baseUrl);
    await signInThroughPage(page, baseUrl, 'client@factordesk.test', demoPassword);
    await page.waitForURL((url) => url.pathname !== '/login');
    expect(await availableShownOnInvoiceForm()).toBe(formatUsd(after));
  });
});
