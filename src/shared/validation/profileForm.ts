import { z } from 'zod';
import { messages } from '../messages';
import { fileTypes, profilePictureMaxBytes, textLimits, zipLength } from '../constants';
import { GenderSchema, optionalText, PhoneCodeTextSchema, requiredPhone, requiredText } from './userForm';
import { extensionOf } from './fileRules';
import { TextSchema } from '../contract/text';

/** Any IANA zone this runtime knows (the list offered is Intl.supportedValuesOf('timeZone')). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * The Account Details tab of /profile (spec part 1 §5). It is sent as form data, so every value
 * is text. `sso_id` may be sent but must be the signed-in user's own; `official_signature` as a
 * text field is the stored path echoed back and changes nothing (a new signature is a file).
 */
export const ProfileFormSchema = z.strictObject({
  sso_id: z.uuid(messages.form.userId).optional(),
  first_name: requiredText(messages.fields.firstName, textLimits.profileFirstName),
  last_name: optionalText(messages.fields.lastName, textLimits.profileFirstName),
  /** Kept as stored when not sent. */
  country_phone_code: PhoneCodeTextSchema.optional(),
  phone_number: requiredPhone(messages.fields.phone),
  gender: GenderSchema,
  address: optionalText(messages.fields.address, textLimits.profileAddress),
  city: optionalText(messages.fields.city, 60),
  state: optionalText(messages.fields.state, 60),
  zip: requiredText(messages.fields.zip, zipLength).regex(/^\d+$/, messages.form.zipDigits),
  /** Kept as stored when not sent. */
  timezone: TextSchema({ label: messages.fields.timeZone, max: 64 })
    .refine(isTimeZone, messages.form.timeZone)
    .optional(),
  official_signature: TextSchema({ label: 'official_signature', max: 300 }).optional(),
});
export type ProfileFormInput = z.input<typeof ProfileFormSchema>;
export type ProfileForm = z.output<typeof ProfileFormSchema>;

/** The profile picture and the official signature: png, jpg or jpeg, at most 5 MB. */
export const profileImageRule = { types: fileTypes.image, maxBytes: profilePictureMaxBytes } as const;

export { extensionOf };

/**
 * The browser's check before upload, by name and size. The server checks the same and, beyond
 * that, the file's leading bytes, since a name proves nothing.
 */
export function profileImageProblem(file: { name: string; size: number }): string | null {
  const extension = extensionOf(file.name);
  if (!(profileImageRule.types as readonly string[]).includes(extension)) {
    return messages.files.typeNotAllowed(extension || file.name);
  }
  if (file.size > profileImageRule.maxBytes) return messages.files.pictureTooLarge;
  return null;
}
