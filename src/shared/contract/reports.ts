import { z } from 'zod';
import { compareIsoDates, isIsoDate } from '../dates';
import { messages } from '../messages';
import {
  clientAnalysisDurations,
  dateKeywords,
  firstFiscalYear,
  rangeOfKeyword,
  transactionTypes,
} from '../reportPeriods';
import { reportDefs, reportRights, type ReportHandle, type RightId } from '../rights';
import {
  answerWith,
  defineEndpoint,
  idMax,
  IdSchema,
  MessageAnswerSchema,
  pageOf,
  PageRequestFields,
  SearchPageFields,
} from './endpoint';

/**
 * Reports (spec part 3 §2 Reports, §3 Report request, §5, §7, §9; docs/decisions/0030-reports.md):
 * one request shape for all seventeen, the grid `reports/fetch` fills and the files
 * `reports/generate` makes. Each report's columns travel with its rows, so the page draws any of
 * them with one table; every figure is a plain string as it would be printed (money as "1234.50").
 */

const reportHandles = reportDefs.map((report) => report.handle) as [ReportHandle, ...ReportHandle[]];

/** How a column's values read and align: money and numbers right, percentages with two decimals. */
export const reportCellKinds = ['text', 'money', 'date', 'number', 'percent'] as const;
export type ReportCellKind = (typeof reportCellKinds)[number];

export const ReportColumnSchema = z.object({
  /** The row's field, one of the spec's result fields where it names one (§2). */
  field: z.string(),
  header: z.string(),
  kind: z.enum(reportCellKinds),
});
export type ReportColumn = z.infer<typeof ReportColumnSchema>;

export const ReportCellSchema = z.union([z.string(), z.number(), z.null()]);
export const ReportRowSchema = z.record(z.string(), ReportCellSchema);
export type ReportRow = z.infer<typeof ReportRowSchema>;

/** The files a report exports to: `export` 1 Excel, 0 PDF (as the ledger's), 2 CSV (ours). */
export const reportExportFormats = { pdf: 0, xlsx: 1, csv: 2 } as const;
export type ReportExportFormat = keyof typeof reportExportFormats;
export const reportExportCodes = [0, 1, 2] as const;

/** 0 (or nothing) is 'All Clients', 'All Debtors', all brokers. */
const OptionalPartyId = z.number().int().min(0).max(idMax).optional();
const IsoDateField = z.string().refine((value) => isIsoDate(value), messages.http.badRequest);

/** A report's filters, as every report call sends them (spec part 3 §3 Report request). */
export const ReportRequestSchema = z
  .strictObject({
    report: z.enum(reportHandles),
    prospect_id: OptionalPartyId,
    debtor_id: OptionalPartyId,
    broker_id: OptionalPartyId,
    date_keyword: z.enum(dateKeywords).optional(),
    from_date: IsoDateField.optional(),
    to_date: IsoDateField.optional(),
    /** Credit Limit Warning's threshold: a number with decimals, at most 5 characters. */
    limit: z
      .string()
      .max(5)
      .regex(/^\d+(\.\d+)?$/, messages.http.badRequest)
      .optional(),
    /** Last Payment Date's days without a payment: at most 3 digits. */
    no_of_days: z
      .string()
      .regex(/^\d{1,3}$/, messages.http.badRequest)
      .optional(),
    /** Client Analysis: 3 months, 6 months, 1 year (1) or All Time (0). */
    duration: z.union(clientAnalysisDurations.map((value) => z.literal(value))).optional(),
    /** Transactions: the fiscal year (1 Oct of the prior year to 30 Sep), 2020 on. */
    fiscal_year: z.number().int().min(firstFiscalYear).max(2100).optional(),
    transaction_type: z.enum(transactionTypes).optional(),
    /** The spec's browser sends it; 'json' for the grid, 'file' for an export. */
    data_type: z.enum(['json', 'file']).optional(),
    /** generate: which file. */
    export: z.union(reportExportCodes.map((value) => z.literal(value))).optional(),
    /** Run as of a past day (ours): read from the journal and the rows as they stood that day. */
    as_of: IsoDateField.optional(),
    ...PageRequestFields,
    /** One of the report's column fields (lower-case letters, digits, underscores). */
    sort_by: z
      .string()
      .regex(/^[a-z0-9_]{1,60}$/, messages.http.badRequest)
      .optional(),
    sort_desc: z.union([z.boolean(), z.literal(0), z.literal(1)]).optional(),
  })
  .superRefine((request, context) => {
    if (request.date_keyword === 'dateRange') {
      const range = rangeOfKeyword('dateRange', '2000-01-01', request);
      if (!range) context.addIssue({ code: 'custom', message: messages.report.dateRangeIncomplete });
    }
    if (request.report === 'debtor_aging' && request.date_keyword === '24hours') {
      context.addIssue({ code: 'custom', path: ['date_keyword'], message: messages.http.badRequest });
    }
    if (request.as_of && request.to_date && compareIsoDates(request.to_date, request.as_of) > 0) {
      context.addIssue({ code: 'custom', path: ['to_date'], message: messages.http.badRequest });
    }
  });
export type ReportRequest = z.input<typeof ReportRequestSchema>;
export type ParsedReportRequest = z.output<typeof ReportRequestSchema>;

export const ReportGridSchema = answerWith({
  /** This page's rows. */
  gridData: z.array(ReportRowSchema),
  /** Every row the filters match. */
  rowsCount: z.number().int(),
  columns: z.array(ReportColumnSchema),
  /** The sums of the money and count columns over every matching row (not this page only). */
  totals: ReportRowSchema.nullable(),
  /** What the page and the file say the report covers: its period and the day it is read as of. */
  period: z.object({ from: z.string().nullable(), to: z.string().nullable() }),
  as_of: z.string().nullable(),
});
export type ReportGrid = z.infer<typeof ReportGridSchema>;

/** A background export (a PDF of more than 400 rows) as its owner follows it. */
export const ReportExportStatusSchema = answerWith({
  id: z.number().int(),
  report: z.string(),
  state: z.enum(['building', 'sent', 'failed']),
  rows: z.number().int().nullable(),
  rows_written: z.number().int(),
});

/** A broker as the report's broker filter offers it: its name, nothing of its file. */
export const ReportBrokerChoiceSchema = z.object({ id: z.number().int(), full_name: z.string() });

const allViewRights: readonly RightId[] = reportDefs.map((report) => reportRights(report.handle).view);
const allExportRights: readonly RightId[] = reportDefs.flatMap((report) => {
  const rights = reportRights(report.handle);
  return [rights.excel, rights.pdf, rights.csv];
});

export const reportEndpoints = {
  fetch: defineEndpoint({
    path: 'reports/fetch',
    tag: 'reports',
    summary: "A report's rows for the grid: one page, the count, the columns and the totals",
    // Each report's own view right is checked by the server against `report`.
    access: { any: allViewRights },
    request: ReportRequestSchema,
    response: ReportGridSchema,
  }),
  generate: defineEndpoint({
    path: 'reports/generate',
    tag: 'reports',
    summary:
      'A report as a file (export 1 xlsx, 0 PDF, 2 CSV), streamed; a PDF of more than 400 rows is built in the background and mailed',
    // The report's own export right is checked by the server against `report` and `export`.
    access: { any: allExportRights },
    binary: true,
    request: ReportRequestSchema,
    response: z.unknown(),
  }),
  brokers: defineEndpoint({
    path: 'reports/brokers',
    tag: 'reports',
    summary:
      "The Broker Commission Report's broker choice: each broker's id and name only, searched by name (a broker user: itself)",
    access: { any: [reportRights('broker_commission').view] },
    request: z.strictObject(SearchPageFields),
    response: answerWith({ brokers: pageOf(ReportBrokerChoiceSchema) }),
  }),
  exportStatus: defineEndpoint({
    path: 'reports/export_status',
    tag: 'reports',
    summary: "How far the caller's background export has got",
    access: { any: allExportRights },
    request: z.strictObject({ id: IdSchema }),
    response: ReportExportStatusSchema,
  }),
};

/** The answer `reports/generate` gives instead of a file when the PDF is mailed. */
export const ReportMailedAnswerSchema = MessageAnswerSchema.extend({ export_id: z.number().int() });
