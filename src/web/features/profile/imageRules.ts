import { profileImageRule } from '../../../shared/validation/profileForm';
import { messages } from '../../../shared/messages';
import type { FileRules } from '../../kit/fileRules';

/** The profile picture and the official signature: one png, jpg or jpeg of at most 5 MB. */
export const profileImageRules: FileRules = {
  allowedExtensions: profileImageRule.types,
  maxBytes: profileImageRule.maxBytes,
  maxFiles: 1,
  sizeMessage: () => messages.files.pictureTooLarge,
};
