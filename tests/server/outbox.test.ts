import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/server/db/schema';
import { messages } from '../../src/shared/messages';
import { startTestApp, type TestApp } from './harness';

type Mail = {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  created_at: string;
};

describe('the outbox without a mail server', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    // As `npm start` runs: no NODE_ENV, no SMTP_URL.
    t = await startTestApp({ env: { NODE_ENV: 'development' } });
    admin = await t.signIn('admin@factordesk.test');
  });

  afterAll(async () => {
    await t.close();
  });

  it('gives no one without a token the reset code of another account', async () => {
    const asked = await t.call('user/send_email', { email: 'ca@factordesk.test' });
    expect(asked.statusCode).toBe(200);
    const [sent] = await t.mailsTo('ca@factordesk.test');
    expect(sent?.subject).toBeDefined();

    const anonymous = await t.call('outbox/fetch', { to: 'ca@factordesk.test' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).toEqual({ status: false, message: messages.http.unauthorized });
    expect(JSON.stringify(anonymous.body)).not.toContain(sent?.text ?? '');
    // The old open address is gone too.
    expect((await t.call('dev/mails', { to: 'ca@factordesk.test' })).statusCode).toBe(404);
  });

  it('answers 403 to signed-in users without the outbox right, AdminNew and the parties included', async () => {
    for (const email of [
      'adminnew@factordesk.test',
      'ca@factordesk.test',
      'client@factordesk.test',
      'debtor@factordesk.test',
      'broker@factordesk.test',
    ]) {
      const answer = await t.call('outbox/fetch', {}, await t.signIn(email));
      expect({ email, code: answer.statusCode }).toEqual({ email, code: 403 });
      expect(answer.body.mails).toBeUndefined();
    }
  });

  it('lists sent mails newest first to an Admin', async () => {
    await t.deps.mail.send({
      to: 'first@example.test',
      subject: 'First',
      text: 'Open http://localhost:3000/setpassword/abc',
    });
    await t.deps.mail.send({
      to: 'Second@Example.test',
      subject: 'Second',
      text: 'Hello',
      html: '<p>Hello</p>',
    });
    const answer = await t.call('outbox/fetch', {}, admin);
    expect(answer.statusCode).toBe(200);
    const mails = answer.body.mails as Mail[];
    expect(mails.slice(0, 2).map((m) => m.subject)).toEqual(['Second', 'First']);
    expect(mails[0]).toMatchObject({ to: 'Second@Example.test', text: 'Hello', html: '<p>Hello</p>' });
    expect(mails[1]?.html).toBeNull();
    expect(Number.isNaN(Date.parse(mails[0]?.created_at ?? ''))).toBe(false);
  });

  it('filters by recipient, ignoring letter case', async () => {
    const answer = await t.call('outbox/fetch', { to: 'second@example.test' }, admin);
    expect((answer.body.mails as Mail[]).map((m) => m.subject)).toEqual(['Second']);
  });

  it('lists at most 100', async () => {
    await t.db
      .insert(mailOutbox)
      .values(
        Array.from({ length: 105 }, (_, n) => ({ to: 'bulk@example.test', subject: `Bulk ${n}`, text: '' })),
      );
    const answer = await t.call('outbox/fetch', {}, admin);
    expect(answer.body.mails as Mail[]).toHaveLength(100);
  });

  it('refuses unknown fields and overlong addresses', async () => {
    expect((await t.call('outbox/fetch', { limit: 5 }, admin)).statusCode).toBe(400);
    expect((await t.call('outbox/fetch', { to: 'x'.repeat(101) }, admin)).statusCode).toBe(400);
  });

  it('tells the browser of the outbox right, so the screen and its menu entry show', async () => {
    const details = await t.call('user/get_user_details', {}, admin);
    expect((details.body.user as { rights: string[] }).rights).toContain('view_outbox');
  });
});

describe('the outbox with a mail server set', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ env: { SMTP_URL: 'smtp://mail.example.test:587' } });
  });

  afterAll(async () => {
    await t.close();
  });

  it('is not offered: the call answers 404 even to an Admin, and the right is not reported', async () => {
    await t.db.insert(mailOutbox).values({ to: 'someone@example.test', subject: 'Secret', text: 'Link' });
    const admin = await t.signIn('admin@factordesk.test');
    const answer = await t.call('outbox/fetch', {}, admin);
    expect(answer.statusCode).toBe(404);
    expect(answer.body).toEqual({ status: false, message: messages.http.notFound });
    expect((await t.call('outbox/fetch')).statusCode).toBe(404);
    const details = await t.call('user/get_user_details', {}, admin);
    const rights = (details.body.user as { rights: string[] }).rights;
    expect(rights).not.toContain('view_outbox');
    expect(rights).toContain('view_roles_rights');
  });
});
