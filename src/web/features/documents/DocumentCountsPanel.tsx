import { documentTypes, type DocumentCountRow } from '../../../shared/contract/documents';
import { formatUsDateTime } from '../../../shared/dates';
import { documentMessages as M } from '../../../shared/messages/documents';
import { RecordPanel } from '../../kit/RecordPanel';
import { useDocumentCountsQuery } from './api';

export interface DocumentCountsPanelProps {
  /** The client's row on /documents. */
  row: DocumentCountRow;
}

/**
 * A client beside the /documents list: how many files each tab holds, and its latest file. The
 * workspace's frame around it offers the client's page.
 */
export function DocumentCountsPanel({ row }: DocumentCountsPanelProps) {
  const query = useDocumentCountsQuery({ prospect_id: row.prospect_id });
  const counts = query.data?.count;
  return (
    <RecordPanel
      query={query}
      title={row.client_name}
      facts={
        counts && [
          ...documentTypes.map((type) => ({ label: M.tabs[type], value: String(counts[type]) })),
          { label: M.totalDocuments, value: String(counts.total) },
          { label: M.columns.latest, value: row.attachment_name ?? '' },
          { label: M.columns.updatedAt, value: formatUsDateTime(row.updated_at) },
        ]
      }
    />
  );
}
