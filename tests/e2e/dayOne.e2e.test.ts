import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { addDaysIso, formatUsDate, todayIso } from '../../src/shared/dates';
import { openBrowser, stepTimeoutMs } from './browser';
import { startBuiltApp, type BuiltApp } from './builtApp';
import {
  addDebtor,
  addInvoice,
  addSchedule,
  cellOf,
  dialogTitled,
  journalTotalsOf,
  postWirePayment,
  runAction,
  screenshotOnFailure,
  selectRows,
  showPayments,
  verifySchedule,
} from './moneySteps';
import { searchList, signInThroughPage, signOutThroughStorage } from './steps';
import { applyThroughFinancials, pick, saveAndNext, step, type Applicant } from './wizardSteps';

/**
 * A business on day one (docs/decisions/0027): a product started without demo data, whose only
 * account is the first Admin, takes an applicant from /registernow to a funded schedule through
 * its screens: the term sheet is sent and signed from the mailed link, the business name is
 * searched, the prospect promoted, the client's user invited, and its first schedule funded.
 */

const admin = { email: 'owner@dayone.test', password: 'DayOne#2026' };
const applicant: Applicant = {
  business: 'Lone Star Hauling',
  contact: 'Dana Cole',
  email: 'dana@lonestar.test',
};
const clientUser = { email: 'billing@lonestar.test', password: 'Hauling#2026' };

describe('a business on day one, from an application to a funded schedule', () => {
  let app: BuiltApp;
  let context: BrowserContext;
  let page: Page;
  let baseUrl: string;

  /** The product's API, for reading the outbox as the first Admin. */
  async function newestMailTo(address: string, pattern: RegExp): Promise<string> {
    const login = await fetch(`${baseUrl}/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    });
    const { access_token: token } = (await login.json()) as { access_token: string };
    const deadline = Date.now() + stepTimeoutMs;
    for (;;) {
      const answer = await fetch(`${baseUrl}/api/v1/outbox/fetch`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ to: address }),
      });
      const { mails } = (await answer.json()) as { mails: { text: string }[] };
      const link = mails.map((mail) => pattern.exec(mail.text)?.[1]).find(Boolean);
      if (link) return link;
      if (Date.now() > deadline) throw new Error(`no mail to ${address} matched ${pattern}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  async function signInAsAdmin(): Promise<void> {
    await signOutThroughStorage(page, baseUrl);
    await signInThroughPage(page, baseUrl, admin.email, admin.password);
    await page.waitForURL((url) => url.pathname !== '/login');
  }

  /** The prospect's page, opened from the list's Tentative Applications card. */
  async function openProspect(): Promise<void> {
    await page.goto(`${baseUrl}/prospectindex`);
    await page.getByText('Tentative Applications').first().click();
    await searchList(page, 'prospect/fetch', applicant.business);
    await page
      .getByRole('row', { name: new RegExp(applicant.business) })
      .getByText(applicant.business)
      .dblclick();
    await page.waitForURL((url) => url.pathname === '/addprospect');
  }

  beforeAll(async () => {
    app = await startBuiltApp({
      env: { SEED_DEMO: 'off', FIRST_ADMIN_EMAIL: admin.email, FIRST_ADMIN_PASSWORD: admin.password },
    });
    ({ context, page } = await openBrowser());
    baseUrl = app.baseUrl;
  }, 300_000);
  afterAll(async () => {
    await context?.close();
    await app?.stop();
  });

  it('takes an application on /registernow', async () => {
    screenshotOnFailure(page, 'dayOne-apply');
    await page.goto(`${baseUrl}/registernow`);
    await applyThroughFinancials(page, applicant);
    await saveAndNext(await step(page, 'Supplier Information'));
    const landlord = await step(page, 'Landlord Information');
    await pick(page, landlord, 'Currently Leasing Office', 'No');
    await saveAndNext(landlord);
    const documents = await step(page, 'Documents Checklist');
    await documents.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Your application has been submitted successfully!').waitFor();
  });

  it('lets the first Admin add a Client Advocate and send the owner a term sheet', async () => {
    screenshotOnFailure(page, 'dayOne-term-sheet');
    await signInAsAdmin();
    await page.goto(`${baseUrl}/addnewuser`);
    await page.getByRole('textbox', { name: /^First Name/ }).fill('Casey');
    await page.getByRole('textbox', { name: /^Last Name/ }).fill('Advocate');
    await page.getByRole('textbox', { name: /^Email/ }).fill('casey@dayone.test');
    await page.getByRole('textbox', { name: /^Username/ }).fill('casey');
    await pick(page, page, 'Gender', 'Female');
    await page.getByRole('textbox', { name: /^Phone No/ }).fill('5125550199');
    await pick(page, page, 'Role Title', 'Client Advocate');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => url.pathname === '/userindex');

    await openProspect();
    await page.getByRole('tab', { name: 'Term Sheet' }).click();
    await page.getByRole('checkbox', { name: applicant.contact }).check({ force: true });
    const typeInto = (name: string, text: string) =>
      page.getByRole('textbox', { name, exact: true }).pressSequentially(text);
    await typeInto('Factoring Limit', '100000');
    await typeInto('Advance Percentage', '80');
    await typeInto('Escrow Reserve Percentage', '5');
    await typeInto('Recourse Days', '90');
    await typeInto('Purchase Discount Percentage', '2.5');
    await typeInto('Discount Day(s)', '30');
    await typeInto('Additional Discount Percentage', '0.5');
    await typeInto('Due Deligence Deposit', '500');
    await typeInto('Exit Fee Initial Term (Months)', '12');
    await typeInto('Auto Term Renewal (Months)', '12');
    await typeInto('Termination Notice Period Days', '30');
    await typeInto('Termination Before Renewal Days', '60');
    await pick(page, page, 'Cash Clearance Business Day(s)', '2 business days');
    await pick(page, page, 'Proposal Validity', '30 days');
    await typeInto('Wire Fee', '25');
    await page.getByRole('button', { name: 'Preview' }).click();
    const letter = page.getByRole('article', { name: 'Non-Binding Credit Proposal' });
    await letter.getByText('UCC-1 Filing Authorisation').waitFor();
    await page.getByRole('button', { name: 'Send Term Sheet' }).click();
    await page.getByText('Term Sheet has been sent successfully.').first().waitFor();
    await page.waitForURL((url) => url.pathname === '/prospectindex');
  });

  it('lets the owner sign once from the mailed link', async () => {
    screenshotOnFailure(page, 'dayOne-sign');
    const link = await newestMailTo(applicant.email, /(https?:\/\/\S+\/signature\?\S+)/);
    await signOutThroughStorage(page, baseUrl);
    await page.goto(link);
    const pad = page.getByRole('img', { name: /^Signature pad/ });
    const box = await pad.boundingBox();
    if (!box) throw new Error('the signature pad is not shown');
    await page.mouse.move(box.x + 20, box.y + box.height / 2);
    await page.mouse.down();
    for (let x = 20; x <= 200; x += 20) {
      await page.mouse.move(box.x + x, box.y + box.height / 2 + (x % 40 === 0 ? 15 : -15));
    }
    await page.mouse.up();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/login');

    await page.goto(link);
    await page.waitForURL((url) => url.pathname === '/linkexpire');
    await page.getByText('Link can only be used once.').waitFor();
  });

  it('has staff record a business name search and promote the prospect to client', async () => {
    screenshotOnFailure(page, 'dayOne-promote');
    await signInAsAdmin();
    await openProspect();
    await page.getByRole('tab', { name: 'Business Name Search' }).click();
    await page.getByLabel(/^Attachment Name/).fill('Texas SOS');
    await page
      .getByLabel(/^File/)
      .and(page.locator('input[type="file"]'))
      .setInputFiles({
        name: 'sos-search.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
      });
    await page.getByLabel('Note 1').fill('No other business uses the name.');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Business Name Search has been created successfully.').first().waitFor();

    await page.goto(`${baseUrl}/prospectindex`);
    await page.getByText('Tentative Applications').first().click();
    await selectRows(page, 'prospect/fetch', applicant.business, [applicant.business]);
    await runAction(page, 'Promote to Client');
    const dialog = await dialogTitled(page, 'Promote to Client');
    await dialog.getByLabel(/Client Advocates/).click();
    await page.getByText('Casey Advocate', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Promote to Client' }).click();
    await page.getByText('Promoted to client successfully.').first().waitFor();
  });

  it("invites the client's user, who sets a password and signs in to its own company", async () => {
    screenshotOnFailure(page, 'dayOne-client-user');
    await page.goto(`${baseUrl}/clientindex`);
    await searchList(page, 'client/fetch', applicant.business);
    await page
      .getByRole('row', { name: new RegExp(applicant.business) })
      .getByText(applicant.business)
      .dblclick();
    await page.waitForURL((url) => url.pathname === '/clientdetails');
    await page.getByRole('button', { name: 'Edit Client' }).click();
    await page.waitForURL((url) => url.pathname === '/clientprofile');
    await page.getByRole('tab', { name: 'Client Users' }).click();
    await page.getByRole('button', { name: 'Invite Client User' }).click();
    const invite = await dialogTitled(page, 'Invite Client User');
    await invite.getByRole('textbox', { name: /First Name/ }).fill('Bo');
    await invite.getByRole('textbox', { name: /Last Name/ }).fill('Billing');
    await invite.getByRole('textbox', { name: /Email/ }).fill(clientUser.email);
    await invite.getByRole('textbox', { name: /Phone No/ }).pressSequentially('5125550123');
    await invite.getByRole('button', { name: 'Invite' }).click();
    await page.getByRole('row', { name: /Bo.*Pending/ }).waitFor();

    const link = await newestMailTo(clientUser.email, /(https?:\/\/\S+\/setpassword\/[\w-]+)/);
    await signOutThroughStorage(page, baseUrl);
    await page.goto(link);
    await page.getByLabel(/^Password/).fill(clientUser.password);
    await page.getByLabel(/^Confirm Password/).fill(clientUser.password);
    await page.getByRole('button', { name: /Set Password|Submit|Save/ }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await signInThroughPage(page, baseUrl, clientUser.email, clientUser.password);
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto(`${baseUrl}/clientdetails`);
    await page.getByText(applicant.business).first().waitFor();
  });

  it("funds the client's first schedule on the signed terms, in balanced books", async () => {
    screenshotOnFailure(page, 'dayOne-funding');
    await signInAsAdmin();
    const day = (offset: number) => formatUsDate(addDaysIso(todayIso(), offset));
    const contact = { firstName: 'Rita', email: 'ap@ridgefoods.test', phone: '2145550198' };
    await addDebtor(page, baseUrl, {
      client: applicant.business,
      name: 'Ridge Foods',
      email: 'office@ridgefoods.test',
      fein: '312345678',
      phone: '2145550199',
      creditLimit: '50000',
      contacts: [contact],
    });
    const entered = {
      client: applicant.business,
      debtor: 'Ridge Foods',
      contact: contact.email,
      date: day(-20),
    };
    await addInvoice(page, baseUrl, { ...entered, invoiceNo: '1001', amount: '1000' });
    const scheduleNo = await addSchedule(page, baseUrl, { ...entered, invoiceNo: '1002', amount: '500' });

    // The signed terms: 80 % advance, 5 % escrow. One invoice on the schedule: 400 − 25 = 375.
    expect(await verifySchedule(page, baseUrl, scheduleNo, applicant.business)).toBe('$375.00');
    const shown = await postWirePayment(page, baseUrl, scheduleNo, applicant.business, {
      transactionNo: 'WIRE1002',
      fundDate: day(-10),
      wireDate: day(-9),
      postingDate: day(-8),
    });
    expect(shown.wireFee).toBe('$25.00');
    await page.getByText('Payment has been funded successfully').first().waitFor();
    const funding = page.getByRole('table', { name: 'Schedule of Funding' });
    await expect.poll(() => cellOf(page, funding, scheduleNo, 'Funding', applicant.business)).toBe('Funded');

    const payments = await showPayments(page, baseUrl, scheduleNo, applicant.business);
    const entry = payments.getByRole('table', { name: /^Journal entry #/ });
    await entry.waitFor();
    const [debits, credits] = await journalTotalsOf(entry);
    expect(debits).toBe(credits);
    expect(debits).not.toBe('$0.00');
  });
});
