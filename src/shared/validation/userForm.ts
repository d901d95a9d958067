import { z } from 'zod';
import { messages } from '../messages';
import { defaultPhoneCode, textLimits } from '../constants';

/**
 * Texts the spec leaves unwritten (ours); they belong in src/shared/messages.ts once its owner
 * takes them in.
 */
export const formTexts = {
  maxLength: (label: string, max: number): string => `${label} must be at most ${max} characters`,
  phoneMask: (label: string): string => `${label} must be in the format 999-999-9999`,
  phoneCode: 'Country code must be a plus sign followed by 1 to 4 digits',
};

/** A required text field: '<label> is required' when blank, the spec's maximum after trimming. */
export function requiredText(label: string, max: number) {
  return z
    .string({ error: messages.required(label) })
    .trim()
    .min(1, messages.required(label))
    .max(max, formTexts.maxLength(label, max));
}

export function optionalText(label: string, max: number) {
  return z.string().trim().max(max, formTexts.maxLength(label, max)).default('');
}

/** Phone in the 999-999-9999 mask; dashes and spaces are dropped so the ten digits are stored. */
export function requiredPhone(label: string) {
  return z
    .string({ error: messages.required(label) })
    .trim()
    .min(1, messages.required(label))
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{10}$/, formTexts.phoneMask(label)));
}

export const PhoneCodeTextSchema = z
  .string()
  .trim()
  .regex(/^\+\d{1,4}$/, formTexts.phoneCode);
export const PhoneCodeSchema = PhoneCodeTextSchema.default(defaultPhoneCode);

export const GenderSchema = z.enum(['male', 'female'], { error: messages.required('Gender') });

/** Either a JSON boolean or the 0/1 a form sends. */
const FlagSchema = z
  .union([z.boolean(), z.literal(0), z.literal(1)])
  .transform((value) => value === true || value === 1);

/**
 * The Add/Edit User form (spec part 1 §5). `sso_id` is present on edit only; email and username
 * are locked on edit (the server refuses a change). `role_type` is sent by the form but the
 * server derives it from the role.
 */
export const UserFormSchema = z.strictObject({
  sso_id: z.uuid('sso_id must be a user id').optional(),
  first_name: requiredText('First Name', textLimits.userFirstName),
  last_name: optionalText('Last Name', textLimits.userLastName),
  email: z
    .string({ error: messages.required('Email') })
    .trim()
    .min(1, messages.required('Email'))
    .max(textLimits.userEmail, formTexts.maxLength('Email', textLimits.userEmail))
    .pipe(z.email(messages.session.invalidEmail)),
  username: z
    .string({ error: messages.required('Username') })
    // The spec strips spaces from usernames as they are typed.
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(
      z
        .string()
        .min(1, messages.required('Username'))
        .max(textLimits.username, formTexts.maxLength('Username', textLimits.username)),
    ),
  gender: GenderSchema,
  country_phone_code: PhoneCodeSchema,
  phone_number: requiredPhone('Phone No'),
  role_id: z
    .number({ error: messages.required('Role Title') })
    .int(messages.required('Role Title'))
    .positive(messages.required('Role Title')),
  role_type: z.string().max(30).optional(),
  address: optionalText('Address', textLimits.userAddress),
  sensitive_information_disclosure: FlagSchema.default(false),
});
export type UserFormInput = z.input<typeof UserFormSchema>;
export type UserForm = z.output<typeof UserFormSchema>;
