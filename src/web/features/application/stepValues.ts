import { defaultFaxCode, defaultPhoneCode } from '../../../shared/constants';
import type { ProspectApplication } from '../../../shared/contract/prospects';
import type {
  BusinessInformationInput,
  FinancialInformationInput,
  LandlordInformationInput,
  OwnerInput,
  SupplierInput,
} from '../../../shared/validation/application';
import { notChosen } from '../../kit/notChosen';

/**
 * Each step's form values: blank for a new application, or read from the prospect the server last
 * answered. Yes/no answers are held as 1/0 (the spec's option values), money and dates as the
 * strings the fields edit, and a sensitive number the user may not change is left out (the server
 * keeps the stored one).
 */

/** A yes/no answer as its select holds it: 1, 0, or not chosen yet. */
export type YesNoValue = 0 | 1;

function yesNoOf(answer: boolean | null | undefined): YesNoValue {
  if (answer === null || answer === undefined) return notChosen();
  return answer ? 1 : 0;
}

/** The same where the step may leave the answer open (null). */
function optionalYesNoOf(answer: boolean | null): YesNoValue | null {
  return answer === null ? null : answer ? 1 : 0;
}

/** Which stored sensitive numbers the user may see but not change (masked by the server). */
export interface SensitiveLocks {
  fein: boolean;
  accountNumber: boolean;
  /** Ids of the owners whose stored SSN is locked. */
  ownerSsn: ReadonlySet<number>;
}

/**
 * A stored number is locked for a user without sensitive_information_disclosure (public
 * applicants included): the server answered it masked and refuses to replace it. A number not
 * stored yet may be typed by anyone (spec part 1 §6).
 */
export function sensitiveLocksOf(prospect: ProspectApplication | null, sensitive: boolean): SensitiveLocks {
  if (sensitive || prospect === null) {
    return { fein: false, accountNumber: false, ownerSsn: new Set() };
  }
  return {
    fein: prospect.company_fein !== null,
    accountNumber: prospect.bank_account_number !== null,
    ownerSsn: new Set(prospect.owners.filter((owner) => owner.ssn !== null).map((owner) => owner.id)),
  };
}

export function businessInformationValues(
  prospect: ProspectApplication | null,
  locks: SensitiveLocks,
  referralCode: string,
): BusinessInformationInput {
  const p = prospect;
  return {
    company_business_name: p?.company_business_name ?? '',
    doing_business_as: p?.doing_business_as ?? '',
    poc_name: p?.poc_name ?? '',
    poc_email: p?.poc_email ?? '',
    company_country_phone_code: p?.company_country_phone_code || defaultPhoneCode,
    company_phone: p?.company_phone ?? '',
    company_fein: locks.fein ? undefined : (p?.company_fein ?? ''),
    company_date_established: p?.company_date_established ?? '',
    business_registration_state: p?.business_registration_state ?? '',
    company_number_of_employees: p?.company_number_of_employees ?? '',
    company_zip: p?.company_zip ?? '',
    company_state: p?.company_state ?? '',
    company_city: p?.company_city ?? '',
    company_country_fax_code: p?.company_country_fax_code || defaultFaxCode,
    company_fax: p?.company_fax ?? '',
    company_legal_status: p?.company_legal_status ?? '',
    company_address: p?.company_address ?? '',
    company_company_taxes_past_due_status: yesNoOf(p?.company_company_taxes_past_due_status),
    company_taxes_past_due_type: p?.company_taxes_past_due_type ?? '',
    company_taxes_past_due_amount: p?.company_taxes_past_due_amount ?? '',
    company_tax_lien_field: yesNoOf(p?.company_tax_lien_field),
    reference: p?.reference ?? '',
    broker_referral_code: p ? p.broker_referral_code : referralCode,
    company_business_description: p?.company_business_description ?? '',
  };
}

/** A new owner row: every field blank, the phone code +1. */
export function blankOwner(): OwnerInput {
  return {
    name: '',
    percent_owned: '',
    email: '',
    house_owned: notChosen(),
    ssn: '',
    dob: '',
    country_phone_code: defaultPhoneCode,
    phone: '',
    zip: '',
    state: '',
    city: '',
    address: '',
    driver_license: '',
    driving_license_expiry_date: '',
  };
}

export function businessOwnersValues(
  prospect: ProspectApplication | null,
  locks: SensitiveLocks,
): { owners: OwnerInput[] } {
  const stored = prospect?.owners ?? [];
  if (stored.length === 0) return { owners: [blankOwner()] };
  return {
    owners: stored.map((owner) => ({
      id: owner.id,
      name: owner.name,
      percent_owned: owner.percent_owned,
      email: owner.email,
      house_owned: yesNoOf(owner.house_owned),
      // A locked SSN is shown from the stored (masked) answer and never sent.
      ssn: locks.ownerSsn.has(owner.id) ? '' : (owner.ssn ?? ''),
      dob: owner.dob,
      country_phone_code: owner.country_phone_code || defaultPhoneCode,
      phone: owner.phone,
      zip: owner.zip,
      state: owner.state,
      city: owner.city,
      address: owner.address,
      driver_license: owner.driver_license,
      driving_license_expiry_date: owner.driving_license_expiry_date ?? '',
    })),
  };
}

export function financialInformationValues(
  prospect: ProspectApplication | null,
  locks: SensitiveLocks,
): FinancialInformationInput {
  const p = prospect;
  return {
    bank_name: p?.bank_name ?? '',
    bank_account_number: locks.accountNumber ? undefined : (p?.bank_account_number ?? ''),
    account_opening_date: p?.account_opening_date ?? '',
    bank_routing_number: p?.bank_routing_number ?? '',
    bank_officer: p?.bank_officer ?? '',
    bank_balance: p?.bank_balance ?? '',
    bank_zip: p?.bank_zip ?? '',
    bank_state: p?.bank_state ?? '',
    bank_city: p?.bank_city ?? '',
    bank_country_phone_code: p?.bank_country_phone_code || defaultPhoneCode,
    bank_phone: p?.bank_phone ?? '',
    business_loan_outstanding_status: optionalYesNoOf(p?.business_loan_outstanding_status ?? null),
    monthly_factoring_volume: p?.monthly_factoring_volume ?? '',
    receivables_outstanding: p?.receivables_outstanding ?? '',
    requested_funding_date: p?.requested_funding_date ?? '',
    funding_amount: p?.funding_amount ?? '',
    factored_before_status: optionalYesNoOf(p?.factored_before_status ?? null),
    factored_before_name: p?.factored_before_name ?? '',
  };
}

/** A new supplier row. */
export function blankSupplier(): SupplierInput {
  return { name: '', products_supplied: '', country_phone_code: defaultPhoneCode, phone: '' };
}

export function supplierInformationValues(prospect: ProspectApplication | null): {
  suppliers: SupplierInput[];
} {
  const stored = prospect?.suppliers ?? [];
  if (stored.length === 0) return { suppliers: [blankSupplier()] };
  return {
    suppliers: stored.map((supplier) => ({
      id: supplier.id,
      name: supplier.name,
      products_supplied: supplier.products_supplied,
      country_phone_code: supplier.country_phone_code || defaultPhoneCode,
      phone: supplier.phone,
    })),
  };
}

export function landlordInformationValues(prospect: ProspectApplication | null): LandlordInformationInput {
  const p = prospect;
  return {
    leasing_business_space: yesNoOf(p?.leasing_business_space),
    present_lease_period: p?.present_lease_period ?? '',
    landlord_name: p?.landlord_name ?? '',
    landlord_monthly_rent: p?.landlord_monthly_rent ?? '',
    landlord_country_phone_code: p?.landlord_country_phone_code || defaultPhoneCode,
    landlord_phone: p?.landlord_phone ?? '',
    landlord_address: p?.landlord_address ?? '',
    landlord_zip: p?.landlord_zip ?? '',
    landlord_state: p?.landlord_state ?? '',
    landlord_city: p?.landlord_city ?? '',
  };
}
