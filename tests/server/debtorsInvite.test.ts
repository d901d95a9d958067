import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { roles, users } from '../../src/server/db/schema';
import type { Debtor } from '../../src/shared/contract/debtors';
import { contact, debtorForm, startDebtorBook, type DebtorBook } from './debtorsBook';

const day = 24 * 60 * 60 * 1000;
const newPassword = 'Contact#2026';

/** Invite Debtor and Resend Invite (spec part 2 §4, §9; part 1 §5 set password). */
describe('inviting debtor contacts', () => {
  let b: DebtorBook;
  let debtor: Debtor;

  async function reload(): Promise<Debtor> {
    const answer = await b.t.call(
      'debtor/details',
      { prospect_id: debtor.prospect_id, id: debtor.id },
      b.tokens.ca,
    );
    return answer.body.debtor as Debtor;
  }
  const pocId = (email: string) => debtor.pocs.find((poc) => poc.email === email)?.id ?? 0;
  async function linkIn(email: string): Promise<string> {
    const [mail] = await b.t.mailsTo(email);
    const token = mail?.text.match(/http:\/\/localhost:3000\/setpassword\/([\w-]+)/)?.[1];
    if (!token) throw new Error(`no invite link for ${email}`);
    return token;
  }

  beforeAll(async () => {
    b = await startDebtorBook();
    const form = debtorForm(b.clients.cedar, {
      pocs: [
        contact('ruth@quarry.example', { first_name: 'Ruth' }),
        contact('abe@quarry.example', { first_name: 'Abe' }),
      ],
    });
    const saved = await b.t.call('debtor/save', form, b.tokens.ca);
    debtor = { id: Number(saved.body.id), prospect_id: b.clients.cedar } as Debtor;
    debtor = await reload();
  });
  afterAll(async () => {
    await b.t.close();
  });

  it('makes a Debtor-role user per contact who sets a password through the mailed link and signs in', async () => {
    const answer = await b.t.call(
      'debtor/invite',
      { poc_ids: [pocId('ruth@quarry.example'), pocId('abe@quarry.example')] },
      b.tokens.ca,
    );
    expect(answer).toEqual({
      statusCode: 200,
      body: { status: true, message: 'Invites have been sent to 2 contacts.' },
    });

    const [ruth] = await b.t.db
      .select({ user: users, roleType: roles.roleType })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(eq(users.email, 'ruth@quarry.example'));
    expect(ruth).toMatchObject({
      roleType: 'debtor',
      user: { debtorId: debtor.id, passwordHash: null, firstName: 'Ruth', isActive: true },
    });
    debtor = await reload();
    expect(debtor.pocs[0]).toMatchObject({
      user_id: ruth?.user.id,
      invite_send_date: b.clock.now().toISOString(),
    });
    expect(debtor.users.find((user) => user.email === 'ruth@quarry.example')).toMatchObject({
      has_password: false,
    });

    const token = await linkIn('ruth@quarry.example');
    const set = await b.t.call('user/save_password', { token, password: newPassword });
    expect(set.statusCode).toBe(200);
    const signedIn = await b.t.signIn('ruth@quarry.example', newPassword);
    const me = await b.t.call('user/get_user_details', {}, signedIn);
    expect(me.body.user).toMatchObject({ role: { role_type: 'debtor' }, debtor_id: debtor.id });
    debtor = await reload();
    expect(debtor.users.find((user) => user.email === 'ruth@quarry.example')).toMatchObject({
      has_password: true,
    });
  });

  it('resends only a day after the last invite, and never to an email that has a password', async () => {
    const abe = pocId('abe@quarry.example');
    const early = await b.t.call(
      'debtor/resend_invite',
      { id: abe, email: 'abe@quarry.example' },
      b.tokens.ca,
    );
    expect(early).toMatchObject({
      statusCode: 409,
      body: {
        message:
          'An invite was sent to abe@quarry.example less than a day ago. It can be sent again 1 day after the last one.',
      },
    });
    const inviteAgain = await b.t.call('debtor/invite', { poc_ids: [abe] }, b.tokens.ca);
    expect(inviteAgain.statusCode).toBe(409);

    await b.advance(day);
    const mailsBefore = (await b.t.mailsTo('abe@quarry.example')).length;
    const stale = await b.t.call(
      'debtor/resend_invite',
      { id: abe, email: 'old@quarry.example' },
      b.tokens.ca,
    );
    expect(stale.body.message).toBe("This contact's email has changed. Please refresh and try again.");
    const later = await b.t.call(
      'debtor/resend_invite',
      { id: abe, email: 'ABE@quarry.example' },
      b.tokens.ca,
    );
    expect(later).toEqual({
      statusCode: 200,
      body: { status: true, message: 'Invite has been sent successfully.' },
    });
    expect(await b.t.mailsTo('abe@quarry.example')).toHaveLength(mailsBefore + 1);

    const ruth = pocId('ruth@quarry.example');
    const withPassword = await b.t.call(
      'debtor/resend_invite',
      { id: ruth, email: 'ruth@quarry.example' },
      b.tokens.ca,
    );
    expect(withPassword).toMatchObject({
      statusCode: 409,
      body: { message: 'ruth@quarry.example has already set a password; no invite is needed.' },
    });
    // A batch holding one that may not be invited sends nothing.
    const mailsToAbe = (await b.t.mailsTo('abe@quarry.example')).length;
    await b.advance(day);
    const batch = await b.t.call('debtor/invite', { poc_ids: [abe, ruth] }, b.tokens.ca);
    expect(batch.statusCode).toBe(409);
    expect(await b.t.mailsTo('abe@quarry.example')).toHaveLength(mailsToAbe);
  });

  it('resends only to a contact invited before', async () => {
    const saved = await b.t.call(
      'debtor/save',
      debtorForm(b.clients.cedar, { pocs: [contact('never@quarry.example')] }),
      b.tokens.ca,
    );
    const fresh = (
      await b.t.call('debtor/details', { prospect_id: b.clients.cedar, id: saved.body.id }, b.tokens.ca)
    ).body.debtor as Debtor;
    const answer = await b.t.call(
      'debtor/resend_invite',
      { id: fresh.pocs[0]?.id, email: 'never@quarry.example' },
      b.tokens.ca,
    );
    expect(answer).toMatchObject({
      statusCode: 409,
      body: { message: 'No invite was sent to this contact yet.' },
    });
  });

  it("refuses an email another user holds, a client user's invite, and a contact the caller cannot see", async () => {
    const saved = await b.t.call(
      'debtor/save',
      debtorForm(b.clients.acme, { pocs: [contact('analyst@factordesk.test')] }),
      b.tokens.ca,
    );
    const taken = (
      await b.t.call('debtor/details', { prospect_id: b.clients.acme, id: saved.body.id }, b.tokens.ca)
    ).body.debtor as Debtor;
    const pocs = { poc_ids: [taken.pocs[0]?.id] };
    expect(await b.t.call('debtor/invite', pocs, b.tokens.ca)).toMatchObject({
      statusCode: 409,
      body: { message: 'analyst@factordesk.test belongs to another user.' },
    });
    expect(await b.t.call('debtor/invite', pocs, b.tokens.client)).toMatchObject({
      statusCode: 409,
      body: { message: 'Debtor contacts are invited by staff.' },
    });
    expect((await b.t.call('debtor/invite', { poc_ids: [987654] }, b.tokens.ca)).statusCode).toBe(404);
  });

  it('a removed contact signs in no more, and its sessions end', async () => {
    debtor = await reload();
    const [ruth, abe] = debtor.pocs;
    const abeLink = await linkIn(abe?.email ?? '');
    expect((await b.t.call('user/save_password', { token: abeLink, password: newPassword })).statusCode).toBe(
      200,
    );
    const abeSession = await b.t.signIn('abe@quarry.example', newPassword);
    const ruthSession = await b.t.signIn('ruth@quarry.example', newPassword);
    const withoutAbe = {
      id: debtor.id,
      prospect_id: debtor.prospect_id,
      debtor_name: debtor.legal_name,
      country_phone_code: '+1',
      phone: debtor.phone,
      country_fax_code: '+1',
      fax: '',
      email: debtor.email,
      address: debtor.address,
      zip: debtor.zip,
      state: debtor.state,
      city: debtor.city,
      credit_limit: debtor.credit_limit,
      optional_comments: '',
      industry: debtor.industry,
      industry_id: debtor.industry_id,
      pocs: [
        { ...contact(ruth?.email ?? '', { first_name: 'Ruth' }), id: ruth?.id },
        contact('zed@quarry.example'),
      ],
    };
    expect((await b.t.call('debtor/save', withoutAbe, b.tokens.ca)).statusCode).toBe(200);
    expect((await b.t.call('user/get_user_details', {}, abeSession)).statusCode).toBe(401);
    expect((await b.t.call('login', { email: 'abe@quarry.example', password: newPassword })).statusCode).toBe(
      401,
    );
    expect((await b.t.call('user/get_user_details', {}, ruthSession)).statusCode).toBe(200);
  });
});
