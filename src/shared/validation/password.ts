import { z } from 'zod';
import { messages } from '../messages';
import { passwordMaxLength, passwordPattern, verificationCodeLength } from '../constants';
import { hasControlCharacter } from '../contract/text';

/**
 * The password forms of spec part 1 §5 (Forgot password, Set/reset password, Change password).
 * The `…FormSchema`s are what the browser forms validate (they carry the confirm field); the
 * `…RequestSchema`s are what the server receives, which per §7 never includes the confirmation.
 */

/** Forgot password asks only for the email; the 254 bound is the longest address that can exist. */
export const AccountEmailSchema = z
  .string({ error: messages.session.emailRequired })
  .trim()
  .min(1, messages.session.emailRequired)
  .max(254, messages.session.invalidEmail)
  .pipe(z.email(messages.session.invalidEmail));

/** A new password, on the set, reset and change screens alike. */
export const NewPasswordSchema = (requiredMessage: string = messages.password.required) =>
  z
    .string({ error: requiredMessage })
    .min(1, requiredMessage)
    .max(passwordMaxLength, messages.password.max)
    .regex(passwordPattern, messages.password.pattern)
    .refine(withoutControlCharacters, passwordControlCharacters);

const ConfirmPasswordSchema = z
  .string({ error: messages.password.confirmRequired })
  .min(1, messages.password.confirmRequired);

/** 'Link Expired: Your link has expired', the reset screen's words for a link that no longer works. */
export const linkExpiredMessage = `${messages.session.linkExpired.title}: ${messages.session.linkExpired.message}`;

/** The link's token: a malformed one is simply a link that no longer works. */
export const OneTimeTokenSchema = z
  .string({ error: linkExpiredMessage })
  .trim()
  .regex(/^[\w-]{16,128}$/, linkExpiredMessage);

/** A password is one line of characters a keyboard types. */
const withoutControlCharacters = (value: string) => !hasControlCharacter(value);
const passwordControlCharacters = messages.form.controlCharacters(messages.fields.password);

// ---- Forgot password and the verification code ----

export const ForgotPasswordSchema = z.strictObject({ email: AccountEmailSchema });
export type ForgotPassword = z.infer<typeof ForgotPasswordSchema>;

/**
 * Six letters or digits, any case. A code of another shape cannot match, so it gets the same
 * answer as a wrong one (spec §8 'Verification failure').
 */
export const VerificationCodeSchema = z
  .string({ error: messages.required(messages.session.verificationCode) })
  .trim()
  .min(1, messages.required(messages.session.verificationCode))
  .regex(new RegExp(`^[A-Za-z0-9]{${verificationCodeLength}}$`), messages.session.signInFailed);

export const VerifyCodeSchema = z.strictObject({ email: AccountEmailSchema, code: VerificationCodeSchema });
export type VerifyCode = z.infer<typeof VerifyCodeSchema>;

// ---- Set password (invite) and reset password (forgot) ----

export const PasswordLinkSchema = z.strictObject({ token: OneTimeTokenSchema });

export const SetPasswordFormSchema = z
  .strictObject({ password: NewPasswordSchema(), confirm_password: ConfirmPasswordSchema })
  .refine((form) => form.password === form.confirm_password, {
    message: messages.password.mustMatch,
    path: ['confirm_password'],
  });
export type SetPasswordForm = z.infer<typeof SetPasswordFormSchema>;

/** The reset screen: the spec requires the confirmation only on the set screen; here it must still match. */
export const ResetPasswordFormSchema = z
  .strictObject({ password: NewPasswordSchema(), confirm_password: z.string() })
  .refine((form) => form.password === form.confirm_password, {
    message: messages.password.mustMatch,
    path: ['confirm_password'],
  });

export const SavePasswordRequestSchema = z.strictObject({
  token: OneTimeTokenSchema,
  password: NewPasswordSchema(),
});
export type SavePasswordRequest = z.infer<typeof SavePasswordRequestSchema>;

// ---- Change password (profile) ----

const currentPasswordRequired = messages.required(messages.fields.currentPassword);
const CurrentPasswordSchema = z
  .string({ error: currentPasswordRequired })
  .min(1, currentPasswordRequired)
  .max(passwordMaxLength, messages.password.max)
  .refine(withoutControlCharacters, passwordControlCharacters);

export const ChangePasswordFormSchema = z
  .strictObject({
    previous_password: CurrentPasswordSchema,
    new_password: NewPasswordSchema(messages.required(messages.fields.newPassword)),
    confirm_password: ConfirmPasswordSchema,
  })
  .refine((form) => form.new_password !== form.previous_password, {
    message: messages.password.mustDiffer,
    path: ['new_password'],
  })
  .refine((form) => form.new_password === form.confirm_password, {
    message: messages.password.mustMatch,
    path: ['confirm_password'],
  });
export type ChangePasswordForm = z.infer<typeof ChangePasswordFormSchema>;

export const ChangePasswordRequestSchema = z
  .strictObject({
    previous_password: CurrentPasswordSchema,
    new_password: NewPasswordSchema(messages.required(messages.fields.newPassword)),
  })
  .refine((request) => request.new_password !== request.previous_password, {
    message: messages.password.mustDiffer,
    path: ['new_password'],
  });
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;
