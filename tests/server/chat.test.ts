import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { chatMessages, users } from '../../src/server/db/schema';
import { chatMessages as M } from '../../src/shared/messages/chat';
import { startTestApp, type TestApp } from './harness';

type Page<T> = { data: T[]; total: number; last_page: number };
interface Item {
  participant_id: string;
  name: string;
  message: string;
  unread: number;
}
interface Message {
  id: number;
  sender_id: string;
  receiver_id: string;
  message: string;
  read_at: string | null;
}

/**
 * Chat (docs/decisions/0035-chat.md): who may write to whom, cut on the server; the list, a
 * conversation in pages, unread marks; blank and control characters refused; the socket rings.
 */
describe('chat', () => {
  let t: TestApp;
  const token: Record<string, string> = {};
  const id: Record<string, string> = {};
  const rung: { userId: string; payload: unknown }[] = [];

  beforeAll(async () => {
    t = await startTestApp({ demoBook: true });
    const original = t.deps.realtime.emitToUser.bind(t.deps.realtime);
    t.deps.realtime.emitToUser = (userId, event, payload) => {
      if (event === 'chat') rung.push({ userId, payload });
      original(userId, event, payload);
    };
    for (const who of ['admin', 'client', 'debtor', 'broker']) {
      token[who] = await t.signIn(`${who}@factordesk.test`);
      id[who] = (
        await t.db
          .select()
          .from(users)
          .where(eq(users.email, `${who}@factordesk.test`))
      )[0]!.id;
    }
  });
  afterAll(async () => t.close());

  const call = (path: string, body: unknown, who: string) => t.call(`chat/${path}`, body, token[who]);
  const recipientsOf = async (who: string, search_text = '') =>
    (
      (await call('recipients', { search_text }, who)).body.recipients as Page<{
        id: string;
        role_Name: string;
      }>
    ).data;
  const count = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(chatMessages))[0]!.n;

  it('seeds a conversation between the demo client and its debtor, the last message unread', async () => {
    const answer = await call('fetch_chats', {}, 'client');
    expect(answer.statusCode).toBe(200);
    const chats = (answer.body.chats as Page<Item>).data;
    expect(chats).toHaveLength(1);
    expect(chats[0]).toMatchObject({
      participant_id: id.debtor,
      unread: 1,
      message: 'Payment is scheduled for Friday by ACH.',
    });
  });

  it('offers a client only its debtors and a debtor only its clients', async () => {
    const ofClient = await recipientsOf('client');
    expect(ofClient.map((r) => r.id)).toContain(id.debtor);
    expect(ofClient.every((r) => r.role_Name.length > 0)).toBe(true);
    expect(ofClient.map((r) => r.id)).not.toContain(id.admin);
    expect(ofClient.map((r) => r.id)).not.toContain(id.broker);
    const ofDebtor = await recipientsOf('debtor');
    expect(ofDebtor.map((r) => r.id)).toEqual([id.client]);
    const ofBroker = await recipientsOf('broker');
    expect(ofBroker.map((r) => r.id)).toContain(id.admin);
    expect(ofBroker.map((r) => r.id)).not.toContain(id.client);
    const ofAdmin = await recipientsOf('admin');
    expect(ofAdmin.map((r) => r.id)).toEqual(expect.arrayContaining([id.client, id.debtor, id.broker]));
    expect(ofAdmin.map((r) => r.id)).not.toContain(id.admin);
    expect(await recipientsOf('admin', 'zzz-nobody')).toEqual([]);
  });

  it('refuses a recipient one may not write to with 404, and changes nothing', async () => {
    const before = await count();
    for (const [who, to] of [
      ['client', 'admin'],
      ['client', 'broker'],
      ['debtor', 'broker'],
      ['broker', 'client'],
      ['admin', 'admin'],
    ] as const) {
      const answer = await call('save', { receiver_id: id[to], message: 'Hello' }, who);
      expect(answer.statusCode, `${who} to ${to}`).toBe(404);
    }
    const forged = await call(
      'save',
      { receiver_id: '00000000-0000-4000-8000-000000000000', message: 'Hi' },
      'admin',
    );
    expect(forged.statusCode).toBe(404);
    const stranger = await call('fetch_conversation', { chatter_id: id.admin }, 'debtor');
    expect(stranger.statusCode).toBe(404);
    expect(await count()).toBe(before);
  });

  it('refuses blank messages, control characters and unknown fields with 400', async () => {
    const before = await count();
    for (const body of [
      { receiver_id: id.debtor, message: '' },
      { receiver_id: id.debtor, message: '   \n  ' },
      { receiver_id: id.debtor, message: 'bell\u0007' },
      { receiver_id: id.debtor, message: 'x'.repeat(1001) },
      { receiver_id: 'not-a-user', message: 'Hi' },
      { receiver_id: id.debtor, message: 'Hi', sender_id: id.admin },
    ]) {
      expect((await call('save', body, 'client')).statusCode).toBe(400);
    }
    expect((await call('fetch_chats', { search_text: 'a\u0000b' }, 'client')).statusCode).toBe(400);
    expect(await count()).toBe(before);
  });

  it('sends a message, rings both parties and marks it unread until the receiver opens it', async () => {
    rung.length = 0;
    const answer = await call(
      'save',
      { receiver_id: id.client, message: '  Remittance attached.  ' },
      'debtor',
    );
    expect(answer.body).toMatchObject({ status: true, message: M.sent });
    const chat = answer.body.chat as Message;
    expect(chat.message).toBe('Remittance attached.');
    expect(rung.map((r) => r.userId).sort()).toEqual([id.client, id.debtor].sort());
    const list = (await call('fetch_chats', {}, 'client')).body.chats as Page<Item>;
    expect(list.data[0]).toMatchObject({
      participant_id: id.debtor,
      unread: 2,
      message: 'Remittance attached.',
    });
    // The sender has nothing unread.
    const theirs = (await call('fetch_chats', {}, 'debtor')).body.chats as Page<Item>;
    expect(theirs.data[0]).toMatchObject({ participant_id: id.client, unread: 0 });

    rung.length = 0;
    const opened = await call('fetch_conversation', { chatter_id: id.debtor }, 'client');
    const conversation = opened.body.conversation as Page<Message>;
    expect(conversation.data.at(-1)!.id).toBe(chat.id);
    expect(rung).toEqual([{ userId: id.client, payload: { message: null } }]);
    const after = (await call('fetch_chats', {}, 'client')).body.chats as Page<Item>;
    expect(after.data[0]!.unread).toBe(0);
    // Opening again marks nothing and rings nothing.
    rung.length = 0;
    await call('fetch_conversation', { chatter_id: id.debtor }, 'client');
    expect(rung).toEqual([]);
  });

  it('pages a conversation newest first, each page oldest to newest', async () => {
    for (let i = 1; i <= 12; i++) {
      expect((await call('save', { receiver_id: id.broker, message: `Note ${i}` }, 'admin')).statusCode).toBe(
        200,
      );
    }
    const first = (await call('fetch_conversation', { chatter_id: id.broker, per_page: 10 }, 'admin')).body
      .conversation as Page<Message>;
    expect(first.total).toBe(12);
    expect(first.last_page).toBe(2);
    expect(first.data.map((m) => m.message)).toEqual(Array.from({ length: 10 }, (_, i) => `Note ${i + 3}`));
    const second = (await call('fetch_conversation', { chatter_id: id.broker, page: 2 }, 'admin')).body
      .conversation as Page<Message>;
    expect(second.data.map((m) => m.message)).toEqual(['Note 1', 'Note 2']);
    // The broker may answer staff, and sees the conversation.
    expect((await call('save', { receiver_id: id.admin, message: 'Thanks' }, 'broker')).statusCode).toBe(200);
  });

  it('searches the list by name and message, with % matching itself', async () => {
    const byName = (await call('fetch_chats', { search_text: 'Dan' }, 'client')).body.chats as Page<Item>;
    expect(byName.data.map((c) => c.participant_id)).toEqual([id.debtor]);
    const byText = (await call('fetch_chats', { search_text: 'remittance' }, 'client')).body
      .chats as Page<Item>;
    expect(byText.data).toHaveLength(1);
    const none = (await call('fetch_chats', { search_text: '%' }, 'client')).body.chats as Page<Item>;
    expect(none.data).toEqual([]);
  });

  it('keeps both of two concurrent messages', async () => {
    const before = await count();
    const answers = await Promise.all([
      call('save', { receiver_id: id.debtor, message: 'One' }, 'client'),
      call('save', { receiver_id: id.debtor, message: 'Two' }, 'client'),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(await count()).toBe(before + 2);
  });

  it('answers 401 without a session', async () => {
    expect((await t.call('chat/fetch_chats', {})).statusCode).toBe(401);
  });
});
