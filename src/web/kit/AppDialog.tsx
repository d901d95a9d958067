import { useState, type ReactNode } from 'react';
import { Dialog, DialogBody, DialogFooter, type IconName } from '@blueprintjs/core';
import { messages } from '../../shared/messages';
import { ConfirmDialog } from './ConfirmDialog';
import { kitClasses } from './kitClasses';
import { useKeyboardScrollable } from './useKeyboardScrollable';
import './kit.css';

/**
 * Dialog widths of the spec (§9): md 40vw, lg 50vw; both 60vw below 960 px and full screen below
 * 640 px. xl is ours, for a dialog that shows a wide table (Show Payment): 90vw up to 960 px.
 */
export type DialogSize = 'sm' | 'md' | 'lg' | 'xl';

export interface AppDialogProps {
  /** Whether the dialog is open. */
  isOpen: boolean;
  /** Title in the header. */
  title: ReactNode;
  /** Called to close it (after the unsaved-changes question when `isDirty`). */
  onClose: () => void;
  /** Width: 'md' 40vw (default), 'lg' 50vw, 'xl' 90vw up to 960 px, 'sm' Blueprint's compact width (confirmations). */
  size?: DialogSize;
  /** The body (a form, details). */
  children: ReactNode;
  /** Footer actions, right-aligned (Cancel / Save buttons). */
  footer?: ReactNode;
  /** When true, closing asks 'Are you sure, you want to close the form without saving the changes?'. */
  isDirty?: boolean;
  /** The question asked when closing a dirty dialog (e.g. the Invite Client text). */
  dirtyMessage?: string;
  /** Optional header icon. */
  icon?: IconName;
  /** Whether Escape closes it (default true; a dirty form still asks). */
  canEscapeKeyClose?: boolean;
  /** Whether a click outside closes it (default false: forms are not lost by a stray click). */
  canOutsideClickClose?: boolean;
  /** Dialog role: 'alertdialog' for confirmations. */
  role?: 'dialog' | 'alertdialog';
}

/** The product's dialog: the spec's widths and the unsaved-changes question on close. */
export function AppDialog({
  isOpen,
  title,
  onClose,
  size = 'md',
  children,
  footer,
  isDirty = false,
  dirtyMessage = messages.confirm.unsavedChanges,
  icon,
  canEscapeKeyClose = true,
  canOutsideClickClose = false,
  role,
}: AppDialogProps) {
  const [asking, setAsking] = useState(false);
  // The body scrolls past 70vh (Blueprint's scroll container): then the keyboard must reach it.
  const { watch: watchBody, tabIndex: bodyTabIndex } = useKeyboardScrollable<HTMLDivElement>();
  const sizeClass = size === 'sm' ? '' : kitClasses.dialogSize[size];

  const handleClose = () => {
    if (isDirty) setAsking(true);
    else onClose();
  };

  return (
    <>
      <Dialog
        isOpen={isOpen}
        title={title}
        icon={icon}
        onClose={handleClose}
        className={`${kitClasses.dialog} ${sizeClass}`.trim()}
        canEscapeKeyClose={canEscapeKeyClose}
        canOutsideClickClose={canOutsideClickClose}
        role={role}
      >
        <DialogBody ref={watchBody} tabIndex={bodyTabIndex}>
          {children}
        </DialogBody>
        {footer !== undefined && <DialogFooter actions={footer} />}
      </Dialog>
      {asking && (
        <ConfirmDialog
          isOpen
          message={dirtyMessage}
          onConfirm={() => {
            setAsking(false);
            onClose();
          }}
          onCancel={() => setAsking(false)}
        />
      )}
    </>
  );
}
