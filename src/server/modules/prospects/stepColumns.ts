import type { SaveApplicationValues } from '../../../shared/contract/prospects';

/** Each wizard step's answers as the prospects table's columns. */

/** The fields of one wizard step as they are sent with it. */
export type StepOf<S extends SaveApplicationValues['step']> = Extract<
  SaveApplicationValues,
  { step: S }
>['values'];

export function businessColumns(values: StepOf<1>) {
  return {
    companyBusinessName: values.company_business_name,
    doingBusinessAs: values.doing_business_as,
    pocName: values.poc_name,
    pocEmail: values.poc_email,
    companyCountryPhoneCode: values.company_country_phone_code,
    companyPhone: values.company_phone,
    companyDateEstablished: values.company_date_established,
    businessRegistrationState: values.business_registration_state,
    companyNumberOfEmployees:
      values.company_number_of_employees === '' ? null : Number(values.company_number_of_employees),
    companyZip: values.company_zip,
    companyState: values.company_state,
    companyCity: values.company_city,
    companyCountryFaxCode: values.company_country_fax_code,
    companyFax: values.company_fax,
    companyLegalStatus: values.company_legal_status,
    companyAddress: values.company_address,
    companyTaxesPastDueStatus: values.company_company_taxes_past_due_status,
    companyTaxesPastDueType: values.company_taxes_past_due_type,
    companyTaxesPastDueAmount: values.company_taxes_past_due_amount,
    companyTaxLienField: values.company_tax_lien_field,
    reference: values.reference,
    brokerReferralCode: values.broker_referral_code === '' ? null : values.broker_referral_code,
    companyBusinessDescription: values.company_business_description,
  };
}

export function financialColumns(values: StepOf<3>) {
  return {
    bankName: values.bank_name,
    accountOpeningDate: values.account_opening_date,
    bankRoutingNumber: values.bank_routing_number,
    bankOfficer: values.bank_officer,
    bankBalance: values.bank_balance,
    bankZip: values.bank_zip,
    bankState: values.bank_state,
    bankCity: values.bank_city,
    bankCountryPhoneCode: values.bank_country_phone_code,
    bankPhone: values.bank_phone,
    businessLoanOutstandingStatus: values.business_loan_outstanding_status,
    monthlyFactoringVolume: values.monthly_factoring_volume,
    receivablesOutstanding: values.receivables_outstanding,
    requestedFundingDate: values.requested_funding_date,
    fundingAmount: values.funding_amount,
    factoredBeforeStatus: values.factored_before_status,
    factoredBeforeName: values.factored_before_name,
  };
}

export function landlordColumns(values: StepOf<5>) {
  return {
    leasingBusinessSpace: values.leasing_business_space,
    presentLeasePeriod: values.present_lease_period,
    landlordName: values.landlord_name,
    landlordMonthlyRent: values.landlord_monthly_rent,
    landlordCountryPhoneCode: values.landlord_country_phone_code,
    landlordPhone: values.landlord_phone,
    landlordAddress: values.landlord_address,
    landlordZip: values.landlord_zip,
    landlordState: values.landlord_state,
    landlordCity: values.landlord_city,
  };
}
