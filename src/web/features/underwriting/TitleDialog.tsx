import { useState } from 'react';
import { Checkbox } from '@blueprintjs/core';
import { messages } from '../../../shared/messages';
import {
  TaskFormSchema,
  underwritingLimits,
  VerticalFormSchema,
  type TaskForm,
  type VerticalForm,
} from '../../../shared/validation/underwriting';
import { FormDialog } from '../../kit/FormDialog';
import { TextField } from '../../kit/TextField';
import { toastFromError } from '../../kit/toast';
import { useZodForm } from '../../kit/useZodForm';

const U = messages.underwriting;

/** A refused save: a taken title is the spec's 'Validation Failed'. */
function toastSaveFailure(error: unknown): void {
  void toastFromError(error, messages.titles.validationFailed);
}

/**
 * Saves a title dialog's checked form and closes it; a refused save keeps the dialog open with
 * the reason in a toast.
 */
function useTitleSave<T>(
  validateAll: () => { ok: true; data: T } | { ok: false },
  onSave: (form: T) => Promise<unknown>,
  onClose: () => void,
) {
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    const checked = validateAll();
    if (!checked.ok) return;
    setSaving(true);
    try {
      await onSave(checked.data);
      onClose();
    } catch (error) {
      toastSaveFailure(error);
      setSaving(false);
    }
  };
  return { saving, submit };
}

/** Add or edit a vertical: its title (required, ≤ 35, unique within the client). */
export function VerticalDialog({
  initial,
  onSave,
  onClose,
}: {
  initial?: VerticalForm;
  onSave: (form: VerticalForm) => Promise<unknown>;
  onClose: () => void;
}) {
  const form = useZodForm(VerticalFormSchema, initial ?? { name: '' });
  const { saving, submit } = useTitleSave(form.validateAll, onSave, onClose);
  return (
    <FormDialog
      title={initial ? U.editVertical : U.addVertical}
      onClose={onClose}
      onSubmit={() => void submit()}
      saving={saving}
      isDirty={form.isDirty}
    >
      <TextField
        {...form.bind('name')}
        label={U.verticalTitle}
        required
        maxLength={underwritingLimits.verticalTitle}
      />
    </FormDialog>
  );
}

/** Add or edit a task: its title (required, ≤ 30, unique within the vertical) and, when new, Mandatory. */
export function TaskDialog({
  initial,
  onSave,
  onClose,
}: {
  initial?: TaskForm;
  onSave: (form: TaskForm) => Promise<unknown>;
  onClose: () => void;
}) {
  const form = useZodForm(TaskFormSchema, initial ?? { title: '', mandatory: false });
  const { saving, submit } = useTitleSave(form.validateAll, onSave, onClose);
  return (
    <FormDialog
      title={initial ? U.editTask : U.addTask}
      onClose={onClose}
      onSubmit={() => void submit()}
      saving={saving}
      isDirty={form.isDirty}
    >
      <TextField
        {...form.bind('title')}
        label={U.taskTitle}
        required
        maxLength={underwritingLimits.taskTitle}
      />
      {!initial && (
        <Checkbox
          label={U.mandatory}
          checked={form.values.mandatory}
          onChange={(event) => form.setField('mandatory', event.currentTarget.checked, { touch: true })}
        />
      )}
    </FormDialog>
  );
}
