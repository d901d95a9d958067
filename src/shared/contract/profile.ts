import { z } from 'zod';
import { defineEndpoint, MessageAnswerSchema, messageAnswerWith } from './endpoint';
import { storedPathSchema } from './text';
import { CurrentUserSchema } from './session';
import { ProfileFormSchema, profileImageRule } from '../validation/profileForm';

const imageUpload = { maxFiles: 1, maxBytes: profileImageRule.maxBytes };

/** A stored file path as the answers give it (e.g. the user's profile_pic). */
const StoredPathSchema = storedPathSchema();

/**
 * The signed-in user's own profile (/profile, Account Details). Every call acts on the caller
 * only: an sso_id naming anyone else answers 404.
 */
export const profileEndpoints = {
  updateProfile: defineEndpoint({
    path: 'user/update_profile',
    tag: 'profile',
    summary: "Save the caller's account details and, optionally, a new official signature (png/jpg, 5 MB)",
    access: {},
    body: 'multipart',
    upload: imageUpload,
    request: ProfileFormSchema,
    response: messageAnswerWith({ user: CurrentUserSchema }),
  }),
  profilePic: defineEndpoint({
    path: 'user/profile_pic',
    tag: 'profile',
    summary: "Replace the caller's profile picture (form field profile_pic, png/jpg, 5 MB)",
    access: {},
    body: 'multipart',
    upload: imageUpload,
    request: z.strictObject({ sso_id: z.uuid('sso_id must be a user id').optional() }),
    response: messageAnswerWith({ profile_pic: z.string() }),
  }),
  deleteAttachment: defineEndpoint({
    path: 'user/delete_attachment',
    tag: 'profile',
    summary: "Remove the caller's own profile picture or official signature",
    access: {},
    request: z.strictObject({ path: StoredPathSchema }),
    response: MessageAnswerSchema,
  }),
  readFile: defineEndpoint({
    path: 'files/read',
    tag: 'files',
    summary: 'The bytes of a stored file the caller may see (for now: their own picture and signature)',
    access: {},
    binary: true,
    request: z.strictObject({ path: StoredPathSchema }),
    response: z.unknown(),
  }),
};
