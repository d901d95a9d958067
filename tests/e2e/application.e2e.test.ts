import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { api, demoPassword, openBrowser } from './browser';
import { newestMailTo, searchList, signInThroughPage } from './steps';
import { applyThroughFinancials, pick, saveAndNext, step, type Applicant } from './wizardSteps';

interface ListedProspect {
  id: number;
  company_business_name: string;
}

async function staffToken(): Promise<string> {
  const answer = await api<{ access_token: string }>('login', {
    email: 'admin@factordesk.test',
    password: demoPassword,
  });
  return answer.body.access_token;
}

/** The prospect of a business, as staff find it with the list's search. */
async function prospectNamed(business: string): Promise<ListedProspect | undefined> {
  const answer = await api<{ prospects: { data: ListedProspect[] } }>(
    'prospect/fetch',
    { page: 1, per_page: 10, search_text: business, show_all: true },
    await staffToken(),
  );
  return answer.body.prospects.data[0];
}

describe('applying for factoring on /registernow', () => {
  let context: BrowserContext;
  let page: Page;
  let baseUrl: string;
  // Short enough (≤ 24 characters) to show whole in the list.
  const stamp = String(Date.now()).slice(-5);
  const newcomer: Applicant = {
    business: `Harbor Freight ${stamp}`,
    contact: 'Dana Cole',
    email: `dana.${stamp}@harbor.test`,
  };
  const returning: Applicant = {
    business: `Maple Staffing ${stamp}`,
    contact: 'Lee Park',
    email: `lee.${stamp}@maple.test`,
  };

  beforeAll(async () => {
    ({ context, page, baseUrl } = await openBrowser());
  });
  afterAll(() => context.close());

  it('takes a newcomer from step 1 to submit, with a document on the checklist', async () => {
    await page.goto(`${baseUrl}/registernow`);
    await applyThroughFinancials(page, newcomer);
    // Nothing to say on suppliers; not leasing.
    await saveAndNext(await step(page, 'Supplier Information'));
    const landlord = await step(page, 'Landlord Information');
    await pick(page, landlord, 'Currently Leasing Office', 'No');
    await saveAndNext(landlord);

    const documents = await step(page, 'Documents Checklist');
    const ownerId = documents.locator('.bp6-form-group', { hasText: 'Owner ID' });
    await ownerId.locator('input[type="file"]').setInputFiles({
      name: 'passport.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
    });
    await ownerId.getByText('passport.pdf').waitFor();
    await documents.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Your application has been submitted successfully!').waitFor();
    await page.waitForURL((url) => url.pathname === '/login');

    const prospect = await prospectNamed(newcomer.business);
    expect(prospect).toBeDefined();
    const files = await api<{ underwriting_documents: { attachment_type: string }[] }>(
      'prospect/attachment/fetch',
      { prospect_id: prospect!.id },
      await staffToken(),
    );
    expect(files.body.underwriting_documents.map((d) => d.attachment_type)).toEqual(['Owner ID']);
  });

  it('lets an applicant who left at step 3 come back with the mailed link and go on at step 4', async () => {
    await page.goto(`${baseUrl}/registernow`);
    await applyThroughFinancials(page, returning);
    // The applicant closes the browser tab; the draft stays.
    await page.close();
    page = await context.newPage();

    const mail = await newestMailTo(returning.email);
    const link = /(https?:\/\/\S+\/registernow\?id=[\w-]+)/.exec(mail.text)?.[1];
    expect(link).toBeTruthy();
    await page.goto(link!);
    const suppliers = await step(page, 'Supplier Information');
    await suppliers.getByRole('button', { name: 'Previous' }).click();
    const financial = await step(page, 'Financial Information');
    expect(await financial.getByRole('textbox', { name: 'Bank Name', exact: true }).inputValue()).toBe(
      'First Lone Star',
    );
  });

  it('shows staff the submitted application under Tentative Applications, where they record a response', async () => {
    await signInThroughPage(page, baseUrl, 'admin@factordesk.test', demoPassword);
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto(`${baseUrl}/prospectindex`);
    await page.getByText('Tentative Applications').first().click();
    await searchList(page, 'prospect/fetch', newcomer.business);
    const row = page.getByRole('row', { name: new RegExp(newcomer.business) });
    await row.getByRole('checkbox').check({ force: true });
    await page.getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menu').getByText('Change Status', { exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await page.getByRole('menu', { name: 'Actions' }).waitFor({ state: 'detached' });
    await pick(page, dialog, 'Future Status', 'Documents Pending');
    await dialog.getByRole('textbox', { name: /^Comments/ }).fill('Asked for the aging report.');
    await dialog.getByRole('textbox', { name: /^Response/ }).fill('Will send it on Friday.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Will send it on Friday.').waitFor();

    const prospect = await prospectNamed(newcomer.business);
    const history = await api<{ responses: { comments: string }[] }>(
      'prospect/duly_filled_status/fetch',
      { prospect_id: prospect!.id },
      await staffToken(),
    );
    expect(history.body.responses.map((r) => r.comments)).toEqual(['Asked for the aging report.']);
  });
});
