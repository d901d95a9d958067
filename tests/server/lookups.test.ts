import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness';

interface ZipCode {
  zip: string;
  city: string;
  full_state: string;
  license_mask: string;
}

describe('public lookups', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('finds zip codes from the fourth digit, without a token', async () => {
    const answer = await t.call('lookup/zip', { zip: '1000' });
    expect(answer.statusCode).toBe(200);
    const codes = answer.body.codes as ZipCode[];
    expect(codes.length).toBeGreaterThan(1);
    expect(codes.every((c) => c.zip.startsWith('1000'))).toBe(true);
    expect(codes.map((c) => c.zip)).toEqual([...codes.map((c) => c.zip)].sort());
    expect(codes).toContainEqual({
      zip: '10001',
      city: 'New York',
      full_state: 'New York',
      license_mask: '',
    });
  });

  it('answers exactly the zip typed in full, and nothing for an unknown one', async () => {
    const exact = await t.call('lookup/zip', { zip: '90210' });
    expect(exact.body.codes).toEqual([
      { zip: '90210', city: 'Beverly Hills', full_state: 'California', license_mask: '' },
    ]);
    // Leading zeros are kept: zips are text.
    const boston = await t.call('lookup/zip', { zip: '02108' });
    expect((boston.body.codes as ZipCode[])[0]).toMatchObject({
      city: 'Boston',
      full_state: 'Massachusetts',
    });
    expect((await t.call('lookup/zip', { zip: '00000' })).body.codes).toEqual([]);
  });

  it('refuses fewer than 4 digits, letters and numbers in place of text', async () => {
    for (const zip of ['100', 'abcd', '100011', 10001]) {
      const answer = await t.call('lookup/zip', { zip });
      expect({ zip, code: answer.statusCode }).toEqual({ zip, code: 400 });
    }
    expect((await t.call('lookup/zip', { zip: '123' })).body.message).toBe(
      'Enter 4 or 5 digits of the zip code',
    );
  });

  it('lists countries with calling codes, +1 first', async () => {
    const answer = await t.call('lookup/countries', {});
    expect(answer.statusCode).toBe(200);
    const countries = answer.body.countries as { name: string; iso: string; phone_code: string }[];
    expect(countries[0]).toEqual({ name: 'United States', iso: 'US', phone_code: '+1' });
    expect(countries).toContainEqual({ name: 'United Kingdom', iso: 'GB', phone_code: '+44' });
    expect(new Set(countries.map((c) => c.iso)).size).toBe(countries.length);
    expect(countries.every((c) => /^\+\d{1,4}$/.test(c.phone_code))).toBe(true);
  });

  it('lists US states and territories', async () => {
    const answer = await t.call('lookup/states', {});
    const states = answer.body.states as { name: string; abbreviation: string }[];
    expect(states).toContainEqual({ name: 'New York', abbreviation: 'NY' });
    expect(states).toContainEqual({ name: 'Puerto Rico', abbreviation: 'PR' });
    expect(states.length).toBeGreaterThanOrEqual(51);
  });
});
