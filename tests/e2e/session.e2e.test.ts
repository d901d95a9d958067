import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { homeTarget, menuFor } from '../../src/shared/routes';
import type { RoleType } from '../../src/shared/rights';
import { api, demoPassword, openBrowser } from './browser';
import { demoAccounts } from '../../src/server/seed/demoAccounts';
import { newestMailTo, putBackDemoPassword, signInThroughPage, signOutThroughStorage } from './steps';

describe('sign-in, home and menu in Chromium', () => {
  let context: BrowserContext;
  let page: Page;
  let baseUrl: string;

  beforeAll(async () => {
    ({ context, page, baseUrl } = await openBrowser());
  });
  // The Forgot Password test gives the client advocate this one.
  const advocatePassword = 'Advocate#2027';
  afterAll(async () => {
    await putBackDemoPassword('ca@factordesk.test', advocatePassword);
    await context.close();
  });

  it.each(demoAccounts.map((a) => [a.email, a.roleName] as const))(
    '%s (%s) signs in, lands on its first permitted page and sees only its menu',
    async (email) => {
      const login = await api<{ access_token: string }>('login', { email, password: demoPassword });
      const details = await api<{ user: { rights: string[]; role: { role_type: RoleType } } }>(
        'user/get_user_details',
        {},
        login.body.access_token,
      );
      const held = new Set(details.body.user.rights);
      const expectedHome = homeTarget(held, details.body.user.role.role_type);

      await signInThroughPage(page, baseUrl, email, demoPassword);
      await page.waitForURL((url) => url.pathname.toLowerCase() === expectedHome.toLowerCase());

      const menu = page.getByRole('navigation', { name: 'Main menu' });
      const expectedLabels = menuFor(held, details.body.user.role.role_type).flatMap((entry) =>
        entry.kind === 'group' ? [entry.label, ...entry.children.map((item) => item.label)] : [entry.label],
      );
      for (const label of expectedLabels) {
        await expect(menu.getByText(label, { exact: true }).first().isVisible()).resolves.toBe(true);
      }
      const shown = (await menu.locator('a, button, [role="menuitem"], [role="treeitem"]').allInnerTexts())
        .map((text) => text.trim())
        .filter(Boolean);
      for (const text of shown) expect(expectedLabels).toContain(text);
      await signOutThroughStorage(page, baseUrl);
    },
  );

  it('sends a user who types a route they lack the rights for to their home', async () => {
    await signInThroughPage(page, baseUrl, 'client@factordesk.test', demoPassword);
    await page.waitForURL((url) => url.pathname !== '/login');
    const landed = new URL(page.url()).pathname;
    await page.goto(`${baseUrl}/userindex`);
    await page.waitForURL((url) => url.pathname !== '/userindex');
    expect(new URL(page.url()).pathname).toBe(landed);
    await signOutThroughStorage(page, baseUrl);
  });

  it('sends a visitor without a token from a guarded route to sign-in', async () => {
    await page.goto(`${baseUrl}/userindex`);
    await page.waitForURL((url) => url.pathname === '/login');
  });

  it('shows the rate-limit message after repeated failures', async () => {
    await page.goto(`${baseUrl}/login`);
    for (let i = 0; i < 5; i += 1) {
      await page.getByLabel('Email').fill('ratelimited@factordesk.test');
      await page.getByLabel(/^Password/).fill('Wrong#2026');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByText("Email or Password you entered doesn't match your account.").first().waitFor();
    }
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Too many requests. Please try again later.').first().waitFor();
  });

  it('opens Forgot password on the first click, though leaving a mistyped email shows its message', async () => {
    await page.goto(`${baseUrl}/login`);
    const rulesArrived = page.waitForResponse((response) =>
      /\/SignInLogicHost-[\w-]+\.js$/.test(new URL(response.url()).pathname),
    );
    await page.getByLabel('Email').fill('not-an-email');
    // The typing fetched the rules: from now on, leaving the field shows 'Invalid Email'.
    await rulesArrived;
    await page.getByRole('link', { name: 'Forgot password' }).click();
    // One click only: a click the message swallowed would leave the page where it is.
    await page.waitForURL((url) => url.pathname === '/forgetpass');
  });

  it('takes a user through Forgot Password with the mailed code, and a used link lands on /linkexpire', async () => {
    const email = 'ca@factordesk.test';
    await page.goto(`${baseUrl}/forgetpass`);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL((url) => url.pathname === '/verificatiocode');
    await page.getByText('Reset password verification code has been sent to your email.').first().waitFor();

    const mail = await newestMailTo(email);
    const code = /\b([A-Z0-9]{6})\b/.exec(mail.text)?.[1];
    expect(code).toBeTruthy();
    const submit = page.getByRole('button', { name: 'Submit' });
    await expect.poll(() => submit.isDisabled()).toBe(true);
    const boxes = page.getByRole('group', { name: 'Verification Code' }).locator('input');
    for (let i = 0; i < 6; i += 1) await boxes.nth(i).fill(code![i]!);
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await submit.click();

    await page.waitForURL((url) => url.pathname.startsWith('/setpassword/'));
    const setPasswordUrl = page.url();
    const newPassword = advocatePassword;
    await page.getByLabel(/^Password/).fill(newPassword);
    await page.getByLabel(/^Confirm Password/).fill(newPassword);
    await page.getByRole('button', { name: /Set Password|Submit|Save/ }).click();
    await page.waitForURL((url) => url.pathname === '/login');

    await signInThroughPage(page, baseUrl, email, newPassword);
    await page.waitForURL((url) => url.pathname !== '/login');
    await signOutThroughStorage(page, baseUrl);

    await page.goto(setPasswordUrl);
    await page.waitForURL((url) => url.pathname === '/linkexpire');
    await page.getByText('Link can only be used once.').first().waitFor();
  });
});
