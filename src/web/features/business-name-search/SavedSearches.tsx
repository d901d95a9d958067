import { useCallback, useState } from 'react';
import { Button } from '@blueprintjs/core';
import type { BusinessNameSearch, SearchNote } from '../../../shared/contract/businessNameSearch';
import { formatUsDateTime } from '../../../shared/dates';
import { messages } from '../../../shared/messages';
import { openInNewTab } from '../../api/openInNewTab';
import { CompactTable, type CompactColumn } from '../../kit/CompactTable';
import { EmptyState } from '../../kit/EmptyState';
import { useBusinessNameSearchFileUrlMutation } from './api';
import { EditNoteDialog } from './EditNoteDialog';

const m = messages.businessNameSearch;

/** The saved searches of a prospect: each note with its date and pencil, and the attachment link. */
export function SavedSearches({
  prospectId,
  searches,
}: {
  prospectId: number;
  searches: readonly BusinessNameSearch[];
}) {
  const [editing, setEditing] = useState<SearchNote | null>(null);
  const [fetchFile] = useBusinessNameSearchFileUrlMutation();
  const openFile = useCallback(
    (search: BusinessNameSearch) =>
      openInNewTab(() => fetchFile({ prospect_id: prospectId, blobName: search.path }).unwrap()),
    [fetchFile, prospectId],
  );

  if (searches.length === 0) return <EmptyState />;

  const columns: CompactColumn<BusinessNameSearch>[] = [
    { title: m.attachmentName, cell: (search) => search.name },
    {
      title: m.attachment,
      cell: (search) => (
        <Button
          variant="minimal"
          size="small"
          icon="document-open"
          text={search.name}
          aria-label={`${m.attachment}: ${search.name}`}
          onClick={() => void openFile(search)}
        />
      ),
    },
    {
      title: m.notes,
      cell: (search) => (
        <ul>
          {search.notes.map((note) => (
            <li key={note.id}>
              <span>{note.note}</span> <small>({formatUsDateTime(note.updated_at)})</small>
              <Button
                variant="minimal"
                size="small"
                icon="edit"
                aria-label={`${m.editNote}: ${note.note}`}
                onClick={() => setEditing(note)}
              />
            </li>
          ))}
        </ul>
      ),
    },
    { title: m.createdAt, cell: (search) => formatUsDateTime(search.created_at) },
  ];

  return (
    <>
      <CompactTable fill label={m.title} columns={columns} rows={searches} rowKey={(search) => search.id} />
      {editing && <EditNoteDialog prospectId={prospectId} note={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
