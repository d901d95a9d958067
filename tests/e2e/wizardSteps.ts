import type { Locator, Page } from 'playwright-core';

/**
 * What an applicant does on the wizard's steps, in the browser: fields found by their labels,
 * the kit's selects and zip lookups picked from their popovers.
 */

type Scope = Page | Locator;

export function field(scope: Scope, label: string): Locator {
  return scope.getByRole('textbox', { name: label, exact: true });
}

/** Types like a person (masks and filters see every key). */
export async function type(scope: Scope, label: string, text: string): Promise<void> {
  await field(scope, label).pressSequentially(text);
}

/** Picks `option` in the kit select labelled `label` (a combobox when its list has no search box). */
export async function pick(page: Page, scope: Scope, label: string, option: string): Promise<void> {
  await scope
    .getByRole('button', { name: label, exact: true })
    .or(scope.getByRole('combobox', { name: label, exact: true }))
    .click();
  // The newest list: one that is still closing may hold the same words.
  await page
    .getByRole('listbox')
    .last()
    .getByRole('option', { name: option, exact: true })
    .getByText(option, { exact: true })
    .click();
}

export async function pickZip(page: Page, scope: Scope, zip: string, place: RegExp): Promise<void> {
  await scope.getByRole('combobox', { name: 'Zip Code', exact: true }).pressSequentially(zip.slice(0, 4));
  await page.getByRole('menuitem', { name: place }).click();
}

/** Types a date (mm/dd/yyyy) into a kit date field and leaves it, closing its calendar. */
export async function typeDate(scope: Scope, label: string, date: string): Promise<void> {
  const input = scope.getByLabel(new RegExp(`^${label}`)).and(scope.locator('input'));
  await input.pressSequentially(date);
  await input.press('Tab');
}

/** The step titled `title`, once shown. */
export async function step(page: Page, title: string): Promise<Locator> {
  const form = page.getByRole('form', { name: title });
  await form.waitFor();
  return form;
}

export async function saveAndNext(scope: Locator): Promise<void> {
  await scope.getByRole('button', { name: 'Save and Next' }).click();
}

export interface Applicant {
  business: string;
  contact: string;
  email: string;
}

export async function fillBusinessInformation(page: Page, form: Locator, who: Applicant): Promise<void> {
  await type(form, 'Business Name', who.business);
  await type(form, 'Contact Name', who.contact);
  await type(form, 'Contact Email', who.email);
  await type(form, 'Phone No', '5552013344');
  await type(form, 'FEIN', '123456789');
  await typeDate(form, 'Date Established', '04/01/2015');
  await pick(page, form, 'Legal Status', 'Limited Liability Company (LLC)');
  await type(form, 'Address', '1 Main Street');
  await pick(page, form, 'Taxes Past Due', 'No');
  await pick(page, form, 'Tax Lien', 'No');
  await pickZip(page, form, '78701', /^78701 – Austin/);
}

export async function fillOwner(page: Page, owner: Locator, name: string, email: string): Promise<void> {
  await type(owner, 'Full Name', name);
  await type(owner, 'Ownership Percentage', '100');
  await type(owner, 'Email', email);
  await pick(page, owner, 'Home Ownership', 'Own');
  await type(owner, 'SSN', '123456789');
  await typeDate(owner, 'Date of Birth', '02/03/1980');
  await type(owner, 'Phone No', '5552010000');
  await pickZip(page, owner, '78701', /^78701 – Austin/);
}

export async function fillFinancialInformation(page: Page, form: Locator): Promise<void> {
  await type(form, 'Bank Name', 'First Lone Star');
  await type(form, 'Account No', 'AC1234');
  await type(form, 'Routing No', '111000025');
  await type(form, 'Monthly Factoring Volume', '120000');
  await typeDate(form, 'Requested First Funding Date', '01/15/2026');
  await type(form, 'Funding Amount', '50000');
  await pick(page, form, 'Factored Before', 'No');
  await pickZip(page, form, '78701', /^78701 – Austin/);
}

/** Steps 1 to 3 of a new application, ending on the Supplier Information step. */
export async function applyThroughFinancials(page: Page, who: Applicant): Promise<void> {
  const business = await step(page, 'Business Information');
  await fillBusinessInformation(page, business, who);
  await saveAndNext(business);
  const owners = await step(page, 'Business Owners');
  await fillOwner(page, owners.getByRole('group', { name: 'Owner 1' }), who.contact, who.email);
  await saveAndNext(owners);
  const financial = await step(page, 'Financial Information');
  await fillFinancialInformation(page, financial);
  await saveAndNext(financial);
  await step(page, 'Supplier Information');
}
