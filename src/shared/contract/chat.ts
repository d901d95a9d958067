import { z } from 'zod';
import { chatMessages as M } from '../messages/chat';
import {
  answerWith,
  defineEndpoint,
  FlagSchema,
  MessageAnswerSchema,
  pageOf,
  PageRequestFields,
  SearchTextSchema,
  TextSchema,
} from './endpoint';

/**
 * Chat (spec part 3 §2 Chat, §3 Chat list item, message and recipient, §4 Chat, §5 Chat, §7 Chat;
 * docs/decisions/0035-chat.md). Conversations are between two users; who may write to whom is cut
 * on the server: a client only to its own debtors, a debtor only to its clients, staff to anyone
 * active, a broker to staff. A new message rings the socket's 'chat' event in both parties' tabs.
 */

/** The most characters one message holds. */
export const chatMessageMax = 1000;

/** A user's id (uuid): the chatter, the receiver, a recipient. */
export const ChatUserIdSchema = z.uuid();

/** A message: required, multi-line, without control characters; blank is refused. */
export const ChatMessageTextSchema = TextSchema({
  label: M.message,
  max: chatMessageMax,
  multiline: true,
  required: M.messageRequired,
});

/** Chat list item (spec part 3 §3): the latest message of each conversation, newest first. */
export const ChatListItemSchema = z.object({
  /** The latest message's id. */
  id: z.number().int(),
  name: z.string(),
  profile_pic: z.string().nullable(),
  message: z.string(),
  created_at: z.string(),
  participant_id: z.string(),
  /** Messages of this conversation the caller has not read. */
  unread: z.number().int(),
});
export type ChatListItem = z.infer<typeof ChatListItemSchema>;

/** Chat message (spec part 3 §3). */
export const ChatMessageSchema = z.object({
  id: z.number().int(),
  sender_id: z.string(),
  receiver_id: z.string(),
  message: z.string(),
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/** Chat recipient (spec part 3 §3). */
export const ChatRecipientSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role_Name: z.string(),
});
export type ChatRecipient = z.infer<typeof ChatRecipientSchema>;

const chatPage = {
  page: PageRequestFields.page,
  per_page: z.number().int().min(1).max(100).default(10),
};

export const FetchChatsRequestSchema = z.strictObject({ ...chatPage, search_text: SearchTextSchema });
export const FetchConversationRequestSchema = z.strictObject({ ...chatPage, chatter_id: ChatUserIdSchema });
export const ChatSaveSchema = z.strictObject({
  receiver_id: ChatUserIdSchema,
  message: ChatMessageTextSchema,
});
export type ChatSave = z.infer<typeof ChatSaveSchema>;
export const ChatRecipientSearchSchema = z.strictObject({
  ...chatPage,
  search_text: SearchTextSchema,
  /** Active users only (the spec's status); inactive users are never offered. */
  status: FlagSchema.optional(),
});

/** What the socket's 'chat' event carries: the message, when one was sent; a read mark carries none. */
export const ChatEventSchema = z.object({ message: ChatMessageSchema.nullable() });
export type ChatEvent = z.infer<typeof ChatEventSchema>;

export const chatEndpoints = {
  fetchChats: defineEndpoint({
    path: 'chat/fetch_chats',
    tag: 'chat',
    summary:
      "The caller's conversations: the latest message of each, newest first, with the other party's name and the unread count; searched by name or message",
    access: { all: ['view_chats'] },
    request: FetchChatsRequestSchema,
    response: answerWith({ chats: pageOf(ChatListItemSchema) }),
  }),
  fetchConversation: defineEndpoint({
    path: 'chat/fetch_conversation',
    tag: 'chat',
    summary:
      "One conversation with chatter_id, newest page first (older pages are prepended); the chatter's messages to the caller are marked read; 404 for a user the caller may not see",
    access: { all: ['view_chats'] },
    request: FetchConversationRequestSchema,
    response: answerWith({ conversation: pageOf(ChatMessageSchema) }),
  }),
  save: defineEndpoint({
    path: 'chat/save',
    tag: 'chat',
    summary:
      'Sends a message to receiver_id: a client only to its own debtors, a debtor only to its clients, staff to any active user, a broker to staff (404 otherwise); blank is refused',
    access: { all: ['view_chats'] },
    request: ChatSaveSchema,
    response: MessageAnswerSchema.extend({ chat: ChatMessageSchema }),
  }),
  recipients: defineEndpoint({
    path: 'chat/recipients',
    tag: 'chat',
    summary: 'Compose Message: the active users the caller may write to, searched by name',
    access: { all: ['view_chats'] },
    request: ChatRecipientSearchSchema,
    response: answerWith({ recipients: pageOf(ChatRecipientSchema) }),
  }),
};
