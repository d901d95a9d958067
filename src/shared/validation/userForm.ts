import { z } from 'zod';
import { messages } from '../messages';
import { defaultPhoneCode, textLimits } from '../constants';
import { FlagSchema, idMax, TextSchema } from '../contract/endpoint';

/** Where a text field is a text area: tabs and line breaks are kept. */
export interface TextOptions {
  multiline?: boolean;
}

/**
 * A required text field: '<label> is required' when blank, the spec's maximum after trimming, and
 * no control characters (nor line breaks outside a text area).
 */
export function requiredText(label: string, max: number, options: TextOptions = {}) {
  return TextSchema({ label, max, multiline: options.multiline, required: messages.required(label) });
}

export function optionalText(label: string, max: number, options: TextOptions = {}) {
  return TextSchema({ label, max, multiline: options.multiline }).default('');
}

/** Phone in the 999-999-9999 mask; dashes and spaces are dropped so the ten digits are stored. */
export function requiredPhone(label: string) {
  return z
    .string({ error: messages.required(label) })
    .trim()
    .min(1, messages.required(label))
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{10}$/, messages.form.phoneMask(label)));
}

export const PhoneCodeTextSchema = z
  .string()
  .trim()
  .regex(/^\+\d{1,4}$/, messages.form.phoneCode);
export const PhoneCodeSchema = PhoneCodeTextSchema.default(defaultPhoneCode);

export const GenderSchema = z.enum(['male', 'female'], { error: messages.required(messages.fields.gender) });

/**
 * The Add/Edit User form (spec part 1 §5). `sso_id` is present on edit only; email and username
 * are locked on edit (the server refuses a change). `role_type` is sent by the form but the
 * server derives it from the role.
 */
export const UserFormSchema = z.strictObject({
  sso_id: z.uuid(messages.form.userId).optional(),
  first_name: requiredText(messages.fields.firstName, textLimits.userFirstName),
  last_name: optionalText(messages.fields.lastName, textLimits.userLastName),
  email: z
    .string({ error: messages.required(messages.fields.email) })
    .trim()
    .min(1, messages.required(messages.fields.email))
    .max(textLimits.userEmail, messages.form.maxLength(messages.fields.email, textLimits.userEmail))
    .pipe(z.email(messages.session.invalidEmail)),
  username: z
    .string({ error: messages.required(messages.fields.username) })
    // The spec strips spaces from usernames as they are typed.
    .transform((value) => value.replace(/ +/g, ''))
    .pipe(
      TextSchema({
        label: messages.fields.username,
        max: textLimits.username,
        required: messages.required(messages.fields.username),
      }),
    ),
  gender: GenderSchema,
  country_phone_code: PhoneCodeSchema,
  phone_number: requiredPhone(messages.fields.phone),
  role_id: z
    .number({ error: messages.required(messages.fields.roleTitle) })
    .int(messages.required(messages.fields.roleTitle))
    .positive(messages.required(messages.fields.roleTitle))
    .max(idMax, messages.required(messages.fields.roleTitle)),
  role_type: TextSchema({ label: 'role_type', max: 30 }).optional(),
  address: optionalText(messages.fields.address, textLimits.userAddress),
  sensitive_information_disclosure: FlagSchema.default(false),
});
export type UserFormInput = z.input<typeof UserFormSchema>;
export type UserForm = z.output<typeof UserFormSchema>;
