import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { startTestApp, type TestApp } from './harness';
import {
  brokers,
  debtorClients,
  mailOutbox,
  prospects,
  rights,
  roleRights,
  roles,
  users,
} from '../../src/server/db/schema';
import { pickerRights } from '../../src/shared/contract/invoiceLookups';
import { filtersNotTaken } from '../../src/shared/reportFilters';
import { reportDefs, reportRights } from '../../src/shared/rights';
import { blankFilters, requestOf } from '../../src/web/features/reports/reportFilters';

/**
 * The report pages against the real server: every request the page builds is one the server
 * answers; whoever may view a report may pick the clients, debtors and brokers it may see, and no
 * more; and a mailed report's stored file travels with the mail.
 */
describe('the report pages and the server agree', () => {
  let t: TestApp;
  let admin: string;
  let client: string;
  let acme: number;
  let otherClient: number;
  let acmeDebtor: number;
  let broker: number;
  const page = { page: 1, per_page: 10 };

  beforeAll(async () => {
    t = await startTestApp({
      demoBook: true,
      demoMoney: true,
      // Mail is "delivered" as JSON by nodemailer: delivery runs, attachments and all, without a server.
      env: { SMTP_URL: 'smtp://127.0.0.1/?jsonTransport=true' },
    });
    admin = await t.signIn('admin@factordesk.test');
    client = await t.signIn('client@factordesk.test');
    const [account] = await t.db.select().from(users).where(eq(users.email, 'client@factordesk.test'));
    acme = account!.companyId!;
    const [other] = await t.db
      .select({ id: prospects.id })
      .from(prospects)
      .where(and(eq(prospects.status, 1), sql`${prospects.id} <> ${acme}`));
    otherClient = other!.id;
    const [pair] = await t.db
      .select({ id: debtorClients.debtorId })
      .from(debtorClients)
      .where(eq(debtorClients.prospectId, acme));
    acmeDebtor = pair!.id;
    const [firstBroker] = await t.db.select({ id: brokers.id }).from(brokers).limit(1);
    broker = firstBroker?.id ?? 0;
  });
  afterAll(() => t.close());

  it('answers every request the page builds, for each of the seventeen reports, blank and filled', async () => {
    for (const report of reportDefs) {
      const handle = report.handle;
      const blank = requestOf(handle, blankFilters(handle), page);
      const filled = requestOf(
        handle,
        {
          ...blankFilters(handle),
          clientId: acme,
          debtorId: acmeDebtor,
          brokerId: broker,
          dateKeyword: 'dateRange',
          fromDate: '2020-01-01',
          toDate: '2026-01-01',
          limit: '80',
          noOfDays: '30',
          duration: 0,
          transactionType: 'debit',
        },
        page,
      );
      for (const body of [blank, filled]) {
        expect(filtersNotTaken(handle, body)).toEqual([]);
        const answer = await t.call('reports/fetch', body, admin);
        expect(answer.statusCode, `${handle} ${JSON.stringify(body)} ${JSON.stringify(answer.body)}`).toBe(
          200,
        );
        expect((answer.body.columns as unknown[]).length).toBeGreaterThan(0);
      }
      // A client runs its own page's request: everything but Broker Commission, which is not its affair.
      const own = requestOf(handle, { ...blankFilters(handle), clientId: acme }, page);
      const mine = await t.call('reports/fetch', own, client);
      expect(mine.statusCode, handle).toBe(handle === 'broker_commission' ? 403 : 200);
    }
  });

  it('exports the page request of Debtor Aging as CSV with the totals the grid shows', async () => {
    const body = requestOf('debtor_aging', blankFilters('debtor_aging'), page);
    const grid = await t.call('reports/fetch', body, admin);
    const totals = grid.body.totals as { balance: string };
    const { page: _page, per_page: _perPage, ...filters } = body;
    const file = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reports/generate',
      payload: { ...filters, data_type: 'file', export: 2 },
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/csv');
    expect(file.body).toContain('Debtor Aging');
    expect(file.body).toContain(totals.balance);
  });

  it('lets a user with the report rights only pick its own company and its own debtors, no other', async () => {
    const [clientRole] = await t.db.select({ id: roles.id }).from(roles).where(eq(roles.roleType, 'client'));
    const roleId = clientRole!.id;
    const pickers = await t.db
      .select({ id: rights.id })
      .from(rights)
      .where(inArray(rights.rightName, [...pickerRights]));
    const held = await t.db
      .select({ rightId: roleRights.rightId })
      .from(roleRights)
      .where(
        and(
          eq(roleRights.roleId, roleId),
          inArray(
            roleRights.rightId,
            pickers.map((row) => row.id),
          ),
        ),
      );
    if (held.length > 0) {
      await t.db.delete(roleRights).where(
        and(
          eq(roleRights.roleId, roleId),
          inArray(
            roleRights.rightId,
            held.map((row) => row.rightId),
          ),
        ),
      );
    }
    try {
      const reportsOnly = await t.signIn('client@factordesk.test');
      const clients = await t.call('invoice/clients', { page: 1, search_text: '' }, reportsOnly);
      expect(clients.statusCode).toBe(200);
      const listed = (clients.body.prospects as { data: { id: number }[] }).data;
      expect(listed.map((row) => row.id)).toEqual([acme]);
      const debtors = await t.call(
        'invoice/debtors',
        { prospect_id: acme, page: 1, search_text: '' },
        reportsOnly,
      );
      expect(debtors.statusCode).toBe(200);
      const own = await t.db
        .select({ id: debtorClients.debtorId })
        .from(debtorClients)
        .where(eq(debtorClients.prospectId, acme));
      const ownIds = new Set(own.map((row) => row.id));
      const listedDebtors = (debtors.body.debtors as { data: { id: number; prospect_id: number }[] }).data;
      expect(listedDebtors.length).toBeGreaterThan(0);
      for (const debtor of listedDebtors) {
        expect(ownIds.has(debtor.id)).toBe(true);
        expect(debtor.prospect_id).toBe(acme);
      }
      // Another client's debtors: as if that client did not exist.
      expect(
        (await t.call('invoice/debtors', { prospect_id: otherClient, page: 1, search_text: '' }, reportsOnly))
          .statusCode,
      ).toBe(404);
      expect(
        (await t.call('invoice/debtors', { prospect_id: 999999, page: 1, search_text: '' }, reportsOnly))
          .statusCode,
      ).toBe(404);
      // Without the report rights too, the lookups are closed.
      const views = await t.db
        .select({ id: rights.id })
        .from(rights)
        .where(
          inArray(
            rights.rightName,
            reportDefs.map((report) => reportRights(report.handle).view),
          ),
        );
      const viewHeld = await t.db
        .delete(roleRights)
        .where(
          and(
            eq(roleRights.roleId, roleId),
            inArray(
              roleRights.rightId,
              views.map((row) => row.id),
            ),
          ),
        )
        .returning({ rightId: roleRights.rightId });
      const nothing = await t.signIn('client@factordesk.test');
      expect((await t.call('invoice/clients', { page: 1, search_text: '' }, nothing)).statusCode).toBe(403);
      expect(
        (await t.call('invoice/debtors', { prospect_id: acme, page: 1, search_text: '' }, nothing))
          .statusCode,
      ).toBe(403);
      if (viewHeld.length > 0) {
        await t.db.insert(roleRights).values(viewHeld.map((row) => ({ roleId, rightId: row.rightId })));
      }
    } finally {
      if (held.length > 0) {
        await t.db.insert(roleRights).values(held.map((row) => ({ roleId, rightId: row.rightId })));
      }
    }
  });

  it('offers the Broker Commission report its brokers by name only, to those who may run it', async () => {
    const all = await t.call('reports/brokers', { page: 1, per_page: 10, search_text: '' }, admin);
    expect(all.statusCode).toBe(200);
    const listed = (all.body.brokers as { data: Record<string, unknown>[]; total: number }).data;
    expect(listed.length).toBeGreaterThan(0);
    for (const row of listed) expect(Object.keys(row).sort()).toEqual(['full_name', 'id']);
    const name = String(listed[0]!.full_name);
    const searched = await t.call(
      'reports/brokers',
      { page: 1, per_page: 10, search_text: name.slice(0, 4) },
      admin,
    );
    const found = (searched.body.brokers as { data: { full_name: string }[] }).data;
    expect(found.length).toBeGreaterThan(0);
    for (const row of found) expect(row.full_name.toLowerCase()).toContain(name.slice(0, 4).toLowerCase());
    const none = await t.call('reports/brokers', { page: 1, per_page: 10, search_text: 'zz%no such' }, admin);
    expect((none.body.brokers as { data: unknown[] }).data).toEqual([]);
    // Clients and debtors hold no Broker Commission right; without a session, 401.
    expect((await t.call('reports/brokers', { page: 1, search_text: '' }, client)).statusCode).toBe(403);
    const debtor = await t.signIn('debtor@factordesk.test');
    expect((await t.call('reports/brokers', { page: 1, search_text: '' }, debtor)).statusCode).toBe(403);
    expect((await t.call('reports/brokers', { page: 1, search_text: '' })).statusCode).toBe(401);
    const bad: unknown[] = [
      { page: '1', search_text: '' },
      { page: 1, per_page: '5,00', search_text: '' },
      { page: 1, per_page: 1e3 + 0.5, search_text: '' },
      { page: 1, search_text: 'a\u0000b' },
      { page: 1, search_text: '', extra: 1 },
      { page: 1, search_text: 5 },
      [],
    ];
    for (const body of bad) {
      expect((await t.call('reports/brokers', body, admin)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('delivers a mail naming a stored file with that file attached, and records a missing one as failed', async () => {
    const fileKey = await t.deps.files.save('reports', 'Debtor Aging.pdf', Buffer.from('%PDF-1.7 test'));
    await t.deps.mail.send({
      to: 'mailtest@factordesk.test',
      subject: 'Report Generated',
      text: 'PDF report has been sent to you over an email.',
      attachments: [{ file_name: 'Debtor Aging.pdf', file_key: fileKey, content_type: 'application/pdf' }],
    });
    await t.deps.mail.send({
      to: 'mailmissing@factordesk.test',
      subject: 'Report Generated',
      text: 'PDF report has been sent to you over an email.',
      attachments: [
        { file_name: 'Gone.pdf', file_key: 'reports/no-such-file.pdf', content_type: 'application/pdf' },
      ],
    });
    const settled = async (to: string) => {
      for (let attempt = 0; attempt < 100; attempt += 1) {
        const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
        if (row && (row.sentAt !== null || row.error !== null)) return row;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`the mail to ${to} was never delivered nor failed`);
    };
    const sent = await settled('mailtest@factordesk.test');
    expect(sent.error).toBeNull();
    expect(sent.sentAt).not.toBeNull();
    const failed = await settled('mailmissing@factordesk.test');
    expect(failed.sentAt).toBeNull();
    expect(failed.error).toMatch(/ENOENT|no such file/i);
  });
});
