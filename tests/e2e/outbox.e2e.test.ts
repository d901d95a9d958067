import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { api, demoPassword, openBrowser } from './browser';
import { putBackDemoPassword, signInThroughPage } from './steps';

/**
 * The README's promise on a fresh `npm start` (no SMTP_URL): a newcomer finishes Forgot Password
 * by opening the outbox as admin@factordesk.test in another window and reading the code there.
 */
describe('a mailed flow finished through the outbox, opened as admin in a second window', () => {
  let newcomer: { context: BrowserContext; page: Page; baseUrl: string };
  let admin: { context: BrowserContext; page: Page };
  const email = 'analyst@factordesk.test';
  const newPassword = 'Analyst#2027';

  beforeAll(async () => {
    newcomer = await openBrowser();
    admin = await openBrowser();
  });

  afterAll(async () => {
    await putBackDemoPassword(email, newPassword);
    await newcomer.context.close();
    await admin.context.close();
  });

  it('resets a password with the code read from the outbox screen', async () => {
    const { page, baseUrl } = newcomer;
    await page.goto(`${baseUrl}/forgetpass`);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL((url) => url.pathname === '/verificatiocode');

    // The second window: the admin signs in and opens Outbox from the menu.
    const outbox = admin.page;
    await signInThroughPage(outbox, baseUrl, 'admin@factordesk.test', demoPassword);
    await outbox.waitForURL((url) => url.pathname !== '/login');
    await outbox.getByRole('navigation', { name: 'Main menu' }).getByText('Outbox', { exact: true }).click();
    await outbox.waitForURL((url) => url.pathname === '/outbox');
    // The address changes before the screen's code has loaded, while the page before still shows.
    await outbox.locator('main').getByRole('heading', { name: 'Outbox' }).waitFor();
    const filtered = outbox.waitForResponse(
      (response) =>
        response.url().endsWith('/api/v1/outbox/fetch') &&
        (response.request().postDataJSON() as { to?: string } | null)?.to === email,
    );
    await outbox.getByRole('searchbox').fill(email);
    await filtered;
    const mail = outbox.locator('pre').first();
    await mail.waitFor();
    const code = /\b([A-Z0-9]{6})\b/.exec(await mail.innerText())?.[1];
    expect(code).toBeTruthy();

    // Back in the newcomer's window, with the code.
    const boxes = page.getByRole('group', { name: 'Verification Code' }).locator('input');
    for (let i = 0; i < 6; i += 1) await boxes.nth(i).fill(code![i]!);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/setpassword/'));
    await page.getByLabel(/^Password/).fill(newPassword);
    await page.getByLabel(/^Confirm Password/).fill(newPassword);
    await page.getByRole('button', { name: /Set Password|Submit|Save/ }).click();
    await page.waitForURL((url) => url.pathname === '/login');

    await signInThroughPage(page, baseUrl, email, newPassword);
    await page.waitForURL((url) => url.pathname !== '/login');
  });

  it('shows nothing of the outbox to the newcomer, who holds no right to it', async () => {
    const { page, baseUrl } = newcomer;
    const outboxReads: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/v1/outbox/fetch')) outboxReads.push(request.url());
    });
    await page.goto(`${baseUrl}/outbox`);
    // Sent home, and home drawn: the outbox screen, had it opened, would have asked by now.
    await page.waitForURL((url) => url.pathname !== '/outbox');
    await page.locator('main').getByRole('heading').first().waitFor();
    expect(outboxReads).toEqual([]);
    const anonymous = await api('outbox/fetch', { to: email });
    expect(anonymous.statusCode).toBe(401);
  });
});
