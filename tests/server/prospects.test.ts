import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestApp, testClock, type TestApp } from './harness';
import { prospectOwners, prospects } from '../../src/server/db/schema/prospects';
import type { Caller } from '../../src/server/http/caller';
import { deleteOwners, deleteSuppliers } from '../../src/server/modules/prospects/rowRemoval';
import { discardDraft, fetchDraft, saveApplication } from '../../src/server/modules/prospects/service';
import {
  SaveApplicationRequestSchema,
  type SaveApplicationRequest,
} from '../../src/shared/contract/prospects';
import type { RightId } from '../../src/shared/rights';

const business = {
  company_business_name: 'Harbor Freight Lines',
  doing_business_as: 'Harbor',
  poc_name: 'Dana Cole',
  poc_email: 'dana.cole@harbor.test',
  company_country_phone_code: '+1',
  company_phone: '555-201-3344',
  company_fein: '12-3456789',
  company_date_established: '2015-04-01',
  business_registration_state: 'Texas',
  company_number_of_employees: '42',
  company_zip: '75001',
  company_state: 'Texas',
  company_city: 'Addison',
  company_country_fax_code: '+1',
  company_fax: '',
  company_legal_status: 'LLC',
  company_address: '1 Harbor Way',
  company_company_taxes_past_due_status: 0,
  company_taxes_past_due_type: '',
  company_taxes_past_due_amount: '',
  company_tax_lien_field: 0,
  reference: 'Web',
  broker_referral_code: '',
  company_business_description: 'Freight',
};

function owner(name: string, percent: string, ssn?: string) {
  return {
    name,
    percent_owned: percent,
    email: `${name.toLowerCase().replace(/ /g, '.')}@harbor.test`,
    house_owned: 1,
    ...(ssn === undefined ? {} : { ssn }),
    dob: '1980-02-03',
    country_phone_code: '+1',
    phone: '555-201-0000',
    zip: '75001',
    state: 'Texas',
    city: 'Addison',
    address: '',
    driver_license: '',
    driving_license_expiry_date: '',
  };
}

const financial = {
  bank_name: 'First Bank',
  bank_account_number: 'AC12345678',
  account_opening_date: '2016-01-01',
  bank_routing_number: '111000025',
  bank_officer: 'Pat Lee',
  bank_balance: '25000.5',
  bank_zip: '75001',
  bank_state: 'Texas',
  bank_city: 'Addison',
  bank_country_phone_code: '+1',
  bank_phone: '',
  business_loan_outstanding_status: 0,
  monthly_factoring_volume: '120000',
  receivables_outstanding: '',
  requested_funding_date: '2026-01-15',
  funding_amount: '50000',
  factored_before_status: 1,
  factored_before_name: 'Old Factor',
};

const landlord = {
  leasing_business_space: 1,
  present_lease_period: '3 years',
  landlord_name: 'Sam Rent',
  landlord_monthly_rent: '4500',
  landlord_country_phone_code: '+1',
  landlord_phone: '555-777-8888',
  landlord_address: '2 Lease Road',
  landlord_zip: '75002',
  landlord_state: 'Texas',
  landlord_city: 'Plano',
};

function request(body: Record<string, unknown>): SaveApplicationRequest {
  return SaveApplicationRequestSchema.parse(body);
}

function firstIssue(body: Record<string, unknown>): string | undefined {
  const parsed = SaveApplicationRequestSchema.safeParse(body);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

function staff(sensitive: boolean, rights: RightId[] = ['add_new_prospect']): Caller {
  return {
    userId: '00000000-0000-0000-0000-000000000001',
    sessionId: 's',
    roleType: 'admin',
    rights: new Set(rights),
    companyId: null,
    debtorId: null,
    brokerId: null,
    sensitiveInformationDisclosure: sensitive,
  };
}

describe('prospect application', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ clock: testClock(new Date('2026-11-21T12:00:00Z')) });
  });
  afterAll(async () => {
    await t.close();
  });

  async function newDraft(): Promise<string> {
    const saved = await saveApplication(t.deps, null, request({ step: 1, ...business }));
    return String(saved.prospect.id);
  }

  it('starts a new application with a draft token longer than 20 characters', async () => {
    const saved = await saveApplication(t.deps, null, request({ step: 1, ...business }));
    expect(typeof saved.prospect.id).toBe('string');
    expect(String(saved.prospect.id).length).toBeGreaterThan(20);
    expect(String(saved.prospect.id)).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(saved.prospect.step).toBe(1);
    expect(saved.prospect.company_business_name).toBe('Harbor Freight Lines');
    expect(saved.prospect.company_number_of_employees).toBe('42');
  });

  it('saves each step, reloads it and resumes at the highest step reached', async () => {
    const id = await newDraft();
    const step2 = await saveApplication(
      t.deps,
      null,
      request({
        step: 2,
        id,
        owners: [owner('Dana Cole', '60', '123-45-6789'), owner('Lee Park', '40', '987-65-4321')],
      }),
    );
    await saveApplication(t.deps, null, request({ step: 3, id, ...financial }));
    await saveApplication(
      t.deps,
      null,
      request({
        step: 4,
        id,
        suppliers: [
          { name: 'Tire World', products_supplied: 'Tires', country_phone_code: '+1', phone: '' },
          { name: '', products_supplied: '', country_phone_code: '+1', phone: '' },
        ],
      }),
    );
    await saveApplication(t.deps, null, request({ step: 5, id, ...landlord }));
    // Going back to step 2 keeps the highest step reached; stored SSNs are kept when left out.
    const back = await saveApplication(
      t.deps,
      null,
      request({
        step: 2,
        id,
        owners: step2.prospect.owners.map((o) => ({ ...owner(o.name, o.percent_owned), id: o.id })),
      }),
    );
    expect(back.prospect.step).toBe(5);

    const { prospect } = await fetchDraft(t.deps, null, id);
    expect(prospect.id).toBe(id);
    expect(prospect.step).toBe(5);
    expect(prospect.owners.map((o) => [o.name, o.percent_owned])).toEqual([
      ['Dana Cole', '60.00'],
      ['Lee Park', '40.00'],
    ]);
    expect(prospect.bank_name).toBe('First Bank');
    expect(prospect.bank_balance).toBe('25000.50');
    expect(prospect.factored_before_name).toBe('Old Factor');
    expect(prospect.suppliers.map((s) => s.name)).toEqual(['Tire World']);
    expect(prospect.leasing_business_space).toBe(true);
    expect(prospect.landlord_monthly_rent).toBe('4500.00');
    expect(prospect.application_completely_filled).toBe(false);

    const submitted = await saveApplication(
      t.deps,
      null,
      request({ step: 6, id, application_completely_filled: true }),
    );
    expect(submitted.prospect.step).toBe(6);
    expect(submitted.prospect.application_completely_filled).toBe(true);
  });

  it('refuses an ownership total above 100 % and more than 5 owners, in the schema and the service', async () => {
    const id = await newDraft();
    expect(
      firstIssue({
        step: 2,
        id,
        owners: [owner('A One', '60', '123456789'), owner('B Two', '41', '123456789')],
      }),
    ).toBe('Exceeding Percentage is 1');
    const six = Array.from({ length: 6 }, (_, i) => owner(`Owner ${'ABCDEF'[i]}`, '10', '123456789'));
    expect(firstIssue({ step: 2, id, owners: six })).toBe('Maximum 5 alloweds.');

    // The service checks again whatever reaches it.
    const valid = request({ step: 2, id, owners: [owner('A One', '60', '123456789')] });
    if (valid.step !== 2) throw new Error('step 2 expected');
    const [first] = valid.values.owners;
    if (!first) throw new Error('an owner expected');
    const forged = {
      ...valid,
      values: { owners: [first, { ...first, percent_owned: '41' }] },
    } as SaveApplicationRequest;
    await expect(saveApplication(t.deps, null, forged)).rejects.toMatchObject({
      statusCode: 400,
      message: 'Exceeding Percentage is 1',
    });
    const tooMany = {
      ...valid,
      values: { owners: Array.from({ length: 6 }, () => ({ ...first, percent_owned: '1' })) },
    } as SaveApplicationRequest;
    await expect(saveApplication(t.deps, null, tooMany)).rejects.toMatchObject({
      statusCode: 400,
      message: 'Maximum 5 alloweds.',
    });
  });

  it('drops blank owner rows after the first', async () => {
    const id = await newDraft();
    const blank = { name: '', percent_owned: '', email: '', ssn: '', dob: '', phone: '', zip: '', state: '' };
    const saved = await saveApplication(
      t.deps,
      null,
      request({ step: 2, id, owners: [owner('Dana Cole', '100', '123-45-6789'), blank, blank] }),
    );
    expect(saved.prospect.owners).toHaveLength(1);
  });

  it('masks FEIN, SSN and account number unless the caller holds the flag, and never lets it overwrite', async () => {
    const id = await newDraft();
    await saveApplication(
      t.deps,
      null,
      request({ step: 2, id, owners: [owner('Dana Cole', '100', '123-45-6789')] }),
    );
    const step3 = await saveApplication(t.deps, null, request({ step: 3, id, ...financial }));
    expect(step3.prospect.company_fein).toBe('*****6789');
    expect(step3.prospect.owners[0]?.ssn).toBe('*****6789');
    expect(step3.prospect.bank_account_number).toBe('******5678');

    const [row] = await t.db.select().from(prospects).where(eq(prospects.draftToken, id));
    if (!row) throw new Error('stored prospect expected');

    // Staff without the flag: masked, and a number sent does not replace the stored one.
    const plain = staff(false);
    const edited = await saveApplication(
      t.deps,
      plain,
      request({ step: 1, id: row.id, ...business, company_fein: '99-9999999' }),
    );
    expect(edited.prospect.id).toBe(row.id);
    expect(edited.prospect.company_fein).toBe('*****6789');
    const kept = await saveApplication(
      t.deps,
      plain,
      request({ step: 3, id: row.id, ...financial, bank_account_number: undefined }),
    );
    expect(kept.prospect.bank_account_number).toBe('******5678');

    // With the flag: in clear, and replaced.
    const cleared = staff(true, ['prospect_profile']);
    const replaced = await saveApplication(
      t.deps,
      cleared,
      request({ step: 1, id: row.id, ...business, company_fein: '99-9999999' }),
    );
    expect(replaced.prospect.company_fein).toBe('999999999');
    const [owner1] = replaced.prospect.owners;
    expect(owner1?.ssn).toBe('123456789');
    expect(replaced.prospect.bank_account_number).toBe('AC12345678');

    // A public caller omitting the numbers keeps them; sending one does not replace it.
    await saveApplication(t.deps, null, request({ step: 1, id, ...business, company_fein: '' }));
    await saveApplication(
      t.deps,
      null,
      request({ step: 2, id, owners: [{ ...owner('Dana Cole', '100', '111-11-1111'), id: owner1?.id }] }),
    );
    const [stored] = await t.db.select().from(prospectOwners).where(eq(prospectOwners.prospectId, row.id));
    expect(stored?.ssn).toBe('123456789');
    const [after] = await t.db.select().from(prospects).where(eq(prospects.id, row.id));
    expect(after?.companyFein).toBe('999999999');
  });

  it('requires the FEIN of a new application', async () => {
    await expect(
      saveApplication(t.deps, null, request({ step: 1, ...business, company_fein: undefined })),
    ).rejects.toMatchObject({ statusCode: 400, message: 'FEIN is required' });
  });

  it('reads nothing through a forged token or, for public callers, a numeric id', async () => {
    const id = await newDraft();
    const forged = `${id.slice(0, -1)}${id.endsWith('A') ? 'B' : 'A'}`;
    for (const token of [forged, 'x'.repeat(32), 'short', `${id}' or '1'='1`]) {
      await expect(fetchDraft(t.deps, null, token)).rejects.toMatchObject({
        statusCode: 404,
        message: 'Record not found.',
      });
    }
    const [row] = await t.db.select().from(prospects).where(eq(prospects.draftToken, id));
    await expect(
      saveApplication(t.deps, null, request({ step: 5, id: row?.id ?? 0, ...landlord })),
    ).rejects.toMatchObject({ statusCode: 404 });
    await expect(
      saveApplication(t.deps, null, request({ step: 1, ...business, company_id: 7 })),
    ).rejects.toMatchObject({ statusCode: 403 });
  });

  it('discards only a draft never submitted, and locks a submitted one to public callers', async () => {
    const draft = await newDraft();
    expect(await discardDraft(t.deps, draft)).toBeTruthy();
    await expect(fetchDraft(t.deps, null, draft)).rejects.toMatchObject({ statusCode: 404 });

    const submitted = await newDraft();
    await saveApplication(
      t.deps,
      null,
      request({ step: 6, id: submitted, application_completely_filled: true }),
    );
    await expect(discardDraft(t.deps, submitted)).rejects.toMatchObject({ statusCode: 409 });
    await expect(
      saveApplication(t.deps, null, request({ step: 5, id: submitted, ...landlord })),
    ).rejects.toMatchObject({ statusCode: 409 });
    expect((await fetchDraft(t.deps, null, submitted)).prospect.application_completely_filled).toBe(true);
  });

  it('deletes owners (never the first) and suppliers of a draft', async () => {
    const id = await newDraft();
    const saved = await saveApplication(
      t.deps,
      null,
      request({
        step: 2,
        id,
        owners: [owner('Dana Cole', '50', '123456789'), owner('Lee Park', '50', '987654321')],
      }),
    );
    const [first, second] = saved.prospect.owners;
    if (!first || !second) throw new Error('two owners expected');
    await expect(deleteOwners(t.deps, null, id, [first.id])).rejects.toMatchObject({ statusCode: 400 });
    const afterOwner = await deleteOwners(t.deps, null, id, [second.id]);
    expect(afterOwner.prospect.owners.map((o) => o.id)).toEqual([first.id]);

    const withSuppliers = await saveApplication(
      t.deps,
      null,
      request({ step: 4, id, suppliers: [{ name: 'Tire World' }, { name: 'Fuel Co' }] }),
    );
    const [tires] = withSuppliers.prospect.suppliers;
    if (!tires) throw new Error('a supplier expected');
    const afterSupplier = await deleteSuppliers(t.deps, null, id, [tires.id]);
    expect(afterSupplier.prospect.suppliers.map((s) => s.name)).toEqual(['Fuel Co']);

    const other = await newDraft();
    await expect(deleteSuppliers(t.deps, null, other, [tires.id])).rejects.toMatchObject({ statusCode: 404 });
  });
});
