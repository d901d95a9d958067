import { messages } from '../../../shared/messages';
import type { RightId } from '../../../shared/rights';

const T = messages.clientProfile.tabs;

/** The Edit Client page's tabs and the rights that show each (spec part 1 §2.5; any one of them). */
export const clientProfileTabs = [
  { id: 'details', title: T.details, rights: ['client_profile'] },
  { id: 'documents', title: T.documents, rights: ['client_documents'] },
  { id: 'users', title: T.users, rights: ['client_users'] },
  {
    id: 'contractDocuments',
    title: T.contractDocuments,
    rights: ['client_documents', 'client_notice_of_assignment'],
  },
] as const satisfies readonly { id: string; title: string; rights: readonly RightId[] }[];

export type ClientProfileTab = (typeof clientProfileTabs)[number];

/** The tabs a user holding `held` sees, in their order. */
export function clientTabsFor(held: ReadonlySet<string>): ClientProfileTab[] {
  return clientProfileTabs.filter((tab) => tab.rights.some((right) => held.has(right)));
}
