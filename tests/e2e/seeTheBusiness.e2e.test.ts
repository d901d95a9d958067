import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { ChargebackListRow } from '../../src/shared/contract/chargebacks';
import type { InvoiceAnalytics } from '../../src/shared/contract/dashboards';
import type { BrokerHome, ClientHome } from '../../src/shared/contract/partyHome';
import { formatUsDate } from '../../src/shared/dates';
import { addMoney, formatUsd } from '../../src/shared/money';
import { api, openBrowser } from './browser';
import { figureOf, signInAs } from './businessSteps';
import { screenshotOnFailure, tokenOf } from './moneySteps';

/**
 * Each party lands on its own page and reads there what the books say (issue 14, "What it must
 * show"): the demo client on /clienthome, the demo debtor on its dashboard, the demo broker on
 * /brokerhome. Every figure checked is read from the API as the same user, and one of the client's
 * from another call than the home's own.
 */

async function clientHomeOf(token: string): Promise<ClientHome> {
  const answer = await api<{ home: ClientHome }>('party_home/client', {}, token);
  expect(answer.statusCode).toBe(200);
  return answer.body.home;
}

describe("each party's own page after signing in", () => {
  let context: BrowserContext;
  let page: Page;
  let baseUrl: string;

  beforeAll(async () => {
    ({ context, page, baseUrl } = await openBrowser());
  });
  afterAll(() => context.close());

  it('lands the client on its home, showing the figures the books give', async () => {
    screenshotOnFailure(page, 'business-client-home');
    const token = await tokenOf('client@factordesk.test');
    const home = await clientHomeOf(token);
    // The demo client has a limit, reserves and customers: the checks below could not pass on blanks.
    // (Its open chargebacks are whatever the other walks left; the count is checked against the list.)
    expect(home.credit.available).not.toBeNull();
    expect(Number(home.reserves.held)).toBeGreaterThan(0);
    expect(home.credit.debtors.length).toBeGreaterThan(0);

    expect(await signInAs(page, baseUrl, 'client@factordesk.test')).toBe('/clienthome');
    await page.getByRole('heading', { level: 1, name: `Welcome, ${home.client_name}` }).waitFor();
    // The simplified layout: the party's page, not the staff workspace's menu of areas.
    await page.getByRole('region', { name: `Welcome, ${home.client_name}` }).waitFor();
    expect(await page.getByText(`Your business with us as of ${formatUsDate(home.as_of)}.`).count()).toBe(1);

    expect(await figureOf(page, 'Credit you can use')).toBe(formatUsd(home.credit.available ?? '0'));
    expect(await figureOf(page, 'Reserve we hold for you')).toBe(formatUsd(home.reserves.held));
    expect(await figureOf(page, 'Reserve you can ask back')).toBe(formatUsd(home.reserves.releasable));
    expect(await figureOf(page, 'Paid to you this month')).toBe(formatUsd(home.funded_this_month.amount));
    const chargebacksShown = await figureOf(page, 'Chargebacks to settle');
    expect(chargebacksShown).toBe(formatUsd(home.chargebacks_pending.amount));

    // The same figures from other calls: the client's credit as the debtor form reads it, and
    // its open chargebacks as the Chargebacks list shows them, added up here.
    const me = await api<{ user: { company_id: number | null } }>('user/get_user_details', {}, token);
    const companyId = me.body.user.company_id;
    expect(companyId).not.toBeNull();
    const credit = await api<{ credit_limit: { available_credit_limit: string | null } }>(
      'debtor/client_credit_limit',
      { prospect_id: companyId },
      token,
    );
    expect(credit.statusCode).toBe(200);
    expect(await figureOf(page, 'Credit you can use')).toBe(
      formatUsd(credit.body.credit_limit.available_credit_limit ?? 'none'),
    );
    const listed = await api<{ invoices: { data: ChargebackListRow[] } }>(
      'chargeback/fetch',
      { page: 1, per_page: 0 },
      token,
    );
    expect(listed.statusCode).toBe(200);
    const open = listed.body.invoices.data.filter(
      (row) => row.charge_back_settled !== 1 && Number(row.adjusted_cb ?? row.cb) > 0,
    );
    expect(open.length).toBe(home.chargebacks_pending.count);
    expect(chargebacksShown).toBe(formatUsd(addMoney('0', ...open.map((row) => row.adjusted_cb ?? row.cb))));
    expect(
      await page
        .getByRole('group', { name: 'Chargebacks to settle' })
        .getByText(/unpaid invoices? charged/)
        .textContent(),
    ).toBe(
      `${home.chargebacks_pending.count} unpaid invoice${home.chargebacks_pending.count === 1 ? '' : 's'} charged back to you`,
    );

    // Its customers, each with the credit left on it.
    const customers = page.getByRole('list', { name: 'Credit per customer' });
    for (const debtor of home.credit.debtors.slice(0, 3)) {
      await expect
        .poll(() => customers.getByRole('listitem').filter({ hasText: debtor.debtor_name }).textContent())
        .toContain(formatUsd(debtor.available));
    }
  });

  it("shows the client's home on a phone in one column, nothing wider than the screen", async () => {
    screenshotOnFailure(page, 'business-client-home-phone');
    const token = await tokenOf('client@factordesk.test');
    const home = await clientHomeOf(token);
    await signInAs(page, baseUrl, 'client@factordesk.test');
    await page.setViewportSize({ width: 375, height: 812 });
    try {
      await page.goto(`${baseUrl}/clienthome`);
      await page.getByRole('heading', { level: 1, name: `Welcome, ${home.client_name}` }).waitFor();
      expect(await figureOf(page, 'Credit you can use')).toBe(formatUsd(home.credit.available ?? '0'));
      const widest = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(widest).toBeLessThanOrEqual(375);
      // One column: the first two figures stand one above the other.
      const first = await page.getByRole('group', { name: 'Credit you can use' }).boundingBox();
      const second = await page.getByRole('group', { name: 'Paid to you this month' }).boundingBox();
      expect(second!.y).toBeGreaterThanOrEqual(first!.y + first!.height);
    } finally {
      await page.setViewportSize({ width: 1366, height: 900 });
    }
  });

  it('lands the debtor on its dashboard: its full name and the four cards of its invoices', async () => {
    screenshotOnFailure(page, 'business-debtor-dashboard');
    const token = await tokenOf('debtor@factordesk.test');
    const answer = await api<{ analytics: InvoiceAnalytics }>('dashboard/fetch_invoice_analytics', {}, token);
    expect(answer.statusCode).toBe(200);
    const { analytics } = answer.body;
    expect(analytics.total).toBeGreaterThan(0);

    const landed = await signInAs(page, baseUrl, 'debtor@factordesk.test');
    expect(['/dashboard', '/debtordashboard']).toContain(landed);
    await page.getByRole('heading', { name: 'Hello, Dan Debtor' }).waitFor();
    await page.getByRole('button', { name: 'View Invoices' }).waitFor();
    const cards = page.getByRole('region', { name: 'Dashboard' });
    const expected = [
      ['Paid Invoices', analytics.collected_percentage, analytics.collected],
      ['Due Invoices', analytics.due_30_percentage, analytics.due_30],
      ['Over Due', analytics.over_due_percentage, analytics.over_due],
      ['Chargeback(s)', analytics.charge_back_percentage, analytics.charge_back],
    ] as const;
    // The cards come with the analytics' answer, after the greeting: counted once the first shows.
    await cards.getByRole('progressbar').first().waitFor();
    expect(await cards.getByRole('progressbar').count()).toBe(4);
    for (const [title, percent, count] of expected) {
      await cards.getByRole('progressbar', { name: `${title}: ${percent}%` }).waitFor();
      const card = cards
        .locator('div')
        .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
      expect(await card.last().textContent()).toContain(`${count} / ${analytics.total}`);
    }
    await cards.getByText(`Due Under ${analytics.discount_days} days`).waitFor();
    // The four counts share the total out.
    expect(analytics.collected + analytics.due_30 + analytics.over_due + analytics.charge_back).toBe(
      analytics.total,
    );
    await page.getByRole('heading', { name: 'Recent Invoices' }).waitFor();
  });

  it('lands the broker on its home with its referrals and commission', async () => {
    screenshotOnFailure(page, 'business-broker-home');
    const token = await tokenOf('broker@factordesk.test');
    const answer = await api<{ home: BrokerHome }>('party_home/broker', {}, token);
    expect(answer.statusCode).toBe(200);
    const home = answer.body.home;

    expect(await signInAs(page, baseUrl, 'broker@factordesk.test')).toBe('/brokerhome');
    await page.getByRole('heading', { level: 1, name: `Welcome, ${home.broker_name}` }).waitFor();
    expect(await figureOf(page, 'Clients you referred')).toBe(String(home.totals.clients));
    expect(await figureOf(page, 'Bought since they joined')).toBe(formatUsd(home.totals.volume_all_time));
    expect(await figureOf(page, 'Commission earned in all')).toBe(formatUsd(home.totals.commission_all_time));
    if (home.clients.length > 0) {
      const referred = page.getByRole('list', { name: 'Your referred businesses' });
      expect(await referred.getByRole('listitem').count()).toBe(home.clients.length);
      await referred.getByText(home.clients[0]!.name, { exact: true }).waitFor();
    }
  });
});
