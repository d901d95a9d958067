import type { IconName } from '@blueprintjs/core';
import type { ResponseOf } from '../../../shared/contract/endpoint';
import type {
  ProspectCategory,
  prospectManagementEndpoints,
} from '../../../shared/contract/prospectManagement';
import { messages } from '../../../shared/messages';

type Counts = ResponseOf<(typeof prospectManagementEndpoints)['count']>;

/** One card of /prospectindex: what it is called, what it counts, and how the list asks for it. */
export interface CategoryCard {
  title: string;
  icon: IconName;
  countOf: (counts: Counts) => number;
  /** The prospect/fetch fields that pick the card's rows (docs/decisions/0005). */
  filter: { status: 0 | 2; application_completely_filled?: boolean };
}

/** The cards in the order they show (the order of `prospectCategories`). */
export const categoryCards: Readonly<Record<ProspectCategory, CategoryCard>> = {
  available: {
    title: messages.prospect.availableProspects,
    icon: 'new-person',
    countOf: (counts) => counts.total_prospects,
    filter: { status: 0, application_completely_filled: false },
  },
  tentative: {
    title: messages.prospect.tentativeApplications,
    icon: 'document',
    countOf: (counts) => counts.total_duly_filled_applications,
    filter: { status: 0, application_completely_filled: true },
  },
  fallout: {
    title: messages.prospect.fallouts,
    icon: 'arrow-down',
    countOf: (counts) => counts.total_fallouts,
    filter: { status: 2 },
  },
};
