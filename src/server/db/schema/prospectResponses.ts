import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, linkTo, serialId } from './columns';
import { users } from './access';
import { prospects } from './prospects';

/**
 * The response history of a tentative application (spec part 1 §3 Prospect response, §4): each
 * Change Status records the future status chosen, staff comments, what the prospect answered and
 * an optional attachment. The latest row's future_status is also kept on the prospect for lists.
 */
export const prospectResponses = pgTable(
  'prospect_responses',
  {
    ...serialId,
    prospectId: linkTo('prospect_id', () => prospects.id, 'cascade'),
    /** A value of the prospect_future_response dropdown. */
    futureStatus: text('future_status').notNull(),
    comments: text('comments').notNull(),
    responseGivenByProspect: text('response_given_by_prospect').notNull(),
    attachmentPath: text('attachment_path'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...createdAt,
  },
  (t) => [
    index('prospect_responses_prospect_idx').on(t.prospectId, t.createdAt),
    // Who may read a stored attachment is decided by finding its response.
    index('prospect_responses_attachment_idx').on(t.attachmentPath),
  ],
);
