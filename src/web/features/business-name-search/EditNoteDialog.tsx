import { messages } from '../../../shared/messages';
import type { SearchNote } from '../../../shared/contract/businessNameSearch';
import {
  businessNameSearchRules as rules,
  NoteEditFormSchema,
} from '../../../shared/validation/businessNameSearch';
import { FormDialog } from '../../kit/FormDialog';
import { TextField } from '../../kit/TextField';
import { toastError, toastSuccess } from '../../kit/toast';
import { useZodForm } from '../../kit/useZodForm';
import { useEditBusinessNameSearchNoteMutation } from './api';

const m = messages.businessNameSearch;

/** The pencil's dialog: one saved note, required, at most 250 characters. */
export function EditNoteDialog({
  prospectId,
  note,
  onClose,
}: {
  prospectId: number;
  note: SearchNote;
  onClose: () => void;
}) {
  const form = useZodForm(NoteEditFormSchema, { note: note.note });
  const [edit, { isLoading: saving }] = useEditBusinessNameSearchNoteMutation();

  const submit = async () => {
    const result = form.validateAll();
    if (!result.ok) return;
    try {
      await edit({ id: note.id, prospect_id: prospectId, note: result.data.note }).unwrap();
      void toastSuccess(m.editNote, m.noteUpdated);
      onClose();
    } catch {
      void toastError(messages.titles.error, m.noteEditFailed);
    }
  };

  return (
    <FormDialog
      title={m.editNote}
      onClose={onClose}
      onSubmit={() => void submit()}
      saving={saving}
      isDirty={form.isDirty}
    >
      <TextField label={m.note} required rows={4} maxLength={rules.noteMax} {...form.bind('note')} />
    </FormDialog>
  );
}
