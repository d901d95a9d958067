import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { desc, eq, ne } from 'drizzle-orm';
import { auditTrail, prospects, roles, users } from '../../src/server/db/schema';
import { prospectStatuses } from '../../src/shared/constants';
import type { ClientUserRow } from '../../src/shared/contract/clientProfile';
import { grantRole, startDebtorBook, type DebtorBook } from './debtorsBook';

const day = 24 * 60 * 60 * 1000;
const newPassword = 'Client#2026';

let serial = 0;
function invite(prospectId: number, overrides: Record<string, unknown> = {}) {
  serial += 1;
  return {
    prospect_id: prospectId,
    first_name: 'Mira',
    last_name: 'Stone',
    email: `mira${serial}@bayside.example`,
    country_phone_code: '+1',
    phone_number: '214-555-0101',
    ...overrides,
  };
}

/** The Client Users tab of the Edit Client page (spec part 1 §3, §4, §7 clients). */
describe('client users', () => {
  let b: DebtorBook;

  const list = async (prospectId: number, token = b.tokens.ca, extra: Record<string, unknown> = {}) =>
    b.t.call('client/fetch/client_users', { prospect_id: prospectId, ...extra }, token);
  const rowOf = async (prospectId: number, email: string): Promise<ClientUserRow | undefined> => {
    const answer = await list(prospectId);
    return (answer.body.data as ClientUserRow[]).find((row) => row.email === email);
  };
  async function linkIn(email: string): Promise<string> {
    const [mail] = await b.t.mailsTo(email);
    const token = mail?.text.match(/http:\/\/localhost:3000\/setpassword\/([\w-]+)/)?.[1];
    if (!token) throw new Error(`no invite link for ${email}`);
    return token;
  }

  beforeAll(async () => {
    b = await startDebtorBook();
  });
  afterAll(async () => {
    await b.t.close();
  });

  it('invites a pending Client-role user of the company, who sets a password from the mail and signs in', async () => {
    const form = invite(b.clients.bayside, { email: 'Mira.Stone@Bayside.example' });
    const answer = await b.t.call('client/invite', form, b.tokens.ca);
    expect(answer.statusCode).toBe(200);
    expect(answer.body.message).toMatch(/^Invite has been sent successfully\./);
    expect(answer.body.user).toMatchObject({
      first_name: 'Mira',
      email: 'Mira.Stone@Bayside.example',
      username: 'mira.stone@bayside.example',
      phone_number: '2145550101',
      account_status: 'pending',
      has_password: false,
    });

    const [stored] = await b.t.db
      .select({ user: users, roleType: roles.roleType })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(eq(users.email, 'Mira.Stone@Bayside.example'));
    expect(stored).toMatchObject({
      roleType: 'client',
      user: { companyId: b.clients.bayside, passwordHash: null, isActive: true },
    });
    expect(await rowOf(b.clients.bayside, 'Mira.Stone@Bayside.example')).toMatchObject({
      account_status: 'pending',
    });

    const token = await linkIn('Mira.Stone@Bayside.example');
    expect((await b.t.call('user/save_password', { token, password: newPassword })).statusCode).toBe(200);
    const signedIn = await b.t.signIn('mira.stone@bayside.example', newPassword);
    const me = await b.t.call('user/get_user_details', {}, signedIn);
    expect(me.body.user).toMatchObject({ role: { role_type: 'client' }, company_id: b.clients.bayside });
    expect(await rowOf(b.clients.bayside, 'Mira.Stone@Bayside.example')).toMatchObject({
      account_status: 'active',
      has_password: true,
    });
  });

  it('lists only the named company’s users, searched and paged', async () => {
    const other = invite(b.clients.cedar, { first_name: 'Otto', email: 'otto@cedar.example' });
    expect((await b.t.call('client/invite', other, b.tokens.ca)).statusCode).toBe(200);
    const bayside = await list(b.clients.bayside);
    expect(bayside.statusCode).toBe(200);
    const emails = (bayside.body.data as ClientUserRow[]).map((row) => row.email);
    expect(emails).toContain('Mira.Stone@Bayside.example');
    expect(emails).not.toContain('otto@cedar.example');
    const searched = await list(b.clients.cedar, b.tokens.ca, { search_text: 'OTTO' });
    expect(searched.body).toMatchObject({ total: 1, data: [{ email: 'otto@cedar.example' }] });
  });

  it('resends only while no password is set and a day after the last invite', async () => {
    const form = invite(b.clients.bayside, { email: 'late@bayside.example' });
    const invited = await b.t.call('client/invite', form, b.tokens.ca);
    const ssoId = (invited.body.user as ClientUserRow).sso_id;
    const resend = () =>
      b.t.call('client/resend_invite', { prospect_id: b.clients.bayside, sso_id: ssoId }, b.tokens.ca);

    const early = await resend();
    expect(early).toMatchObject({
      statusCode: 409,
      body: {
        status: false,
        message: 'An invite was sent less than a day ago. It can be sent again 1 day after the last one.',
      },
    });
    expect(await b.t.mailsTo('late@bayside.example')).toHaveLength(1);

    await b.advance(day);
    expect(await resend()).toMatchObject({
      statusCode: 200,
      body: { status: true, message: 'Invite has been sent successfully.' },
    });
    expect(await b.t.mailsTo('late@bayside.example')).toHaveLength(2);

    await b.advance(day);
    const mira = await rowOf(b.clients.bayside, 'Mira.Stone@Bayside.example');
    const withPassword = await b.t.call(
      'client/resend_invite',
      { prospect_id: b.clients.bayside, sso_id: mira?.sso_id },
      b.tokens.ca,
    );
    expect(withPassword).toMatchObject({
      statusCode: 409,
      body: { message: 'This user has already set a password; no invite is needed.' },
    });
  });

  it('Change Status toggles the active flag, and deactivation ends the user’s sessions', async () => {
    const mira = await rowOf(b.clients.bayside, 'Mira.Stone@Bayside.example');
    const session = await b.t.signIn('mira.stone@bayside.example', newPassword);
    const change = (status: 0 | 1) =>
      b.t.call(
        'client/user_status',
        { prospect_id: b.clients.bayside, sso_id: mira?.sso_id, status },
        b.tokens.ca,
      );

    const emit = vi.spyOn(b.t.deps.realtime, 'emitToUser');
    expect(await change(0)).toMatchObject({
      statusCode: 200,
      body: { message: 'User has been deactivated successfully.' },
    });
    // Every open window of the user hears it and signs out, and the audit trail keeps who did it.
    expect(emit.mock.calls.filter(([, event]) => event === 'status_change')).toEqual([
      [mira?.sso_id, 'status_change', { user_id: mira?.sso_id }],
    ]);
    emit.mockRestore();
    const [audited] = await b.t.db.select().from(auditTrail).orderBy(desc(auditTrail.seq)).limit(1);
    expect(audited).toMatchObject({
      kind: 'role_change',
      actor: 'ca@factordesk.test',
      subject: 'client/user_status',
    });
    expect((await b.t.call('user/get_user_details', {}, session)).statusCode).toBe(401);
    expect(await rowOf(b.clients.bayside, 'Mira.Stone@Bayside.example')).toMatchObject({
      is_active: false,
      account_status: 'inactive',
    });
    expect(
      (await b.t.call('login', { email: 'mira.stone@bayside.example', password: newPassword })).statusCode,
    ).not.toBe(200);

    expect(await change(1)).toMatchObject({
      statusCode: 200,
      body: { message: 'User has been activated successfully.' },
    });
    expect(await b.t.signIn('mira.stone@bayside.example', newPassword)).toBeTruthy();
  });

  it('answers 404 for another company’s user, a prospect that is not a client, or an unknown user', async () => {
    const otto = await rowOf(b.clients.cedar, 'otto@cedar.example');
    const crossed = { prospect_id: b.clients.bayside, sso_id: otto?.sso_id };
    expect((await b.t.call('client/user_status', { ...crossed, status: 0 }, b.tokens.ca)).statusCode).toBe(
      404,
    );
    expect((await b.t.call('client/resend_invite', crossed, b.tokens.ca)).statusCode).toBe(404);
    const forged = { prospect_id: b.clients.bayside, sso_id: '00000000-0000-4000-8000-000000000000' };
    expect((await b.t.call('client/resend_invite', forged, b.tokens.ca)).statusCode).toBe(404);
    // A debtor's or staff user is no client user, whatever company it is named with.
    const [admin] = await b.t.db.select().from(users).where(eq(users.email, 'admin@factordesk.test'));
    const staff = { prospect_id: b.clients.bayside, sso_id: admin?.id, status: 0 };
    expect((await b.t.call('client/user_status', staff, b.tokens.ca)).statusCode).toBe(404);

    // A prospect of the demo book that is no client.
    const [prospect] = await b.t.db
      .select({ id: prospects.id })
      .from(prospects)
      .where(ne(prospects.status, prospectStatuses.client))
      .limit(1);
    expect((await list(prospect!.id)).statusCode).toBe(404);
    expect((await b.t.call('client/invite', invite(prospect!.id), b.tokens.ca)).statusCode).toBe(404);
    expect((await list(2_000_000_000)).statusCode).toBe(404);
  });

  it('answers 403 without the right, and a client user reaches its own company only', async () => {
    expect((await b.t.call('client/invite', invite(b.clients.bayside), b.tokens.analyst)).statusCode).toBe(
      403,
    );
    expect((await list(b.clients.acme, b.tokens.client)).statusCode).toBe(403);
    expect((await list(b.clients.acme, b.tokens.debtor)).statusCode).toBe(403);

    await grantRole(b.t, 'client', ['client_users', 'invite_client']);
    expect((await list(b.clients.acme, b.tokens.client)).statusCode).toBe(200);
    expect((await list(b.clients.bayside, b.tokens.client)).statusCode).toBe(404);
    const intoOther = invite(b.clients.bayside);
    expect((await b.t.call('client/invite', intoOther, b.tokens.client)).statusCode).toBe(404);
    const own = await b.t.call(
      'client/invite',
      invite(b.clients.acme, { email: 'colleague@acme.example' }),
      b.tokens.client,
    );
    expect(own.statusCode).toBe(200);
    expect((await rowOf(b.clients.acme, 'colleague@acme.example'))?.account_status).toBe('pending');
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const bad: Record<string, unknown>[] = [
      { email: 'not-an-email' },
      { email: '' },
      { first_name: '' },
      { first_name: 'Mi\u0000ra' },
      { phone_number: '12345' },
      { prospect_id: '1e3' },
      { role_id: 1 },
    ];
    for (const overrides of bad) {
      const answer = await b.t.call('client/invite', invite(b.clients.bayside, overrides), b.tokens.ca);
      expect(answer.statusCode, JSON.stringify(overrides)).toBe(400);
    }
    expect(await b.t.db.select().from(users).where(eq(users.email, 'not-an-email'))).toHaveLength(0);
    const extra = { prospect_id: b.clients.bayside, sso_id: 'x', status: 1 };
    expect((await b.t.call('client/user_status', extra, b.tokens.ca)).statusCode).toBe(400);
    const paging = { prospect_id: b.clients.bayside, page: '1e3' };
    expect((await b.t.call('client/fetch/client_users', paging, b.tokens.ca)).statusCode).toBe(400);
  });

  it('refuses an email already taken with 409, and of two invites of one email one wins', async () => {
    const taken = await b.t.call(
      'client/invite',
      invite(b.clients.bayside, { email: 'ADMIN@factordesk.test' }),
      b.tokens.ca,
    );
    expect(taken).toMatchObject({
      statusCode: 409,
      body: { message: 'ADMIN@factordesk.test already belongs to a user. Invite another email.' },
    });

    const same = () =>
      b.t.call('client/invite', invite(b.clients.cedar, { email: 'twice@cedar.example' }), b.tokens.ca);
    const answers = await Promise.all([same(), same()]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await b.t.db.select().from(users).where(eq(users.email, 'twice@cedar.example'))).toHaveLength(1);
    expect(await b.t.mailsTo('twice@cedar.example')).toHaveLength(1);

    // Two clients at once: the users table's unique email index decides.
    const into = (prospectId: number) =>
      b.t.call('client/invite', invite(prospectId, { email: 'shared@either.example' }), b.tokens.ca);
    const crossed = await Promise.all([into(b.clients.bayside), into(b.clients.cedar)]);
    expect(crossed.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await b.t.db.select().from(users).where(eq(users.email, 'shared@either.example'))).toHaveLength(1);
  });

  it('a terminated client takes no new invite, nor a resent one', async () => {
    await b.t.db
      .update(prospects)
      .set({ terminatedAt: b.clock.now() })
      .where(eq(prospects.id, b.clients.cedar));
    const answer = await b.t.call(
      'client/invite',
      invite(b.clients.cedar, { email: 'closed@cedar.example' }),
      b.tokens.ca,
    );
    expect(answer).toMatchObject({
      statusCode: 409,
      body: { message: 'This client is terminated or deleted; it takes no new invites.' },
    });
    expect(await b.t.mailsTo('closed@cedar.example')).toHaveLength(0);
    const otto = await rowOf(b.clients.cedar, 'otto@cedar.example');
    await b.advance(day);
    const resend = await b.t.call(
      'client/resend_invite',
      { prospect_id: b.clients.cedar, sso_id: otto?.sso_id },
      b.tokens.ca,
    );
    expect(resend.statusCode).toBe(409);
    // Its users are still listed.
    expect((await list(b.clients.cedar)).statusCode).toBe(200);
  });
});
