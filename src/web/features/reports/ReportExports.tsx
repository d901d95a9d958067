import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Intent, ProgressBar, Spinner, SpinnerSize } from '@blueprintjs/core';
import { skipToken } from '@reduxjs/toolkit/query';
import type { ReportExportFormat, ReportRequest } from '../../../shared/contract/reports';
import { messages } from '../../../shared/messages';
import { reportWords } from '../../../shared/messages/reportPages';
import { reportRights, type ReportHandle } from '../../../shared/rights';
import { toastError, toastSuccess } from '../../kit/toast';
import { useHeldRights } from '../../session/currentUser';
import { useReportExportStatusQuery } from './api';
import { exportReport, formatBytes } from './exportFile';
import { reportClasses } from './reportClasses';

const M = reportWords;
/** How often a mailed PDF's progress is asked for. */
const statusPollMs = 3000;

const buttons: readonly { format: ReportExportFormat; text: string; icon: 'th' | 'document' | 'th-list' }[] =
  [
    { format: 'xlsx', text: M.excel, icon: 'th' },
    { format: 'pdf', text: M.pdf, icon: 'document' },
    { format: 'csv', text: M.csv, icon: 'th-list' },
  ];

const rightOf: Readonly<Record<ReportExportFormat, 'excel' | 'pdf' | 'csv'>> = {
  xlsx: 'excel',
  pdf: 'pdf',
  csv: 'csv',
};

interface Running {
  format: ReportExportFormat;
  received: number;
  total: number | null;
}

/** A mailed PDF as it is built: rows written of rows, until it is sent. */
function MailedExport({ exportId, onDone }: { exportId: number; onDone: () => void }) {
  const { data } = useReportExportStatusQuery(exportId > 0 ? { id: exportId } : skipToken, {
    pollingInterval: statusPollMs,
  });
  const state = data?.state;
  useEffect(() => {
    if (state === 'sent') {
      void toastSuccess(M.generated.title, M.mailSent);
      onDone();
    } else if (state === 'failed') {
      void toastError(messages.titles.error, M.mailFailed);
      onDone();
    }
  }, [state, onDone]);
  if (!data || data.state !== 'building') {
    return (
      <span className={reportClasses.progress} role="status">
        <Spinner size={SpinnerSize.SMALL} aria-hidden />
        {M.mailBuilding(0, null)}
      </span>
    );
  }
  return (
    <span className={reportClasses.progress} role="status">
      <Spinner size={SpinnerSize.SMALL} aria-hidden />
      {M.mailBuilding(data.rows_written, data.rows)}
      {data.rows !== null && data.rows > 0 && (
        <ProgressBar value={Math.min(1, data.rows_written / data.rows)} intent={Intent.PRIMARY} />
      )}
    </span>
  );
}

/**
 * Export To: Excel, PDF and CSV, each shown only with the report's right (spec part 3 §6). The
 * file streams from the server and is saved; while it arrives the bytes received show beside a
 * progress bar. A PDF of more than 400 rows is mailed instead ('Report Generated') and followed
 * until it is sent.
 */
export function ReportExports({ report, request }: { report: ReportHandle; request: ReportRequest }) {
  const held = useHeldRights();
  const rights = reportRights(report);
  const [running, setRunning] = useState<Running | null>(null);
  const [mailedId, setMailedId] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);
  const clearMailed = useCallback(() => setMailedId(null), []);

  const shown = buttons.filter((button) => held.has(rights[rightOf[button.format]]));
  if (shown.length === 0) return null;

  const run = async (format: ReportExportFormat) => {
    const controller = new AbortController();
    abort.current = controller;
    setRunning({ format, received: 0, total: null });
    // The file holds every matching row, not the page on the screen.
    const { page: _page, per_page: _perPage, ...filters } = request;
    const outcome = await exportReport(
      filters,
      format,
      (received, total) => setRunning({ format, received, total }),
      controller.signal,
    );
    if (controller.signal.aborted) return;
    setRunning(null);
    if (outcome.kind === 'mailed') {
      void toastSuccess(M.generated.title, M.generated.message);
      setMailedId(outcome.exportId);
    } else if (outcome.kind === 'saved') {
      void toastSuccess(M.exportSaved, M.exportSavedMessage(outcome.fileName));
    } else {
      void toastError(messages.titles.error, outcome.message ?? messages.generic.failure);
    }
  };

  const busy = running !== null;
  return (
    <div className={reportClasses.exports} role="group" aria-label={M.exportTo}>
      <span>{M.exportTo}</span>
      {shown.map((button) => (
        <Button
          key={button.format}
          icon={button.icon}
          text={button.text}
          loading={running?.format === button.format}
          disabled={busy && running.format !== button.format}
          onClick={() => void run(button.format)}
        />
      ))}
      {running && (
        <span className={reportClasses.progress} role="status">
          <Spinner size={SpinnerSize.SMALL} aria-hidden />
          {running.received === 0
            ? M.exporting(buttons.find((button) => button.format === running.format)?.text ?? '')
            : M.received(formatBytes(running.received))}
          <ProgressBar
            value={running.total ? Math.min(1, running.received / running.total) : undefined}
            intent={Intent.PRIMARY}
          />
        </span>
      )}
      {mailedId !== null && <MailedExport exportId={mailedId} onDone={clearMailed} />}
    </div>
  );
}
