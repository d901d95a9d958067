import { z } from 'zod';
import { defineEndpoint, MessageAnswerSchema, answerWith } from './endpoint';
import {
  ChangePasswordRequestSchema,
  ForgotPasswordSchema,
  PasswordLinkSchema,
  SavePasswordRequestSchema,
  VerifyCodeSchema,
} from '../validation/password';

/**
 * The password flow of spec part 1 §4: Forgot password mails a six-character code, the code buys a
 * one-time link token, the token sets the password. Invite links (users, clients, brokers) end in
 * the same set-password calls. Change password is the signed-in user's own.
 */

export const CodeTimeLeftAnswerSchema = answerWith({
  /** Seconds left on the newest live code; 0 when there is none, and the Resend button unlocks. */
  seconds: z.number().int().min(0),
  message: z.string(),
});

export const CodeVerifiedAnswerSchema = answerWith({
  /** A one-time reset token: the browser goes on to /setpassword/{token}. */
  token: z.string(),
  message: z.string(),
});

export const PasswordLinkAnswerSchema = answerWith({
  valid: z.literal(true),
  /** Whose password the link sets, shown on the set-password screen. */
  email: z.string(),
});

export const passwordEndpoints = {
  sendEmail: defineEndpoint({
    path: 'user/send_email',
    tag: 'password',
    summary: 'Forgot password: mail a verification code (same answer whether or not the account exists)',
    access: 'public',
    request: ForgotPasswordSchema,
    response: MessageAnswerSchema,
  }),
  checkTimeExpiry: defineEndpoint({
    path: 'user/check_time_expiry',
    tag: 'password',
    summary: 'Seconds left on the newest verification code, for the Resend countdown',
    access: 'public',
    request: ForgotPasswordSchema,
    response: CodeTimeLeftAnswerSchema,
  }),
  resendCode: defineEndpoint({
    path: 'user/resend_code',
    tag: 'password',
    summary: 'Mail a new verification code, voiding the earlier ones',
    access: 'public',
    request: ForgotPasswordSchema,
    response: MessageAnswerSchema,
  }),
  verifyCode: defineEndpoint({
    path: 'user/verify_code',
    tag: 'password',
    summary: 'Exchange a verification code for a one-time reset token',
    access: 'public',
    request: VerifyCodeSchema,
    response: CodeVerifiedAnswerSchema,
  }),
  validatePasswordUrl: defineEndpoint({
    path: 'user/validate_password_url',
    tag: 'password',
    summary: 'Whether a set-password or reset link can still be used',
    access: 'public',
    request: PasswordLinkSchema,
    response: PasswordLinkAnswerSchema,
  }),
  savePassword: defineEndpoint({
    path: 'user/save_password',
    tag: 'password',
    summary: 'Set a password through a one-time link; signs the user out everywhere',
    access: 'public',
    request: SavePasswordRequestSchema,
    response: MessageAnswerSchema,
  }),
  changePassword: defineEndpoint({
    path: 'user/change_password',
    tag: 'password',
    summary: "Change the signed-in user's password; other sessions are signed out",
    access: {},
    request: ChangePasswordRequestSchema,
    response: MessageAnswerSchema,
  }),
};
