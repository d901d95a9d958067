import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, moment, serialId, userLink } from './columns';
import { users } from './access';

/** A report export built in the background (a PDF of more than 400 rows): who asked, what, how far. */
export const reportExportStatuses = ['building', 'sent', 'failed'] as const;
export type ReportExportStatus = (typeof reportExportStatuses)[number];

/**
 * The background builds of report files (docs/decisions/0030-reports.md). The request is kept as
 * asked (already checked against the contract), the file in the file store once built, and the
 * mail that carried it in the outbox.
 */
export const reportExports = pgTable(
  'report_exports',
  {
    ...serialId,
    userId: userLink('user_id', () => users.id, 'cascade'),
    report: text('report').notNull(),
    format: text('format').notNull(),
    request: jsonb('request').notNull(),
    status: text('status').$type<ReportExportStatus>().notNull().default('building'),
    /** The rows the report holds, and how many of them are in the file so far (the progress shown). */
    rows: integer('rows'),
    rowsWritten: integer('rows_written').notNull().default(0),
    /** The built file's path in the file store. */
    fileKey: text('file_key'),
    error: text('error'),
    ...createdAt,
    finishedAt: moment('finished_at'),
  },
  (t) => [
    index('report_exports_user_idx').on(t.userId, t.createdAt),
    check('report_exports_status', sql`${t.status} in ('building', 'sent', 'failed')`),
  ],
);
