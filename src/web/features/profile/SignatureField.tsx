import { useEffect, useMemo } from 'react';
import { Tag } from '@blueprintjs/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { messages } from '../../../shared/messages';
import { FileUpload } from '../../kit/FileUpload';
import { useProfileFileUrlQuery } from './api';
import { DeleteStoredFileButton } from './DeleteStoredFileButton';
import { profileImageRules } from './imageRules';
import { objectUrlOf } from '../../api/objectUrl';
import { profileClasses } from './profileClasses';

export interface SignatureFieldProps {
  /** The stored signature's path; null when there is none. */
  storedPath: string | null;
  /** A new signature chosen but not saved yet (it goes with Save, in user/update_profile). */
  chosen: File | null;
  /** Called with a newly chosen file, or null to drop it. */
  onChoose: (file: File | null) => void;
  disabled?: boolean;
}

/** A preview of a chosen file, released when the file changes or the field goes away. */
function useChosenPreview(file: File | null): string | null {
  const url = useMemo(() => (file ? objectUrlOf(file) : null), [file]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}

/** The official signature (png/jpg/jpeg): chosen here, stored with the profile's Save; the stored one can be deleted. */
export function SignatureField({ storedPath, chosen, onChoose, disabled }: SignatureFieldProps) {
  const { data: storedUrl } = useProfileFileUrlQuery(storedPath ?? skipToken);
  const chosenUrl = useChosenPreview(chosen);
  const url = chosen ? chosenUrl : storedUrl;

  return (
    <div className={profileClasses.imageRow}>
      <FileUpload
        label={messages.profile.officialSignature}
        rules={profileImageRules}
        multiple={false}
        disabled={disabled}
        onFilesAccepted={(files) => onChoose(files[0] ?? null)}
      />
      {url && <img className={profileClasses.signature} src={url} alt={messages.profile.officialSignature} />}
      {chosen && (
        <Tag minimal onRemove={() => onChoose(null)} aria-label={messages.profile.removeChosenSignature}>
          {messages.profile.chosenFile(chosen.name)}
        </Tag>
      )}
      {!chosen && storedPath && (
        <DeleteStoredFileButton
          path={storedPath}
          label={messages.profile.deleteSignature}
          disabled={disabled}
        />
      )}
    </div>
  );
}
