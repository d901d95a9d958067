import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { startTestApp, testClock, type TestApp } from './harness';
import { oneTimeTokens, roles, users } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/modules/session/passwords';
import type { UserRow } from '../../src/shared/contract/users';

interface UserPage {
  data: UserRow[];
  total: number;
  last_page: number;
  current_page: number;
}

const newUser = {
  first_name: 'Morgan',
  last_name: 'Ledger',
  email: 'morgan.ledger@factordesk.test',
  username: 'morgan ledger',
  gender: 'female',
  country_phone_code: '+1',
  phone_number: '555-123-4567',
  address: '1 Wall Street',
  sensitive_information_disclosure: false,
};

describe('user profiles', () => {
  const clock = testClock(new Date('2026-11-21T12:00:00Z'));
  let t: TestApp;
  let admin: string;
  let staffRoleId: number;

  async function roleIdOf(roleType: string): Promise<number> {
    const [role] = await t.db.select({ id: roles.id }).from(roles).where(eq(roles.roleType, roleType));
    return role!.id;
  }

  /** A user who can sign in at once, holding a role with exactly these rights. */
  async function userWithRights(name: string, rightNames: string[], sensitive = false) {
    const tree = await t.call('rights/get_module_rights', {}, admin);
    const all = (
      tree.body.rights as { sub_module_name_data: { rights: { right_id: number; right_name: string }[] }[] }[]
    ).flatMap((m) => m.sub_module_name_data.flatMap((s) => s.rights));
    const role = await t.call(
      'roles/save',
      {
        role_name: `${name} Role`,
        rights: all.filter((r) => rightNames.includes(r.right_name)).map((r) => ({ right_id: r.right_id })),
      },
      admin,
    );
    expect(role.statusCode).toBe(200);
    const email = `${name.toLowerCase()}@factordesk.test`;
    await t.db.insert(users).values({
      firstName: name,
      email,
      username: name.toLowerCase(),
      passwordHash: await hashPassword('Factor#2026'),
      roleId: (role.body.role as { id: number }).id,
      sensitiveInformationDisclosure: sensitive,
    });
    return t.signIn(email);
  }

  async function list(body: Record<string, unknown>, token = admin) {
    const answer = await t.call('user/get_users', { page: 1, per_page: 10, ...body }, token);
    expect(answer.statusCode).toBe(200);
    return answer.body as unknown as UserPage & { status: boolean };
  }

  beforeAll(async () => {
    t = await startTestApp({ clock });
    admin = await t.signIn('admin@factordesk.test');
    staffRoleId = await roleIdOf('client_advocate');
  });
  afterAll(() => t.close());

  it('pages the list in the spec shape with the table columns', async () => {
    const page = await list({ per_page: 3 });
    expect(page).toMatchObject({ status: true, total: 7, last_page: 3, current_page: 1 });
    expect(page.data).toHaveLength(3);
    const row = page.data[0]!;
    for (const column of ['full_name', 'email', 'username', 'phone_number', 'role_name', 'account_status']) {
      expect(row).toHaveProperty(column);
    }
    expect(row).not.toHaveProperty('password_hash');
    const third = await list({ page: 3, per_page: 3 });
    expect(third.data).toHaveLength(1);
    const all = await list({ per_page: 0 });
    expect(all).toMatchObject({ total: 7, last_page: 1 });
    expect(all.data).toHaveLength(7);
  });

  it('reads one user for the edit form, and answers 404 for an id that is nobody', async () => {
    const [first] = (await list({ per_page: 1 })).data;
    const one = await t.call('user/get_user', { sso_id: first!.sso_id }, admin);
    expect(one.statusCode).toBe(200);
    expect(one.body.user).toEqual(first);
    const nobody = await t.call('user/get_user', { sso_id: '00000000-0000-4000-8000-000000000000' }, admin);
    expect(nobody).toEqual({ statusCode: 404, body: { status: false, message: 'Record not found.' } });
    expect((await t.call('user/get_user', { sso_id: 'not-a-uuid' }, admin)).statusCode).toBe(400);
  });

  it('searches full name, email and username, treating wildcards as text', async () => {
    expect((await list({ search_text: 'casey adv' })).data.map((u) => u.email)).toEqual([
      'ca@factordesk.test',
    ]);
    expect((await list({ search_text: 'ANALYST@' })).data.map((u) => u.username)).toEqual(['analyst']);
    expect((await list({ search_text: 'broke' })).data.map((u) => u.full_name)).toEqual(['Bree Broker']);
    expect((await list({ search_text: '%' })).total).toBe(0);
    expect((await list({ search_text: '_' })).total).toBe(0);
  });

  it('sorts by a chosen column in either direction', async () => {
    const ascending = await list({ sort_by: 'email', per_page: 0 });
    const emails = ascending.data.map((u) => u.email);
    expect(emails).toEqual([...emails].sort());
    const descending = await list({ sort_by: 'email', sort_desc: true, per_page: 0 });
    expect(descending.data.map((u) => u.email)).toEqual([...emails].reverse());
  });

  it('needs a token and the view right', async () => {
    expect((await t.call('user/get_users', { page: 1, per_page: 10 })).statusCode).toBe(401);
    const client = await t.signIn('client@factordesk.test');
    const answer = await t.call('user/get_users', { page: 1, per_page: 10 }, client);
    expect(answer.statusCode).toBe(403);
    expect(answer.body.status).toBe(false);
  });

  it('creates a user without a password and mails a one-time set-password link', async () => {
    const answer = await t.call(
      'user/save',
      { ...newUser, role_id: staffRoleId, role_type: 'client_advocate' },
      admin,
    );
    expect(answer.statusCode).toBe(200);
    const user = answer.body.user as UserRow;
    expect(user).toMatchObject({
      username: 'morganledger',
      phone_number: '5551234567',
      role_name: 'Client Advocate',
      has_password: false,
      account_status: 'pending',
    });
    expect(user.invite_sent_at).toBe(clock.now().toISOString());
    const [mail] = await t.mailsTo(newUser.email);
    const link = mail?.text.match(/http:\/\/localhost:3000\/setpassword\/([\w-]+)/);
    expect(link?.[1]).toBeTruthy();
    // Only a hash of the link's token is kept.
    const stored = await t.db
      .select()
      .from(oneTimeTokens)
      .where(and(eq(oneTimeTokens.userId, user.sso_id), eq(oneTimeTokens.purpose, 'invite')));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).not.toBe(link?.[1]);
    expect((await list({ search_text: 'morgan.ledger' })).total).toBe(1);
  });

  it('refuses a taken email or username with 409', async () => {
    const email = await t.call(
      'user/save',
      { ...newUser, email: 'MORGAN.LEDGER@factordesk.test', username: 'other', role_id: staffRoleId },
      admin,
    );
    expect(email.statusCode).toBe(409);
    expect(email.body.message).toBe('A user with this email already exists.');
    const username = await t.call(
      'user/save',
      { ...newUser, email: 'other@factordesk.test', username: 'MorganLedger', role_id: staffRoleId },
      admin,
    );
    expect(username.statusCode).toBe(409);
    expect(username.body.message).toBe('A user with this username already exists.');
  });

  it('validates the user form with the spec rules and writes nothing on failure', async () => {
    const [before] = await t.db.select({ n: sql<number>`count(*)::int` }).from(users);
    const cases: [Record<string, unknown>, string][] = [
      [{ first_name: '' }, 'First Name is required'],
      [{ first_name: 'x'.repeat(21) }, 'First Name must be at most 20 characters'],
      [{ last_name: 'x'.repeat(21) }, 'Last Name must be at most 20 characters'],
      [{ email: '' }, 'Email is required'],
      [{ email: 'not-an-email' }, 'Invalid Email'],
      [{ email: `${'x'.repeat(30)}@example.com` }, 'Email must be at most 35 characters'],
      [{ username: '   ' }, 'Username is required'],
      [{ username: 'x'.repeat(31) }, 'Username must be at most 30 characters'],
      [{ gender: undefined }, 'Gender is required'],
      [{ phone_number: '' }, 'Phone No is required'],
      [{ phone_number: '555-1234' }, 'Phone No must be in the format 999-999-9999'],
      [{ role_id: undefined }, 'Role Title is required'],
      [{ address: 'x'.repeat(61) }, 'Address must be at most 60 characters'],
      [{ is_admin: true }, 'Unknown field(s): is_admin.'],
    ];
    for (const [change, message] of cases) {
      const answer = await t.call(
        'user/save',
        { ...newUser, email: 'fresh@factordesk.test', username: 'fresh', role_id: staffRoleId, ...change },
        admin,
      );
      expect({ change, code: answer.statusCode, message: answer.body.message }).toEqual({
        change,
        code: 400,
        message,
      });
    }
    const [after] = await t.db.select({ n: sql<number>`count(*)::int` }).from(users);
    expect(after?.n).toBe(before?.n);
  });

  it('offers only active staff roles', async () => {
    const client = await t.call(
      'user/save',
      { ...newUser, email: 'c2@factordesk.test', username: 'c2', role_id: await roleIdOf('client') },
      admin,
    );
    expect(client.statusCode).toBe(400);
    expect(client.body.message).toBe('Choose an active role other than Client, Debtor or Broker.');
    const [inactive] = await t.db
      .insert(roles)
      .values({ roleName: 'Retired Desk', roleType: 'custom', isActive: false })
      .returning();
    const answer = await t.call(
      'user/save',
      { ...newUser, email: 'c3@factordesk.test', username: 'c3', role_id: inactive!.id },
      admin,
    );
    expect(answer.statusCode).toBe(400);
  });

  it('edits a user by sso_id but keeps email and username locked', async () => {
    const [row] = (await list({ search_text: 'morgan.ledger' })).data;
    const base = { ...newUser, sso_id: row!.sso_id, username: 'morganledger', role_id: staffRoleId };
    const renamed = await t.call('user/save', { ...base, first_name: 'Morgana' }, admin);
    expect(renamed.statusCode).toBe(200);
    expect((renamed.body.user as UserRow).full_name).toBe('Morgana Ledger');
    const email = await t.call('user/save', { ...base, email: 'new@factordesk.test' }, admin);
    expect(email.statusCode).toBe(400);
    expect(email.body.message).toBe('Email cannot be changed once the user is created.');
    const username = await t.call('user/save', { ...base, username: 'someoneelse' }, admin);
    expect(username.statusCode).toBe(400);
    const missing = await t.call(
      'user/save',
      { ...base, sso_id: '00000000-0000-4000-8000-000000000000' },
      admin,
    );
    expect(missing.statusCode).toBe(404);
  });

  it('lets only a holder of the disclosure flag grant it, and never more rights than the caller holds', async () => {
    const desk = await userWithRights('Desk', ['view_user_profiles', 'add_new_user', 'user_status_change']);
    const deskRole = (await t.db.select().from(users).where(eq(users.username, 'desk')))[0]!.roleId;
    const body = { ...newUser, email: 'flag@factordesk.test', username: 'flag', role_id: deskRole };
    const flagged = await t.call('user/save', { ...body, sensitive_information_disclosure: true }, desk);
    expect(flagged.statusCode).toBe(409);
    expect(flagged.body.message).toBe(
      'Only a user allowed to see sensitive information may change that permission.',
    );
    const adminRole = await t.call('user/save', { ...body, role_id: await roleIdOf('admin') }, desk);
    expect(adminRole.statusCode).toBe(409);
    expect((await t.call('user/save', body, desk)).statusCode).toBe(200);
    const byAdmin = await t.call(
      'user/save',
      { ...body, email: 'flag2@factordesk.test', username: 'flag2', sensitive_information_disclosure: true },
      admin,
    );
    expect((byAdmin.body.user as UserRow).sensitive_information_disclosure).toBe(true);
    // Nor may the desk switch off someone who holds more than it does.
    const [adminRow] = (await list({ search_text: 'admin@factordesk' })).data;
    expect((await t.call('user/set_status', { sso_id: adminRow!.sso_id, status: 0 }, desk)).statusCode).toBe(
      409,
    );
  });

  it('deactivating a user ends their sessions at once; inactive users leave the default list', async () => {
    const token = await t.signIn('analyst@factordesk.test');
    expect((await t.call('user/get_user_details', {}, token)).statusCode).toBe(200);
    const [analyst] = (await list({ search_text: 'analyst@' })).data;
    const off = await t.call('user/set_status', { sso_id: analyst!.sso_id, status: 0 }, admin);
    expect(off.statusCode).toBe(200);
    expect((await t.call('user/get_user_details', {}, token)).statusCode).toBe(401);
    expect((await list({ search_text: 'analyst@' })).total).toBe(0);
    const withInactive = await list({ search_text: 'analyst@', status: 'all' });
    expect(withInactive.data[0]).toMatchObject({ is_active: false, account_status: 'inactive' });
    expect((await list({ search_text: 'analyst@', status: 0 })).total).toBe(1);
    expect((await t.call('user/set_status', { sso_id: analyst!.sso_id, status: 1 }, admin)).statusCode).toBe(
      200,
    );
    expect(
      (await t.call('login', { email: 'analyst@factordesk.test', password: 'Factor#2026' })).statusCode,
    ).toBe(200);
  });

  it('does not let a user deactivate themself', async () => {
    const [me] = (await list({ search_text: 'admin@factordesk' })).data;
    const answer = await t.call('user/set_status', { sso_id: me!.sso_id, status: 0 }, admin);
    expect(answer.statusCode).toBe(400);
    expect(answer.body.message).toBe('You cannot deactivate your own account.');
  });

  it('resends an invite only to a user without a password, and not within a day', async () => {
    const [morgan] = (await list({ search_text: 'morgan.ledger' })).data;
    const early = await t.call('user/resend_invite', { sso_id: morgan!.sso_id }, admin);
    expect(early.statusCode).toBe(400);
    expect(early.body.message).toContain('1 day');
    clock.advance(24 * 60 * 60 * 1000 + 60_000);
    admin = await t.signIn('admin@factordesk.test');
    const mailsBefore = (await t.mailsTo(newUser.email)).length;
    const again = await t.call('user/resend_invite', { sso_id: morgan!.sso_id }, admin);
    expect(again.statusCode).toBe(200);
    expect(await t.mailsTo(newUser.email)).toHaveLength(mailsBefore + 1);
    const [ca] = (await list({ search_text: 'ca@factordesk' })).data;
    const withPassword = await t.call('user/resend_invite', { sso_id: ca!.sso_id }, admin);
    expect(withPassword.statusCode).toBe(400);
    expect(withPassword.body.message).toBe('This user has already set a password; no invite is needed.');
  });

  it('reassigns staff users to another role', async () => {
    const [morgan] = (await list({ search_text: 'morgan.ledger' })).data;
    const analystRole = await roleIdOf('credit_analyst');
    const moved = await t.call('user/assign', { role_id: analystRole, users: [morgan!.sso_id] }, admin);
    expect(moved.statusCode).toBe(200);
    expect((await list({ search_text: 'morgan.ledger' })).data[0]?.role_name).toBe('Credit Analyst');
    const [client] = (await list({ search_text: 'client@' })).data;
    const party = await t.call('user/assign', { role_id: analystRole, users: [client!.sso_id] }, admin);
    expect(party.statusCode).toBe(400);
  });

  it('lists the time zones a profile may pick', async () => {
    const answer = await t.call('user/time_zones', {}, admin);
    expect(answer.statusCode).toBe(200);
    const names = (answer.body.codes as { name: string }[]).map((z) => z.name);
    expect(names).toContain('America/New_York');
    expect(names.length).toBeGreaterThan(300);
  });
});
