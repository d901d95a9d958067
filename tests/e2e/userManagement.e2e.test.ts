import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { demoPassword, openBrowser } from './browser';
import { newestMailTo, signInThroughPage, signOutThroughStorage } from './steps';

/** Picks a choice in one of the kit's select fields (a combobox when not searchable), found by its label. */
async function choose(page: Page, label: string, choice: string): Promise<void> {
  const field = page.locator('.bp6-form-group', { hasText: label });
  await field.getByRole('button').or(field.getByRole('combobox')).first().click();
  await page
    .locator('.bp6-popover-content, .bp6-popover2-content, [role="listbox"]')
    .getByText(choice, { exact: true })
    .first()
    .click();
}

describe('an admin creates a role and a user, who sets a password from the invite and signs in', () => {
  let context: BrowserContext;
  let page: Page;
  let baseUrl: string;

  beforeAll(async () => {
    ({ context, page, baseUrl } = await openBrowser());
  });
  afterAll(() => context.close());

  it('goes from a new role to the new user signed in on the page that role opens', async () => {
    await signInThroughPage(page, baseUrl, 'admin@factordesk.test', demoPassword);
    await page.waitForURL((url) => url.pathname !== '/login');

    await page.goto(`${baseUrl}/addnewrole`);
    await page.getByRole('textbox', { name: /^Role Title/ }).fill('Invoice Desk');
    await page.getByText('View Invoices', { exact: true }).click();
    await page.getByText('Invoice Selection', { exact: true }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => url.pathname === '/rolesrights');
    await page.getByText('Invoice Desk').first().waitFor();

    await page.goto(`${baseUrl}/addnewuser`);
    await page.getByRole('textbox', { name: /^First Name/ }).fill('Ivy');
    await page.getByRole('textbox', { name: /^Last Name/ }).fill('Desk');
    await page.getByRole('textbox', { name: /^Email/ }).fill('ivy.desk@factordesk.test');
    await page.getByRole('textbox', { name: /^Username/ }).fill('ivydesk');
    await choose(page, 'Gender', 'Female');
    await page.getByRole('textbox', { name: /^Phone No/ }).fill('5125550199');
    await choose(page, 'Role Title', 'Invoice Desk');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => url.pathname === '/userindex');
    await page.getByText('ivy.desk@factordesk.test').first().waitFor();
    await signOutThroughStorage(page, baseUrl);

    const invite = await newestMailTo('ivy.desk@factordesk.test');
    const link = /(https?:\/\/\S+\/setpassword\/[\w-]+)/.exec(invite.text)?.[1];
    expect(link).toBeTruthy();
    await page.goto(link!);
    await page.getByLabel(/^Password/).fill('InvoiceDesk#1');
    await page.getByLabel(/^Confirm Password/).fill('InvoiceDesk#1');
    await page.getByRole('button', { name: /Set Password|Submit|Save/ }).click();
    await page.waitForURL((url) => url.pathname === '/login');

    await signInThroughPage(page, baseUrl, 'ivy.desk@factordesk.test', 'InvoiceDesk#1');
    await page.waitForURL((url) => url.pathname === '/invoices');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByText('Invoices', { exact: true }).waitFor();
    expect(await menu.getByText('User Profiles', { exact: true }).count()).toBe(0);
  });
});
