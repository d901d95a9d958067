import { describe, expect, it } from 'vitest';
import {
  blankTermSheet,
  TermSheetFormSchema,
  TermSheetSaveSchema,
} from '../../src/shared/validation/termSheet';
import type { TermSheetFormValues } from '../../src/shared/validation/termSheet';

const filled: TermSheetFormValues = {
  ...blankTermSheet,
  owner_ids: [3],
  factoring_limit: '250000',
  advance_percentage: '85',
  escrow_reserve_percentage: '5',
  recourse_days: '90',
  purchase_discount: '2.5',
  discount_days: '30',
  incremental_discount_percentage: '0.5',
  due_deligence_deposit: '500',
  time_limit_term: '12',
  automatic_months_renewal: '12',
  less_than_days: '30',
  more_than_days: '60',
  business_days_clearance: 3,
  proposal_validity: 30,
  wire_fee: '25',
};

/** The messages the form answers for these values, field by field. */
function problems(values: Partial<TermSheetFormValues> | Record<string, unknown>) {
  const result = TermSheetFormSchema.safeParse({ ...filled, ...values });
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('the term sheet form rules', () => {
  it('reads a filled form as the term: percentages and money with two decimals, days as numbers', () => {
    expect(TermSheetFormSchema.parse(filled)).toMatchObject({
      factoring_limit: '250000.00',
      advance_percentage: '85.00',
      purchase_discount: '2.50',
      recourse_days: 90,
      incremental_discount_days: 1,
      cb_fee: null,
      cb_per_day_fee: null,
    });
  });

  it('names all seventeen required fields of an empty form in the spec’s words', () => {
    const result = TermSheetFormSchema.safeParse({ ...blankTermSheet, incremental_discount_days: '' });
    const messages = new Set(result.error?.issues.map((issue) => issue.message));
    for (const message of [
      'Business Owners is required',
      'Factoring Limit is required',
      'Advance Percentage is required',
      'Escrow Reserve Percentage is required',
      'Recourse Days is required',
      'Purchase Discount Percentage is required',
      'Discount Day(s) is required',
      'Additional Disocunt Day(s) is required',
      'Additional Discount Percentage is required',
      'Due Deligence Deposit is required',
      'Exist Fee Intial Term is required',
      'Auto Term Renewal is required',
      'Termination Notice Period Days is required',
      'Termination Before Renewal Days is required',
      'Cash Clearance Business Day(s) is required',
      'Proposal Validity is required',
      'Wire Fee is Required',
    ]) {
      expect(messages).toContain(message);
    }
  });

  it('holds percentages to digits with one point, their length and 100', () => {
    expect(problems({ advance_percentage: '101' })).toEqual({
      advance_percentage: 'Advance Percentage cannot be more than 100',
    });
    expect(problems({ advance_percentage: '0' })).toEqual({
      advance_percentage: 'Advance Percentage must be more than 0',
    });
    expect(problems({ escrow_reserve_percentage: '1.2.3' })).toHaveProperty('escrow_reserve_percentage');
    expect(problems({ escrow_reserve_percentage: '1e2' })).toHaveProperty('escrow_reserve_percentage');
    expect(problems({ escrow_reserve_percentage: '12.345' })).toHaveProperty('escrow_reserve_percentage');
    expect(problems({ purchase_discount: '10.25' })).toHaveProperty('purchase_discount');
    expect(problems({ purchase_discount: '10.5' })).toEqual({});
    expect(problems({ advance_percentage: '99.75' })).toEqual({});
  });

  it('takes whole days of two digits; term and renewal months are never 0', () => {
    expect(problems({ recourse_days: '100' })).toHaveProperty('recourse_days');
    expect(problems({ recourse_days: '1.5' })).toHaveProperty('recourse_days');
    expect(problems({ recourse_days: '0' })).toEqual({});
    expect(problems({ time_limit_term: '0' })).toEqual({
      time_limit_term: 'Exit Fee Initial Term (Months) cannot be 0',
    });
    expect(problems({ automatic_months_renewal: '00' })).toEqual({
      automatic_months_renewal: 'Auto Term Renewal (Months) cannot be 0',
    });
  });

  it('keeps additional discount days at 1', () => {
    expect(problems({ incremental_discount_days: '2' })).toEqual({
      incremental_discount_days: 'Additional Discount Day(s) is fixed at 1',
    });
  });

  it('caps the money fields', () => {
    expect(problems({ factoring_limit: '99999999.99' })).toEqual({});
    expect(problems({ factoring_limit: '100000000' })).toHaveProperty('factoring_limit');
    expect(problems({ factoring_limit: '0' })).toEqual({
      factoring_limit: 'Factoring Limit must be more than 0',
    });
    expect(problems({ due_deligence_deposit: '999.99' })).toEqual({});
    expect(problems({ due_deligence_deposit: '1000' })).toHaveProperty('due_deligence_deposit');
    expect(problems({ wire_fee: '100' })).toEqual({});
    expect(problems({ wire_fee: '100.01' })).toHaveProperty('wire_fee');
  });

  it('requires both chargeback fees only when the box is checked, even beside other problems', () => {
    expect(problems({ cb_fee: '', cb_per_day_fee: '' })).toEqual({});
    expect(TermSheetFormSchema.parse({ ...filled, cb_fee: '40' })).toMatchObject({ cb_fee: null });
    expect(problems({ cb_fee: 'junk' })).toHaveProperty('cb_fee');
    expect(problems({ chargeback: true, cb_fee: '', cb_per_day_fee: '' })).toEqual({
      cb_fee: 'Chargeback Fee is required',
      cb_per_day_fee: 'Chargeback Per Day Fee is required',
    });
    expect(problems({ chargeback: true, cb_fee: '101', cb_per_day_fee: '2', wire_fee: '' })).toEqual({
      cb_fee: 'Chargeback Fee cannot be more than 100',
      wire_fee: 'Wire Fee is Required',
    });
    expect(
      TermSheetFormSchema.parse({ ...filled, chargeback: true, cb_fee: '40', cb_per_day_fee: '2' }),
    ).toMatchObject({
      cb_fee: '40.00',
      cb_per_day_fee: '2.00',
    });
  });

  it('offers only its own lists and needs an owner', () => {
    expect(problems({ proposal_validity: 8 })).toHaveProperty('proposal_validity');
    expect(problems({ business_days_clearance: 4 })).toHaveProperty('business_days_clearance');
    expect(problems({ owner_ids: [] })).toEqual({ owner_ids: 'Business Owners is required' });
  });

  it('refuses a request with an unknown field or no prospect', () => {
    expect(TermSheetSaveSchema.safeParse({ ...filled, prospect_id: 4, extra: 1 }).success).toBe(false);
    expect(TermSheetSaveSchema.safeParse(filled).success).toBe(false);
    expect(TermSheetSaveSchema.safeParse(null).success).toBe(false);
    expect(TermSheetSaveSchema.safeParse({ ...filled, prospect_id: 4 }).success).toBe(true);
  });
});
