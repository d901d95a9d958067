import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import {
  FinancialInformationSchema,
  financialInformationSchema,
  type FinancialInformationInput,
} from '../../../src/shared/validation/application';
import { messages } from '../../../src/shared/messages';

function errorsOf(result: z.ZodSafeParseResult<unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
}

const valid: FinancialInformationInput = {
  bank_name: 'First National',
  bank_account_number: 'AC12345',
  bank_routing_number: '021000021',
  bank_zip: '10001',
  bank_state: 'New York',
  bank_city: 'New York',
  monthly_factoring_volume: '250000',
  requested_funding_date: '2026-06-01',
  funding_amount: '100000.00',
};
const withValues = (patch: Record<string, unknown>) =>
  FinancialInformationSchema.safeParse({ ...valid, ...patch });

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(2026, 5, 15, 12));
});
afterEach(() => vi.useRealTimers());

describe('application step 3: Financial Information', () => {
  it('accepts the step with money as 2-decimal strings', () => {
    const result = withValues({});
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({
      monthly_factoring_volume: '250000.00',
      funding_amount: '100000.00',
      bank_balance: null,
      receivables_outstanding: null,
      account_opening_date: null,
      business_loan_outstanding_status: null,
      factored_before_status: null,
      factored_before_name: '',
      bank_country_phone_code: '+1',
    });
  });

  it("names the required fields '<Field> is required'", () => {
    expect(errorsOf(FinancialInformationSchema.safeParse({}))).toEqual({
      bank_name: 'Bank Name is required',
      bank_account_number: 'Account No is required',
      bank_routing_number: 'Routing No is required',
      bank_zip: 'Zip Code is required',
      bank_state: 'State is required',
      bank_city: 'City is required',
      monthly_factoring_volume: 'Monthly Factoring Volume is required',
      requested_funding_date: 'Requested First Funding Date is required',
      funding_amount: 'Funding Amount is required',
    });
  });

  it('checks the character filters and lengths', () => {
    expect(errorsOf(withValues({ bank_name: 'Bank 1' })).bank_name).toBe('Bank Name is required');
    expect(errorsOf(withValues({ bank_name: 'a'.repeat(36) })).bank_name).toBe(
      messages.form.maxLength('Bank Name', 35),
    );
    expect(errorsOf(withValues({ bank_account_number: 'AC-1' })).bank_account_number).toBe(
      'Account No is required',
    );
    expect(errorsOf(withValues({ bank_account_number: 'A'.repeat(26) })).bank_account_number).toBe(
      messages.form.maxLength('Account No', 25),
    );
    expect(errorsOf(withValues({ bank_routing_number: '02100002A' })).bank_routing_number).toBe(
      'Routing No is required',
    );
    expect(errorsOf(withValues({ bank_routing_number: '0210000210' })).bank_routing_number).toBe(
      messages.form.maxLength('Routing No', 9),
    );
    expect(withValues({ bank_officer: 'John Smith' }).success).toBe(true);
    expect(errorsOf(withValues({ bank_officer: 'J0hn' })).bank_officer).toBe('Bank Officer is required');
    expect(errorsOf(withValues({ bank_officer: 'a'.repeat(31) })).bank_officer).toBe(
      messages.form.maxLength('Bank Officer', 30),
    );
    expect(errorsOf(withValues({ bank_zip: '1000' })).bank_zip).toBe(
      'Zip Code must be at least 5 characters',
    );
  });

  it('takes every amount within 0 … 99,999,999.99 with 2 decimals', () => {
    for (const key of [
      'monthly_factoring_volume',
      'funding_amount',
      'bank_balance',
      'receivables_outstanding',
    ]) {
      expect(withValues({ [key]: '99999999.99' }).success, key).toBe(true);
      expect(withValues({ [key]: '0' }).success, key).toBe(true);
      expect(errorsOf(withValues({ [key]: '99999999.991' }))[key], key).toBe(messages.common.outOfRange);
      expect(errorsOf(withValues({ [key]: '100000000.00' }))[key], key).toBe(messages.common.outOfRange);
    }
  });

  it('refuses an account opening or requested funding date in the future', () => {
    expect(
      withValues({ account_opening_date: '2026-06-15', requested_funding_date: '06/15/2026' }).success,
    ).toBe(true);
    expect(errorsOf(withValues({ account_opening_date: '2026-06-16' })).account_opening_date).toBe(
      messages.common.outOfRange,
    );
    expect(errorsOf(withValues({ requested_funding_date: '2027-01-01' })).requested_funding_date).toBe(
      messages.common.outOfRange,
    );
  });

  it('keeps the factored-before name only when the answer is 1', () => {
    expect(
      withValues({ factored_before_status: 1, factored_before_name: 'Old Factor' }).data
        ?.factored_before_name,
    ).toBe('Old Factor');
    expect(withValues({ factored_before_status: 0, factored_before_name: 'Old Factor' }).data).toMatchObject({
      factored_before_status: false,
      factored_before_name: '',
    });
    expect(withValues({ factored_before_name: 'Old Factor' }).data?.factored_before_name).toBe('');
    expect(
      errorsOf(withValues({ factored_before_status: 1, factored_before_name: 'x'.repeat(61) }))
        .factored_before_name,
    ).toBe(messages.form.maxLength('Factoring Company Name', 60));
  });

  it('leaves the account number out without the disclosure right', () => {
    const { bank_account_number: _account, ...rest } = valid;
    expect(financialInformationSchema({ sensitiveEditable: false }).safeParse(rest).success).toBe(true);
    expect(financialInformationSchema({ sensitiveEditable: false }).safeParse(valid).success).toBe(false);
  });
});
