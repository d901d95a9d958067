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

describe('dev/mails with dev pages on', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  it('lists sent mails newest first, without a token', async () => {
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
    const answer = await t.call('dev/mails');
    expect(answer.statusCode).toBe(200);
    const mails = answer.body.mails as Mail[];
    expect(mails.slice(0, 2).map((m) => m.subject)).toEqual(['Second', 'First']);
    expect(mails[0]).toMatchObject({ to: 'Second@Example.test', text: 'Hello', html: '<p>Hello</p>' });
    expect(mails[1]?.html).toBeNull();
    expect(Number.isNaN(Date.parse(mails[0]?.created_at ?? ''))).toBe(false);
  });

  it('filters by recipient, ignoring letter case', async () => {
    const answer = await t.call('dev/mails', { to: 'second@example.test' });
    expect((answer.body.mails as Mail[]).map((m) => m.subject)).toEqual(['Second']);
  });

  it('lists at most 100', async () => {
    await t.db
      .insert(mailOutbox)
      .values(
        Array.from({ length: 105 }, (_, n) => ({ to: 'bulk@example.test', subject: `Bulk ${n}`, text: '' })),
      );
    const answer = await t.call('dev/mails', {});
    expect(answer.body.mails as Mail[]).toHaveLength(100);
  });

  it('refuses unknown fields', async () => {
    expect((await t.call('dev/mails', { limit: 5 })).statusCode).toBe(400);
  });
});

describe('dev/mails with dev pages off', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ env: { DEV_PAGES: 'off' } });
  });

  afterAll(async () => {
    await t.close();
  });

  it('answers 404 as if it did not exist', async () => {
    await t.deps.mail.send({ to: 'someone@example.test', subject: 'Secret', text: 'Link' });
    const answer = await t.call('dev/mails');
    expect(answer.statusCode).toBe(404);
    expect(answer.body).toEqual({ status: false, message: messages.http.notFound });
  });
});
