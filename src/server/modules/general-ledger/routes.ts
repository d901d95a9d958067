import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import {
  generalLedgerEndpoints as endpoints,
  ledgerExportCodes,
} from '../../../shared/contract/generalLedger';
import type { ReportRow } from '../../../shared/contract/reports';
import { todayIso } from '../../../shared/dates';
import type { Deps } from '../../deps';
import { rowsOf } from '../../exports/cursor';
import { tableContentTypes } from '../../exports/table';
import { tableFileName, writeTable } from '../../exports/writeTable';
import { endpointRegistrar } from '../../http/route';
import {
  lineOf,
  statementColumns,
  statementData,
  statementHeader,
  statementLinesQuery,
  statementNotes,
  statementScope,
  statementTitle,
  totalsRow,
  type RawLine,
  type StatementRequest,
} from './statement';

/**
 * Registers the calls of src/shared/contract/generalLedger.ts: the statement for the page, and
 * the same statement as an Excel or PDF file, its lines read through a cursor and streamed.
 */
export function registerGeneralLedgerRoutes(app: FastifyInstance, deps: Deps): void {
  const route = endpointRegistrar(app, deps.authenticate);
  const today = () => todayIso(deps.clock.now());

  route(endpoints.fetch, async ({ body, caller }) => {
    const scope = await statementScope(deps.db, caller, body as StatementRequest, today());
    const ledger = await statementData(deps.db, scope);
    return {
      ledger_data: ledger,
      message: ledger.invoices.length === 0 ? 'No record available.' : 'Success',
    };
  });

  route(endpoints.download, async ({ body, caller, reply }) => {
    const scope = await statementScope(deps.db, caller, body as StatementRequest, today());
    const header = await statementHeader(deps.db, scope);
    const format = body.export === ledgerExportCodes.xlsx ? 'xlsx' : 'pdf';
    const title = statementTitle(scope);
    async function* rows(): AsyncGenerator<ReportRow[]> {
      for await (const batch of rowsOf<RawLine>(deps.db, statementLinesQuery(scope), 1000)) {
        yield batch.map((raw) => ({ ...lineOf(scope, raw) }));
      }
    }
    const out = new PassThrough();
    writeTable(
      format,
      {
        title,
        notes: statementNotes(scope, header),
        columns: statementColumns(scope),
        rows: rows(),
        totals: () => Promise.resolve(totalsRow(header)),
      },
      out,
    ).catch((error: unknown) => {
      deps.log.error({ err: error }, 'general ledger file failed');
      out.destroy(error as Error);
    });
    void reply
      .type(tableContentTypes[format])
      .header(
        'content-disposition',
        `attachment; filename="${tableFileName(`General Ledger ${scope.name}`, format, scope.statementDate)}"`,
      )
      .header('cache-control', 'private, no-store');
    return out;
  });
}
