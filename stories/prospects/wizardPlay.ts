import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pickOption } from '../kit/pickOption';

/**
 * What an applicant does on the wizard's steps, for the stories' play functions: fields are
 * found by their labels, the kit's selects and zip lookups are picked from their popovers.
 */

type Scope = ReturnType<typeof within>;

/** Typing without a pause between keys: the wizard's steps have many fields. */
const typist = () => userEvent.setup({ delay: null });

/** Types four digits of a zip and picks the place the lookup offers. */
export async function pickZip(scope: Scope, zip: string, city: string, state: string): Promise<void> {
  const place = `${zip} – ${city}, ${state}`;
  await userEvent.type(scope.getByRole('combobox', { name: 'Zip Code' }), zip.slice(0, 4));
  await userEvent.click(await within(document.body).findByText(place));
  // The list closes and stays closed once the focus is back on the zip.
  await waitFor(() => expect(scope.getByRole('combobox', { name: 'Zip Code' })).toHaveFocus());
  await waitFor(() => expect(within(document.body).queryByText(place)).not.toBeInTheDocument());
}

export async function type(scope: Scope, label: string, text: string): Promise<void> {
  await typist().type(scope.getByRole('textbox', { name: label }), text);
}

/** Types a date (mm/dd/yyyy) into the kit's date field labelled `label`. */
export async function typeDate(scope: Scope, label: string, date: string): Promise<void> {
  await typist().type(scope.getByLabelText(new RegExp(`^${label}`), { selector: 'input' }), date);
}

/** Waits for the step titled `title` (its form carries the title as its name). */
export async function findStep(canvasElement: HTMLElement, title: string): Promise<Scope> {
  return within(await within(canvasElement).findByRole('form', { name: title }));
}

/** The progress ring's percentage. */
export async function expectProgress(canvasElement: HTMLElement, percent: number): Promise<void> {
  await waitFor(() =>
    expect(within(canvasElement).getByRole('progressbar', { name: 'Application progress' })).toHaveAttribute(
      'aria-valuenow',
      String(percent),
    ),
  );
}

export async function saveAndNext(scope: Scope): Promise<void> {
  await userEvent.click(scope.getByRole('button', { name: 'Save and Next' }));
}

/** Step 1 filled with the required fields of a business called Harbor. */
export async function fillBusinessInformation(step: Scope): Promise<void> {
  await type(step, 'Business Name', 'Harbor');
  await type(step, 'Contact Name', 'Dana Cole');
  await type(step, 'Contact Email', 'dana@harbor.co');
  await type(step, 'Phone No', '5552013344');
  await type(step, 'FEIN', '123456789');
  await expect(step.getByRole('textbox', { name: 'FEIN' })).toHaveValue('12-3456789');
  await typeDate(step, 'Date Established', '04/01/2015');
  await pickZip(step, '78701', 'Austin', 'Texas');
  await pickOption(step, 'Legal Status', 'Limited Liability Company (LLC)');
  await type(step, 'Address', '1 Main');
  await pickOption(step, 'Taxes Past Due', 'No');
  await pickOption(step, 'Tax Lien', 'No');
}

/** One owner's required fields. */
export async function fillOwner(owner: Scope, name: string, percent: string): Promise<void> {
  await type(owner, 'Full Name', name);
  await type(owner, 'Ownership Percentage', percent);
  await type(owner, 'Email', `${name.split(' ')[0]?.toLowerCase() ?? 'owner'}@harbor.co`);
  await pickOption(owner, 'Home Ownership', 'Own');
  await type(owner, 'SSN', '123456789');
  await typeDate(owner, 'Date of Birth', '02/03/1980');
  await type(owner, 'Phone No', '5552010000');
  await pickZip(owner, '78701', 'Austin', 'Texas');
}

/** Step 3's required fields. */
export async function fillFinancialInformation(step: Scope): Promise<void> {
  await type(step, 'Bank Name', 'First');

  await type(step, 'Account No', 'AC1234');
  await type(step, 'Routing No', '111000025');
  await pickZip(step, '78701', 'Austin', 'Texas');
  await type(step, 'Monthly Factoring Volume', '120000');
  await typeDate(step, 'Requested First Funding Date', '01/15/2026');
  await type(step, 'Funding Amount', '50000');
}
