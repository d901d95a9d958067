import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { reportEndpoints, type ReportExportFormat } from '../../../shared/contract/reports';
import { todayIso } from '../../../shared/dates';
import { messages } from '../../../shared/messages';
import type { Deps } from '../../deps';
import { reportExports } from '../../db/schema';
import { tableContentTypes } from '../../exports/table';
import { notFound } from '../../http/errors';
import { endpointRegistrar } from '../../http/route';
import { reportBrokerChoices } from './brokers';
import { countRows, fetchReport, reportContext } from './engine';
import { fileNameOf, pdfRowsInline, startBackgroundExport, writeReport } from './background';
import { tableWriters } from '../../exports/writeTable';

const formatOfCode: Readonly<Record<number, ReportExportFormat>> = { 0: 'pdf', 1: 'xlsx', 2: 'csv' };

/** Registers the calls of src/shared/contract/reports.ts (docs/decisions/0030-reports.md). */
export function registerReportRoutes(app: FastifyInstance, deps: Deps): void {
  const route = endpointRegistrar(app, deps.authenticate);
  const today = () => todayIso(deps.clock.now());

  route(reportEndpoints.fetch, async ({ body, caller }) => fetchReport(deps.db, caller, body, today()));

  route(reportEndpoints.brokers, async ({ body, caller }) => ({
    brokers: await reportBrokerChoices(deps.db, caller, body),
  }));

  route(reportEndpoints.generate, async ({ body, caller, reply }) => {
    const format = formatOfCode[body.export ?? 1]!;
    const { definition, context } = await reportContext(deps.db, caller, body, today(), format);
    const writer = tableWriters[format];
    if (format === 'pdf') {
      const rows = await countRows(deps.db, definition, context);
      if (rows > pdfRowsInline) {
        const exportId = await startBackgroundExport(
          deps,
          caller.userId,
          body,
          definition,
          context,
          writer,
          rows,
        );
        void reply.type('application/json; charset=utf-8');
        return { status: true, message: messages.report.generated.message, export_id: exportId };
      }
    }
    const out = new PassThrough();
    writeReport(deps, definition, context, writer, out).catch((error: unknown) => {
      deps.log.error({ err: error, report: body.report }, 'report file failed');
      out.destroy(error instanceof Error ? error : new Error(String(error)));
    });
    void reply
      .type(tableContentTypes[format])
      .header('content-disposition', `attachment; filename="${fileNameOf(context, format)}"`)
      .header('cache-control', 'private, no-store');
    return out;
  });

  route(reportEndpoints.exportStatus, async ({ body, caller }) => {
    const [row] = await deps.db
      .select()
      .from(reportExports)
      .where(and(eq(reportExports.id, body.id), eq(reportExports.userId, caller.userId)));
    if (!row) throw notFound(messages.http.notFound);
    return {
      status: true,
      id: row.id,
      report: row.report,
      state: row.status,
      rows: row.rows,
      rows_written: row.rowsWritten,
    };
  });
}
