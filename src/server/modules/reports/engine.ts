import { sql, type SQL } from 'drizzle-orm';
import type { ParsedReportRequest, ReportGrid, ReportRow } from '../../../shared/contract/reports';
import { compareIsoDates, formatUsDate, type IsoDate } from '../../../shared/dates';
import { messages } from '../../../shared/messages';
import {
  dateKeywordLabels,
  fiscalYearLabel,
  fiscalYearOf,
  fiscalYearPeriod,
  rangeOfKeyword,
  type DateRange,
} from '../../../shared/reportPeriods';
import { reportDefs, reportRights, type RightId } from '../../../shared/rights';
import type { Db } from '../../db/client';
import type { Caller } from '../../http/caller';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { checkClientVisible, checkDebtorVisible } from '../../http/partyRecords';
import { partyOf } from '../../http/scope';
import { filtersNotTaken, reportFilters } from '../../../shared/reportFilters';
import { reportRegistry } from './registry';
import type { ReportContext, ReportDefinition } from './types';

/** The right a call needs: the report's view right for the grid, its format's right for a file. */
export type ReportUse = 'view' | 'xlsx' | 'pdf' | 'csv';

export function rightFor(report: ParsedReportRequest['report'], use: ReportUse): RightId {
  const rights = reportRights(report);
  return use === 'view'
    ? rights.view
    : use === 'xlsx'
      ? rights.excel
      : use === 'pdf'
        ? rights.pdf
        : rights.csv;
}

async function queryRows(db: Db, statement: SQL): Promise<Record<string, unknown>[]> {
  const answer = (await db.execute(statement)) as { rows: Record<string, unknown>[] };
  return answer.rows;
}

async function exists(db: Db, statement: SQL): Promise<boolean> {
  return (await queryRows(db, statement)).length > 0;
}

/**
 * The report's context for this caller: its right, the day it is read as of, its period, and the
 * parties it is limited to. A client is held to its company, a debtor to itself, a broker to the
 * clients it referred: naming another party answers 404, exactly like one that does not exist.
 */
export async function reportContext(
  db: Db,
  caller: Caller,
  request: ParsedReportRequest,
  today: IsoDate,
  use: ReportUse,
): Promise<{ definition: ReportDefinition; context: ReportContext }> {
  const definition = reportRegistry[request.report];
  if (!caller.rights.has(rightFor(request.report, use))) throw forbidden(messages.http.forbidden);
  // One truth for the page and the server (src/shared/reportFilters.ts): a filter the report does
  // not take is refused, not silently ignored, so a request never reads as something it is not.
  if (filtersNotTaken(request.report, request).length > 0) throw badRequest(messages.http.badRequest);
  if (request.as_of && compareIsoDates(request.as_of, today) > 0) throw badRequest(messages.http.badRequest);
  const asOf = request.as_of ?? today;
  const party = partyOf(caller);
  if (party.kind !== 'staff' && party.kind !== 'none' && definition.refusedTo?.includes(party.kind)) {
    throw forbidden(messages.http.forbidden);
  }
  const asked = {
    client: request.prospect_id ? request.prospect_id : null,
    debtor: request.debtor_id ? request.debtor_id : null,
    broker: request.broker_id ? request.broker_id : null,
  };
  let clientId = asked.client;
  let debtorId = asked.debtor;
  let brokerId: number | null = null;
  switch (party.kind) {
    case 'none':
      throw notFound(messages.http.notFound);
    case 'client':
      if (clientId !== null && clientId !== party.companyId) throw notFound(messages.http.notFound);
      if (asked.broker !== null) throw notFound(messages.http.notFound);
      clientId = party.companyId;
      break;
    case 'debtor':
      if (debtorId !== null && debtorId !== party.debtorId) throw notFound(messages.http.notFound);
      if (asked.broker !== null) throw notFound(messages.http.notFound);
      debtorId = party.debtorId;
      break;
    case 'broker':
      if (asked.broker !== null && asked.broker !== party.brokerId) throw notFound(messages.http.notFound);
      brokerId = party.brokerId;
      break;
    case 'staff':
      break;
  }
  // A named party must exist and, for a party user, be one of its own.
  if (clientId !== null) await checkClientVisible(db, party, clientId);
  if (debtorId !== null) await checkDebtorVisible(db, party, debtorId);
  if (asked.broker !== null && party.kind === 'staff') {
    if (!(await exists(db, sql`select 1 from brokers where id = ${asked.broker}`))) {
      throw notFound(messages.http.notFound);
    }
  }
  return {
    definition,
    context: { request, asOf, period: periodOf(definition, request, asOf), clientId, debtorId, brokerId },
  };
}

function periodOf(
  definition: ReportDefinition,
  request: ParsedReportRequest,
  asOf: IsoDate,
): DateRange | null {
  const filters = reportFilters[definition.handle];
  if (!filters.includes('date') && !filters.includes('fiscal_year')) return null;
  if (request.date_keyword && filters.includes('date')) {
    const range = rangeOfKeyword(request.date_keyword, asOf, request);
    if (!range) throw badRequest(messages.report.dateRangeIncomplete);
    return range;
  }
  if (request.fiscal_year && filters.includes('fiscal_year')) return fiscalYearPeriod(request.fiscal_year);
  if (definition.defaultPeriod === 'fiscalYear') return fiscalYearPeriod(fiscalYearOf(asOf));
  return null;
}

/** The ordering: the caller's column if the report has it, else the report's own; then a stable tie-break. */
function orderOf(definition: ReportDefinition, request: ParsedReportRequest): SQL {
  const asked = definition.columns.find((column) => column.field === request.sort_by);
  const field = asked ? asked.field : definition.defaultSort.field;
  const kind = definition.columns.find((column) => column.field === field)?.kind ?? 'number';
  const desc = asked ? Boolean(request.sort_desc) : definition.defaultSort.desc;
  const column = sql.identifier(field);
  const value = kind === 'money' || kind === 'percent' ? sql`(r.${column})::numeric` : sql`r.${column}`;
  return sql`${value} ${desc ? sql`desc` : sql`asc`} nulls last, r.row_id ${desc ? sql`desc` : sql`asc`}`;
}

/** The report's rows in order, every one (files) or one page (the grid). */
export function orderedRows(definition: ReportDefinition, context: ReportContext): SQL {
  return sql`select r.* from (${definition.query(context)}) r order by ${orderOf(definition, context.request)}`;
}

/** Keeps a row's printed fields, in the columns' order. */
export function printedRow(definition: ReportDefinition, row: Record<string, unknown>): ReportRow {
  const printed: ReportRow = {};
  for (const column of definition.columns) {
    const value = row[column.field];
    printed[column.field] =
      value === null || value === undefined ? null : typeof value === 'number' ? value : String(value);
  }
  return printed;
}

export async function countRows(
  db: Db,
  definition: ReportDefinition,
  context: ReportContext,
): Promise<number> {
  const [row] = await queryRows(db, sql`select count(*)::int as n from (${definition.query(context)}) r`);
  return Number(row?.n ?? 0);
}

/** The totals row over every matching row: money summed to the cent, counts summed. */
export async function totalsOf(
  db: Db,
  definition: ReportDefinition,
  context: ReportContext,
): Promise<ReportRow | null> {
  if (definition.totals.length === 0) return null;
  const sums = definition.totals.map((field) => {
    const kind = definition.columns.find((column) => column.field === field)?.kind;
    const column = sql.identifier(field);
    return kind === 'money'
      ? sql`coalesce(sum((r.${column})::numeric), 0)::numeric(16,2)::text as ${column}`
      : sql`coalesce(sum(r.${column}), 0)::int as ${column}`;
  });
  const [row] = await queryRows(
    db,
    sql`select ${sql.join(sums, sql`, `)} from (${definition.query(context)}) r`,
  );
  const totals: ReportRow = {};
  for (const field of definition.totals) {
    const value = row?.[field];
    totals[field] = typeof value === 'number' ? value : String(value ?? '0');
  }
  return totals;
}

/** reports/fetch: one page of rows, their count, the columns, the totals, the period and the day. */
export async function fetchReport(
  db: Db,
  caller: Caller,
  request: ParsedReportRequest,
  today: IsoDate,
): Promise<ReportGrid> {
  const { definition, context } = await reportContext(db, caller, request, today, 'view');
  const perPage = request.per_page;
  const page = request.page;
  const paging = perPage === 0 ? sql`` : sql` limit ${perPage} offset ${(page - 1) * perPage}`;
  const [rows, rowsCount, totals] = await Promise.all([
    queryRows(db, sql`${orderedRows(definition, context)}${paging}`),
    countRows(db, definition, context),
    totalsOf(db, definition, context),
  ]);
  return {
    status: true,
    gridData: rows.map((row) => printedRow(definition, row)),
    rowsCount,
    columns: [...definition.columns],
    totals,
    period: { from: context.period?.from ?? null, to: context.period?.to ?? null },
    as_of: request.as_of ?? null,
  };
}

/** What a file says under its title: the report's filters, its period, and the day it is read as of. */
export async function notesOf(db: Db, context: ReportContext): Promise<string[]> {
  const notes: string[] = [];
  const nameOf = async (statement: SQL) => String((await queryRows(db, statement))[0]?.name ?? '');
  if (context.clientId !== null) {
    notes.push(
      `Client: ${await nameOf(sql`select company_business_name as name from prospects where id = ${context.clientId}`)}`,
    );
  }
  if (context.debtorId !== null) {
    notes.push(
      `Debtor: ${await nameOf(sql`select legal_name as name from debtors where id = ${context.debtorId}`)}`,
    );
  }
  const broker = context.brokerId ?? (context.request.broker_id || null);
  if (broker !== null) {
    notes.push(
      `Broker: ${await nameOf(sql`select trim(first_name || ' ' || last_name) as name from brokers where id = ${broker}`)}`,
    );
  }
  const request = context.request;
  if (request.limit) notes.push(`Limit: ${request.limit}%`);
  if (request.no_of_days) notes.push(`No of Days: ${request.no_of_days}`);
  if (request.duration !== undefined) {
    notes.push(`Duration: ${{ 3: '3 months', 6: '6 months', 1: '1 year', 0: 'All Time' }[request.duration]}`);
  }
  if (request.fiscal_year) notes.push(`Fiscal Year: ${fiscalYearLabel(request.fiscal_year)}`);
  if (request.transaction_type) notes.push(`Transaction Type: ${request.transaction_type}`);
  if (request.date_keyword && request.date_keyword !== 'dateRange')
    notes.push(dateKeywordLabels[request.date_keyword]);
  if (context.period)
    notes.push(`Period: ${formatUsDate(context.period.from)} - ${formatUsDate(context.period.to)}`);
  if (request.as_of) notes.push(`As of ${formatUsDate(request.as_of)}`);
  return notes;
}

export function titleOf(report: ParsedReportRequest['report']): string {
  return reportDefs.find((candidate) => candidate.handle === report)?.title ?? report;
}
