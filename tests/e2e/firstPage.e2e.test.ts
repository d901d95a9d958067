import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { findRoute, isBuilt } from '../../src/shared/routes';
import { demoPassword, openBrowser } from './browser';
import { signInThroughPage, signOutThroughStorage } from './steps';

/** The demo accounts as the README promises them to a newcomer (email | role). */
function readmeDemoAccounts(): { email: string; role: string }[] {
  const readme = readFileSync('README.md', 'utf8');
  return [...readme.matchAll(/^\|\s*(\S+@factordesk\.test)\s*\|\s*([^|]+?)\s*\|$/gm)].map((match) => ({
    email: match[1] ?? '',
    role: match[2] ?? '',
  }));
}

const unbuiltOrMissing = /is not available yet|Page Not Found/;

/** Waits for the app to settle on a page after /home redirected (away from `from`), and returns its path. */
async function landedPath(page: Page, from = '/login'): Promise<string> {
  await page.waitForURL((url) => ![from, '/home'].includes(url.pathname));
  await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
  await page.locator('main').getByRole('heading').first().waitFor();
  return new URL(page.url()).pathname;
}

describe('a newcomer’s first page after signing in', () => {
  let context: BrowserContext;
  let page: Page;
  let baseUrl: string;

  // The shared product: the files that change a demo password put it back.
  beforeAll(async () => {
    ({ context, page, baseUrl } = await openBrowser());
  });
  afterEach(() => signOutThroughStorage(page, baseUrl));
  afterAll(() => context.close());

  it('lists every demo role in the README', () => {
    expect(readmeDemoAccounts().map((account) => account.role)).toEqual([
      'Admin',
      'AdminNew',
      'Client Advocate',
      'Credit Analyst',
      'Client',
      'Debtor',
      'Broker',
    ]);
  });

  it.each(readmeDemoAccounts().map((account) => [account.email, account.role] as const))(
    '%s (%s) lands on a built page, never on a "not available yet" notice',
    async (email) => {
      await signInThroughPage(page, baseUrl, email, demoPassword);
      const path = await landedPath(page);
      const route = findRoute(path);
      expect(route, path).toBeDefined();
      expect(route && isBuilt(route), path).toBe(true);
      await expect(page.locator('main').innerText()).resolves.not.toMatch(unbuiltOrMissing);
    },
  );

  it('takes "Go to home" on the 404 page to a built page, not back to a notice', async () => {
    await signInThroughPage(page, baseUrl, 'admin@factordesk.test', demoPassword);
    await landedPath(page);
    await page.goto(`${baseUrl}/no-such-page`);
    await page.getByText('Page Not Found').waitFor();
    await page.getByRole('link', { name: 'Go to home' }).click();
    const path = await landedPath(page, '/no-such-page');
    const route = findRoute(path);
    expect(route && isBuilt(route), path).toBe(true);
    await expect(page.locator('main').innerText()).resolves.not.toMatch(unbuiltOrMissing);
  });
});
