import { useMemo, useState } from 'react';
import { policyFieldsSchema, policyFileRules, type PolicyRow } from '../../../shared/contract/policies';
import { textLimits } from '../../../shared/constants';
import { todayIso } from '../../../shared/dates';
import { policyMessages as M } from '../../../shared/messages/announcements';
import { openInNewTab } from '../../api/openInNewTab';
import { DateField } from '../../kit/DateField';
import { FileUpload, type StoredFile } from '../../kit/FileUpload';
import { FormDialog } from '../../kit/FormDialog';
import { TextField } from '../../kit/TextField';
import { toastFromError, toastSuccess } from '../../kit/toast';
import { useZodForm } from '../../kit/useZodForm';
import { usePolicyFileUrlMutation, useSavePolicyMutation } from './api';

/** A leading space is blocked (spec §5 Policies): typed or pasted text never starts with one. */
export const noLeadingSpace = (next: string) => next.replace(/^\s+/, '');
/** The title takes letters, digits and spaces, never a leading space. */
const titleFilter = (next: string) => noLeadingSpace(next).replace(/[^A-Za-z0-9 ]/g, '');

/** Add New Policy and its edit (spec part 3 §2, §5 Policies), 40vw wide. */
export function PolicyDialog({ editing, onClose }: { editing: PolicyRow | null; onClose: () => void }) {
  const schema = useMemo(() => policyFieldsSchema(() => todayIso()), []);
  const form = useZodForm(schema, {
    name: editing?.name ?? '',
    effective_from: editing?.effective_from ?? '',
    purpose: editing?.purpose ?? '',
    description: editing?.description ?? '',
  });
  const [file, setFile] = useState<File | null>(null);
  const [tried, setTried] = useState(false);
  const [save, { isLoading: saving }] = useSavePolicyMutation();
  const [fetchFile] = usePolicyFileUrlMutation();
  const stored: StoredFile[] = file
    ? [{ id: 'picked', name: file.name }]
    : editing && editing.attachment_path !== ''
      ? [{ id: editing.id, name: editing.attachment_path.split('/').pop() ?? '' }]
      : [];
  const fileMissing = file === null && editing === null;

  const submit = async () => {
    setTried(true);
    const checked = form.validateAll();
    if (!checked.ok || fileMissing) return;
    try {
      await save({ ...(editing ? { id: editing.id } : {}), ...checked.data, file }).unwrap();
      const done = editing ? M.updated : M.created;
      void toastSuccess(done.title, done.message);
      onClose();
    } catch (error) {
      void toastFromError(error);
    }
  };

  return (
    <FormDialog
      title={editing ? M.edit : M.addNew}
      size="md"
      onClose={onClose}
      onSubmit={() => void submit()}
      saving={saving}
      isDirty={form.isDirty || file !== null}
    >
      <TextField
        label={M.title}
        required
        maxLength={textLimits.policyTitle}
        filter={titleFilter}
        {...form.bind('name')}
        error={form.errorOf('name')}
      />
      <DateField
        label={M.effectiveFrom}
        required
        notBeforeToday
        {...form.bind('effective_from')}
        error={form.errorOf('effective_from')}
      />
      <TextField
        label={M.purpose}
        required
        maxLength={textLimits.policyPurpose}
        filter={noLeadingSpace}
        {...form.bind('purpose')}
        error={form.errorOf('purpose')}
      />
      <TextField
        label={M.description}
        required
        rows={3}
        maxLength={textLimits.policyDescription}
        filter={noLeadingSpace}
        {...form.bind('description')}
        error={form.errorOf('description')}
      />
      <FileUpload
        label={M.attachment}
        required
        rules={policyFileRules}
        replacesStored
        stripPrefix={!file}
        existingFiles={stored}
        onFilesAccepted={(files) => setFile(files[0] ?? null)}
        onView={(picked) => {
          if (file) window.open(URL.createObjectURL(file), '_blank', 'noopener');
          else if (typeof picked.id === 'number')
            void openInNewTab(() => fetchFile({ id: picked.id as number }).unwrap());
        }}
        error={tried && fileMissing ? M.fileRequired : undefined}
      />
    </FormDialog>
  );
}
