import { useId, type ReactNode } from 'react';
import { Button, Intent } from '@blueprintjs/core';
import { messages } from '../../shared/messages';
import { AppDialog, type DialogSize } from './AppDialog';

export interface FormDialogProps {
  /** Title in the header. */
  title: ReactNode;
  /** Called to close it (after the unsaved-changes question when `isDirty`). */
  onClose: () => void;
  /** Called when the form is submitted (Save, or Enter in a field). */
  onSubmit: () => void;
  /** Whether the save is on its way: Save spins, Cancel waits. */
  saving: boolean;
  /** Whether closing asks first. */
  isDirty: boolean;
  /** The submit button's caption; 'Save' by default. */
  submitText?: string;
  size?: DialogSize;
  /** The form's fields. */
  children: ReactNode;
  /** Shown below the form, outside it (a history of what was saved before). */
  after?: ReactNode;
}

/** A dialog holding one form: its fields, then Cancel and Save in the footer. */
export function FormDialog({
  title,
  onClose,
  onSubmit,
  saving,
  isDirty,
  submitText = messages.common.save,
  size,
  children,
  after,
}: FormDialogProps) {
  const formId = useId();
  return (
    <AppDialog
      isOpen
      title={title}
      size={size}
      onClose={onClose}
      isDirty={isDirty}
      footer={
        <>
          <Button text={messages.common.cancel} onClick={onClose} disabled={saving} />
          <Button type="submit" form={formId} intent={Intent.PRIMARY} text={submitText} loading={saving} />
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children}
      </form>
      {after}
    </AppDialog>
  );
}
