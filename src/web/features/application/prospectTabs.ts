import { messages } from '../../../shared/messages';
import type { RightId } from '../../../shared/rights';

/** The tabs of /addprospect and the rights that show each (spec part 1 §2.4; any one of them). */
export const prospectTabs = [
  { id: 'profile', title: messages.prospect.tabs.profile, rights: ['prospect_profile', 'add_new_prospect'] },
  {
    id: 'businessNameSearch',
    title: messages.prospect.tabs.businessNameSearch,
    rights: ['business_verification'],
  },
  { id: 'termSheet', title: messages.prospect.tabs.termSheet, rights: ['term_sheet'] },
] as const satisfies readonly { id: string; title: string; rights: readonly RightId[] }[];

export type ProspectTab = (typeof prospectTabs)[number];

/** The tabs a user holding `held` sees, in their order. */
export function tabsFor(held: ReadonlySet<string>): ProspectTab[] {
  return prospectTabs.filter((tab) => tab.rights.some((right) => held.has(right)));
}
