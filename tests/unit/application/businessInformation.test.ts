import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import {
  BusinessInformationSchema,
  businessInformationSchema,
  type BusinessInformationInput,
} from '../../../src/shared/validation/application';
import { messages } from '../../../src/shared/messages';

/** The first message each field gets, as the form shows it under the field. */
function errorsOf(result: z.ZodSafeParseResult<unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.join('.');
    out[key] ??= issue.message;
  }
  return out;
}

const valid: BusinessInformationInput = {
  company_business_name: 'Acme Freight LLC',
  poc_name: 'Jane Roe',
  poc_email: 'jane@acme.test',
  company_phone: '555-123-4567',
  company_fein: '12-3456789',
  company_date_established: '01/31/2020',
  company_zip: '10001',
  company_state: 'New York',
  company_city: 'New York',
  company_legal_status: 'LLC',
  company_address: '1 Main Street',
  company_company_taxes_past_due_status: 1,
  company_taxes_past_due_type: 'Payroll',
  company_taxes_past_due_amount: '1234.5',
  company_tax_lien_field: 0,
};

const parse = (values: Record<string, unknown>) => BusinessInformationSchema.safeParse(values);
const withValues = (patch: Record<string, unknown>) => parse({ ...valid, ...patch });

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(2026, 5, 15, 12));
});
afterEach(() => vi.useRealTimers());

describe('application step 1: Business Information', () => {
  it('accepts a filled step and stores plain values (dashes dropped, ISO date, money with cents)', () => {
    const result = parse(valid);
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({
      company_phone: '5551234567',
      company_country_phone_code: '+1',
      company_fein: '123456789',
      company_date_established: '2020-01-31',
      company_taxes_past_due_amount: '1234.50',
      company_company_taxes_past_due_status: true,
      company_tax_lien_field: false,
      doing_business_as: '',
      broker_referral_code: '',
    });
  });

  it("names every required field '<label> is required'", () => {
    expect(errorsOf(parse({}))).toEqual({
      company_business_name: 'Business Name is required',
      poc_name: 'Contact Name is required',
      poc_email: 'Contact Email is required',
      company_phone: 'Phone No is required',
      company_fein: 'FEIN is required',
      company_date_established: 'Date Established is required',
      company_zip: 'Zip Code is required',
      company_state: 'State is required',
      company_city: 'City is required',
      company_legal_status: 'Legal Status is required',
      company_address: 'Address is required',
      company_company_taxes_past_due_status: 'Taxes Past Due is required',
      company_tax_lien_field: 'Tax Lien is required',
    });
    expect(errorsOf(withValues({ company_business_name: '   ' })).company_business_name).toBe(
      messages.required('Business Name'),
    );
  });

  it('caps the texts at the spec lengths', () => {
    const cases: [string, number, string][] = [
      ['company_business_name', 50, 'Business Name'],
      ['poc_name', 30, 'Contact Name'],
      ['doing_business_as', 35, 'DBA'],
      ['reference', 35, 'Referral Platform'],
      ['company_business_description', 500, 'Business Description'],
      ['company_taxes_past_due_type', 30, 'Taxes Past Due Type'],
      ['company_address', 100, 'Address'],
    ];
    for (const [key, max, label] of cases) {
      expect(withValues({ [key]: 'a'.repeat(max) }).success, key).toBe(true);
      expect(errorsOf(withValues({ [key]: 'a'.repeat(max + 1) }))[key]).toBe(
        messages.form.maxLength(label, max),
      );
    }
  });

  it("checks the contact email: max 50 and 'Invalid Email'", () => {
    expect(errorsOf(withValues({ poc_email: 'not-an-email' })).poc_email).toBe('Invalid Email');
    const long = `${'a'.repeat(41)}@acme.test`;
    expect(errorsOf(withValues({ poc_email: long })).poc_email).toBe(
      messages.form.maxLength('Contact Email', 50),
    );
  });

  it('checks the phone mask 999-999-9999 and the optional fax', () => {
    expect(errorsOf(withValues({ company_phone: '555-123' })).company_phone).toBe(
      messages.form.phoneMask('Phone No'),
    );
    expect(withValues({ company_fax: '' }).data?.company_fax).toBe('');
    expect(withValues({ company_fax: '555-000-1111' }).data?.company_fax).toBe('5550001111');
    expect(errorsOf(withValues({ company_fax: '555' })).company_fax).toBe(messages.form.phoneMask('Fax No'));
  });

  it('refuses a date established in the future, accepts today', () => {
    expect(withValues({ company_date_established: '2026-06-15' }).success).toBe(true);
    expect(errorsOf(withValues({ company_date_established: '06/16/2026' })).company_date_established).toBe(
      messages.common.outOfRange,
    );
    expect(errorsOf(withValues({ company_date_established: '02/30/2024' })).company_date_established).toBe(
      messages.common.invalidDate,
    );
  });

  it('checks the FEIN mask 99-9999999, and leaves it out without the sensitive-information right', () => {
    expect(errorsOf(withValues({ company_fein: '12-34' })).company_fein).toBe('FEIN is required');
    expect(errorsOf(withValues({ company_fein: 'ab-cdefghi' })).company_fein).toBe('FEIN is required');
    const withoutRight = businessInformationSchema({ sensitiveEditable: false });
    const { company_fein: _fein, ...rest } = valid;
    expect(withoutRight.safeParse(rest).success).toBe(true);
    expect(withoutRight.safeParse(valid).success).toBe(false);
  });

  it("checks the zip: digits only, 'Zip Code must be at least 5 characters', max 5", () => {
    expect(errorsOf(withValues({ company_zip: '1234' })).company_zip).toBe(
      'Zip Code must be at least 5 characters',
    );
    expect(errorsOf(withValues({ company_zip: '12a45' })).company_zip).toBe(messages.form.zipDigits);
    expect(errorsOf(withValues({ company_zip: '123456' })).company_zip).toBe(
      messages.form.maxLength('Zip Code', 5),
    );
  });

  it('takes an employee count of at most 4 digits', () => {
    expect(withValues({ company_number_of_employees: '9999' }).success).toBe(true);
    expect(errorsOf(withValues({ company_number_of_employees: '10000' })).company_number_of_employees).toBe(
      messages.form.maxLength('Number of Employees', 4),
    );
    expect(errorsOf(withValues({ company_number_of_employees: '12a' })).company_number_of_employees).toBe(
      messages.required('Number of Employees'),
    );
  });

  it("takes a referral code of 7 letters and digits: 'Referral Code must be at least 7 characters'", () => {
    expect(withValues({ broker_referral_code: 'AB12CD3' }).success).toBe(true);
    expect(errorsOf(withValues({ broker_referral_code: 'AB12CD' })).broker_referral_code).toBe(
      'Referral Code must be at least 7 characters',
    );
    expect(errorsOf(withValues({ broker_referral_code: 'AB-2CD3' })).broker_referral_code).toBe(
      'Referral Code must be at least 7 characters',
    );
    expect(errorsOf(withValues({ broker_referral_code: 'AB12CD34' })).broker_referral_code).toBe(
      messages.form.maxLength('Referral Code', 7),
    );
  });

  it('takes the past-due amount as money 0 … 99,999,999.99 with 2 decimals', () => {
    expect(withValues({ company_taxes_past_due_amount: '0' }).data?.company_taxes_past_due_amount).toBe(
      '0.00',
    );
    expect(withValues({ company_taxes_past_due_amount: '99999999.99' }).success).toBe(true);
    expect(withValues({ company_taxes_past_due_amount: '' }).data?.company_taxes_past_due_amount).toBeNull();
    for (const amount of ['100000000', '-1', '1.234']) {
      expect(
        errorsOf(withValues({ company_taxes_past_due_amount: amount })).company_taxes_past_due_amount,
      ).toBe(messages.common.outOfRange);
    }
    // Plain decimal text only: separators are the money field's business, not the wire's.
    for (const amount of ['abc', '1,234.5', '$5', '5,00', '1e3', ' 5']) {
      expect(
        errorsOf(withValues({ company_taxes_past_due_amount: amount })).company_taxes_past_due_amount,
        amount,
      ).toBe(messages.form.moneyFormat('Taxes Past Due Amount'));
    }
  });

  it('clears the past-due type and amount when taxes past due is No', () => {
    const result = withValues({
      company_company_taxes_past_due_status: 0,
      company_taxes_past_due_type: 'x'.repeat(99),
      company_taxes_past_due_amount: 'not money',
    });
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({
      company_company_taxes_past_due_status: false,
      company_taxes_past_due_type: '',
      company_taxes_past_due_amount: null,
    });
    expect(
      withValues({ company_company_taxes_past_due_status: true }).data?.company_taxes_past_due_type,
    ).toBe('Payroll');
  });

  it('refuses unknown fields and yes/no answers other than 0/1', () => {
    expect(withValues({ extra: 1 }).success).toBe(false);
    expect(errorsOf(withValues({ company_tax_lien_field: 2 })).company_tax_lien_field).toBe(
      'Tax Lien is required',
    );
    expect(withValues({ company_tax_lien_field: '1' }).data?.company_tax_lien_field).toBe(true);
  });
});
