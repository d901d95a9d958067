import { useState } from 'react';
import { formatUsDateTime } from '../../../shared/dates';
import { messages } from '../../../shared/messages';
import { collectionNoteMax } from '../../../shared/validation/collection';
import { FormDialog } from '../../kit/FormDialog';
import { LoadingBlock } from '../../kit/LoadingBlock';
import { TextField } from '../../kit/TextField';
import { toastFromError, toastSuccess } from '../../kit/toast';
import { useCollectionNotesQuery, useSaveCollectionNoteMutation } from './api';
import { collectionClasses } from './collectionClasses';

const S = messages.collectionScreen;

export interface CollectionNotesDialogProps {
  collectionId: number;
  /** The collection as the list names it (the dialog's title). */
  name: string;
  onClose: () => void;
}

/** Notes of a collection: those written so far, and Add Note ('Add Note is required', at most 150). */
export function CollectionNotesDialog({ collectionId, name, onClose }: CollectionNotesDialogProps) {
  const notes = useCollectionNotesQuery({ collection_id: collectionId });
  const [saveNote, { isLoading: saving }] = useSaveCollectionNoteMutation();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();

  const handleSubmit = async () => {
    if (note.trim() === '') {
      setError(messages.collection.addNoteRequired);
      return;
    }
    try {
      await saveNote({ collection_id: collectionId, note: note.trim() }).unwrap();
      setNote('');
      setError(undefined);
      void toastSuccess(messages.collection.notes, messages.collection.noteSaved);
    } catch (failure) {
      void toastFromError(failure);
    }
  };

  return (
    <FormDialog
      title={`${messages.collection.notes} — ${name}`}
      onClose={onClose}
      onSubmit={() => void handleSubmit()}
      saving={saving}
      isDirty={note !== ''}
      submitText={S.addNote}
    >
      <div className={collectionClasses.notes}>
        {notes.isLoading ? (
          <LoadingBlock />
        ) : (notes.data ?? []).length === 0 ? (
          <p>{S.noNotes}</p>
        ) : (
          <ul aria-label={messages.collection.notes}>
            {(notes.data ?? []).map((written) => (
              <li key={written.id}>
                <small>
                  {formatUsDateTime(written.created_at)} {written.created_by_name}
                </small>{' '}
                {written.note}
              </li>
            ))}
          </ul>
        )}
        <TextField
          label={S.addNote}
          required
          maxLength={collectionNoteMax}
          value={note}
          onChange={(value) => {
            setNote(value);
            if (value.trim() !== '') setError(undefined);
          }}
          error={error}
        />
      </div>
    </FormDialog>
  );
}
