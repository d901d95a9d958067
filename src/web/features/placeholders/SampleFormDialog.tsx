import type { ReactNode } from 'react';
import { Callout, Intent } from '@blueprintjs/core';
import { placeholderMessages as M } from '../../../shared/messages/placeholders';
import { FormDialog } from '../../kit/FormDialog';
import { toastInfo } from '../../kit/toast';

export interface SampleFormDialogProps {
  title: string;
  /** Whether closing asks first ('Are you sure, you want to close the form without saving the changes?'). */
  isDirty: boolean;
  /** Checks the form and shows its messages; true when it is complete. */
  check: () => boolean;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A placeholder form's dialog: it says it is a sample, checks the required fields on Save and, when
 * they are all there, says nothing was saved and closes. It sends nothing anywhere (spec part 3 §2:
 * nothing entered in these dialogs is submitted).
 */
export function SampleFormDialog({ title, isDirty, check, onClose, children }: SampleFormDialogProps) {
  const handleSubmit = () => {
    if (!check()) return;
    void toastInfo(M.notSaved.title, M.notSaved.message);
    onClose();
  };
  return (
    <FormDialog title={title} onClose={onClose} onSubmit={handleSubmit} saving={false} isDirty={isDirty}>
      <Callout intent={Intent.WARNING} icon="info-sign" compact>
        {M.dialogNotice}
      </Callout>
      {children}
    </FormDialog>
  );
}
