import { useMemo, useState, type ReactNode } from 'react';
import { documentSortColumns, type DocumentType } from '../../../shared/contract/documents';
import { documentMessages as M } from '../../../shared/messages/documents';
import { pageProps } from '../../api/listPage';
import { DataTable } from '../../kit/DataTable';
import { listRequestOf } from '../../kit/listRequest';
import { useList } from '../../session/ListScreen';
import { useListWorkspace } from '../../session/listWorkspace';
import { useDocumentsQuery } from './api';
import { documentColumns } from './documentColumns';
import { useOpenDocument } from './useOpenDocument';

const everyFile = () => ({});

export interface DocumentTabListProps {
  /** The client whose files it lists. */
  clientId: number;
  /** The tab: Underwriting (prospect), Invoices or Collections. */
  type: DocumentType;
  /** The date filter's date_keyword: a preset or 'start,end'. */
  dateKeyword: string;
  /** The date filter, shown in the list's toolbar. */
  toolbar: ReactNode;
}

/**
 * One tab of the client's page (spec part 3 §2, §7 Documents): the client's files of the tab within
 * the date filter, searched by title; a row or its View opens the file with the caller's rights.
 */
export function DocumentTabList({ clientId, type, dateKeyword, toolbar }: DocumentTabListProps) {
  const open = useOpenDocument();
  const columns = useMemo(() => documentColumns(type, open), [type, open]);
  const list = useList(`documents.${type}`, columns);
  const workspace = useListWorkspace(list.name);
  // Another date range is other rows: the list starts again on its first page.
  const [listedFor, setListedFor] = useState(dateKeyword);
  if (listedFor !== dateKeyword) {
    setListedFor(dateKeyword);
    list.query.setPage(1);
  }
  const answer = useDocumentsQuery({
    prospect_id: clientId,
    type,
    date_keyword: dateKeyword,
    ...listRequestOf(list.query.request, documentSortColumns, everyFile),
  });
  return (
    <DataTable
      {...workspace}
      {...pageProps(answer.data?.prospect_attachments, answer.isFetching)}
      label={M.tabs[type]}
      columns={list.columns}
      query={list.query}
      searchPlaceholder={M.searchTitle}
      toolbar={toolbar}
      rowKey={(row) => row.attachment_path}
      onRowClick={open}
    />
  );
}
