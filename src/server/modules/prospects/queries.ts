import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import type { ProspectApplication } from '../../../shared/contract/prospects';
import type { Db } from '../../db/client';
import { firstRow } from '../../db/firstRow';
import { numberAsSeen } from '../../privacy/maskNumber';
import { prospectOwners, prospects, prospectSuppliers } from '../../db/schema/prospects';

export type ProspectRecord = typeof prospects.$inferSelect;
export type OwnerRecord = typeof prospectOwners.$inferSelect;
export type SupplierRecord = typeof prospectSuppliers.$inferSelect;

/** How a caller reads a prospect: which id it knows it by, and whether numbers show in clear. */
export interface ProspectView {
  /** Staff read the numeric id; public applicants only ever the draft token. */
  byId: boolean;
  /** sensitive_information_disclosure: FEIN, SSN and account number in clear. */
  sensitive: boolean;
}

/** Draft tokens are 32 url-safe characters; anything else cannot name a draft. */
const tokenShape = /^[A-Za-z0-9_-]{21,64}$/;

/**
 * The live prospect with this draft token, or null. Looked up by equality on the unique index:
 * a guessed token costs one index probe and reads nothing.
 */
export async function prospectByToken(db: Db, token: string, lock = false): Promise<ProspectRecord | null> {
  if (!tokenShape.test(token)) return null;
  return liveProspect(db, eq(prospects.draftToken, token), lock);
}

export async function prospectById(db: Db, id: number, lock = false): Promise<ProspectRecord | null> {
  return liveProspect(db, eq(prospects.id, id), lock);
}

/** The prospect matching `condition` unless it was deleted; `lock` holds it for the transaction. */
async function liveProspect(db: Db, condition: SQL, lock: boolean): Promise<ProspectRecord | null> {
  return firstRow(
    db
      .select()
      .from(prospects)
      .where(and(condition, isNull(prospects.deletedAt)))
      .$dynamic(),
    lock,
  );
}

export async function ownersOf(db: Db, prospectId: number): Promise<OwnerRecord[]> {
  return db
    .select()
    .from(prospectOwners)
    .where(eq(prospectOwners.prospectId, prospectId))
    .orderBy(asc(prospectOwners.position), asc(prospectOwners.id));
}

export async function suppliersOf(db: Db, prospectId: number): Promise<SupplierRecord[]> {
  return db
    .select()
    .from(prospectSuppliers)
    .where(eq(prospectSuppliers.prospectId, prospectId))
    .orderBy(asc(prospectSuppliers.position), asc(prospectSuppliers.id));
}

export function toApplication(
  row: ProspectRecord,
  owners: readonly OwnerRecord[],
  suppliers: readonly SupplierRecord[],
  view: ProspectView,
): ProspectApplication {
  return {
    id: view.byId ? row.id : row.draftToken,
    step: row.step,
    status: row.status,
    application_completely_filled: row.applicationCompletelyFilled,
    company_id: row.companyId,
    company_business_name: row.companyBusinessName,
    doing_business_as: row.doingBusinessAs,
    poc_name: row.pocName,
    poc_email: row.pocEmail,
    company_country_phone_code: row.companyCountryPhoneCode,
    company_phone: row.companyPhone,
    company_fein: numberAsSeen(row.companyFein, view.sensitive),
    company_date_established: row.companyDateEstablished,
    business_registration_state: row.businessRegistrationState,
    company_number_of_employees:
      row.companyNumberOfEmployees === null ? '' : String(row.companyNumberOfEmployees),
    company_zip: row.companyZip,
    company_state: row.companyState,
    company_city: row.companyCity,
    company_country_fax_code: row.companyCountryFaxCode,
    company_fax: row.companyFax,
    company_legal_status: row.companyLegalStatus,
    company_address: row.companyAddress,
    company_company_taxes_past_due_status: row.companyTaxesPastDueStatus,
    company_taxes_past_due_type: row.companyTaxesPastDueType,
    company_taxes_past_due_amount: row.companyTaxesPastDueAmount,
    company_tax_lien_field: row.companyTaxLienField,
    reference: row.reference,
    broker_referral_code: row.brokerReferralCode ?? '',
    company_business_description: row.companyBusinessDescription,
    owners: owners.map((owner) => ({
      id: owner.id,
      name: owner.name,
      percent_owned: owner.percentOwned,
      email: owner.email,
      house_owned: owner.houseOwned,
      ssn: numberAsSeen(owner.ssn, view.sensitive),
      dob: owner.dob,
      country_phone_code: owner.countryPhoneCode,
      phone: owner.phone,
      zip: owner.zip,
      state: owner.state,
      city: owner.city,
      address: owner.address,
      driver_license: owner.driverLicense,
      driving_license_expiry_date: owner.drivingLicenseExpiryDate,
    })),
    bank_name: row.bankName ?? '',
    bank_account_number: numberAsSeen(row.bankAccountNumber, view.sensitive),
    account_opening_date: row.accountOpeningDate,
    bank_routing_number: row.bankRoutingNumber ?? '',
    bank_officer: row.bankOfficer ?? '',
    bank_balance: row.bankBalance,
    bank_zip: row.bankZip ?? '',
    bank_state: row.bankState ?? '',
    bank_city: row.bankCity ?? '',
    bank_country_phone_code: row.bankCountryPhoneCode ?? '+1',
    bank_phone: row.bankPhone ?? '',
    business_loan_outstanding_status: row.businessLoanOutstandingStatus,
    monthly_factoring_volume: row.monthlyFactoringVolume,
    receivables_outstanding: row.receivablesOutstanding,
    requested_funding_date: row.requestedFundingDate,
    funding_amount: row.fundingAmount,
    factored_before_status: row.factoredBeforeStatus,
    factored_before_name: row.factoredBeforeName ?? '',
    suppliers: suppliers.map((supplier) => ({
      id: supplier.id,
      name: supplier.name,
      products_supplied: supplier.productsSupplied,
      country_phone_code: supplier.countryPhoneCode,
      phone: supplier.phone,
    })),
    leasing_business_space: row.leasingBusinessSpace,
    present_lease_period: row.presentLeasePeriod ?? '',
    landlord_name: row.landlordName ?? '',
    landlord_monthly_rent: row.landlordMonthlyRent,
    landlord_country_phone_code: row.landlordCountryPhoneCode ?? '+1',
    landlord_phone: row.landlordPhone ?? '',
    landlord_address: row.landlordAddress ?? '',
    landlord_zip: row.landlordZip ?? '',
    landlord_state: row.landlordState ?? '',
    landlord_city: row.landlordCity ?? '',
  };
}

/** The prospect with its owners and suppliers, as the caller may read it. */
export async function readApplication(
  db: Db,
  row: ProspectRecord,
  view: ProspectView,
): Promise<ProspectApplication> {
  const [owners, suppliers] = [await ownersOf(db, row.id), await suppliersOf(db, row.id)];
  return toApplication(row, owners, suppliers, view);
}
