import type { ProspectApplication } from '../../src/shared/contract/prospects';

/** A draft token as a public applicant holds it (32 url-safe characters). */
export const draftToken = 'Rm4kT9vQ2xLp7sWc1nB8hJ3gF6dZ0yAe';

/** The numeric id staff open a prospect by. */
export const prospectId = 12;

/** A prospect as the server answers it before anything but step 1 was filled. */
export function blankProspect(id: string | number): ProspectApplication {
  return {
    id,
    step: 1,
    status: 0,
    application_completely_filled: false,
    company_id: null,
    company_business_name: '',
    doing_business_as: '',
    poc_name: '',
    poc_email: '',
    company_country_phone_code: '+1',
    company_phone: '',
    company_fein: null,
    company_date_established: null,
    business_registration_state: '',
    company_number_of_employees: '',
    company_zip: '',
    company_state: '',
    company_city: '',
    company_country_fax_code: '+1',
    company_fax: '',
    company_legal_status: '',
    company_address: '',
    company_company_taxes_past_due_status: false,
    company_taxes_past_due_type: '',
    company_taxes_past_due_amount: null,
    company_tax_lien_field: false,
    reference: '',
    broker_referral_code: '',
    company_business_description: '',
    owners: [],
    bank_name: '',
    bank_account_number: null,
    account_opening_date: null,
    bank_routing_number: '',
    bank_officer: '',
    bank_balance: null,
    bank_zip: '',
    bank_state: '',
    bank_city: '',
    bank_country_phone_code: '+1',
    bank_phone: '',
    business_loan_outstanding_status: null,
    monthly_factoring_volume: null,
    receivables_outstanding: null,
    requested_funding_date: null,
    funding_amount: null,
    factored_before_status: null,
    factored_before_name: '',
    suppliers: [],
    leasing_business_space: null,
    present_lease_period: '',
    landlord_name: '',
    landlord_monthly_rent: null,
    landlord_country_phone_code: '+1',
    landlord_phone: '',
    landlord_address: '',
    landlord_zip: '',
    landlord_state: '',
    landlord_city: '',
  };
}

/**
 * Harbor Freight Lines, filled in through `step` (1 … 5) as the server answers it; sensitive
 * numbers in clear (`masked` false, a caller with the flag) or masked like the server masks them.
 */
export function harborFreight(id: string | number, step: number, masked: boolean): ProspectApplication {
  const hide = (value: string) => (masked ? `${'*'.repeat(value.length - 4)}${value.slice(-4)}` : value);
  const prospect: ProspectApplication = {
    ...blankProspect(id),
    step,
    company_business_name: 'Harbor Freight Lines',
    poc_name: 'Dana Cole',
    poc_email: 'dana.cole@harbor.test',
    company_phone: '5552013344',
    company_fein: hide('123456789'),
    company_date_established: '2015-04-01',
    company_zip: '78701',
    company_state: 'Texas',
    company_city: 'Austin',
    company_legal_status: '4',
    company_address: '1 Harbor Way',
  };
  if (step >= 2) {
    prospect.owners = [
      {
        id: 31,
        name: 'Dana Cole',
        percent_owned: '60.00',
        email: 'dana.cole@harbor.test',
        house_owned: true,
        ssn: hide('123456789'),
        dob: '1980-02-03',
        country_phone_code: '+1',
        phone: '5552010000',
        zip: '78701',
        state: 'Texas',
        city: 'Austin',
        address: '',
        driver_license: '',
        driving_license_expiry_date: null,
      },
    ];
  }
  if (step >= 3) {
    Object.assign(prospect, {
      bank_name: 'First Bank',
      bank_account_number: hide('AC12345678'),
      bank_routing_number: '111000025',
      bank_zip: '78701',
      bank_state: 'Texas',
      bank_city: 'Austin',
      monthly_factoring_volume: '120000.00',
      requested_funding_date: '2026-01-15',
      funding_amount: '50000.00',
    });
  }
  if (step >= 5) prospect.leasing_business_space = false;
  return prospect;
}
