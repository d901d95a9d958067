import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { api, demoPassword, openBrowser } from './browser';
import { signInThroughPage } from './steps';

/** Spec part 1 §4: a user deactivated by an administrator is signed out of every open window at once. */
describe('the live status change in Chromium', () => {
  let context: BrowserContext;
  let page: Page;
  let baseUrl: string;
  let adminToken: string;
  let analystId: string;
  const analyst = 'analyst@factordesk.test';

  beforeAll(async () => {
    ({ context, page, baseUrl } = await openBrowser());
    adminToken = (
      await api<{ access_token: string }>('login', { email: 'admin@factordesk.test', password: demoPassword })
    ).body.access_token;
    const own = (await api<{ access_token: string }>('login', { email: analyst, password: demoPassword }))
      .body.access_token;
    analystId = (await api<{ user: { id: string } }>('user/get_user_details', {}, own)).body.user.id;
  });
  afterAll(async () => {
    await api('user/set_status', { sso_id: analystId, status: 1 }, adminToken);
    await context.close();
  });

  it('signs a deactivated user out of both open windows, without a reload', async () => {
    await signInThroughPage(page, baseUrl, analyst, demoPassword);
    await page.waitForURL((url) => url.pathname !== '/login');
    const second = await context.newPage();
    await second.goto(`${baseUrl}/notifications`);
    await second.waitForURL((url) => url.pathname !== '/login');
    // Both windows hold their live connection before the administrator acts: a window still
    // connecting would hear nothing, and learn of it only at its next call.
    for (const window of [page, second]) await window.locator('[data-live="connected"]').waitFor();

    const done = await api('user/set_status', { sso_id: analystId, status: 0 }, adminToken);
    expect(done.statusCode).toBe(200);

    await page.waitForURL((url) => url.pathname === '/login');
    await second.waitForURL((url) => url.pathname === '/login');
    expect(await page.evaluate(() => localStorage.getItem('factordesk.access_token'))).toBeNull();
    await second.close();
  });
});
