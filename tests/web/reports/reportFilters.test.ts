import { describe, expect, it } from 'vitest';
import { ReportRequestSchema } from '../../../src/shared/contract/reports';
import { reportWords } from '../../../src/shared/messages/reportPages';
import { filtersNotTaken, reportFilters } from '../../../src/shared/reportFilters';
import { reportDefs, reportRights, type ReportHandle, type RightId } from '../../../src/shared/rights';
import { fileNameOf } from '../../../src/web/features/reports/exportFile';
import { gridColumnsOf, reportCellText } from '../../../src/web/features/reports/reportColumns';
import {
  blankFilters,
  fieldsOf,
  filterErrors,
  reportOf,
  reportsHeldBy,
  reportsMatching,
  requestOf,
  type ReportFilterValues,
} from '../../../src/web/features/reports/reportFilters';
import { reportHandleOf, reportLinkOf } from '../../../src/web/features/reports/reportLink';

const today = '2026-11-24';
const page = { page: 1, per_page: 10 };
const filters = (
  overrides: Partial<ReportFilterValues> = {},
  report: ReportHandle = 'purchase_summary_with_fee',
) => ({
  ...blankFilters(report, today),
  ...overrides,
});

describe('report cards', () => {
  it('show a report only with its view right (an export right alone is not enough)', () => {
    const held = new Set<RightId>([
      reportRights('debtor_aging').view,
      reportRights('cash_posting').excel,
      reportRights('cash_posting').pdf,
    ]);
    expect(reportsHeldBy(held).map((report) => report.handle)).toEqual(['debtor_aging']);
    expect(reportsHeldBy(new Set())).toEqual([]);
  });

  it('search from the third character, by any part of the name, in either case', () => {
    expect(reportsMatching(reportDefs, 'ag')).toHaveLength(17);
    expect(reportsMatching(reportDefs, '  a  ')).toHaveLength(17);
    expect(reportsMatching(reportDefs, 'AGI').map((report) => report.handle)).toEqual([
      'invoice_summary_aging',
      'debtor_aging',
    ]);
    expect(reportsMatching(reportDefs, 'zzz')).toEqual([]);
  });

  it('link to /reportindex by a query parameter a reload keeps, and read it back first', () => {
    const link = reportLinkOf('debtor_aging');
    expect(link.to).toBe('/reportindex?report=debtor_aging');
    expect(reportHandleOf('?report=debtor_aging', { report: 'cash_posting' })).toBe('debtor_aging');
    expect(reportHandleOf('', { report: 'cash_posting' })).toBe('cash_posting');
    expect(reportHandleOf('', null)).toBeNull();
    expect(reportOf('no_such_report')).toBeNull();
    expect(reportOf('transactions')?.title).toBe('Transactions');
  });
});

describe('report filters', () => {
  it('need both dates of a custom range, in order', () => {
    const range = { dateKeyword: 'dateRange' as const };
    expect(filterErrors('chargebacks', filters(range), today).fromDate).toBe(reportWords.dateRangeIncomplete);
    expect(filterErrors('chargebacks', filters({ ...range, fromDate: '2026-10-01' }), today).toDate).toBe(
      reportWords.dateRangeIncomplete,
    );
    expect(
      filterErrors('chargebacks', filters({ ...range, fromDate: '2026-10-31', toDate: '2026-10-01' }), today),
    ).not.toEqual({});
    expect(
      filterErrors('chargebacks', filters({ ...range, fromDate: '2026-10-01', toDate: '2026-10-31' }), today),
    ).toEqual({});
  });

  it('take a limit of at most 5 characters with decimals, and No of Days of at most 3 digits', () => {
    const limit = (value: string) =>
      filterErrors('credit_limit_warning', filters({ limit: value }), today).limit;
    expect(limit('80')).toBeUndefined();
    expect(limit('99.55')).toBeUndefined();
    expect(limit('100.55')).toBe(reportWords.limitInvalid);
    expect(limit('5,00')).toBe(reportWords.limitInvalid);
    expect(limit('1e3')).toBe(reportWords.limitInvalid);
    const days = (value: string) =>
      filterErrors('last_payment_date', filters({ noOfDays: value }), today).noOfDays;
    expect(days('30')).toBeUndefined();
    expect(days('1000')).toBe(reportWords.noOfDaysInvalid);
    expect(days('3.5')).toBe(reportWords.noOfDaysInvalid);
  });

  it('refuse an "As of" day after today', () => {
    expect(filterErrors('cash_posting', filters({ asOf: '2026-11-25' }), today).asOf).toBe(
      reportWords.asOfFuture,
    );
    expect(filterErrors('cash_posting', filters({ asOf: today }), today)).toEqual({});
  });

  it('offer Debtor Aging no 24 hours and start every report on a keyword it offers', () => {
    expect(blankFilters('debtor_aging', today).dateKeyword).toBe('30days');
    for (const report of reportDefs) expect(fieldsOf(report.handle).has('client')).toBe(true);
    expect(fieldsOf('broker_commission').has('broker')).toBe(true);
    expect(fieldsOf('transactions').has('fiscalYear')).toBe(true);
    expect(fieldsOf('transactions').has('dateKeyword')).toBe(false);
  });

  it('show exactly the filters of the shared table, and send nothing the server refuses', () => {
    const pageName = {
      client: 'client',
      debtor: 'debtor',
      broker: 'broker',
      date: 'dateKeyword',
      limit: 'limit',
      no_of_days: 'noOfDays',
      duration: 'duration',
      fiscal_year: 'fiscalYear',
      transaction_type: 'transactionType',
    } as const;
    for (const report of reportDefs) {
      expect([...fieldsOf(report.handle)].sort()).toEqual(
        reportFilters[report.handle].map((filter) => pageName[filter]).sort(),
      );
      const everything = filters(
        {
          dateKeyword: 'dateRange',
          fromDate: '2026-01-01',
          toDate: '2026-02-01',
          limit: '80',
          noOfDays: '30',
        },
        report.handle,
      );
      expect(filtersNotTaken(report.handle, requestOf(report.handle, everything, page))).toEqual([]);
    }
    expect(fieldsOf('reserve_detail').has('debtor')).toBe(false);
    expect(fieldsOf('unapplied_cash_received').has('debtor')).toBe(true);
    expect(fieldsOf('collection_efficiency_analysis').has('debtor')).toBe(true);
    expect(filtersNotTaken('reserve_detail', { report: 'reserve_detail', debtor_id: 0 })).toEqual([
      'debtor_id',
    ]);
  });

  it('send only the filters a report takes, and every request is one the contract accepts', () => {
    expect(requestOf('client_analysis', filters({ duration: 1, limit: '50' }), page)).toEqual({
      report: 'client_analysis',
      data_type: 'json',
      prospect_id: 0,
      duration: 1,
      ...page,
    });
    expect(
      requestOf(
        'transactions',
        filters({ fiscalYear: 2025, transactionType: 'credit', asOf: '2026-09-30' }),
        page,
      ),
    ).toMatchObject({ fiscal_year: 2025, transaction_type: 'credit', as_of: '2026-09-30' });
    for (const report of reportDefs) {
      const values = filters(
        { limit: '80.5', noOfDays: '30', clientId: 7, debtorId: 3, brokerId: 2 },
        'cash_posting',
      );
      const parsed = ReportRequestSchema.safeParse(requestOf(report.handle, values, page));
      expect(parsed.success, report.handle).toBe(true);
    }
  });
});

describe('report cells', () => {
  it('read money as dollars, dates as MM/DD/YYYY and percentages with 2 decimals', () => {
    expect(reportCellText('money', '1234.5')).toBe('$1,234.50');
    expect(reportCellText('money', '-12')).toBe('-$12.00');
    expect(reportCellText('date', '2026-09-03')).toBe('09/03/2026');
    expect(reportCellText('date', '2026-09-03T10:00:00Z')).toBe('09/03/2026');
    expect(reportCellText('percent', '82.5')).toBe('82.50%');
    expect(reportCellText('percent', 12.345)).toBe('12.35%');
    expect(reportCellText('number', 12345)).toBe('12,345');
    expect(reportCellText('text', null)).toBe('');
    expect(reportCellText('money', undefined)).toBe('');
  });

  it('right-align the figures of the columns the answer lists', () => {
    const columns = gridColumnsOf([
      { field: 'client_name', header: 'Client Name', kind: 'text' },
      { field: 'balance', header: 'Balance', kind: 'money' },
      { field: 'efficiency', header: 'Efficiency', kind: 'percent' },
    ]);
    expect(columns.map((column) => [column.id, column.align])).toEqual([
      ['client_name', 'left'],
      ['balance', 'right'],
      ['efficiency', 'right'],
    ]);
  });

  it("save a file under the server's name, else the report's", () => {
    expect(fileNameOf('attachment; filename="aging.xlsx"', 'debtor_aging', 'xlsx')).toBe('aging.xlsx');
    expect(fileNameOf("attachment; filename*=UTF-8''Debtor%20Aging.pdf", 'debtor_aging', 'pdf')).toBe(
      'Debtor Aging.pdf',
    );
    expect(fileNameOf(null, 'debtor_aging', 'csv')).toMatch(/^debtor_aging-\d{4}-\d\d-\d\d\.csv$/);
  });
});
