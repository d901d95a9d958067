import { useMemo, useState } from 'react';
import { collectionSortColumns, type CollectionSortColumn } from '../../../shared/contract/collections';
import { messages } from '../../../shared/messages';
import { openInNewTab } from '../../api/openInNewTab';
import { onlyOne } from '../../kit/onlyOne';
import type { TableAction } from '../../kit/tableTypes';
import { lifecycleState } from '../../kit/tableTypes';
import { useCurrentUser } from '../../session/currentUser';
import { ListScreen, useList } from '../../session/ListScreen';
import { viewerKindOf } from '../../session/viewerKind';
import { useCollectionListQuery, useCollectionReportUrlMutation } from './api';
import { collectionColumns } from './collectionColumns';
import { collectionDetail, type CollectionListRow } from './CollectionInvoices';
import { CollectionNotesDialog } from './CollectionNotesDialog';

const C = messages.collection;
const S = messages.collectionScreen;

/**
 * /collections (spec part 2 §2, §4 Collections): the collections the user may see, searched by
 * id, invoice no, client, debtor and type; terminated clients' with the toggle (staff only); a
 * row's invoices in its Invoices cell and, in the workspace, its panel; Notes and Download Report
 * on one collection; Add New Collection for holders of add_new_collection.
 */
export function CollectionListPage() {
  const forClientUser = viewerKindOf(useCurrentUser()) === 'client';
  const columns = useMemo(() => collectionColumns(forClientUser), [forClientUser]);
  const list = useList('collections', columns, { withIncludeToggle: !forClientUser });
  const { request } = list.query;
  const sortBy = collectionSortColumns.find(
    (column): column is CollectionSortColumn => column === request.sort_by,
  );
  const answer = useCollectionListQuery({
    page: request.page,
    per_page: request.per_page,
    search_text: request.search_text,
    ...(forClientUser ? {} : { show_all: request.show_all === true }),
    ...(sortBy === undefined ? {} : { sort_by: sortBy, sort_desc: request.sort_desc ?? false }),
  });
  const [fetchReport] = useCollectionReportUrlMutation();
  const [notesOf, setNotesOf] = useState<CollectionListRow | null>(null);

  const actions: TableAction<CollectionListRow>[] = [
    {
      id: 'notes',
      label: C.notes,
      right: 'schedule_notes',
      enabled: (selected) => onlyOne(selected) !== undefined,
      onSelect: ([row]) => setNotesOf(row ?? null),
    },
    {
      id: 'report',
      label: C.downloadReport,
      right: 'download_report',
      enabled: (selected) => onlyOne(selected) !== undefined,
      onSelect: ([row]) => {
        if (row) void openInNewTab(() => fetchReport({ id: row.id }).unwrap());
      },
    },
  ];

  return (
    <>
      <ListScreen
        list={list}
        answer={answer}
        title={C.collections}
        addNew={{ rights: ['add_new_collection'], text: C.addNew, to: '/addnewcollection' }}
        detail={collectionDetail}
        rowKey={(row) => row.id}
        searchPlaceholder={S.searchPlaceholder}
        includeToggleLabel={forClientUser ? undefined : S.includeTerminated}
        legend={['terminated']}
        rowState={(row: CollectionListRow) => lifecycleState(false, row.is_terminated)}
        selectable
        actions={actions}
      />
      {notesOf !== null && (
        <CollectionNotesDialog
          collectionId={notesOf.id}
          name={notesOf.collection_id}
          onClose={() => setNotesOf(null)}
        />
      )}
    </>
  );
}
