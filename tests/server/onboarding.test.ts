import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestApp, type TestApp } from './harness';
import { staffWithRights } from './invoicesBook';
import { users } from '../../src/server/db/schema';
import {
  businessNameSearches,
  underwritingTasks,
  underwritingVerticals,
} from '../../src/server/db/schema/onboarding';
import { prospectDocuments } from '../../src/server/db/schema/prospectDocuments';
import { prospectOwners, prospects } from '../../src/server/db/schema/prospects';
import { schedules } from '../../src/server/db/schema/invoices';
import { termSheetOwners, termSheets } from '../../src/server/db/schema/termSheets';
import type { OnboardingStep } from '../../src/shared/contract/onboarding';
import { documentTypes } from '../../src/shared/validation/documentChecklist';

const business = {
  company_business_name: 'Pine Ridge Freight',
  poc_name: 'Owen Hale',
  poc_email: 'owen.hale@pineridge.test',
  company_country_phone_code: '+1',
  company_phone: '555-401-5566',
  company_fein: '12-3456781',
  company_date_established: '2012-06-01',
  company_zip: '75001',
  company_state: 'Texas',
  company_city: 'Addison',
  company_legal_status: 'LLC',
  company_address: '4 Ridge Road',
  company_company_taxes_past_due_status: 0,
  company_tax_lien_field: 0,
};

const terms = {
  factoringLimit: '100000.00',
  advancePercentage: '85.00',
  recourseDays: 90,
  purchaseDiscount: '2.50',
  discountDays: 30,
};

const at = (iso: string) => new Date(iso);

type StepsAnswer = { steps: OnboardingStep[] };

describe('the onboarding tracker', () => {
  let t: TestApp;
  let admin: string;
  let debtorUser: string;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.signIn('admin@factordesk.test');
    debtorUser = await t.signIn('debtor@factordesk.test');
  });
  afterAll(() => t.close());

  async function newApplication(): Promise<{ token: string; id: number }> {
    const started = await t.call('prospect/save-application', { step: 1, ...business });
    expect(started.statusCode).toBe(200);
    const token = (started.body.prospect as { id: string }).id;
    const [row] = await t.db
      .select({ id: prospects.id })
      .from(prospects)
      .where(eq(prospects.draftToken, token));
    return { token, id: row!.id };
  }

  async function addOwner(prospectId: number, name: string, email: string, position: number) {
    const [owner] = await t.db
      .insert(prospectOwners)
      .values({
        prospectId,
        position,
        name,
        email,
        percentOwned: '50.00',
        houseOwned: false,
        dob: '1970-01-01',
        phone: '2145550101',
        zip: '75001',
        state: 'Texas',
      })
      .returning();
    return owner!;
  }

  const steps = async (prospectId: number, token = admin) => {
    const answer = await t.call('prospect/onboarding', { prospect_id: prospectId }, token);
    return { ...answer, steps: (answer.body as unknown as StepsAnswer).steps };
  };
  const publicSteps = async (draftToken: string) => {
    const answer = await t.call('prospect/onboarding/public', { id: draftToken });
    return { ...answer, steps: (answer.body as unknown as StepsAnswer).steps };
  };
  const step = (all: OnboardingStep[], kind: OnboardingStep['kind']) => all.find((s) => s.kind === kind)!;

  it('shows a new application with nothing done', async () => {
    const { id } = await newApplication();
    const { statusCode, steps: all } = await steps(id);
    expect(statusCode).toBe(200);
    expect(all.map((s) => s.kind)).toEqual([
      'application_complete',
      'documents_in',
      'business_name_search',
      'term_sheet_sent',
      'underwriting',
      'promoted',
      'first_schedule_funded',
    ]);
    expect(all.every((s) => !s.done && s.date === null)).toBe(true);
    expect(step(all, 'documents_in').progress).toEqual({ done: 0, of: documentTypes.length });
    expect(step(all, 'underwriting').progress).toEqual({ done: 0, of: 0 });
  });

  it('computes every step from the rows of the application', async () => {
    const { id } = await newApplication();
    await t.db
      .update(prospects)
      .set({ applicationCompletelyFilled: true, status: 1, promotedAt: at('2026-10-20T10:00:00Z') })
      .where(eq(prospects.id, id));
    // Every checklist type holds a file, one of them two.
    await t.db.insert(prospectDocuments).values(
      [...documentTypes, documentTypes[0]].map((type, i) => ({
        prospectId: id,
        attachmentType: type,
        attachmentPath: `prospect-documents/${id}/${i}-file.pdf`,
        contentType: 'application/pdf',
        sizeBytes: 10,
        createdAt: at(`2026-10-01T0${i % 10}:00:00Z`),
      })),
    );
    await t.db.insert(businessNameSearches).values({
      prospectId: id,
      name: 'Texas SOS',
      attachmentPath: `business-name-searches/${id}/a.pdf`,
      contentType: 'application/pdf',
      sizeBytes: 10,
      createdAt: at('2026-10-02T12:00:00Z'),
    });
    const anna = await addOwner(id, 'Anna Marie Hale', 'anna@pineridge.test', 0);
    const ben = await addOwner(id, 'Ben Hale', 'ben@pineridge.test', 1);
    // The first version was voided by a revision; only the latest counts.
    const [old] = await t.db
      .insert(termSheets)
      .values({
        ...terms,
        prospectId: id,
        version: 1,
        sentAt: at('2026-10-03T09:00:00Z'),
        voidedAt: at('2026-10-04T09:00:00Z'),
      })
      .returning();
    await t.db.insert(termSheetOwners).values({
      termSheetId: old!.id,
      ownerId: ben.id,
      linkTokenHash: 'x',
      signedAt: at('2026-10-03T10:00:00Z'),
    });
    const [sheet] = await t.db
      .insert(termSheets)
      .values({ ...terms, prospectId: id, version: 2, sentAt: at('2026-10-04T09:30:00Z') })
      .returning();
    await t.db.insert(termSheetOwners).values([
      { termSheetId: sheet!.id, ownerId: anna.id, linkTokenHash: 'a', signedAt: at('2026-10-05T11:00:00Z') },
      { termSheetId: sheet!.id, ownerId: ben.id, linkTokenHash: 'b' },
    ]);
    const [vertical] = await t.db
      .insert(underwritingVerticals)
      .values({ prospectId: id, name: 'Underwriting Documents' })
      .returning();
    await t.db.insert(underwritingTasks).values([
      { verticalId: vertical!.id, title: 'Owner ID', status: 1 },
      { verticalId: vertical!.id, title: 'Voided Check', status: 1 },
      { verticalId: vertical!.id, title: 'Sample Invoice', status: 0 },
    ]);
    await t.db.insert(schedules).values([
      { prospectId: id, scheduleNo: 1, scheduleFundDate: '2026-11-02' },
      { prospectId: id, scheduleNo: 2, scheduleFundDate: '2026-10-28' },
      { prospectId: id, scheduleNo: 3 },
      // A deleted schedule does not count.
      {
        prospectId: id,
        scheduleNo: 4,
        scheduleFundDate: '2026-10-21',
        deletedAt: at('2026-10-22T00:00:00Z'),
      },
    ]);

    const { steps: all } = await steps(id);
    expect(all.map((s) => [s.kind, s.label, s.done, s.date])).toEqual([
      ['application_complete', 'Application complete', true, null],
      ['documents_in', 'Documents in', true, '2026-10-01T09:00:00.000Z'],
      ['business_name_search', 'Business name search', true, '2026-10-02T12:00:00.000Z'],
      ['term_sheet_sent', 'Term sheet sent', true, '2026-10-04T09:30:00.000Z'],
      ['owner_signed', 'Signed by Anna', true, '2026-10-05T11:00:00.000Z'],
      ['owner_signed', 'Signed by Ben', false, null],
      ['underwriting', 'Underwriting', false, null],
      ['promoted', 'Promoted to client', true, '2026-10-20T10:00:00.000Z'],
      ['first_schedule_funded', 'First schedule funded', true, '2026-10-28'],
    ]);
    expect(step(all, 'documents_in').progress).toEqual({
      done: documentTypes.length,
      of: documentTypes.length,
    });
    expect(step(all, 'underwriting').progress).toEqual({ done: 2, of: 3 });

    // Checking the last task completes underwriting, dated by that check.
    await t.db
      .update(underwritingTasks)
      .set({ status: 1 })
      .where(eq(underwritingTasks.title, 'Sample Invoice'));
    const underwriting = step((await steps(id)).steps, 'underwriting');
    expect(underwriting).toMatchObject({ done: true, progress: { done: 3, of: 3 } });
    expect(underwriting.date).not.toBeNull();
  });

  it('answers the applicant by its draft token with the same steps and nothing private', async () => {
    const { id, token } = await newApplication();
    await addOwner(id, 'Carla Ruiz', 'carla.private@pineridge.test', 0);
    const [sheet] = await t.db
      .insert(termSheets)
      .values({ ...terms, prospectId: id, sentAt: at('2026-10-04T09:30:00Z') })
      .returning();
    const [owner] = await t.db.select().from(prospectOwners).where(eq(prospectOwners.prospectId, id));
    await t.db
      .insert(termSheetOwners)
      .values({ termSheetId: sheet!.id, ownerId: owner!.id, linkTokenHash: 'secret-hash' });

    const answer = await publicSteps(token);
    expect(answer.statusCode).toBe(200);
    expect(answer.steps).toEqual((await steps(id)).steps);
    const text = JSON.stringify(answer.body);
    for (const hidden of [
      'carla.private',
      'Ruiz',
      'secret-hash',
      'Pine Ridge',
      'owen.hale',
      'prospect_id',
      '"id"',
    ]) {
      expect(text).not.toContain(hidden);
    }
    expect(text).toContain('Signed by Carla');
    expect(Object.keys(answer.body).sort()).toEqual(['status', 'steps']);
  });

  it('answers 404 for an unknown or deleted token, and 400 for a malformed request', async () => {
    expect((await publicSteps('A'.repeat(32))).statusCode).toBe(404);
    expect((await publicSteps('not-a-token')).statusCode).toBe(404);
    const { id, token } = await newApplication();
    await t.db.update(prospects).set({ deletedAt: new Date() }).where(eq(prospects.id, id));
    expect((await publicSteps(token)).statusCode).toBe(404);
    expect((await steps(id)).statusCode).toBe(404);
    expect((await t.call('prospect/onboarding/public', { id: token, extra: 1 })).statusCode).toBe(400);
    expect((await t.call('prospect/onboarding/public', { id: 'a\u0000b' })).statusCode).toBe(400);
    expect((await t.call('prospect/onboarding', { prospect_id: '1e3' }, admin)).statusCode).toBe(400);
    expect((await t.call('prospect/onboarding', { prospect_id: 2_000_000 }, admin)).statusCode).toBe(404);
    expect((await t.call('prospect/onboarding', { prospect_id: 1 })).statusCode).toBe(401);
  });

  it('lets a client user read its own company’s steps only', async () => {
    const own = await newApplication();
    const other = await newApplication();
    await t.db.update(users).set({ companyId: own.id }).where(eq(users.email, 'client@factordesk.test'));
    const clientUser = await t.signIn('client@factordesk.test');
    expect((await steps(own.id, clientUser)).statusCode).toBe(200);
    expect((await steps(other.id, clientUser)).statusCode).toBe(404);
    expect((await steps(own.id, debtorUser)).statusCode).toBe(404);
  });

  it('refuses staff who view neither prospects nor clients, and finds nothing for a broker', async () => {
    const { id } = await newApplication();
    const nora = await staffWithRights(t, 'No Prospects', []);
    expect((await steps(id, nora)).statusCode).toBe(403);
    const broker = await t.signIn('broker@factordesk.test');
    expect((await steps(id, broker)).statusCode).toBe(404);
  });
});
