import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { invoices, schedulePayments, schedules, users } from '../../src/server/db/schema';
import type { PaymentStatement } from '../../src/shared/contract/funding';
import { addMoney, subtractMoney, toMoneyString } from '../../src/shared/money';
import { startTestApp, type TestApp } from './harness';

/**
 * Each party sees only what is its business, on every invoice and funding read: a debtor user what
 * it owes (nothing of the client's terms, its credit with the factor, funding or schedules), a
 * client user its own statement of a payment (never the factor's chart of accounts), a broker
 * nothing of either; staff see it all. The server cuts the answers, whatever a browser asks.
 */

type Role = 'staff' | 'client' | 'debtor' | 'broker';

/** Fields a debtor user never receives from an invoice or funding call. */
const debtorForbidden = [
  'advance_percentage',
  'advance_amount',
  'net_invoice_term',
  'available_credit_limit',
  'credit_limit',
  'reserved_amount',
  'escrow_reserves',
  'escrow_amount',
  'schedule_id',
  'schedule_no',
  'funding_date',
  'uc',
  'hold_account_status',
  'terms',
  'journal_entry',
  'account_code',
];
/** Fields a client user never receives: the factor's books. */
const clientForbidden = ['journal_entry', 'reversal_entry', 'lines', 'account_code', 'account_name'];

/** Every key anywhere in a JSON answer. */
function keysOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) keysOf(item, into);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      into.add(key);
      keysOf(inner, into);
    }
  }
  return into;
}

describe('each party sees only its business on the invoice and funding reads', () => {
  let t: TestApp;
  const tokens = {} as Record<Role, string>;
  let acme = 0;
  let northwind = 0;
  let owedInvoice = 0;
  let fundedSchedule = 0;
  let openSchedule = { id: 0, prospectId: 0 };

  beforeAll(async () => {
    t = await startTestApp({ demoBook: true, demoMoney: true });
    tokens.staff = await t.signIn('admin@factordesk.test');
    tokens.client = await t.signIn('client@factordesk.test');
    tokens.debtor = await t.signIn('debtor@factordesk.test');
    tokens.broker = await t.signIn('broker@factordesk.test');
    const [client] = await t.db
      .select({ company: users.companyId })
      .from(users)
      .where(eq(users.email, 'client@factordesk.test'));
    const [debtor] = await t.db
      .select({ debtor: users.debtorId })
      .from(users)
      .where(eq(users.email, 'debtor@factordesk.test'));
    acme = client?.company ?? 0;
    northwind = debtor?.debtor ?? 0;
    const [owed] = await t.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(
        and(
          eq(invoices.prospectId, acme),
          eq(invoices.debtorId, northwind),
          isNull(invoices.deletedAt),
          isNotNull(invoices.scheduleId),
        ),
      )
      .orderBy(asc(invoices.id))
      .limit(1);
    owedInvoice = owed?.id ?? 0;
    const [funded] = await t.db
      .selectDistinct({ id: schedules.id })
      .from(schedules)
      .innerJoin(schedulePayments, eq(schedulePayments.scheduleId, schedules.id))
      .where(and(eq(schedules.prospectId, acme), isNull(schedules.deletedAt)))
      .limit(1);
    fundedSchedule = funded?.id ?? 0;
    const [open] = await t.db
      .select({ id: schedules.id, prospectId: schedules.prospectId })
      .from(schedules)
      .where(and(isNull(schedules.verifiedAt), isNull(schedules.deletedAt)))
      .orderBy(asc(schedules.id))
      .limit(1);
    openSchedule = open ?? openSchedule;
    expect([acme, northwind, owedInvoice, fundedSchedule, openSchedule.id].every((id) => id > 0)).toBe(true);
  });
  afterAll(() => t.close());

  /** Every read of invoices and funding, with the status each party gets. */
  const reads = (): { path: string; body: Record<string, unknown>; codes: Record<Role, number> }[] => [
    {
      path: 'invoice/fetch',
      body: { page: 1, per_page: 0 },
      codes: { staff: 200, client: 200, debtor: 200, broker: 403 },
    },
    {
      path: 'invoice/details',
      body: { id: owedInvoice },
      codes: { staff: 200, client: 200, debtor: 200, broker: 403 },
    },
    {
      path: 'invoice/schedules',
      body: { prospect_id: acme },
      codes: { staff: 200, client: 200, debtor: 403, broker: 403 },
    },
    {
      path: 'invoice/check_unique',
      body: { invoice_no: '999991', prospect_id: acme, debtor_id: northwind },
      codes: { staff: 200, client: 200, debtor: 403, broker: 403 },
    },
    { path: 'invoice/clients', body: {}, codes: { staff: 200, client: 200, debtor: 200, broker: 403 } },
    {
      path: 'invoice/client_terms',
      body: { prospect_id: acme },
      codes: { staff: 200, client: 200, debtor: 403, broker: 403 },
    },
    {
      path: 'invoice/debtors',
      body: { prospect_id: acme },
      codes: { staff: 200, client: 200, debtor: 200, broker: 403 },
    },
    {
      path: 'invoice/debtor_credit',
      body: { prospect_id: acme, debtor_id: northwind },
      codes: { staff: 200, client: 200, debtor: 403, broker: 403 },
    },
    {
      path: 'schedule/funding/fetch',
      body: { page: 1, per_page: 0 },
      codes: { staff: 200, client: 200, debtor: 403, broker: 403 },
    },
    {
      path: 'schedule/funding/detail',
      body: { id: fundedSchedule },
      codes: { staff: 200, client: 200, debtor: 403, broker: 403 },
    },
    {
      path: 'schedule/payment/fetch',
      body: { schedule_id: fundedSchedule },
      codes: { staff: 200, client: 200, debtor: 403, broker: 403 },
    },
    {
      path: 'schedule/payment_info',
      body: { id: fundedSchedule },
      codes: { staff: 200, client: 403, debtor: 403, broker: 403 },
    },
    {
      path: 'schedule/check_chargebacks',
      body: { schedule_id: openSchedule.id, prospect_id: openSchedule.prospectId },
      codes: { staff: 200, client: 403, debtor: 403, broker: 403 },
    },
    {
      path: 'schedule/reassignment',
      body: { schedule_id: openSchedule.id, prospect_id: openSchedule.prospectId },
      codes: { staff: 200, client: 403, debtor: 403, broker: 403 },
    },
  ];

  async function answersOf(role: Role) {
    const answers = [];
    for (const read of reads()) {
      const answer = await t.call(read.path, read.body, tokens[role]);
      answers.push({ ...read, answer, keys: keysOf(answer.body) });
    }
    return answers;
  }

  it('gives a debtor user what it owes and nothing of the client’s terms, funding or credit', async () => {
    for (const { path, codes, answer, keys } of await answersOf('debtor')) {
      expect({ path, code: answer.statusCode }).toEqual({ path, code: codes.debtor });
      for (const field of debtorForbidden)
        expect({ path, field, sent: keys.has(field) }).toMatchObject({ sent: false });
    }
    const list = await t.call('invoice/fetch', { page: 1, per_page: 0 }, tokens.debtor);
    const rows = (list.body.invoices as { data: Record<string, unknown>[] }).data;
    expect(rows.length).toBeGreaterThan(0);
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(
      [
        'amount',
        'company_business_name',
        'created_at',
        'debtor_id',
        'id',
        'invoice_amount',
        'invoice_date',
        'invoice_due_date',
        'invoice_no',
        'note',
        'payment_type',
        'prospect_id',
        'status',
        'status_text',
      ].sort(),
    );
    const details = await t.call('invoice/details', { id: owedInvoice }, tokens.debtor);
    expect(details.body.invoice).toMatchObject({ id: owedInvoice, is_funding: expect.any(Boolean) });
  });

  it('does not let a debtor user order its invoices by what it may not see', async () => {
    const list = async (body: Record<string, unknown>) =>
      (
        (await t.call('invoice/fetch', { page: 1, per_page: 0, ...body }, tokens.debtor)).body.invoices as {
          data: { id: number }[];
        }
      ).data.map((row) => row.id);
    const unsorted = await list({});
    for (const sort_by of ['advance_amount', 'schedule_no', 'funding_date']) {
      expect(await list({ sort_by, sort_desc: true })).toEqual(unsorted);
      expect(await list({ sort_by, sort_desc: false })).toEqual(unsorted);
    }
    expect(await list({ sort_by: 'invoice_amount' })).not.toEqual([]);
  });

  it('gives a client user its payments’ statements and never the factor’s accounts', async () => {
    for (const { path, codes, answer, keys } of await answersOf('client')) {
      expect({ path, code: answer.statusCode }).toEqual({ path, code: codes.client });
      for (const field of clientForbidden)
        expect({ path, field, sent: keys.has(field) }).toMatchObject({ sent: false });
    }
    const shown = await t.call('schedule/payment/fetch', { schedule_id: fundedSchedule }, tokens.client);
    const payments = shown.body.payments as { amount: string; statement: Record<string, string> | null }[];
    expect(payments.length).toBeGreaterThan(0);
    for (const payment of payments) {
      expect(Object.keys(payment.statement ?? {}).sort()).toEqual(
        [
          'advanced',
          'bought',
          'chargebacks_settled',
          'escrow_withheld',
          'fees',
          'held_in_reserve',
          'paid_out',
        ].sort(),
      );
    }
    // Its own terms on its own invoices are its business.
    const details = await t.call('invoice/details', { id: owedInvoice }, tokens.client);
    expect(details.body.invoice).toHaveProperty('advance_percentage');
  });

  it('states each payment as its entry has it: paid out is the amount less the fees', async () => {
    const staff = await t.call('schedule/payment/fetch', { schedule_id: fundedSchedule }, tokens.staff);
    const payments = staff.body.payments as {
      amount: string;
      wire_fee: string;
      statement: PaymentStatement;
      journal_entry: { lines: { account_code: string; debit: string; credit: string }[] };
    }[];
    expect(payments.length).toBeGreaterThan(0);
    for (const payment of payments) {
      const side = (chart: string, column: 'debit' | 'credit') =>
        toMoneyString(
          addMoney(
            '0',
            ...payment.journal_entry.lines
              .filter((entryLine) => entryLine.account_code.split('-')[0] === chart)
              .map((entryLine) => entryLine[column]),
          ),
        );
      expect(payment.statement.bought).toBe(side('1200', 'debit'));
      expect(payment.statement.advanced).toBe(side('2000', 'credit'));
      expect(payment.statement.held_in_reserve).toBe(side('2100', 'credit'));
      expect(payment.statement.fees).toBe(toMoneyString(payment.wire_fee));
      expect(payment.statement.paid_out).toBe(toMoneyString(subtractMoney(payment.amount, payment.wire_fee)));
    }
  });

  it('tells a client user nothing of the accounts its debtor contacts’ e-mails name', async () => {
    const body = { prospect_id: acme, id: northwind };
    const asClient = await t.call('debtor/details', body, tokens.client);
    expect(asClient.statusCode).toBe(200);
    expect(asClient.body.debtor).not.toHaveProperty('users');
    expect(JSON.stringify(asClient.body)).not.toContain('has_password');
    // Staff decide on invites with it.
    const asStaff = await t.call('debtor/details', body, tokens.staff);
    expect((asStaff.body.debtor as { users: unknown[] }).users.length).toBeGreaterThan(0);
  });

  it('gives a broker user none of it', async () => {
    for (const { path, codes, answer, keys } of await answersOf('broker')) {
      expect({ path, code: answer.statusCode }).toEqual({ path, code: codes.broker });
      expect([...keys].sort()).toEqual(['message', 'status']);
    }
  });

  it('gives staff everything, the books included', async () => {
    const seen = new Set<string>();
    for (const { path, codes, answer, keys } of await answersOf('staff')) {
      expect({ path, code: answer.statusCode }).toEqual({ path, code: codes.staff });
      for (const key of keys) seen.add(key);
    }
    for (const field of [
      'advance_percentage',
      'advance_amount',
      'net_invoice_term',
      'journal_entry',
      'account_code',
    ]) {
      expect(seen.has(field), field).toBe(true);
    }
  });
});
