import { cacheTag } from '../../../shared/cacheTags';
import { chatEndpoints as e } from '../../../shared/contract/chat';
import { baseApi } from '../../api/baseApi';
import { mutationOf, queryOf } from '../../api/contractEndpoints';

/**
 * The chat's calls. The socket's 'chat' event invalidates the Chat tag (session/liveConnection.ts):
 * the list, the open conversation and the unread marks re-read in every window.
 */
export const chatApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    chats: queryOf(build, e.fetchChats, { field: 'chats', provides: [cacheTag.chat] }),
    chatConversation: queryOf(build, e.fetchConversation, {
      field: 'conversation',
      provides: [cacheTag.chat],
    }),
    chatRecipients: queryOf(build, e.recipients, { field: 'recipients' }),
    sendChat: mutationOf(build, e.save, { invalidates: [cacheTag.chat] }),
  }),
  overrideExisting: 'throw',
});

export const {
  useChatsQuery,
  useChatConversationQuery,
  useLazyChatConversationQuery,
  useChatRecipientsQuery,
  useSendChatMutation,
} = chatApi;
