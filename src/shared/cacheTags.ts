/**
 * The names of the web app's cached lists and records (RTK Query tags). A change invalidates the
 * ones it touches, and a live event names them in `tags` so that every open browser re-reads them:
 * the server and the web app share these names.
 */
export const cacheTag = {
  currentUser: 'CurrentUser',
  user: 'User',
  role: 'Role',
  rights: 'Rights',
  notification: 'Notification',
  settings: 'Settings',
  mail: 'Mail',
  prospect: 'Prospect',
  prospectDocument: 'ProspectDocument',
  prospectResponse: 'ProspectResponse',
  broker: 'Broker',
  debtor: 'Debtor',
  industry: 'Industry',
  invoice: 'Invoice',
  schedule: 'Schedule',
  payment: 'Payment',
  chargeback: 'Chargeback',
  collection: 'Collection',
  unappliedCash: 'UnappliedCash',
  reserve: 'Reserve',
  creditRequest: 'CreditRequest',
  moneyApproval: 'MoneyApproval',
  pledgeMatch: 'PledgeMatch',
  termSheet: 'TermSheet',
  businessNameSearch: 'BusinessNameSearch',
  client: 'Client',
  clientUser: 'ClientUser',
  clientDocument: 'ClientDocument',
  underwriting: 'Underwriting',
  onboarding: 'Onboarding',
  supportTicket: 'SupportTicket',
  chat: 'Chat',
} as const;

export type CacheTag = (typeof cacheTag)[keyof typeof cacheTag];

export const cacheTags: readonly CacheTag[] = Object.values(cacheTag);
