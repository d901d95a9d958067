import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { notifications } from '../../src/server/db/schema';
import {
  clientAdvocates,
  underwritingTasks,
  underwritingVerticals,
} from '../../src/server/db/schema/onboarding';
import { prospects } from '../../src/server/db/schema/prospects';
import { signedTermsOf } from '../../src/server/modules/clients/terms';
import { promoteProspects } from '../../src/server/modules/prospect-management/promotion';
import { messages } from '../../src/shared/messages';
import { startTestApp, type TestApp } from './harness';
import {
  readyProspect,
  recordSearch,
  sendTermSheet,
  submittedProspect,
  uploadDocument,
  userIdOf,
} from './onboardingBook';

describe('Promote to Client', () => {
  let t: TestApp;
  let admin: string;
  let ca: string;

  const promote = (ids: number[], advocates: string[] = [ca], token = admin) =>
    t.call('prospect/status_change', { ids, status: 1, selected_advocates: advocates }, token);
  const stored = async (id: number) => {
    const [row] = await t.db.select().from(prospects).where(eq(prospects.id, id));
    if (!row) throw new Error('missing');
    return row;
  };
  const verticalsOf = (id: number) =>
    t.db.select().from(underwritingVerticals).where(eq(underwritingVerticals.prospectId, id));
  const advocatesOf = (id: number) =>
    t.db.select().from(clientAdvocates).where(eq(clientAdvocates.prospectId, id));

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.signIn('admin@factordesk.test');
    ca = await userIdOf(t, 'ca@factordesk.test');
  });
  afterAll(async () => {
    await t.close();
  });

  it('needs at least one client advocate, and only Client Advocate users', async () => {
    const prospect = await readyProspect(t);
    expect(await promote([prospect.id], [])).toMatchObject({
      statusCode: 400,
      body: { message: 'Client Advocate is required' },
    });
    const analyst = await userIdOf(t, 'analyst@factordesk.test');
    expect(await promote([prospect.id], [analyst])).toMatchObject({
      statusCode: 400,
      body: { message: messages.prospect.list.advocateNotEligible },
    });
    expect((await promote([prospect.id], ['00000000-0000-4000-8000-000000000001'])).statusCode).toBe(400);
    expect((await promote([prospect.id], ['not-a-uuid'])).statusCode).toBe(400);
    expect((await stored(prospect.id)).status).toBe(0);
  });

  it('refuses a prospect without a business name search or an owner signature, naming what is missing, and writes nothing', async () => {
    const unsearched = await submittedProspect(t);
    await sendTermSheet(t, unsearched);
    const unsigned = await submittedProspect(t, ['Ada Owner', 'Bo Partner']);
    await recordSearch(t, unsigned.id);
    await sendTermSheet(t, unsigned, { signedBy: [unsigned.ownerIds[0] ?? 0] });

    const answer = await promote([unsearched.id, unsigned.id]);
    expect(answer.statusCode).toBe(409);
    expect(answer.body.message).toContain(`${unsearched.companyBusinessName} has no business name search`);
    expect(answer.body.message).toContain(
      `${unsigned.companyBusinessName} has no term sheet signed by every owner`,
    );
    for (const id of [unsearched.id, unsigned.id]) {
      expect((await stored(id)).status).toBe(0);
      expect(await verticalsOf(id)).toEqual([]);
      expect(await advocatesOf(id)).toEqual([]);
    }

    const checklist = await t.call(
      'prospect/promotion_checklist',
      { ids: [unsearched.id, unsigned.id] },
      admin,
    );
    expect(checklist.statusCode).toBe(200);
    expect(checklist.body.checklist).toEqual([
      {
        prospect_id: unsearched.id,
        company_business_name: unsearched.companyBusinessName,
        business_name_search: false,
        signed_term_sheet: true,
        owners_unsigned: [],
      },
      {
        prospect_id: unsigned.id,
        company_business_name: unsigned.companyBusinessName,
        business_name_search: true,
        signed_term_sheet: false,
        owners_unsigned: ['Bo Partner'],
      },
    ]);
  });

  it('does not count a voided signed version, nor a prospect without any term sheet', async () => {
    const voided = await submittedProspect(t);
    await recordSearch(t, voided.id);
    await sendTermSheet(t, voided, { voided: true });
    const none = await submittedProspect(t);
    await recordSearch(t, none.id);
    expect((await promote([voided.id])).statusCode).toBe(409);
    expect((await promote([none.id])).statusCode).toBe(409);
  });

  it('makes the prospect a client on its signed terms, with its advocates, its documents vertical and the notices', async () => {
    const prospect = await submittedProspect(t);
    await recordSearch(t, prospect.id);
    await sendTermSheet(t, prospect, { factoringLimit: '90000.00', signedBy: [] });
    const signed = await sendTermSheet(t, prospect, { factoringLimit: '250000.00', version: 2 });
    await uploadDocument(t, prospect.id, 'Owner ID');
    await uploadDocument(t, prospect.id, 'Voided Check');
    await uploadDocument(t, prospect.id, 'Voided Check');
    expect(await signedTermsOf(t.db, prospect.id)).toBeNull();

    expect(await promote([prospect.id])).toMatchObject({
      statusCode: 200,
      body: { status: true, message: 'Promoted to client successfully.' },
    });
    const row = await stored(prospect.id);
    expect(row.status).toBe(1);
    expect(row.promotedAt).not.toBeNull();
    expect(row.activeCreditLimit).toBe('250000.00');
    expect(await signedTermsOf(t.db, prospect.id)).toMatchObject({
      termSheetId: signed.id,
      factoringLimit: '250000.00',
    });
    expect((await advocatesOf(prospect.id)).map((a) => a.userId)).toEqual([ca]);

    const verticals = await verticalsOf(prospect.id);
    expect(verticals).toMatchObject([{ name: 'Underwriting Documents', isDocuments: true }]);
    const tasks = await t.db
      .select()
      .from(underwritingTasks)
      .where(eq(underwritingTasks.verticalId, verticals[0]?.id ?? 0));
    expect(tasks.map((task) => task.title).sort()).toEqual([...messages.prospect.documentTypes].sort());
    expect(
      tasks
        .filter((task) => task.status === 1)
        .map((task) => task.title)
        .sort(),
    ).toEqual(['Owner ID', 'Voided Check']);

    const notices = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.type, 'prospect_promoted'), eq(notifications.typeId, prospect.id)));
    expect(notices.filter((notice) => notice.userId === ca)).toHaveLength(1);
    expect(notices.length).toBeGreaterThan(1);

    // A client is not promoted again.
    expect((await promote([prospect.id])).statusCode).toBe(409);
  });

  it('lets one of two promotions at once win, with one documents vertical', async () => {
    const prospect = await readyProspect(t);
    const answers = await Promise.all([promote([prospect.id]), promote([prospect.id])]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await verticalsOf(prospect.id)).toHaveLength(1);
  });

  it('refuses a fallout', async () => {
    const fallout = await readyProspect(t);
    await t.db.update(prospects).set({ status: 2 }).where(eq(prospects.id, fallout.id));
    expect(await promote([fallout.id])).toMatchObject({
      statusCode: 409,
      body: { message: 'A fallout cannot be promoted to client.' },
    });
    expect(await verticalsOf(fallout.id)).toEqual([]);
  });

  it('answers 404 for a forged, deleted or unseen id and 403 without the right', async () => {
    const prospect = await readyProspect(t);
    expect((await promote([prospect.id, 999999])).statusCode).toBe(404);
    const gone = await readyProspect(t);
    await t.db.update(prospects).set({ deletedAt: new Date() }).where(eq(prospects.id, gone.id));
    expect((await promote([gone.id])).statusCode).toBe(404);
    expect((await t.call('prospect/promotion_checklist', { ids: [999999] }, admin)).statusCode).toBe(404);
    expect((await t.call('prospect/promotion_checklist', { ids: ['1e3'] }, admin)).statusCode).toBe(400);
    expect(
      (await t.call('prospect/promotion_checklist', { ids: [prospect.id], x: 1 }, admin)).statusCode,
    ).toBe(400);

    const analyst = await t.signIn('analyst@factordesk.test');
    expect((await promote([prospect.id], [ca], analyst)).statusCode).toBe(403);
    expect((await t.call('prospect/promotion_checklist', { ids: [prospect.id] }, analyst)).statusCode).toBe(
      403,
    );
    expect((await t.call('prospect/advocates', {}, analyst)).statusCode).toBe(403);
    expect((await stored(prospect.id)).status).toBe(0);
  });

  it('offers the active Client Advocate users', async () => {
    const answer = await t.call('prospect/advocates', {}, admin);
    expect(answer.statusCode).toBe(200);
    const advocates = answer.body.advocates as { id: string; email: string }[];
    expect(advocates.map((a) => a.email)).toContain('ca@factordesk.test');
    expect(advocates.map((a) => a.email)).not.toContain('analyst@factordesk.test');
  });

  it('is the path the product itself can take, without a caller', async () => {
    const prospect = await readyProspect(t);
    const answer = await promoteProspects(t.deps, { ids: [prospect.id], advocateIds: [ca], caller: null });
    expect(answer.message).toBe('Promoted to client successfully.');
    expect((await stored(prospect.id)).status).toBe(1);
  });
});
