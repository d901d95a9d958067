import { useState } from 'react';
import { Button, Callout, Classes, Intent } from '@blueprintjs/core';
import type { ImportPreviewRow } from '../../../shared/contract/debtors';
import { messages } from '../../../shared/messages';
import { importColumns, importLimits } from '../../../shared/validation/debtorImport';
import { AppDialog } from '../../kit/AppDialog';
import { DataTable } from '../../kit/DataTable';
import { FileUpload } from '../../kit/FileUpload';
import { toastFromError, toastSuccess } from '../../kit/toast';
import { useTableQuery } from '../../kit/useTableQuery';
import { useImportDebtorsMutation, usePreviewDebtorImportMutation } from './api';
import { debtorClasses } from './debtorClasses';
import { downloadImportTemplate } from './importTemplate';
import { importPreviewColumns } from './importPreviewColumns';

const S = messages.debtor.screens;
const fileRules = { allowedExtensions: ['csv'], maxBytes: importLimits.maxBytes, maxFiles: 1 } as const;

interface Preview {
  rows: ImportPreviewRow[];
  valid: number;
}

function formWith(file: File, rows?: readonly number[]): FormData {
  const form = new FormData();
  if (rows) form.append('rows', rows.join(','));
  form.append('file', file);
  return form;
}

export interface ImportDialogProps {
  onClose: () => void;
}

/**
 * Import (the /debtormain kebab): a CSV file is checked on the server row by row without writing;
 * the preview lists each row's problems, and Import files the valid rows, all in one go, only when
 * there are some (docs/decisions/0007-debtor-import.md).
 */
export function ImportDialog({ onClose }: ImportDialogProps) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [checkFile, { isLoading: checking }] = usePreviewDebtorImportMutation();
  const [importRows, { isLoading: importing }] = useImportDebtorsMutation();
  const query = useTableQuery({ columns: importPreviewColumns });

  const check = async (chosen: File) => {
    setFile(chosen);
    setPreview(null);
    query.setPage(1);
    try {
      const answer = await checkFile(formWith(chosen)).unwrap();
      setPreview({ rows: answer.rows, valid: answer.valid });
    } catch (error) {
      void toastFromError(error);
    }
  };

  const handleImport = async () => {
    if (!file || !preview) return;
    const valid = preview.rows.filter((row) => row.errors.length === 0).map((row) => row.row);
    try {
      const answer = await importRows(formWith(file, valid)).unwrap();
      void toastSuccess(messages.debtor.import, answer.message);
      onClose();
    } catch (error) {
      void toastFromError(error);
      // The file no longer checks out as previewed: show the user how it stands now.
      void check(file);
    }
  };

  const rows = preview?.rows ?? [];
  const perPage = query.request.per_page || Math.max(rows.length, 1);
  const pageRows = rows.slice((query.page - 1) * perPage, query.page * perPage);

  return (
    <AppDialog
      isOpen
      size="lg"
      title={S.importTitle}
      onClose={onClose}
      footer={
        <>
          <Button text={messages.common.cancel} onClick={onClose} disabled={importing} />
          <Button
            intent={Intent.PRIMARY}
            icon="import"
            text={S.importRows(preview?.valid ?? 0)}
            disabled={!preview || preview.valid === 0 || checking}
            loading={importing}
            onClick={() => void handleImport()}
          />
        </>
      }
    >
      <p>{S.importIntro}</p>
      <p className={Classes.TEXT_MUTED}>{S.importColumns(importColumns.join(', '))}</p>
      <div className={debtorClasses.importActions}>
        <FileUpload
          rules={fileRules}
          buttonText={S.chooseCsv}
          uploading={checking}
          onFilesAccepted={([chosen]) => {
            if (chosen) void check(chosen);
          }}
        />
        {file && (
          <>
            <span className={Classes.TEXT_OVERFLOW_ELLIPSIS}>{file.name}</span>
            <Button variant="minimal" icon="refresh" text={S.checkAgain} onClick={() => void check(file)} />
          </>
        )}
        <Button
          variant="minimal"
          icon="download"
          text={S.downloadTemplate}
          onClick={downloadImportTemplate}
        />
      </div>
      {preview && (
        <>
          <Callout intent={preview.valid > 0 ? Intent.PRIMARY : Intent.WARNING} compact>
            {S.previewSummary(preview.valid, preview.rows.length)}
          </Callout>
          <DataTable
            label={S.importTitle}
            columns={importPreviewColumns}
            rows={pageRows}
            rowKey={(row) => row.row}
            total={rows.length}
            lastPage={Math.max(1, Math.ceil(rows.length / perPage))}
            loading={checking}
            query={query}
            columnChooser={false}
          />
        </>
      )}
    </AppDialog>
  );
}
