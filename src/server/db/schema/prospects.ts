import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, numeric, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { deletedAt, linkTo, moment, money, serialId, timestamps } from './columns';

/**
 * Prospects: applications filled through the six-step wizard (spec part 1 §2.3, §3, §4). A
 * public applicant knows the draft only by its random `draft_token`; staff use the numeric id.
 * Columns a later step fills are nullable, since the row is created by step 1.
 */
export const prospects = pgTable(
  'prospects',
  {
    ...serialId,
    /** 32 url-safe characters given to public applicants (the spec's id longer than 20 characters). */
    draftToken: text('draft_token').notNull().unique(),
    /** The highest wizard step saved, 1 … 6. */
    step: smallint('step').notNull().default(1),
    /** 0 available, 1 client, 2 fallout. */
    status: smallint('status').notNull().default(0),
    applicationCompletelyFilled: boolean('application_completely_filled').notNull().default(false),
    companyId: integer('company_id'),
    brokerReferralCode: text('broker_referral_code'),

    // Step 1, Business Information.
    companyBusinessName: text('company_business_name').notNull(),
    doingBusinessAs: text('doing_business_as').notNull().default(''),
    pocName: text('poc_name').notNull(),
    pocEmail: text('poc_email').notNull(),
    companyCountryPhoneCode: text('company_country_phone_code').notNull().default('+1'),
    companyPhone: text('company_phone').notNull(),
    /** Nine digits, no dashes. */
    companyFein: text('company_fein'),
    companyDateEstablished: date('company_date_established', { mode: 'string' }),
    businessRegistrationState: text('business_registration_state').notNull().default(''),
    companyNumberOfEmployees: integer('company_number_of_employees'),
    companyZip: text('company_zip').notNull(),
    companyState: text('company_state').notNull(),
    companyCity: text('company_city').notNull(),
    companyCountryFaxCode: text('company_country_fax_code').notNull().default('+1'),
    companyFax: text('company_fax').notNull().default(''),
    companyLegalStatus: text('company_legal_status').notNull(),
    companyAddress: text('company_address').notNull(),
    companyTaxesPastDueStatus: boolean('company_company_taxes_past_due_status').notNull().default(false),
    companyTaxesPastDueType: text('company_taxes_past_due_type').notNull().default(''),
    companyTaxesPastDueAmount: money('company_taxes_past_due_amount'),
    companyTaxLienField: boolean('company_tax_lien_field').notNull().default(false),
    reference: text('reference').notNull().default(''),
    companyBusinessDescription: text('company_business_description').notNull().default(''),

    // Step 3, Financial Information.
    bankName: text('bank_name'),
    bankAccountNumber: text('bank_account_number'),
    accountOpeningDate: date('account_opening_date', { mode: 'string' }),
    bankRoutingNumber: text('bank_routing_number'),
    bankOfficer: text('bank_officer'),
    bankBalance: money('bank_balance'),
    bankZip: text('bank_zip'),
    bankState: text('bank_state'),
    bankCity: text('bank_city'),
    bankCountryPhoneCode: text('bank_country_phone_code'),
    bankPhone: text('bank_phone'),
    businessLoanOutstandingStatus: boolean('business_loan_outstanding_status'),
    monthlyFactoringVolume: money('monthly_factoring_volume'),
    receivablesOutstanding: money('receivables_outstanding'),
    requestedFundingDate: date('requested_funding_date', { mode: 'string' }),
    fundingAmount: money('funding_amount'),
    factoredBeforeStatus: boolean('factored_before_status'),
    factoredBeforeName: text('factored_before_name'),

    // Step 5, Landlord Information.
    leasingBusinessSpace: boolean('leasing_business_space'),
    presentLeasePeriod: text('present_lease_period'),
    landlordName: text('landlord_name'),
    landlordMonthlyRent: money('landlord_monthly_rent'),
    landlordCountryPhoneCode: text('landlord_country_phone_code'),
    landlordPhone: text('landlord_phone'),
    landlordAddress: text('landlord_address'),
    landlordZip: text('landlord_zip'),
    landlordState: text('landlord_state'),
    landlordCity: text('landlord_city'),

    /** The latest response's future status (prospect_future_response), shown in the lists. */
    futureStatus: text('future_status'),
    /** When staff last mailed the applicant a reminder to finish the application. */
    lastReminderAt: moment('last_reminder_at'),

    // As a client (status 1, after promotion).
    promotedAt: moment('promoted_at'),
    /**
     * The client's active credit limit: the signed factoring limit at promotion, then as client
     * credit requests are approved. The client's debtors' weekly limits share it.
     */
    activeCreditLimit: money('active_credit_limit'),
    terminatedAt: moment('terminated_at'),

    ...timestamps,
    ...deletedAt,
  },
  (t) => [
    // Each card's list (status × completely filled, live rows), by each sort the list offers.
    ...(
      [
        ['created', t.createdAt],
        ['name', sql`lower(${t.companyBusinessName})`],
        ['contact', sql`lower(${t.pocName})`],
        ['email', sql`lower(${t.pocEmail})`],
        ['funding', t.fundingAmount],
      ] as const
    ).map(([name, sortKey]) =>
      index(`prospects_category_${name}_idx`)
        .on(t.status, t.applicationCompletelyFilled, sortKey, t.id)
        .where(sql`${t.deletedAt} is null`),
    ),
    // Show all: the same sorts across the categories.
    index('prospects_name_idx').on(sql`lower(${t.companyBusinessName})`),
    index('prospects_poc_name_idx').on(sql`lower(${t.pocName})`),
    index('prospects_funding_idx').on(t.fundingAmount),
    // The search box matches contact name and email anywhere too.
    index('prospects_poc_name_trgm_idx').using('gin', sql`lower(${t.pocName}) gin_trgm_ops`),
    index('prospects_poc_email_trgm_idx').using('gin', sql`lower(${t.pocEmail}) gin_trgm_ops`),
    index('prospects_created_at_idx').on(t.createdAt),
    // The business-name search matches anywhere in the name (ILIKE '%…%'): trigram index.
    index('prospects_business_name_trgm_idx').using('gin', sql`lower(${t.companyBusinessName}) gin_trgm_ops`),
    index('prospects_poc_email_idx').on(sql`lower(${t.pocEmail})`),
  ],
);

export const prospectOwners = pgTable(
  'prospect_owners',
  {
    ...serialId,
    prospectId: linkTo('prospect_id', () => prospects.id, 'cascade'),
    /** The owner's place in the form: the first owner (0) is never removed. */
    position: smallint('position').notNull().default(0),
    name: text('name').notNull(),
    percentOwned: numeric('percent_owned', { precision: 5, scale: 2 }).notNull(),
    email: text('email').notNull(),
    houseOwned: boolean('house_owned').notNull(),
    /** Nine digits, no dashes. */
    ssn: text('ssn'),
    dob: date('dob', { mode: 'string' }).notNull(),
    countryPhoneCode: text('country_phone_code').notNull().default('+1'),
    phone: text('phone').notNull(),
    zip: text('zip').notNull(),
    state: text('state').notNull(),
    city: text('city').notNull().default(''),
    address: text('address').notNull().default(''),
    driverLicense: text('driver_license').notNull().default(''),
    drivingLicenseExpiryDate: date('driving_license_expiry_date', { mode: 'string' }),
  },
  (t) => [index('prospect_owners_prospect_idx').on(t.prospectId)],
);

export const prospectSuppliers = pgTable(
  'prospect_suppliers',
  {
    ...serialId,
    prospectId: linkTo('prospect_id', () => prospects.id, 'cascade'),
    position: smallint('position').notNull().default(0),
    name: text('name').notNull().default(''),
    productsSupplied: text('products_supplied').notNull().default(''),
    countryPhoneCode: text('country_phone_code').notNull().default('+1'),
    phone: text('phone').notNull().default(''),
  },
  (t) => [index('prospect_suppliers_prospect_idx').on(t.prospectId)],
);
