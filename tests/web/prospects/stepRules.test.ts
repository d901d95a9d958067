import { describe, expect, it } from 'vitest';
import { SaveApplicationRequestSchema } from '../../../src/shared/contract/prospects';
import {
  businessInformationForm,
  businessOwnersForm,
  financialInformationForm,
  landlordInformationForm,
  supplierInformationForm,
} from '../../../src/web/features/application/stepSchemas';
import {
  blankOwner,
  businessInformationValues,
  businessOwnersValues,
  financialInformationValues,
  landlordInformationValues,
  sensitiveLocksOf,
  supplierInformationValues,
} from '../../../src/web/features/application/stepValues';
import { harborFreight } from '../../../stories/prospects/fixtures';

/**
 * The wizard's forms and the server agree: what a step's form accepts and sends is what
 * prospect/save-application accepts, including the sensitive numbers a user may not change
 * (left out, so the server keeps them).
 */

const token = 'Rm4kT9vQ2xLp7sWc1nB8hJ3gF6dZ0yAe';

function sentBy(step: number, output: object) {
  return SaveApplicationRequestSchema.safeParse({ step, id: token, ...output });
}

function formOutput<T>(parse: () => { success: boolean; data?: T; error?: unknown }): T {
  const result = parse();
  if (!result.success) throw new Error(`the form refused its own values: ${JSON.stringify(result.error)}`);
  return result.data as T;
}

describe('the wizard forms send what the server accepts', () => {
  it('for a user seeing every number in clear', () => {
    const stored = harborFreight(token, 5, false);
    const locks = sensitiveLocksOf(stored, true);
    expect(locks).toEqual({ fein: false, accountNumber: false, ownerSsn: new Set() });

    const business = formOutput(() =>
      businessInformationForm(locks).safeParse(businessInformationValues(stored, locks, '')),
    );
    expect(business).toMatchObject({
      company_fein: '123456789',
      company_company_taxes_past_due_status: false,
    });
    const owners = formOutput(() => businessOwnersForm(locks).safeParse(businessOwnersValues(stored, locks)));
    const financial = formOutput(() =>
      financialInformationForm(locks).safeParse(financialInformationValues(stored, locks)),
    );
    expect(financial).toMatchObject({
      bank_account_number: 'AC12345678',
      monthly_factoring_volume: '120000.00',
    });
    const suppliers = formOutput(() => supplierInformationForm.safeParse(supplierInformationValues(stored)));
    expect(suppliers).toEqual({ suppliers: [] });
    const landlord = formOutput(() => landlordInformationForm.safeParse(landlordInformationValues(stored)));

    for (const [step, output] of [business, owners, financial, suppliers, landlord].entries()) {
      expect(sentBy(step + 1, output).success, `step ${step + 1}`).toBe(true);
    }
  });

  it('leaves out the stored numbers a user without the flag sees masked', () => {
    const stored = harborFreight(token, 5, true);
    const locks = sensitiveLocksOf(stored, false);
    expect(locks).toEqual({ fein: true, accountNumber: true, ownerSsn: new Set([31]) });

    const business = formOutput(() =>
      businessInformationForm(locks).safeParse(businessInformationValues(stored, locks, '')),
    );
    // Left out of what is sent (JSON drops the absent number).
    expect(JSON.parse(JSON.stringify(business))).not.toHaveProperty('company_fein');
    const owners = formOutput(() => businessOwnersForm(locks).safeParse(businessOwnersValues(stored, locks)));
    expect(JSON.parse(JSON.stringify(owners.owners[0]))).not.toHaveProperty('ssn');
    const financial = formOutput(() =>
      financialInformationForm(locks).safeParse(financialInformationValues(stored, locks)),
    );
    expect(JSON.parse(JSON.stringify(financial))).not.toHaveProperty('bank_account_number');

    expect(sentBy(1, business).success).toBe(true);
    expect(sentBy(2, owners).success).toBe(true);
    expect(sentBy(3, financial).success).toBe(true);
  });

  it('still asks for the SSN of an owner added beside a locked one', () => {
    const stored = harborFreight(token, 2, true);
    const locks = sensitiveLocksOf(stored, false);
    const values = businessOwnersValues(stored, locks);
    const added = { ...blankOwner(), name: 'Lee Park', percent_owned: '40' };
    const result = businessOwnersForm(locks).safeParse({ owners: [...values.owners, added] });
    expect(result.success).toBe(false);
    const ssnIssues = result.error?.issues.filter((issue) => issue.path.join('.') === 'owners.1.ssn');
    expect(ssnIssues?.map((issue) => issue.message)).toEqual(['SSN is required']);
    expect(result.error?.issues.some((issue) => issue.path.join('.') === 'owners.0.ssn')).toBe(false);
  });

  it('starts a new application with nothing locked and the invited referral code filled in', () => {
    const locks = sensitiveLocksOf(null, false);
    expect(locks.fein).toBe(false);
    const values = businessInformationValues(null, locks, 'BREE001');
    expect(values.broker_referral_code).toBe('BREE001');
    const result = businessInformationForm(locks).safeParse(values);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain('FEIN is required');
  });
});
