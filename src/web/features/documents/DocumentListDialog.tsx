import { useMemo } from 'react';
import { documentSortColumns } from '../../../shared/contract/documents';
import { documentMessages as M } from '../../../shared/messages/documents';
import { pageProps } from '../../api/listPage';
import { AppDialog } from '../../kit/AppDialog';
import { DataTable } from '../../kit/DataTable';
import { listRequestOf } from '../../kit/listRequest';
import { useList } from '../../session/ListScreen';
import { useDocumentsQuery } from './api';
import { documentColumns } from './documentColumns';
import { useOpenDocument } from './useOpenDocument';

const everyFile = () => ({});

export interface DocumentListDialogProps {
  /** The client whose files it lists. */
  clientId: number;
  /** Its name, the list's accessible name. */
  clientName: string;
  onClose: () => void;
}

/**
 * View Document List (spec part 3 §2 Documents): every file of one client, of every tab and date,
 * searched by title; a row or its View opens the file.
 */
export function DocumentListDialog({ clientId, clientName, onClose }: DocumentListDialogProps) {
  const open = useOpenDocument();
  const columns = useMemo(() => documentColumns('all', open), [open]);
  const list = useList('documentList', columns);
  const answer = useDocumentsQuery({
    prospect_id: clientId,
    ...listRequestOf(list.query.request, documentSortColumns, everyFile),
  });
  return (
    <AppDialog isOpen title={M.viewDocumentList} size="lg" onClose={onClose} canOutsideClickClose>
      <DataTable
        {...pageProps(answer.data?.prospect_attachments, answer.isFetching)}
        label={clientName}
        columns={list.columns}
        query={list.query}
        searchPlaceholder={M.searchTitle}
        rowKey={(row) => row.attachment_path}
        onRowClick={open}
      />
    </AppDialog>
  );
}
