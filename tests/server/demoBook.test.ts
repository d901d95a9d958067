import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestApp, type TestApp } from './harness';
import {
  brokers,
  invoices,
  prospectResponses,
  prospects,
  schedules,
  termSheets,
  users,
} from '../../src/server/db/schema';
import { verifyLedger } from '../../src/server/ledger/verify';
import { eq, isNotNull } from 'drizzle-orm';
import { dropdowns } from '../../src/shared/dropdowns';

describe('the demo book of business', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ demoBook: true });
  });
  afterAll(() => t.close());

  it('makes its clients the way a business does: a signed term sheet, a name search, advocates, a checklist', async () => {
    const clients = await t.db
      .select({
        id: prospects.id,
        limit: prospects.activeCreditLimit,
        signatures: sql<number>`(select count(*)::int from term_sheet_owners o join term_sheets s on s.id = o.term_sheet_id where s.prospect_id = "prospects"."id" and o.signature_path is not null and o.signed_terms_hash is not null)`,
        searches: sql<number>`(select count(*)::int from business_name_searches b where b.prospect_id = "prospects"."id")`,
        advocates: sql<number>`(select count(*)::int from client_advocates a where a.prospect_id = "prospects"."id")`,
        documentsVertical: sql<number>`(select count(*)::int from underwriting_verticals v where v.prospect_id = "prospects"."id" and v.is_documents)`,
        factoringLimit: sql<string>`(select s.factoring_limit from term_sheets s where s.prospect_id = "prospects"."id" and s.signed_at is not null)`,
      })
      .from(prospects)
      .where(eq(prospects.status, 1));
    expect(clients.length).toBe(3);
    for (const client of clients) {
      expect(client).toMatchObject({ signatures: 1, searches: 1, advocates: 1, documentsVertical: 1 });
      expect(client.limit).toBe(client.factoringLimit);
    }
  });

  it('holds prospects in every category: drafts at every step, tentative applications with responses, fallouts', async () => {
    const rows = await t.db
      .select({
        status: prospects.status,
        step: prospects.step,
        submitted: prospects.applicationCompletelyFilled,
        responses: sql<number>`(select count(*)::int from ${prospectResponses} r where r.prospect_id = "prospects"."id")`,
      })
      .from(prospects);
    const drafts = rows.filter((r) => r.status === 0 && !r.submitted);
    expect(new Set(drafts.map((r) => r.step))).toEqual(new Set([1, 2, 3, 4, 5]));
    const tentative = rows.filter((r) => r.status === 0 && r.submitted);
    expect(tentative.length).toBeGreaterThanOrEqual(2);
    expect(tentative.some((r) => r.responses > 1)).toBe(true);
    expect(rows.filter((r) => r.status === 2).length).toBeGreaterThanOrEqual(1);
  });

  it('holds brokers in every broker status, and approved brokers with referred prospects', async () => {
    const statuses = await t.db.selectDistinct({ status: brokers.brokerStatus }).from(brokers);
    expect(new Set(statuses.map((r) => r.status))).toEqual(
      new Set(dropdowns.broker_status.map((option) => option.value)),
    );
    const referred = await t.db
      .selectDistinct({ code: brokers.referralCode })
      .from(prospects)
      .innerJoin(brokers, eq(brokers.referralCode, prospects.brokerReferralCode))
      .where(eq(brokers.brokerStatus, 2));
    expect(referred.length).toBeGreaterThanOrEqual(2);
  });

  it("holds clients with signed term sheets, one of them the demo Client account's company", async () => {
    const clients = await t.db
      .select({ id: prospects.id, limit: prospects.activeCreditLimit, advance: termSheets.advancePercentage })
      .from(prospects)
      .innerJoin(termSheets, eq(termSheets.prospectId, prospects.id))
      .where(isNotNull(termSheets.signedAt));
    expect(clients.length).toBeGreaterThanOrEqual(3);
    expect(clients.every((c) => c.limit !== null && Number(c.advance) > 0)).toBe(true);
    const [account] = await t.db.select().from(users).where(eq(users.email, 'client@factordesk.test'));
    expect(clients.map((c) => c.id)).toContain(account?.companyId);
  });

  it('lets the applicant of a demo draft resume it with its token', async () => {
    const [draft] = await t.db
      .select({ token: prospects.draftToken, step: prospects.step })
      .from(prospects)
      .where(sql`${prospects.step} = 3 and not ${prospects.applicationCompletelyFilled}`);
    const answer = await t.call('prospect/fetch_draft', { id: draft!.token });
    expect(answer.statusCode).toBe(200);
    expect((answer.body.prospect as { step: number }).step).toBe(3);
  });
});

describe('the demo book with its money', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ demoBook: true, demoMoney: true });
  });
  afterAll(() => t.close());

  it('holds invoices in every status, schedules unverified, verified and funded, and whole books', async () => {
    const statuses = await t.db.selectDistinct({ status: invoices.status }).from(invoices);
    expect(new Set(statuses.map((row) => row.status))).toEqual(new Set([1, 2, 3]));
    const rows = await t.db.select().from(schedules);
    expect(rows.some((s) => s.verifiedAt === null && s.deletedAt === null)).toBe(true);
    expect(rows.some((s) => s.verifiedAt !== null && s.scheduleFundDate === null)).toBe(true);
    expect(rows.some((s) => s.scheduleFundDate !== null)).toBe(true);
    const report = await verifyLedger(t.db);
    expect(report.entries).toBeGreaterThan(0);
    expect(report.differences).toEqual([]);
  });

  it('leaves every verified, unfunded demo schedule something to pay, as Post Payment works it out', async () => {
    const admin = await t.signIn('admin@factordesk.test');
    const waiting = (await t.db.select().from(schedules)).filter(
      (s) => s.verifiedAt !== null && s.scheduleFundDate === null && s.deletedAt === null,
    );
    expect(waiting.length).toBeGreaterThan(0);
    for (const schedule of waiting) {
      expect(Number(schedule.remainingAmount)).toBeGreaterThan(0);
      const info = await t.call('schedule/payment_info', { id: schedule.id }, admin);
      expect(info.statusCode).toBe(200);
      expect(info.body.amount).toBe(schedule.remainingAmount);
    }
  });
});
