import { expect, userEvent, within } from 'storybook/test';
import { storyWaitMs } from '../storyWait';
import { pickOption } from '../kit/pickOption';

/** What an empty broker form says on submit (spec part 1 §5, Broker form). */
export const brokerRequiredMessages = [
  'First Name is required',
  'Email is required',
  'Phone No is required',
  'Fax No is required',
  'Address is required',
  'Zip Code is required',
  'State is required',
  'City is required',
  'Tax ID/SSN is required',
  'License No is required',
] as const;

/**
 * Fills the broker form as a partner would: masked numbers typed as digits, a zip picked from its
 * lookup (which fills the read-only state and city), a license number with a dash.
 */
export async function fillBrokerForm(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('textbox', { name: 'First Name' }), 'Rosa7');
  await expect(canvas.getByRole('textbox', { name: 'First Name' })).toHaveValue('Rosa');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Last Name' }), 'Diaz-Lee');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'rosa.diaz@partners.test');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Phone No' }), '5553014400');
  await expect(canvas.getByRole('textbox', { name: 'Phone No' })).toHaveValue('555-301-4400');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Fax No' }), '5553014401');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Address' }), '9 Market Street');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Tax ID/SSN' }), '123456789');
  await expect(canvas.getByRole('textbox', { name: 'Tax ID/SSN' })).toHaveValue('123-45-6789');
  await userEvent.type(canvas.getByRole('textbox', { name: 'License No' }), 'LIC-7788');
  await pickOption(canvasElement, 'State of Formation', /^Texas/);
  // The zip last: as its list closes the focus goes back to it (see the report on the kit's ZipField).
  await userEvent.type(canvas.getByRole('combobox', { name: 'Zip Code' }), '7870');
  await userEvent.click(
    await within(document.body).findByRole(
      'menuitem',
      { name: '78701 – Austin, Texas' },
      { timeout: storyWaitMs },
    ),
  );
  await expect(canvas.getByRole('textbox', { name: 'State' })).toHaveValue('Texas');
  await expect(canvas.getByRole('textbox', { name: 'City' })).toHaveValue('Austin');
  await expect(canvas.getByRole('textbox', { name: 'City' })).toHaveAttribute('readonly');
}

/** The body the filled form sends: dashes gone from phone, fax, tax ID/SSN and license number. */
export const filledBrokerBody = {
  first_name: 'Rosa',
  last_name: 'Diaz-Lee',
  email: 'rosa.diaz@partners.test',
  country_phone_code: '+1',
  phone: '5553014400',
  country_fax_code: '+1',
  fax: '5553014401',
  country_telephone_code: '+1',
  telephone: '',
  street_address: '9 Market Street',
  zip: '78701',
  state: 'Texas',
  city: 'Austin',
  ssn: '123456789',
  license_number: 'LIC7788',
  state_of_formation: 'Texas',
};
