import { PassThrough, type Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import type { ParsedReportRequest, ReportRow } from '../../../shared/contract/reports';
import { messages } from '../../../shared/messages';
import type { Deps } from '../../deps';
import { reportExports, users } from '../../db/schema';
import { tableContentTypes, type TableFormat, type TableWriter } from '../../exports/table';
import type { ReportContext, ReportDefinition } from './types';
import { notesOf, orderedRows, printedRow, titleOf, totalsOf } from './engine';
import { rowsOf } from '../../exports/cursor';

/** Rows read from the cursor at a time: constant memory, few round trips. */
export const reportBatch = 5000;

async function* printedBatches(
  definition: ReportDefinition,
  batches: AsyncIterable<Record<string, unknown>[]>,
): AsyncGenerator<ReportRow[]> {
  for await (const batch of batches) yield batch.map((row) => printedRow(definition, row));
}

/** A PDF longer than this is built in the background and mailed (spec part 3 §7). */
export const pdfRowsInline = 400;

/** Progress is written to the export's row at most this often, in rows. */
const progressStep = 500;

/** The file's name: the report's handle and the day it is read as of. */
export function fileNameOf(context: ReportContext, format: TableFormat): string {
  return `${context.request.report}_${context.asOf}.${format}`;
}

/** Writes the report as a file to `out`, reading its rows from a cursor. */
export async function writeReport(
  deps: Deps,
  definition: ReportDefinition,
  context: ReportContext,
  writer: TableWriter,
  out: Writable,
  progress?: (rows: number) => void,
): Promise<{ rows: number }> {
  const notes = await notesOf(deps.db, context);
  return writer(
    {
      title: titleOf(context.request.report),
      notes,
      columns: definition.columns,
      rows: printedBatches(definition, rowsOf(deps.db, orderedRows(definition, context), reportBatch)),
      totals: () => totalsOf(deps.db, definition, context),
    },
    out,
    progress,
  );
}

/**
 * Starts the background build of a long PDF: records the export (with its row count, so the page
 * can show progress), answers its id, then builds the file, saves it in the file store and mails
 * it to the caller with the file attached. A failure is recorded on the export's row.
 */
export async function startBackgroundExport(
  deps: Deps,
  userId: string,
  request: ParsedReportRequest,
  definition: ReportDefinition,
  context: ReportContext,
  writer: TableWriter,
  rows: number,
): Promise<number> {
  const [created] = await deps.db
    .insert(reportExports)
    .values({ userId, report: request.report, format: 'pdf', request, rows })
    .returning({ id: reportExports.id });
  const id = created!.id;
  void build(deps, id, userId, definition, context, writer);
  return id;
}

async function build(
  deps: Deps,
  id: number,
  userId: string,
  definition: ReportDefinition,
  context: ReportContext,
  writer: TableWriter,
): Promise<void> {
  try {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (chunk: Buffer) => chunks.push(chunk));
    const ended = new Promise<void>((resolve, reject) => out.on('end', resolve).on('error', reject));
    let reported = 0;
    let writing: Promise<unknown> = Promise.resolve();
    await writeReport(deps, definition, context, writer, out, (written) => {
      if (written - reported < progressStep) return;
      reported = written;
      writing = writing.then(() =>
        deps.db.update(reportExports).set({ rowsWritten: written }).where(eq(reportExports.id, id)),
      );
    });
    if (!out.writableEnded) out.end();
    await ended;
    await writing;
    const data = Buffer.concat(chunks);
    const fileName = fileNameOf(context, 'pdf');
    const fileKey = await deps.files.save(`reports/${userId}`, fileName, data);
    const [user] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    const title = titleOf(context.request.report);
    if (user) {
      await deps.mail.send({
        to: user.email,
        subject: `${messages.report.generated.title}: ${title}`,
        text: `${messages.report.generated.message}\n\n${title} is attached (${fileName}).`,
        attachments: [
          { file_name: fileName, file_key: fileKey, content_type: tableContentTypes.pdf, content: data },
        ],
      });
    }
    await deps.db
      .update(reportExports)
      .set({
        status: 'sent',
        fileKey,
        rowsWritten: sql`coalesce(${reportExports.rows}, ${reportExports.rowsWritten})`,
        finishedAt: new Date(),
      })
      .where(eq(reportExports.id, id));
  } catch (error) {
    deps.log.error({ err: error, exportId: id }, 'report export failed');
    await deps.db
      .update(reportExports)
      .set({ status: 'failed', error: String(error), finishedAt: new Date() })
      .where(eq(reportExports.id, id))
      .catch(() => undefined);
  }
}
