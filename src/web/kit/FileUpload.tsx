import { useId, useRef, useState } from 'react';
import { Button, Classes, Intent } from '@blueprintjs/core';
import { attachmentPrefixLength } from '../../shared/constants';
import { messages } from '../../shared/messages';
import { ConfirmDialog } from './ConfirmDialog';
import { FormField, type FieldFrameProps } from './FormField';
import { acceptAttribute, checkFiles, type FileRules } from './fileRules';
import { toastWarning } from './toast';
import { kitClasses } from './kitClasses';
import './kit.css';

/** A file already stored on the server. */
export interface StoredFile {
  /** Its id (or path) for delete calls. */
  id: string | number;
  /** The stored name; a 13-character storage prefix is removed for display when `stripPrefix`. */
  name: string;
  /** Where View opens it (a blob URL or a signed link); without it View calls `onView`. */
  url?: string;
}

export interface FileUploadProps extends FieldFrameProps {
  /** Allowed types, size, count and the screen's variant messages (see `checkFiles`). */
  rules: FileRules;
  /** Called with the files that passed the rules (the screen uploads them). */
  onFilesAccepted: (files: File[]) => void;
  /** Files already stored, each with View and (if `onDelete`) Delete. */
  existingFiles?: readonly StoredFile[];
  /** Opens a stored file when it has no `url` (for example by fetching its blob). */
  onView?: (file: StoredFile) => void;
  /** Deletes a stored file after the user confirms; omit to hide Delete. */
  onDelete?: (file: StoredFile) => void | Promise<void>;
  /** Allow several files per pick (default: when maxFiles > 1). */
  multiple?: boolean;
  /** Shows the button busy while an upload runs. */
  uploading?: boolean;
  /** Remove the 13-character storage prefix from stored names (default true). */
  stripPrefix?: boolean;
  /** Button text (default 'Choose files'). */
  buttonText?: string;
  /** Shows the stored files with View only: no picker, no Delete (a submitted form, say). */
  readOnly?: boolean;
  /** A pick replaces the stored files (one file of a kind): they do not count against maxFiles. */
  replacesStored?: boolean;
}

function displayName(file: StoredFile, stripPrefix: boolean): string {
  return stripPrefix && file.name.length > attachmentPrefixLength
    ? file.name.slice(attachmentPrefixLength)
    : file.name;
}

/**
 * Picks files under the spec's rules (type, 3 MB, no # or & in the name, at most N files) and
 * refuses the rest with titled warnings; lists stored files with View and a confirmed Delete.
 */
export function FileUpload({
  rules,
  onFilesAccepted,
  existingFiles = [],
  onView,
  onDelete,
  multiple,
  uploading = false,
  stripPrefix = true,
  buttonText,
  readOnly = false,
  replacesStored = false,
  ...frame
}: FileUploadProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [toDelete, setToDelete] = useState<StoredFile | null>(null);
  const [deleting, setDeleting] = useState(false);
  const allowsMany = multiple ?? rules.maxFiles > 1;

  const handlePicked = (list: FileList | null) => {
    const files = list ? Array.from(list) : [];
    if (input.current) input.current.value = '';
    const { accepted, refusals } = checkFiles(files, rules, replacesStored ? 0 : existingFiles.length);
    for (const refusal of refusals) void toastWarning(refusal.title, refusal.message);
    if (accepted.length > 0) onFilesAccepted(accepted);
  };

  const handleView = (file: StoredFile) => {
    if (file.url) window.open(file.url, '_blank', 'noopener,noreferrer');
    else onView?.(file);
  };

  const handleDelete = async () => {
    if (!toDelete || !onDelete) return;
    setDeleting(true);
    try {
      await onDelete(toDelete);
    } finally {
      setDeleting(false);
      setToDelete(null);
    }
  };

  return (
    <FormField {...frame} labelFor={id}>
      {!readOnly && (
        <>
          <input
            ref={input}
            id={id}
            type="file"
            hidden
            multiple={allowsMany}
            accept={acceptAttribute(rules.allowedExtensions)}
            disabled={frame.disabled || uploading}
            onChange={(event) => handlePicked(event.currentTarget.files)}
          />
          <Button
            icon="upload"
            text={buttonText ?? (allowsMany ? messages.common.chooseFiles : messages.common.chooseFile)}
            loading={uploading}
            disabled={frame.disabled}
            intent={frame.error ? Intent.DANGER : Intent.NONE}
            onClick={() => input.current?.click()}
          />
        </>
      )}
      {existingFiles.length > 0 && (
        <ul
          className={kitClasses.fileList}
          aria-label={typeof frame.label === 'string' ? frame.label : undefined}
        >
          {existingFiles.map((file) => {
            const name = displayName(file, stripPrefix);
            return (
              <li key={file.id}>
                <span className={Classes.TEXT_OVERFLOW_ELLIPSIS}>{name}</span>
                <Button
                  size="small"
                  variant="minimal"
                  icon="eye-open"
                  text={messages.files.view}
                  aria-label={`${messages.files.view} ${name}`}
                  onClick={() => handleView(file)}
                />
                {onDelete && !readOnly && (
                  <Button
                    size="small"
                    variant="minimal"
                    icon="trash"
                    intent={Intent.DANGER}
                    aria-label={`${messages.common.delete} ${name}`}
                    disabled={frame.disabled}
                    onClick={() => setToDelete(file)}
                  />
                )}
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        isOpen={toDelete !== null}
        message={messages.confirm.delete}
        intent={Intent.DANGER}
        loading={deleting}
        onConfirm={() => void handleDelete()}
        onCancel={() => setToDelete(null)}
      />
    </FormField>
  );
}
