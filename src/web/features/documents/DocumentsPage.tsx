import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { documentCountSortColumns, type DocumentCountRow } from '../../../shared/contract/documents';
import { documentMessages as M } from '../../../shared/messages/documents';
import { listRequestOf } from '../../kit/listRequest';
import { useHeldRights } from '../../session/currentUser';
import { ListScreen, useList } from '../../session/ListScreen';
import { useDocumentCountListQuery } from './api';
import { clientNameState } from './clientNameState';
import { DocumentCountsPanel } from './DocumentCountsPanel';
import { documentCountColumns } from './documentCountColumns';
import { DocumentListDialog } from './DocumentListDialog';

const everyClient = () => ({});

/**
 * /documents (spec part 3 §2 Documents): the clients the caller may see with how many files each
 * has (a client user: its own company), searched by client name; the view icon opens View Document
 * List, and a row opens the client's page for holders of documents_selection, its name handed over
 * in the navigation state.
 */
export function DocumentsPage() {
  const navigate = useNavigate();
  const held = useHeldRights();
  const [viewing, setViewing] = useState<DocumentCountRow | null>(null);
  const columns = useMemo(() => documentCountColumns(setViewing), []);
  const list = useList('documents', columns);
  const answer = useDocumentCountListQuery(
    listRequestOf(list.query.request, documentCountSortColumns, everyClient),
  );
  const openClient = held.has('documents_selection')
    ? (row: DocumentCountRow) =>
        navigate(`/documents/${row.prospect_id}`, { state: clientNameState.write(row.client_name) })
    : undefined;

  return (
    <>
      <ListScreen
        list={list}
        answer={answer}
        title={M.title}
        rowKey={(row) => row.prospect_id}
        searchPlaceholder={M.searchClient}
        detail={{
          title: (row) => row.client_name,
          render: (row) => <DocumentCountsPanel row={row} />,
        }}
        onRowClick={openClient}
      />
      {viewing && (
        <DocumentListDialog
          clientId={viewing.prospect_id}
          clientName={viewing.client_name}
          onClose={() => setViewing(null)}
        />
      )}
    </>
  );
}
