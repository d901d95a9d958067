import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { addDaysIso, todayIso } from '../../src/shared/dates';
import { api, demoPassword, openBrowser } from './browser';
import { screenshotOnFailure, tokenOf } from './moneySteps';
import { signInThroughPage, signOutThroughStorage } from './steps';

/**
 * An announcement for the Client role (docs/decisions/0036): staff publish it, the demo client's
 * top bar banner shows it, and the demo debtor's banner never does, whatever it rotates through.
 */

const stamp = String(Date.now()).slice(-7);
const title = `Client notice ${stamp}`;

describe('an announcement for the Client role in the browser', () => {
  let context: BrowserContext;
  let page: Page;
  let baseUrl: string;

  beforeAll(async () => {
    ({ context, page, baseUrl } = await openBrowser());
    const staff = await tokenOf('admin@factordesk.test');
    const roles = await api<{ roles: { id: number; role_name: string }[] }>('announcement/roles', {}, staff);
    const clientRole = roles.body.roles.find((role) => role.role_name === 'Client');
    expect(clientRole).toBeDefined();
    const saved = await api<{ id: number }>(
      'announcement/save',
      {
        title,
        effective_from: addDaysIso(todayIso(), -1),
        effective_to: addDaysIso(todayIso(), 2),
        announcement_text: `Statements for ${stamp} are ready to read`,
        hyperlink_text: '',
        hyperlinks: 'https://example.com/statements',
        broadcast_to: 2,
        roles: [clientRole!.id],
        users: [],
      },
      staff,
    );
    expect(saved.statusCode).toBe(200);
  });
  afterAll(() => context.close());

  const banner = () => page.getByRole('region', { name: 'Announcements' });

  it("shows in the client's banner, with 'See More' linking to its address", async () => {
    screenshotOnFailure(page, 'announcement-client');
    await signOutThroughStorage(page, baseUrl);
    await signInThroughPage(page, baseUrl, 'client@factordesk.test', demoPassword);
    await page.waitForURL((url) => url.pathname !== '/login');
    await banner().getByText(title).waitFor({ timeout: 20_000 });
    const link = banner().getByRole('link', { name: 'See More' });
    expect(await link.getAttribute('href')).toBe('https://example.com/statements');
  });

  it("never shows in the debtor's banner", async () => {
    screenshotOnFailure(page, 'announcement-debtor');
    await signOutThroughStorage(page, baseUrl);
    await signInThroughPage(page, baseUrl, 'debtor@factordesk.test', demoPassword);
    await page.waitForURL((url) => url.pathname !== '/login');
    await banner().waitFor();
    // Through more than two turns of the 5 s rotation, the banner never names it.
    const seen = new Set<string>();
    for (let i = 0; i < 12; i += 1) {
      seen.add((await banner().textContent()) ?? '');
      await page.waitForTimeout(1_000);
    }
    expect([...seen].some((text) => text.includes(title))).toBe(false);
    expect(seen.size).toBeGreaterThan(0);
  });
});
