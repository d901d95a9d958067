import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import {
  moneyApprovals,
  notifications,
  rights,
  roleRights,
  roles,
  schedulePayments,
  schedules,
  users,
} from '../../src/server/db/schema';
import {
  approvalRunnerOf,
  findApprovalRunner,
  registerApprovalRunner,
} from '../../src/server/modules/approvals/runners';
import { syncRightsAndRoles } from '../../src/server/seed/rightsAndRoles';
import { approvalMessages } from '../../src/shared/contract/approvals';
import { builtInRoles } from '../../src/shared/rights';
import {
  addSchedule,
  balancesByCode,
  ledgerDifferences,
  paymentBody,
  startFundingBook,
  type FundingBook,
} from './fundingBook';

/**
 * The second pair of eyes (docs/decisions/0029): above the approval threshold a Post Payment waits
 * on /approvals until a staff member who did not make it approves it (posted then, with maker and
 * checker recorded) or rejects it (nothing posted, the schedule free again).
 */
describe('money approvals', () => {
  let book: FundingBook;
  let adminNewToken = '';
  let keyNo = 0;
  const key = () => ({ 'idempotency-key': `approvals-${++keyNo}` });

  beforeAll(async () => {
    book = await startFundingBook();
    adminNewToken = await book.t.signIn('adminnew@factordesk.test');
  });
  afterAll(() => book.t.close());

  const userId = async (email: string) => {
    const [row] = await book.t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return row!.id;
  };

  /** A verified Acme schedule without chargebacks: its first payment owes 937.50. */
  async function owingSchedule(): Promise<number> {
    const { scheduleId } = await addSchedule(book.t.db, book.clients.acme, [
      { debtorId: book.debtors.northwind, amount: '1000.00' },
      { debtorId: book.debtors.lonestar, amount: '250.00' },
    ]);
    const verified = await book.t.call(
      'schedule/verify',
      { id: scheduleId, chargebacks: [] },
      book.tokens.ca,
    );
    expect(verified.statusCode).toBe(200);
    return scheduleId;
  }

  const setThreshold = (value: string | null, token = book.tokens.admin) =>
    book.t.call('settings/save_approval_threshold', { approval_threshold: value }, token);

  const pay = (scheduleId: number, amount: string, token = book.tokens.ca) =>
    book.t.call('schedule/payment/save', paymentBody(scheduleId, amount), token, key());

  const decide = (id: number, decision: string, token: string, note = '') =>
    book.t.call('approvals/decide', { id, decision, note }, token, key());

  const paymentsOf = (scheduleId: number) =>
    book.t.db.select().from(schedulePayments).where(eq(schedulePayments.scheduleId, scheduleId));
  const approvalOf = async (id: number) =>
    (await book.t.db.select().from(moneyApprovals).where(eq(moneyApprovals.id, id)))[0]!;
  const remainingOf = async (id: number) =>
    (await book.t.db.select().from(schedules).where(eq(schedules.id, id)))[0]!.remainingAmount;

  /** Holds a payment of `amount` (above the 500.00 threshold) and answers the approval's id. */
  async function heldPayment(amount = '600.00'): Promise<{ scheduleId: number; approvalId: number }> {
    const scheduleId = await owingSchedule();
    const held = await pay(scheduleId, amount);
    expect(held.statusCode).toBe(200);
    expect(held.body.waiting_approval).toBe(true);
    return { scheduleId, approvalId: held.body.approval_id as number };
  }

  it('posts at once while no threshold is set', async () => {
    const read = await book.t.call('settings/approval_threshold', {}, book.tokens.admin);
    expect(read.body.approval_threshold).toBeNull();
    const scheduleId = await owingSchedule();
    const paid = await pay(scheduleId, '900.00');
    expect(paid.statusCode).toBe(200);
    expect(paid.body.waiting_approval).toBe(false);
    expect(paid.body.approval_id).toBeNull();
    expect(paid.body.payment).not.toBeNull();
    expect(await paymentsOf(scheduleId)).toHaveLength(1);
  });

  it('lets an admin set the threshold as money text, refuses malformed amounts and party users', async () => {
    for (const bad of ['5,00', '1e3', '12.345', '-5', 5]) {
      const refused = await setThreshold(bad as string);
      expect(refused.statusCode).toBe(400);
    }
    expect(
      (await book.t.call('settings/approval_threshold', {}, book.tokens.admin)).body.approval_threshold,
    ).toBeNull();
    expect((await setThreshold('500.00', book.tokens.client)).statusCode).toBe(403);
    expect((await book.t.call('settings/approval_threshold', {}, book.tokens.client)).statusCode).toBe(403);
    const saved = await setThreshold('500');
    expect(saved.statusCode).toBe(200);
    expect(saved.body.message).toBe(approvalMessages.thresholdSaved);
    expect(
      (await book.t.call('settings/approval_threshold', {}, book.tokens.admin)).body.approval_threshold,
    ).toBe('500.00');
  });

  it('holds a payment above the threshold: nothing posted, the books unchanged, the checkers told', async () => {
    const scheduleId = await owingSchedule();
    const before = await balancesByCode(book.t.db);
    const remaining = await remainingOf(scheduleId);
    const held = await pay(scheduleId, '600.00');
    expect(held.statusCode).toBe(200);
    expect(held.body).toMatchObject({ waiting_approval: true, payment: null });
    expect(held.body.message).toBe(approvalMessages.paymentWaiting('600.00'));
    const approvalId = held.body.approval_id as number;
    expect(await paymentsOf(scheduleId)).toHaveLength(0);
    expect(await balancesByCode(book.t.db)).toEqual(before);
    expect(await remainingOf(scheduleId)).toBe(remaining);
    const approval = await approvalOf(approvalId);
    expect(approval).toMatchObject({ kind: 'schedule_payment', scheduleId, amount: '600.00', status: 0 });
    expect(approval.madeBy).toBe(await userId('ca@factordesk.test'));

    const told = await book.t.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(and(eq(notifications.type, 'money_approval_requested'), eq(notifications.typeId, approvalId)));
    const toldIds = told.map((row) => row.userId);
    expect(toldIds).toContain(await userId('admin@factordesk.test'));
    expect(toldIds).not.toContain(approval.madeBy);
    expect(toldIds).not.toContain(await userId('client@factordesk.test'));

    // The schedule takes no other payment while one waits, below the threshold too.
    const second = await pay(scheduleId, '10.00');
    expect(second.statusCode).toBe(409);
    expect(second.body.message).toBe(approvalMessages.alreadyWaiting);
    expect(await paymentsOf(scheduleId)).toHaveLength(0);
  });

  it('refuses the maker, in the call and in the database', async () => {
    const { approvalId } = await heldPayment();
    const own = await decide(approvalId, 'approve', book.tokens.ca);
    expect(own.statusCode).toBe(403);
    expect(own.body.message).toBe(approvalMessages.makerCannotDecide);
    expect((await decide(approvalId, 'reject', book.tokens.ca)).statusCode).toBe(403);
    const approval = await approvalOf(approvalId);
    expect(approval.status).toBe(0);
    // Whatever writes the table, the maker cannot be its checker.
    await expect(
      book.t.db
        .update(moneyApprovals)
        .set({ status: 1, decidedBy: approval.madeBy, decidedAt: new Date() })
        .where(eq(moneyApprovals.id, approvalId)),
    ).rejects.toThrow();
    expect((await approvalOf(approvalId)).status).toBe(0);
  });

  it('keeps approvals from client users and from staff without the rights', async () => {
    const { approvalId } = await heldPayment();
    expect((await book.t.call('approvals/fetch', {}, book.tokens.client)).statusCode).toBe(403);
    expect((await decide(approvalId, 'approve', book.tokens.client)).statusCode).toBe(403);
    expect((await book.t.call('approvals/fetch', {}, book.tokens.analyst)).statusCode).toBe(403);
    expect((await decide(approvalId, 'approve', book.tokens.analyst)).statusCode).toBe(403);
    expect((await decide(approvalId, 'approve', book.tokens.debtor)).statusCode).toBe(403);
    expect((await approvalOf(approvalId)).status).toBe(0);
  });

  it('refuses bad input and changes nothing', async () => {
    const { approvalId } = await heldPayment();
    expect((await decide(2_000_000_000, 'approve', book.tokens.admin)).statusCode).toBe(404);
    const controls = await decide(approvalId, 'reject', book.tokens.admin, 'fine\u0007');
    expect(controls.statusCode).toBe(400);
    expect((await decide(approvalId, 'reject', book.tokens.admin, 'two\nlines')).statusCode).toBe(400);
    expect((await decide(approvalId, 'reject', book.tokens.admin, 'x'.repeat(151))).statusCode).toBe(400);
    expect((await decide(approvalId, 'maybe', book.tokens.admin)).statusCode).toBe(400);
    const wrongType = await book.t.call(
      'approvals/decide',
      { id: String(approvalId), decision: 'approve' },
      book.tokens.admin,
      key(),
    );
    expect(wrongType.statusCode).toBe(400);
    expect((await approvalOf(approvalId)).status).toBe(0);
  });

  it('posts once when another staff member approves, with maker and checker recorded and the books clean', async () => {
    const { scheduleId, approvalId } = await heldPayment();
    const before = await balancesByCode(book.t.db);
    const approved = await decide(approvalId, 'approve', book.tokens.admin, 'Checked the wire');
    expect(approved.statusCode).toBe(200);
    expect(approved.body).toMatchObject({ status_text: 'approved', message: approvalMessages.approved });
    const stored = await paymentsOf(scheduleId);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      amount: '600.00',
      createdBy: await userId('ca@factordesk.test'),
      approvedBy: await userId('admin@factordesk.test'),
    });
    expect(stored[0]!.journalEntryId).not.toBeNull();
    expect(approved.body.result_id).toBe(stored[0]!.id);
    const approval = await approvalOf(approvalId);
    expect(approval).toMatchObject({
      status: 1,
      resultId: stored[0]!.id,
      decidedBy: await userId('admin@factordesk.test'),
      decisionNote: 'Checked the wire',
    });
    expect(await balancesByCode(book.t.db)).not.toEqual(before);
    expect(await remainingOf(scheduleId)).toBe('337.50');
    expect(await ledgerDifferences(book.t.db)).toEqual([]);
    const toldMaker = await book.t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.type, 'money_approval_decided'), eq(notifications.typeId, approvalId)));
    expect(toldMaker.map((row) => row.userId)).toEqual([await userId('ca@factordesk.test')]);

    // Decided once: a second decision is refused and posts nothing.
    const again = await decide(approvalId, 'approve', adminNewToken);
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toBe(approvalMessages.alreadyDecided);
    expect(await paymentsOf(scheduleId)).toHaveLength(1);

    // The list shows it decided, with both names, and the caller's own ones marked.
    const list = await book.t.call(
      'approvals/fetch',
      { status: 'approved', search_text: 'acme' },
      book.tokens.ca,
    );
    expect(list.statusCode).toBe(200);
    const rows = (list.body.approvals as { data: Record<string, unknown>[] }).data;
    const row = rows.find((candidate) => candidate.id === approvalId);
    expect(row).toMatchObject({
      kind: 'schedule_payment',
      amount: '600.00',
      status: 'approved',
      note: 'Checked the wire',
      is_own: true,
      result_id: stored[0]!.id,
    });
    expect(row!.decided_by_name).toBeTruthy();
    expect(row!.made_by_name).toBeTruthy();
  });

  it('rejects: nothing posted, and the schedule takes a payment again', async () => {
    const { scheduleId, approvalId } = await heldPayment();
    const before = await balancesByCode(book.t.db);
    const rejected = await decide(approvalId, 'reject', book.tokens.admin, 'Wrong bank');
    expect(rejected.statusCode).toBe(200);
    expect(rejected.body).toMatchObject({ status_text: 'rejected', result_id: null });
    expect(await paymentsOf(scheduleId)).toHaveLength(0);
    expect(await balancesByCode(book.t.db)).toEqual(before);
    expect((await approvalOf(approvalId)).status).toBe(2);
    expect((await decide(approvalId, 'approve', book.tokens.admin)).statusCode).toBe(409);
    const paid = await pay(scheduleId, '400.00');
    expect(paid.statusCode).toBe(200);
    expect(paid.body.waiting_approval).toBe(false);
    expect(await paymentsOf(scheduleId)).toHaveLength(1);
    expect(await ledgerDifferences(book.t.db)).toEqual([]);
  });

  it('leaves the approval waiting when its figures no longer hold', async () => {
    const { scheduleId, approvalId } = await heldPayment();
    // As if the schedule changed meanwhile: the payment now asks for more than is owed.
    const approval = await approvalOf(approvalId);
    await book.t.db
      .update(moneyApprovals)
      .set({ request: { ...(approval.request as object), amount: '5000.00' } })
      .where(eq(moneyApprovals.id, approvalId));
    const refused = await decide(approvalId, 'approve', book.tokens.admin);
    expect(refused.statusCode).toBe(400);
    expect(refused.body.message).toBeTruthy();
    expect((await approvalOf(approvalId)).status).toBe(0);
    expect(await paymentsOf(scheduleId)).toHaveLength(0);
  });

  it('posts once when two checkers approve at the same time', async () => {
    const { scheduleId, approvalId } = await heldPayment();
    const answers = await Promise.all([
      decide(approvalId, 'approve', book.tokens.admin),
      decide(approvalId, 'approve', adminNewToken),
      decide(approvalId, 'approve', book.tokens.admin),
    ]);
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 409, 409]);
    expect(await paymentsOf(scheduleId)).toHaveLength(1);
    expect(await ledgerDifferences(book.t.db)).toEqual([]);
  });

  it('replays the answer of a repeated decision with one Idempotency-Key', async () => {
    const { scheduleId, approvalId } = await heldPayment();
    const headers = { 'idempotency-key': `approval-once-${approvalId}` };
    const body = { id: approvalId, decision: 'approve', note: '' };
    const first = await book.t.call('approvals/decide', body, book.tokens.admin, headers);
    const repeat = await book.t.call('approvals/decide', body, book.tokens.admin, headers);
    expect(first.statusCode).toBe(200);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.body.result_id).toBe(first.body.result_id);
    expect(await paymentsOf(scheduleId)).toHaveLength(1);
  });
});

describe('the approvals runners', () => {
  it('answers the runner registered for a kind and refuses one not registered', async () => {
    const previous = findApprovalRunner('reserve_release');
    const runner = async () => 42;
    registerApprovalRunner('reserve_release', runner);
    expect(approvalRunnerOf('reserve_release')).toBe(runner);
    if (previous) registerApprovalRunner('reserve_release', previous);
    const missing = 'unknown_kind' as Parameters<typeof approvalRunnerOf>[0];
    expect(() => approvalRunnerOf(missing)).toThrow(/no approval runner/);
  });
});

describe('the approval rights of the built-in roles', () => {
  const approvalRights = ['view_approvals', 'approve_money_movements'];

  it('go to admins and client advocates, not to analysts, clients, debtors or brokers', () => {
    const holders = builtInRoles
      .filter((role) => approvalRights.every((right) => role.rights.includes(right as never)))
      .map((role) => role.roleType)
      .sort();
    expect(holders).toEqual(['admin', 'adminnew', 'client_advocate']);
  });

  it('reach the editable roles of a database started before they existed, once', async () => {
    const book = await startFundingBook();
    try {
      const db = book.t.db;
      // A database from before: the catalogue had no approval rights.
      await db.delete(rights).where(inArray(rights.rightName, approvalRights));
      const held = async (roleType: string) =>
        (
          await db
            .select({ name: rights.rightName })
            .from(roleRights)
            .innerJoin(roles, eq(roles.id, roleRights.roleId))
            .innerJoin(rights, eq(rights.id, roleRights.rightId))
            .where(and(eq(roles.roleType, roleType), inArray(rights.rightName, approvalRights)))
        )
          .map((row) => row.name)
          .sort();
      expect(await held('adminnew')).toEqual([]);

      await syncRightsAndRoles(db);
      for (const roleType of ['admin', 'adminnew', 'client_advocate'])
        expect(await held(roleType)).toEqual(['approve_money_movements', 'view_approvals']);
      for (const roleType of ['credit_analyst', 'client', 'debtor', 'broker'])
        expect(await held(roleType)).toEqual([]);

      // An admin's later removal stays removed on the next start.
      const [adminNew] = await db.select().from(roles).where(eq(roles.roleType, 'adminnew'));
      const [approve] = await db.select().from(rights).where(eq(rights.rightName, 'approve_money_movements'));
      await db
        .delete(roleRights)
        .where(and(eq(roleRights.roleId, adminNew!.id), eq(roleRights.rightId, approve!.id)));
      await syncRightsAndRoles(db);
      expect(await held('adminnew')).toEqual(['view_approvals']);
    } finally {
      await book.t.close();
    }
  });
});
