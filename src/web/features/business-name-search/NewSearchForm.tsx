import { useState } from 'react';
import { Button, Intent } from '@blueprintjs/core';
import { messages } from '../../../shared/messages';
import {
  BusinessNameSearchFormSchema,
  businessNameSearchRules as rules,
  type BusinessNameSearchForm,
} from '../../../shared/validation/businessNameSearch';
import { FileUpload } from '../../kit/FileUpload';
import { TextField } from '../../kit/TextField';
import { toastFromError, toastSuccess, toastWarning } from '../../kit/toast';
import { useZodForm } from '../../kit/useZodForm';
import { useSaveBusinessNameSearchMutation } from './api';

const m = messages.businessNameSearch;
const blank: BusinessNameSearchForm = { name: '', notes: [''] };
const pickedFileId = 'picked';

/** The form of a new search: its attachment name, one file and up to two notes. */
export function NewSearchForm({ prospectId }: { prospectId: number }) {
  const form = useZodForm(BusinessNameSearchFormSchema, blank);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [save, { isLoading: saving }] = useSaveBusinessNameSearchMutation();
  const notes = form.values.notes;

  const setNote = (index: number, value: string) =>
    form.setField(
      'notes',
      notes.map((note, i) => (i === index ? value : note)),
    );

  const addNote = () => {
    if (notes.length >= rules.maxNotes) void toastWarning(messages.titles.exceedingLimit, m.maxNotes);
    else form.setField('notes', [...notes, '']);
  };

  const removeNote = (index: number) =>
    form.setField(
      'notes',
      notes.filter((_, i) => i !== index),
    );

  const submit = async () => {
    const result = form.validateAll();
    setFileError(file ? undefined : m.fileRequired);
    if (!result.ok || !file) return;
    try {
      await save({ prospect_id: prospectId, ...result.data, file }).unwrap();
      void toastSuccess(m.title, m.created);
      form.reset(blank);
      setFile(null);
    } catch (error) {
      void toastFromError(error, messages.titles.creationFailed);
    }
  };

  return (
    <form
      aria-label={m.title}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextField label={m.attachmentName} required maxLength={rules.nameMax} {...form.bind('name')} />
      <FileUpload
        label={m.file}
        required
        rules={rules}
        multiple={false}
        stripPrefix={false}
        error={fileError}
        existingFiles={file ? [{ id: pickedFileId, name: file.name }] : []}
        onFilesAccepted={([picked]) => {
          setFile(picked ?? null);
          setFileError(undefined);
        }}
        onDelete={() => setFile(null)}
      />
      {notes.map((note, index) => (
        // Notes have no identity of their own until saved; their place is their key.
        <div key={index}>
          <TextField
            label={`${m.note} ${index + 1}`}
            rows={3}
            maxLength={rules.noteMax}
            name={`notes.${index}`}
            value={note}
            onChange={(value) => setNote(index, value)}
            onBlur={() => form.touch(`notes.${index}`)}
            error={form.errorOf(`notes.${index}`) ?? (index === 0 ? form.errorOf('notes') : undefined)}
          />
          {notes.length > 1 && (
            <Button
              variant="minimal"
              size="small"
              icon="cross"
              text={m.removeNote}
              onClick={() => removeNote(index)}
            />
          )}
        </div>
      ))}
      <Button icon="add" text={m.addNote} onClick={addNote} />{' '}
      <Button type="submit" intent={Intent.PRIMARY} text={messages.common.save} loading={saving} />
    </form>
  );
}
