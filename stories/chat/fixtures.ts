import { chatEndpoints as e, type ChatMessage } from '../../src/shared/contract/chat';
import type { CurrentUser } from '../../src/shared/contract/session';
import { chatMessages as M } from '../../src/shared/messages/chat';
import type { FakeHandler } from '../shell/fakeApi';
import { answeredFor, answering } from '../users/fakeServer';

/**
 * A client's chat: one conversation with its debtor Dan Debtor (12 messages, the newest unread), and
 * Dan as the only recipient Compose Message offers. The fake server pages like the real one: newest
 * page first, each page oldest to newest; a save adds to the conversation.
 */
export const dan = {
  id: '00000000-0000-4000-8000-0000000000d1',
  first_name: 'Dan',
  last_name: 'Debtor',
  role_Name: 'Debtor',
};

export function chatHandlers(user: CurrentUser): Record<string, FakeHandler> {
  const messages: ChatMessage[] = Array.from({ length: 12 }, (_, i) => ({
    id: i + 1,
    sender_id: i % 2 === 0 ? user.id : dan.id,
    receiver_id: i % 2 === 0 ? dan.id : user.id,
    message: `Line ${i + 1}`,
    created_at: new Date(Date.UTC(2026, 10, 25, 9, i)).toISOString(),
    read_at: i === 11 ? null : '2026-11-25T10:00:00.000Z',
  }));
  return {
    [e.fetchChats.path]: answering(e.fetchChats, (body) => {
      const last = messages.at(-1)!;
      const unread = messages.filter((m) => m.receiver_id === user.id && m.read_at === null).length;
      const item = {
        id: last.id,
        name: 'Dan Debtor',
        profile_pic: null,
        message: last.message,
        created_at: last.created_at,
        participant_id: dan.id,
        unread,
      };
      const data =
        body.search_text === '' || 'dan debtor'.includes(body.search_text.toLowerCase()) ? [item] : [];
      return answeredFor(e.fetchChats, user, {
        chats: { data, total: data.length, last_page: 1, current_page: 1 },
      });
    }),
    [e.fetchConversation.path]: answering(e.fetchConversation, (body) => {
      for (const m of messages) if (m.receiver_id === user.id) m.read_at ??= '2026-11-25T11:00:00.000Z';
      const newestFirst = [...messages].reverse();
      const data = newestFirst.slice((body.page - 1) * body.per_page, body.page * body.per_page).reverse();
      return answeredFor(e.fetchConversation, user, {
        conversation: {
          data,
          total: messages.length,
          last_page: Math.ceil(messages.length / body.per_page),
          current_page: body.page,
        },
      });
    }),
    [e.save.path]: answering(e.save, (body) => {
      const chat: ChatMessage = {
        id: messages.length + 1,
        sender_id: user.id,
        receiver_id: body.receiver_id,
        message: body.message,
        created_at: '2026-11-25T12:00:00.000Z',
        read_at: null,
      };
      messages.push(chat);
      return answeredFor(e.save, user, { message: M.sent, chat });
    }),
    [e.recipients.path]: answering(e.recipients, () =>
      answeredFor(e.recipients, user, {
        recipients: { data: [dan], total: 1, last_page: 1, current_page: 1 },
      }),
    ),
  };
}
