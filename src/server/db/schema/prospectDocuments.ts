import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, linkTo, serialId } from './columns';
import { prospects } from './prospects';

/**
 * The documents checklist of an application (spec part 1 §3 Attachment, §5 Documents checklist):
 * up to 4 files for each of the 17 types. `attachment_path` is the file store's path, whose name
 * carries the 13-character prefix the screens remove for display.
 */
export const prospectDocuments = pgTable(
  'prospect_documents',
  {
    ...serialId,
    prospectId: linkTo('prospect_id', () => prospects.id, 'cascade'),
    /** The checklist label (messages.prospect.documentTypes). */
    attachmentType: text('attachment_type').notNull(),
    attachmentPath: text('attachment_path').notNull().unique(),
    /** What the bytes proved to be, served back as the content type. */
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    ...createdAt,
  },
  (t) => [index('prospect_documents_prospect_type_idx').on(t.prospectId, t.attachmentType)],
);
