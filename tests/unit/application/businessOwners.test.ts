import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import {
  BusinessOwnersSchema,
  businessOwnersSchema,
  canAddOwner,
  dropBlankOwners,
  isOwnershipExceeded,
  ownershipMessage,
  type OwnerInput,
} from '../../../src/shared/validation/application';
import { messages } from '../../../src/shared/messages';

function errorsOf(result: z.ZodSafeParseResult<unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
}

const owner = (patch: Partial<OwnerInput> = {}): OwnerInput => ({
  name: 'Jane Roe',
  percent_owned: '50',
  email: 'jane@acme.test',
  house_owned: 1,
  ssn: '123-45-6789',
  dob: '1980-02-29',
  phone: '555-123-4567',
  zip: '10001',
  state: 'New York',
  ...patch,
});

const parse = (owners: unknown[]) => BusinessOwnersSchema.safeParse({ owners });
const percents = (...values: string[]) => values.map((percent_owned) => owner({ percent_owned }));

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(2026, 5, 15, 12));
});
afterEach(() => vi.useRealTimers());

describe('application step 2: Business Owners', () => {
  it('accepts an owner and stores plain values', () => {
    const result = parse([owner()]);
    expect(result.success).toBe(true);
    expect(result.data?.owners[0]).toMatchObject({
      ssn: '123456789',
      phone: '5551234567',
      country_phone_code: '+1',
      house_owned: true,
      dob: '1980-02-29',
      driver_license: '',
      driving_license_expiry_date: null,
    });
  });

  it("gives the spec's required messages", () => {
    expect(errorsOf(parse([{ driver_license: 'D1' }]))).toEqual({
      'owners.0.name': 'Full Name is required',
      'owners.0.percent_owned': 'Ownership Percentage is required',
      'owners.0.email': 'Email is required',
      'owners.0.house_owned': 'Home Ownership is required',
      'owners.0.ssn': 'SSN is required',
      'owners.0.dob': 'Date of Birth is required',
      'owners.0.phone': 'Phone No is required',
      'owners.0.zip': 'Zip Code is required',
      'owners.0.state': 'State is required',
    });
    expect(errorsOf(parse([owner({ email: 'nope' })]))['owners.0.email']).toBe('Invalid Email');
    expect(errorsOf(BusinessOwnersSchema.safeParse({})).owners).toBe('Full Name is required');
  });

  it('caps name 40, email 50, percentage 5 characters, driver licence 25', () => {
    expect(errorsOf(parse([owner({ name: 'a'.repeat(41) })]))['owners.0.name']).toBe(
      messages.form.maxLength('Full Name', 40),
    );
    expect(errorsOf(parse([owner({ email: `${'a'.repeat(41)}@acme.test` })]))['owners.0.email']).toBe(
      messages.form.maxLength('Email', 50),
    );
    expect(errorsOf(parse([owner({ percent_owned: '12.345' })]))['owners.0.percent_owned']).toBe(
      messages.form.maxLength('Ownership Percentage', 5),
    );
    expect(errorsOf(parse([owner({ driver_license: 'x'.repeat(26) })]))['owners.0.driver_license']).toBe(
      messages.form.maxLength('Driver License', 25),
    );
  });

  it('takes the percentage as digits and one dot', () => {
    expect(parse([owner({ percent_owned: '12.5' })]).success).toBe(true);
    for (const percent_owned of ['1.2.3', '12a', '-5']) {
      expect(errorsOf(parse([owner({ percent_owned })]))['owners.0.percent_owned']).toBe(
        'Ownership Percentage is required',
      );
    }
  });

  it('refuses a date of birth in the future and a licence expiry before today', () => {
    expect(errorsOf(parse([owner({ dob: '2026-06-16' })]))['owners.0.dob']).toBe(messages.common.outOfRange);
    expect(parse([owner({ driving_license_expiry_date: '06/15/2026' })]).success).toBe(true);
    expect(
      errorsOf(parse([owner({ driving_license_expiry_date: '2026-06-14' })]))[
        'owners.0.driving_license_expiry_date'
      ],
    ).toBe(messages.common.outOfRange);
  });

  it("checks the SSN mask and the owner's zip", () => {
    expect(errorsOf(parse([owner({ ssn: '123-45' })]))['owners.0.ssn']).toBe('SSN is required');
    expect(errorsOf(parse([owner({ zip: '123' })]))['owners.0.zip']).toBe(
      'Zip Code must be at least 5 characters',
    );
  });

  it('leaves the SSN out without the disclosure right', () => {
    const schema = businessOwnersSchema({ sensitiveEditable: false });
    const { ssn: _ssn, ...rest } = owner();
    expect(schema.safeParse({ owners: [rest] }).success).toBe(true);
    expect(schema.safeParse({ owners: [owner()] }).success).toBe(false);
  });

  it('accepts a total of exactly 100 %', () => {
    expect(parse(percents('50', '25.5', '24.5')).success).toBe(true);
    expect(ownershipMessage(percents('50', '25.5', '24.5'))).toBe('Avaiable Percentage is 0');
  });

  it("refuses 100.01 % with 'Exceeding Percentage is 0.01'", () => {
    const owners = percents('50', '50.01');
    expect(isOwnershipExceeded(owners)).toBe(true);
    expect(errorsOf(parse(owners)).owners).toBe('Exceeding Percentage is 0.01');
    expect(ownershipMessage(owners)).toBe(messages.prospect.exceedingPercentage('0.01'));
  });

  it('tells what is still available, ignoring percentages not typed yet', () => {
    expect(ownershipMessage([])).toBe('Avaiable Percentage is 100');
    expect(ownershipMessage(percents('60', '12.5'))).toBe('Avaiable Percentage is 27.5');
    expect(ownershipMessage([{ percent_owned: '40' }, { percent_owned: '' }, { percent_owned: '1.' }])).toBe(
      'Avaiable Percentage is 59',
    );
  });

  it("refuses 6 owners with 'Maximum 5 alloweds.' and allows 5", () => {
    const five = percents('20', '20', '20', '20', '20');
    expect(parse(five).success).toBe(true);
    expect(canAddOwner(five)).toBe(false);
    expect(canAddOwner(five.slice(1))).toBe(true);
    expect(errorsOf(parse([...five, owner({ percent_owned: '0' })])).owners).toBe('Maximum 5 alloweds.');
  });

  it('drops blank extra rows on save but keeps the first owner', () => {
    const blank = { name: '', percent_owned: '', email: ' ', country_phone_code: '+44' };
    expect(dropBlankOwners([blank, owner(), blank])).toEqual([blank, owner()]);
    const result = parse([owner(), blank, { ...blank }]);
    expect(result.success).toBe(true);
    expect(result.data?.owners).toHaveLength(1);
    expect(errorsOf(parse([blank, owner()]))['owners.0.name']).toBe('Full Name is required');
    // Five filled owners and a sixth blank row is still five owners.
    expect(parse([...percents('20', '20', '20', '20', '20'), blank]).success).toBe(true);
  });
});
