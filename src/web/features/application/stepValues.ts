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

/** The prospect's fields held as text (or not answered yet, null). */
type StoredText = {
  [Field in keyof ProspectApplication]-?: ProspectApplication[Field] extends string | null ? Field : never;
}[keyof ProspectApplication];

/** The stored answers to these text fields, each blank while not answered (or no prospect yet). */
function storedTexts<Field extends StoredText>(
  prospect: ProspectApplication | null,
  fields: readonly Field[],
): Record<Field, string> {
  return Object.fromEntries(fields.map((field) => [field, prospect?.[field] ?? ''])) as Record<Field, string>;
}

/** A list step's rows: the stored ones as the step edits them, or one blank row to start with. */
function storedRowsOr<Stored, Row>(
  stored: readonly Stored[] | undefined,
  blank: () => Row,
  rowOf: (row: Stored) => Row,
): Row[] {
  return stored && stored.length > 0 ? stored.map(rowOf) : [blank()];
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
    ...storedTexts(p, [
      'company_business_name',
      'doing_business_as',
      'poc_name',
      'poc_email',
      'company_phone',
      'company_date_established',
      'business_registration_state',
      'company_number_of_employees',
      'company_zip',
      'company_state',
      'company_city',
      'company_fax',
      'company_legal_status',
      'company_address',
      'company_taxes_past_due_type',
      'company_taxes_past_due_amount',
      'reference',
      'company_business_description',
    ]),
    company_country_phone_code: p?.company_country_phone_code || defaultPhoneCode,
    company_country_fax_code: p?.company_country_fax_code || defaultFaxCode,
    company_fein: locks.fein ? undefined : (p?.company_fein ?? ''),
    company_company_taxes_past_due_status: yesNoOf(p?.company_company_taxes_past_due_status),
    company_tax_lien_field: yesNoOf(p?.company_tax_lien_field),
    broker_referral_code: p ? p.broker_referral_code : referralCode,
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
  return {
    owners: storedRowsOr(prospect?.owners, blankOwner, (owner) => ({
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
    ...storedTexts(p, [
      'bank_name',
      'account_opening_date',
      'bank_routing_number',
      'bank_officer',
      'bank_balance',
      'bank_zip',
      'bank_state',
      'bank_city',
      'bank_phone',
      'monthly_factoring_volume',
      'receivables_outstanding',
      'requested_funding_date',
      'funding_amount',
      'factored_before_name',
    ]),
    bank_account_number: locks.accountNumber ? undefined : (p?.bank_account_number ?? ''),
    bank_country_phone_code: p?.bank_country_phone_code || defaultPhoneCode,
    business_loan_outstanding_status: optionalYesNoOf(p?.business_loan_outstanding_status ?? null),
    factored_before_status: optionalYesNoOf(p?.factored_before_status ?? null),
  };
}

/** A new supplier row. */
export function blankSupplier(): SupplierInput {
  return { name: '', products_supplied: '', country_phone_code: defaultPhoneCode, phone: '' };
}

export function supplierInformationValues(prospect: ProspectApplication | null): {
  suppliers: SupplierInput[];
} {
  return {
    suppliers: storedRowsOr(prospect?.suppliers, blankSupplier, (supplier) => ({
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
    ...storedTexts(p, [
      'present_lease_period',
      'landlord_name',
      'landlord_monthly_rent',
      'landlord_phone',
      'landlord_address',
      'landlord_zip',
      'landlord_state',
      'landlord_city',
    ]),
    leasing_business_space: yesNoOf(p?.leasing_business_space),
    landlord_country_phone_code: p?.landlord_country_phone_code || defaultPhoneCode,
  };
}
