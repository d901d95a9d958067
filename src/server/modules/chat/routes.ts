import type { FastifyInstance } from 'fastify';
import { chatEndpoints as endpoints, type ChatEvent } from '../../../shared/contract/chat';
import { chatMessages } from '../../../shared/messages/chat';
import type { Deps } from '../../deps';
import { endpointRegistrar } from '../../http/route';
import { fetchChats, fetchConversation, saveChat, searchRecipients } from './service';

/** Registers the calls of src/shared/contract/chat.ts; a message rings 'chat' in both parties' tabs. */
export function registerChatRoutes(app: FastifyInstance, deps: Deps): void {
  const route = endpointRegistrar(app, deps.authenticate);
  const now = () => deps.clock.now();

  route(endpoints.fetchChats, async ({ body, caller }) => ({
    chats: await fetchChats(deps.db, caller, body),
  }));

  route(endpoints.fetchConversation, async ({ body, caller }) => {
    const read = await deps.db.transaction((tx) => fetchConversation(tx, caller, body, now()));
    // The caller's other tabs take the unread marks off.
    if (read.marked > 0)
      deps.realtime.emitToUser(caller.userId, 'chat', { message: null } satisfies ChatEvent);
    return { conversation: read.page };
  });

  route(endpoints.save, async ({ body, caller }) => {
    const chat = await deps.db.transaction((tx) => saveChat(tx, caller, body, now()));
    const event: ChatEvent = { message: chat };
    deps.realtime.emitToUser(chat.receiver_id, 'chat', event);
    deps.realtime.emitToUser(chat.sender_id, 'chat', event);
    return { message: chatMessages.sent, chat };
  });

  route(endpoints.recipients, async ({ body, caller }) => ({
    recipients: await searchRecipients(deps.db, caller, body),
  }));
}
