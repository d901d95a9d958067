import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages';
import {
  defaultCurrencySettings,
  defaultFieldSettings,
  defaultFlagAlertSettings,
  defaultScoringWeights,
} from '../../src/shared/contract/settingsTiles';
import { formatWithCurrencySettings } from '../../src/shared/currencyDisplay';
import { settingsTilesMessages as M } from '../../src/shared/messages/settingsTiles';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t.close();
});

describe('settings tiles', () => {
  it('answers the defaults until an admin saves', async () => {
    const admin = await t.signIn('admin@factordesk.test');
    expect((await t.call('settings/flag_alerts', {}, admin)).body).toEqual({
      status: true,
      flag_alerts: defaultFlagAlertSettings,
    });
    expect((await t.call('settings/currency')).body).toEqual({
      status: true,
      currency: defaultCurrencySettings,
    });
    expect((await t.call('settings/fields', {}, admin)).body).toEqual({
      status: true,
      fields: defaultFieldSettings,
    });
    expect((await t.call('settings/scoring_weights', {}, admin)).body).toEqual({
      status: true,
      weights: defaultScoringWeights,
    });
  });

  it('saves each tile and reads back what was saved', async () => {
    const admin = await t.signIn('admin@factordesk.test');
    const flags = { concentration_pct: 40, over_limit: false, aging_days: null };
    const saved = await t.call('settings/save_flag_alerts', { flag_alerts: flags }, admin);
    expect(saved.body).toEqual({ status: true, message: M.saved(M.flagAlerts.title) });
    expect((await t.call('settings/flag_alerts', {}, admin)).body).toEqual({
      status: true,
      flag_alerts: flags,
    });

    const currency = {
      code: 'EUR',
      decimals: 2,
      locale: 'de-DE',
      symbol_position: 'after',
      thousands_separator: '.',
    };
    expect((await t.call('settings/save_currency', { currency }, admin)).statusCode).toBe(200);
    expect((await t.call('settings/currency')).body).toEqual({ status: true, currency });
    await t.call('settings/save_currency', { currency: defaultCurrencySettings }, admin);

    const fields = { hidden: ['debtor_fax', 'client_dba', 'debtor_fax'] };
    expect((await t.call('settings/save_fields', { fields }, admin)).statusCode).toBe(200);
    expect((await t.call('settings/fields', {}, admin)).body).toEqual({
      status: true,
      fields: { hidden: ['client_dba', 'debtor_fax'] },
    });

    const weights = { days_to_pay: 60, dilution: 20, chargebacks: 20 };
    expect((await t.call('settings/save_scoring_weights', { weights }, admin)).statusCode).toBe(200);
    expect((await t.call('settings/scoring_weights', {}, admin)).body).toEqual({ status: true, weights });
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const admin = await t.signIn('adminnew@factordesk.test');
    const before = (await t.call('settings/flag_alerts', {}, admin)).body;
    for (const flag_alerts of [
      { concentration_pct: 0, over_limit: true, aging_days: 30 },
      { concentration_pct: 101, over_limit: true, aging_days: 30 },
      { concentration_pct: 10, over_limit: true, aging_days: 1.5 },
      { concentration_pct: 10, over_limit: true, aging_days: 30, extra: 1 },
    ]) {
      expect((await t.call('settings/save_flag_alerts', { flag_alerts }, admin)).statusCode).toBe(400);
    }
    expect((await t.call('settings/flag_alerts', {}, admin)).body).toEqual(before);
    expect(
      (await t.call('settings/save_fields', { fields: { hidden: ['no_such_field'] } }, admin)).statusCode,
    ).toBe(400);
    expect(
      (
        await t.call(
          'settings/save_currency',
          { currency: { ...defaultCurrencySettings, code: 'XYZ' } },
          admin,
        )
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await t.call(
          'settings/save_scoring_weights',
          { weights: { days_to_pay: 0, dilution: 0, chargebacks: 0 } },
          admin,
        )
      ).statusCode,
    ).toBe(400);
  });

  it('refuses users without the change right (403) and callers without a token (401)', async () => {
    const ca = await t.signIn('ca@factordesk.test');
    const refused = await t.call('settings/save_flag_alerts', { flag_alerts: defaultFlagAlertSettings }, ca);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toEqual({ status: false, message: messages.http.forbidden });
    expect((await t.call('settings/save_currency', { currency: defaultCurrencySettings })).statusCode).toBe(
      401,
    );
    expect((await t.call('settings/flag_alerts')).statusCode).toBe(401);
  });

  it('lets anyone read the hidden fields, which the forms follow, but only admins change them', async () => {
    const client = await t.signIn('client@factordesk.test');
    const read = await t.call('settings/fields', {}, client);
    expect(read.statusCode).toBe(200);
    expect(read.body).toMatchObject({ status: true, fields: { hidden: expect.any(Array) } });
    const refused = await t.call('settings/save_fields', { fields: { hidden: ['debtor_fax'] } }, client);
    expect(refused.statusCode).toBe(403);
    // The application wizard reads it before anyone signs in.
    expect((await t.call('settings/fields')).statusCode).toBe(200);
    expect((await t.call('settings/save_fields', { fields: { hidden: [] } })).statusCode).toBe(401);
  });
});

describe('currency display', () => {
  it('formats by the settings: US by default, symbol after and other separators when set', () => {
    expect(formatWithCurrencySettings('1234567.5', defaultCurrencySettings)).toBe('$1,234,567.50');
    expect(formatWithCurrencySettings('-12', defaultCurrencySettings)).toBe('-$12.00');
    expect(
      formatWithCurrencySettings('1234.565', {
        code: 'EUR',
        decimals: 2,
        locale: 'de-DE',
        symbol_position: 'after',
        thousands_separator: '.',
      }),
    ).toBe('1.234,57 €');
    expect(
      formatWithCurrencySettings('1234.5', {
        ...defaultCurrencySettings,
        decimals: 0,
        thousands_separator: '',
      }),
    ).toBe('$1235');
  });
});
