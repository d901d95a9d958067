import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { api, demoPassword, openBrowser } from './browser';
import { newestMailTo, searchList, signInThroughPage, signOutThroughStorage } from './steps';
import { fillBusinessInformation, saveAndNext, step } from './wizardSteps';

/** The open dialog, once the kebab's menu has closed. */
async function dialog(page: Page) {
  const element = page.getByRole('dialog');
  await element.waitFor();
  await page.getByRole('menu', { name: 'Actions' }).waitFor({ state: 'detached' });
  return element;
}

/** Picks an option of a kit select labelled `label` inside `scope` (a combobox when not searchable). */
async function pick(page: Page, scope: ReturnType<Page['getByRole']> | Page, label: string, option: string) {
  await scope
    .getByRole('button', { name: label, exact: true })
    .or(scope.getByRole('combobox', { name: label, exact: true }))
    .click();
  await page.getByRole('option', { name: option }).getByText(option).click();
}

describe('a referral partner signs up, is approved, receives the agreement and an invite, and refers a client', () => {
  let context: BrowserContext;
  let page: Page;
  let baseUrl: string;
  const email = `quinn.${Date.now()}@partners.test`;
  const clientEmail = `owner.${Date.now()}@newbusiness.test`;

  beforeAll(async () => {
    ({ context, page, baseUrl } = await openBrowser());
  });
  afterAll(() => context.close());

  it('goes from /becomepartner to the broker reading its agreement and inviting a client', async () => {
    // A partner signs up on the public page.
    await page.goto(`${baseUrl}/becomepartner`);
    await page.getByRole('heading', { name: 'Signup here to become a referral partner' }).waitFor();
    await page.getByRole('textbox', { name: 'First Name', exact: true }).fill('Quinn');
    await page.getByRole('textbox', { name: 'Last Name', exact: true }).fill('Harper');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByRole('textbox', { name: 'Phone No', exact: true }).pressSequentially('5553014400');
    await page.getByRole('textbox', { name: 'Fax No', exact: true }).pressSequentially('5553014401');
    await page.getByRole('textbox', { name: 'Address', exact: true }).fill('9 Market Street');
    await page.getByRole('textbox', { name: 'Tax ID/SSN', exact: true }).pressSequentially('123456789');
    await page.getByRole('textbox', { name: 'License No', exact: true }).fill('LIC7788');
    await pick(page, page, 'State of Formation', 'Texas');
    await page.getByRole('combobox', { name: 'Zip Code', exact: true }).pressSequentially('78701');
    await page.getByRole('menuitem', { name: /^78701 – Austin/ }).click();
    expect(await page.getByRole('textbox', { name: 'City', exact: true }).inputValue()).toBe('Austin');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL((url) => url.pathname === '/login');

    // Staff approve the partner, send the agreement and invite it.
    await signInThroughPage(page, baseUrl, 'admin@factordesk.test', demoPassword);
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto(`${baseUrl}/brokers`);
    await searchList(page, 'broker/fetch', email);
    const row = page.getByRole('row', { name: /Quinn Harper/ });
    await row.getByText('Awaiting for Approval').waitFor();
    await row.getByRole('checkbox').check({ force: true });
    await page.getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menu').getByText('Change Status', { exact: true }).click();
    const statusDialog = await dialog(page);
    await pick(page, statusDialog, 'Status', 'Approved');
    await statusDialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Broker status has been changed successfully.').waitFor();
    // Approval issues the referral code, shown in place of 'Awaiting for Approval'.
    await row.getByText('Awaiting for Approval').waitFor({ state: 'detached' });
    const staff = await api<{ access_token: string }>('login', {
      email: 'admin@factordesk.test',
      password: demoPassword,
    });
    const found = await api<{ brokers: { data: { email: string; referral_code: string | null }[] } }>(
      'broker/fetch',
      { page: 1, per_page: 10, search_text: email },
      staff.body.access_token,
    );
    const referralCode = found.body.brokers.data[0]?.referral_code;
    expect(referralCode).toMatch(/^[A-Za-z0-9]{7}$/);
    await row.getByText(referralCode!).waitFor();

    await row.getByRole('checkbox').check({ force: true });
    await page.getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menu').getByText('Send Agreement', { exact: true }).click();
    const agreementDialog = await dialog(page);
    await agreementDialog.getByLabel(/Agreement Date/).fill('11/20/2026');
    await agreementDialog.getByLabel(/Agreement Date/).press('Tab');
    await agreementDialog.getByRole('textbox', { name: /Broker Commission/ }).pressSequentially('2.5');
    await agreementDialog.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Agreement Sent').first().waitFor();
    const agreementMail = await newestMailTo(email);
    expect(agreementMail.text).toContain('/terms&conditions?id=');

    // In the staff workspace a double-click opens the full page (a click opens the panel).
    await row.getByText('Quinn Harper').dblclick();
    await page.waitForURL((url) => url.pathname === '/brokerdetails');
    await page.getByRole('button', { name: 'Invite Broker' }).click();
    await page.getByRole('button', { name: 'Resend Invite' }).waitFor();
    await signOutThroughStorage(page, baseUrl);

    // The broker sets a password from the invite, signs in and reads its agreement.
    const invite = await newestMailTo(email);
    const link = /(https?:\/\/\S+\/setpassword\/[\w-]+)/.exec(invite.text)?.[1];
    expect(link).toBeTruthy();
    await page.goto(link!);
    await page.getByLabel(/^Password/).fill('Partner#2026');
    await page.getByLabel(/^Confirm Password/).fill('Partner#2026');
    await page.getByRole('button', { name: /Set Password|Submit|Save/ }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await signInThroughPage(page, baseUrl, email, 'Partner#2026');
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto(`${baseUrl}/terms&conditions`);
    await page.getByText('Quinn Harper').first().waitFor();
    await page
      .getByText(/15 days/)
      .first()
      .waitFor();
    await page
      .getByText(/12 months/)
      .first()
      .waitFor();
    expect(await page.locator('ol > li').count()).toBe(18);

    // The broker invites a business, whose mail carries the application link with the referral code.
    await page.getByRole('button', { name: 'Invite Client' }).click();
    const inviteDialog = page.getByRole('dialog');
    await inviteDialog.getByRole('textbox').first().fill(clientEmail);
    await inviteDialog.getByRole('button', { name: /Send|Invite/ }).click();
    const clientMail = await newestMailTo(clientEmail);
    const applyLink = /(https?:\/\/\S+\/registernow\?referral=\w+)/.exec(clientMail.text)?.[1];
    expect(applyLink).toContain(`referral=${referralCode}`);

    // The business applies through the link: the code is filled in and locked, and the
    // application carries it.
    await signOutThroughStorage(page, baseUrl);
    await page.goto(applyLink!);
    const business = await step(page, 'Business Information');
    const codeField = business.getByRole('textbox', { name: 'Referral Code', exact: true });
    await expect.poll(() => codeField.inputValue()).toBe(referralCode);
    expect((await codeField.isDisabled()) || (await codeField.getAttribute('readonly')) !== null).toBe(true);
    const applicant = {
      business: `Referred ${Date.now() % 100000}`,
      contact: 'Ada Stone',
      email: clientEmail,
    };
    await fillBusinessInformation(page, business, applicant);
    await saveAndNext(business);
    await step(page, 'Business Owners');
    const listed = await api<{ prospects: { data: { id: number }[] } }>(
      'prospect/fetch',
      { page: 1, per_page: 10, search_text: applicant.business, show_all: true },
      staff.body.access_token,
    );
    const application = await api<{ prospect: { broker_referral_code: string } }>(
      'prospect/fetch/id',
      { id: listed.body.prospects.data[0]?.id },
      staff.body.access_token,
    );
    expect(application.body.prospect.broker_referral_code).toBe(referralCode);
  });
});
