import { useCallback, useEffect, useMemo, useState } from 'react';
import { Card, Classes } from '@blueprintjs/core';
import { Link, useLocation } from 'react-router-dom';
import type { ReportGrid, ReportRequest, ReportRow } from '../../../shared/contract/reports';
import { formatUsDate } from '../../../shared/dates';
import { messages } from '../../../shared/messages';
import { reportWords } from '../../../shared/messages/reportPages';
import { reportRights } from '../../../shared/rights';
import { DataTable } from '../../kit/DataTable';
import { EmptyState } from '../../kit/EmptyState';
import { LoadingBlock } from '../../kit/LoadingBlock';
import { PageHeader } from '../../kit/PageHeader';
import { toastFromError } from '../../kit/toast';
import { useTableQuery } from '../../kit/useTableQuery';
import { useCurrentUser, useHeldRights } from '../../session/currentUser';
import { useListWorkspace } from '../../session/listWorkspace';
import { viewerKindOf } from '../../session/viewerKind';
import { useLazyReportGridQuery } from './api';
import { gridColumnsOf, reportCellText } from './reportColumns';
import { reportClasses } from './reportClasses';
import { ReportExports } from './ReportExports';
import { ReportFilterForm } from './ReportFilterForm';
import {
  blankFilters,
  filterErrors,
  reportOf,
  requestOf,
  type ReportDef,
  type ReportFilterErrors,
  type ReportFilterValues,
} from './reportFilters';
import { reportHandleOf } from './reportLink';

const M = reportWords;

/** What the answer says the rows cover: the rows counted, the period and the day it is read as of. */
function GridSummary({ grid, asked }: { grid: ReportGrid; asked: string }) {
  const { from, to } = grid.period;
  // The server says which day it read; the day asked for stands in if it does not.
  const asOf = grid.as_of ?? (asked === '' ? null : asked);
  return (
    <div className={reportClasses.summary}>
      <strong>{M.rowsCount(grid.rowsCount)}</strong>
      {from && to && <span>{M.periodLine(formatUsDate(from), formatUsDate(to))}</span>}
      {asOf && <strong>{M.asOfLine(formatUsDate(asOf))}</strong>}
    </div>
  );
}

/** The totals over every matching row, under the grid, in the columns' own formats. */
function GridTotals({ grid }: { grid: ReportGrid }) {
  const { totals } = grid;
  if (!totals) return null;
  const shown = grid.columns.filter((column) => {
    const value = totals[column.field];
    return value !== undefined && value !== null && value !== '';
  });
  if (shown.length === 0) return null;
  return (
    <section aria-label={M.totals}>
      <dl className={reportClasses.totals}>
        <div>
          <dt>{M.totals}</dt>
          <dd />
        </div>
        {shown.map((column) => (
          <div key={column.field}>
            <dt>{column.header}</dt>
            <dd>{reportCellText(column.kind, totals[column.field])}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** One report's page: its filters, the run, the grid with its totals, and the exports. */
function ReportRun({ report }: { report: ReportDef }) {
  const user = useCurrentUser();
  const workspace = useListWorkspace(`report.${report.handle}`);
  const clientOwn = viewerKindOf(user) === 'client';
  const start = useCallback((): ReportFilterValues => {
    const blank = blankFilters(report.handle);
    return clientOwn ? { ...blank, clientId: user.company_id ?? 0 } : blank;
  }, [report.handle, clientOwn, user.company_id]);
  const [values, setValues] = useState<ReportFilterValues>(start);
  const [tried, setTried] = useState(false);
  const [ran, setRan] = useState<ReportFilterValues | null>(null);
  const query = useTableQuery();
  const { request: page, setPage } = query;
  const [fetchGrid, answer] = useLazyReportGridQuery();
  const errors: ReportFilterErrors = tried ? filterErrors(report.handle, values) : {};

  const sent: ReportRequest | null = useMemo(
    () =>
      ran &&
      requestOf(report.handle, ran, {
        page: page.page,
        per_page: page.per_page,
        ...(page.sort_by !== undefined && { sort_by: page.sort_by, sort_desc: page.sort_desc ?? false }),
      }),
    [ran, report.handle, page],
  );
  useEffect(() => {
    if (!sent) return;
    fetchGrid(sent)
      .unwrap()
      .catch((failure: unknown) => {
        if ((failure as { name?: string } | null)?.name !== 'AbortError') void toastFromError(failure);
      });
  }, [sent, fetchGrid]);

  const run = () => {
    setTried(true);
    if (Object.keys(filterErrors(report.handle, values)).length > 0) return;
    setPage(1);
    setRan({ ...values });
  };
  const clear = () => {
    setTried(false);
    setValues(start());
  };

  const grid = answer.data;
  const columns = useMemo(() => gridColumnsOf(grid?.columns ?? []), [grid?.columns]);
  const keyOf = useMemo(() => {
    const keys = new Map<ReportRow, number>((grid?.gridData ?? []).map((row, index) => [row, index]));
    return (row: ReportRow) => keys.get(row) ?? null;
  }, [grid?.gridData]);
  const perPage = page.per_page;
  const lastPage = grid && perPage > 0 ? Math.max(1, Math.ceil(grid.rowsCount / perPage)) : 1;
  const simple = workspace.layout === 'simple';

  return (
    <div className={simple ? `${reportClasses.page} ${reportClasses.simple}` : reportClasses.page}>
      <PageHeader
        title={report.title}
        breadcrumbs={[{ text: M.reports, to: '/reports' }, { text: report.title }]}
        actions={sent && grid ? <ReportExports report={report.handle} request={sent} /> : undefined}
      />
      <Card compact={!simple}>
        <ReportFilterForm
          report={report.handle}
          values={values}
          onChange={setValues}
          errors={errors}
          onRun={run}
          onClear={clear}
          running={answer.isFetching}
        />
      </Card>
      {!ran ? (
        <EmptyState icon="th-filtered" title={M.runFirst} description={M.runFirstHint} />
      ) : !grid ? (
        answer.isFetching ? (
          <LoadingBlock />
        ) : (
          <EmptyState icon="error" title={messages.generic.failure} />
        )
      ) : (
        <>
          <GridSummary grid={grid} asked={ran.asOf} />
          <DataTable<ReportRow>
            columns={columns}
            rows={grid.gridData}
            rowKey={keyOf}
            total={grid.rowsCount}
            lastPage={lastPage}
            loading={answer.isFetching}
            query={query}
            label={M.grid(report.title)}
            {...workspace}
          />
          <GridTotals grid={grid} />
        </>
      )}
    </div>
  );
}

/**
 * /reportindex?report=<handle> (spec part 3 §2, §3): Reports > the report's name, its filters, and
 * its rows once run. The report comes from the link (reload-safe, shareable) or the card's state; a
 * link to a report the user may not view shows the way back to the list.
 */
export function ReportIndexPage() {
  const location = useLocation();
  const held = useHeldRights();
  const report = reportOf(reportHandleOf(location.search, location.state));
  if (!report || !held.has(reportRights(report.handle).view)) {
    return (
      <div className={reportClasses.page}>
        <PageHeader title={M.reports} breadcrumbs={[{ text: M.reports, to: '/reports' }]} />
        <EmptyState
          icon="document"
          title={M.unknownReport}
          description={M.unknownReportHint}
          action={
            <Link to="/reports" className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY}`}>
              {M.backToReports}
            </Link>
          }
        />
      </div>
    );
  }
  return <ReportRun key={report.handle} report={report} />;
}
