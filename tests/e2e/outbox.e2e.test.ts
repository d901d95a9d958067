import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { api, demoPassword, openBrowser } from './browser';
import { signInThroughPage } from './steps';

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
    // Other files sign the analyst in with the demo password.
    const login = await api<{ access_token: string }>('login', { email, password: newPassword });
    if (login.statusCode === 200) {
      await api(
        'user/change_password',
        { previous_password: newPassword, new_password: demoPassword },
        login.body.access_token,
      );
    }
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
    const outboxRead = page.waitForResponse((response) => response.url().endsWith('/api/v1/outbox/fetch'), {
      timeout: 3_000,
    });
    await page.goto(`${baseUrl}/outbox`);
    await page.waitForURL((url) => url.pathname !== '/outbox');
    await expect(outboxRead).rejects.toThrow();
    const anonymous = await api('outbox/fetch', { to: email });
    expect(anonymous.statusCode).toBe(401);
  });
});
