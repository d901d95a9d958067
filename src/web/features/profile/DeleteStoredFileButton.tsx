import { Button, Intent } from '@blueprintjs/core';
import { messages } from '../../../shared/messages';
import { toastFromError, toastSuccess } from '../../kit/toast';
import { confirmPresets, useConfirm } from '../../kit/useConfirm';
import { useDeleteProfileFileMutation } from './api';

export interface DeleteStoredFileButtonProps {
  /** The stored file's path. */
  path: string;
  /** What it deletes ('Delete profile picture'): the button's name and tooltip. */
  label: string;
  disabled?: boolean;
}

/** Deletes one of the profile's stored files once the user confirms, and says how it went. */
export function DeleteStoredFileButton({ path, label, disabled }: DeleteStoredFileButtonProps) {
  const confirm = useConfirm();
  const [remove, { isLoading: deleting }] = useDeleteProfileFileMutation();

  const handleDelete = async () => {
    if (!(await confirm(confirmPresets.delete))) return;
    try {
      await remove({ path }).unwrap();
      void toastSuccess(messages.files.deleted, messages.files.deletedMessage);
    } catch (error) {
      void toastFromError(error, messages.files.deletionFailed);
    }
  };

  return (
    <Button
      icon="trash"
      variant="minimal"
      intent={Intent.DANGER}
      aria-label={label}
      title={label}
      loading={deleting}
      disabled={disabled}
      onClick={() => void handleDelete()}
    />
  );
}
