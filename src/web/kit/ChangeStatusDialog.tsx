import { useMemo, type ReactNode } from 'react';
import { z } from 'zod';
import { messages } from '../../shared/messages';
import { FormDialog } from './FormDialog';
import { notChosen } from './notChosen';
import { toastFromError, toastSuccess } from './toast';
import { useZodForm } from './useZodForm';

/** What the status field of the dialog is handed. */
export interface StatusFieldProps {
  required: true;
  value: number | undefined;
  onChange: (status: number) => void;
  onBlur: () => void;
  error: string | undefined;
}

export interface ChangeStatusDialogProps {
  /** Title of the dialog and of the success toast: 'Change Status'. */
  title: string;
  /** The status's rule, whose message says that it is required. */
  status: z.ZodType<number, number>;
  /** The field picking the status, offering only the moves the selection allows. */
  field: (props: StatusFieldProps) => ReactNode;
  /** Moves the selection; the answer's message is the success toast's text. */
  save: (status: number) => Promise<{ message: string }>;
  /** Whether the move is on its way. */
  saving: boolean;
  onClose: () => void;
}

/** Change Status: one status for every selected record, a toast with the server's answer, then closed. */
export function ChangeStatusDialog({ title, status, field, save, saving, onClose }: ChangeStatusDialogProps) {
  const schema = useMemo(() => z.strictObject({ status }), [status]);
  const form = useZodForm(schema, { status: notChosen<number>() });

  const handleSubmit = async () => {
    const result = form.validateAll();
    if (!result.ok || saving) return;
    try {
      const answer = await save(result.data.status);
      void toastSuccess(title, answer.message);
      onClose();
    } catch (error) {
      void toastFromError(error, messages.titles.statusChangeFailed);
    }
  };

  return (
    <FormDialog
      title={title}
      onClose={onClose}
      onSubmit={() => void handleSubmit()}
      saving={saving}
      isDirty={form.isDirty}
    >
      {field({
        required: true,
        value: form.values.status,
        onChange: (value) => form.setField('status', value, { touch: true }),
        onBlur: () => form.touch('status'),
        error: form.errorOf('status'),
      })}
    </FormDialog>
  );
}
