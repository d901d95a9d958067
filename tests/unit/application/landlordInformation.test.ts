import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { LandlordInformationSchema, landlordCleared } from '../../../src/shared/validation/application';
import { messages } from '../../../src/shared/messages';

function errorsOf(result: z.ZodSafeParseResult<unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
}

const leasing = {
  leasing_business_space: 1,
  present_lease_period: '3 years',
  landlord_name: 'Sam Owner',
  landlord_monthly_rent: '4500.5',
  landlord_country_phone_code: '+44',
  landlord_phone: '555-123-4567',
  landlord_address: '2 Side Street',
  landlord_zip: '10001',
  landlord_state: 'New York',
  landlord_city: 'New York',
};
const withValues = (patch: Record<string, unknown>) =>
  LandlordInformationSchema.safeParse({ ...leasing, ...patch });

describe('application step 5: Landlord Information', () => {
  it("requires the leasing answer: 'Currently Leasing Office is required'", () => {
    expect(errorsOf(LandlordInformationSchema.safeParse({}))).toEqual({
      leasing_business_space: 'Currently Leasing Office is required',
    });
  });

  it('accepts a lease and stores plain values', () => {
    expect(withValues({}).data).toMatchObject({
      leasing_business_space: true,
      landlord_monthly_rent: '4500.50',
      landlord_phone: '5551234567',
      landlord_country_phone_code: '+44',
    });
  });

  it('requires phone, zip, state and city when leasing', () => {
    expect(errorsOf(LandlordInformationSchema.safeParse({ leasing_business_space: 1 }))).toEqual({
      landlord_phone: 'Phone No is required',
      landlord_zip: 'Zip Code is required',
      landlord_state: 'State is required',
      landlord_city: 'City is required',
    });
    expect(errorsOf(withValues({ landlord_zip: '1234' })).landlord_zip).toBe(
      'Zip Code must be at least 5 characters',
    );
  });

  it('checks the lease fields: period 35 letters and digits, name 40 letters, rent, address 150', () => {
    expect(errorsOf(withValues({ present_lease_period: '3 years!' })).present_lease_period).toBe(
      'Present Lease Period is required',
    );
    expect(errorsOf(withValues({ present_lease_period: 'a'.repeat(36) })).present_lease_period).toBe(
      messages.form.maxLength('Present Lease Period', 35),
    );
    expect(errorsOf(withValues({ landlord_name: 'Sam 2' })).landlord_name).toBe('Landlord Name is required');
    expect(errorsOf(withValues({ landlord_name: 'a'.repeat(41) })).landlord_name).toBe(
      messages.form.maxLength('Landlord Name', 40),
    );
    expect(errorsOf(withValues({ landlord_monthly_rent: '100000000' })).landlord_monthly_rent).toBe(
      messages.common.outOfRange,
    );
    expect(withValues({ landlord_monthly_rent: '99999999.99' }).success).toBe(true);
    expect(errorsOf(withValues({ landlord_address: 'a'.repeat(151) })).landlord_address).toBe(
      messages.form.maxLength('Address', 150),
    );
  });

  it('clears every lease and landlord field when not leasing, phone code back to +1', () => {
    const result = withValues({ leasing_business_space: 0, landlord_name: 'x'.repeat(99) });
    expect(result.success).toBe(true);
    expect(result.data).toEqual({
      leasing_business_space: false,
      ...landlordCleared,
      landlord_monthly_rent: null,
      landlord_country_phone_code: '+1',
    });
  });
});
