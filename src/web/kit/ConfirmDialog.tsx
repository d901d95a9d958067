import type { ReactNode } from 'react';
import { Button, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { kitClasses } from './kitClasses';
import { messages } from '../../shared/messages';
import './kit.css';

export interface ConfirmDialogProps {
  /** Whether the question is shown. */
  isOpen: boolean;
  /** Header title (default 'Confirm'). */
  title?: string;
  /** The question, e.g. 'Are you sure, you want to delete?'. */
  message: ReactNode;
  /** Confirm button text (default 'Yes'). */
  confirmText?: string;
  /** Cancel button text (default 'No'). */
  cancelText?: string;
  /** Confirm button intent (danger for deletes; default primary). */
  intent?: Intent;
  /** Shows the confirm button busy and locks the dialog while the action runs. */
  loading?: boolean;
  /** The user said yes. */
  onConfirm: () => void;
  /** The user said no, pressed Escape or closed the dialog. */
  onCancel: () => void;
}

/** A yes/no question before something irreversible or lossy (delete, close without saving). */
export function ConfirmDialog({
  isOpen,
  title = messages.common.confirm,
  message,
  confirmText = messages.common.yes,
  cancelText = messages.common.no,
  intent = Intent.PRIMARY,
  loading = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog
      isOpen={isOpen}
      title={title}
      role="alertdialog"
      className={kitClasses.dialog}
      onClose={loading ? undefined : onCancel}
      canEscapeKeyClose={!loading}
      canOutsideClickClose={false}
      isCloseButtonShown={!loading}
    >
      <DialogBody>{message}</DialogBody>
      <DialogFooter
        actions={
          <>
            {/* The safe answer has the focus, so an Enter pressed on arrival loses and deletes nothing. */}
            <Button text={cancelText} onClick={onCancel} disabled={loading} autoFocus />
            <Button text={confirmText} intent={intent} onClick={onConfirm} loading={loading} />
          </>
        }
      />
    </Dialog>
  );
}
