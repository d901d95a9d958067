import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './access';
import { createdAt, linkTo, serialId, timestamps } from './columns';
import { prospects } from './prospects';

/**
 * Business name searches of a prospect (spec part 3 §2, §3): an attachment (the search's result
 * as a file) with its name, and up to two notes.
 */
export const businessNameSearches = pgTable(
  'business_name_searches',
  {
    ...serialId,
    prospectId: linkTo('prospect_id', () => prospects.id, 'cascade'),
    /** The attachment name the user gave, at most 25 characters. */
    name: text('name').notNull(),
    attachmentPath: text('attachment_path').notNull().unique(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...createdAt,
  },
  (t) => [index('business_name_searches_prospect_idx').on(t.prospectId, t.createdAt)],
);

export const businessNameSearchNotes = pgTable(
  'business_name_search_notes',
  {
    ...serialId,
    searchId: linkTo('search_id', () => businessNameSearches.id, 'cascade'),
    note: text('note').notNull(),
    ...timestamps,
  },
  (t) => [index('business_name_search_notes_search_idx').on(t.searchId)],
);

/** The client advocates (CA role users) assigned to a client at promotion. */
export const clientAdvocates = pgTable(
  'client_advocates',
  {
    prospectId: linkTo('prospect_id', () => prospects.id, 'cascade'),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...createdAt,
  },
  (t) => [primaryKey({ columns: [t.prospectId, t.userId] }), index('client_advocates_user_idx').on(t.userId)],
);

/**
 * Underwriting checklist verticals of a client (spec part 3 §2, §4, §5). The one made at
 * promotion from the documents checklist has `is_documents` and cannot be edited or deleted.
 * Titles are unique within the client, whatever their case.
 */
export const underwritingVerticals = pgTable(
  'underwriting_verticals',
  {
    ...serialId,
    prospectId: linkTo('prospect_id', () => prospects.id, 'cascade'),
    name: text('name').notNull(),
    isDocuments: boolean('is_documents').notNull().default(false),
    ...timestamps,
  },
  (t) => [uniqueIndex('underwriting_verticals_name_unique').on(t.prospectId, sql`lower(${t.name})`)],
);

/** A task of a vertical: checked (status 1) or not (0). Titles are unique within the vertical. */
export const underwritingTasks = pgTable(
  'underwriting_tasks',
  {
    ...serialId,
    verticalId: linkTo('under_writing_id', () => underwritingVerticals.id, 'cascade'),
    title: text('title').notNull(),
    status: smallint('status').notNull().default(0),
    mandatory: boolean('mandatory').notNull().default(false),
    ...timestamps,
  },
  (t) => [uniqueIndex('underwriting_tasks_title_unique').on(t.verticalId, sql`lower(${t.title})`)],
);

/** A client's contract documents (W9, 8821, the factoring agreement), on the Edit Client page. */
export const clientContractDocuments = pgTable(
  'client_contract_documents',
  {
    ...serialId,
    prospectId: linkTo('prospect_id', () => prospects.id, 'cascade'),
    /** 'w9', '8821' or 'factoring_agreement'. */
    kind: text('kind').notNull(),
    attachmentPath: text('attachment_path').notNull().unique(),
    contentType: text('content_type').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    ...createdAt,
  },
  (t) => [index('client_contract_documents_prospect_idx').on(t.prospectId, t.kind)],
);
