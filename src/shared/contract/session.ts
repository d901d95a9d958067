import { z } from 'zod';
import { defineEndpoint, EmptyRequestSchema, MessageAnswerSchema, answerWith } from './endpoint';
import { SignInSchema } from '../validation/signIn';
import { allRightIds, roleTypes, type RightId } from '../rights';
import { LayoutSettingsSchema } from '../layoutSettings';

/** A right of the catalogue, by its id. */
export const RightIdSchema = z.enum(allRightIds as [RightId, ...RightId[]]);

/** The signed-in user as the browser sees it (spec part 1 §3, Current user). */
export const CurrentUserSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  username: z.string(),
  gender: z.enum(['male', 'female']).nullable(),
  country_phone_code: z.string(),
  phone_number: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  timezone: z.string(),
  profile_pic: z.string().nullable(),
  official_signature: z.string().nullable(),
  role: z.object({ id: z.number().int(), role_name: z.string(), role_type: z.enum(roleTypes) }),
  rights: z.array(RightIdSchema),
  company_id: z.number().int().nullable(),
  debtor_id: z.number().int().nullable(),
  broker_id: z.number().int().nullable(),
  sensitive_information_disclosure: z.boolean(),
  layout_settings: LayoutSettingsSchema,
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

export const TokenAnswerSchema = answerWith({
  access_token: z.string(),
  /** Seconds since the epoch when the token stops working. */
  expires_at: z.number().int(),
});

export const sessionEndpoints = {
  login: defineEndpoint({
    path: 'login',
    tag: 'session',
    summary: 'Sign in with email and password',
    access: 'public',
    request: SignInSchema,
    response: TokenAnswerSchema,
  }),
  refresh: defineEndpoint({
    path: 'refresh',
    tag: 'session',
    summary: 'Exchange a live token for a fresh one on the same session',
    access: {},
    request: EmptyRequestSchema,
    response: TokenAnswerSchema,
  }),
  getUserDetails: defineEndpoint({
    path: 'user/get_user_details',
    tag: 'session',
    summary: 'The signed-in user with role and rights',
    access: {},
    request: EmptyRequestSchema,
    response: answerWith({ user: CurrentUserSchema }),
  }),
  logout: defineEndpoint({
    path: 'user/logout',
    tag: 'session',
    summary: 'Revoke the current session',
    access: {},
    request: EmptyRequestSchema,
    response: MessageAnswerSchema,
  }),
  saveLayoutSettings: defineEndpoint({
    path: 'user/layout_settings',
    tag: 'session',
    summary: "Remember the signed-in user's layout settings",
    access: {},
    request: z.strictObject({ layout_settings: LayoutSettingsSchema }),
    response: MessageAnswerSchema,
  }),
};
