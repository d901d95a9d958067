import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';
import { brokers, notifications, roles, users } from '../../src/server/db/schema';
import type { UserRow } from '../../src/shared/contract/users';
import type { RoleRow } from '../../src/shared/contract/roles';
import { startTestApp, type TestApp } from './harness';

/**
 * The database as the app sees it, able to fail every statement once a write has committed: the
 * moment a connection is lost or the server stops between a change's commit and its answer. A
 * write commits when its transaction returns, or, outside one, as soon as it runs.
 */
function failingAfterCommit() {
  let armed = false;
  let committed = false;
  let openTransactions = 0;
  const refuse = () => {
    throw new Error('the database stopped answering after the commit');
  };
  return {
    /** Hears each statement before it runs (the database's query logger). */
    onQuery(query: string) {
      if (!armed) return;
      if (committed) refuse();
      if (openTransactions === 0 && /^\s*(insert|update|delete)\b/i.test(query)) committed = true;
    },
    wrap(db: Database): Database {
      return new Proxy(db, {
        get(target, property) {
          if (armed && committed) refuse();
          const value: unknown = Reflect.get(target, property, target);
          if (typeof value !== 'function') return value;
          if (property !== 'transaction') return (value as (...a: unknown[]) => unknown).bind(target);
          return async (...args: unknown[]) => {
            openTransactions += 1;
            try {
              const result: unknown = await (value as (...a: unknown[]) => Promise<unknown>).apply(
                target,
                args,
              );
              if (armed && openTransactions === 1) committed = true;
              return result;
            } finally {
              openTransactions -= 1;
            }
          };
        },
      });
    },
    /** From now on, every statement after the first committed write fails. */
    arm() {
      armed = true;
      committed = false;
    },
    disarm() {
      armed = false;
      committed = false;
    },
  };
}

/**
 * A write that committed is answered as done, even when the database fails right after the commit:
 * every answer is built inside the transaction that made the change (run on PGlite and PostgreSQL).
 */
describe('a write whose database fails right after its commit', () => {
  let t: TestApp;
  let admin: string;
  const failing = failingAfterCommit();
  let dashboardRight: { right_id: number }[];

  beforeAll(async () => {
    t = await startTestApp({ wrapDb: failing.wrap, onQuery: failing.onQuery });
    admin = await t.signIn('admin@factordesk.test');
    const tree = await t.call('rights/get_module_rights', {}, admin);
    const modules = tree.body.rights as {
      sub_module_name_data: { rights: { right_id: number; right_name: string }[] }[];
    }[];
    const right = modules
      .flatMap((m) => m.sub_module_name_data.flatMap((s) => s.rights))
      .find((r) => r.right_name === 'view_dashboard');
    dashboardRight = [{ right_id: right!.right_id }];
  });
  afterAll(() => t.close());

  /** The call with the database failing after its first commit. */
  async function callFailingAfterCommit(path: string, body: unknown, token: string) {
    failing.arm();
    try {
      return await t.call(path, body, token);
    } finally {
      failing.disarm();
    }
  }

  it('roles/save answers the stored role, created or edited', async () => {
    const created = await callFailingAfterCommit(
      'roles/save',
      { role_name: 'Night Desk', rights: dashboardRight },
      admin,
    );
    expect(created.statusCode, JSON.stringify(created.body)).toBe(200);
    const role = created.body.role as RoleRow;
    expect(role).toMatchObject({ role_name: 'Night Desk' });
    const [stored] = await t.db.select().from(roles).where(eq(roles.id, role.id));
    expect(stored?.roleName).toBe('Night Desk');

    const edited = await callFailingAfterCommit(
      'roles/save',
      { id: role.id, role_name: 'Night Desk East', rights: dashboardRight },
      admin,
    );
    expect(edited.statusCode, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.role).toMatchObject({ id: role.id, role_name: 'Night Desk East' });
  });

  it('user/save answers the created user, whose invite mail is in the outbox, and the edited one', async () => {
    const [role] = await t.db
      .select({ id: roles.id })
      .from(roles)
      .where(eq(roles.roleType, 'client_advocate'));
    const form = {
      first_name: 'Morgan',
      last_name: 'Ledger',
      email: 'morgan.after@factordesk.test',
      username: 'morganafter',
      gender: 'female',
      country_phone_code: '+1',
      phone_number: '555-123-4567',
      address: '1 Wall Street',
      sensitive_information_disclosure: false,
      role_id: role!.id,
    };
    const created = await callFailingAfterCommit('user/save', form, admin);
    expect(created.statusCode, JSON.stringify(created.body)).toBe(200);
    const user = created.body.user as UserRow;
    expect(user).toMatchObject({ username: 'morganafter', account_status: 'pending' });
    const [mail] = await t.mailsTo('morgan.after@factordesk.test');
    expect(mail?.text).toContain('/setpassword/');

    const edited = await callFailingAfterCommit(
      'user/save',
      { ...form, sso_id: user.sso_id, first_name: 'Morgana' },
      admin,
    );
    expect(edited.statusCode, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.user).toMatchObject({ sso_id: user.sso_id, first_name: 'Morgana' });
  });

  it('broker/signup answers the application it stored with the staff notices of it', async () => {
    const answer = await callFailingAfterCommit(
      'broker/signup',
      {
        first_name: 'Rita',
        last_name: 'After',
        email: 'rita.after@partners.test',
        country_phone_code: '+1',
        phone: '555-301-4400',
        country_fax_code: '+1',
        fax: '555-301-4401',
        country_telephone_code: '+1',
        telephone: '',
        street_address: '9 Market Street',
        zip: '75001',
        state: 'Texas',
        city: 'Addison',
        ssn: '123-45-6789',
        license_number: 'LIC-7788',
        state_of_formation: 'Texas',
      },
      admin,
    );
    expect(answer.statusCode, JSON.stringify(answer.body)).toBe(200);
    const [broker] = await t.db.select().from(brokers).where(eq(brokers.email, 'rita.after@partners.test'));
    const notices = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.type, 'new_broker_application'), eq(notifications.typeId, broker!.id)));
    expect(notices.length).toBeGreaterThan(0);
  });

  it('notification/read answers the unread count as the read left it', async () => {
    const [me] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'admin@factordesk.test'));
    const [notice] = await t.db
      .insert(notifications)
      .values({ userId: me!.id, type: 'new_broker_application', content: 'A new partner applied' })
      .returning();
    const before = await t.call('notification/fetch/all', { page: 1, per_page: 10, read: 'all' }, admin);
    const unread = before.body.unread_count as number;
    const answer = await callFailingAfterCommit('notification/read', { id: notice!.id }, admin);
    expect(answer.statusCode, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.unread_count).toBe(unread - 1);
  });
});
