import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { startTestApp, testClock, type TestApp } from './harness';
import { termSheetBody } from './termSheetFixture';
import { prospectOwners, prospects } from '../../src/server/db/schema/prospects';
import { termSheetOwners, termSheets } from '../../src/server/db/schema/termSheets';
import { notifications } from '../../src/server/db/schema';
import { newDraftToken } from '../../src/server/modules/prospects/service';
import { signingTokenMatches } from '../../src/server/modules/term-sheets/signingLinks';
import type { Term, TermSheetOwner } from '../../src/shared/contract/termSheets';

const now = new Date('2026-11-21T12:00:00Z');

async function seedProspect(t: TestApp, name: string, status: 0 | 1 | 2 = 0, deleted = false) {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '');
  const [row] = await t.db
    .insert(prospects)
    .values({
      draftToken: newDraftToken(),
      step: 6,
      status,
      applicationCompletelyFilled: true,
      companyBusinessName: name,
      pocName: `Contact of ${name}`,
      pocEmail: `contact@${slug}.test`,
      companyPhone: '5552013344',
      companyZip: '75001',
      companyState: 'Texas',
      companyCity: 'Addison',
      companyLegalStatus: '4',
      companyAddress: '1 Main Street',
      deletedAt: deleted ? now : null,
    })
    .returning();
  if (!row) throw new Error('prospect not stored');
  const owners = await t.db
    .insert(prospectOwners)
    .values(
      ['Ada', 'Ben'].map((first, position) => ({
        prospectId: row.id,
        position,
        name: `${first} ${name}`,
        percentOwned: '50',
        email: `${first.toLowerCase()}@${slug}.test`,
        houseOwned: false,
        dob: '1980-01-01',
        phone: '5552013344',
        zip: '75001',
        state: 'Texas',
      })),
    )
    .returning();
  return { prospect: row, owners };
}

describe('term sheets', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp({ clock: testClock(now) });
    admin = await t.signIn('admin@factordesk.test');
  });
  afterAll(async () => {
    await t.close();
  });

  const detail = async (prospectId: number) =>
    (await t.call('term_sheet/detail', { prospect_id: prospectId }, admin)).body as unknown as {
      term: Term | null;
      company_name: string;
    };

  it('answers no term before the first send', async () => {
    const { prospect } = await seedProspect(t, 'Quiet Quarry');
    expect(await detail(prospect.id)).toEqual({ status: true, term: null, company_name: 'Quiet Quarry' });
    expect((await t.call('term_sheet/wire_fee', { prospect_id: prospect.id }, admin)).body).toEqual({
      status: true,
      term: null,
    });
  });

  it('sends version 1 and mails each chosen owner a one-time link; staff hear of it', async () => {
    const { prospect, owners } = await seedProspect(t, 'Acorn Logistics');
    const sent = await t.call(
      'term_sheet/save',
      termSheetBody(
        prospect.id,
        owners.map((o) => o.id),
      ),
      admin,
    );
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toMatchObject({
      status: true,
      message: 'Term Sheet has been sent successfully.',
      version: 1,
    });

    const { term, company_name } = await detail(prospect.id);
    expect(company_name).toBe('Acorn Logistics');
    expect(term).toMatchObject({
      version: 1,
      factoring_limit: '250000.00',
      advance_percentage: '85.00',
      purchase_discount: '2.50',
      incremental_discount_days: 1,
      time_limit_term: 12,
      proposal_validity: 30,
      cb_fee: null,
    });
    expect(term?.sent_at).toBe(now.toISOString());
    expect(term?.owners.map((o) => o.pivot.signature)).toEqual(['awaiting', 'awaiting']);

    const links = await t.db
      .select()
      .from(termSheetOwners)
      .where(eq(termSheetOwners.termSheetId, Number(term?.id)));
    for (const owner of owners) {
      const [mail] = await t.mailsTo(owner.email);
      expect(mail?.subject).toContain('Acorn Logistics');
      const url = /http:\/\/localhost:3000\/signature\?\S+/.exec(mail?.text ?? '')?.[0] ?? '';
      const query = new URL(url).searchParams;
      expect(query.get('id')).toBe(String(term?.id));
      expect(query.get('id2')).toBe(String(owner.id));
      const link = links.find((row) => row.ownerId === owner.id);
      expect(signingTokenMatches(query.get('id3') ?? '', link?.linkTokenHash ?? '')).toBe(true);
    }
    const [row] = await t.db
      .select()
      .from(termSheets)
      .where(eq(termSheets.id, Number(term?.id)));
    expect(row?.createdBy).not.toBeNull();
    const bells = await t.db.select().from(notifications).where(eq(notifications.type, 'term_sheet_sent'));
    expect(bells.some((bell) => bell.typeId === prospect.id)).toBe(true);

    expect((await t.call('term_sheet/wire_fee', { prospect_id: prospect.id }, admin)).body).toEqual({
      status: true,
      term: { wire_fee: '25.00' },
    });
  });

  it('revises as a new version and voids the older one, whose rows stay', async () => {
    const { prospect, owners } = await seedProspect(t, 'Birch Builders');
    const ids = owners.map((o) => o.id);
    await t.call('term_sheet/save', termSheetBody(prospect.id, ids), admin);
    const revised = await t.call(
      'term_sheet/save',
      termSheetBody(prospect.id, [ids[0] ?? 0], {
        advance_percentage: '80',
        chargeback: true,
        cb_fee: '50',
        cb_per_day_fee: '1.5',
      }),
      admin,
    );
    expect(revised.body).toMatchObject({ version: 2 });

    const versions = await t.db
      .select()
      .from(termSheets)
      .where(eq(termSheets.prospectId, prospect.id))
      .orderBy(asc(termSheets.version));
    expect(versions.map((v) => [v.version, v.voidedAt !== null])).toEqual([
      [1, true],
      [2, false],
    ]);
    const olderLinks = await t.db
      .select()
      .from(termSheetOwners)
      .where(eq(termSheetOwners.termSheetId, versions[0]?.id ?? 0));
    expect(olderLinks).toHaveLength(2);

    const { term } = await detail(prospect.id);
    expect(term).toMatchObject({
      version: 2,
      advance_percentage: '80.00',
      cb_fee: '50.00',
      cb_per_day_fee: '1.50',
    });
    const answer = await t.call('term_sheet/owners', { prospect_id: prospect.id }, admin);
    const statuses = (answer.body.owners as TermSheetOwner[]).map((o) => o.signature_status);
    expect(statuses).toEqual(['awaiting', 'voided']);

    const letter = await t.call('term_sheet/letter', { prospect_id: prospect.id }, admin);
    expect(letter.body).toMatchObject({
      prospect: {
        company_business_name: 'Birch Builders',
        company_legal_status_text: 'Limited Liability Company (LLC)',
        company_zip: '75001',
      },
      owners: owners.map((o) => ({ id: o.id, name: o.name })),
    });
    expect((letter.body.terms as Term[]).map((v) => v.version)).toEqual([2, 1]);
  });

  it('takes two sends at once as versions 1 and 2', async () => {
    const { prospect, owners } = await seedProspect(t, 'Cedar Concurrent');
    const body = termSheetBody(prospect.id, [owners[0]?.id ?? 0]);
    const answers = await Promise.all([
      t.call('term_sheet/save', body, admin),
      t.call('term_sheet/save', body, admin),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers.map((a) => a.body.version).sort()).toEqual([1, 2]);
  });

  it('refuses bad terms with the field’s message', async () => {
    const { prospect, owners } = await seedProspect(t, 'Delta Dunes');
    const ids = owners.map((o) => o.id);
    const refused = async (patch: Record<string, unknown>) => {
      const answer = await t.call('term_sheet/save', termSheetBody(prospect.id, ids, patch), admin);
      expect(answer.statusCode).toBe(400);
      return answer.body.message;
    };
    expect(await refused({ advance_percentage: '101' })).toBe('Advance Percentage cannot be more than 100');
    expect(await refused({ time_limit_term: '0' })).toBe('Exit Fee Initial Term (Months) cannot be 0');
    expect(await refused({ automatic_months_renewal: '0' })).toContain('cannot be 0');
    expect(await refused({ owner_ids: [] })).toBe('Business Owners is required');
    expect(await refused({ factoring_limit: '1e3' })).toBeTruthy();
    expect(await refused({ factoring_limit: '100000000' })).toContain('cannot be more than');
    expect(await refused({ wire_fee: '100.01' })).toContain('cannot be more than 100');
    expect(await refused({ incremental_discount_days: '2' })).toBe(
      'Additional Discount Day(s) is fixed at 1',
    );
    expect(await refused({ recourse_days: '100' })).toContain('at most 2 digits');
    expect(await refused({ chargeback: true, cb_fee: '', cb_per_day_fee: '2' })).toBe(
      'Chargeback Fee is required',
    );
    expect(await refused({ proposal_validity: 8 })).toContain('not one of the offered choices');
    expect(await refused({ wire_fee: 'a\u0000b' })).toBeTruthy();
    expect(await refused({ surprise: 1 })).toBeTruthy();
    expect(await t.db.select().from(termSheets).where(eq(termSheets.prospectId, prospect.id))).toHaveLength(
      0,
    );
  });

  it('answers 404 for a forged prospect or another prospect’s owner', async () => {
    const { prospect, owners } = await seedProspect(t, 'Echo Estates');
    const other = await seedProspect(t, 'Fjord Freight');
    expect(
      (await t.call('term_sheet/save', termSheetBody(999_999, [owners[0]?.id ?? 0]), admin)).statusCode,
    ).toBe(404);
    expect(
      (await t.call('term_sheet/save', termSheetBody(prospect.id, [other.owners[0]?.id ?? 0]), admin))
        .statusCode,
    ).toBe(404);
    expect((await t.call('term_sheet/detail', { prospect_id: 999_999 }, admin)).statusCode).toBe(404);
    expect((await t.call('term_sheet/owners', { prospect_id: 999_999 }, admin)).statusCode).toBe(404);
    expect((await t.call('term_sheet/letter', { prospect_id: '1' }, admin)).statusCode).toBe(400);
  });

  it('answers 403 without the term_sheet right', async () => {
    const { prospect, owners } = await seedProspect(t, 'Gale Goods');
    const analyst = await t.signIn('analyst@factordesk.test');
    expect(
      (await t.call('term_sheet/save', termSheetBody(prospect.id, [owners[0]?.id ?? 0]), analyst)).statusCode,
    ).toBe(403);
    expect((await t.call('term_sheet/detail', { prospect_id: prospect.id }, analyst)).statusCode).toBe(403);
  });

  it('refuses a fallout, a deleted prospect and a client', async () => {
    for (const [name, status, deleted] of [
      ['Hazel Fallout', 2, false],
      ['Iris Deleted', 0, true],
      ['Juniper Client', 1, false],
    ] as const) {
      const { prospect, owners } = await seedProspect(t, name, status, deleted);
      const answer = await t.call('term_sheet/save', termSheetBody(prospect.id, [owners[0]?.id ?? 0]), admin);
      expect(answer.statusCode).toBe(409);
      expect(answer.body.message).toMatch(status === 1 ? /already a client/ : /deleted or fallout/);
    }
  });

  it('prints the letter as a PDF naming the company', async () => {
    const { prospect, owners } = await seedProspect(t, 'Kestrel Kitchens');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/term_sheet/letter_pdf',
      payload: termSheetBody(
        prospect.id,
        owners.map((o) => o.id),
        { chargeback: true, cb_fee: '40', cb_per_day_fee: '2' },
      ),
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const file = join(mkdtempSync(join(tmpdir(), 'letter-')), 'letter.pdf');
    writeFileSync(file, response.rawPayload);
    const text = execFileSync('pdftotext', [file, '-']).toString();
    expect(text).toContain('Kestrel Kitchens');
    expect(text).toContain('UCC-1');
    expect(text).toContain('Limited Liability Company (LLC)');
  });
});
