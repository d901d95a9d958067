import { Icon } from '@blueprintjs/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { messages } from '../../../shared/messages';
import { FileUpload } from '../../kit/FileUpload';
import { toastFromError, toastSuccess } from '../../kit/toast';
import { useProfileFileUrlQuery, useUploadProfilePictureMutation } from './api';
import { DeleteStoredFileButton } from './DeleteStoredFileButton';
import { profileImageRules } from './imageRules';
import { profileClasses } from './profileClasses';

export interface ProfilePictureFieldProps {
  /** The stored picture's path (current user's profile_pic); null when there is none. */
  path: string | null;
}

/**
 * The profile picture: a preview, a new picture (png/jpg/jpeg, 5 MB) stored as soon as it is
 * chosen through user/profile_pic, and a confirmed delete.
 */
export function ProfilePictureField({ path }: ProfilePictureFieldProps) {
  const { data: url } = useProfileFileUrlQuery(path ?? skipToken);
  const [upload, { isLoading: uploading }] = useUploadProfilePictureMutation();

  const handleFiles = async (files: File[]) => {
    const [file] = files;
    if (!file) return;
    const form = new FormData();
    form.append('profile_pic', file);
    try {
      await upload(form).unwrap();
      void toastSuccess(messages.files.uploaded);
    } catch (error) {
      void toastFromError(error);
    }
  };

  return (
    <div className={profileClasses.imageRow}>
      {url ? (
        <img className={profileClasses.picture} src={url} alt={messages.profile.profilePicture} />
      ) : (
        <Icon icon="user" size={64} />
      )}
      <FileUpload
        label={messages.profile.profilePicture}
        rules={profileImageRules}
        multiple={false}
        uploading={uploading}
        onFilesAccepted={(files) => void handleFiles(files)}
      />
      {path && <DeleteStoredFileButton path={path} label={messages.profile.deletePicture} />}
    </div>
  );
}
