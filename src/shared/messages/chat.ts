/**
 * The chat's texts (spec part 3 §2 Chat, §4 Chat, §5 Chat). Imported directly by the chat's
 * files, never through the messages index (the sign-in page's budget).
 */
export const chatMessages = {
  chat: 'Chat',
  beta: 'Beta',
  composeMessage: 'Compose Message',
  searchChats: 'Search conversations',
  searchRecipient: 'Search a recipient by name',
  recipient: 'Recipient',
  message: 'Message',
  typeMessage: 'Type a message',
  send: 'Send',
  loadOlder: 'Load older messages',
  noChats: 'No conversations yet.',
  noMessages: 'No messages yet.',
  pickConversation: 'Select a conversation or compose a message.',
  noRecipients: 'No recipients found.',
  recipientRequired: 'Recipient is required',
  messageRequired: 'Message is required',
  messageMax: 'Message may have at most 1000 characters',
  sent: 'Message sent.',
  unread: (count: number) => `${count} unread`,
} as const;
